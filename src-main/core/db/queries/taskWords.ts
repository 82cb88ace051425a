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

/**
 * The FTS5 query for a text: each word a quoted prefix ("groc" finds groceries), any of them.
 * Quoting makes every word a plain string to FTS5, whatever characters it holds.
 */
export function titleWordsQuery(text: string): string | null {
  const terms = [...new Set(words(text))].map((w) => `"${w.replaceAll('"', '""')}"*`);
  return terms.length === 0 ? null : terms.join(' OR ');
}

/**
 * Tasks whose titles share words with the text, best first (bm25: more and rarer shared words
 * rank higher), across every task of the status — the index (migration task_title_words) makes
 * this a lookup at 100,000 tasks. The caller scores the few candidates fuzzily.
 */
export function tasksByTitleWords(db: Db, f: TitleWordsFilter): Task[] {
  const match = titleWordsQuery(f.text);
  if (match === null) return [];
  const topic = f.topic_id != null ? 'AND topic_id = ?' : '';
  const sql =
    'WITH hits AS (SELECT rowid AS hit, rank AS score FROM tasks_title_words WHERE tasks_title_words MATCH ?) ' +
    `SELECT ${TASK_COLUMNS} FROM hits JOIN tasks ON tasks.id = hits.hit ` +
    `WHERE deleted_at IS NULL AND status = ? ${topic} ORDER BY score, id LIMIT ?`;
  const params: unknown[] = [match, f.status, ...(f.topic_id != null ? [f.topic_id] : []), f.limit];
  return statement(db, sql).all(...params) as Task[];
}
