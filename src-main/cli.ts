// The headless entry point: the same core and database as the app, without Electron.
import { runCli } from './core/cli/run';
import { setLogSink } from './core/log';
import pkg from '../package.json';

// Keep stdout for results only: log lines go to stderr, and only when QUIRE_DEBUG is set.
setLogSink((level, message, fields) => {
  if (level !== 'error' && !process.env.QUIRE_DEBUG) return;
  process.stderr.write(`[quire] ${level}: ${message}${fields ? ' ' + JSON.stringify(fields) : ''}\n`);
});

runCli(
  process.argv.slice(2),
  {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    stdin: process.stdin,
  },
  pkg.version,
).then((code) => {
  process.exitCode = code;
});
