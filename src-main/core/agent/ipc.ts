import { err, ok } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import type { IpcHandlers } from '../ipc/router';
import { log } from '../log';
import { apiKeyStatus, ApiKeyStoreError, type ApiKeyStore } from '../services/apiKey';
import type { ChatService } from './chatService';
import { chatHistory, createChatSession, deleteChatSession, listChatSessions, renameChatSession } from './sessions';

type AgentChannels =
  | 'chat:send'
  | 'chat:confirm'
  | 'chat:cancel'
  | 'chat:sessions'
  | 'chat:session_create'
  | 'chat:session_rename'
  | 'chat:session_delete'
  | 'chat:history'
  | 'settings:api_key';

/**
 * Main's handlers for the chat and API-key channels; app.ts spreads them into the router.
 * `chat:send` resolves when the turn ends; its events stream meanwhile. `settings:api_key`
 * takes a key from the renderer but only ever answers "set" / "not set" and the backend.
 */
export function agentIpcHandlers(deps: {
  db: Db;
  chat: ChatService;
  apiKeys: ApiKeyStore;
  localKeys: ApiKeyStore;
  embeddingKeys: ApiKeyStore;
  now: () => Date;
}): Pick<IpcHandlers, AgentChannels> {
  const { db, chat, now } = deps;
  return {
    'chat:send': (input) => chat.send(input),
    'chat:confirm': ({ confirmation_id, approved }) => chat.confirm(confirmation_id, approved),
    'chat:cancel': (input) => ok({ cancelled: chat.cancel(input) }),
    'chat:sessions': (input) => listChatSessions(db, input?.limit),
    'chat:session_create': (input) => createChatSession(db, input?.title, now()),
    'chat:session_rename': ({ session_id, title }) => renameChatSession(db, session_id, title, now()),
    'chat:session_delete': ({ session_id }) => {
      // A chat being deleted stops answering first, so no reply lands in a deleted session.
      chat.cancel({ session_id });
      return deleteChatSession(db, session_id, now());
    },
    'chat:history': ({ session_id, limit }) => {
      const history = chatHistory(db, session_id, limit);
      return history.ok ? ok({ ...history.data, active: chat.activeIn(session_id) }) : history;
    },
    'settings:api_key': (input) => {
      const apiKeys =
        input.which === 'local' ? deps.localKeys : input.which === 'embedding' ? deps.embeddingKeys : deps.apiKeys;
      try {
        if (input.action === 'set') apiKeys.set(input.key);
        else if (input.action === 'clear') apiKeys.clear();
      } catch (e) {
        if (e instanceof ApiKeyStoreError) {
          return err('permission_denied', e.message, { reason: 'policy' });
        }
        // Never log the error object itself: a cipher error could echo its input.
        log.error('Saving the API key failed', {
          action: input.action,
          error: e instanceof Error ? e.name : 'unknown',
        });
        return err('internal_error', 'The API key could not be saved. Details are in the log.', {
          request_id: 'api-key',
        });
      }
      return ok(apiKeyStatus(apiKeys));
    },
  };
}
