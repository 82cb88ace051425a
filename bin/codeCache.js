// Loads the built CLI with a V8 code cache taken after a command has run.
//
// Why not Node's module.enableCompileCache() alone: Node asks V8 for the cache right after
// compiling a file, before running it, so the cache holds only what V8 compiles eagerly (little
// more than each file's top level). Every function a command then calls is parsed and compiled
// again on every run — 11 ms of CPU for `quire tool list_tasks '{}'`, 18 ms for an MCP handshake
// and 34 ms for an offline `quire ask` (bench/startup.ts's commands, perf stat, medians of 15).
// A vm.Script's cache made when the process exits also holds the functions the run compiled, so
// the next run of the same command compiles almost nothing.
//
// Each command keeps its own cache of a file (the first run of `ask` and of `mcp` compile
// different functions of the shared chunks); the files live in Node's compile cache folder, which
// is per Node version. V8 accepts a cache for any source of the same length, so the name also
// says which file it was made from: its inode and change time (ns), which every write or
// replacement of the file changes — unlike mtime, which npm and tar set to fixed values. Hashing the
// text instead (zlib's crc32, as Node's cache does) cost ~9 ms of CPU per start: loading zlib and
// encoding 1.5 MB of JavaScript strings to UTF-8.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const Module = require('node:module');

/**
 * The command word of a `quire` argv: the first word that is not an option or --db's value. It
 * only picks which cache to use, so a wrong guess costs speed, never behaviour.
 */
function commandOf(argv) {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--db') i++;
    else if (!argv[i].startsWith('-')) return argv[i].replace(/[^a-z0-9_-]/gi, '_').slice(0, 40);
  }
  return 'none';
}

/**
 * import() inside a vm.Script (the bundle has one: the FSRS optimiser's native addon, loaded when
 * first used) needs Node's default loader named, which Node announces with an ExperimentalWarning
 * on stderr; without this, that run would print a line the same run through plain require() does not.
 */
function quietDefaultLoaderWarning() {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (warning, ...rest) {
    if (String(warning && warning.message !== undefined ? warning.message : warning).includes('DEFAULT_LOADER')) return;
    return emitWarning.call(this, warning, ...rest);
  };
}

const STALE_MS = 24 * 60 * 60 * 1000;

/**
 * A rebuild or an upgrade leaves caches of files that no longer exist, never read again. Saving
 * happens on a command's first run after such a change, so it drops that command's caches older
 * than a day; one still in use is made again by its next run.
 */
function dropStaleCaches(cacheDir, command) {
  try {
    for (const name of fs.readdirSync(cacheDir)) {
      if (!name.startsWith(`${command}-`)) continue;
      const file = path.join(cacheDir, name);
      if (Date.now() - fs.statSync(file).mtimeMs > STALE_MS) fs.rmSync(file, { force: true });
    }
  } catch {
    // Pruning is housekeeping: a failure leaves a few files in a temporary folder.
  }
}

/**
 * Loads one of the bundle's own files, named by the bundler as a path relative to `parent`
 * ("./chunks/x.js"), as require() would but without Node's resolution: that looks for the file
 * and takes its real path component by component, ~0.15 ms per file and ~30 files per command.
 * The bundle's files are plain CommonJS with exact names, so the path is the file; anything else
 * (a package, a missing file) goes through require() as usual.
 */
function requireOwnFile(parent, id) {
  const filename = path.resolve(path.dirname(parent.filename), id);
  const cached = Module._cache[filename];
  if (cached) return cached.exports;
  let content;
  try {
    content = fs.readFileSync(filename, 'utf8');
  } catch {
    return parent.require(id);
  }
  const module = new Module(filename, parent);
  module.filename = filename;
  module.paths = Module._nodeModulePaths(path.dirname(filename));
  Module._cache[filename] = module; // before running it, as require() does, so cycles resolve
  let loaded = false;
  try {
    module._compile(content, filename);
    loaded = true;
  } finally {
    if (!loaded) delete Module._cache[filename];
  }
  module.loaded = true;
  return module.exports;
}

/**
 * require()s `entry` (the built CLI), compiling it and every file beside or below it through
 * vm.Script with a cache in `cacheDir`. Files without a usable cache get one written when the
 * process exits (or is ended by SIGTERM/SIGHUP, as an MCP host may end it). Other modules load
 * as usual.
 */
function requireWithCodeCache(entry, cacheDir, command) {
  quietDefaultLoaderWarning();
  const root = path.dirname(entry) + path.sep;
  const toSave = [];
  const save = () => {
    for (const { script, file } of toSave.splice(0)) {
      try {
        fs.mkdirSync(cacheDir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, script.createCachedData());
        fs.renameSync(tmp, file); // whole or absent: another process may be reading it
      } catch {
        // A read-only or full disk: the next run compiles as it would have without a cache.
      }
    }
    dropStaleCaches(cacheDir, command);
  };
  const saveOnSignal = (signal) => {
    save();
    process.kill(process.pid, signal); // this listener was `once`: the signal now ends the process
  };
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    if (!filename.startsWith(root)) return compile.call(this, content, filename);
    const stat = fs.statSync(filename, { bigint: true });
    const file = path.join(
      cacheDir,
      `${command}-${path.basename(filename, '.js')}-${content.length}-${stat.ino}-${stat.ctimeNs}.bin`,
    );
    let cachedData;
    try {
      cachedData = fs.readFileSync(file);
    } catch {
      cachedData = undefined;
    }
    // The wrapper on a line of its own (lineOffset -1) keeps stack traces' lines and columns true.
    const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {\n${content}\n})`, {
      filename,
      lineOffset: -1,
      cachedData,
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    if (!cachedData || script.cachedDataRejected) {
      if (toSave.length === 0) {
        process.once('exit', save);
        process.once('SIGTERM', saveOnSignal);
        process.once('SIGHUP', saveOnSignal);
      }
      toSave.push({ script, file });
    }
    const req = (id) => (/^\.\.?\/[^?#]+\.js$/.test(id) ? requireOwnFile(this, id) : this.require(id));
    req.resolve = (request, options) => Module.createRequire(filename).resolve(request, options);
    req.cache = require.cache;
    req.main = require.main;
    return script.runInThisContext().call(this.exports, this.exports, req, this, filename, path.dirname(filename));
  };
  return require(entry);
}

/**
 * Runs the built CLI at `entry` for `argv` (the installed `quire` and the MCP Bundle's server both
 * start here): Node's compile cache for the few files outside the bundle, this one for the
 * bundle, kept in Node's folder (per Node version). Where Node's cache is off
 * (NODE_DISABLE_COMPILE_CACHE, an unwritable folder, a Node older than 22.8) the bundle loads as
 * any module.
 */
function runBuiltCli(entry, argv) {
  Module.enableCompileCache?.();
  const nodeCacheDir = Module.getCompileCacheDir?.();
  if (!nodeCacheDir) return require(entry);
  return requireWithCodeCache(entry, path.join(nodeCacheDir, 'quire'), commandOf(argv));
}

module.exports = { commandOf, requireWithCodeCache, runBuiltCli };
