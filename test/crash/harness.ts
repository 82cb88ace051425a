import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { integrityOf, listBackups } from '../../src-main/core/db/backup';
import { openDatabase } from '../../src-main/core/db/connection';
import { backupsDirOf } from '../../src-main/core/services/manualBackup';

const ROOT = path.resolve(__dirname, '../..');

/** Bundles the child into one file once: tsx, or thousands of module lookups, cost seconds per kill. */
export async function bundleChild(): Promise<string> {
  const out = path.join(ROOT, 'node_modules', '.cache', 'quire-crash', `child-${process.pid}.cjs`);
  await build({
    entryPoints: [path.join(__dirname, 'crashChild.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['better-sqlite3'],
    outfile: out,
    logLevel: 'silent',
  });
  return out;
}

type Item = string;

/** What the parent knows must be in the database: acknowledged writes, and each backup's content. */
export interface Model {
  present: Set<Item>;
  backups: Map<string, Set<Item>>;
}

export interface RunOutcome {
  killedAt: string;
}

/**
 * One run: spawn the child, SIGKILL it after a random number of its output lines (the first
 * lines are start-up and migrations), then check the database. Throws with the reason on a
 * violation.
 */
export async function oneRun(
  child: string,
  dbPath: string,
  model: Model,
  seed: number,
  random: () => number,
): Promise<RunOutcome> {
  const p = spawn(process.execPath, [child, dbPath, String(seed)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  // A fifth of the kills land in start-up (open, quick_check, migrations), the rest among writes.
  const killAfterLines = random() < 0.2 ? Math.floor(random() * 2) : Math.floor(random() * 80);
  const extraMs = Math.floor(random() * 15);
  let lines = 0;
  let buffered = '';
  let stderr = '';
  let restoring: { file: string } | null = null;
  let last = 'spawn';
  p.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => p.on('exit', (code) => resolve(code)));
  const handle = (line: string) => {
    last = line.split(' ')[0]!;
    const rest = line.slice(line.indexOf(' ') + 1);
    if (line.startsWith('ACK ')) model.present.add(rest);
    else if (line.startsWith('BACKUP ')) model.backups.set(rest, new Set(model.present));
    else if (line.startsWith('RESTORING ')) restoring = { file: rest };
    else if (line.startsWith('RESTORED ')) {
      model.present = new Set(model.backups.get(rest) ?? []);
      restoring = null;
    }
  };
  let killed = false;
  p.stdout!.on('data', (d: Buffer) => {
    buffered += d.toString();
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      handle(line);
      if (++lines >= killAfterLines && !killed) {
        killed = true;
        setTimeout(() => p.kill('SIGKILL'), extraMs);
      }
    }
  });
  const code = await exited;
  if (!killed && code !== null) throw new Error(`the child exited by itself (code ${code}): ${stderr.slice(0, 2000)}`);
  // Lines already written before the kill still count (they were acknowledged).
  if (buffered.endsWith('\n')) buffered.split('\n').filter(Boolean).forEach(handle);
  await check(dbPath, model, restoring);
  return { killedAt: last };
}

async function check(dbPath: string, model: Model, restoring: { file: string } | null): Promise<void> {
  const dir = path.dirname(dbPath);
  const backupsDir = backupsDirOf(dir);
  // Backups that finished before the kill but were not yet reported hold everything acknowledged.
  for (const b of listBackups(backupsDir))
    if (!model.backups.has(b.file)) model.backups.set(b.file, new Set(model.present));
  for (const b of listBackups(backupsDir)) {
    if (!b.verified) throw new Error(`an unverified file is listed as a backup: ${b.name}`);
    const result = integrityOf(b.file);
    if (result !== 'ok') throw new Error(`backup ${b.name} fails integrity_check: ${result}`);
  }
  if (!fs.existsSync(dbPath)) {
    if (model.present.size > 0) throw new Error('the database file is gone');
    return;
  }
  // The same open the app does: quick_check, then any migration a kill interrupted.
  const { db } = await openDatabase({ path: dbPath });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`integrity_check: ${String(integrity)}`);
    const fk = db.pragma('foreign_key_check') as unknown[];
    if (fk.length > 0) throw new Error(`foreign_key_check: ${JSON.stringify(fk.slice(0, 3))}`);
    const found = new Set<string>([
      ...(db.prepare('SELECT title FROM tasks').pluck().all() as string[]).map((t) => `task:${t}`),
      ...(db.prepare('SELECT front FROM flashcards').pluck().all() as string[]).map((t) => `card:${t}`),
      ...(db.prepare('SELECT title FROM plans').pluck().all() as string[]).map((t) => `plan:${t}`),
    ]);
    const missing = (want: Set<Item>) => [...want].filter((x) => !found.has(x));
    let lost = missing(model.present);
    if (restoring) {
      // Killed mid-restore: the database is either as before or the restored backup, never a mix.
      const target = model.backups.get(restoring.file) ?? new Set<Item>();
      const lostIfRestored = missing(target);
      if (lost.length > 0 && lostIfRestored.length === 0) {
        model.present = new Set(target);
        lost = [];
      }
    }
    if (lost.length > 0)
      throw new Error(`acknowledged writes are missing: ${lost.slice(0, 5).join(', ')} (${lost.length})`);
  } finally {
    db.close();
  }
}
