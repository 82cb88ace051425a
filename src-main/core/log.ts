/**
 * The main-process log. Stacks and internals go here, never to the renderer or the model.
 * The sink is swappable so tests stay quiet and the app can write to a file.
 */
import { redactDeep, redactSecrets } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogSink = (level: LogLevel, message: string, fields?: Record<string, unknown>) => void;

let sink: LogSink = (level, message, fields) => {
  if (level === 'debug') return;
  process.stderr.write(`[quire] ${level}: ${message}${fields ? ' ' + JSON.stringify(fields) : ''}\n`);
};

export function setLogSink(next: LogSink): void {
  sink = next;
}

// Every line passes through here, so no sink (stderr, the app's file, a test's array) sees a secret.
const write = (level: LogLevel, m: string, f?: Record<string, unknown>) =>
  sink(level, redactSecrets(m), f && redactDeep(f));

export const log = {
  debug: (m: string, f?: Record<string, unknown>) => write('debug', m, f),
  info: (m: string, f?: Record<string, unknown>) => write('info', m, f),
  warn: (m: string, f?: Record<string, unknown>) => write('warn', m, f),
  error: (m: string, f?: Record<string, unknown>) => write('error', m, f),
};
