import { afterEach, describe, expect, it } from 'vitest';
import { writeSettings } from '../../src-main/core/services/settings';
import {
  errorReply,
  startFakeAnthropic,
  textReply,
  toolUseReply,
  type FakeAnthropic,
  type FakeReply,
} from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';

// Issue 13 items 6 and 7: each fault gets the right message, and local models get their own key,
// a normalised base URL and a token budget that missing usage cannot switch off.
let h: AgentHarness | undefined;
let local: FakeAnthropic | undefined;
afterEach(async () => {
  await h?.close();
  await local?.close();
  h = undefined;
  local = undefined;
});

describe('faults get the right message', () => {
  it('the idle timeout does not run while the SDK waits out retry-after', async () => {
    h = await agentHarness({ core: { agentIdleTimeoutMs: 800 } });
    h.api.script(errorReply(429, 'rate_limit_error', 'Slow down', { 'retry-after': '2' }), textReply('Hello.'));
    const r = await h.send('hi');
    expect(r).toMatchObject({ status: 'success', response: 'Hello.' });
    const [a, b] = h.requests();
    expect(b!.receivedAt - a!.receivedAt).toBeGreaterThanOrEqual(2_000);
  });

  it('an overloaded_error event before any content is retried like a 529', async () => {
    h = await agentHarness();
    h.api.script({ kind: 'error_event', type: 'overloaded_error', message: 'Overloaded' }, textReply('Hello.'));
    const r = await h.send('hi');
    expect(r).toMatchObject({ status: 'success', response: 'Hello.' });
    expect(h.requests()).toHaveLength(2);
  });

  it('an overloaded_error event that persists is reported as overloaded, not as a cut connection', async () => {
    h = await agentHarness();
    for (let i = 0; i < 4; i++) h.api.script({ kind: 'error_event', type: 'overloaded_error', message: 'Overloaded' });
    const r = await h.send('hi');
    expect(r.status).toBe('error');
    expect(r.response).toMatch(/overloaded \(overloaded_error\)/);
    expect(r.response).not.toMatch(/connection .* was cut/);
    expect(h.requests()).toHaveLength(4);
  });

  it('under auto, when the agent changes between turns the chat says so', async () => {
    h = await agentHarness();
    h.api.script(textReply('Hello from Claude.'));
    const first = await h.send('hi', { agent: 'auto' });
    expect(first.agent).toBe('cloud');
    expect(first.notices).toBeUndefined();
    // Claude goes away (the probe and the request fail): the offline agent answers, and says why.
    await h.api.close();
    h.core.chat.picker.forget('cloud');
    const second = await h.send('what is due today?', { agent: 'auto', session_id: first.session_id });
    expect(second.agent).toBe('offline');
    expect(second.notices?.join(' ')).toMatch(/^The offline agent answered this time instead of Claude/);
  });
});

describe('local models', () => {
  it('a 401 from the local server says to check the local key, and the local key fixes it', async () => {
    local = await startFakeAnthropic({ models: ['llama3.1:8b'], requireKey: 'local-secret' });
    let localKey: string | null = null;
    h = await agentHarness({
      core: {
        localKeyStore: {
          get: () => localKey,
          set: () => {},
          clear: () => {},
          backend: () => ({ name: 'test', secure: true, writable: true }),
        },
      },
    });
    writeSettings(h.core.db, { local_base_url: local.url, local_model: 'llama3.1:8b' });
    const refused = await h.send('hi', { agent: 'local' });
    expect(refused.status).toBe('error');
    expect(refused.response).toMatch(/local API key/);
    expect(refused.response).not.toMatch(/ANTHROPIC_API_KEY/);
    localKey = 'local-secret';
    h.core.chat.picker.forget('local');
    local.script(textReply('Hi from llama.'));
    const r = await h.send('hi', { agent: 'local' });
    expect(r).toMatchObject({ status: 'success', agent: 'local' });
    // The cloud key never goes to the local server.
    expect(local.requests.every((q) => !JSON.stringify(q.headers).includes('sk-ant-test'))).toBe(true);
  });

  it('a base URL ending in /v1 is normalised, and Test connection says so', async () => {
    local = await startFakeAnthropic({ models: ['llama3.1:8b'] });
    h = await agentHarness();
    writeSettings(h.core.db, { local_base_url: `${local.url}/v1`, local_model: 'llama3.1:8b' });
    const health = await h.core.router.handle('health:get', undefined);
    const entry = (
      health as { data: { providers: { name: string; status: string; detail: string }[] } }
    ).data.providers.find((p) => p.name === 'local')!;
    expect(entry.status).toBe('healthy');
    expect(entry.detail).toMatch(/adds \/v1\/messages itself/);
    local.script(textReply('Hi.'));
    const r = await h.send('hi', { agent: 'local' });
    expect(r.status).toBe('success');
    expect(local.requests.at(-1)!.path).toBe('/v1/messages');
  });

  for (const usage of ['missing', 'zero'] as const) {
    it(`usage ${usage}: the token budget still stops a runaway turn`, async () => {
      h = await agentHarness({ settings: { token_budget: 1_000, iteration_cap: 50 } });
      const big = 'x'.repeat(600);
      for (let i = 0; i < 10; i++) {
        h.api.script({ ...toolUseReply('add_task', { title: `${big.slice(0, 200)} ${i}` }, big), usage } as FakeReply);
      }
      const r = await h.send('keep going');
      expect(r.status).toBe('error');
      expect(r.response).toMatch(/token budget/);
      expect(h.requests().length).toBeLessThan(5);
    });
  }
});
