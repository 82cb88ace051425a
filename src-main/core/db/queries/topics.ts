import type { Db } from '../connection';
import { MAX_TOPIC_NAME } from '../../../../src-shared/text/topics';
import { statement } from './statements';

/** A row of `topics`. Names are unique ignoring ASCII case ("Recursion" = "recursion"). */
export interface DbTopic {
  id: number;
  name: string;
  created_at: string;
}

export { MAX_TOPIC_NAME };

/**
 * The topic with this name (case-insensitive, surrounding whitespace ignored), created if new.
 * The first spelling used is kept: asking for "recursion" after "Recursion" returns "Recursion".
 * `created` tells whether this call inserted it. Call inside a write transaction; throws if the
 * trimmed name is empty or too long.
 *
 * @example
 *   findOrCreateTopic(db, ' Recursion ', '2026-11-21T09:00:00.000Z') // → { id: 1, name: 'Recursion', created: true }
 */
export function findOrCreateTopic(
  db: Db,
  name: string,
  nowIso: string,
): { id: number; name: string; created: boolean } {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > MAX_TOPIC_NAME) {
    throw new RangeError(`Topic name must be 1–${MAX_TOPIC_NAME} characters`);
  }
  const found = findTopicByName(db, trimmed);
  if (found) return { id: found.id, name: found.name, created: false };
  const info = statement(db, 'INSERT INTO topics (name, created_at) VALUES (?, ?)').run(trimmed, nowIso);
  return { id: Number(info.lastInsertRowid), name: trimmed, created: true };
}

/** The topic whose name equals `name` ignoring case, if any. */
export function findTopicByName(db: Db, name: string): DbTopic | undefined {
  return statement(db, 'SELECT id, name, created_at FROM topics WHERE name = ?').get(name.trim()) as
    DbTopic | undefined;
}

export function getTopic(db: Db, id: number): DbTopic | undefined {
  return statement(db, 'SELECT id, name, created_at FROM topics WHERE id = ?').get(id) as DbTopic | undefined;
}

/** A topic's name, exam date (YYYY-MM-DD) and how many live flashcards it has, for planning. */
export function topicPlanningFacts(db: Db, id: number): { name: string; exam_date: string | null; card_count: number } {
  return statement(
    db,
    `SELECT name, exam_date,
            (SELECT count(*) FROM flashcards f WHERE f.topic_id = t.id AND f.deleted_at IS NULL) AS card_count
       FROM topics t WHERE id = ?`,
  ).get(id) as { name: string; exam_date: string | null; card_count: number };
}

export function setTopicExamDate(db: Db, id: number, examDate: string | null): void {
  statement(db, 'UPDATE topics SET exam_date = ? WHERE id = ?').run(examDate, id);
}
