// `node scripts/run-ts.mjs FILE.ts args…` (behind `npm run cli` and `npm run bench`): runs a
// TypeScript entry under Node ≥ 22.12 — this one, or the Node 24 that scripts/bootstrap.sh put
// in .tools/ when the machine's is older (better-sqlite3 needs it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [major, minor] = process.versions.node.split('.').map(Number);
let node = process.execPath;
if (major < 22 || (major === 22 && minor < 12)) {
  const local = path.join(root, '.tools', 'node_modules', '.bin', 'node');
  if (!fs.existsSync(local)) {
    process.stderr.write(
      `quire: Node ${process.versions.node} is too old (22.12 or newer is needed). Run "bash scripts/bootstrap.sh setup" to fetch Node 24, or install it.\n`,
    );
    process.exit(2);
  }
  node = local;
}
const [entry, ...args] = process.argv.slice(2);
// Ctrl+C reaches the whole process group: the child decides what it means (quire ask stops the
// turn, saves what ran and exits 130). This launcher must not die first and leave it orphaned.
process.on('SIGINT', () => {});
const run = spawnSync(node, ['--import', 'tsx', path.join(root, entry), ...args], {
  stdio: 'inherit',
});
process.exit(run.status ?? (run.signal === 'SIGINT' ? 130 : 1));
