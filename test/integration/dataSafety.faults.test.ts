import { EventEmitter } from 'node:events';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { DB_FAULT_MESSAGES } from '../../src-main/core/errors';
import { installFaultHandlers } from '../../src-main/core/faults';
import { setLogSink } from '../../src-main/core/log';
import { databaseHealth, healthReport } from '../../src-main/core/services/health';
import { createAuditLog } from '../../src-main/core/tools/audit';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { createRegistry } from '../../src-main/core/tools/registry';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import { cli } from '../helpers/cli';
import { tempDir } from '../helpers/db';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  setLogSink(() => {});
});

async function studentCore(): Promise<{ core: Core; file: string; dir: string }> {
  const { dir, cleanup } = tempDir('quire-fault-');
  const file = path.join(dir, 'quire.db');
  const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
  cleanups.push(cleanup, () => core.close());
  const first = await core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'ui' });
  expect(first.result.ok).toBe(true);
  return { core, file, dir };
}

const titles = (db: Database.Database) => db.prepare('SELECT title FROM tasks ORDER BY id').pluck().all();
const nextTick = () => new Promise((r) => setImmediate(r));

function captureLog(): string[] {
  const lines: string[] = [];
  setLogSink((level, message, fields) => lines.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`));
  return lines;
}

describe('faults say what happened and lose nothing', () => {
  it('disk full: its own message, nothing half-saved, earlier data intact, the audit write does not crash', async () => {
    const { core } = await studentCore();
    const log = captureLog();
    core.db.pragma(`max_page_count = ${(core.db.pragma('page_count', { simple: true }) as number) + 2}`);
    const saved = ['Essay draft'];
    let refused: unknown = null;
    for (let i = 0; i < 500 && refused === null; i++) {
      const title = `Chapter ${i}`;
      const r = await core.registry.call('add_task', { title, description: 'x'.repeat(1000) }, { origin: 'ui' });
      if (r.result.ok) saved.push(title);
      else refused = r.result;
    }
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'db_error',
        message: DB_FAULT_MESSAGES.disk_full,
        details: { retryable: false, reason: 'disk_full' },
      },
    });
    expect(DB_FAULT_MESSAGES.disk_full).toContain('disk is full — nothing was saved; free space and try again');
    // Fill the audit buffer past what fits: its deferred write fails on its own tick, and is only logged.
    for (let i = 0; i < 510; i++) await core.registry.call('list_tasks', { limit: 1 }, { origin: 'ui' });
    await nextTick();
    expect(log.some((l) => l.includes('Audit rows could not be written'))).toBe(true);
    expect(titles(core.db)).toEqual(saved);
  });

  it('read-only file: its own message, health says degraded (never healthy), reads still work', async () => {
    const { core, file } = await studentCore();
    core.close();
    // SQLite opens a write-protected file read-only; root ignores permission bits, so ask for it.
    const ro = new Database(file, { readonly: true });
    cleanups.push(() => ro.close());
    const registry = createRegistry({ db: ro, tools: ALL_TOOLS, settings: () => DEFAULT_SETTINGS });
    const r = await registry.call('add_task', { title: 'New' }, { origin: 'ui' });
    expect(r.result).toMatchObject({
      ok: false,
      error: { code: 'db_error', message: DB_FAULT_MESSAGES.read_only, details: { reason: 'read_only' } },
    });
    expect(DB_FAULT_MESSAGES.read_only).toMatch(/read-only — nothing was saved/);
    expect((await registry.call('list_tasks', {}, { origin: 'ui' })).result.ok).toBe(true);
    await nextTick();
    const health = await databaseHealth(ro, file);
    expect(health).toMatchObject({ ok: true, writable: false });
    expect(titles(ro)).toEqual(['Essay draft']);
  });

  it('health reports a read-only database as degraded, a writable one as healthy', async () => {
    const { core, file } = await studentCore();
    const deps = { settings: { ...DEFAULT_SETTINGS, provider: 'offline' as const }, apiKey: null };
    expect((await healthReport(core.db, file, deps)).status).toBe('healthy');
    const ro = new Database(file, { readonly: true });
    cleanups.push(() => ro.close());
    expect(await healthReport(ro, file, deps)).toMatchObject({ status: 'degraded', database: { writable: false } });
  });

  it('locked past the busy timeout: its own message, retryable, earlier data intact', async () => {
    const { core, file } = await studentCore();
    const other = new Database(file);
    cleanups.push(() => other.open && other.close());
    other.exec('BEGIN EXCLUSIVE');
    core.db.pragma('busy_timeout = 50');
    const r = await core.registry.call('add_task', { title: 'Blocked' }, { origin: 'ui' });
    expect(r.result).toMatchObject({
      ok: false,
      error: { code: 'db_error', message: DB_FAULT_MESSAGES.busy, details: { retryable: true, reason: 'busy' } },
    });
    other.exec('ROLLBACK');
    other.close();
    await new Promise((res) => setTimeout(res, 300));
    expect(titles(core.db)).toEqual(['Essay draft']);
  });

  it('the CLI never prints success and then exits 1 when the audit write fails', async () => {
    const { core, file } = await studentCore();
    core.close();
    const db = new Database(file);
    // Audit rows alone (a read's, written after it answered) fail; a write's row is its undo record
    // and commits with it, so a write whose row fails is not kept (the next test).
    db.exec(
      "CREATE TRIGGER audit_refused BEFORE INSERT ON journal WHEN NEW.revisions IS NULL BEGIN SELECT RAISE(FAIL, 'disk I/O error'); END;",
    );
    db.close();
    const r = await cli(['--db', file, 'tool', 'list_tasks', '{}']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, data: { tasks: [{ title: 'Essay draft' }] } });
    await nextTick();
  });

  it('a write whose undo record cannot be written is not kept, and says so', async () => {
    const { core, file } = await studentCore();
    core.close();
    const db = new Database(file);
    db.exec("CREATE TRIGGER journal_refused BEFORE INSERT ON journal BEGIN SELECT RAISE(FAIL, 'disk I/O error'); END;");
    db.close();
    const r = await cli(['--db', file, 'tool', 'add_task', '{"title":"From the CLI"}']);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'db_error' } });
    expect(r.code).not.toBe(0);
    const after = new Database(file, { readonly: true });
    cleanups.push(() => after.close());
    expect(titles(after)).toEqual(['Essay draft']);
  });

  it('an audit flush that throws is contained (locked, full, closed)', async () => {
    const { core } = await studentCore();
    const audit = createAuditLog(core.db);
    const row = {
      tool: 'x',
      input: '{}',
      ok: true,
      code: null,
      duration_ms: 1,
      origin: 'ui' as const,
      session_id: null,
      request_id: 'r',
      created_at: new Date().toISOString(),
    };
    core.db.pragma('max_page_count = 1');
    audit.defer(row);
    expect(() => audit.flush()).not.toThrow();
  });

  it('a NUL or FTS syntax in search text is a plain search', async () => {
    const { core } = await studentCore();
    await core.registry.call('add_task', { title: 'Read "C++ Primer" AND notes*' }, { origin: 'ui' });
    const search = async (tool: string, query: string) =>
      (await core.registry.call(tool, { query }, { origin: 'ui' })).result;
    for (const q of [
      'ab\u0000cd',
      '\u0000',
      '"',
      'AND',
      'NEAR(',
      'title:',
      '*',
      '"C++',
      'notes*',
      'OR NOT',
      '^x',
      '(',
    ]) {
      for (const tool of ['list_tasks', 'list_flashcards']) {
        const r = await search(tool, q);
        expect(r.ok, `${tool} ${JSON.stringify(q)}`).toBe(true);
      }
    }
    const found = await search('list_tasks', '"C++ Primer" AND');
    expect(found).toMatchObject({ ok: true, data: { tasks: [{ title: 'Read "C++ Primer" AND notes*' }] } });
    const nul = await search('list_tasks', 'Ess\u0000ay');
    expect(nul).toMatchObject({ ok: true, data: { tasks: [{ title: 'Essay draft' }] } });
  });

  it('an uncaught exception or unhandled rejection in main is logged without secrets, data kept, window told', () => {
    const log = captureLog();
    const emitter = new EventEmitter();
    const proc = emitter as unknown as NodeJS.Process;
    const told: string[] = [];
    let kept = 0;
    installFaultHandlers(proc, { notify: (m) => told.push(m), keepData: () => kept++ });
    emitter.emit('uncaughtException', new Error('boom with sk-ant-api03-SECRETSECRETSECRET'));
    emitter.emit('unhandledRejection', new Error('late failure'));
    expect(kept).toBe(2);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatch(/saved work is safe/);
    expect(log.join('\n')).toContain('boom with [redacted]');
    expect(log.join('\n')).not.toContain('SECRETSECRET');
  });
});
