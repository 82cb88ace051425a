import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCore, type Core } from '../src-main/core/app';
import { dueFlashcards, getFlashcard, insertReviewLog, updateCardState, cardStateOf } from '../src-main/core/db/queries/flashcards';
import { scheduleReview } from '../src-main/core/services/scheduler';
import { DEFAULT_SETTINGS } from '../src-shared/settings';

/**
 * Registry overhead: each tool through `registry.call` (validation, transaction, audit row,
 * result shaping) against the same SQL run directly, on a 100,000-task / 100,000-card file
 * database in WAL mode — the app's own configuration, via createCore.
 */

const ROWS = 100_000;
const ROUNDS = 5;
const PER_ROUND = 2_000;
const WARMUP = 500;

interface Row {
  tool: string;
  kind: 'write' | 'read';
  rawOps: number;
  registryOps: number;
  ratio: number;
  rawP99: number;
  registryP99: number;
  target: number;
  met: boolean;
}

function seed(core: Core): void {
  const { db } = core;
  const at = '2026-11-01T09:00:00.000Z';
  const task = db.prepare(
    'INSERT INTO tasks (title, description, status, due_at, priority, created_at, updated_at, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const card = db.prepare('INSERT INTO flashcards (front, back, due_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const done = i % 5 === 0;
      const due = i % 7 === 0 ? null : new Date(Date.UTC(2026, 0, 1) + (i % 730) * 86_400_000).toISOString().slice(0, 10);
      task.run(`Task ${i}`, i % 3 ? '' : `Notes for task ${i}`, done ? 'completed' : 'pending', due, 1 + (i % 4), at, at, done ? at : null);
      // Half the cards are due now, half in the future.
      card.run(`Front ${i}`, `Back ${i}`, new Date(Date.UTC(2026, 10, 21) + (i % 2 ? -1 : 1) * (i % 90) * 3_600_000).toISOString(), at, at);
    }
  })();
  db.exec('ANALYZE');
}

type Op = (i: number) => unknown;

/** Times each op; totals give ops/s, the sorted latencies give p99. */
async function timeOps(op: Op, start: number, n: number, awaitEach: boolean): Promise<{ total: number; lat: number[] }> {
  const lat: number[] = new Array(n);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    const r = op(start + i);
    if (awaitEach) await r;
    lat[i] = performance.now() - s;
  }
  return { total: performance.now() - t0, lat };
}

const p99 = (lat: number[]) => [...lat].sort((a, b) => a - b)[Math.ceil(lat.length * 0.99) - 1]!;

/** Alternates rounds of raw and registry calls so drift (GC, WAL growth, checkpoints) hits both alike. */
async function compare(tool: string, kind: 'write' | 'read', raw: Op, viaRegistry: (i: number) => Promise<unknown>): Promise<Row> {
  await timeOps(raw, 0, WARMUP, false);
  await timeOps(viaRegistry, WARMUP, WARMUP, true);
  let rawTotal = 0;
  let regTotal = 0;
  const rawLat: number[] = [];
  const regLat: number[] = [];
  let next = 2 * WARMUP;
  for (let r = 0; r < ROUNDS; r++) {
    const a = await timeOps(raw, next, PER_ROUND, false);
    next += PER_ROUND;
    const b = await timeOps(viaRegistry, next, PER_ROUND, true);
    next += PER_ROUND;
    rawTotal += a.total;
    regTotal += b.total;
    rawLat.push(...a.lat);
    regLat.push(...b.lat);
  }
  const n = ROUNDS * PER_ROUND;
  const rawOps = n / (rawTotal / 1000);
  const registryOps = n / (regTotal / 1000);
  const ratio = rawOps / registryOps;
  const target = kind === 'write' ? 1.5 : 1.3;
  const registryP99 = p99(regLat);
  return { tool, kind, rawOps, registryOps, ratio, rawP99: p99(rawLat), registryP99, target, met: ratio <= target && registryP99 < 2 };
}

function expectOk(r: { result: { ok: boolean; error?: { message: string } } }): void {
  if (!r.result.ok) throw new Error(`benchmark call failed: ${r.result.error?.message}`);
}

export async function runToolsBenchmark(args: string[]): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-bench-'));
  const core = await createCore({ dbPath: path.join(dir, 'bench.db'), appVersion: 'bench' });
  try {
    const { db, registry } = core;
    seed(core);
    const call = async (name: string, input: unknown) => expectOk(await registry.call(name, input, { origin: 'ui' }));
    const rows: Row[] = [];

    const insert = db.prepare(
      'INSERT INTO tasks (title, description, due_at, priority, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
    );
    rows.push(
      await compare(
        'add_task',
        'write',
        (i) => insert.get(`New ${i}`, '', '2026-12-01', 2, new Date().toISOString(), new Date().toISOString()),
        (i) => call('add_task', { title: `New ${i}`, due_at: '2026-12-01', priority: 2 }),
      ),
    );

    // Each completion takes a different pending task, so every call really changes a row.
    const pending = (db.prepare("SELECT id FROM tasks WHERE status = 'pending' ORDER BY id").all() as { id: number }[]).map((r) => r.id);
    const complete = db.prepare(
      `UPDATE tasks SET status = ?, completed_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL AND status <> ? RETURNING *`,
    );
    rows.push(
      await compare(
        'complete_task',
        'write',
        (i) => {
          const now = new Date().toISOString();
          return complete.get('completed', now, now, pending[i]!, 'completed');
        },
        (i) => call('complete_task', { task_id: pending[i]! }),
      ),
    );

    // The same SQL and FSRS work the tool does, in one transaction, without the registry.
    const reviewRaw = db.transaction((id: number) => {
      const card = getFlashcard(db, id)!;
      const now = new Date();
      const before = { id: card.id, state: cardStateOf(card), ease_factor: card.ease_factor };
      const next = scheduleReview(before, 'good', now, DEFAULT_SETTINGS.desired_retention);
      updateCardState(db, card.id, next.state, now.toISOString());
      insertReviewLog(db, { card_id: card.id, rating: 'good', before: before.state, after: next.state, reviewed_at: now.toISOString() });
    });
    rows.push(
      await compare(
        'review_flashcard',
        'write',
        (i) => reviewRaw.immediate(1 + (i % ROWS)),
        (i) => call('review_flashcard', { card_id: 1 + (i % ROWS), rating: 'good' }),
      ),
    );

    const listPending = db.prepare(
      "SELECT * FROM tasks WHERE deleted_at IS NULL AND status = ? ORDER BY due_at IS NULL, due_at, priority, id LIMIT ? OFFSET ?",
    );
    rows.push(
      await compare(
        'list_tasks',
        'read',
        () => listPending.all('pending', 50, 0),
        () => call('list_tasks', { limit: 50 }),
      ),
    );
    rows.push(
      await compare(
        'get_due_flashcards',
        'read',
        () => dueFlashcards(db, new Date().toISOString(), 20),
        () => call('get_due_flashcards', { limit: 20 }),
      ),
    );

    if (args.includes('--json')) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    else printTable(rows);
    return rows.every((r) => r.met);
  } finally {
    core.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): void {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const lines = [
    `Tools through the registry vs raw SQL — ${ROWS.toLocaleString('en-US')} tasks and cards, WAL file, ${ROUNDS * PER_ROUND} ops each`,
    '',
    '| tool | raw ops/s | registry ops/s | ratio | target | raw p99 ms | registry p99 ms | met |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.tool} | ${fmt(r.rawOps)} | ${fmt(r.registryOps)} | ${r.ratio.toFixed(2)}× | ≤${r.target}× | ${r.rawP99.toFixed(3)} | ${r.registryP99.toFixed(3)} | ${r.met ? 'yes' : 'NO'} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
