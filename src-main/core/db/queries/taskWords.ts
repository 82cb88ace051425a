import type { Task, TaskStatus } from '../../../../src-shared/tasks';
import { damerau, words } from '../../../../src-shared/text/fuzzy';
import type { Db } from '../db';
import { statement } from './statements';
import { TASK_COLUMNS } from './tasks';

export interface TitleWordsFilter {
  /** What the user called the task; its words are looked up, in any order, endings ignored. */
  text: string;
  status: TaskStatus;
  topic_id?: number | null;
  limit: number;
}

/**
 * One word as an FTS5 term, quoted so that it is a plain string whatever characters it holds;
 * `prefix` makes "groc" find groceries. A number is itself ("chapter 2" is not chapter 23), and a
 * prefix of one or two characters would expand to thousands of index terms, so those never are.
 */
function term(word: string, prefix = true): string {
  const star = prefix && !/^\d+$/.test(word) && word.length >= 3 ? '*' : '';
  return `"${word.replaceAll('"', '""')}"${star}`;
}

/**
 * The FTS5 queries for a text, tried in turn: titles holding every word as typed (the porter
 * tokenizer still matches endings: "books" finds book), then every word as a prefix ("chem"),
 * then — for three or more words — every word but one (a misspelt or extra word), then any word.
 * The cheap ones first: a whole word is one list in the index, while a prefix merges every word
 * it starts (8 ms for a word in 100,000 titles), so only the second query uses prefixes.
 */
export function titleWordsQueries(
  text: string,
): { exact: string; every: string; allButOne: string[]; any: string | null } | null {
  const unique = [...new Set(words(text))];
  if (unique.length === 0) return null;
  const whole = unique.map((w) => term(w, false));
  return {
    exact: whole.join(' AND '),
    every: unique.map((w) => term(w)).join(' AND '),
    allButOne: whole.length >= 3 ? whole.map((_, skip) => whole.filter((__, i) => i !== skip).join(' AND ')) : [],
    any: whole.length > 1 ? whole.join(' OR ') : null,
  };
}

/**
 * Tasks whose titles share words with the text, best first (bm25: more and rarer shared words
 * rank higher), across every task of the status — the index (migration task_title_words) makes
 * this a lookup at 100,000 tasks. The first query of titleWordsQueries with hits decides (a
 * misspelt word is respelt from the index's own words before fewer words are tried); the caller
 * scores the few candidates fuzzily.
 */
export function tasksByTitleWords(db: Db, f: TitleWordsFilter): Task[] {
  const queries = titleWordsQueries(f.text);
  if (queries === null) return [];
  for (const query of [queries.exact, queries.every]) {
    const found = titleWordsMatching(db, f, query);
    if (found.length > 0) return found;
  }
  const respelt = respelled(db, f.text);
  if (respelt !== null) {
    const found = titleWordsMatching(db, f, respelt);
    if (found.length > 0) return found;
  }
  const found = new Map<number, Task>();
  for (const query of queries.allButOne)
    for (const t of titleWordsMatching(db, f, query)) if (found.size < f.limit) found.set(t.task_id, t);
  if (found.size > 0) return [...found.values()];
  return queries.any === null ? [] : titleWordsMatching(db, f, queries.any);
}

/** How many matching titles of the status are ranked, newest first: ranking costs per title. */
const RANKED = 1000;

function titleWordsMatching(db: Db, f: TitleWordsFilter, match: string): Task[] {
  const topic = f.topic_id != null ? 'AND t.topic_id = ?' : '';
  // bm25 over every hit costs ~1 ms per 1,000 titles ("library books" in 100,000 titles: 100 ms),
  // so only the newest RANKED hits of the status are ranked; fewer hits are all ranked.
  const sql =
    'WITH hits AS (SELECT w.rowid AS hit, w.rank AS score FROM tasks_title_words w JOIN tasks t ON t.id = w.rowid ' +
    `WHERE w.tasks_title_words MATCH ? AND t.deleted_at IS NULL AND t.status = ? ${topic} ORDER BY w.rowid DESC LIMIT ${RANKED}) ` +
    `SELECT ${TASK_COLUMNS} FROM hits JOIN tasks ON tasks.id = hits.hit ORDER BY score, id LIMIT ?`;
  const params: unknown[] = [match, f.status, ...(f.topic_id != null ? [f.topic_id] : []), f.limit];
  return statement(db, sql).all(...params) as Task[];
}

/**
 * The index's own words (fts5vocab, a per-connection temp table: nothing stored, nothing to
 * migrate). openDatabase makes it once, outside any transaction; it is made again when missing
 * (a rolled-back transaction that made it drops it, and a schema change costs every statement).
 */
export function ensureTitleVocabulary(db: Db): void {
  db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.tasks_title_vocab USING fts5vocab(main, tasks_title_words, row)');
}

function vocabulary(db: Db, first: string): string[] {
  ensureTitleVocabulary(db);
  const next = String.fromCodePoint(first.codePointAt(0)! + 1);
  const rows = statement(db, 'SELECT term FROM temp.tasks_title_vocab WHERE term >= ? AND term < ?').all(first, next);
  return (rows as { term: string }[]).map((r) => r.term);
}

/** Index words one or two slips from `word` (stems included: "grocries" → "groceri"), starting as it does. */
function nearWords(db: Db, word: string): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  // Index words are stems, so a slip and a lost ending can add up to two edits in a six-letter word.
  const max = word.length >= 6 ? 2 : 1;
  return vocabulary(db, word[0]!)
    .filter((t) => t.length >= 3 && Math.min(damerau(word, t, max), damerau(word.slice(0, t.length), t, max)) <= max)
    .slice(0, 8);
}

/**
 * The every-word query with each word the index does not hold replaced by the index words it is
 * a slip of ("libary books" → library books), so a misspelt title is found among every task by
 * a lookup rather than by scoring thousands of titles; null when no word needs it or can have it.
 */
function respelled(db: Db, text: string): string | null {
  const parts: string[] = [];
  let changed = false;
  for (const word of new Set(words(text))) {
    // Whole words only: one list each in the index, where a prefix merges many.
    const whole = term(word, false);
    const known = statement(db, 'SELECT 1 FROM tasks_title_words WHERE tasks_title_words MATCH ? LIMIT 1').get(whole);
    if (known) {
      parts.push(whole);
      continue;
    }
    const near = nearWords(db, word);
    if (near.length === 0) return null;
    parts.push(`(${near.map((w) => term(w, false)).join(' OR ')})`);
    changed = true;
  }
  return changed ? parts.join(' AND ') : null;
}
