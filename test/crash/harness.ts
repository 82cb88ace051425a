import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { integrityOf, listBackups } from '../../src-main/core/db/backup';
import { closeDatabase, openDatabase } from '../../src-main/core/db/connection';
import { takeVerification } from '../../src-main/core/db/verification';
import { backupsDirOf } from '../../src-main/core/services/manualBackup';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Bundles the child into one file once: tsx, or thousands of module lookups, cost seconds per
 * kill. The material import worker goes beside it as importWorker.js, where the pool looks for a
 * built worker. Remove the returned folder when done.
 */
export async function bundleChild(): Promise<{ child: string; folder: string }> {
  const folder = path.join(ROOT, 'node_modules', '.cache', 'quire-crash', `run-${process.pid}`);
  await build({
    entryPoints: {
      crashChild: path.join(__dirname, 'crashChild.ts'),
      importWorker: path.join(ROOT, 'src-main/core/materials/importWorker.ts'),
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['better-sqlite3'],
    outdir: folder,
    logLevel: 'silent',
  });
  // .cjs, so Node never mistakes the bundle for an ES module; the worker stays .js for the pool.
  fs.renameSync(path.join(folder, 'crashChild.js'), path.join(folder, 'crashChild.cjs'));
  return { child: path.join(folder, 'crashChild.cjs'), folder };
}

type Item = string;

/**
 * What the parent knows about the database: acknowledged writes that must be there, items an
 * acknowledged undo took away that must not be, and what each backup and JSON export holds.
 */
export interface Model {
  present: Set<Item>;
  absent: Set<Item>;
  backups: Map<string, Set<Item>>;
  exports: Map<string, Set<Item>>;
}

export const emptyModel = (): Model => ({
  present: new Set(),
  absent: new Set(),
  backups: new Map(),
  exports: new Map(),
});

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
  const killAfterLines = random() < 0.2 ? Math.floor(random() * 2) : Math.floor(random() * 40);
  const extraMs = Math.floor(random() * 15);
  let lines = 0;
  let buffered = '';
  let stderr = '';
  // A restore or JSON import under way: afterwards the database is exactly `snapshot`.
  let replacing: { file: string; snapshot: Set<Item> } | null = null;
  // Items an undo under way may remove or bring back: either is fine until it reports.
  const maybe = new Set<Item>();
  let last = 'spawn';
  p.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => p.on('exit', (code) => resolve(code)));
  let killed = false;
  const kill = () => {
    killed = true;
    setTimeout(() => p.kill('SIGKILL'), extraMs);
  };
  const handle = (line: string) => {
    const kind = line.split(' ')[0]!;
    const rest = line.slice(line.indexOf(' ') + 1);
    last = kind;
    if (kind === 'ACK') {
      model.present.add(rest);
      model.absent.delete(rest);
    } else if (kind === 'UNDONE') {
      model.present.delete(rest);
      model.absent.add(rest);
    } else if (kind === 'MAYBE') maybe.add(rest);
    else if (kind === 'SETTLED') maybe.clear();
    else if (kind === 'BACKUP') model.backups.set(rest, new Set(model.present));
    else if (kind === 'EXPORTED') model.exports.set(rest, new Set(model.present));
    else if (kind === 'RESTORING') replacing = { file: rest, snapshot: model.backups.get(rest) ?? new Set() };
    else if (kind === 'IMPORTING-JSON') replacing = { file: rest, snapshot: model.exports.get(rest) ?? new Set() };
    else if (kind === 'RESTORED' || kind === 'IMPORTED') {
      model.present = new Set(replacing?.snapshot ?? []);
      model.absent.clear();
      replacing = null;
    }
    // Half the restores and imports are killed while they run, whatever the line count says.
    if (!killed && (kind === 'RESTORING' || kind.startsWith('IMPORTING')) && random() < 0.5) kill();
  };
  p.stdout!.on('data', (d: Buffer) => {
    buffered += d.toString();
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      handle(line);
      if (++lines >= killAfterLines && !killed) kill();
    }
  });
  const code = await exited;
  if (!killed && code !== null) throw new Error(`the child exited by itself (code ${code}): ${stderr.slice(0, 2000)}`);
  // Lines already written before the kill still count (they were acknowledged).
  if (buffered.endsWith('\n')) buffered.split('\n').filter(Boolean).forEach(handle);
  await check(dbPath, model, replacing, maybe);
  return { killedAt: last };
}

async function check(
  dbPath: string,
  model: Model,
  replacing: { snapshot: Set<Item> } | null,
  maybe: Set<Item>,
): Promise<void> {
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
  // A stamp that would let the next start skip its full check must never vouch for a file that
  // fails it. (Reading it consumes it, so the open below runs the full check itself.)
  if (takeVerification(dbPath) !== null) {
    stampsTrusted++;
    const quick = integrityOf(dbPath, 'quick_check');
    if (quick !== 'ok') throw new Error(`the verification stamp vouched for a file failing quick_check: ${quick}`);
  }
  // The same open the app does: quick_check, then any migration a kill interrupted.
  const opened = await openDatabase({ path: dbPath });
  const { db } = opened;
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`integrity_check: ${String(integrity)}`);
    const fk = db.pragma('foreign_key_check') as unknown[];
    if (fk.length > 0) throw new Error(`foreign_key_check: ${JSON.stringify(fk.slice(0, 3))}`);
    const found = new Set<string>([
      ...(db.prepare('SELECT title FROM tasks').pluck().all() as string[]).map((t) => `task:${t}`),
      ...(db.prepare('SELECT front FROM flashcards').pluck().all() as string[]).map((t) => `card:${t}`),
      ...(db.prepare('SELECT title FROM plans').pluck().all() as string[]).map((t) => `plan:${t}`),
      ...(db.prepare('SELECT rel_path FROM materials').pluck().all() as string[]).map((t) => `material:${t}`),
    ]);
    // An undo killed before it reported: its items are whatever the database says now.
    for (const x of maybe) {
      if (found.has(x)) {
        model.present.add(x);
        model.absent.delete(x);
      } else {
        model.present.delete(x);
        model.absent.add(x);
      }
    }
    const missing = (want: Set<Item>) => [...want].filter((x) => !found.has(x));
    let lost = missing(model.present);
    if (replacing) {
      // Killed mid-restore or mid-import: the database is either as before or exactly the
      // backup or export, never a mix.
      if (lost.length > 0 && missing(replacing.snapshot).length === 0) {
        model.present = new Set(replacing.snapshot);
        model.absent.clear();
        lost = [];
      }
    }
    if (lost.length > 0)
      throw new Error(`acknowledged writes are missing: ${lost.slice(0, 5).join(', ')} (${lost.length})`);
    const back = [...model.absent].filter((x) => found.has(x));
    if (back.length > 0)
      throw new Error(`acknowledged undos did not hold: ${back.slice(0, 5).join(', ')} (${back.length}) are back`);
  } finally {
    // Closed as the app closes, stamped: the next child's open trusts the stamp and skips its check.
    closeDatabase(opened);
  }
}

/** How many checks found a stamp the next open would have trusted (reported by crash.test.ts). */
export let stampsTrusted = 0;
