import Database from 'better-sqlite3';
import type { Db } from '../src-main/core/db/connection';
import { queryTerms } from '../src-main/core/materials/query';

/**
 * The baseline search_materials must beat: a plain FTS5 table with one row per whole section
 * (default tokenizer, no column weights) over the same chunks, asked the same terms OR-ed.
 * Shared by `bench -- materials-quality` and the fixture-corpus retrieval test. `porter` gives
 * the same table with the Porter stemmer, which scores lower on the manuals; the bench shows it
 * beside the unstemmed one, which stays the target.
 */
export function sectionBaseline(
  db: Db,
  opts: { porter?: boolean } = {},
): (question: string) => { source: string; section: string }[] {
  const base = new Database(':memory:');
  const tokenize = opts.porter ? ", tokenize = 'porter unicode61 remove_diacritics 2'" : '';
  base.exec(`CREATE VIRTUAL TABLE s USING fts5(source UNINDEXED, section UNINDEXED, body${tokenize})`);
  const rows = db
    .prepare(
      `SELECT m.rel_path AS source, c.section, group_concat(c.text, ' ') AS body FROM material_chunks c
       JOIN materials m ON m.id = c.material_id GROUP BY c.material_id, c.section`,
    )
    .all() as { source: string; section: string; body: string }[];
  const insert = base.prepare('INSERT INTO s (source, section, body) VALUES (?, ?, ?)');
  base.transaction(() => rows.forEach((r) => insert.run(r.source, r.section, `${r.section} ${r.body}`)))();
  const search = base.prepare('SELECT source, section FROM s WHERE s MATCH ? ORDER BY rank LIMIT 5');
  return (question: string) => {
    const terms = queryTerms(question);
    return terms.length
      ? (search.all(terms.map((t) => `"${t}"`).join(' OR ')) as { source: string; section: string }[])
      : [];
  };
}

/** recall@5 and MRR (cut at 5) from each question's rank of its answer (1-based; null: not found). */
export function rankScores(ranks: readonly (number | null)[]): { recall_at_5: number; mrr: number } {
  const recall = ranks.filter((r) => r !== null && r <= 5).length / ranks.length;
  const mrr = ranks.reduce((n: number, r) => n + (r !== null && r <= 5 ? 1 / r : 0), 0) / ranks.length;
  return { recall_at_5: Number(recall.toFixed(3)), mrr: Number(mrr.toFixed(3)) };
}
