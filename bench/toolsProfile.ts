import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { createCore } from '../src-main/core/app';
import { seedToolsBench } from './tools';

/**
 * A CPU profile of registry calls for one tool on the bench's seeded 100,000-row file database
 * (bench/tools.ts), so the registry's overhead can be read per function:
 *   node --import tsx bench/toolsProfile.ts add_task 5000 /tmp/add_task.cpuprofile
 * Profiles only the calls, not the seeding. PROFILE_NO_FSYNC=1 turns fsync off so the samples show
 * CPU rather than waits (never for figures: the app runs synchronous=FULL).
 */
const [tool = 'list_tasks', count = '5000', out = `/tmp/${tool}.cpuprofile`] = process.argv.slice(2);
const n = Number(count);

const inputs: Record<string, (i: number) => unknown> = {
  add_task: (i) => ({ title: `New ${i}`, due_at: '2026-12-01', priority: 2 }),
  review_flashcard: (i) => ({ card_id: 1 + i, rating: 'good' }),
  list_tasks: () => ({ limit: 50 }),
  get_due_flashcards: () => ({ limit: 20 }),
};

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-prof-'));
  const core = await createCore({ dbPath: path.join(dir, 'bench.db'), appVersion: 'bench' });
  try {
    seedToolsBench(core);
    // Sampling counts time spent waiting in fsync as native time; without the wait the profile is CPU.
    if (process.env.PROFILE_NO_FSYNC) core.db.pragma('synchronous = OFF');
    // complete_task needs a different pending task per call, as the bench does.
    const pending = core.db
      .prepare("SELECT id FROM tasks WHERE status = 'pending' ORDER BY id")
      .pluck()
      .all() as number[];
    const make = tool === 'complete_task' ? (i: number) => ({ task_id: pending[i]! }) : inputs[tool];
    if (!make) throw new Error(`no input for ${tool}`);
    const call = async (i: number) => {
      const r = await core.registry.call(tool, make(i), { origin: 'ui' });
      if (!r.result.ok) throw new Error(JSON.stringify(r.result));
    };
    for (let i = 0; i < 1000; i++) await call(i);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 50 });
    await session.post('Profiler.start');
    const cpu0 = process.cpuUsage();
    for (let i = 1000; i < 1000 + n; i++) await call(i);
    const cpu = process.cpuUsage(cpu0);
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(out, JSON.stringify(profile));
    process.stdout.write(`${tool}: ${((cpu.user + cpu.system) / n) | 0} µs CPU/call (profiled) → ${out}\n`);
  } finally {
    core.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
