import type Anthropic from '@anthropic-ai/sdk';
import type { HistoryMessage } from '../../../src-shared/chatTurn';
import type { Db } from '../db/connection';
import { toolCallsOfMessages, type DbToolCall } from '../db/queries/conversations';
import { groundingOfMessages } from '../db/queries/grounding';
import { recentMessages, type DbMessage } from '../db/queries/sessions';

/** DESIGN §4: each turn sees the last 50 messages. */
export const HISTORY_MESSAGES = 50;
// Older tool results are context, not the task at hand: keep them short so history stays cheap.
const REPLAYED_RESULT_CHARS = 8_000;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isOk(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === true;
}

/**
 * A session's recent messages with their tool calls, oldest first, for `chat:history`.
 */
export function loadHistory(db: Db, session_id: number, limit: number): HistoryMessage[] {
  const rows = recentMessages(db, session_id, limit);
  const ids = rows.map((r) => r.id);
  const calls = groupCalls(toolCallsOfMessages(db, ids));
  const grounding = groundingOfMessages(db, ids);
  return rows.map((r) => ({
    message_id: r.id,
    role: r.role,
    content: r.content,
    created_at: r.created_at,
    tool_calls: (calls.get(r.id) ?? []).map((c) => ({
      name: c.name,
      input: parse(c.input),
      result: parse(c.result),
      duration_ms: c.duration_ms,
    })),
    ...(grounding.has(r.id) ? { grounding: grounding.get(r.id)! } : {}),
  }));
}

function groupCalls(calls: DbToolCall[]): Map<number, DbToolCall[]> {
  const by = new Map<number, DbToolCall[]>();
  for (const c of calls) by.set(c.message_id, [...(by.get(c.message_id) ?? []), c]);
  return by;
}

/** Appends a message, merging with the previous one when the role repeats (the API needs alternation). */
function push(out: Anthropic.MessageParam[], role: 'user' | 'assistant', blocks: Anthropic.ContentBlockParam[]): void {
  if (blocks.length === 0) return;
  const last = out.at(-1);
  if (last && last.role === role) {
    const prev = typeof last.content === 'string' ? [{ type: 'text' as const, text: last.content }] : last.content;
    last.content = [...prev, ...blocks];
  } else {
    out.push({ role, content: blocks });
  }
}

/**
 * Rebuilds the conversation as the model saw it: user text, then for each assistant message its
 * tool calls (grouped by the model response that asked for them) as tool_use / tool_result
 * pairs, then its text. Notes are left out (they are the model's own memory, read by tool).
 * The result starts with a user message and alternates roles, as the Messages API requires.
 */
export function replayForModel(db: Db, session_id: number, limit = HISTORY_MESSAGES): Anthropic.MessageParam[] {
  const rows: DbMessage[] = recentMessages(db, session_id, limit).filter((r) => r.role !== 'note');
  const calls = groupCalls(
    toolCallsOfMessages(
      db,
      rows.map((r) => r.id),
    ),
  );
  const out: Anthropic.MessageParam[] = [];
  for (const row of rows) {
    if (row.role === 'user') {
      push(out, 'user', [{ type: 'text', text: row.content }]);
      continue;
    }
    // A window that starts mid-conversation must still start with the user.
    if (out.length === 0) continue;
    const mine = calls.get(row.id) ?? [];
    const iterations = [...new Set(mine.map((c) => c.iteration))];
    for (const it of iterations) {
      const group = mine.filter((c) => c.iteration === it);
      push(
        out,
        'assistant',
        group.map((c) => {
          const input = parse(c.input);
          return {
            type: 'tool_use' as const,
            id: c.tool_use_id,
            name: c.name,
            input: input && typeof input === 'object' && !Array.isArray(input) ? input : { value: input },
          };
        }),
      );
      push(
        out,
        'user',
        group.map((c) => {
          const content =
            c.result.length > REPLAYED_RESULT_CHARS
              ? `${c.result.slice(0, REPLAYED_RESULT_CHARS)}… [truncated]`
              : c.result;
          return {
            type: 'tool_result' as const,
            tool_use_id: c.tool_use_id,
            content,
            ...(isOk(parse(c.result)) ? {} : { is_error: true }),
          };
        }),
      );
    }
    if (row.content.trim()) push(out, 'assistant', [{ type: 'text', text: row.content }]);
  }
  return out;
}
