#!/usr/bin/env node
// Installed `quire` command: runs the built CLI (npm run build creates out/main/cli.js).
// V8's compile cache keeps compiled code between runs: Node's (enableCompileCache, Node >= 22.1)
// for the few files outside the bundle, and codeCache.js's for the bundle itself, which also
// keeps the functions a command ran (see there why Node's alone leaves most of the work).
const nodeModule = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const built = path.join(__dirname, '..', 'out', 'main', 'cli.js');
if (!fs.existsSync(built)) {
  process.stderr.write('quire: the CLI is not built yet. Run "npm run build", or use "npm run -s cli -- <command>".\n');
  process.exit(2);
}
nodeModule.enableCompileCache?.();
// Node's folder is per Node version; none where Node's cache is off (NODE_DISABLE_COMPILE_CACHE,
// an unwritable folder, a Node older than 22.8): then the bundle loads as any module.
const cacheDir = nodeModule.getCompileCacheDir?.();
if (cacheDir) {
  const { commandOf, requireWithCodeCache } = require('./codeCache');
  requireWithCodeCache(built, path.join(cacheDir, 'quire'), commandOf(process.argv.slice(2)));
} else {
  require(built);
}
