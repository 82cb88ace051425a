import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Database from 'better-sqlite3';
import { createCore } from '../../src-main/core/app';
import { exportJson } from '../../src-main/core/data/jsonExport';
import { importJson } from '../../src-main/core/data/jsonImport';
import { DataFailure } from '../../src-main/core/data/failure';
import { openDatabase } from '../../src-main/core/db/connection';
import { LATEST_SCHEMA_VERSION } from '../../src-main/core/db/migrations';
import { cli } from '../helpers/cli';
import { memoryDb, tempDir } from '../helpers/db';
import { seedStudentData, tableContents, tool } from '../helpers/dataSeed';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

async function seededFile(): Promise<string> {
  const file = path.join(tmp.dir, 'source.db');
  const core = await createCore({ dbPath: file, appVersion: 'test' });
  await seedStudentData(core);
  core.close();
  return file;
}

function contentsOf(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return tableContents(db);
  } finally {
    db.close();
  }
}

describe('JSON export and import', () => {
  it('quire export then quire import into an empty database reproduces every table exactly', async () => {
    const source = await seededFile();
    const out = path.join(tmp.dir, 'export.json');
    const exp = await cli(['--db', source, 'export', '--format', 'json', '--out', out, '--quiet']);
    expect(exp.code, exp.stderr).toBe(0);
    expect(JSON.parse(exp.stdout).data.counts.flashcards).toBe(2);

    const target = path.join(tmp.dir, 'target.db');
    const imp = await cli(['--db', target, 'import', out, '--quiet']);
    expect(imp.code, imp.stdout).toBe(0);
    const before = contentsOf(source);
    const after = contentsOf(target);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    // Tables the student's data lives in really were carried (not two empty databases).
    for (const t of [
      'tasks',
      'plans',
      'plan_items',
      'topics',
      'flashcards',
      'review_log',
      'quiz_attempts',
      'messages',
      'settings',
    ])
      expect(before[t]!.length, t).toBeGreaterThan(0);

    // The search index is rebuilt from the imported rows.
    const core = await createCore({ dbPath: target, appVersion: 'test' });
    const found = await tool(core, 'list_tasks', { query: 'ünïcode', status: 'all' });
    expect((found.tasks as unknown[]).length).toBe(1);
    core.close();
  });

  it('refuses a database that holds data, and --replace backs it up first', async () => {
    const source = await seededFile();
    const out = path.join(tmp.dir, 'export.json');
    await cli(['--db', source, 'export', '--format', 'json', '--out', out, '--quiet']);

    const target = path.join(tmp.dir, 'busy.db');
    const core = await createCore({ dbPath: target, appVersion: 'test' });
    await tool(core, 'add_task', { title: 'Mine, not in the export' });
    core.close();

    const refused = await cli(['--db', target, 'import', out, '--quiet']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout).error.message).toMatch(/already holds data.*--replace/);
    expect(contentsOf(target).tasks!.map((t) => (t as { title: string }).title)).toEqual(['Mine, not in the export']);

    const replaced = await cli(['--db', target, 'import', out, '--replace', '--quiet']);
    expect(replaced.code, replaced.stdout).toBe(0);
    const summary = JSON.parse(replaced.stdout).data;
    expect(summary.replaced).toBe(true);
    expect(fs.existsSync(summary.backup)).toBe(true);
    expect(contentsOf(summary.backup).tasks!.map((t) => (t as { title: string }).title)).toEqual([
      'Mine, not in the export',
    ]);
    expect(contentsOf(target)).toEqual(contentsOf(source));
  });

  it('an export made at an older schema version is brought forward by the migrations', async () => {
    const { db: old } = await openDatabase({ path: ':memory:', targetVersion: 5 });
    const now = '2026-11-20T10:00:00.000Z';
    old.prepare("INSERT INTO tasks (title, created_at, updated_at) VALUES ('From v5', ?, ?)").run(now, now);
    const doc = exportJson(old, { appVersion: 'old' });
    expect(doc.schema_version).toBe(5);
    expect(Object.keys(doc.tables)).not.toContain('tool_calls'); // added by migration 6

    const db = await memoryDb();
    const summary = await importJson(db, JSON.stringify(doc), { fileName: 'old.json' });
    expect(summary.tables.tasks).toBe(1);
    expect(db.prepare('SELECT title FROM tasks').pluck().all()).toEqual(['From v5']);
    // The migrated search index (migration 8) sees the imported task.
    expect(db.prepare("SELECT count(*) FROM tasks_search WHERE tasks_search MATCH 'From'").pluck().get()).toBe(1);
  });

  it('refuses files from a newer Quire, naming what is newer', async () => {
    const db = await memoryDb();
    const doc = exportJson(db, { appVersion: 'x' });
    await expect(
      importJson(db, JSON.stringify({ ...doc, schema_version: LATEST_SCHEMA_VERSION + 1 }), { fileName: 'new.json' }),
    ).rejects.toThrow(/new\.json: made by a newer Quire \(schema/);
    await expect(importJson(db, JSON.stringify({ ...doc, version: 99 }), { fileName: 'v99.json' })).rejects.toThrow(
      /export format 99/,
    );
  });

  it('a bad row is a validation error naming the table, row and field, and nothing is written', async () => {
    const src = await memoryDb();
    const now = '2026-11-20T10:00:00.000Z';
    src.prepare("INSERT INTO tasks (title, created_at, updated_at) VALUES ('ok', ?, ?)").run(now, now);
    src.prepare('INSERT INTO chat_sessions (created_at, updated_at) VALUES (?, ?)').run(now, now);
    src.prepare("INSERT INTO messages (session_id, role, content, created_at) VALUES (1, 'user', 'x', ?)").run(now);
    const doc = exportJson(src, { appVersion: 'x' });
    // Real rows of the current schema, whatever columns later migrations add.
    const good = doc.tables.tasks![0]!;
    const message = doc.tables.messages![0]!;
    doc.tables.tasks = [];
    doc.tables.messages = [];
    doc.tables.chat_sessions = [];
    const cases: [unknown, RegExp][] = [
      [
        { ...doc, tables: { ...doc.tables, tasks: [good, { ...good, id: 2, priority: 'high' }] } },
        /tables\.tasks\.1\.priority/,
      ],
      [
        { ...doc, tables: { ...doc.tables, tasks: [good, { ...good, id: 2, priority: 9 }] } },
        /row of tasks breaks a rule/,
      ],
      [{ ...doc, tables: { ...doc.tables, tasks: [{ ...good, extra: 1 }] } }, /tables\.tasks\.0\.extra/],
      [{ ...doc, tables: { ...doc.tables, secrets: [] } }, /secrets/],
      [
        {
          ...doc,
          tables: { ...doc.tables, messages: [{ ...message, session_id: 7 }] },
        },
        /messages 1 → chat_sessions/,
      ],
      [{ ...doc, format: 'other' }, /not a Quire export/],
    ];
    const db = await memoryDb();
    for (const [bad, pattern] of cases) {
      const failure = await importJson(db, JSON.stringify(bad), { fileName: 'bad.json' }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DataFailure);
      const result = (failure as DataFailure).result;
      expect(result.error.code).toBe('validation_error');
      expect(JSON.stringify(result.error)).toMatch(pattern);
      expect(db.prepare('SELECT count(*) FROM tasks').pluck().get()).toBe(0);
    }
  });

  it('any text that is not an export is a structured error, never a crash (property)', async () => {
    const db = await memoryDb();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ format: 'quire-export', version: 1, tables: v })),
        ),
        async (text) => {
          const outcome = await importJson(db, text, { fileName: 'x.json' }).then(
            () => 'imported',
            (e: unknown) => (e instanceof DataFailure ? e.result.error.code : `threw ${String(e)}`),
          );
          expect(['validation_error', 'imported']).toContain(outcome);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('leaves secret settings out of the export', async () => {
    const db = await memoryDb();
    const now = new Date().toISOString();
    db.prepare('INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)').run(
      'local_api_key',
      '"sk-secret"',
      now,
    );
    db.prepare('INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)').run('theme', '"dark"', now);
    const text = JSON.stringify(exportJson(db, { appVersion: 'x' }));
    expect(text).not.toContain('sk-secret');
    expect(text).toContain('"theme"');
  });
});
