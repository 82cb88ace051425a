import type { MaterialFormat, PreparedMaterial } from '../../materials/types';
import type { Db } from '../connection';
import { indexMaterialBlocks } from './materialIndex';
import { statement as stmt } from './statements';

export interface DbLibrary {
  id: number;
  root: string;
  created_at: string;
}

/** A row of `materials` with its library root joined in and its chunk count. */
export interface DbMaterial {
  id: number;
  library_id: number;
  root: string;
  rel_path: string;
  title: string;
  format: MaterialFormat;
  byte_len: number;
  modified_ms: number;
  content_hash: string;
  tags: string;
  indexed_at: string;
  chunk_count: number;
  /** The subject the material is filed under, and its name; null when none. */
  topic_id: number | null;
  topic: string | null;
}

export interface DbChunk {
  id: number;
  material_id: number;
  position: number;
  section: string;
  text: string;
  start_byte: number | null;
  end_byte: number | null;
  page: number | null;
  chunk_hash: string;
}

const MATERIAL_COLUMNS = `m.id, m.library_id, l.root, m.rel_path, m.title, m.format, m.byte_len, m.modified_ms,
  m.content_hash, m.tags, m.indexed_at, m.topic_id, (SELECT name FROM topics t WHERE t.id = m.topic_id) AS topic,
  (SELECT count(*) FROM material_chunks c WHERE c.material_id = m.id) AS chunk_count`;
const MATERIAL_FROM = 'FROM materials m JOIN material_libraries l ON l.id = m.library_id';

export function listLibraries(db: Db): DbLibrary[] {
  return stmt(db, 'SELECT * FROM material_libraries ORDER BY id').all() as DbLibrary[];
}

export function insertLibrary(db: Db, root: string, now: string): number {
  return Number(
    stmt(db, 'INSERT INTO material_libraries (root, created_at) VALUES (?, ?)').run(root, now).lastInsertRowid,
  );
}

export function setLibraryRoot(db: Db, id: number, root: string): void {
  stmt(db, 'UPDATE material_libraries SET root = ? WHERE id = ?').run(root, id);
}

export function deleteLibrary(db: Db, id: number): void {
  stmt(db, 'DELETE FROM material_libraries WHERE id = ?').run(id);
}

/** Moves a library's materials under another library (a folder imported above an existing one). */
export function moveMaterials(db: Db, fromLibrary: number, toLibrary: number, prefix: string): void {
  stmt(db, 'UPDATE materials SET library_id = ?, rel_path = ? || rel_path WHERE library_id = ?').run(
    toLibrary,
    prefix,
    fromLibrary,
  );
}

/** Every material by title; with `topicId`, only that topic's. */
export function listMaterialRows(db: Db, topicId?: number): DbMaterial[] {
  if (topicId !== undefined) {
    return stmt(
      db,
      `SELECT ${MATERIAL_COLUMNS} ${MATERIAL_FROM} WHERE m.topic_id = ? ORDER BY m.title COLLATE NOCASE, m.id`,
    ).all(topicId) as DbMaterial[];
  }
  return stmt(
    db,
    `SELECT ${MATERIAL_COLUMNS} ${MATERIAL_FROM} ORDER BY m.title COLLATE NOCASE, m.id`,
  ).all() as DbMaterial[];
}

/** Files a material under a topic, or under none. */
export function setMaterialTopic(db: Db, id: number, topicId: number | null): void {
  stmt(db, 'UPDATE materials SET topic_id = ? WHERE id = ?').run(topicId, id);
}

export function getMaterial(db: Db, id: number): DbMaterial | undefined {
  return stmt(db, `SELECT ${MATERIAL_COLUMNS} ${MATERIAL_FROM} WHERE m.id = ?`).get(id) as DbMaterial | undefined;
}

export function findMaterialByPath(db: Db, libraryId: number, relPath: string): DbMaterial | undefined {
  return stmt(db, `SELECT ${MATERIAL_COLUMNS} ${MATERIAL_FROM} WHERE m.library_id = ? AND m.rel_path = ?`).get(
    libraryId,
    relPath,
  ) as DbMaterial | undefined;
}

/** Materials whose relative path is `relPath`, in any library (the fallback of path resolution). */
export function findMaterialsByRelPath(db: Db, relPath: string): DbMaterial[] {
  return stmt(db, `SELECT ${MATERIAL_COLUMNS} ${MATERIAL_FROM} WHERE m.rel_path = ? ORDER BY m.id`).all(
    relPath,
  ) as DbMaterial[];
}

/** What an import or rescan compares a file on disk with: the indexed state of one material. */
export interface IndexedFile {
  id: number;
  rel_path: string;
  byte_len: number;
  modified_ms: number;
  content_hash: string;
}

/** Every material of a library in one light query (no chunk counts), for comparing with a folder walk. */
export function indexedFilesOfLibrary(db: Db, libraryId: number): IndexedFile[] {
  return stmt(
    db,
    'SELECT id, rel_path, byte_len, modified_ms, content_hash FROM materials WHERE library_id = ? ORDER BY rel_path',
  ).all(libraryId) as IndexedFile[];
}

export function chunksOf(db: Db, materialId: number): DbChunk[] {
  return stmt(db, 'SELECT * FROM material_chunks WHERE material_id = ? ORDER BY position').all(materialId) as DbChunk[];
}

export function getChunk(db: Db, id: number): DbChunk | undefined {
  return stmt(db, 'SELECT * FROM material_chunks WHERE id = ?').get(id) as DbChunk | undefined;
}

/**
 * Writes one prepared file: the material row (new or updated) and all its chunks, replacing the
 * old ones. Cards that pointed at an old chunk follow it to the new chunk with the same hash, or
 * else the same position. Call inside a transaction: a file is indexed whole or not at all.
 */
export function writeMaterial(
  db: Db,
  libraryId: number,
  relPath: string,
  p: PreparedMaterial,
  now: string,
): { id: number; created: boolean } {
  const existing = findMaterialByPath(db, libraryId, relPath);
  let id: number;
  if (existing) {
    id = existing.id;
    stmt(
      db,
      `UPDATE materials SET title = ?, format = ?, byte_len = ?, modified_ms = ?, content_hash = ?, tags = ?,
        indexed_at = ? WHERE id = ?`,
    ).run(p.title, p.format, p.byteLen, p.modifiedMs, p.contentHash, JSON.stringify(p.tags), now, id);
  } else {
    id = Number(
      stmt(
        db,
        `INSERT INTO materials (library_id, rel_path, title, format, byte_len, modified_ms, content_hash, tags, indexed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(libraryId, relPath, p.title, p.format, p.byteLen, p.modifiedMs, p.contentHash, JSON.stringify(p.tags), now)
        .lastInsertRowid,
    );
  }
  const linked = existing
    ? (stmt(
        db,
        `SELECT f.id AS card_id, c.chunk_hash, c.position FROM flashcards f JOIN material_chunks c ON c.id = f.source_chunk_id
         WHERE c.material_id = ?`,
      ).all(id) as { card_id: number; chunk_hash: string; position: number }[])
    : [];
  stmt(db, 'DELETE FROM material_chunks WHERE material_id = ?').run(id);
  const insertChunk = stmt(
    db,
    `INSERT INTO material_chunks (material_id, position, section, text, start_byte, end_byte, page, chunk_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byHash = new Map<string, number>();
  const byPosition = new Map<number, number>();
  for (const c of p.chunks) {
    const chunkId = Number(
      insertChunk.run(id, c.position, c.section, c.text, c.startByte, c.endByte, c.page, c.hash).lastInsertRowid,
    );
    if (!byHash.has(c.hash)) byHash.set(c.hash, chunkId);
    byPosition.set(c.position, chunkId);
  }
  indexMaterialBlocks(db, id);
  const relink = stmt(db, 'UPDATE flashcards SET source_chunk_id = ? WHERE id = ?');
  for (const l of linked) relink.run(byHash.get(l.chunk_hash) ?? byPosition.get(l.position) ?? null, l.card_id);
  return { id, created: !existing };
}

export function deleteMaterial(db: Db, id: number): void {
  stmt(db, 'DELETE FROM materials WHERE id = ?').run(id);
}

export function recordImportError(db: Db, absPath: string, reason: string, now: string): void {
  stmt(
    db,
    'INSERT INTO material_import_errors (path, reason, at) VALUES (?, ?, ?) ON CONFLICT (path) DO UPDATE SET reason = excluded.reason, at = excluded.at',
  ).run(absPath, reason, now);
}

export function clearImportError(db: Db, absPath: string): void {
  stmt(db, 'DELETE FROM material_import_errors WHERE path = ?').run(absPath);
}

export function listImportErrors(db: Db): { path: string; reason: string; at: string }[] {
  return stmt(db, 'SELECT path, reason, at FROM material_import_errors ORDER BY path').all() as {
    path: string;
    reason: string;
    at: string;
  }[];
}
