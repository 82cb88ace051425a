// `npm start`: build if needed, make sure the Electron binary is present, then launch the app.
// Where the binary cannot be had (no access to its download host), say so in one line and point
// at what works without it, instead of a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const electronDir = path.join(root, 'node_modules', 'electron');

function electronBinary() {
  const pathFile = path.join(electronDir, 'path.txt');
  if (!fs.existsSync(pathFile)) return null;
  const bin = path.join(electronDir, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
  return fs.existsSync(bin) ? bin : null;
}

function fail(message) {
  process.stderr.write(`quire: ${message}\n`);
  process.exit(1);
}

if (!fs.existsSync(electronDir)) fail('dependencies are not installed; run "bash scripts/bootstrap.sh start".');

const build = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (build.status !== 0) fail('the build failed (see above).');

let bin = electronBinary();
if (!bin) {
  // npm 11 does not run install scripts by default, so Electron's download happens here, once.
  process.stdout.write('Fetching the Electron runtime (first start only)…\n');
  spawnSync(process.execPath, [path.join(electronDir, 'install.js')], {
    cwd: electronDir,
    stdio: 'ignore',
    timeout: 300_000,
  });
  bin = electronBinary();
}
if (!bin) {
  fail(
    'the Electron runtime could not be downloaded on this machine, so the desktop window cannot open. ' +
      'Everything else works: try "npm run -s cli -- health" or "npm test".',
  );
}

const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE; // set by some shells/IDEs; it would start Electron as plain Node
const child = spawn(bin, [root], { cwd: root, stdio: 'inherit', env });
child.on('exit', (code) => process.exit(code ?? 0));
