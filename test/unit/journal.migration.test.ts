import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src-main/core/db/connection';
import { migrate, schemaVersion } from '../../src-main/core/db/migrate';
import { recordedTables, rowJson } from '../../src-main/core/revisions/triggers';
import { testRegistry } from '../helpers/registry';

// Migration 26 moves schema 25's audit_log, change_sets and revisions into the journal. A change
// made before the upgrade must still be undone after it — here 29 days old, one day inside the
// window — with its undo links (an undo, and so a redo) following it to its new id.

const DAY = '2026-10-23';
const at = (time: string) => `${DAY}T${time}.000Z`;

/** Schema 25's rows for one call, written as the old registry wrote them. */
function oldCall(
  db: Db,
  call: { request: string; tool: string; origin: string; time: string; audited: boolean; ok?: boolean },
  write?: () => void,
): number | null {
  let change: number | null = null;
  if (write) {
    change = Number(
      db
        .prepare('INSERT INTO change_sets (tool, origin, session_id, request_id, created_at) VALUES (?, ?, NULL, ?, ?)')
        .run(call.tool, call.origin, call.request, at(call.time)).lastInsertRowid,
    );
    currentChange = change;
    write();
  }
  if (call.audited)
    db.prepare(
      `INSERT INTO audit_log (tool, input, ok, code, duration_ms, origin, session_id, request_id, created_at)
       VALUES (?, '{"from":"v24"}', ?, NULL, 1.5, ?, NULL, ?, ?)`,
    ).run(call.tool, call.ok === false ? 0 : 1, call.origin, call.request, at(call.time));
  return change;
}

let currentChange = 0;

/** Writes a task row (the insert's new id, or the update's `id`) and its revision, as schema 25's triggers did. */
function taskWrite(db: Db, sql: string, params: unknown[], id?: number): void {
  const tasks = recordedTables(db).find((t) => t.name === 'tasks')!;
  const snapshot = (rowId: number) =>
    (db.prepare(`SELECT ${rowJson(tasks, 't')} AS v FROM tasks t WHERE id = ?`).get(rowId) as { v: string }).v;
  const before = id === undefined ? null : snapshot(id);
  const result = db.prepare(sql).run(...params);
  const rowId = id ?? Number(result.lastInsertRowid);
  db.prepare('INSERT INTO revisions (change_id, table_name, row_id, before, after) VALUES (?, ?, ?, ?, ?)').run(
    currentChange,
    'tasks',
    rowId,
    before,
    snapshot(rowId),
  );
}

async function upgradedFromV25() {
  const { db } = await openDatabase({ path: ':memory:', targetVersion: 25 });
  const insert = `INSERT INTO tasks (title, description, priority, created_at, updated_at) VALUES (?, '', 4, ?, ?)`;
  const setStatus = `UPDATE tasks SET status = ?, completed_at = ?, updated_at = ? WHERE id = ?`;
  oldCall(db, { request: 'r1', tool: 'add_task', origin: 'ui', time: '10:00:00', audited: true }, () =>
    taskWrite(db, insert, ['Old essay', at('10:00:00'), at('10:00:00')]),
  );
  oldCall(db, { request: 'r2', tool: 'list_tasks', origin: 'ui', time: '10:01:00', audited: true });
  const completed = oldCall(
    db,
    { request: 'r3', tool: 'complete_task', origin: 'ui', time: '10:02:00', audited: true },
    () => taskWrite(db, setStatus, ['completed', at('10:02:00'), at('10:02:00'), 1], 1),
  )!;
  // A change whose audit row was never written (the process was killed before its flush).
  oldCall(db, { request: 'r4', tool: 'add_task', origin: 'cli', time: '10:03:00', audited: false }, () =>
    taskWrite(db, insert, ['From the CLI', at('10:03:00'), at('10:03:00')]),
  );
  const undo = oldCall(db, { request: 'r5', tool: 'undo', origin: 'ui', time: '10:04:00', audited: true }, () =>
    taskWrite(db, setStatus, ['pending', null, at('10:00:00'), 1], 1),
  )!;
  db.prepare('UPDATE change_sets SET undoes = ? WHERE id = ?').run(completed, undo);
  db.prepare('UPDATE change_sets SET undone_by = ? WHERE id = ?').run(undo, completed);
  oldCall(db, { request: 'r6', tool: 'delete_task', origin: 'ui', time: '10:05:00', audited: true, ok: false });

  expect(migrate(db)).toMatchObject({ from: 25, to: 26 });
  return db;
}

const titles = (db: Db) => db.prepare('SELECT title, status FROM tasks WHERE deleted_at IS NULL ORDER BY id').all();

describe('migration 26: the journal', () => {
  it('moves every call across in time order, each change with its revisions and links, and drops the old tables', async () => {
    const db = await upgradedFromV25();
    expect(schemaVersion(db)).toBe(26);
    const rows = db
      .prepare(
        'SELECT id, tool, origin, ok, duration_ms, input, undoes, undone_by, revisions IS NOT NULL AS changed FROM journal ORDER BY id',
      )
      .all();
    expect(rows).toEqual([
      {
        id: 1,
        tool: 'add_task',
        origin: 'ui',
        ok: 1,
        duration_ms: 1.5,
        input: '{"from":"v24"}',
        undoes: null,
        undone_by: null,
        changed: 1,
      },
      {
        id: 2,
        tool: 'list_tasks',
        origin: 'ui',
        ok: 1,
        duration_ms: 1.5,
        input: '{"from":"v24"}',
        undoes: null,
        undone_by: null,
        changed: 0,
      },
      {
        id: 3,
        tool: 'complete_task',
        origin: 'ui',
        ok: 1,
        duration_ms: 1.5,
        input: '{"from":"v24"}',
        undoes: null,
        undone_by: 5,
        changed: 1,
      },
      // Its audit row was lost: it still changed data, so it is kept, with what is known of it.
      {
        id: 4,
        tool: 'add_task',
        origin: 'cli',
        ok: 1,
        duration_ms: 0,
        input: 'null',
        undoes: null,
        undone_by: null,
        changed: 1,
      },
      {
        id: 5,
        tool: 'undo',
        origin: 'ui',
        ok: 1,
        duration_ms: 1.5,
        input: '{"from":"v24"}',
        undoes: 3,
        undone_by: null,
        changed: 1,
      },
      {
        id: 6,
        tool: 'delete_task',
        origin: 'ui',
        ok: 0,
        duration_ms: 1.5,
        input: '{"from":"v24"}',
        undoes: null,
        undone_by: null,
        changed: 0,
      },
    ]);
    const old = db
      .prepare("SELECT name FROM sqlite_master WHERE name IN ('audit_log', 'change_sets', 'revisions')")
      .all();
    expect(old).toEqual([]);
  });

  it('a change made 29 days before the upgrade is undone after it, and an old undo is redone', async () => {
    const t = await testRegistry({ db: await upgradedFromV25() });
    expect(titles(t.db)).toEqual([
      { title: 'Old essay', status: 'pending' },
      { title: 'From the CLI', status: 'pending' },
    ]);
    // Undoing the old undo (journal row 5) completes the task again…
    expect(await t.call('undo', { change_id: 5 })).toMatchObject({
      ok: true,
      data: { undone_tool: 'undo', redo: true },
    });
    expect(titles(t.db)[0]).toEqual({ title: 'Old essay', status: 'completed' });
    // …and the redone completion is current again: the window's plain undo takes it back, then the add.
    expect(await t.call('undo', {})).toMatchObject({ ok: true, data: { undone_tool: 'complete_task' } });
    expect(await t.call('undo', {})).toMatchObject({ ok: true, data: { undone_tool: 'add_task' } });
    expect(titles(t.db)).toEqual([{ title: 'From the CLI', status: 'pending' }]);
    // The CLI's change is the CLI's to undo, though its audit row was lost.
    expect(await t.call('undo', {}, { origin: 'cli' })).toMatchObject({ ok: true, data: { undone_tool: 'add_task' } });
    expect(titles(t.db)).toEqual([]);
    expect((await t.call('undo', {})).ok).toBe(false);
  });
});
