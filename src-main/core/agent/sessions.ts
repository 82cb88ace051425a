import type { HistoryMessage, PendingPrompt, SessionSummary } from '../../../src-shared/chatTurn';
import { err, ok, type Err, type ToolResult } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import {
  listSessions,
  renameSession,
  sessionSummary,
  softDeleteSession,
  type DbSessionSummary,
} from '../db/queries/conversations';
import { createSession, liveSession } from '../db/queries/sessions';
import { loadHistory } from './history';
import { parseConversationState } from './state';

/**
 * Chat sessions as the Chat view and the CLI manage them: list, create, rename, delete (soft:
 * purged later with the other deleted rows) and the history of one session with its tool calls.
 */
function toSummary(row: DbSessionSummary): SessionSummary {
  return {
    session_id: row.id,
    title: row.title,
    created_at: row.created_at,
    updated_at: row.updated_at,
    message_count: row.message_count,
  };
}

function sessionNotFound(session_id: number): Err {
  return err('not_found', `There is no chat ${session_id} (it may have been deleted).`, {
    entity_type: 'session',
    query: { session_id },
  });
}

export function listChatSessions(db: Db, limit = 100): ToolResult<{ sessions: SessionSummary[] }> {
  return ok({ sessions: listSessions(db, limit).map(toSummary) });
}

export function createChatSession(db: Db, title: string | undefined, now: Date): ToolResult<SessionSummary> {
  const row = createSession(db, title ?? '', now.toISOString());
  return ok(toSummary({ ...row, message_count: 0 }));
}

export function renameChatSession(db: Db, session_id: number, title: string, now: Date): ToolResult<SessionSummary> {
  if (!renameSession(db, session_id, title, now.toISOString())) return sessionNotFound(session_id);
  return ok(toSummary(sessionSummary(db, session_id)!));
}

export function deleteChatSession(db: Db, session_id: number, now: Date): ToolResult<{ deleted_session_id: number }> {
  if (!softDeleteSession(db, session_id, now.toISOString())) return sessionNotFound(session_id);
  return ok({ deleted_session_id: session_id });
}

export function chatHistory(
  db: Db,
  session_id: number,
  limit = 200,
): ToolResult<{ session: SessionSummary; messages: HistoryMessage[]; pending: PendingPrompt }> {
  const row = sessionSummary(db, session_id);
  if (!row) return sessionNotFound(session_id);
  return ok({
    session: toSummary(row),
    messages: loadHistory(db, session_id, limit),
    pending: pendingPrompt(db, session_id),
  });
}

/** The prompt the session's saved state is waiting on, without its tool inputs. */
function pendingPrompt(db: Db, session_id: number): PendingPrompt {
  const pending = parseConversationState(liveSession(db, session_id)?.state, session_id).pending;
  if (!pending) return null;
  if (pending.kind === 'confirmation') return { kind: 'confirmation', tool: pending.tool, summary: pending.summary };
  return {
    kind: 'clarification',
    question: pending.question,
    options: pending.options.map((o) => ({ label: o.label })),
  };
}
