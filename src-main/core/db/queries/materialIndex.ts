import type { Db } from '../connection';
import { statement as stmt } from './statements';

/**
 * How many chunks one row of the search index holds at most. The index ranks sections, not
 * chunks: BM25 over a whole section sees every word its passages share, and its length
 * normalisation keeps a long section from winning on the best of its many chunks. Measured on
 * Debian's manuals (bench/materialsQuality.ts), section rows found the answer more often and
 * higher than chunk rows, most of all in PDFs. A section longer than this (a PDF without
 * bookmarks is one section) is cut into rows of this many chunks; a last row shorter than half
 * of it joins the one before, so no row is a scrap.
 */
export const BLOCK_CHUNKS = 10;
const LONGEST_BLOCK = BLOCK_CHUNKS + BLOCK_CHUNKS / 2 - 1;

/**
 * The index rows (blocks) of the chunks in `scope`: runs of consecutive chunks with one heading
 * path, cut as BLOCK_CHUNKS says. A block's rowid is the id of its first chunk, so the delete
 * trigger on material_chunks removes it with that chunk (the other chunks' deletes find nothing).
 * Migration 25 (material_section_index) holds a copy of this statement as it was then.
 */
const blocksSql = (scope: string) => `
  WITH runs AS (
    SELECT id, material_id, position, section, text,
      position - row_number() OVER (PARTITION BY material_id, section ORDER BY position) AS run
    FROM material_chunks ${scope}
  ), placed AS (
    SELECT *, min(
      (row_number() OVER (PARTITION BY material_id, section, run ORDER BY position) - 1) / ${BLOCK_CHUNKS},
      (count(*) OVER (PARTITION BY material_id, section, run) - ${BLOCK_CHUNKS / 2}) / ${BLOCK_CHUNKS}
    ) AS block FROM runs
  ), firsts AS (
    SELECT *, first_value(id) OVER (PARTITION BY material_id, section, run, block ORDER BY position) AS first_id
    FROM placed
  )
  INSERT INTO material_chunks_fts (rowid, title, section, text)
  SELECT f.first_id, m.title, f.section, group_concat(f.text, char(10) ORDER BY f.position)
  FROM firsts f JOIN materials m ON m.id = f.material_id
  GROUP BY f.first_id`;

/** Indexes one material's chunks (just written, with no index rows yet) for search. */
export function indexMaterialBlocks(db: Db, materialId: number): void {
  stmt(db, blocksSql('WHERE material_id = ?')).run(materialId);
}

/** Rebuilds the whole search index from the chunks: after a JSON import, which carries chunks only. */
export function rebuildMaterialIndex(db: Db): void {
  db.exec(`INSERT INTO material_chunks_fts (material_chunks_fts) VALUES ('delete-all'); ${blocksSql('')}`);
}

/** A chunk of a block, as search picks the passage to show from it. */
export interface BlockChunk {
  id: number;
  section: string;
  text: string;
  position: number;
}

/**
 * The chunks of the blocks whose first chunks are `firstIds`, by first chunk id, each in order:
 * the chunks after the first with its heading path, as many as blocksSql put in one row. One
 * statement for all of them, reading only chunks of the same section.
 */
export function blockChunks(db: Db, firstIds: readonly number[]): Map<number, BlockChunk[]> {
  const rows = stmt(
    db,
    `SELECT f.id AS first, c.id, c.section, c.text, c.position FROM material_chunks f
     JOIN material_chunks c ON c.material_id = f.material_id AND c.section = f.section
       AND c.position BETWEEN f.position AND f.position + ${LONGEST_BLOCK}
     WHERE f.id IN (SELECT value FROM json_each(?)) ORDER BY f.id, c.position`,
  ).all(JSON.stringify(firstIds)) as (BlockChunk & { first: number })[];
  const blocks = new Map<number, BlockChunk[]>();
  for (const { first, ...c } of rows) {
    const block = blocks.get(first) ?? blocks.set(first, []).get(first)!;
    // Consecutive positions only: the same heading path further on is another section.
    if (c.position === (block[0]?.position ?? c.position) + block.length) block.push(c);
  }
  for (const [first, block] of blocks)
    if (block.length > LONGEST_BLOCK) blocks.set(first, block.slice(0, BLOCK_CHUNKS));
  return blocks;
}
