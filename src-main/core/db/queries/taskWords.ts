import type { Task, TaskStatus } from '../../../../src-shared/tasks';
import { words } from '../../../../src-shared/text/fuzzy';
import type { Db } from '../connection';
import { statement } from './statements';
import { TASK_COLUMNS } from './tasks';

export interface TitleWordsFilter {
  /** What the user called the task; its words are looked up, in any order, endings ignored. */
  text: string;
  status: TaskStatus;
  topic_id?: number | null;
  limit: number;
}

/** One word as an FTS5 term, quoted so that it is a plain string whatever characters it holds. */
function term(word: string): string {
  // A number is itself ("chapter 2" is not chapter 23), and a prefix of one or two characters
  // would expand to thousands of index terms; longer words are prefixes ("groc" finds groceries).
  const prefix = /^\d+$/.test(word) || word.length < 3 ? '' : '*';
  return `"${word.replaceAll('"', '""')}"${prefix}`;
}

/**
 * The FTS5 queries for a text, tried in turn: titles holding every word; then, for three or more
 * words, every word but one (a misspelt or extra word); then any word. Every word first keeps the
 * hits few however common each word is ("read", "chapter"): ranking the thousands of titles that
 * share any one word costs 20 ms at 100,000 tasks, so that comes last.
 */
export function titleWordsQueries(text: string): { every: string; allButOne: string[]; any: string | null } | null {
  const terms = [...new Set(words(text))].map(term);
  if (terms.length === 0) return null;
  return {
    every: terms.join(' AND '),
    allButOne: terms.length >= 3 ? terms.map((_, skip) => terms.filter((__, i) => i !== skip).join(' AND ')) : [],
    any: terms.length > 1 ? terms.join(' OR ') : null,
  };
}

/**
 * Tasks whose titles share words with the text, best first (bm25: more and rarer shared words
 * rank higher), across every task of the status — the index (migration task_title_words) makes
 * this a lookup at 100,000 tasks. The first kind of titleWordsQueries with hits decides; the
 * caller scores the few candidates fuzzily.
 */
export function tasksByTitleWords(db: Db, f: TitleWordsFilter): Task[] {
  const queries = titleWordsQueries(f.text);
  if (queries === null) return [];
  const every = titleWordsMatching(db, f, queries.every);
  if (every.length > 0) return every;
  const found = new Map<number, Task>();
  for (const query of queries.allButOne)
    for (const t of titleWordsMatching(db, f, query)) if (found.size < f.limit) found.set(t.task_id, t);
  if (found.size > 0) return [...found.values()];
  return queries.any === null ? [] : titleWordsMatching(db, f, queries.any);
}

function titleWordsMatching(db: Db, f: TitleWordsFilter, match: string): Task[] {
  const topic = f.topic_id != null ? 'AND topic_id = ?' : '';
  const sql =
    'WITH hits AS (SELECT rowid AS hit, rank AS score FROM tasks_title_words WHERE tasks_title_words MATCH ?) ' +
    `SELECT ${TASK_COLUMNS} FROM hits JOIN tasks ON tasks.id = hits.hit ` +
    `WHERE deleted_at IS NULL AND status = ? ${topic} ORDER BY score, id LIMIT ?`;
  const params: unknown[] = [match, f.status, ...(f.topic_id != null ? [f.topic_id] : []), f.limit];
  return statement(db, sql).all(...params) as Task[];
}
