import type { TurnStatus, ToolCallRecord } from '../../../../src-shared/agent';
import type { ConversationState } from '../../../../src-shared/conversation';
import type { DraftGrounding } from '../../materials/answers/sources';
import type { Registry } from '../../tools/registry';

/** One user turn for the offline agent. */
export interface OfflineTurnInput {
  text: string;
  state: ConversationState;
  session_id: number;
}

export interface OfflineTurnDeps {
  registry: Registry;
  /** The only clock the agent reads: dates like "friday" are relative to it. */
  now: () => Date;
}

/** A numbered choice; the same option, with the call it stands for, waits in `state.pending`. */
export interface PendingOption {
  label: string;
  tool: string;
  input: Record<string, unknown>;
  /** A reading of the request to run when picked, instead of a call (tool is then ''). */
  reading?: Record<string, unknown>;
}

/**
 * What one offline turn produced. `state` is the session's next state (the caller persists it);
 * `confidence` (0–1) is how sure the planner was of its reading of the text.
 *
 * @example
 *   { status: 'success', response: 'Added “Essay draft” — due Fri 27 Nov, p1.',
 *     tool_calls: [{ name: 'add_task', input: { title: 'Essay draft', due_at: '2026-11-27', priority: 1 }, … }],
 *     state: { …, last_tool_used: 'add_task' }, confidence: 0.95 }
 */
export interface OfflineTurnResult {
  status: TurnStatus;
  response: string;
  tool_calls: ToolCallRecord[];
  state: ConversationState;
  options?: { label: string }[];
  confirmation?: { tool: string; input: unknown; summary: string };
  confidence: number;
  /** A material question answered from the passages (retrieval_only / no_results). */
  grounding?: DraftGrounding;
}

/** Which slot of a reading the next message gives ("which task?" → target); the reading is the request's. */
export interface SlotQuestion {
  /**
   * `span`: how long a plan runs ("10 days", "until dec 12"), said after the request; `title`: a
   * task's new title; `day`: a task's new due day ("move the essay" → "friday").
   */
  slot: 'target' | 'body' | 'item' | 'plan' | 'span' | 'title' | 'day';
  /** The reading to complete; index.ts sets it to the request's when the handler leaves it out. */
  reading?: Record<string, unknown>;
}

/**
 * What a handler decides; index.ts turns it into an OfflineTurnResult. `confidence` overrides
 * the classifier's when the handler learnt more (a weak fuzzy match, a guess it had to ask about).
 */
export type Reply = (
  | { kind: 'done'; status: 'success' | 'error'; text: string; grounding?: DraftGrounding }
  | { kind: 'ask'; text: string; options: PendingOption[]; fills?: SlotQuestion }
  | {
      kind: 'confirm';
      tool: string;
      input: Record<string, unknown>;
      summary: string;
      text: string;
      /** Several calls one "yes" runs, in order ("move these 3 tasks"); `tool`/`input` are the first's. */
      calls?: { tool: string; input: Record<string, unknown>; summary: string }[];
    }
) & {
  confidence?: number;
  /** The words a task was looked for by when no title matched: a guess at what the request named may do better (guess/). */
  unmatched?: string;
};

export const done = (text: string): Reply => ({ kind: 'done', status: 'success', text });
export const failed = (text: string): Reply => ({ kind: 'done', status: 'error', text });
export const ask = (text: string, options: PendingOption[] = []): Reply => ({ kind: 'ask', text, options });
/** A question whose answer gives one slot of the request: "Which task do you mean?" → "the essay". */
export const askFor = (slot: SlotQuestion['slot'], text: string, options: PendingOption[] = []): Reply => ({
  kind: 'ask',
  text,
  options,
  fills: { slot },
});

/** A task or card a bulk request names: its id, and its title (a card's front) to say which. */
export interface Named {
  id: number;
  title: string;
}
