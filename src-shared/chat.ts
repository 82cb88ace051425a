/**
 * Chat memory as tools and the UI see it: one message of a session's history.
 *
 * @example
 *   { message_id: 12, role: 'user', content: 'quiz me on recursion', created_at: '2026-11-21T09:00:00.000Z' }
 */
export const MESSAGE_ROLES = ['user', 'assistant', 'note'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const CHAT_LIMITS = {
  /** A pasted essay fits; a whole book does not (import it as material instead). */
  content: 100_000,
  /** Most messages one get_messages call returns. */
  history: 200,
  historyDefault: 50,
} as const;

export interface ChatMessage {
  message_id: number;
  role: MessageRole;
  content: string;
  created_at: string;
}
