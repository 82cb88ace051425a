// The child of the crash harness: random tool writes, backups and restores on one database until
// it is killed. Every write the registry acknowledged is printed (ACK kind:name) only after the
// call returned ok, so the parent knows what must survive a SIGKILL at any moment.
import path from 'node:path';
import { createCore, type Core } from '../../src-main/core/app';
import { listBackups } from '../../src-main/core/db/backup';
import { restoreDatabase } from '../../src-main/core/db/restore';
import { backupNow, backupsDirOf } from '../../src-main/core/services/manualBackup';

const say = (line: string) => process.stdout.write(`${line}\n`);

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
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  for (let i = 0; ; i++) {
    const r = random();
    const name = `${tag}-${i}`;
    if (r < 0.3) {
      if ((await call('add_task', { title: `task ${name}` })).ok) say(`ACK task:task ${name}`);
    } else if (r < 0.5) {
      if ((await call('create_flashcard', { front: `card ${name}`, back: 'b', topic_name: 'Crash' })).ok)
        say(`ACK card:card ${name}`);
    } else if (r < 0.6) {
      const plan = { title: `plan ${name}`, items: [{ title: 'read' }, { title: 'practise' }] };
      if ((await call('write_plan', plan)).ok) say(`ACK plan:plan ${name}`);
    } else if (r < 0.75) {
      await call('complete_task', { task_id: 1 + Math.floor(random() * (i + 1)) });
    } else if (r < 0.85) {
      await call('delete_task', { task_id: 1 + Math.floor(random() * (i + 1)) });
    } else if (r < 0.95) {
      await call('list_tasks', { query: 'task', limit: 5 });
    } else if (r < 0.985) {
      say(`BACKUP ${backupNow(core.db, dir, 3).file}`);
    } else {
      const manual = listBackups(backupsDirOf(dir)).filter((b) => b.verified && b.reason === 'manual');
      const pick = manual[Math.floor(random() * manual.length)];
      if (!pick) continue;
      say(`RESTORING ${pick.file}`);
      core.close();
      restoreDatabase({ dbPath: dbPath!, source: pick.file, backupsDir: backupsDirOf(dir), keep: 3 });
      core = await createCore({ dbPath: dbPath!, dataDir: dir, appVersion: 'crash' });
      say(`RESTORED ${pick.file}`);
    }
  }
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e));
  process.exitCode = 1;
});
