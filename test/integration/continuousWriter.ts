// Writes tasks through the registry as fast as it can until killed, printing a line per 100
// acknowledged writes: the load a backup must finish under.
import { createCore } from '../../src-main/core/app';

async function main() {
  const [dbPath] = process.argv.slice(2);
  const core = await createCore({ dbPath: dbPath!, appVersion: 'test' });
  process.stdout.write('ready\n');
  for (let i = 0; ; i++) {
    const r = await core.registry.call('add_task', { title: `Load ${i}` }, { origin: 'cli' });
    if (!r.result.ok) throw new Error(JSON.stringify(r.result));
    if (i % 100 === 0) process.stdout.write(`${i}\n`);
  }
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e));
  process.exitCode = 1;
});
