import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCore, type Core } from '../src-main/core/app';
import { ENTRY_COLUMNS, entryValues } from '../src-main/core/db/queries/journal';
import { pendingTaskIds, rawWrites, seedToolsBench } from './tools';

/**
 * WAL frames (pages written) per write, raw statements against registry calls, on the tools bench's
 * 100,000-row file: each frame is written at commit and again at checkpoint, so pages the registry
 * adds (the call's journal row) are a cost the raw statement never pays. Raw and registry alternate
 * in blocks, so the search index's occasional merges land on both sides alike.
 * Beside them, for the tasks: the raw statement plus the journal row a hand-written version would
 * have to add for its audit row and undo (the row before, the input, one insert in the same
 * transaction) — informational, to show how much of the registry's extra is that row itself.
 * `node --import tsx bench/toolsFrames.ts` (~1 minute).
 */

/** Raw task writes that also append their call's journal row, built in JavaScript (see above). */
function rawWithJournalRow(db: Core['db']) {
  const before = db.prepare('SELECT * FROM tasks WHERE id = ?');
  const journal = db.prepare(`INSERT INTO journal (${ENTRY_COLUMNS}, revisions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const raw = rawWrites(db);
  let sequence = 0;
  const append = (tool: string, input: unknown, revisions: unknown[]) =>
    journal.run(
      ...entryValues({
        tool,
        origin: 'ui',
        session_id: null,
        request_id: `0c88d223-dc77-4339-86a5-${String(++sequence).padStart(12, '0')}`,
        created_at: new Date().toISOString(),
        ok: true,
        code: null,
        duration_ms: 0.1,
        input: JSON.stringify(input),
      }),
      JSON.stringify(revisions),
    );
  const addTask = db.transaction((i: number) => {
    const row = raw.addTask(i) as { id: number };
    append('add_task', { title: `New ${i}`, due_at: '2026-12-01', priority: 2 }, [['tasks', row.id, null, row]]);
  });
  const completeTask = db.transaction((id: number) => {
    const old = before.get(id);
    const row = raw.completeTask(id) as { updated_at: string };
    const after = { status: 'completed', updated_at: row.updated_at, completed_at: row.updated_at };
    append('complete_task', { task_id: id }, [['tasks', id, old, after]]);
  });
  return { addTask: (i: number) => addTask.immediate(i), completeTask: (id: number) => completeTask.immediate(id) };
}
async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-frames-'));
  const file = path.join(dir, 'bench.db');
  const core = await createCore({ dbPath: file, appVersion: 'bench' });
  try {
    seedToolsBench(core);
    const { db, registry } = core;
    await registry.call('add_task', { title: 'warm' }, { origin: 'ui' }); // installs undo's triggers
    db.pragma('wal_autocheckpoint = 0');
    const pending = pendingTaskIds(db);
    const raw = rawWrites(db);
    const withRow = rawWithJournalRow(db);
    const BLOCK = 50;
    const BLOCKS = 4;
    let next = 0;
    /** Frames per op of one block, from an emptied WAL. */
    const block = async (op: (i: number) => unknown) => {
      db.pragma('wal_checkpoint(TRUNCATE)');
      for (let i = 0; i < BLOCK; i++) await op(next++);
      return fs.statSync(`${file}-wal`).size / (4096 + 24) / BLOCK;
    };
    const call = (name: string, input: unknown) => registry.call(name, input, { origin: 'ui' });
    type Op = (i: number) => unknown;
    const pairs: [string, Op, Op, Op | null][] = [
      [
        'add_task',
        (i) => raw.addTask(i),
        (i) => call('add_task', { title: `New ${i}`, due_at: '2026-12-01', priority: 2 }),
        (i) => withRow.addTask(i),
      ],
      [
        'complete_task',
        (i) => raw.completeTask(pending[i]!),
        (i) => call('complete_task', { task_id: pending[i]! }),
        (i) => withRow.completeTask(pending[i]!),
      ],
      [
        'review_flashcard',
        (i) => raw.reviewFlashcard(1 + i),
        (i) => call('review_flashcard', { card_id: 1 + i, rating: 'good' }),
        null,
      ],
    ];
    for (const [tool, rawOp, registryOp, withRowOp] of pairs) {
      let rawFrames = 0;
      let registryFrames = 0;
      let withRowFrames = 0;
      for (let b = 0; b < BLOCKS; b++) {
        rawFrames += await block(rawOp);
        registryFrames += await block(registryOp);
        if (withRowOp) withRowFrames += await block(withRowOp);
      }
      const r = rawFrames / BLOCKS;
      const g = registryFrames / BLOCKS;
      const w = withRowOp ? `  raw + journal row ${(withRowFrames / BLOCKS).toFixed(1)}` : '';
      process.stdout.write(
        `${tool.padEnd(18)} raw ${r.toFixed(1)}  registry ${g.toFixed(1)} frames/op  (+${(g - r).toFixed(1)})${w}\n`,
      );
    }
  } finally {
    core.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
