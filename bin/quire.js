#!/usr/bin/env node
// Installed `quire` command: runs the built CLI (npm run build creates out/main/cli.js), with V8's
// code cache kept between runs (codeCache.js says why Node's compile cache alone is not enough).
const path = require('node:path');
const fs = require('node:fs');
const built = path.join(__dirname, '..', 'out', 'main', 'cli.js');
if (!fs.existsSync(built)) {
  process.stderr.write('quire: the CLI is not built yet. Run "npm run build", or use "npm run -s cli -- <command>".\n');
  process.exit(2);
}
require('./codeCache').runBuiltCli(built, process.argv.slice(2));
