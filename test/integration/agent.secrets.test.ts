import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { setLogSink } from '../../src-main/core/log';
import { apiKeyStatus, encryptedFileApiKeyStore, type StringCipher } from '../../src-main/core/services/apiKey';
import { errorReply, textReply, toolUseReply } from '../fixtures/fakeAnthropic';
import { agentHarness, TEST_KEY, type AgentHarness } from '../helpers/agent';
import { tempDir } from '../helpers/db';

// The API key lives in main only: never in the database, a log line, an event or an IPC answer.
let h: AgentHarness;
let tmp: ReturnType<typeof tempDir>;
afterEach(async () => {
  setLogSink(() => {});
  await h?.close();
  tmp?.cleanup();
});

/** A stand-in for the OS keychain: reversible, visibly not plaintext, backend name chosen per test. */
function keychain(backend: string, available = true): StringCipher {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (s) => Buffer.from(Buffer.from(s, 'utf8').map((b) => b ^ 0x5a)),
    decryptString: (b) => Buffer.from(b.map((x) => x ^ 0x5a)).toString('utf8'),
    backendName: () => backend,
  };
}

function dumpDatabase(core: AgentHarness['core']): string {
  const tables = core.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
  return tables.map((t) => JSON.stringify(core.db.prepare(`SELECT * FROM "${t.name}"`).all())).join('\n');
}

describe('the API key never leaves main', () => {
  it('not in logs, the database, events or IPC results — across success, tool calls and failures', async () => {
    const logged: string[] = [];
    setLogSink((level, message, fields) => logged.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`));
    h = await agentHarness();
    const ipc: unknown[] = [];
    const call = async (channel: string, payload: unknown) => {
      const r = await h.core.router.handle(channel, payload);
      ipc.push(r);
      return r;
    };
    h.api.script(toolUseReply('add_task', { title: 'Essay' }), textReply('Added.'));
    await call('chat:send', { text: 'add essay', agent: 'cloud' });
    h.api.script(errorReply(401, 'authentication_error', 'invalid x-api-key'));
    await call('chat:send', { text: 'again', agent: 'cloud' });
    h.api.script({ kind: 'garbage' });
    await call('chat:send', { text: 'and again', agent: 'cloud' });
    await call('health:get', {});
    await call('settings:api_key', { action: 'status' });
    await call('chat:sessions', {});
    await call('chat:history', { session_id: 1 });
    h.core.registry.flushAudit();

    // The key was really used (so the checks below are meaningful)…
    expect(h.requests()[0]!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    // …and appears nowhere else.
    for (const [where, text] of [
      ['log', logged.join('\n')],
      ['database', dumpDatabase(h.core)],
      ['events', JSON.stringify(h.events)],
      ['ipc results', JSON.stringify(ipc)],
    ] as const) {
      expect(text, where).not.toContain(TEST_KEY);
      expect(text, where).not.toContain(TEST_KEY.slice(-12));
    }
    expect(ipc[4]).toEqual({ ok: true, data: { status: 'set', backend: 'environment', secure: true, warning: null } });
  });
});

describe('settings:api_key in the app (safeStorage file)', () => {
  it('set → "set", stored encrypted in its own file, never in SQLite; clear → "not set"', async () => {
    tmp = tempDir();
    const file = path.join(tmp.dir, 'anthropic-key.bin');
    const store = encryptedFileApiKeyStore(file, keychain('gnome_libsecret'));
    const core = await createCore({ dbPath: path.join(tmp.dir, 'q.db'), appVersion: 't', apiKeyStore: store });
    try {
      expect(await core.router.handle('settings:api_key', { action: 'status' })).toEqual({
        ok: true,
        data: { status: 'not set', backend: 'gnome_libsecret', secure: true, warning: null },
      });
      const set = await core.router.handle('settings:api_key', { action: 'set', key: `  ${TEST_KEY}  ` });
      expect(set).toEqual({
        ok: true,
        data: { status: 'set', backend: 'gnome_libsecret', secure: true, warning: null },
      });
      expect(JSON.stringify(set)).not.toContain(TEST_KEY);
      expect(fs.readFileSync(file).toString('utf8')).not.toContain(TEST_KEY);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      // A fresh store (the next app start) reads it back.
      expect(encryptedFileApiKeyStore(file, keychain('gnome_libsecret')).get()).toBe(TEST_KEY);
      core.registry.flushAudit();
      for (const f of fs.readdirSync(tmp.dir).filter((n) => n.startsWith('q.db'))) {
        expect(fs.readFileSync(path.join(tmp.dir, f)).toString('latin1'), f).not.toContain(TEST_KEY);
      }

      expect(await core.router.handle('settings:api_key', { action: 'clear' })).toMatchObject({
        ok: true,
        data: { status: 'not set' },
      });
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      core.close();
    }
  });

  it('warns when the OS store is the insecure basic_text backend', () => {
    tmp = tempDir();
    const status = apiKeyStatus(encryptedFileApiKeyStore(path.join(tmp.dir, 'k.bin'), keychain('basic_text')));
    expect(status).toMatchObject({
      secure: false,
      backend: 'basic_text',
      warning: expect.stringMatching(/not encrypted/),
    });
  });

  it('refuses to store a key when no encryption is available', async () => {
    tmp = tempDir();
    const core = await createCore({
      dbPath: ':memory:',
      appVersion: 't',
      apiKeyStore: encryptedFileApiKeyStore(path.join(tmp.dir, 'k.bin'), keychain('unknown', false)),
    });
    try {
      expect(await core.router.handle('settings:api_key', { action: 'set', key: TEST_KEY })).toMatchObject({
        ok: false,
        error: { code: 'permission_denied', message: expect.stringMatching(/no way to store the key encrypted/) },
      });
      expect(fs.existsSync(path.join(tmp.dir, 'k.bin'))).toBe(false);
    } finally {
      core.close();
    }
  });

  it('the CLI reads ANTHROPIC_API_KEY and cannot change it', async () => {
    h = await agentHarness();
    expect(await h.core.router.handle('settings:api_key', { action: 'set', key: 'sk-other' })).toMatchObject({
      ok: false,
      error: { code: 'permission_denied' },
    });
  });
});
