import { redactSecrets } from '../../redact';
import type { ChatMessage, MessageRole } from '../../../../src-shared/chat';
import type { Db } from '../connection';
import { statement } from './statements';

/** A row of `chat_sessions`; `state` is ConversationState as JSON, parsed by whoever loads it. */
export interface DbChatSession {
  id: number;
  title: string;
  state: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A row of `messages`. */
export interface DbMessage {
  id: number;
  session_id: number;
  role: MessageRole;
  content: string;
  created_at: string;
  /** The model's own words (assistant rows of migration 15 on); NULL: `content` is replayed. */
  model_text?: string | null;
  /** 0: kept out of what the model is sent again. */
  replay?: number;
}

export function toChatMessage(row: DbMessage): ChatMessage {
  return { message_id: row.id, role: row.role, content: row.content, created_at: row.created_at };
}

/** Starts a conversation; the agent creates one per chat, tests create them directly. */
export function createSession(db: Db, title: string, now: string): DbChatSession {
  return statement(db, 'INSERT INTO chat_sessions (title, created_at, updated_at) VALUES (?, ?, ?) RETURNING *').get(
    title,
    now,
    now,
  ) as DbChatSession;
}

/** A session that exists and is not deleted. */
export function liveSession(db: Db, id: number): DbChatSession | undefined {
  return statement(db, 'SELECT * FROM chat_sessions WHERE id = ? AND deleted_at IS NULL').get(id) as
    DbChatSession | undefined;
}

/**
 * The newest `limit` messages of a session, oldest first (the order a transcript is read in).
 * Walks `messages_by_session` backwards from the end instead of reading the whole history.
 */
export function recentMessages(db: Db, session_id: number, limit: number): DbMessage[] {
  const newestFirst = statement(
    db,
    'SELECT * FROM messages WHERE session_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  ).all(session_id, limit) as DbMessage[];
  return newestFirst.reverse();
}

/** Appends a message (secrets such as an API key echoed in an upstream error removed) and marks the session as recently used (the chat list is sorted by that). */
export function insertMessage(db: Db, session_id: number, role: MessageRole, content: string, now: string): DbMessage {
  const row = statement(
    db,
    'INSERT INTO messages (session_id, role, content, created_at) VALUES (?, ?, ?, ?) RETURNING *',
  ).get(session_id, role, redactSecrets(content), now) as DbMessage;
  statement(db, 'UPDATE chat_sessions SET updated_at = ? WHERE id = ?').run(now, session_id);
  return row;
}
