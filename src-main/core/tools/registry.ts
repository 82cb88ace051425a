import { z } from 'zod';
import {
  EMPTY_CONVERSATION_STATE,
  STATE_UPDATE_KEYS,
  type ConversationState,
  type StateUpdates,
} from '../../../src-shared/conversation';
import { err, type ToolResult } from '../../../src-shared/result';
import type { Settings } from '../../../src-shared/settings';
import { validationError } from '../../../src-shared/validation';
import type { Db } from '../db/connection';
import { exceptionToResult } from '../errors';
import { newRequestId } from '../ids';
import { createAuditLog, inputText } from './audit';
import { redactDeep } from '../redact';
import type { AnyTool, DataChange, ToolAnnotations, ToolCategory, ToolContext, ToolOrigin, ToolOutput } from './define';
import { bulkOverwritePolicy, bulkOverwriteQuestion, confirmationPolicy } from './policy';
import { createRevisionRecorder } from '../revisions/recorder';
import type { JournalEntry } from '../db/queries/journal';
import type { ToolOutputSchemaCache, ToolSchemaCache } from './schemaCache';
import { isToolName } from '../../../src-shared/tools/names';
import type { ToolData, ToolInput, ToolName } from '../../../src-shared/tools';

// Not performance.now(): the `performance` global loads perf_hooks (~2 ms) on a CLI's first call.
const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** What the user is asked before a destructive call runs. */
export interface ConfirmationRequest {
  request_id: string;
  tool: string;
  input: unknown;
  summary: string;
}

/**
 * The user's answer to a confirmation: approved or declined — or no answer, because the turn
 * was stopped or the question expired; each is recorded as what it was.
 */
export type ConfirmDecision = boolean | 'stopped' | 'expired';

const UNANSWERED: Record<'stopped' | 'expired', string> = {
  stopped: 'The user stopped this turn before answering; nothing was changed.',
  expired: 'The confirmation expired unanswered; nothing was changed.',
};

export interface CallOptions {
  origin: ToolOrigin;
  session_id?: number | null;
  state?: ConversationState;
  /** The user already approved this exact call (the UI's dialog, the CLI's --yes). */
  confirmed?: boolean;
  /** Ask the user now and wait (the app's agent loop). Without it, a call that needs asking is refused and `confirmation` says what to ask. */
  confirm?: (request: ConfirmationRequest) => Promise<ConfirmDecision>;
  signal?: AbortSignal;
  progress?: ToolContext['progress'];
}

/** A call's outcome; `T` is the tool's own output type when the caller named it through TOOL. */
export interface CallOutcome<T = unknown> {
  request_id: string;
  result: ToolResult<T>;
  duration_ms: number;
  state_updates: StateUpdates;
  changes: DataChange[];
  /** Set when the call needs the user's approval and none was given. */
  confirmation?: ConfirmationRequest;
  /** The recorded change `undo` would revert (`undo {change_id}`); null when the call changed nothing. */
  change_id: number | null;
}

/** A tool as the model, the UI and MCP see it. */
export interface ToolInfo {
  name: string;
  description: string;
  annotations: ToolAnnotations;
  category: ToolCategory;
  input_schema: Record<string, unknown>;
}

/** A tool's output (the data of its ok result) as JSON Schema: MCP's outputSchema. */
export interface ToolOutputSchema {
  name: string;
  output_schema: { type: 'object'; [keyword: string]: unknown };
}

export interface RegistryDeps {
  db: Db;
  tools: readonly AnyTool[];
  settings: () => Settings;
  now?: () => Date;
  /** Called after a successful write with what changed (main forwards it to the renderer). */
  onChange?: (changes: DataChange[]) => void;
  /** Where the tool list's JSON Schemas are kept between starts of the same build (schemaCache.ts). */
  schemaCache?: ToolSchemaCache | undefined;
  /** The same for the output schemas (only MCP's tools/list asks for them). */
  outputSchemaCache?: ToolOutputSchemaCache | undefined;
}

// Shared defaults, so a call that needs neither allocates neither (every call counts; see bench/tools.ts).
const NO_PROGRESS: ToolContext['progress'] = () => {};
// Nobody holds this controller, so the signal can never fire: safe to share between calls.
const NEVER_ABORTED = new AbortController().signal;

/** Thrown inside a write transaction to roll back a tool that returned ok:false (or a dry run, or a bulk overwrite not yet approved). */
class Rollback {
  constructor(
    readonly output: ToolOutput<unknown>,
    readonly question: string | null = null,
  ) {}
}

/** A write that overwrote in bulk without approval; it was rolled back and must be asked about. */
class NeedsConfirmation {
  constructor(readonly question: string) {}
}

/** One call's recording: who made it, and its journal row once written. */
interface WriteCall {
  tool: string;
  origin: ToolOrigin;
  session_id: number | null;
  request_id: string;
  /**
   * The call's journal row: a plain write writes it as it commits; a tool that commits in several
   * transactions writes it in its first one (so `ctx.change_id` is known inside it, for undo).
   */
  journal_id: number | null;
  /** The journal row holds revisions: the call changed rows and `undo` can take them back. */
  recorded: boolean;
  /** Roll back and ask when the call turns out to overwrite in bulk. */
  askBulk: boolean;
  /** Always roll back: only find out whether it would ask (confirmationFor). */
  dryRun: boolean;
  kind: 'read' | 'write' | 'managed';
  /** The input as the caller gave it (the journal row's), and when the call began. */
  rawInput: unknown;
  started: number;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

export function suggestToolNames(name: string, known: readonly string[]): string[] {
  const n = name.toLowerCase();
  return known
    .map((k) => ({ k, d: k.includes(n) || n.includes(k) ? 0 : editDistance(n, k) }))
    .filter((x) => x.d <= Math.max(2, Math.floor(x.k.length / 3)))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((x) => x.k);
}

function pickStateUpdates(updates: StateUpdates | undefined): StateUpdates {
  if (!updates) return {};
  const out: Record<string, unknown> = {};
  for (const key of STATE_UPDATE_KEYS) if (key in updates) out[key] = updates[key];
  return out as StateUpdates;
}

/**
 * The tool registry: validate → confirmation policy → run (one transaction for writes) →
 * exception mapping → audit row → result. Every caller (agent, UI, CLI, MCP) goes through here.
 */
export function createRegistry(deps: RegistryDeps) {
  const byName = new Map<string, AnyTool>();
  for (const tool of deps.tools) {
    if (byName.has(tool.name)) throw new Error(`Duplicate tool name "${tool.name}"`);
    if (!/^[a-z_]{1,64}$/.test(tool.name)) throw new Error(`Invalid tool name "${tool.name}"`);
    byName.set(tool.name, tool);
  }
  const now = deps.now ?? (() => new Date());
  const audit = createAuditLog(deps.db);
  // JSON Schemas are derived on first list(), not at start-up: deriving all of them cost ~40 ms of a
  // CLI start, and `quire tool …` never lists.
  let infos: ToolInfo[] | undefined;
  const derive = (): ToolInfo[] =>
    deps.tools.map((t) => ({
      name: t.name,
      description: t.description,
      annotations: t.annotations,
      category: t.category,
      input_schema: z.toJSONSchema(t.input, { io: 'input' }) as Record<string, unknown>,
    }));
  const listInfos = (): ToolInfo[] => {
    if (infos) return infos;
    // A cached list is used only when it names exactly these tools, in this order.
    const cached = deps.schemaCache?.read();
    if (cached && cached.length === deps.tools.length && cached.every((c, i) => c?.name === deps.tools[i]!.name)) {
      return (infos = cached);
    }
    infos = derive();
    deps.schemaCache?.write(infos);
    return infos;
  };

  // Output schemas: derived on the first MCP tools/list, from a module loaded only then.
  let outputs: Promise<ToolOutputSchema[]> | undefined;
  const loadOutputSchemas = async (): Promise<ToolOutputSchema[]> => {
    // As for input schemas: a cached list is used only when it names exactly these tools, in order.
    const expected = deps.tools.map((t) => t.name).filter(isToolName);
    const cached = deps.outputSchemaCache?.read();
    if (cached && cached.length === expected.length && cached.every((c, i) => c?.name === expected[i])) return cached;
    const derived = (await import('./outputSchemas')).deriveOutputSchemas(expected);
    deps.outputSchemaCache?.write(derived);
    return derived;
  };

  const recorder = createRevisionRecorder(deps.db);

  /** The journal row of call `w` as of now, ending as given. */
  const entryOf = (w: WriteCall, ok: boolean, code: string | null): JournalEntry => ({
    tool: w.tool,
    origin: w.origin,
    session_id: w.session_id,
    request_id: w.request_id,
    created_at: now().toISOString(),
    ok,
    code,
    duration_ms: monotonicMs() - w.started,
    input: inputText(w.rawInput),
  });

  // Built once: creating a better-sqlite3 transaction wrapper per call cost more than the small
  // writes it wraps (bench/tools.ts). Every write is recorded as one change for `undo`.
  const inWriteTransaction = deps.db.transaction((tool: AnyTool, input: unknown, ctx: ToolContext, w: WriteCall) => {
    recorder.start();
    const out = tool.run(input, ctx) as ToolOutput<unknown>;
    if (out && typeof (out as unknown as Promise<unknown>).then === 'function') {
      throw new Error(`Tool ${tool.name} is a write tool and must run synchronously inside its transaction`);
    }
    if (!out.ok) throw new Rollback(out);
    const tally = recorder.tally();
    // Overwriting in bulk needs two existing rows or an erased review; most writes touch one row.
    const mayBeBulk = tally.existing_rows > 1 || tally.erased_reviews > 0;
    const question =
      w.askBulk && tally.recorded && mayBeBulk ? bulkOverwriteQuestion(tool.name, recorder.overwrites()) : null;
    if (question !== null || w.dryRun) throw new Rollback(out, question);
    // The call's one journal row — audit row, change and revisions — rides in the write's own
    // commit: the write is never kept without its undo record, nor the record without the write.
    w.journal_id = recorder.append(entryOf(w, true, null), tally.recorded);
    w.recorded = tally.recorded;
    return out;
  });

  /**
   * A managesTransactions tool's `ctx.write`: the call's journal row is written (as unfinished) in
   * its first transaction, and each transaction folds the rows it wrote into the journal before it
   * commits. The row gets its outcome when the call ends (finish).
   */
  function managedWrite<T>(w: WriteCall, fn: () => T): T {
    const opened = w.journal_id === null;
    try {
      return deps.db
        .transaction(() => {
          if (w.journal_id === null) w.journal_id = recorder.append(entryOf(w, false, 'unfinished'), false);
          recorder.start();
          let result: T;
          try {
            result = fn();
          } finally {
            recorder.pause();
          }
          if (recorder.fold(w.journal_id, entryOf(w, false, 'unfinished'))) w.recorded = true;
          return result;
        })
        .immediate();
    } catch (e) {
      if (opened) w.journal_id = null; // rolled back with everything else
      throw e;
    }
  }

  // Not async: most tools finish synchronously, and every extra await is a turn of the microtask
  // queue on the hottest path (the reads the agent and the UI make all the time).
  function execute(
    tool: AnyTool,
    input: unknown,
    ctx: ToolContext,
    w: WriteCall,
  ): ToolOutput<unknown> | Promise<ToolOutput<unknown>> {
    if (tool.annotations.readOnly) return tool.run(input, ctx);
    recorder.ready();
    if (tool.managesTransactions) return tool.run(input, ctx);
    try {
      // IMMEDIATE takes the write lock at BEGIN, where busy_timeout makes a second writer (the CLI
      // beside the app) wait. A deferred BEGIN lets a tool read first and then fail its write at
      // once with SQLITE_BUSY(_SNAPSHOT), which no timeout retries.
      return inWriteTransaction.immediate(tool, input, ctx, w);
    } catch (e) {
      // The capture is not part of the transaction: stop recording before anything else writes.
      recorder.pause();
      w.journal_id = null; // rolled back with everything else
      w.recorded = false;
      if (!(e instanceof Rollback)) throw e;
      if (e.question !== null) throw new NeedsConfirmation(e.question);
      return e.output;
    }
  }

  /**
   * Writes the call's outcome to its journal row: buffered for a call that has none yet (a read, a
   * failed or refused call: written in batches, no call pays a transaction for it), onto the row a
   * multi-transaction tool opened, and nothing for a write whose row committed with it.
   */
  function journalOutcome(w: WriteCall | undefined, entry: () => JournalEntry): void {
    try {
      if (w?.journal_id == null) audit.defer(entry());
      else if (w.kind === 'managed') {
        const id = w.journal_id;
        const e = entry();
        deps.db.transaction(() => recorder.close(id, e)).immediate();
      }
    } catch {
      // An audit failure must never turn a finished call into an error.
    }
  }

  async function call(name: string, rawInput: unknown, opts: CallOptions): Promise<CallOutcome> {
    const request_id = newRequestId();
    const started = monotonicMs();
    const session_id = opts.session_id ?? null;
    // The call's WriteCall once made (after validation): its journal row may already be written.
    const current: { w?: WriteCall } = {};
    const finish = (output: ToolOutput<unknown>, extra: Partial<CallOutcome> = {}): CallOutcome => {
      const duration_ms = monotonicMs() - started;
      const { state_updates, changes, ...result } = output;
      journalOutcome(current.w, () => ({
        tool: name,
        input: inputText(rawInput),
        ok: result.ok,
        code: result.ok ? null : result.error.code,
        duration_ms,
        origin: opts.origin,
        session_id,
        request_id,
        created_at: now().toISOString(),
      }));
      const changed = result.ok ? (changes ?? []) : [];
      if (changed.length > 0) deps.onChange?.(changed);
      return {
        request_id,
        // Error text can quote outside input (an upstream reply, a file); no secret leaves with it.
        result: (result.ok ? result : redactDeep(result)) as ToolResult,
        duration_ms,
        state_updates: result.ok ? pickStateUpdates(state_updates) : {},
        changes: changed,
        change_id: current.w?.recorded ? current.w.journal_id : null,
        ...extra,
      };
    };

    const tool = byName.get(name);
    if (!tool) {
      return finish(
        err('unknown_tool', `There is no tool named "${name}".`, {
          tool: name,
          did_you_mean: suggestToolNames(name, [...byName.keys()]),
        }),
      );
    }
    const parsed = tool.input.safeParse(rawInput);
    if (!parsed.success) return finish(validationError(parsed.error, `Input for ${name}`));

    const w = newWriteCall(tool, opts, session_id, request_id, opts.confirmed !== true, rawInput, started);
    current.w = w;
    const ctx = makeContext(opts.origin, session_id, w, opts);
    // Replaced by the input with references resolved when the call is asked about (bindInput).
    let input = parsed.data;

    try {
      const canAsk = opts.origin !== 'mcp' || opts.confirm !== undefined;
      const decision = confirmationPolicy(tool, opts.origin, () => ctx.settings, canAsk);
      if (decision === 'refuse') {
        return finish(
          err(
            'permission_denied',
            `${name} is destructive and is not allowed from ${opts.origin}; enable it in Quire's Settings.`,
            {
              reason: 'policy',
            },
          ),
        );
      }
      if (decision === 'ask' && !opts.confirmed) {
        // What is asked about is what runs: references ("latest") are resolved to ids once, here.
        if (tool.bindInput) {
          const bound = tool.bindInput(input, ctx);
          if (!bound.ok) return finish(bound);
          input = bound.data;
        }
        const summary = tool.summarize ? tool.summarize(input, ctx) : { ok: true as const, data: `Run ${name}?` };
        if (!summary.ok) return finish(summary);
        const asked = await ask(summary.data);
        if (asked) return asked;
      }
      let output: ToolOutput<unknown> | Promise<ToolOutput<unknown>>;
      try {
        output = execute(tool, input, ctx, w);
      } catch (e) {
        if (!(e instanceof NeedsConfirmation)) throw e;
        // Rolled back; it ran once only to learn what it would overwrite.
        w.askBulk = false;
        const bulk = bulkOverwritePolicy(tool, opts.origin, () => ctx.settings, canAsk);
        if (bulk === 'refuse') {
          return finish(
            err('permission_denied', `${e.question} Changes this large are not allowed from ${opts.origin}.`, {
              reason: 'policy',
            }),
          );
        }
        if (bulk === 'ask') {
          const asked = await ask(e.question);
          if (asked) return asked;
        }
        output = execute(tool, input, ctx, w);
      }
      return finish(output instanceof Promise ? await output : output);
    } catch (e) {
      return finish(exceptionToResult(e, request_id, `Tool ${name}`));
    }

    /** Asks the user (or says what to ask); the outcome to return unless they approved. */
    async function ask(summary: string): Promise<CallOutcome | null> {
      const request: ConfirmationRequest = { request_id, tool: name, input, summary };
      if (!opts.confirm) {
        return finish(
          err('permission_denied', `${summary} This needs the user's confirmation before it runs.`, {
            reason: 'policy',
          }),
          { confirmation: request },
        );
      }
      const answer = await opts.confirm(request);
      if (answer === 'stopped' || answer === 'expired') {
        return finish(err('permission_denied', UNANSWERED[answer], { reason: answer }));
      }
      if (answer) return null;
      return finish(
        err('permission_denied', 'The user declined this action; nothing was changed.', {
          reason: 'user_declined',
        }),
      );
    }
  }

  function newWriteCall(
    tool: AnyTool,
    opts: { origin: ToolOrigin },
    session_id: number | null,
    request_id: string,
    askBulk: boolean,
    rawInput: unknown,
    started: number,
  ): WriteCall {
    return {
      tool: tool.name,
      origin: opts.origin,
      session_id,
      request_id,
      journal_id: null,
      recorded: false,
      askBulk: askBulk && tool.asksBeforeBulkOverwrite !== false,
      dryRun: false,
      kind: tool.annotations.readOnly ? 'read' : tool.managesTransactions ? 'managed' : 'write',
      rawInput,
      started,
    };
  }

  function makeContext(
    origin: ToolOrigin,
    session_id: number | null,
    w: WriteCall,
    opts: Pick<CallOptions, 'state' | 'progress' | 'signal'>,
  ): ToolContext {
    // Read on first use, still fresh for every call: only destructive tools' policy and a few tools
    // need settings, and reading them (a query and a parse per key) was a fixed cost on every call.
    let settings: Settings | undefined;
    return {
      db: deps.db,
      now,
      get settings() {
        return (settings ??= deps.settings());
      },
      state: opts.state ?? EMPTY_CONVERSATION_STATE,
      origin,
      session_id,
      progress: opts.progress ?? NO_PROGRESS,
      signal: opts.signal ?? NEVER_ABORTED,
      get change_id() {
        return w.journal_id;
      },
      write: (fn) => {
        if (w.kind === 'managed') return managedWrite(w, fn);
        if (w.kind === 'write') return fn(); // already inside the call's recorded transaction
        throw new Error(`Tool ${w.tool} is read-only and cannot write`);
      },
    };
  }

  /**
   * Whether a call would need the user's approval, and the question to ask — computed exactly as
   * `call` would, so the UI's dialog shows the same summary the agent's would. Runs nothing.
   */
  function confirmationFor(
    name: string,
    rawInput: unknown,
    origin: ToolOrigin,
  ): ToolResult<{ required: boolean; summary: string | null; input?: unknown }> {
    const tool = byName.get(name);
    if (!tool) {
      return err('unknown_tool', `There is no tool named "${name}".`, {
        tool: name,
        did_you_mean: suggestToolNames(name, [...byName.keys()]),
      });
    }
    const parsed = tool.input.safeParse(rawInput);
    if (!parsed.success) return validationError(parsed.error, `Input for ${name}`);
    const w = newWriteCall(tool, { origin }, null, newRequestId(), true, rawInput, monotonicMs());
    const ctx = makeContext(origin, null, w, {});
    try {
      if (confirmationPolicy(tool, origin, () => ctx.settings) === 'ask') {
        // The dialog shows, and the confirmed call runs, the input with its references resolved.
        const bound = tool.bindInput ? tool.bindInput(parsed.data, ctx) : { ok: true as const, data: parsed.data };
        if (!bound.ok) return bound;
        const summary = tool.summarize ? tool.summarize(bound.data, ctx) : { ok: true as const, data: `Run ${name}?` };
        return summary.ok ? { ok: true, data: { required: true, summary: summary.data, input: bound.data } } : summary;
      }
      const noQuestion = { ok: true as const, data: { required: false, summary: null } };
      if (!w.askBulk || tool.annotations.readOnly || tool.managesTransactions) return noQuestion;
      // Would it overwrite in bulk? Only running it tells; the dry run always rolls back.
      w.dryRun = true;
      try {
        execute(tool, parsed.data, ctx, w);
        return noQuestion;
      } catch (e) {
        if (!(e instanceof NeedsConfirmation)) throw e;
        if (bulkOverwritePolicy(tool, origin, () => ctx.settings) === 'run') return noQuestion;
        return { ok: true, data: { required: true, summary: e.question } };
      }
    } catch (e) {
      return exceptionToResult(e, newRequestId(), `Tool ${name} summary`);
    }
  }

  return {
    /**
     * Runs one call. Named through the catalogue (`TOOL.list_tasks`), the input is checked against
     * that tool's input type and the result's data has its output type — the types its schema and
     * run() are compiled against; any other name (a model's, a CLI argument) takes `unknown` input
     * (the registry parses it) and gives `unknown` data, or unknown_tool.
     */
    call: call as {
      <N extends ToolName>(name: N, rawInput: ToolInput<N>, opts: CallOptions): Promise<CallOutcome<ToolData<N>>>;
      // `never` for a catalogue name, so a literal TOOL.x whose input does not fit is an error
      // rather than a quiet fall back to this unchecked form.
      <S extends string>(
        name: S & (S extends ToolName ? never : S),
        rawInput: unknown,
        opts: CallOptions,
      ): Promise<CallOutcome>;
    },
    confirmationFor,
    list: listInfos,
    /** Each catalogue tool's output schema (tools of tests' own have none). */
    outputSchemas: (): Promise<ToolOutputSchema[]> => (outputs ??= loadOutputSchemas()),
    get: (name: string): AnyTool | undefined => byName.get(name),
    names: (): string[] => [...byName.keys()],
    /** Writes buffered audit rows now (before closing the database, and in tests). */
    flushAudit: () => audit.flush(),
  };
}

export type Registry = ReturnType<typeof createRegistry>;
