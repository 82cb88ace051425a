// `npm run pack:mcpb`: builds quire.mcpb, an MCP Bundle Claude Desktop installs in one click.
// It holds the built CLI (its pure-JS dependencies are bundled in), better-sqlite3 with the native
// module for the platform this runs on, and a manifest whose tools and prompts are read from the
// real server over MCP — never written twice — then checked with `mcpb validate` and packed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stage = path.join(root, 'dist', 'mcpb');
const out = path.join(root, 'quire.mcpb');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (exit ${r.status})`);
}

/** Asks the built server for its tools and prompts, as a host would. */
function describeServer(entry) {
  return new Promise((resolve, reject) => {
    const tmp = fs.mkdtempSync(path.join(stage, '..', 'probe-'));
    const child = spawn(process.execPath, [entry, 'mcp'], {
      env: { ...process.env, QUIRE_DB: path.join(tmp, 'probe.db') },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let buf = '';
    const replies = new Map();
    child.stdout.on('data', (c) => {
      buf += c;
      let nl;
      while ((nl = buf.indexOf('\n')) !== -1) {
        const msg = JSON.parse(buf.slice(0, nl));
        buf = buf.slice(nl + 1);
        replies.set(msg.id, msg.result);
        if (replies.has(2) && replies.has(3)) {
          child.kill();
          fs.rmSync(tmp, { recursive: true, force: true });
          resolve({ tools: replies.get(2).tools, prompts: replies.get(3).prompts });
        }
      }
    });
    child.on('error', reject);
    const send = (m) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
    send({
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pack', version: '1' } },
    });
    send({ method: 'notifications/initialized' });
    send({ id: 2, method: 'tools/list' });
    send({ id: 3, method: 'prompts/list' });
  });
}

const firstSentence = (text) => (text.split(/(?<=[.!?])\s/)[0] ?? text).slice(0, 200);

async function main() {
  console.log('Building the CLI…');
  run(bin('electron-vite'), ['build']);

  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(path.join(stage, 'server'), { recursive: true });
  fs.cpSync(path.join(root, 'out', 'main'), path.join(stage, 'server'), { recursive: true });
  fs.rmSync(path.join(stage, 'server', 'index.js'), { force: true }); // Electron's main: not needed
  // The entry a host runs: an empty database setting means the app's own database.
  fs.writeFileSync(
    path.join(stage, 'server', 'quire-mcp.js'),
    [
      '#!/usr/bin/env node',
      "// Quire's MCP server as Claude Desktop runs it: `quire mcp` on the chosen (or the app's) database.",
      "if (!process.env.QUIRE_DB || process.env.QUIRE_DB.startsWith('${')) delete process.env.QUIRE_DB;",
      "process.argv.splice(2, process.argv.length, 'mcp');",
      "require('./codeCache').runBuiltCli(require('node:path').join(__dirname, 'cli.js'), process.argv.slice(2));",
      '',
    ].join('\n'),
  );
  // The same loader as the installed `quire`: V8's code cache of the bundle, kept after a run.
  fs.copyFileSync(path.join(root, 'bin', 'codeCache.js'), path.join(stage, 'server', 'codeCache.js'));

  const native = `${process.platform}-${process.arch}`;
  const sqliteFrom = path.join(root, 'node_modules', 'better-sqlite3');
  const sqliteTo = path.join(stage, 'node_modules', 'better-sqlite3');
  fs.mkdirSync(path.join(sqliteTo, 'prebuilds'), { recursive: true });
  fs.cpSync(path.join(sqliteFrom, 'lib'), path.join(sqliteTo, 'lib'), { recursive: true });
  for (const f of ['package.json', 'LICENSE']) fs.copyFileSync(path.join(sqliteFrom, f), path.join(sqliteTo, f));
  fs.copyFileSync(
    path.join(sqliteFrom, 'prebuilds', `${native}.node`),
    path.join(sqliteTo, 'prebuilds', `${native}.node`),
  );
  // sqlite-vec (vector search) and its platform package holding the loadable extension; without
  // them search still works, on BM25 alone.
  const vecPlatform = `sqlite-vec-${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  for (const name of ['sqlite-vec', vecPlatform]) {
    const from = path.join(root, 'node_modules', name);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(stage, 'node_modules', name), { recursive: true });
  }
  fs.writeFileSync(
    path.join(stage, 'package.json'),
    `${JSON.stringify({ name: 'quire-mcp', version: pkg.version, private: true, license: pkg.license }, null, 2)}\n`,
  );

  const { tools, prompts } = await describeServer(path.join(stage, 'server', 'quire-mcp.js'));
  const icon = ['resources/icon.png', 'resources/icons/icon.png']
    .map((p) => path.join(root, p))
    .find((p) => fs.existsSync(p));
  if (icon) fs.copyFileSync(icon, path.join(stage, 'icon.png'));
  const manifest = {
    manifest_version: '0.3',
    name: 'quire',
    display_name: 'Quire',
    version: pkg.version,
    description: 'Your Quire study planner in Claude: tasks, study plans, flashcards, quizzes and materials.',
    long_description:
      'Gives Claude Desktop the tools of Quire, the local study and planning assistant, on your own database. ' +
      'Destructive actions are asked through Claude Desktop before they run. Nothing leaves your machine.',
    author: { name: 'Quire' },
    license: pkg.license,
    ...(icon ? { icon: 'icon.png' } : {}),
    server: {
      type: 'node',
      entry_point: 'server/quire-mcp.js',
      mcp_config: {
        command: 'node',
        args: ['${__dirname}/server/quire-mcp.js'],
        env: { QUIRE_DB: '${user_config.database_path}' },
      },
    },
    tools: tools.map((t) => ({ name: t.name, description: firstSentence(t.description) })),
    prompts: prompts.map((p) => ({
      name: p.name,
      description: p.description,
      ...(p.arguments?.length ? { arguments: p.arguments.map((a) => a.name) } : {}),
      text: `Use Quire's ${p.name} prompt.`,
    })),
    user_config: {
      database_path: {
        type: 'file',
        title: 'Quire database',
        description: "The quire.db to use. Leave empty for the Quire app's own database.",
        required: false,
        default: '',
      },
    },
    compatibility: { platforms: [process.platform], runtimes: { node: '>=22.12' } },
  };
  fs.writeFileSync(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  run(bin('mcpb'), ['validate', path.join(stage, 'manifest.json')]);
  fs.rmSync(out, { force: true });
  run(bin('mcpb'), ['pack', stage, out]);
  console.log(
    `Packed ${path.relative(root, out)} (${(fs.statSync(out).size / 1e6).toFixed(1)} MB, native SQLite for ${native}).`,
  );
}

main().catch((e) => {
  console.error(`pack:mcpb: ${e.message}`);
  process.exit(1);
});
