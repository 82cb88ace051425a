import { z } from 'zod';
import { onFirstUse } from '../../lazySchema';
import { CHAT_LIMITS, MESSAGE_ROLES } from '../../chat';

const SESSION_ID = 'session_id must be a positive integer (the id of an existing chat session)';
const sessionId = () =>
  z.int({ error: SESSION_ID }).positive({ error: SESSION_ID }).describe('The chat session (conversation) id.');

const HISTORY = `limit must be an integer from 1 to ${CHAT_LIMITS.history}`;

export const getMessagesInput = onFirstUse(() =>
  z.strictObject({
    session_id: sessionId(),
    limit: z
      .int({ error: HISTORY })
      .min(1, HISTORY)
      .max(CHAT_LIMITS.history, HISTORY)
      .default(CHAT_LIMITS.historyDefault)
      .describe(
        `How many of the most recent messages (1–${CHAT_LIMITS.history}, default ${CHAT_LIMITS.historyDefault}).`,
      ),
  }),
);

export const saveMessageInput = onFirstUse(() =>
  z.strictObject({
    session_id: sessionId(),
    role: z
      .enum(MESSAGE_ROLES, { error: 'role must be "user", "assistant" or "note"' })
      .describe('Who said it: "user", "assistant", or "note" for a remark to remember.'),
    content: z
      .string({ error: 'content must be text' })
      .min(1, 'content must not be empty')
      .max(CHAT_LIMITS.content, `content must be at most ${CHAT_LIMITS.content} characters`)
      .describe(`The message text (1–${CHAT_LIMITS.content} characters).`),
  }),
);
