import net from 'node:net';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HealthReportSchema } from '../../src-shared/ipc/channels';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import type { OfflineAgent } from '../../src-main/core/agent/offlineSeam';
import { textReply } from '../fixtures/fakeAnthropic';
import { agentHarness, TEST_KEY, type AgentHarness } from '../helpers/agent';

// Choosing who answers: cloud, a local Anthropic-compatible server, or the offline agent — and
// what happens when a local server is down, hung, or not speaking the API.
let h: AgentHarness;
const servers: { close: () => void }[] = [];
afterEach(async () => {
  servers.splice(0).forEach((s) => s.close());
  await h?.close();
});

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => (sockets.add(s), s.on('close', () => sockets.delete(s))));
  servers.push({ close: () => (sockets.forEach((s) => s.destroy()), server.close()) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const deadUrl = async () => {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  await new Promise<void>((r) => s.close(() => r()));
  return url;
};
const hungUrl = () => listen(net.createServer(() => {}));
const garbageUrl = () => listen(net.createServer((s) => s.end('\u0000\u00ffNOT HTTP AT ALL\r\n\r\n')));
const htmlUrl = () =>
  listen(
    http.createServer((_q, r) => r.writeHead(200, { 'content-type': 'text/html' }).end('<html>router login</html>')),
  );

const offlineCalls: string[] = [];
const recordingOffline: OfflineAgent = async ({ text, state }) => {
  offlineCalls.push(text);
  return { status: 'success', response: `offline: ${text}`, tool_calls: [], state };
};

describe('a local endpoint that does not work gives a typed error within 5 seconds', () => {
  const cases = [
    ['refuses connections', deadUrl, 'refused'],
    ['accepts and never answers', hungUrl, 'timeout'],
    ['answers with non-HTTP garbage', garbageUrl, 'bad_response'],
    ['answers with an HTML page', htmlUrl, 'bad_response'],
  ] as const;
  for (const [what, makeUrl, kind] of cases) {
    it(`${what} → ${kind}; agent "local" says so and answers offline, "auto" answers offline`, async () => {
      offlineCalls.length = 0;
      const url = await makeUrl();
      h = await agentHarness({
        apiKey: null,
        offlineAgent: recordingOffline,
        settings: { local_base_url: url, local_model: 'llama3.2' },
      });

      const within5s = async <T>(work: () => Promise<T>): Promise<T> => {
        const started = Date.now();
        const out = await work();
        expect(Date.now() - started).toBeLessThan(5_000);
        return out;
      };
      const pick = await within5s(() =>
        h.core.chat.picker.pick('local', { ...DEFAULT_SETTINGS, local_base_url: url, local_model: 'llama3.2' }),
      );
      expect(pick).toMatchObject({ kind: 'unavailable', provider: 'local', failure: { kind } });
      h.core.chat.picker.forget('local');

      const local = await within5s(() => h.send('hello', { agent: 'local' }));
      expect(local).toMatchObject({ status: 'success', agent: 'offline', response: 'offline: hello' });
      expect(local.notices?.join(' ')).toMatch(/local model is not available.*The offline agent answered instead/i);

      h.core.chat.picker.forget('local');
      const auto = await within5s(() => h.send('hello again', { agent: 'auto' }));
      expect(auto).toMatchObject({ status: 'success', agent: 'offline', response: 'offline: hello again' });
      expect(offlineCalls).toEqual(['hello', 'hello again']);
      expect(h.requests()).toHaveLength(0);
    }, 20_000);
  }

  it('each check on its own is under 5 seconds, and health reports it', async () => {
    const url = await hungUrl();
    h = await agentHarness({ apiKey: null, settings: { local_base_url: url, local_model: 'llama3.2' } });
    const started = Date.now();
    const r = await h.core.router.handle('health:get', {});
    expect(Date.now() - started).toBeLessThan(5_000);
    const report = HealthReportSchema.parse((r as { data: unknown }).data);
    expect(report.providers.find((p) => p.name === 'local')).toMatchObject({
      status: 'unavailable',
      error: expect.stringMatching(/did not answer/),
    });
    expect(report.active_provider).toBe('offline');
  });
});

describe('a working local endpoint', () => {
  it('is used for "local" with its model name, and never receives the cloud key', async () => {
    h = await agentHarness({ apiKey: TEST_KEY });
    h.api.models = ['llama3.2:latest'];
    const { writeSettings } = await import('../../src-main/core/services/settings');
    writeSettings(h.core.db, { local_base_url: h.api.url, local_model: 'llama3.2' });
    h.api.script(textReply('Hi from llama.'));
    const r = await h.send('hello', { agent: 'local' });
    expect(r).toMatchObject({ status: 'success', agent: 'local', response: 'Hi from llama.' });
    const req = h.requests()[0]!;
    expect(req.body.model).toBe('llama3.2');
    expect(JSON.stringify(req.headers)).not.toContain(TEST_KEY);
  });

  it('a model the server does not have is reported before any request', async () => {
    h = await agentHarness({ apiKey: null });
    h.api.models = ['qwen2.5'];
    const { writeSettings } = await import('../../src-main/core/services/settings');
    writeSettings(h.core.db, { local_base_url: h.api.url, local_model: 'llama3.2' });
    const r = await h.send('hello', { agent: 'local' });
    expect(r.status).toBe('error');
    expect(r.response).toMatch(/“llama3.2” is not available.*qwen2.5/);
  });
});

describe('auto', () => {
  it('prefers the cloud when a key is set and the API answers', async () => {
    h = await agentHarness({ offlineAgent: recordingOffline });
    h.api.script(textReply('Cloud here.'));
    expect(await h.send('hi', { agent: 'auto' })).toMatchObject({ agent: 'cloud', response: 'Cloud here.' });
  });

  it('falls back to offline when the chosen model fails before saying anything', async () => {
    offlineCalls.length = 0;
    h = await agentHarness({ offlineAgent: recordingOffline });
    h.api.script({ kind: 'garbage' });
    const r = await h.send('hi', { agent: 'auto' });
    expect(r).toMatchObject({ agent: 'offline', status: 'success' });
    expect(offlineCalls).toEqual(['hi']);
  });

  it('with no key and no local model, the built-in offline agent answers', async () => {
    h = await agentHarness({ apiKey: null });
    await h.core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'ui' });
    const r = await h.send('list my tasks', { agent: 'auto' });
    expect(r).toMatchObject({ agent: 'offline', tool_calls: [{ name: 'list_tasks' }] });
    expect(r.response).toMatch(/Essay draft/);
    expect(h.requests()).toHaveLength(0);
  });

  it('"cloud" without a key explains where to add one', async () => {
    h = await agentHarness({ apiKey: null });
    const r = await h.send('hi', { agent: 'cloud' });
    expect(r).toMatchObject({ agent: 'cloud', status: 'error' });
    expect(r.response).toMatch(/No API key is set.*ANTHROPIC_API_KEY/);
  });
});
