#!/usr/bin/env node
// Installed `quire` command: runs the built CLI (npm run build creates out/main/cli.js).
// V8's compile cache (Node >= 22.1) keeps the bundle's bytecode between runs: a warm start skips
// parsing and compiling the CLI, which is most of its start-up.
require('node:module').enableCompileCache?.();
const path = require('node:path');
const fs = require('node:fs');
const built = path.join(__dirname, '..', 'out', 'main', 'cli.js');
if (!fs.existsSync(built)) {
  process.stderr.write('quire: the CLI is not built yet. Run "npm run build", or use "npm run -s cli -- <command>".\n');
  process.exit(2);
}
require(built);
