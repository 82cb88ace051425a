import type Anthropic from '@anthropic-ai/sdk';
import type { HistoryMessage } from '../../../src-shared/chatTurn';
import type { Db } from '../db/connection';
import { toolCallsOfMessages, type DbToolCall } from '../db/queries/conversations';
import { groundingOfMessages } from '../db/queries/grounding';
import { recentMessages, type DbMessage } from '../db/queries/sessions';

/**
 * How far back a turn reads a chat before fitting it to the context window by tokens (fit.ts).
 * A bound on the rows read, not on what is sent: a 300-turn chat is summarised long before this.
 */
export const HISTORY_ROWS = 600;
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

/** One saved message as the model is sent it again: its blocks, by role, in order. */
export interface ReplayRow {
  message_id: number;
  role: 'user' | 'assistant';
  entries: { role: 'user' | 'assistant'; blocks: Anthropic.ContentBlockParam[] }[];
  /** About how many characters the row adds to a request (counted from the stored strings, cheaply). */
  chars: number;
  /** For the summary of rows that no longer fit: the student's words, and the tools that ran. */
  text: string;
  tools: string[];
}

/** Appends a message, merging with the previous one when the role repeats (the API needs alternation). */
export function pushMerged(
  out: Anthropic.MessageParam[],
  role: 'user' | 'assistant',
  blocks: Anthropic.ContentBlockParam[],
): void {
  if (blocks.length === 0) return;
  const last = out.at(-1);
  if (last && last.role === role) {
    const prev = typeof last.content === 'string' ? [{ type: 'text' as const, text: last.content }] : last.content;
    out[out.length - 1] = { role, content: [...prev, ...blocks] };
  } else {
    out.push({ role, content: blocks });
  }
}

/** The rows as alternating messages starting with the user, as the Messages API requires. */
export function rowsToMessages(rows: readonly ReplayRow[]): Anthropic.MessageParam[] {
  const out: Anthropic.MessageParam[] = [];
  for (const row of rows) {
    // A window that starts mid-conversation must still start with the user.
    if (out.length === 0 && row.role !== 'user') continue;
    for (const e of row.entries) pushMerged(out, e.role, e.blocks);
  }
  return out;
}

function toolResultContent(result: string): string {
  return result.length > REPLAYED_RESULT_CHARS ? `${result.slice(0, REPLAYED_RESULT_CHARS)}… [truncated]` : result;
}

/**
 * Rebuilds the conversation as the model saw it, one row per saved message: user text, then for
 * each assistant message its tool calls (grouped by the model response that asked for them) as
 * tool_use / tool_result pairs, then the model's own words — never the app's notes beside them,
 * and never a blank text block. Notes are left out (they are the model's memory, read by tool),
 * and so are exchanges kept out of replay (a refused one).
 */
export function replayRows(db: Db, session_id: number, limit = HISTORY_ROWS): ReplayRow[] {
  const rows: DbMessage[] = recentMessages(db, session_id, limit).filter((r) => r.role !== 'note' && r.replay !== 0);
  const calls = groupCalls(
    toolCallsOfMessages(
      db,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row): ReplayRow => {
    if (row.role === 'user') {
      return {
        message_id: row.id,
        role: 'user',
        entries: row.content.trim() ? [{ role: 'user', blocks: [{ type: 'text', text: row.content }] }] : [],
        chars: row.content.length + 40,
        text: row.content,
        tools: [],
      };
    }
    let chars = 0;
    const entries: ReplayRow['entries'] = [];
    const mine = calls.get(row.id) ?? [];
    for (const it of [...new Set(mine.map((c) => c.iteration))]) {
      const group = mine.filter((c) => c.iteration === it);
      for (const c of group)
        chars += c.input.length + Math.min(c.result.length, REPLAYED_RESULT_CHARS) + c.name.length + 120;
      entries.push({
        role: 'assistant',
        blocks: group.map((c) => {
          const input = parse(c.input);
          return {
            type: 'tool_use' as const,
            id: c.tool_use_id,
            name: c.name,
            input: input && typeof input === 'object' && !Array.isArray(input) ? input : { value: input },
          };
        }),
      });
      entries.push({
        role: 'user',
        blocks: group.map((c) => ({
          type: 'tool_result' as const,
          tool_use_id: c.tool_use_id,
          content: toolResultContent(c.result),
          ...(isOk(parse(c.result)) ? {} : { is_error: true }),
        })),
      });
    }
    const said = row.model_text ?? row.content;
    if (said.trim()) entries.push({ role: 'assistant', blocks: [{ type: 'text', text: said }] });
    return {
      message_id: row.id,
      role: 'assistant',
      entries,
      chars: chars + said.length + 40,
      text: said,
      tools: mine.map((c) => c.name),
    };
  });
}

/** The whole replayable history as messages (tests, tools); turns fit it by tokens first (fit.ts). */
export function replayForModel(db: Db, session_id: number, limit = HISTORY_ROWS): Anthropic.MessageParam[] {
  return rowsToMessages(replayRows(db, session_id, limit));
}
