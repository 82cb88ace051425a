import { z } from 'zod';
import { CHAT_LIMITS, MESSAGE_ROLES } from '../../../src-shared/chat';
import { err, ok, type Err } from '../../../src-shared/result';
import { insertMessage, liveSession, recentMessages, toChatMessage } from '../db/queries/sessions';
import { defineTool, type AnyTool } from './define';
import { TOOL } from '../../../src-shared/tools/names';

const SESSION_ID = 'session_id must be a positive integer (the id of an existing chat session)';
const sessionId = z
  .int({ error: SESSION_ID })
  .positive({ error: SESSION_ID })
  .describe('The chat session (conversation) id.');

function sessionNotFound(session_id: number): Err {
  return err('not_found', `There is no chat session with session_id ${session_id} (it may have been deleted).`, {
    entity_type: 'session',
    query: { session_id },
  });
}

const HISTORY = `limit must be an integer from 1 to ${CHAT_LIMITS.history}`;

export const getMessages = defineTool({
  name: TOOL.get_messages,
  description:
    'Use when you need earlier turns of a conversation that are not in your context (e.g. "what did we say about ' +
    'recursion yesterday?"). Returns { messages } — the newest ones, oldest first, each with role and created_at.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: z.strictObject({
    session_id: sessionId,
    limit: z
      .int({ error: HISTORY })
      .min(1, HISTORY)
      .max(CHAT_LIMITS.history, HISTORY)
      .default(CHAT_LIMITS.historyDefault)
      .describe(
        `How many of the most recent messages (1–${CHAT_LIMITS.history}, default ${CHAT_LIMITS.historyDefault}).`,
      ),
  }),
  examples: [{ session_id: 1 }, { session_id: 1, limit: 10 }],
  run(input, ctx) {
    if (!liveSession(ctx.db, input.session_id)) return sessionNotFound(input.session_id);
    return ok({ messages: recentMessages(ctx.db, input.session_id, input.limit).map(toChatMessage) });
  },
});

export const saveMessage = defineTool({
  name: TOOL.save_message,
  description:
    'Use to keep something in a conversation\'s memory: a user or assistant turn, or a "note" you want to find ' +
    'again later in this session. Returns { message_id }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: z.strictObject({
    session_id: sessionId,
    role: z
      .enum(MESSAGE_ROLES, { error: 'role must be "user", "assistant" or "note"' })
      .describe('Who said it: "user", "assistant", or "note" for a remark to remember.'),
    content: z
      .string({ error: 'content must be text' })
      .min(1, 'content must not be empty')
      .max(CHAT_LIMITS.content, `content must be at most ${CHAT_LIMITS.content} characters`)
      .describe(`The message text (1–${CHAT_LIMITS.content} characters).`),
  }),
  examples: [
    { session_id: 1, role: 'note', content: 'The user prefers morning study sessions.' },
    { session_id: 1, role: 'user', content: 'quiz me on recursion' },
  ],
  run(input, ctx) {
    if (!liveSession(ctx.db, input.session_id)) return sessionNotFound(input.session_id);
    const row = insertMessage(ctx.db, input.session_id, input.role, input.content, ctx.now().toISOString());
    return { ...ok({ message_id: row.id }), changes: [{ entity_type: 'message', ids: [row.id] }] };
  },
});

export const CHAT_TOOLS: readonly AnyTool[] = [getMessages, saveMessage];
