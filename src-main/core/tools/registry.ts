import { z } from 'zod';
import { STATE_UPDATE_KEYS, type ConversationState, type StateUpdates } from '../../../src-shared/conversation';
import { err, type ToolResult } from '../../../src-shared/result';
import type { Settings } from '../../../src-shared/settings';
import { validationError } from '../../../src-shared/validation';
import type { Db } from '../db/connection';
import { exceptionToResult } from '../errors';
import { createAuditLog } from './audit';
import { redactDeep } from '../redact';
import type { AnyTool, DataChange, ToolContext, ToolOrigin, ToolOutput } from './define';
import { bulkOverwritePolicy, confirmationPolicy } from './policy';
import { createRevisionRecorder } from '../revisions/recorder';
import { createRecordedWrites, NeedsConfirmation } from './recordedWrites';
import type { ToolOutputSchemaCache, ToolSchemaCache } from './schemaCache';
import { monotonicMs, ToolCall } from './toolCall';
import type { ToolInfo, ToolOutputSchema } from './toolInfo';
import { isToolName } from '../../../src-shared/tools/names';
import type { ToolData, ToolInput, ToolName } from '../../../src-shared/tools';

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

export type { ToolInfo, ToolOutputSchema } from './toolInfo';

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

const NO_CHANGES: DataChange[] = [];
const NO_STATE_UPDATES: StateUpdates = Object.freeze({});

/** The allow-listed state updates of a call made in a conversation (a lazy tool's are built only then). */
function pickStateUpdates(
  given: ToolOutput<unknown>['state_updates'],
  state: ConversationState | undefined,
): StateUpdates {
  if (!given || state === undefined) return NO_STATE_UPDATES;
  const updates = typeof given === 'function' ? given() : given;
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
  const writes = createRecordedWrites(deps.db, recorder);
  const env = { db: deps.db, now, settings: deps.settings, managedWrite: writes.managedWrite };

  /**
   * Ends a call: its journal row (buffered for a call that has none yet — a read, a failed or
   * refused call — so no call pays a transaction for it; the outcome onto the row a managed tool
   * opened; nothing for a write whose row committed with it), the change event, the outcome.
   */
  function finish(
    c: ToolCall,
    opts: CallOptions,
    output: ToolOutput<unknown>,
    extra?: Partial<CallOutcome>,
  ): CallOutcome {
    const duration_ms = monotonicMs() - c.started;
    const code = output.ok ? null : output.error.code;
    try {
      if (c.journal_id === null) audit.defer(c.entry(output.ok, code, duration_ms));
      else if (c.kind === 'managed') writes.close(c, output.ok, code, duration_ms);
    } catch {
      // An audit failure must never turn a finished call into an error.
    }
    const changed = output.ok ? (output.changes ?? NO_CHANGES) : NO_CHANGES;
    if (changed.length > 0) deps.onChange?.(changed);
    const outcome: CallOutcome = {
      request_id: c.request_id,
      // Error text can quote outside input (an upstream reply, a file); no secret leaves with it.
      result: output.ok ? { ok: true, data: output.data } : redactDeep({ ok: false, error: output.error }),
      duration_ms,
      state_updates: output.ok ? pickStateUpdates(output.state_updates, opts.state) : NO_STATE_UPDATES,
      changes: changed,
      change_id: c.recorded ? c.journal_id : null,
    };
    return extra ? { ...outcome, ...extra } : outcome;
  }

  /** Asks the user (or says what to ask); the outcome to return unless they approved. */
  async function ask(c: ToolCall, opts: CallOptions, input: unknown, summary: string): Promise<CallOutcome | null> {
    const request: ConfirmationRequest = { request_id: c.request_id, tool: c.name, input, summary };
    if (!opts.confirm) {
      return finish(
        c,
        opts,
        err('permission_denied', `${summary} This needs the user's confirmation before it runs.`, {
          reason: 'policy',
        }),
        { confirmation: request },
      );
    }
    const answer = await opts.confirm(request);
    if (answer === 'stopped' || answer === 'expired') {
      return finish(c, opts, err('permission_denied', UNANSWERED[answer], { reason: answer }));
    }
    if (answer) return null;
    return finish(
      c,
      opts,
      err('permission_denied', 'The user declined this action; nothing was changed.', { reason: 'user_declined' }),
    );
  }

  async function call(name: string, rawInput: unknown, opts: CallOptions): Promise<CallOutcome> {
    const c = new ToolCall(env, name, rawInput, opts);
    const tool = byName.get(name);
    if (!tool) {
      return finish(
        c,
        opts,
        err('unknown_tool', `There is no tool named "${name}".`, {
          tool: name,
          did_you_mean: suggestToolNames(name, [...byName.keys()]),
        }),
      );
    }
    const parsed = tool.input.safeParse(rawInput);
    if (!parsed.success) return finish(c, opts, validationError(parsed.error, `Input for ${name}`));
    c.begin(tool, opts.confirmed !== true);
    // Replaced by the input with references resolved when the call is asked about (bindInput).
    let input = parsed.data;

    try {
      // Reads never ask; everything below the policy is for writes.
      const canAsk = opts.origin !== 'mcp' || opts.confirm !== undefined;
      if (c.kind !== 'read') {
        const decision = confirmationPolicy(tool, opts.origin, () => c.settings, canAsk);
        if (decision === 'refuse') {
          return finish(
            c,
            opts,
            err(
              'permission_denied',
              `${name} is destructive and is not allowed from ${opts.origin}; enable it in Quire's Settings.`,
              { reason: 'policy' },
            ),
          );
        }
        if (decision === 'ask' && !opts.confirmed) {
          // What is asked about is what runs: references ("latest") are resolved to ids once, here.
          if (tool.bindInput) {
            const bound = tool.bindInput(input, c);
            if (!bound.ok) return finish(c, opts, bound);
            input = bound.data;
          }
          const summary = tool.summarize ? tool.summarize(input, c) : { ok: true as const, data: `Run ${name}?` };
          if (!summary.ok) return finish(c, opts, summary);
          const asked = await ask(c, opts, input, summary.data);
          if (asked) return asked;
        }
      }
      let output: ToolOutput<unknown> | Promise<ToolOutput<unknown>>;
      try {
        output = writes.execute(tool, input, c);
      } catch (e) {
        if (!(e instanceof NeedsConfirmation)) throw e;
        // Rolled back; it ran once only to learn what it would overwrite.
        c.askBulk = false;
        const bulk = bulkOverwritePolicy(tool, opts.origin, () => c.settings, canAsk);
        if (bulk === 'refuse') {
          return finish(
            c,
            opts,
            err('permission_denied', `${e.question} Changes this large are not allowed from ${opts.origin}.`, {
              reason: 'policy',
            }),
          );
        }
        if (bulk === 'ask') {
          const asked = await ask(c, opts, input, e.question);
          if (asked) return asked;
        }
        output = writes.execute(tool, input, c);
      }
      return finish(c, opts, output instanceof Promise ? await output : output);
    } catch (e) {
      return finish(c, opts, exceptionToResult(e, c.request_id, `Tool ${name}`));
    }
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
    const c = new ToolCall(env, name, rawInput, { origin });
    c.begin(tool, true);
    try {
      if (confirmationPolicy(tool, origin, () => c.settings) === 'ask') {
        // The dialog shows, and the confirmed call runs, the input with its references resolved.
        const bound = tool.bindInput ? tool.bindInput(parsed.data, c) : { ok: true as const, data: parsed.data };
        if (!bound.ok) return bound;
        const summary = tool.summarize ? tool.summarize(bound.data, c) : { ok: true as const, data: `Run ${name}?` };
        return summary.ok ? { ok: true, data: { required: true, summary: summary.data, input: bound.data } } : summary;
      }
      const noQuestion = { ok: true as const, data: { required: false, summary: null } };
      if (!c.askBulk || c.kind !== 'write') return noQuestion;
      // Would it overwrite in bulk? Only running it tells; the dry run always rolls back.
      c.dryRun = true;
      try {
        writes.execute(tool, parsed.data, c);
        return noQuestion;
      } catch (e) {
        if (!(e instanceof NeedsConfirmation)) throw e;
        if (bulkOverwritePolicy(tool, origin, () => c.settings) === 'run') return noQuestion;
        return { ok: true, data: { required: true, summary: e.question } };
      }
    } catch (e) {
      return exceptionToResult(e, c.request_id, `Tool ${name} summary`);
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
