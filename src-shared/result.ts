/**
 * The one result shape that crosses every boundary: tools, IPC, CLI and MCP.
 *
 * @example
 *   ok({ task_id: 3 })                        // { ok: true, data: { task_id: 3 } }
 *   err('not_found', 'No task with id 9.', { entity_type: 'task', query: { task_id: 9 } })
 */
export const ERROR_CODES = [
  'validation_error',
  'not_found',
  'conflict',
  'unknown_tool',
  'permission_denied',
  'db_error',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type EntityType =
  | 'plan'
  | 'item'
  | 'task'
  | 'topic'
  | 'flashcard'
  | 'quiz'
  | 'attempt'
  | 'message'
  | 'session'
  | 'material'
  // A recorded change (undo).
  | 'change'
  | 'backup';

/** Why a db_error happened, for callers that act on it (health, the UI's banner). */
export type DbFault = 'busy' | 'disk_full' | 'read_only' | 'corrupt' | 'io' | 'other';

/** One field that failed validation: `field` is the dotted path ("items.0.title"). */
export interface FieldIssue {
  field: string;
  message: string;
}

export interface Candidate {
  id: number;
  title: string;
}

/** The `details` each code carries (DESIGN §2). */
export interface ErrorDetailsByCode {
  validation_error: { fields: FieldIssue[]; [extra: string]: unknown };
  not_found: { entity_type: EntityType; query: Record<string, unknown> };
  conflict: {
    reason: 'ambiguous' | 'stale' | 'invalid_transition' | 'duplicate';
    candidates?: Candidate[];
    expected_hash?: string;
    actual_hash?: string;
  };
  unknown_tool: { tool: string; did_you_mean: string[] };
  /** stopped / expired: the question was never answered (the turn was stopped, or it timed out). */
  permission_denied: { reason: 'user_declined' | 'policy' | 'stopped' | 'expired' };
  db_error: { retryable: boolean; reason?: DbFault };
  internal_error: { request_id: string };
}

export type ToolError<C extends ErrorCode = ErrorCode> = {
  [K in C]: { code: K; message: string; details: ErrorDetailsByCode[K] };
}[C];

export type Ok<T> = { ok: true; data: T };
export type Err = { ok: false; error: ToolError };
export type ToolResult<T = unknown> = Ok<T> | Err;

export function ok<T>(data: T): Ok<T> {
  return { ok: true, data };
}

export function err<C extends ErrorCode>(code: C, message: string, details: ErrorDetailsByCode[C]): Err {
  return { ok: false, error: { code, message, details } as ToolError };
}

/** True for any value shaped like a ToolResult; used where results cross a process boundary. */
export function isToolResult(value: unknown): value is ToolResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.ok === true) return 'data' in v;
  if (v.ok !== false || typeof v.error !== 'object' || v.error === null) return false;
  const e = v.error as Record<string, unknown>;
  return (
    typeof e.code === 'string' &&
    (ERROR_CODES as readonly string[]).includes(e.code) &&
    typeof e.message === 'string' &&
    typeof e.details === 'object' &&
    e.details !== null
  );
}
