import type { ConversationState } from '../../../src-shared/conversation';
import { EMPTY_CONVERSATION_STATE } from '../../../src-shared/conversation';
import type { Settings } from '../../../src-shared/settings';
import type { Db } from '../db/connection';
import type { JournalEntry } from '../db/queries/journal';
import { newRequestId } from '../ids';
import { inputText } from './audit';
import type { AnyTool, ToolContext, ToolOrigin } from './define';

// Not performance.now(): the `performance` global loads perf_hooks (~2 ms) on a CLI's first call.
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

// Shared defaults, so a call that needs neither allocates neither (every call counts; see bench/tools.ts).
const NO_PROGRESS: ToolContext['progress'] = () => {};
// Nobody holds this controller, so the signal can never fire: safe to share between calls.
const NEVER_ABORTED = new AbortController().signal;

/** What every call of one registry shares: the database, clock, settings and how a managed tool writes. */
export interface CallEnv {
  db: Db;
  now: () => Date;
  settings: () => Settings;
  /** A managesTransactions tool's `ctx.write` (registry.ts). */
  managedWrite<T>(call: ToolCall, fn: () => T): T;
}

export interface CallScope {
  origin: ToolOrigin;
  session_id?: number | null | undefined;
  state?: ConversationState | undefined;
  progress?: ToolContext['progress'] | undefined;
  signal?: AbortSignal | undefined;
}

// Two and three digits from tables, for the journal's timestamps: V8's toISOString formats
// through snprintf, about ten times the instructions of these lookups (callgrind), and every
// call's journal row has a timestamp.
const TWO = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

let lastMs = Number.NaN;
let lastIso = '';
/** A Date as ISO text (exactly `toISOString`'s), formatted once per millisecond: calls come many to a millisecond. */
export function isoOf(d: Date): string {
  const ms = d.getTime();
  if (ms !== lastMs) {
    const y = d.getUTCFullYear();
    lastIso =
      y < 1000 || y > 9999
        ? d.toISOString() // years toISOString writes with a sign or six digits
        : `${y}-${TWO[d.getUTCMonth() + 1]}-${TWO[d.getUTCDate()]}T${TWO[d.getUTCHours()]}:${TWO[d.getUTCMinutes()]}:${TWO[d.getUTCSeconds()]}.${THREE[d.getUTCMilliseconds()]}Z`;
    lastMs = ms;
  }
  return lastIso;
}

/**
 * One registry call: the context its tool runs with, and what its journal row needs — who made
 * it, when it began, and the row once written. One object per call, with the context's lazy parts
 * (settings, the call's change) on the prototype: the registry runs thousands of calls a second.
 */
export class ToolCall implements ToolContext {
  readonly request_id = newRequestId();
  readonly started = monotonicMs();
  readonly db: Db;
  readonly now: () => Date;
  readonly origin: ToolOrigin;
  readonly session_id: number | null;
  readonly state: Readonly<ConversationState>;
  readonly progress: ToolContext['progress'];
  readonly signal: AbortSignal;
  /** The tool once found; `kind` follows from it. */
  tool: AnyTool | null = null;
  kind: 'read' | 'write' | 'managed' = 'read';
  /** Roll back and ask when the call turns out to overwrite in bulk. */
  askBulk = false;
  /** Always roll back: only find out whether it would ask (confirmationFor). */
  dryRun = false;
  /**
   * The call's journal row: a plain write writes it as it commits; a tool that commits in several
   * transactions writes it in its first one (so `change_id` is known inside it, for undo).
   */
  journal_id: number | null = null;
  /** The journal row holds revisions: the call changed rows and `undo` can take them back. */
  recorded = false;
  private cachedSettings: Settings | undefined;

  constructor(
    private readonly env: CallEnv,
    readonly name: string,
    readonly rawInput: unknown,
    scope: CallScope,
  ) {
    this.db = env.db;
    this.now = env.now;
    this.origin = scope.origin;
    this.session_id = scope.session_id ?? null;
    this.state = scope.state ?? EMPTY_CONVERSATION_STATE;
    this.progress = scope.progress ?? NO_PROGRESS;
    this.signal = scope.signal ?? NEVER_ABORTED;
  }

  /** The call's tool, once validation found it; `askBulk` unless the user already approved the call. */
  begin(tool: AnyTool, askBulk: boolean): void {
    this.tool = tool;
    this.kind = tool.annotations.readOnly ? 'read' : tool.managesTransactions ? 'managed' : 'write';
    this.askBulk = askBulk && tool.asksBeforeBulkOverwrite !== false;
  }

  // Read on first use, still fresh for every call: only destructive tools' policy and a few tools
  // need settings, and reading them (a query and a parse per key) was a fixed cost on every call.
  get settings(): Settings {
    return (this.cachedSettings ??= this.env.settings());
  }

  get change_id(): number | null {
    return this.journal_id;
  }

  write<T>(fn: () => T): T {
    if (this.kind === 'managed') return this.env.managedWrite(this, fn);
    if (this.kind === 'write') return fn(); // already inside the call's recorded transaction
    throw new Error(`Tool ${this.name} is read-only and cannot write`);
  }

  /** The call's journal row as of now, ending as given. */
  entry(ok: boolean, code: string | null, duration_ms = monotonicMs() - this.started): JournalEntry {
    return {
      tool: this.name,
      origin: this.origin,
      session_id: this.session_id,
      request_id: this.request_id,
      created_at: isoOf(this.now()),
      ok,
      code,
      duration_ms,
      input: inputText(this.rawInput),
    };
  }
}
