import type { Db } from '../db/connection';
import { log } from '../log';
import { redactSecrets } from '../redact';
import { ENTRY_COLUMNS, ENTRY_WIDTH, entryValues, putEntry, type JournalEntry } from '../db/queries/journal';

const MAX_INPUT_CHARS = 8_000;
const CHUNK = 50;

/** A call's input as the journal keeps it: JSON, secrets redacted, at most ~8,000 characters. */
export function inputText(input: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(input ?? null) ?? 'null';
  } catch {
    text = '"[unserialisable input]"';
  }
  text = redactSecrets(text);
  return text.length > MAX_INPUT_CHARS ? JSON.stringify({ truncated: text.slice(0, MAX_INPUT_CHARS) }) : text;
}

/**
 * Writes the journal rows of calls that have none yet: reads, and calls that failed or were
 * refused (a write's own row commits with it, recorder.ts). The registry buffers them (`defer`)
 * and flushes them in one transaction on the next tick, at 500 rows, or on close, so no call pays
 * for a write transaction of its own.
 */
export function createAuditLog(db: Db) {
  const placeholders = '(?, ?, ?, ?, ?, ?, ?, ?, ?)';
  const insert = db.prepare(`INSERT INTO journal (${ENTRY_COLUMNS}) VALUES ${placeholders}`);
  const write = (r: JournalEntry) => insert.run(...entryValues(r));
  // A burst (an agent's parallel reads, a script) is written CHUNK rows per statement: a third
  // cheaper per row than one statement each, which matters because every call pays for its row.
  const insertChunk = db.prepare(
    `INSERT INTO journal (${ENTRY_COLUMNS}) VALUES ${Array(CHUNK).fill(placeholders).join(', ')}`,
  );
  // One parameter array for every chunk, filled in place: no array per row.
  const params = new Array<unknown>(CHUNK * ENTRY_WIDTH);
  // IMMEDIATE for the same reason as tool writes: wait for the other process, never fail busy.
  const writeAll = db.transaction((rows: JournalEntry[]) => {
    let i = 0;
    for (; i + CHUNK <= rows.length; i += CHUNK) {
      for (let k = 0; k < CHUNK; k++) putEntry(params, k * ENTRY_WIDTH, rows[i + k]!);
      insertChunk.run(params);
    }
    for (; i < rows.length; i++) write(rows[i]!);
  });
  let buffer: JournalEntry[] = [];
  let scheduled = false;

  let busyRetries = 0;
  // Runs on its own tick (or on close), after the call it records has answered: a throw here
  // would kill the process (or turn a printed success into exit 1). A locked file is retried a
  // few times; a full disk, a read-only file or a closed database lose only these audit rows.
  const flush = () => {
    scheduled = false;
    if (buffer.length === 0 || !db.open) return;
    const rows = buffer;
    buffer = [];
    try {
      writeAll.immediate(rows);
      busyRetries = 0;
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code) && busyRetries < 3) {
        busyRetries++;
        buffer = rows.concat(buffer);
        if (!scheduled) {
          scheduled = true;
          setTimeout(flush, 250).unref();
        }
        return;
      }
      busyRetries = 0;
      log.warn('Audit rows could not be written; they were dropped', {
        rows: rows.length,
        error: e instanceof Error ? e.message : String(e),
      });
    }
  };

  return {
    /** Buffer and write soon. */
    defer(row: JournalEntry) {
      buffer.push(row);
      if (buffer.length >= 500) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
