import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { garblePage } from '../helpers/damage';
import { tempDir } from '../helpers/db';

// Damage that appears while Quire has the file open must not be stamped as sound at close
// (db/verification.ts), or the next start would skip the check and write to it. A process that
// saw damage stamps nothing more, so each test loads the core afresh (vi.resetModules): one
// test's damage must not make another pass.

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

async function freshCore() {
  vi.resetModules();
  // The fresh modules' log too: quiet, as test/helpers/quietLog.ts makes the first one.
  if (!process.env.QUIRE_DEBUG) (await import('../../src-main/core/log')).setLogSink(() => {});
  const { createCore } = await import('../../src-main/core/app');
  const { DatabaseCorruptError } = await import('../../src-main/core/db/integrity');
  const { dir, cleanup } = tempDir('quire-damage-');
  cleanups.push(cleanup);
  const file = path.join(dir, 'quire.db');
  const first = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
  await first.registry.call('create_flashcard', { front: 'Mitosis?', back: 'Cell division' }, { origin: 'cli' });
  first.close();
  // The premise: a clean close stamped the file, so the next open skips the full check.
  expect(fs.existsSync(`${file}.verified`)).toBe(true);
  const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
  const reopen = () => createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
  return { file, core, reopen, DatabaseCorruptError };
}

/** The page number of a table's root page. */
function pageOf(file: string, table: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT rootpage FROM sqlite_master WHERE name = ?').get(table) as { rootpage: number })
      .rootpage;
  } finally {
    db.close();
  }
}

/** Another connection's write makes the core drop its page cache, as any change would. */
function touchFromOutside(file: string): void {
  const other = new Database(file);
  other.prepare('INSERT INTO topics (name, created_at) VALUES (?, ?)').run('Other', '2026-11-26');
  other.close();
}

describe('damage nothing in the session noticed', () => {
  it('is found by the close, which checks a file written while open: no stamp, and the next start refuses it', async () => {
    const { file, core, reopen, DatabaseCorruptError } = await freshCore();
    // Another program garbles a page in place while Quire has the file open; no call reads it.
    garblePage(file, pageOf(file, 'flashcards'));
    await core.registry.call('add_task', { title: 'Written after the damage' }, { origin: 'cli' });
    core.close();
    expect(fs.existsSync(`${file}.verified`)).toBe(false);
    await expect(reopen()).rejects.toBeInstanceOf(DatabaseCorruptError);
  });
});

describe('damage found while the database is open', () => {
  it('by health: the close stamps nothing and the next start refuses the file', async () => {
    const { file, core, reopen, DatabaseCorruptError } = await freshCore();
    garblePage(file, pageOf(file, 'flashcards'));
    const health = await core.router.handle('health:get', {});
    expect(health).toMatchObject({ ok: true, data: { database: { ok: false } } });
    core.close();
    expect(fs.existsSync(`${file}.verified`)).toBe(false);
    await expect(reopen()).rejects.toBeInstanceOf(DatabaseCorruptError);
  });

  it('by a tool call SQLite answered "corrupt": the close stamps nothing and the next start refuses the file', async () => {
    const { file, core, reopen, DatabaseCorruptError } = await freshCore();
    garblePage(file, pageOf(file, 'flashcards'));
    touchFromOutside(file);
    const due = await core.registry.call('get_due_flashcards', {}, { origin: 'cli' });
    expect(due.result).toMatchObject({ ok: false, error: { code: 'db_error', details: { reason: 'corrupt' } } });
    core.close();
    expect(fs.existsSync(`${file}.verified`)).toBe(false);
    await expect(reopen()).rejects.toBeInstanceOf(DatabaseCorruptError);
  });

  it('by the background integrity check: the close stamps nothing and the next start refuses the file', async () => {
    const { file, core, reopen, DatabaseCorruptError } = await freshCore();
    const { startBackgroundIntegrityCheck } = await import('../../src-main/core/services/integrityWatch');
    garblePage(file, pageOf(file, 'flashcards'));
    const message = await new Promise<string>((resolve) =>
      startBackgroundIntegrityCheck(file, path.join(path.dirname(file), 'backups'), resolve, { delayMs: 0 }),
    );
    expect(message).toMatch(/has errors/);
    core.close();
    expect(fs.existsSync(`${file}.verified`)).toBe(false);
    await expect(reopen()).rejects.toBeInstanceOf(DatabaseCorruptError);
  });

  it('by a backup that failed its verification: the close stamps nothing and the next start refuses the file', async () => {
    const { file, core, reopen, DatabaseCorruptError } = await freshCore();
    garblePage(file, pageOf(file, 'flashcards'));
    touchFromOutside(file);
    const backup = await core.router.handle('backup:now', {});
    expect(backup).toMatchObject({ ok: false, error: { code: 'db_error', details: { reason: 'corrupt' } } });
    core.close();
    expect(fs.existsSync(`${file}.verified`)).toBe(false);
    await expect(reopen()).rejects.toBeInstanceOf(DatabaseCorruptError);
  });
});
