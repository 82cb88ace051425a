// The child of the crash harness: random tool writes, undo, imports (JSON --replace, a CSV of
// cards, a folder of materials), backups and restores on one database until it is killed. Every
// write the registry acknowledged is printed (ACK kind:name) only after the call returned ok, and
// every acknowledged undo of one of them (UNDONE kind:name), so the parent knows what must and
// must not be in the database after a SIGKILL at any moment.
import fs from 'node:fs';
import path from 'node:path';
import { createCore, type Core } from '../../src-main/core/app';
import { backupDatabase, listBackups } from '../../src-main/core/db/backup';
import { latestUndoableChange, revisionsOf, type Revision } from '../../src-main/core/db/queries/journal';
import { restoreDatabase } from '../../src-main/core/db/restore';
import { buildExport } from '../../src-main/core/data/exportFile';
import { importPath } from '../../src-main/core/data/importFile';
import { backupNow, backupsDirOf } from '../../src-main/core/services/manualBackup';
import { purgeCutoff } from '../../src-main/core/services/purge';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** The parent's name for a row of a recorded revision, for the kinds it checks. */
function itemOf(table: string, row: Revision['before']): string | null {
  if (row === null) return null;
  if (table === 'tasks') return `task:${String(row.title)}`;
  if (table === 'flashcards') return `card:${String(row.front)}`;
  if (table === 'plans') return `plan:${String(row.title)}`;
  if (table === 'materials') return `material:${String(row.rel_path)}`;
  return null;
}

async function main() {
  const [dbPath, seedText] = process.argv.slice(2);
  const dir = path.dirname(dbPath!);
  let seed = Number(seedText) >>> 0 || 1;
  const random = () => {
    // xorshift32: reproducible from the seed the parent prints on failure.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  say('OPENING');
  let core: Core = await createCore({ dbPath: dbPath!, dataDir: dir, appVersion: 'crash' });
  say('READY');
  const call = async (name: string, input: unknown) =>
    (await core.registry.call(name, input, { origin: 'cli', confirmed: true })).result;
  const reopenAround = async (work: () => unknown) => {
    core.close();
    await work();
    core = await createCore({ dbPath: dbPath!, dataDir: dir, appVersion: 'crash' });
  };
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  for (let i = 0; ; i++) {
    const r = random();
    const name = `${tag}-${i}`;
    if (r < 0.22) {
      if ((await call('add_task', { title: `task ${name}` })).ok) say(`ACK task:task ${name}`);
    } else if (r < 0.37) {
      const input = { front: `card ${name}`, back: 'b', topic_name: 'Crash' };
      if ((await call('create_flashcard', input)).ok) say(`ACK card:card ${name}`);
    } else if (r < 0.45) {
      const plan = { title: `plan ${name}`, items: [{ title: 'read' }, { title: 'practise' }] };
      if ((await call('write_plan', plan)).ok) say(`ACK plan:plan ${name}`);
    } else if (r < 0.55) {
      await call('complete_task', { task_id: 1 + Math.floor(random() * (i + 1)) });
    } else if (r < 0.61) {
      await call('delete_task', { task_id: 1 + Math.floor(random() * (i + 1)) });
    } else if (r < 0.72) {
      // Whatever the newest change was (maybe one of an earlier, killed child): what the undo took
      // away must be gone and what it put back must stay, so both are reported. A kill between
      // its commit and the report leaves the parent unsure, so what it may touch is named first.
      const target = latestUndoableChange(core.db, 'cli', null, purgeCutoff(new Date()));
      const touched = target ? revisionsOf(core.db, target.id) : [];
      for (const row of touched) {
        const item = itemOf(row.table, row.after) ?? itemOf(row.table, row.before);
        if (item) say(`MAYBE ${item}`);
      }
      const undone = await call('undo', {});
      if (undone.ok) {
        for (const row of revisionsOf(core.db, (undone.data as { change_id: number }).change_id)) {
          const before = itemOf(row.table, row.before);
          const after = itemOf(row.table, row.after);
          if (before && !after) say(`UNDONE ${before}`);
          if (after && !before) say(`ACK ${after}`);
        }
      }
      say('SETTLED');
    } else if (r < 0.77) {
      await call('list_tasks', { query: 'task', limit: 5 });
    } else if (r < 0.82) {
      // A CSV of cards in Anki's text format: all its cards or none.
      const file = path.join(dir, `cards-${name}.txt`);
      fs.writeFileSync(file, `#separator:tab\n#deck:Crash CSV\ncsv ${name} a\tback\ncsv ${name} b\tback\n`);
      say(`IMPORTING ${file}`);
      await importPath(core.db, file, {});
      fs.rmSync(file);
      say(`ACK card:csv ${name} a`);
      say(`ACK card:csv ${name} b`);
    } else if (r < 0.87) {
      // A small folder of notes through the import_materials tool (each file its own transaction).
      const folder = path.join(dir, 'materials', name);
      fs.mkdirSync(folder, { recursive: true });
      for (const f of ['a', 'b'])
        fs.writeFileSync(path.join(folder, `${f}-${name}.md`), `# Notes ${f} ${name}\n\nSome text about ${f}.\n`);
      say(`IMPORTING ${folder}`);
      const items = ['a', 'b'].map((f) => `material:${f}-${name}.md`);
      const result = await call('import_materials', { paths: [folder] });
      if (result.ok) items.forEach((item) => say(`ACK ${item}`));
    } else if (r < 0.9) {
      // A JSON export now, imported with --replace later: the database becomes exactly that.
      const file = path.join(dir, `export-${name}.json`);
      fs.writeFileSync(`${file}.tmp`, (await buildExport(core.db, { format: 'json', appVersion: 'crash' })).bytes);
      fs.renameSync(`${file}.tmp`, file);
      say(`EXPORTED ${file}`);
    } else if (r < 0.93) {
      const exports = fs.readdirSync(dir).filter((f) => /^export-.*\.json$/.test(f));
      const pick = exports[Math.floor(random() * exports.length)];
      if (!pick) continue;
      const file = path.join(dir, pick);
      say(`IMPORTING-JSON ${file}`);
      await importPath(core.db, file, {
        replace: true,
        backup: async () => backupDatabase(core.db, backupsDirOf(dir), { reason: 'pre-import', keep: 3 }).file,
      });
      say(`IMPORTED ${file}`);
    } else if (r < 0.97) {
      say(`BACKUP ${backupNow(core.db, dir, 3).file}`);
    } else {
      const manual = listBackups(backupsDirOf(dir)).filter((b) => b.verified && b.reason === 'manual');
      const pick = manual[Math.floor(random() * manual.length)];
      if (!pick) continue;
      say(`RESTORING ${pick.file}`);
      await reopenAround(() =>
        restoreDatabase({ dbPath: dbPath!, source: pick.file, backupsDir: backupsDirOf(dir), keep: 3 }),
      );
      say(`RESTORED ${pick.file}`);
    }
  }
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e));
  process.exitCode = 1;
});
