import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCore } from '../src-main/core/app';
import { seedToolsBench } from './tools';

/**
 * WAL frames (pages written) per write, raw statement against registry call, on the tools bench's
 * 100,000-row file: each frame is written at commit and again at checkpoint, so the registry's
 * extra pages (undo's change and revision rows, the audit row, their indexes) are a cost the raw
 * statement never pays. `node --import tsx bench/toolsFrames.ts` (~1 minute).
 */
async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-frames-'));
  const file = path.join(dir, 'bench.db');
  const core = await createCore({ dbPath: file, appVersion: 'bench' });
  try {
    seedToolsBench(core);
    const { db, registry } = core;
    await registry.call('add_task', { title: 'warm' }, { origin: 'ui' }); // installs undo's triggers
    db.pragma('wal_autocheckpoint = 0');
    const pending = db.prepare("SELECT id FROM tasks WHERE status = 'pending' ORDER BY id").pluck().all() as number[];
    const insert = db.prepare(
      'INSERT INTO tasks (title, description, due_at, priority, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
    );
    const complete = db.prepare(
      `UPDATE tasks SET status = ?, completed_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL AND status <> ? RETURNING *`,
    );
    const rawAdd = db.transaction((i: number) => {
      const now = new Date().toISOString();
      return insert.get(`New ${i}`, '', '2026-12-01', 2, now, now);
    });
    const rawComplete = db.transaction((id: number) => {
      const now = new Date().toISOString();
      return complete.get('completed', now, now, id, 'completed');
    });
    const N = 200;
    const frames = async (label: string, op: (i: number) => unknown) => {
      db.pragma('wal_checkpoint(TRUNCATE)');
      for (let i = 0; i < N; i++) await op(i);
      const perOp = fs.statSync(`${file}-wal`).size / (4096 + 24) / N;
      process.stdout.write(`${label.padEnd(28)} ${perOp.toFixed(1)} frames/op\n`);
    };
    const call = (name: string, input: unknown) => registry.call(name, input, { origin: 'ui' });
    await frames('add_task raw', (i) => rawAdd.immediate(i));
    await frames('add_task registry', (i) => call('add_task', { title: `N${i}`, due_at: '2026-12-01', priority: 2 }));
    await frames('complete_task raw', (i) => rawComplete.immediate(pending[i]!));
    await frames('complete_task registry', (i) => call('complete_task', { task_id: pending[N + i]! }));
    await frames('review_flashcard registry', (i) => call('review_flashcard', { card_id: i + 1, rating: 'good' }));
  } finally {
    core.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
