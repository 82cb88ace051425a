import type { TurnResponse } from '../../../src-shared/agent';
import type { ChatSendInput } from '../../../src-shared/chatTurn';
import { err, ok, type ToolResult } from '../../../src-shared/result';
import type { Settings } from '../../../src-shared/settings';
import type { Db } from '../db/connection';
import type { ConfirmationRequest, Registry } from '../tools/registry';
import type { OfflineAgent } from './offlineSeam';
import { createProviderPicker, type ProviderPickerOptions } from './providers';
import { runTurn, type ChatEmit, type TurnRef } from './turn';

/**
 * The chat as main runs it: one turn per session at a time, cancellable, and — in the app —
 * confirmations answered by the renderer through `chat:confirm`. The confirmation id is a
 * random id the model never sees, so only the user's click can settle it.
 *
 * @example
 *   const chat = createChatService({ db, registry, settings, apiKey: () => key, confirmVia: 'renderer', offlineAgent, emit });
 *   const r = await chat.send({ text: 'delete task 2' });   // emits chat:confirmation_requested, waits for chat:confirm
 */
export interface ChatServiceDeps {
  db: Db;
  registry: Registry;
  settings: () => Settings;
  now?: () => Date;
  apiKey: () => string | null;
  cloudBaseUrl?: string;
  emit?: ChatEmit;
  /** 'renderer': ask mid-turn and wait (the app). 'next_turn': end with confirmation_required (CLI). */
  confirmVia: 'renderer' | 'next_turn';
  offlineAgent: OfflineAgent;
  idleTimeoutMs?: number;
  picker?: Omit<ProviderPickerOptions, 'apiKey' | 'cloudBaseUrl'>;
}

interface ActiveTurn extends TurnRef {
  controller: AbortController;
}

export function createChatService(deps: ChatServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const picker = createProviderPicker({
    apiKey: deps.apiKey,
    ...(deps.cloudBaseUrl ? { cloudBaseUrl: deps.cloudBaseUrl } : {}),
    ...deps.picker,
  });
  const active = new Map<string, ActiveTurn>();
  const waiting = new Map<string, (approved: boolean) => void>();

  /** Raises the renderer's dialog and resolves with the user's answer; a cancel declines. */
  const askRenderer =
    (emit: ChatEmit, signal: AbortSignal) =>
    (request: ConfirmationRequest, turn: TurnRef): Promise<boolean> =>
      new Promise<boolean>((resolve) => {
        if (signal.aborted) return resolve(false);
        const id = request.request_id;
        const settle = (approved: boolean) => {
          waiting.delete(id);
          signal.removeEventListener('abort', onAbort);
          resolve(approved);
        };
        const onAbort = () => settle(false);
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.set(id, settle);
        emit('chat:confirmation_requested', {
          ...turn,
          confirmation_id: id,
          tool: request.tool,
          input: request.input,
          summary: request.summary,
        });
      });

  return {
    async send(input: ChatSendInput, overrides: { emit?: ChatEmit } = {}): Promise<ToolResult<TurnResponse>> {
      if (input.session_id !== undefined && [...active.values()].some((t) => t.session_id === input.session_id)) {
        return err('conflict', 'Quire is still answering in this chat. Wait for it to finish, or stop it first.', {
          reason: 'invalid_transition',
        });
      }
      const emit = overrides.emit ?? deps.emit ?? (() => {});
      const controller = new AbortController();
      let started: TurnRef | null = null;
      try {
        return await runTurn(
          input,
          {
            db: deps.db,
            registry: deps.registry,
            settings: deps.settings,
            now,
            picker,
            offlineAgent: deps.offlineAgent,
            signal: controller.signal,
            ...(deps.idleTimeoutMs ? { idleTimeoutMs: deps.idleTimeoutMs } : {}),
            ...(deps.confirmVia === 'renderer' ? { confirm: askRenderer(emit, controller.signal) } : {}),
            // Runs synchronously before the turn's first await, so two sends to one chat cannot both pass the check above.
            onStart: (ref) => {
              started = ref;
              active.set(ref.request_id, { ...ref, controller });
            },
          },
          emit,
        );
      } finally {
        if (started) active.delete((started as TurnRef).request_id);
      }
    },

    confirm(confirmation_id: string, approved: boolean): ToolResult<{ confirmation_id: string; approved: boolean }> {
      const settle = waiting.get(confirmation_id);
      if (!settle) {
        return err('conflict', 'That confirmation is no longer waiting (it was answered, or its turn ended).', {
          reason: 'stale',
        });
      }
      settle(approved);
      return ok({ confirmation_id, approved });
    },

    /** Stops the matching turns: the stream is aborted and no further tool runs. */
    cancel(match: { session_id?: number; request_id?: string }): number {
      let n = 0;
      for (const t of active.values()) {
        const hit =
          (match.request_id !== undefined && t.request_id === match.request_id) ||
          (match.session_id !== undefined && t.session_id === match.session_id) ||
          (match.request_id === undefined && match.session_id === undefined);
        if (hit && !t.controller.signal.aborted) {
          t.controller.abort();
          n++;
        }
      }
      return n;
    },

    /** Turns in flight (the app waits for them before closing the database). */
    activeTurns: (): TurnRef[] =>
      [...active.values()].map(({ session_id, request_id }) => ({ session_id, request_id })),
    picker,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
