import { EMPTY_CONVERSATION_STATE, type ConversationState } from '../../../src-shared/conversation';
import { runOfflineTurn, type OfflineTurnResult } from '../../../src-main/core/agent/offline';
import type { OfflineAgentDeps } from '../../../src-main/core/agent/offlineSeam';
import type { Db } from '../../../src-main/core/db/connection';
import { testRegistry } from '../../helpers/registry';
import { seederFor } from './fixture';

/**
 * A conversation with the offline agent over the real registry and an in-memory database (frozen
 * clock: Sat 21 Nov 2026, 09:00 UTC). Tools are called as turn.ts calls them in the CLI: origin
 * 'agent', no confirm callback, so destructive calls come back as confirmations.
 */
export async function offlineChat(opts: { db?: Db } = {}) {
  const t = await testRegistry(opts.db ? { db: opts.db } : {});
  const session_id = 1;
  let state: ConversationState = structuredClone(EMPTY_CONVERSATION_STATE);
  const deps: OfflineAgentDeps = {
    registry: t.registry,
    now: t.clock.now,
    callTool: (name, input, o) =>
      t.registry.call(name, input, {
        origin: 'agent',
        session_id,
        state,
        ...(o?.confirmed ? { confirmed: true } : {}),
      }),
  };
  return {
    ...t,
    deps,
    get state() {
      return state;
    },
    /** One user turn; the returned state becomes the conversation's state. */
    async say(text: string): Promise<OfflineTurnResult> {
      const r = await runOfflineTurn({ text, state, session_id }, deps);
      state = r.state;
      return r as OfflineTurnResult;
    },
    /** Seeds a task through the registry (as the UI would), returning it. */
    task: seederFor(t.call).task,
    tasks(): {
      id: number;
      title: string;
      status: string;
      due_at: string | null;
      priority: number;
      deleted: boolean;
    }[] {
      return t.db
        .prepare('SELECT id, title, status, due_at, priority, deleted_at IS NOT NULL AS deleted FROM tasks ORDER BY id')
        .all()
        .map((r) => ({ ...(r as object), deleted: Boolean((r as { deleted: number }).deleted) })) as never;
    },
  };
}

export type OfflineChat = Awaited<ReturnType<typeof offlineChat>>;

/** The tool calls of a turn as `name` or `name(key=value,…)` for compact assertions. */
export function callNames(r: OfflineTurnResult): string[] {
  return r.tool_calls.map((c) => c.name);
}
