import {
  ConversationStateSchema,
  EMPTY_CONVERSATION_STATE,
  STATE_UPDATE_KEYS,
  type ConversationState,
  type StateUpdates,
} from '../../../src-shared/conversation';
import { log } from '../log';

/**
 * Parses a session's stored state. Anything that does not validate (hand-edited, written by an
 * older build, truncated) resets to the empty state and is logged: a broken state must cost the
 * user a "which task?" question, never a turn that fails.
 */
export function parseConversationState(raw: string | null | undefined, session_id: number): ConversationState {
  if (!raw) return structuredClone(EMPTY_CONVERSATION_STATE);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    log.warn('Conversation state is not JSON; starting fresh', { session_id });
    return structuredClone(EMPTY_CONVERSATION_STATE);
  }
  const parsed = ConversationStateSchema.safeParse(json);
  if (!parsed.success) {
    log.warn('Conversation state failed validation; starting fresh', {
      session_id,
      issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
    });
    return structuredClone(EMPTY_CONVERSATION_STATE);
  }
  return parsed.data;
}

/**
 * Applies one tool call to the state: its allow-listed `state_updates`, and which tool ran with
 * what input. Returns a new object; the input state is not mutated (parallel read-only calls
 * all saw the same snapshot).
 */
export function applyToolCall(
  state: ConversationState,
  call: { name: string; input: unknown; state_updates: StateUpdates },
): ConversationState {
  const next: ConversationState = { ...state };
  for (const key of STATE_UPDATE_KEYS) {
    if (key in call.state_updates) (next as Record<string, unknown>)[key] = call.state_updates[key];
  }
  next.last_tool_used = call.name;
  next.last_tool_parameters =
    call.input && typeof call.input === 'object' && !Array.isArray(call.input)
      ? (call.input as Record<string, unknown>)
      : null;
  return next;
}

/** Serialises for the `chat_sessions.state` column, re-validating so a bad value never lands. */
export function serializeConversationState(state: ConversationState): string {
  return JSON.stringify(ConversationStateSchema.parse(state));
}
