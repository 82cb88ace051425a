import type Anthropic from '@anthropic-ai/sdk';
import type { ConversationState } from '../../../src-shared/conversation';
import { rowsToMessages, type ReplayRow } from './history';
import { charsOf, type ModelLimits } from './tokens';

/**
 * Fits a chat's history to the tokens a request may hold. The system prompt, the tools, the
 * current message and the newest turns always stay; the oldest turns go, whole (a cut falls only
 * before one of the student's messages, so every tool_use keeps its tool_result), and a short
 * summary of them opens the history instead. The cut is kept in the conversation state and only
 * moves when the history outgrows the budget again — and then well below it — so the same prefix
 * is sent turn after turn and stays cacheable.
 *
 * @example
 *   const fit = fitHistory(rows, state.history_cut, { budgetTokens: 60_000, tokensOf: (c) => c / 3 });
 *   fit.messages   // what to send; fit.cut !== state.history_cut when older turns were summarised now
 */
export type HistoryCut = NonNullable<ConversationState['history_cut']>;

export interface FittedHistory {
  messages: Anthropic.MessageParam[];
  cut: HistoryCut | null;
  /** True when this turn summarised more of the chat (the chat says so). */
  summarisedNow: boolean;
}

/** After a cut the history is this share of its budget, so the next few turns fit without another. */
const REFILL_SHARE = 0.6;
const SUMMARY_REQUESTS = 12;
const REQUEST_CHARS = 140;

function clip(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > REQUEST_CHARS ? `${one.slice(0, REQUEST_CHARS - 1)}…` : one;
}

/** The text that stands in for the rows before the cut. */
export function summaryText(cut: HistoryCut): string {
  const tools = Object.entries(cut.tool_counts)
    .map(([name, n]) => (n > 1 ? `${name} ×${n}` : name))
    .join(', ');
  const lines = [
    `<earlier_conversation note="written by the app: the ${cut.summarised_messages} oldest messages of this chat were summarised to fit the context window">`,
    cut.requests.length > 0
      ? `The student asked earlier (oldest first):\n${cut.requests.map((r) => `- ${r}`).join('\n')}`
      : '',
    tools
      ? `Tools that ran then: ${tools}. Their results are no longer shown; call a tool again to see current data.`
      : '',
    '</earlier_conversation>',
  ];
  return lines.filter(Boolean).join('\n');
}

function extendCut(previous: HistoryCut | null, dropped: readonly ReplayRow[], before: number): HistoryCut {
  const requests = [...(previous?.requests ?? [])];
  const tool_counts = { ...(previous?.tool_counts ?? {}) };
  for (const row of dropped) {
    if (row.role === 'user' && row.text.trim()) requests.push(clip(row.text));
    for (const t of row.tools) tool_counts[t] = (tool_counts[t] ?? 0) + 1;
  }
  return {
    before_message_id: before,
    summarised_messages: (previous?.summarised_messages ?? 0) + dropped.length,
    requests: requests.slice(-SUMMARY_REQUESTS),
    tool_counts,
  };
}

export function fitHistory(
  rows: readonly ReplayRow[],
  previous: HistoryCut | null,
  limits: { budgetTokens: number; tokensOf: (chars: number) => number },
): FittedHistory {
  const kept = previous ? rows.filter((r) => r.message_id >= previous.before_message_id) : [...rows];
  const summaryChars = (cut: HistoryCut | null) => (cut ? summaryText(cut).length : 0);
  const sizeFrom = (i: number, cut: HistoryCut | null) => {
    let chars = summaryChars(cut);
    for (let j = i; j < kept.length; j++) chars += kept[j]!.chars;
    return limits.tokensOf(chars);
  };
  let cut = previous;
  let start = 0;
  let summarisedNow = false;
  if (sizeFrom(0, previous) > limits.budgetTokens) {
    // Walk forward over the places a cut may fall (before a student's message) until it fits.
    const target = limits.budgetTokens * REFILL_SHARE;
    const cuts = kept.flatMap((r, i) => (i > 0 && r.role === 'user' ? [i] : []));
    let chosen = cuts.at(-1) ?? 0;
    for (const i of cuts) {
      if (sizeFrom(i, extendCut(previous, kept.slice(0, i), kept[i]!.message_id)) <= target) {
        chosen = i;
        break;
      }
    }
    if (chosen > 0) {
      cut = extendCut(previous, kept.slice(0, chosen), kept[chosen]!.message_id);
      start = chosen;
      summarisedNow = true;
    }
  }
  const messages = rowsToMessages(kept.slice(start));
  if (cut && messages.length > 0) {
    const first = messages[0]!;
    const blocks = typeof first.content === 'string' ? [{ type: 'text' as const, text: first.content }] : first.content;
    messages[0] = { role: 'user', content: [{ type: 'text', text: summaryText(cut) }, ...blocks] };
  }
  return { messages, cut, summarisedNow };
}

/** What fitting one turn needs; the caller (dispatch.ts) supplies it. */
export interface TurnFitInput {
  history: readonly ReplayRow[];
  cut: HistoryCut | null;
  /** The student's message with its context blocks, appended after the history. */
  userBlocks: Anthropic.TextBlockParam[];
  limits: ModelLimits;
  maxTokens: number;
  /** Characters of the tools and system prompt. */
  fixedChars: number;
  tokensOf: (chars: number) => number;
  /** 1 normally; less to summarise harder after the server said the prompt was too long. */
  shrink: number;
}

// Room for the estimate being off, beside max_tokens.
const WINDOW_MARGIN = 0.05;

/** The messages of a turn: the history fitted to what the window leaves, then the student's message. */
export function fitTurn(t: TurnFitInput): {
  messages: Anthropic.MessageParam[];
  fit: FittedHistory;
  addedTokens: number;
} {
  const addedTokens = t.tokensOf(charsOf(t.userBlocks));
  const budgetTokens =
    (t.limits.window * (1 - WINDOW_MARGIN) - t.maxTokens - t.tokensOf(t.fixedChars) - addedTokens) * t.shrink;
  const fit = fitHistory(t.history, t.cut, { budgetTokens, tokensOf: t.tokensOf });
  const messages = [...fit.messages];
  const last = messages.at(-1);
  if (last?.role === 'user')
    messages[messages.length - 1] = {
      role: 'user',
      content: [...(last.content as Anthropic.ContentBlockParam[]), ...t.userBlocks],
    };
  else messages.push({ role: 'user', content: t.userBlocks });
  return { messages, fit, addedTokens };
}
