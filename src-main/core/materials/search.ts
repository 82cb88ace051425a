import type { Db } from '../db/connection';
import { escapeLike } from '../db/queries/like';
import { blockChunks, type BlockChunk } from '../db/queries/materialIndex';
import { statement } from '../db/queries/statements';
import { fuseExactWords } from './exactWords';
import { ftsMatch, queryTerms, snippetOf, termCoverage } from './query';
import { SECTION_SEPARATOR } from './types';

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

const BM25 = `bm25(material_chunks_fts, ${WEIGHTS.title}, ${WEIGHTS.section}, ${WEIGHTS.text})`;
const HIT_COLUMNS = `c.id AS chunk_id, c.material_id, c.text AS chunk_text, m.rel_path, l.root, m.title, c.section,
  c.position AS chunk_position`;
const HIT_JOINS = `JOIN materials m ON m.id = c.material_id JOIN material_libraries l ON l.id = m.library_id`;

const hasFilters = (f: SearchFilters) =>
  f.material_id !== undefined || f.section !== undefined || f.source_prefix !== undefined;

/**
 * The best `want` chunks with nothing to filter: ranked inside FTS5 alone, and only those rows are
 * looked up. Joining every match to its chunk row before the LIMIT cost 20× more at 100,000 chunks
 * (bench/materials.ts), since a common word matches tens of thousands of chunks.
 */
function top(db: Db, match: string, want: number): HitRow[] {
  return statement(
    db,
    `SELECT ${HIT_COLUMNS}, t.rank FROM (
       SELECT rowid AS id, ${BM25} AS rank FROM material_chunks_fts WHERE material_chunks_fts MATCH ? ORDER BY rank LIMIT ?
     ) t JOIN material_chunks c ON c.id = t.id ${HIT_JOINS} ORDER BY t.rank`,
  ).all(match, want) as HitRow[];
}

/** The best `want` chunks that pass the filters, which need the chunk and material of every match. */
function filteredTop(db: Db, match: string, filters: SearchFilters, want: number): HitRow[] {
  const f = filterSql(filters);
  return statement(
    db,
    `SELECT ${HIT_COLUMNS}, ${BM25} AS rank
     FROM material_chunks_fts JOIN material_chunks c ON c.id = material_chunks_fts.rowid ${HIT_JOINS}
     WHERE material_chunks_fts MATCH ?${f.sql} ORDER BY rank LIMIT ?`,
  ).all(match, ...f.params, want) as HitRow[];
}

/**
 * total_results is counted up to this many. Past it the number tells a student nothing, and
 * counting every match of a common word cost a tenth of a search at 100,000 chunks.
 */
export const COUNTED_MATCHES = 1000;

/** How many sections match (and pass the filters), up to COUNTED_MATCHES. FTS5 counts without ranking. */
function countMatches(db: Db, match: string, filters: SearchFilters): number {
  const f = hasFilters(filters) ? filterSql(filters) : { sql: '', params: [] };
  const joins = hasFilters(filters) ? `JOIN material_chunks c ON c.id = material_chunks_fts.rowid ${HIT_JOINS}` : '';
  const row = statement(
    db,
    `SELECT count(*) AS n FROM (SELECT 1 FROM material_chunks_fts ${joins}
     WHERE material_chunks_fts MATCH ?${f.sql} LIMIT ${COUNTED_MATCHES})`,
  ).get(match, ...f.params) as { n: number };
  return row.n;
}

/**
 * BM25 search over sections (the index holds a row per section, or per ten chunks of a long one:
 * db/queries/materialIndex.ts), with title and headings weighted above the body and the Porter
 * stemmer matching "slicing" to "sliced". Each result is the chunk of its section that holds most
 * of the question. Scores are 0–1, mostly the share of the query's terms the passage holds (so
 * one rare word of a long question scores low) plus its BM25 relative to the best: a confidence
 * for the passage, not a re-ranking.
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
  // Extra rows so that keeping one passage per section still fills `limit`.
  const want = Math.max(limit * 3, 10);
  const rows = hasFilters(filters) ? filteredTop(db, match, filters, want) : top(db, match, want);
  // Counting is cheap for FTS5 (no ranking, no row lookups); skipped when the top rows are all there is.
  const total = rows.length < want ? rows.length : countMatches(db, match, filters);
  // One passage per section, BM25's order nudged by the section's own heading, then fused with
  // how many of the question's words each holds as asked (exactWords.ts). Passages, scores and
  // snippets are worked out only for the sections returned.
  const terms = queryTerms(query);
  const best = rows[0]?.rank ?? -1;
  const sections = fuseExactWords(onePerSection(byOwnHeading(rows, terms), filters), terms).slice(0, limit);
  const blocks = blockChunks(
    db,
    sections.map((s) => s.chunk_id),
  );
  const results = sections.map((section) => {
    const r = bestPassage(section, blocks.get(section.chunk_id) ?? [], terms);
    // BM25's scale depends on the corpus (a ten-chunk library scores near zero), so strength is
    // relative to the best match and confidence comes from how much of the question a passage holds.
    const strength = best < 0 ? r.rank / best : 1;
    const coverage = termCoverage(terms, `${r.title} ${r.section} ${r.chunk_text}`);
    return hitOf(r, Math.round((0.75 * coverage + 0.25 * strength) * 1000) / 1000, terms);
  });
  return { results, total_results: total };
}

// How much a question word in a section's own heading (not only in its chapter's) lifts it.
const OWN_HEADING_BOOST = 0.1;

/**
 * Rows re-sorted with each BM25 rank raised by a tenth per question word in the row's own
 * heading, the last part of its path. The index weighs the whole path alike, so "Lists > Stacks"
 * and "Lists > Queues" gain the same from "list"; the heading that names the question's subject
 * tells them apart. Measured on the manuals: more first places, most in reST and PDF.
 */
function byOwnHeading<T extends HitRow>(rows: T[], terms: readonly string[]): T[] {
  const lifted = rows.map((r) => {
    const cut = r.section.lastIndexOf(SECTION_SEPARATOR);
    const heading = cut < 0 ? r.section : r.section.slice(cut + SECTION_SEPARATOR.length);
    return { r, rank: r.rank * (1 + OWN_HEADING_BOOST * termCoverage(terms, heading) * terms.length) };
  });
  return lifted.sort((a, b) => a.rank - b.rank).map((x) => x.r);
}

/**
 * The chunk of a section's index row to show: the one holding most of the question's terms
 * (the first on a tie), so an answer in a long section's seventh chunk is the passage returned.
 */
function bestPassage(row: HitRow, chunks: readonly BlockChunk[], terms: readonly string[]): HitRow {
  if (chunks.length < 2) return row;
  let pick = chunks[0]!;
  let held = -1;
  for (const c of chunks) {
    const n = termCoverage(terms, `${c.section} ${c.text}`);
    if (n > held) [pick, held] = [c, n];
  }
  return { ...row, chunk_id: pick.id, chunk_text: pick.text, chunk_position: pick.position };
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
