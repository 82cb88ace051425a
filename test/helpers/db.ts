import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../src-main/core/db/connection';
import { statement } from '../../src-main/core/db/queries/statements';

/** An in-memory database built by the real migrations. */
export async function memoryDb(): Promise<Db> {
  return (await openDatabase({ path: ':memory:' })).db;
}

/** A fresh temp folder, removed by the returned cleanup. */
export function tempDir(prefix = 'quire-test-'): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A clock that only moves when told to. */
export function frozenClock(start = '2026-11-21T09:00:00.000Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
    set: (iso: string) => {
      t = new Date(iso).getTime();
    },
  };
}

/**
 * A checksum of every row of every user table (the journal excluded: it records every call by
 * design). Equal checksums before and after a call prove the call changed nothing.
 */
export function tablesChecksum(db: Db, exclude: string[] = ['journal']): string {
  // Cached statements: a fresh prepare per table per call left native statements waiting for GC,
  // which V8 cannot see, and the fuzz suite (a checksum after every call) grew past 4 GB.
  // Every real table, FTS shadow tables included (they hold the search index); the FTS virtual
  // table itself only mirrors `tasks`. WITHOUT ROWID tables are ordered by their key instead.
  const tables = (
    statement(
      db,
      "SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'shadow') AND name NOT LIKE 'sqlite_%' ORDER BY name",
    ).all() as {
      name: string;
      wr: number;
    }[]
  ).filter((t) => !exclude.includes(t.name));
  const hash = crypto.createHash('sha256');
  for (const t of tables) {
    const rows = statement(db, `SELECT * FROM "${t.name}" ORDER BY ${t.wr ? 1 : 'rowid'}`).all();
    hash.update(t.name).update(JSON.stringify(rows));
  }
  return hash.digest('hex');
}
