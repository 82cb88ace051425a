import type { ClarificationOptionSchema, ToolCallRecord, TurnStatus } from '../../../src-shared/agent';
import type { ConversationState } from '../../../src-shared/conversation';
import type { z } from 'zod';
import type { DraftGrounding } from '../materials/answers/sources';
import type { CallOutcome, Registry } from '../tools/registry';
import type { TextLocale } from '../../../src-shared/text/locale';

/**
 * The seam between the turn orchestrator (turn.ts) and the built-in offline agent
 * (`src-main/core/agent/offline/`, exporting `runOfflineTurn`). turn.ts owns everything around
 * the call — request validation, the session, loading and persisting messages, tool calls and
 * state, events and the TurnResponse envelope — and the offline agent owns only "text + state →
 * tool calls + reply".
 *
 * Contract:
 * - `input.state` is the session's validated ConversationState (pending confirmation or
 *   clarification included). Return the next state; turn.ts persists it as is (re-validated).
 * - Call tools through `deps.callTool`: it binds origin `agent`, the session and the state, and
 *   in the app it asks the user for destructive calls and waits. When the returned outcome has
 *   `confirmation` (the CLI, or the app with no window), nothing ran: return status
 *   `confirmation_required` with that `confirmation` and keep it in `state.pending`
 *   (`{ kind: 'confirmation', tool, input, summary, tool_use_id: null }`). When a later turn's text
 *   approves, call `deps.callTool(pending.tool, pending.input, { confirmed: true })`.
 *   Only the user's own text may approve: never set `confirmed` from anything else.
 * - `deps.registry` is for reading tool metadata (`list()`, `get()`); do not call
 *   `registry.call` directly (it would skip the app's confirmation dialog).
 * - `tool_calls` lists every call made, in order, as `{ name, input, result, duration_ms }`.
 * - Never throw for expected failures; turn.ts turns a thrown error into status `error`.
 * - Extra fields (e.g. `confidence`) are allowed and ignored by turn.ts.
 *
 * @example
 *   const runOfflineTurn: OfflineAgent = async ({ text, state }, { callTool }) => {
 *     const outcome = await callTool('list_tasks', {});
 *     return { status: 'success', response: '…', tool_calls: [record(outcome)], state: { …state, … } };
 *   };
 */
export interface OfflineAgentInput {
  text: string;
  state: ConversationState;
  session_id: number;
}

export interface OfflineAgentDeps {
  registry: Registry;
  callTool: (name: string, input: unknown, opts?: { confirmed?: boolean }) => Promise<CallOutcome>;
  /** The clock relative dates ("friday") are read against. */
  now: () => Date;
  /** How the user writes dates (Settings → Dates); the default reads 12/3 as 12 March. */
  locale?: TextLocale;
}

export interface OfflineAgentResult {
  status: TurnStatus;
  response: string;
  tool_calls: ToolCallRecord[];
  state: ConversationState;
  options?: z.output<typeof ClarificationOptionSchema>[];
  confirmation?: { tool: string; input: unknown; summary: string };
  /** A material question answered from the passages (retrieval_only / no_results): sources and metadata. */
  grounding?: DraftGrounding;
}

export type OfflineAgent = (input: OfflineAgentInput, deps: OfflineAgentDeps) => Promise<OfflineAgentResult>;

/**
 * Used until the offline agent is wired in (and by tests that need no planner): it answers
 * honestly instead of pretending to understand.
 */
export const unavailableOfflineAgent: OfflineAgent = async ({ state }) => ({
  status: 'error',
  response:
    'No model is available (no API key or local model is set up and reachable), and the built-in offline agent is not part of this build. ' +
    'Add an API key or a local model in Settings, or use the Tasks, Plans and Flashcards views directly.',
  tool_calls: [],
  state,
});
