// A process that backs up one database over and over, printing each finished backup, until it is
// killed: the other side of the interrupted-backup test.
import { openDatabase } from '../../src-main/core/db/connection';
import { backupNow } from '../../src-main/core/services/manualBackup';

async function main() {
  const [dbPath, dataDir] = process.argv.slice(2);
  const { db } = await openDatabase({ path: dbPath! });
  for (;;) {
    const made = backupNow(db, dataDir!, 3);
    process.stdout.write(`${JSON.stringify({ made: made.file })}\n`);
  }
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e));
  process.exitCode = 1;
});
