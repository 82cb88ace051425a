import crypto from 'node:crypto';
import fs from 'node:fs';
import Database from 'better-sqlite3';

/** sha256 of a file's bytes: equal before and after proves nothing wrote to it. */
export function fileHash(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Overwrites one page in the middle of a (closed, checkpointed) database with junk. */
export function garblePage(file: string, page = 3, pageSize = 4096): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.writeSync(fd, Buffer.alloc(pageSize, 0x41), 0, pageSize, (page - 1) * pageSize);
  } finally {
    fs.closeSync(fd);
  }
}

/** Cuts a database file in half, as a copy interrupted by a full disk or a yanked USB stick would. */
export function truncateHalf(file: string): void {
  fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
}

/**
 * Damage quick_check cannot see but integrity_check can: a value changed inside a table's page
 * (same length, so every page stays well formed) while its index still holds the old value.
 */
export function staleIndexEntry(file: string): void {
  const db = new Database(file);
  let offset: number;
  try {
    db.exec(`CREATE TABLE damage_a (x TEXT); CREATE INDEX damage_a_x ON damage_a (x);
             INSERT INTO damage_a VALUES ('damage-marker-alpha');`);
    const root = (
      db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'damage_a'").get() as { rootpage: number }
    ).rootpage;
    offset = (root - 1) * (db.pragma('page_size', { simple: true }) as number);
  } finally {
    db.close();
  }
  const bytes = fs.readFileSync(file);
  const at = bytes.indexOf('damage-marker-alpha', offset);
  if (at < 0) throw new Error('marker not found in the table page');
  bytes.write('damage-marker-omega', at);
  fs.writeFileSync(file, bytes);
}
