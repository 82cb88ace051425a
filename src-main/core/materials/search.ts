import type { Db } from '../db/connection';
import { escapeLike } from '../db/queries/like';
import { statement } from '../db/queries/statements';
import { ftsMatch, queryTerms, snippetOf, termCoverage } from './query';

export interface SearchFilters {
  source_prefix?: string;
  section?: string;
  material_id?: number;
}

/** One passage found, as search_materials, request_context and citations show it. */
export interface SearchHit {
  chunk_id: number;
  material_id: number;
  chunk_text: string;
  source: string;
  title: string;
  section: string;
  chunk_position: number;
  score: number;
  snippet: string;
}

/** A chunk row with what a hit shows; BM25 and vector search select the same columns. */
export interface HitRow {
  chunk_id: number;
  material_id: number;
  chunk_text: string;
  rel_path: string;
  root: string;
  title: string;
  section: string;
  chunk_position: number;
  rank: number;
  total: number;
}

// Title and section words describe a whole passage; a body word only itself.
const WEIGHTS = { title: 4, section: 2.5, text: 1 };

/** The WHERE clauses and parameters of the filters. `source_prefix` may be relative or absolute. */
export function filterSql(f: SearchFilters): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (f.material_id !== undefined) {
    parts.push('c.material_id = ?');
    params.push(f.material_id);
  }
  if (f.section !== undefined) {
    parts.push('instr(lower(c.section), lower(?)) > 0');
    params.push(f.section);
  }
  if (f.source_prefix !== undefined) {
    const prefix = `${escapeLike(f.source_prefix.replace(/\\/g, '/').replace(/^\.\//, ''))}%`;
    parts.push("(m.rel_path LIKE ? ESCAPE '\\' OR (l.root || '/' || m.rel_path) LIKE ? ESCAPE '\\')");
    params.push(prefix, prefix);
  }
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
}

/**
 * BM25 search over chunks: title and section weighted above the body, the Porter stemmer
 * matching "slicing" to "sliced", in BM25 order. Scores are 0–1, mostly the share of the query's
 * terms a passage holds (so one rare word of a long question scores low) plus its BM25 relative to
 * the best: a confidence for the passage, not a re-ranking.
 */
export function searchChunks(
  db: Db,
  query: string,
  limit: number,
  filters: SearchFilters = {},
): {
  results: SearchHit[];
  total_results: number;
} {
  const match = ftsMatch(query);
  if (!match) return { results: [], total_results: 0 };
  const f = filterSql(filters);
  // bm25() cannot sit beside a window function, so the ranked matches are a subquery and the
  // count of all of them rides along with the top rows instead of costing a second query.
  const rows = statement(
    db,
    `SELECT *, count(*) OVER () AS total FROM (
       SELECT c.id AS chunk_id, c.material_id, c.text AS chunk_text, m.rel_path, l.root, m.title, c.section,
         c.position AS chunk_position,
         bm25(material_chunks_fts, ${WEIGHTS.title}, ${WEIGHTS.section}, ${WEIGHTS.text}) AS rank
       FROM material_chunks_fts
       JOIN material_chunks c ON c.id = material_chunks_fts.rowid
       JOIN materials m ON m.id = c.material_id
       JOIN material_libraries l ON l.id = m.library_id
       WHERE material_chunks_fts MATCH ?${f.sql}
     ) ORDER BY rank LIMIT ?`,
  ).all(match, ...f.params, Math.max(limit * 3, 10)) as HitRow[];
  const terms = queryTerms(query);
  const best = rows[0]?.rank ?? -1;
  const hits = rows.map((r) => {
    // BM25's scale depends on the corpus (a ten-chunk library scores near zero), so strength is
    // relative to the best match and confidence comes from how much of the question a passage holds.
    const strength = best < 0 ? r.rank / best : 1;
    const coverage = termCoverage(terms, `${r.title} ${r.section} ${r.chunk_text}`);
    return hitOf(r, Math.round((0.75 * coverage + 0.25 * strength) * 1000) / 1000, terms);
  });
  // One passage per section (the best by BM25): measured on Debian's manuals
  // (bench/materialsQuality.ts), this beat re-ranking by term coverage.
  return { results: onePerSection(hits, filters).slice(0, limit), total_results: rows[0]?.total ?? 0 };
}

/** A chunk row as a hit with its score and a snippet around the query's terms. */
export function hitOf(r: Omit<HitRow, 'rank' | 'total' | 'root'>, score: number, terms: readonly string[]): SearchHit {
  return {
    chunk_id: r.chunk_id,
    material_id: r.material_id,
    chunk_text: r.chunk_text,
    source: r.rel_path,
    title: r.title,
    section: r.section,
    chunk_position: r.chunk_position,
    score,
    snippet: snippetOf(r.chunk_text, terms),
  };
}

/**
 * The first (best) passage of each section, unless the caller narrowed to a section: five
 * overlapping chunks of one section answer less than five sections do.
 */
export function onePerSection<T extends { material_id: number; section: string }>(
  rows: T[],
  filters: SearchFilters,
): T[] {
  if (filters.section !== undefined) return rows;
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.material_id}\u0000${r.section}`;
    return !seen.has(key) && !!seen.add(key);
  });
}
