import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '../../src-main/core/log';
import { backupNow } from '../../src-main/core/services/manualBackup';
import { purgeAuditDetails } from '../../src-main/core/services/purge';
import { errorReply } from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';
import { cli } from '../helpers/cli';
import { memoryDb, tempDir } from '../helpers/db';

// A key shaped like a real one; the second is one main never held (pasted into an upstream echo).
const FAKE_KEY = 'sk-ant-api03-FAKEKEYforRedactionTest-0123456789abcdef';
const FOREIGN_KEY = 'sk-ant-api03-SOMEONEELSESkeyXYZ-9876543210';

let h: AgentHarness | null = null;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  setLogSink(() => {});
  await h?.close();
  h = null;
  cleanups.splice(0).forEach((c) => c());
});

const secretIn = (text: string) => text.includes('FAKEKEYforRedaction') || text.includes('SOMEONEELSESkey');

describe('secrets never reach the database, logs, backups, exports or IPC', () => {
  it('an upstream error quoting the API key is redacted everywhere it could land', async () => {
    const { dir, cleanup } = tempDir('quire-redact-');
    cleanups.push(cleanup);
    const file = path.join(dir, 'quire.db');
    const logged: string[] = [];
    setLogSink((level, message, fields) => logged.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`));
    h = await agentHarness({ apiKey: FAKE_KEY, core: { dbPath: file, dataDir: dir } });
    const ipc: unknown[] = [];
    const call = async (channel: string, payload: unknown) => {
      const r = await h!.core.router.handle(channel, payload);
      ipc.push(r);
      return r;
    };
    h.api.script(errorReply(400, 'invalid_request_error', `The key ${FAKE_KEY} is not valid (x-api-key: ${FAKE_KEY})`));
    await call('chat:send', { text: 'plan my week', agent: 'cloud' });
    h.api.script(errorReply(400, 'invalid_request_error', `Bearer ${FOREIGN_KEY} rejected`));
    await call('chat:send', { text: 'and again', agent: 'cloud' });
    await call('chat:history', { session_id: 1 });
    await call('chat:sessions', {});
    // A tool error carrying outside text (a title with a key pasted in) is redacted in the result too.
    await call('tools:call', { name: 'add_task', input: { title: `token ${FOREIGN_KEY}`, priority: 9 } });
    h.core.registry.flushAudit();

    // The key was really sent upstream (so the checks below mean something)…
    expect(h.requests()[0]!.headers['x-api-key'] ?? h.requests()[0]!.headers.authorization).toContain(FAKE_KEY);
    // …and the student still sees what went wrong, without the key.
    const history = JSON.stringify(ipc);
    expect(history).toContain('[redacted]');
    expect(secretIn(history)).toBe(false);
    expect(secretIn(logged.join('\n'))).toBe(false);

    const backup = backupNow(h.core.db, dir, 3);
    const exported = path.join(dir, 'export.json');
    await h.close();
    h = null;
    const ex = await cli(['--db', file, 'export', '--format', 'json', '--out', exported]);
    expect(ex.code).toBe(0);
    for (const f of [file, `${file}-wal`, backup.file, exported].filter((f) => fs.existsSync(f))) {
      expect(secretIn(fs.readFileSync(f).toString('latin1')), f).toBe(false);
    }
  });

  it('audit inputs older than 30 days are cleared; counts and timings stay', async () => {
    const db = await memoryDb();
    cleanups.push(() => db.close());
    const insert = db.prepare(
      "INSERT INTO journal (tool, input, ok, code, duration_ms, origin, session_id, request_id, created_at) VALUES ('delete_task', ?, 1, NULL, 2.5, 'ui', NULL, 'r', ?)",
    );
    insert.run('{"title":"Diary entry"}', '2026-09-01T00:00:00.000Z');
    insert.run('{"title":"Recent"}', '2026-11-20T00:00:00.000Z');
    expect(purgeAuditDetails(db, new Date('2026-11-21T00:00:00Z'))).toBe(1);
    const rows = db.prepare('SELECT tool, input, duration_ms FROM journal ORDER BY id').all();
    expect(rows).toEqual([
      { tool: 'delete_task', input: 'null', duration_ms: 2.5 },
      { tool: 'delete_task', input: '{"title":"Recent"}', duration_ms: 2.5 },
    ]);
    // A clock set back a year clears nothing more.
    expect(purgeAuditDetails(db, new Date('2025-11-21T00:00:00Z'))).toBe(0);
  });
});
