import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCore } from '../src-main/core/app';
import { pendingTaskIds, rawWrites, seedToolsBench } from './tools';

/**
 * WAL frames (pages written) per write, raw statements against registry calls, on the tools bench's
 * 100,000-row file: each frame is written at commit and again at checkpoint, so pages the registry
 * adds (the call's journal row) are a cost the raw statement never pays. Raw and registry alternate
 * in blocks, so the search index's occasional merges land on both sides alike.
 * `node --import tsx bench/toolsFrames.ts` (~1 minute).
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
    const pending = pendingTaskIds(db);
    const raw = rawWrites(db);
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
    const pairs: [string, (i: number) => unknown, (i: number) => unknown][] = [
      [
        'add_task',
        (i) => raw.addTask(i),
        (i) => call('add_task', { title: `New ${i}`, due_at: '2026-12-01', priority: 2 }),
      ],
      ['complete_task', (i) => raw.completeTask(pending[i]!), (i) => call('complete_task', { task_id: pending[i]! })],
      [
        'review_flashcard',
        (i) => raw.reviewFlashcard(1 + i),
        (i) => call('review_flashcard', { card_id: 1 + i, rating: 'good' }),
      ],
    ];
    for (const [tool, rawOp, registryOp] of pairs) {
      let rawFrames = 0;
      let registryFrames = 0;
      for (let b = 0; b < BLOCKS; b++) {
        rawFrames += await block(rawOp);
        registryFrames += await block(registryOp);
      }
      const r = rawFrames / BLOCKS;
      const g = registryFrames / BLOCKS;
      process.stdout.write(
        `${tool.padEnd(18)} raw ${r.toFixed(1)}  registry ${g.toFixed(1)} frames/op  (+${(g - r).toFixed(1)})\n`,
      );
    }
  } finally {
    core.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
