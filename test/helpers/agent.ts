import type { TurnResponse } from '../../src-shared/agent';
import type { ChatSendInput } from '../../src-shared/chatTurn';
import type { Settings } from '../../src-shared/settings';
import { createCore, type Core, type CoreOptions } from '../../src-main/core/app';
import type { OfflineAgent } from '../../src-main/core/agent/offlineSeam';
import { writeSettings } from '../../src-main/core/services/settings';
import { messageRequests, startFakeAnthropic, type FakeAnthropic, type FakeOptions } from '../fixtures/fakeAnthropic';

export const TEST_KEY = 'sk-ant-test-0123456789abcdef-SECRET';

export interface EmittedEvent {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload: any;
}

/**
 * The real core (in-memory database, real registry and tools) pointed at a fresh fake Anthropic
 * server, recording every event main would push to the renderer.
 */
export async function agentHarness(
  opts: {
    settings?: Partial<Settings>;
    apiKey?: string | null;
    confirmVia?: 'renderer' | 'next_turn';
    offlineAgent?: OfflineAgent;
    onEvent?: (e: EmittedEvent, core: Core) => void;
    core?: Partial<CoreOptions>;
    fake?: FakeOptions;
  } = {},
) {
  const api: FakeAnthropic = await startFakeAnthropic(opts.fake);
  const events: EmittedEvent[] = [];
  const key = opts.apiKey === undefined ? TEST_KEY : opts.apiKey;
  let coreRef: Core | null = null;
  const core = await createCore({
    dbPath: ':memory:',
    appVersion: '0.0.0-test',
    getApiKey: () => key,
    cloudBaseUrl: api.url,
    confirmVia: opts.confirmVia ?? 'next_turn',
    agentIdleTimeoutMs: 5_000,
    agentRetryDelayMs: 50,
    ...(opts.offlineAgent ? { offlineAgent: opts.offlineAgent } : {}),
    emit: (event, payload) => {
      const e = { event, payload };
      events.push(e);
      if (coreRef) opts.onEvent?.(e, coreRef);
    },
    ...opts.core,
  });
  coreRef = core;
  // A current model id: the default one is deprecated, and the SDK warns on every request for it.
  writeSettings(core.db, { cloud_model: 'claude-sonnet-5-5', ...opts.settings });

  return {
    api,
    core,
    events,
    requests: () => messageRequests(api),
    /** One turn through the IPC router, as the renderer sends it; fails the test on ok:false. */
    async send(text: string, extra: Partial<ChatSendInput> = {}): Promise<TurnResponse> {
      const r = await core.router.handle('chat:send', { text, agent: 'cloud', ...extra });
      if (!r.ok) throw new Error(`chat:send failed: ${JSON.stringify(r.error)}`);
      return r.data as TurnResponse;
    },
    tasks: (): { id: number; title: string; status: string; deleted_at: string | null }[] =>
      core.db.prepare('SELECT id, title, status, deleted_at FROM tasks ORDER BY id').all() as never,
    async close() {
      core.close();
      await api.close();
    },
  };
}

export type AgentHarness = Awaited<ReturnType<typeof agentHarness>>;

/** The tool_result blocks the model received in a recorded request. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function toolResultsIn(body: any): { tool_use_id: string; content: string; is_error?: boolean }[] {
  const messages = body.messages as { content: unknown }[];
  return messages.flatMap((m) =>
    Array.isArray(m.content) ? m.content.filter((b: { type?: string }) => b.type === 'tool_result') : [],
  );
}
