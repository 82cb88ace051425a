import type { TurnResponse } from '../../../src-shared/agent';
import type { ChatSendInput } from '../../../src-shared/chatTurn';
import { err, ok, type ToolResult } from '../../../src-shared/result';
import type { Settings } from '../../../src-shared/settings';
import type { Db } from '../db/connection';
import type { ConfirmationRequest, ConfirmDecision, Registry } from '../tools/registry';
import type { OfflineAgent } from './offlineSeam';
import { createProviderPicker, type ProviderPickerOptions } from './providers';
import { createTokenMeter } from './tokens';
import type { ChatEmit, TurnRef } from './turn';

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
  retryDelayMs?: number;
  /** The local endpoint's own key (llama.cpp --api-key, a proxy); kept in main like the cloud key. */
  localApiKey?: () => string | null;
  picker?: Omit<ProviderPickerOptions, 'apiKey' | 'cloudBaseUrl' | 'localApiKey'>;
}

/** A confirmation the renderer was asked and has not answered: a reloaded window shows it again. */
export interface OpenConfirmation {
  confirmation_id: string;
  tool: string;
  input: unknown;
  summary: string;
  expires_at: string;
}

interface ActiveTurn extends TurnRef {
  controller: AbortController;
  done: Promise<unknown>;
  confirmation: OpenConfirmation | null;
}

/**
 * The turn machinery (agent loop, history replay, grounding), loaded by the first send: a core
 * opened for `quire tool` or `quire mcp` never runs a turn, so it never loads it.
 */
const loadTurn = () => import('./turn');

export function createChatService(deps: ChatServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const picker = createProviderPicker({
    apiKey: deps.apiKey,
    ...(deps.localApiKey ? { localApiKey: deps.localApiKey } : {}),
    ...(deps.cloudBaseUrl ? { cloudBaseUrl: deps.cloudBaseUrl } : {}),
    ...deps.picker,
  });
  const meter = createTokenMeter();
  const active = new Map<string, ActiveTurn>();
  const waiting = new Map<string, (answer: ConfirmDecision) => void>();

  /**
   * Raises the renderer's dialog and resolves with the user's answer. Stopping the turn settles
   * it as 'stopped' (not a decline), and a question nobody answers expires, so the chat is never
   * stuck behind it.
   */
  const askRenderer =
    (emit: ChatEmit, signal: AbortSignal) =>
    (request: ConfirmationRequest, turn: TurnRef): Promise<ConfirmDecision> =>
      new Promise<ConfirmDecision>((resolve) => {
        if (signal.aborted) return resolve('stopped');
        const id = request.request_id;
        const minutes = deps.settings().confirmation_expiry_minutes;
        const expires_at = new Date(now().getTime() + minutes * 60_000).toISOString();
        const turnState = active.get(turn.request_id);
        const settle = (answer: ConfirmDecision) => {
          waiting.delete(id);
          clearTimeout(expiry);
          signal.removeEventListener('abort', onAbort);
          if (turnState) turnState.confirmation = null;
          resolve(answer);
        };
        const onAbort = () => settle('stopped');
        const expiry = setTimeout(() => settle('expired'), minutes * 60_000);
        expiry.unref?.();
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.set(id, settle);
        const open = {
          confirmation_id: id,
          tool: request.tool,
          input: request.input,
          summary: request.summary,
          expires_at,
        };
        if (turnState) turnState.confirmation = open;
        emit('chat:confirmation_requested', { ...turn, ...open });
      });

  return {
    async send(input: ChatSendInput, overrides: { emit?: ChatEmit } = {}): Promise<ToolResult<TurnResponse>> {
      // Loaded before the check below: from the check to onStart nothing may await.
      const { runTurn } = await loadTurn();
      if (input.session_id !== undefined && [...active.values()].some((t) => t.session_id === input.session_id)) {
        return err('conflict', 'Quire is still answering in this chat. Wait for it to finish, or stop it first.', {
          reason: 'invalid_transition',
        });
      }
      const emit = overrides.emit ?? deps.emit ?? (() => {});
      const controller = new AbortController();
      let started: TurnRef | null = null;
      let finished!: () => void;
      const done = new Promise<void>((r) => (finished = r));
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
            meter,
            ...(deps.idleTimeoutMs ? { idleTimeoutMs: deps.idleTimeoutMs } : {}),
            ...(deps.retryDelayMs !== undefined ? { retryDelayMs: deps.retryDelayMs } : {}),
            ...(deps.confirmVia === 'renderer' ? { confirm: askRenderer(emit, controller.signal) } : {}),
            // Runs synchronously before the turn's first await, so two sends to one chat cannot both pass the check above.
            onStart: (ref) => {
              started = ref;
              active.set(ref.request_id, { ...ref, controller, done, confirmation: null });
            },
          },
          emit,
        );
      } finally {
        if (started) active.delete((started as TurnRef).request_id);
        finished();
      }
    },

    confirm(confirmation_id: string, approved: boolean): ToolResult<{ confirmation_id: string; approved: boolean }> {
      const settle = waiting.get(confirmation_id);
      if (!settle) {
        return err(
          'conflict',
          'That confirmation is no longer waiting (it was answered, expired, or its turn ended).',
          {
            reason: 'stale',
          },
        );
      }
      settle(approved);
      return ok({ confirmation_id, approved });
    },

    /** The turn running in a session, with the question it waits on: a reloaded window shows both. */
    activeIn(session_id: number): { request_id: string; confirmation: OpenConfirmation | null } | null {
      for (const t of active.values()) {
        if (t.session_id === session_id) return { request_id: t.request_id, confirmation: t.confirmation };
      }
      return null;
    },

    /**
     * Stops every turn and waits (at most `ms`) for each to finish saving: the running tool ends,
     * nothing further starts, and what ran is in the database before it closes.
     */
    async drain(ms = 3_000): Promise<number> {
      const turns = [...active.values()];
      for (const t of turns) t.controller.abort();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(turns.map((t) => t.done)),
        new Promise<void>((r) => {
          timer = setTimeout(r, ms);
        }),
      ]);
      clearTimeout(timer);
      return turns.length;
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
