import * as sqliteVec from 'sqlite-vec';
import type { Db } from '../../db/connection';
import { statement } from '../../db/queries/statements';
import { filterSql, type HitRow, type SearchFilters } from '../search';

const loaded = new WeakMap<Db, { ok: true } | { ok: false; reason: string }>();

/**
 * Loads the sqlite-vec extension into this connection once. It is a native library beside the
 * bundle (never bundled, like better-sqlite3); in a packaged app it sits in app.asar.unpacked,
 * since the OS cannot load a library from inside an archive. A failure is a reason, not a throw:
 * retrieval then stays BM25 and health says why.
 */
export function loadVectorExtension(db: Db): { ok: true } | { ok: false; reason: string } {
  const known = loaded.get(db);
  if (known) return known;
  let outcome: { ok: true } | { ok: false; reason: string };
  try {
    db.loadExtension(sqliteVec.getLoadablePath().replace(/app\.asar([\\/])/, 'app.asar.unpacked$1'));
    db.prepare('SELECT vec_version()').pluck().get();
    outcome = { ok: true };
  } catch (e) {
    outcome = {
      ok: false,
      reason: `The vector extension (sqlite-vec) could not be loaded: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
  loaded.set(db, outcome);
  return outcome;
}

/** A chunk waiting for a vector under the current model, with the text that gets embedded. */
export interface PendingChunk {
  id: number;
  chunk_hash: string;
  text: string;
}

/** Chunks after `afterId` with no vector from `model` (none yet, or one from another model), in id order. */
export function chunksToEmbed(db: Db, model: string, afterId: number, limit: number): PendingChunk[] {
  return statement(
    db,
    `SELECT c.id, c.chunk_hash, m.title || char(10) || c.section || char(10) || c.text AS text
     FROM material_chunks c JOIN materials m ON m.id = c.material_id
     WHERE c.id > ? AND NOT EXISTS (SELECT 1 FROM material_chunk_vectors v WHERE v.chunk_id = c.id AND v.model = ?)
     ORDER BY c.id LIMIT ?`,
  ).all(afterId, model, limit) as PendingChunk[];
}

/**
 * Stores vectors in one transaction. A chunk deleted or re-chunked while its batch was out (its
 * hash no longer matches) is skipped: its replacement gets embedded on a later pass.
 */
export function saveVectors(db: Db, model: string, rows: { chunk: PendingChunk; vector: Float32Array }[]): number {
  const insert = statement(
    db,
    `INSERT OR REPLACE INTO material_chunk_vectors (chunk_id, model, vector)
     SELECT id, ?, ? FROM material_chunks WHERE id = ? AND chunk_hash = ?`,
  );
  return db.transaction(() =>
    rows.reduce(
      (n, r) =>
        n +
        insert.run(
          model,
          Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength),
          r.chunk.id,
          r.chunk.chunk_hash,
        ).changes,
      0,
    ),
  )();
}

/** How many chunks have a vector from `model`, of how many. */
export function vectorCounts(db: Db, model: string): { embedded: number; total: number } {
  const embedded = statement(db, 'SELECT count(*) FROM material_chunk_vectors WHERE model = ?').pluck().get(model);
  const total = statement(db, 'SELECT count(*) FROM material_chunks').pluck().get();
  return { embedded: Number(embedded), total: Number(total) };
}

/** A chunk near the query vector: the hit's columns plus cosine similarity (−1…1). */
export type NearRow = Omit<HitRow, 'rank' | 'total'> & { similarity: number };

/**
 * The `k` chunks nearest to `query` by cosine distance among vectors of `model` (an exact scan by
 * sqlite-vec), under the same filters as BM25 so no filtered-out chunk can enter by the vector side.
 * Vectors of another length (a model that changed its size) are left out, not compared.
 * Unfiltered, the scan reads the vector table alone and only the nearest `k` are joined to their
 * chunks: joining every chunk before ordering doubled the time (30,000 vectors of 768: 168 → 78 ms).
 */
export function nearestChunks(
  db: Db,
  query: Float32Array,
  model: string,
  k: number,
  filters: SearchFilters,
): NearRow[] {
  const f = filterSql(filters);
  const blob = Buffer.from(query.buffer, query.byteOffset, query.byteLength);
  const nearest = f.sql
    ? `SELECT v.chunk_id, vec_distance_cosine(v.vector, ?) AS distance FROM material_chunk_vectors v
       JOIN material_chunks c ON c.id = v.chunk_id ${NEAR_JOINS}
       WHERE v.model = ? AND length(v.vector) = ?${f.sql} ORDER BY distance LIMIT ?`
    : `SELECT chunk_id, vec_distance_cosine(vector, ?) AS distance FROM material_chunk_vectors
       WHERE model = ? AND length(vector) = ? ORDER BY distance LIMIT ?`;
  const rows = statement(
    db,
    `SELECT c.id AS chunk_id, c.material_id, c.text AS chunk_text, m.rel_path, l.root, m.title, c.section,
       c.position AS chunk_position, n.distance
     FROM (${nearest}) n JOIN material_chunks c ON c.id = n.chunk_id ${NEAR_JOINS}
     ORDER BY n.distance`,
  ).all(blob, model, blob.byteLength, ...f.params, k) as (Omit<NearRow, 'similarity'> & { distance: number })[];
  return rows.map(({ distance, ...r }) => ({ ...r, similarity: 1 - distance }));
}

const NEAR_JOINS = 'JOIN materials m ON m.id = c.material_id JOIN material_libraries l ON l.id = m.library_id';
