import { randomUUID } from 'node:crypto';
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
import { createAuditLog } from './audit';
import { redactDeep } from '../redact';
import type { AnyTool, DataChange, ToolAnnotations, ToolCategory, ToolContext, ToolOrigin, ToolOutput } from './define';
import { confirmationPolicy } from './policy';

/** What the user is asked before a destructive call runs. */
export interface ConfirmationRequest {
  request_id: string;
  tool: string;
  input: unknown;
  summary: string;
}

export interface CallOptions {
  origin: ToolOrigin;
  session_id?: number | null;
  state?: ConversationState;
  /** The user already approved this exact call (the UI's dialog, the CLI's --yes). */
  confirmed?: boolean;
  /** Ask the user now and wait (the app's agent loop). Without it, a call that needs asking is refused and `confirmation` says what to ask. */
  confirm?: (request: ConfirmationRequest) => Promise<boolean>;
  signal?: AbortSignal;
  progress?: ToolContext['progress'];
}

export interface CallOutcome {
  request_id: string;
  result: ToolResult;
  duration_ms: number;
  state_updates: StateUpdates;
  changes: DataChange[];
  /** Set when the call needs the user's approval and none was given. */
  confirmation?: ConfirmationRequest;
}

/** A tool as the model, the UI and MCP see it. */
export interface ToolInfo {
  name: string;
  description: string;
  annotations: ToolAnnotations;
  category: ToolCategory;
  input_schema: Record<string, unknown>;
}

export interface RegistryDeps {
  db: Db;
  tools: readonly AnyTool[];
  settings: () => Settings;
  now?: () => Date;
  /** Called after a successful write with what changed (main forwards it to the renderer). */
  onChange?: (changes: DataChange[]) => void;
}

// Shared defaults, so a call that needs neither allocates neither (every call counts; see bench/tools.ts).
const NO_PROGRESS: ToolContext['progress'] = () => {};
// Nobody holds this controller, so the signal can never fire: safe to share between calls.
const NEVER_ABORTED = new AbortController().signal;

/** Thrown inside a write transaction to roll back a tool that returned ok:false. */
class Rollback {
  constructor(readonly output: ToolOutput<unknown>) {}
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
  const infos: ToolInfo[] = deps.tools.map((t) => ({
    name: t.name,
    description: t.description,
    annotations: t.annotations,
    category: t.category,
    input_schema: z.toJSONSchema(t.input, { io: 'input' }) as Record<string, unknown>,
  }));

  // Built once: creating a better-sqlite3 transaction wrapper per call cost more than the small
  // writes it wraps (bench/tools.ts).
  const inWriteTransaction = deps.db.transaction((tool: AnyTool, input: unknown, ctx: ToolContext) => {
    const out = tool.run(input, ctx) as ToolOutput<unknown>;
    if (out && typeof (out as unknown as Promise<unknown>).then === 'function') {
      throw new Error(`Tool ${tool.name} is a write tool and must run synchronously inside its transaction`);
    }
    if (!out.ok) throw new Rollback(out);
    return out;
  });

  // Not async: most tools finish synchronously, and every extra await is a turn of the microtask
  // queue on the hottest path (the reads the agent and the UI make all the time).
  function execute(
    tool: AnyTool,
    input: unknown,
    ctx: ToolContext,
  ): ToolOutput<unknown> | Promise<ToolOutput<unknown>> {
    if (tool.annotations.readOnly || tool.managesTransactions) return tool.run(input, ctx);
    try {
      // IMMEDIATE takes the write lock at BEGIN, where busy_timeout makes a second writer (the CLI
      // beside the app) wait. A deferred BEGIN lets a tool read first and then fail its write at
      // once with SQLITE_BUSY(_SNAPSHOT), which no timeout retries.
      return inWriteTransaction.immediate(tool, input, ctx);
    } catch (e) {
      if (e instanceof Rollback) return e.output;
      throw e;
    }
  }

  async function call(name: string, rawInput: unknown, opts: CallOptions): Promise<CallOutcome> {
    const request_id = randomUUID();
    const started = performance.now();
    const session_id = opts.session_id ?? null;
    const finish = (output: ToolOutput<unknown>, extra: Partial<CallOutcome> = {}): CallOutcome => {
      const duration_ms = performance.now() - started;
      const { state_updates, changes, ...result } = output;
      const row = {
        tool: name,
        input: rawInput,
        ok: result.ok,
        code: result.ok ? null : result.error.code,
        duration_ms,
        origin: opts.origin,
        session_id,
        request_id,
        created_at: now().toISOString(),
      };
      try {
        audit.defer(row);
      } catch {
        // An audit failure must never turn a finished call into an error.
      }
      const changed = result.ok ? (changes ?? []) : [];
      if (changed.length > 0) deps.onChange?.(changed);
      return {
        request_id,
        // Error text can quote outside input (an upstream reply, a file); no secret leaves with it.
        result: (result.ok ? result : redactDeep(result)) as ToolResult,
        duration_ms,
        state_updates: result.ok ? pickStateUpdates(state_updates) : {},
        changes: changed,
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

    // Read on first use, still fresh for every call: only destructive tools' policy and a few tools
    // need settings, and reading them (a query and a parse per key) was a fixed cost on every call.
    let settings: Settings | undefined;
    const ctx: ToolContext = {
      db: deps.db,
      now,
      get settings() {
        return (settings ??= deps.settings());
      },
      state: opts.state ?? EMPTY_CONVERSATION_STATE,
      origin: opts.origin,
      session_id,
      progress: opts.progress ?? NO_PROGRESS,
      signal: opts.signal ?? NEVER_ABORTED,
    };

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
        const summary = tool.summarize ? tool.summarize(parsed.data, ctx) : { ok: true as const, data: `Run ${name}?` };
        if (!summary.ok) return finish(summary);
        const request: ConfirmationRequest = { request_id, tool: name, input: parsed.data, summary: summary.data };
        if (!opts.confirm) {
          return finish(
            err('permission_denied', `${summary.data} This needs the user's confirmation before it runs.`, {
              reason: 'policy',
            }),
            { confirmation: request },
          );
        }
        const approved = await opts.confirm(request);
        if (!approved) {
          return finish(
            err('permission_denied', 'The user declined this action; nothing was changed.', {
              reason: 'user_declined',
            }),
          );
        }
      }
      const output = execute(tool, parsed.data, ctx);
      return finish(output instanceof Promise ? await output : output);
    } catch (e) {
      return finish(exceptionToResult(e, request_id, `Tool ${name}`));
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
  ): ToolResult<{ required: boolean; summary: string | null }> {
    const tool = byName.get(name);
    if (!tool) {
      return err('unknown_tool', `There is no tool named "${name}".`, {
        tool: name,
        did_you_mean: suggestToolNames(name, [...byName.keys()]),
      });
    }
    const parsed = tool.input.safeParse(rawInput);
    if (!parsed.success) return validationError(parsed.error, `Input for ${name}`);
    const settings = deps.settings();
    if (confirmationPolicy(tool, origin, settings) !== 'ask')
      return { ok: true, data: { required: false, summary: null } };
    const ctx: ToolContext = {
      db: deps.db,
      now,
      settings,
      state: EMPTY_CONVERSATION_STATE,
      origin,
      session_id: null,
      progress: () => {},
      signal: new AbortController().signal,
    };
    try {
      const summary = tool.summarize ? tool.summarize(parsed.data, ctx) : { ok: true as const, data: `Run ${name}?` };
      return summary.ok ? { ok: true, data: { required: true, summary: summary.data } } : summary;
    } catch (e) {
      return exceptionToResult(e, randomUUID(), `Tool ${name} summary`);
    }
  }

  return {
    call,
    confirmationFor,
    list: (): ToolInfo[] => infos,
    get: (name: string): AnyTool | undefined => byName.get(name),
    names: (): string[] => [...byName.keys()],
    /** Writes buffered audit rows now (before closing the database, and in tests). */
    flushAudit: () => audit.flush(),
  };
}

export type Registry = ReturnType<typeof createRegistry>;
