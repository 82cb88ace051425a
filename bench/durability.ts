import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCore } from '../src-main/core/app';
import { SYNCHRONOUS } from '../src-main/core/db/connection';
import { median, record } from './report';

/**
 * The cost of the durability choice (README "Your data"): the same write tools through the
 * registry on a file database in WAL mode, once with `synchronous = NORMAL` (a commit is in the
 * WAL, synced at checkpoints) and once with `FULL` (the WAL is synced at every commit). Run on
 * the disk that holds the system temp folder — a RAM disk would hide the cost of the sync.
 */

const ROUNDS = 7;
const PER_ROUND = 200;

type Level = 'NORMAL' | 'FULL';

async function measure(level: Level): Promise<{ perCallUs: number; rounds: number[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-durability-'));
  const core = await createCore({ dbPath: path.join(dir, 'bench.db'), appVersion: 'bench' });
  try {
    core.db.pragma(`synchronous = ${level}`);
    let n = 0;
    const call = async (name: string, input: unknown) => {
      const r = await core.registry.call(name, input, { origin: 'ui' });
      if (!r.result.ok) throw new Error(`benchmark call failed: ${r.result.error.message}`);
      return r.result.data as { task?: { task_id: number } };
    };
    const rounds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < PER_ROUND; i++) {
        // The everyday writes of a study session: add, then complete what was added.
        const added = await call('add_task', { title: `Task ${n++}` });
        if (i % 2 === 0) await call('complete_task', { task_id: added.task!.task_id });
      }
      const calls = PER_ROUND * 1.5;
      rounds.push(Number(process.hrtime.bigint() - started) / 1000 / calls);
    }
    return { perCallUs: median(rounds), rounds };
  } finally {
    core.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run bench -- durability`: per-write wall time with NORMAL and FULL; informational, no target. */
export async function runDurabilityBenchmark(): Promise<boolean> {
  // Alternating order would be fairer on a noisy machine, but each level opens its own file; the
  // median over rounds absorbs most of the noise.
  const normal = await measure('NORMAL');
  const full = await measure('FULL');
  const chosen = SYNCHRONOUS;
  for (const [level, m] of [
    ['NORMAL', normal],
    ['FULL', full],
  ] as const) {
    record({
      suite: 'durability',
      figure: `write tool wall per call, synchronous=${level}${level === chosen ? ' (chosen)' : ''}`,
      value: m.perCallUs,
      unit: 'µs',
      baseline: normal.perCallUs,
      ratio: m.perCallUs / normal.perCallUs,
    });
  }
  process.stdout.write(
    `synchronous=NORMAL ${normal.perCallUs.toFixed(0)} µs/write (rounds ${normal.rounds.map((r) => r.toFixed(0)).join(' ')})\n` +
      `synchronous=FULL   ${full.perCallUs.toFixed(0)} µs/write (rounds ${full.rounds.map((r) => r.toFixed(0)).join(' ')})\n` +
      `FULL costs ${(full.perCallUs - normal.perCallUs).toFixed(0)} µs more per write (${(full.perCallUs / normal.perCallUs).toFixed(2)}×); chosen: ${chosen}\n`,
  );
  return true;
}
