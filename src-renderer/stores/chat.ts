import { create } from 'zustand';
import type { TurnResponse } from '../../src-shared/agent';
import type { ActiveTurn, HistoryMessage, PendingPrompt, SessionSummary } from '../../src-shared/chatTurn';
import type { ToolError } from '../../src-shared/result';
import { invoke, onEvent } from '../api/client';
import { useConfirm } from './confirm';

/** A tool call as the chat shows it, live (started → finished) or from history. */
export interface ToolCard {
  id: string;
  name: string;
  input: unknown;
  status: 'running' | 'ok' | 'failed';
  result?: unknown;
  duration_ms?: number;
}

/** The turn being answered right now in one session, built from streamed events. */
export interface LiveTurn {
  request_id: string | null;
  userText: string;
  text: string;
  tools: ToolCard[];
}

interface ChatState {
  sessions: SessionSummary[];
  activeId: number | null;
  messages: Record<number, HistoryMessage[]>;
  live: Record<number, LiveTurn | undefined>;
  /** The last finished turn per session. */
  lastTurn: Record<number, TurnResponse | undefined>;
  /** What the agent waits for per session (a yes/no or a choice), as main's saved state says. */
  pending: Record<number, PendingPrompt | undefined>;
  /** A turn main is still running per session (seen after a reload), with the question it waits on. */
  active: Record<number, ActiveTurn | undefined>;
  error: ToolError | null;
  loadSessions: () => Promise<void>;
  select: (id: number | null) => Promise<void>;
  newSession: () => Promise<number | null>;
  rename: (id: number, title: string) => Promise<ToolError | null>;
  remove: (id: number) => Promise<void>;
  send: (text: string) => Promise<ToolError | null>;
  cancel: () => Promise<void>;
  /** Answers the question a running turn waits on (shown again after a reload). */
  answerActive: (approved: boolean) => Promise<void>;
  /** Applies a streamed event to the session's live turn. */
  patchLive: (id: number, f: (t: LiveTurn) => LiveTurn) => void;
}

export function toolCardsFromHistory(m: HistoryMessage): ToolCard[] {
  return m.tool_calls.map((c, i) => {
    const r = c.result as { ok?: boolean } | null;
    return {
      id: `${m.message_id}-${i}`,
      name: c.name,
      input: c.input,
      status: r?.ok ? 'ok' : 'failed',
      result: c.result,
      duration_ms: c.duration_ms,
    };
  });
}

/** The chat as main reports it; streamed events fill `live` until the turn ends and history reloads. */
export const useChat = create<ChatState>((set, get) => {
  const loadHistory = async (id: number) => {
    const r = await invoke('chat:history', { session_id: id, limit: 500 });
    if (!r.ok) return set({ error: r.error });
    const active = r.data.active ?? undefined;
    // A turn still running in main (this window was reloaded mid-turn): show it as live, so it
    // can be stopped, and its open question, so it can be answered.
    const live =
      active && !get().live[id] ? { request_id: active.request_id, userText: '', text: '', tools: [] } : undefined;
    set({
      messages: { ...get().messages, [id]: r.data.messages },
      pending: { ...get().pending, [id]: r.data.pending },
      active: { ...get().active, [id]: active },
      ...(live ? { live: { ...get().live, [id]: live } } : {}),
    });
  };
  return {
    sessions: [],
    activeId: null,
    messages: {},
    live: {},
    lastTurn: {},
    pending: {},
    active: {},
    error: null,
    loadSessions: async () => {
      const r = await invoke('chat:sessions', { limit: 200 });
      if (!r.ok) return set({ error: r.error });
      const sessions = [...r.data.sessions].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      set({ sessions });
      const { activeId } = get();
      if (activeId === null && sessions[0]) await get().select(sessions[0].session_id);
    },
    select: async (id) => {
      set({ activeId: id, error: null });
      if (id !== null) await loadHistory(id);
    },
    newSession: async () => {
      const r = await invoke('chat:session_create', {});
      if (!r.ok) {
        set({ error: r.error });
        return null;
      }
      set({
        sessions: [r.data, ...get().sessions],
        activeId: r.data.session_id,
        messages: { ...get().messages, [r.data.session_id]: [] },
      });
      return r.data.session_id;
    },
    rename: async (id, title) => {
      const r = await invoke('chat:session_rename', { session_id: id, title });
      if (!r.ok) return r.error;
      set({ sessions: get().sessions.map((s) => (s.session_id === id ? r.data : s)) });
      return null;
    },
    remove: async (id) => {
      const session = get().sessions.find((s) => s.session_id === id);
      const approved = await useConfirm.getState().ask({
        tool: 'chat:session_delete',
        input: { session_id: id },
        summary: `Delete the conversation “${session?.title ?? id}” and its messages?`,
      });
      if (!approved) return;
      const r = await invoke('chat:session_delete', { session_id: id });
      if (!r.ok) return set({ error: r.error });
      const sessions = get().sessions.filter((s) => s.session_id !== id);
      set({ sessions });
      if (get().activeId === id) await get().select(sessions[0]?.session_id ?? null);
    },
    send: async (text) => {
      const id = get().activeId ?? (await get().newSession());
      if (id === null) return get().error;
      set({ live: { ...get().live, [id]: { request_id: null, userText: text, text: '', tools: [] } }, error: null });
      const r = await invoke('chat:send', { session_id: id, text });
      set({ live: { ...get().live, [id]: undefined } });
      if (!r.ok) {
        await loadHistory(id);
        return r.error;
      }
      set({ lastTurn: { ...get().lastTurn, [id]: r.data } });
      await Promise.all([loadHistory(id), get().loadSessions()]);
      return null;
    },
    cancel: async () => {
      const id = get().activeId;
      if (id !== null) await invoke('chat:cancel', { session_id: id });
    },
    answerActive: async (approved) => {
      const id = get().activeId;
      const confirmation = id !== null ? get().active[id]?.confirmation : null;
      if (id === null || !confirmation) return;
      set({ active: { ...get().active, [id]: { request_id: get().active[id]!.request_id, confirmation: null } } });
      await invoke('chat:confirm', { confirmation_id: confirmation.confirmation_id, approved });
    },
    patchLive: (id, f) => {
      // An event for a session means a turn is live there, even one this window did not start.
      const t = get().live[id] ?? { request_id: null, userText: '', text: '', tools: [] };
      set({ live: { ...get().live, [id]: f(t) } });
    },
  };
});

/** Subscribes the chat store to main's streamed turn events; returns the unsubscribe. */
export function subscribeChatEvents(): () => void {
  const patch = (id: number, f: (t: LiveTurn) => LiveTurn) => useChat.getState().patchLive(id, f);
  const offs = [
    onEvent('chat:text_delta', (e) =>
      patch(e.session_id, (t) => ({ ...t, request_id: e.request_id, text: t.text + e.text })),
    ),
    onEvent('chat:tool_started', (e) =>
      patch(e.session_id, (t) => ({
        ...t,
        tools: [...t.tools, { id: e.tool_use_id, name: e.name, input: e.input, status: 'running' }],
      })),
    ),
    onEvent('chat:tool_finished', (e) =>
      patch(e.session_id, (t) => ({
        ...t,
        tools: t.tools.map((c) =>
          c.id === e.tool_use_id
            ? { ...c, status: e.ok ? 'ok' : 'failed', result: e.result, duration_ms: e.duration_ms }
            : c,
        ),
      })),
    ),
    onEvent('chat:confirmation_requested', (e) => {
      void useConfirm
        .getState()
        .ask({ tool: e.tool, input: e.input, summary: e.summary })
        .then((approved) => invoke('chat:confirm', { confirmation_id: e.confirmation_id, approved }));
    }),
    onEvent('chat:turn_finished', (e) => {
      const s = useChat.getState();
      useChat.setState({
        live: { ...s.live, [e.session_id]: undefined },
        active: { ...s.active, [e.session_id]: undefined },
        lastTurn: { ...s.lastTurn, [e.session_id]: e },
      });
      if (s.activeId === e.session_id) void s.select(e.session_id);
    }),
  ];
  return () => offs.forEach((off) => off());
}
