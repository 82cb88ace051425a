import { err, ok, type Err } from '../../../src-shared/result';
import { insertMessage, liveSession, recentMessages, toChatMessage } from '../db/queries/sessions';
import { defineTool, type AnyTool } from './define';
import { getMessagesInput, saveMessageInput } from '../../../src-shared/tools/inputs/chat';
import { TOOL } from '../../../src-shared/tools/names';

function sessionNotFound(session_id: number): Err {
  return err('not_found', `There is no chat session with session_id ${session_id} (it may have been deleted).`, {
    entity_type: 'session',
    query: { session_id },
  });
}

export const getMessages = defineTool({
  name: TOOL.get_messages,
  description:
    'Use when you need earlier turns of a conversation that are not in your context (e.g. "what did we say about ' +
    'recursion yesterday?"). Returns { messages } — the newest ones, oldest first, each with role and created_at.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: getMessagesInput,
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
  input: saveMessageInput,
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
