import type { Db } from '../connection';
import type { DbChatSession } from './sessions';
import { statement } from './statements';

/**
 * The agent's side of chat storage: session lists and edits, per-session state, and the
 * tool_calls of each assistant message (migration 6). Message rows themselves go through
 * `sessions.ts`, shared with the chat-memory tools.
 */
export interface DbSessionSummary extends DbChatSession {
  message_count: number;
}

export interface DbToolCall {
  id: number;
  session_id: number;
  message_id: number;
  request_id: string;
  tool_use_id: string;
  iteration: number;
  name: string;
  input: string;
  result: string;
  duration_ms: number;
  created_at: string;
}

export type NewToolCall = Omit<DbToolCall, 'id' | 'session_id' | 'message_id' | 'created_at' | 'input' | 'result'> & {
  input: unknown;
  result: unknown;
};

const SUMMARY = `SELECT s.*, (SELECT count(*) FROM messages m WHERE m.session_id = s.id) AS message_count
  FROM chat_sessions s`;

/** Live sessions, most recently used first. */
export function listSessions(db: Db, limit: number): DbSessionSummary[] {
  return statement(db, `${SUMMARY} WHERE s.deleted_at IS NULL ORDER BY s.updated_at DESC, s.id DESC LIMIT ?`).all(
    limit,
  ) as DbSessionSummary[];
}

export function sessionSummary(db: Db, id: number): DbSessionSummary | undefined {
  return statement(db, `${SUMMARY} WHERE s.id = ? AND s.deleted_at IS NULL`).get(id) as DbSessionSummary | undefined;
}

export function renameSession(db: Db, id: number, title: string, now: string): boolean {
  return (
    statement(db, 'UPDATE chat_sessions SET title = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(
      title,
      now,
      id,
    ).changes === 1
  );
}

/** Soft delete: the chat disappears from the list; purge removes it for good later. */
export function softDeleteSession(db: Db, id: number, now: string): boolean {
  return (
    statement(db, 'UPDATE chat_sessions SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL').run(now, id)
      .changes === 1
  );
}

export function saveSessionState(db: Db, id: number, stateJson: string, now: string): void {
  statement(db, 'UPDATE chat_sessions SET state = ?, updated_at = ? WHERE id = ?').run(stateJson, now, id);
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value ?? null) ?? 'null';
  } catch {
    return '"[unserialisable]"';
  }
}

export function insertToolCalls(
  db: Db,
  session_id: number,
  message_id: number,
  calls: readonly NewToolCall[],
  now: string,
): void {
  const insert = statement(
    db,
    `INSERT INTO tool_calls (session_id, message_id, request_id, tool_use_id, iteration, name, input, result, duration_ms, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of calls) {
    insert.run(
      session_id,
      message_id,
      c.request_id,
      c.tool_use_id,
      c.iteration,
      c.name,
      json(c.input),
      json(c.result),
      c.duration_ms,
      now,
    );
  }
}

/**
 * Ends an assistant message begun at the start of its turn: what the chat shows, what the model
 * said (replayed next time), and whether this exchange is replayed at all.
 */
export function finishAssistantMessage(
  db: Db,
  message_id: number,
  fields: { content: string; model_text: string; replay: boolean },
  now: string,
): void {
  statement(db, 'UPDATE messages SET content = ?, model_text = ?, replay = ? WHERE id = ?').run(
    fields.content,
    fields.model_text,
    fields.replay ? 1 : 0,
    message_id,
  );
  statement(
    db,
    'UPDATE chat_sessions SET updated_at = ? WHERE id = (SELECT session_id FROM messages WHERE id = ?)',
  ).run(now, message_id);
}

/** Keeps a message out of what the model is sent again (the question a refusal answered). */
export function excludeFromReplay(db: Db, message_id: number): void {
  statement(db, 'UPDATE messages SET replay = 0 WHERE id = ?').run(message_id);
}

/** Tool calls of the given messages, in the order they ran. */
export function toolCallsOfMessages(db: Db, message_ids: readonly number[]): DbToolCall[] {
  if (message_ids.length === 0) return [];
  // json_each keeps this one cached statement whatever the number of ids.
  return statement(
    db,
    'SELECT * FROM tool_calls WHERE message_id IN (SELECT value FROM json_each(?)) ORDER BY message_id, iteration, id',
  ).all(JSON.stringify(message_ids)) as DbToolCall[];
}

/**
 * Hard-deletes conversations whose last activity is before `cutoff` (messages and tool calls go
 * with them by ON DELETE CASCADE). Returns how many sessions went.
 */
export function deleteSessionsInactiveSince(db: Db, cutoff: string): number {
  return statement(db, 'DELETE FROM chat_sessions WHERE updated_at < ?').run(cutoff).changes;
}
