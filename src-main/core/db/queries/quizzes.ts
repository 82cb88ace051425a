import { WRONG_SCORE_BELOW } from '../../../../src-shared/quizzes';
import type { Db } from '../connection';
import { statement } from './statements';

export type DbQuizSource = 'model' | 'flashcards' | 'materials';

/** A row of `quiz_questions`; `choices` is a JSON array of strings or NULL. */
export interface DbQuizQuestion {
  id: number;
  quiz_id: number;
  position: number;
  question: string;
  answer: string;
  choices: string | null;
  source_chunk_id: number | null;
}

/** A row of `quiz_attempts`. */
export interface DbQuizAttempt {
  id: number;
  topic_id: number | null;
  question: string;
  user_answer: string | null;
  correct_answer: string | null;
  score: number | null;
  feedback: string | null;
  created_at: string;
  deleted_at: string | null;
}

export interface NewQuizQuestion {
  question: string;
  answer: string;
  choices?: string[] | null;
  source_chunk_id?: number | null;
}

export interface NewAttempt {
  topic_id: number | null;
  question: string;
  user_answer?: string | null;
  correct_answer?: string | null;
  score?: number | null;
  feedback?: string | null;
}

/** A live attempt still to be answered right: no score yet, or a score below the pass mark. */
const IS_WRONG = `(score IS NULL OR score < ${WRONG_SCORE_BELOW})`;

/** The query get_wrong_questions and quiz_pre_fetch run (exported so a test can EXPLAIN it). */
export const WRONG_ATTEMPTS_SQL = `SELECT * FROM quiz_attempts
  WHERE topic_id = ? AND deleted_at IS NULL AND ${IS_WRONG}
  ORDER BY created_at DESC, id DESC LIMIT ?`;

export function wrongAttempts(db: Db, topicId: number, limit: number): DbQuizAttempt[] {
  return statement(db, WRONG_ATTEMPTS_SQL).all(topicId, limit) as DbQuizAttempt[];
}

/** The live wrong attempt of a topic with this question (ASCII case ignored), if any. */
export function findWrongAttempt(db: Db, topicId: number, question: string): DbQuizAttempt | undefined {
  return statement(
    db,
    `SELECT * FROM quiz_attempts WHERE topic_id = ? AND deleted_at IS NULL AND ${IS_WRONG} AND question = ? COLLATE NOCASE`,
  ).get(topicId, question) as DbQuizAttempt | undefined;
}

export function getAttempt(db: Db, id: number): DbQuizAttempt | undefined {
  return statement(db, 'SELECT * FROM quiz_attempts WHERE id = ? AND deleted_at IS NULL').get(id) as
    DbQuizAttempt | undefined;
}

export function insertAttempt(db: Db, a: NewAttempt, nowIso: string): number {
  const info = statement(
    db,
    `INSERT INTO quiz_attempts (topic_id, question, user_answer, correct_answer, score, feedback, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    a.topic_id,
    a.question,
    a.user_answer ?? null,
    a.correct_answer ?? null,
    a.score ?? null,
    a.feedback ?? null,
    nowIso,
  );
  return Number(info.lastInsertRowid);
}

/** Records a fresh wrong answer on an existing attempt, so a question is listed once. */
export function refreshWrongAttempt(db: Db, id: number, a: NewAttempt, nowIso: string): void {
  statement(
    db,
    `UPDATE quiz_attempts SET user_answer = ?, correct_answer = coalesce(?, correct_answer), score = ?, feedback = ?, created_at = ?
      WHERE id = ?`,
  ).run(a.user_answer ?? null, a.correct_answer ?? null, a.score ?? null, a.feedback ?? null, nowIso, id);
}

export function softDeleteAttempt(db: Db, id: number, nowIso: string): void {
  statement(db, 'UPDATE quiz_attempts SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL').run(nowIso, id);
}

export function insertQuiz(
  db: Db,
  topicId: number,
  source: DbQuizSource,
  questions: readonly NewQuizQuestion[],
  nowIso: string,
) {
  const quizId = Number(
    statement(db, 'INSERT INTO quizzes (topic_id, source, created_at) VALUES (?, ?, ?)').run(topicId, source, nowIso)
      .lastInsertRowid,
  );
  const insert = statement(
    db,
    'INSERT INTO quiz_questions (quiz_id, position, question, answer, choices, source_chunk_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  questions.forEach((q, i) =>
    insert.run(
      quizId,
      i + 1,
      q.question,
      q.answer,
      q.choices ? JSON.stringify(q.choices) : null,
      q.source_chunk_id ?? null,
    ),
  );
  return quizId;
}

export function listQuizQuestions(db: Db, quizId: number): DbQuizQuestion[] {
  return statement(db, 'SELECT * FROM quiz_questions WHERE quiz_id = ? ORDER BY position').all(
    quizId,
  ) as DbQuizQuestion[];
}

/** A topic's live flashcards (table from migration 0005), oldest first. */
export function topicCards(db: Db, topicId: number): { id: number; front: string; back: string }[] {
  return statement(
    db,
    'SELECT id, front, back FROM flashcards WHERE topic_id = ? AND deleted_at IS NULL ORDER BY id',
  ).all(topicId) as { id: number; front: string; back: string }[];
}

export interface DbTopicStats {
  id: number;
  name: string;
  card_count: number;
  attempt_count: number;
  avg_score: number | null;
  exam_date: string | null;
}

export function topicsWithStats(db: Db): DbTopicStats[] {
  return statement(
    db,
    `SELECT t.id, t.name, t.exam_date,
              (SELECT count(*) FROM flashcards f WHERE f.topic_id = t.id AND f.deleted_at IS NULL) AS card_count,
              (SELECT count(*) FROM quiz_attempts a WHERE a.topic_id = t.id AND a.deleted_at IS NULL) AS attempt_count,
              (SELECT avg(a.score) FROM quiz_attempts a WHERE a.topic_id = t.id AND a.deleted_at IS NULL) AS avg_score
         FROM topics t ORDER BY t.name`,
  ).all() as DbTopicStats[];
}

export interface DbWeakTopic {
  topic_id: number;
  name: string;
  attempts: number;
  avg_score: number | null;
  wrong_count: number;
}

/**
 * Topics with at least one outstanding wrong attempt, weakest first: lowest average score
 * (a topic with no scored attempts counts as 0), then most wrong answers.
 */
export function weakTopics(db: Db, limit: number): DbWeakTopic[] {
  return statement(
    db,
    `SELECT t.id AS topic_id, t.name, count(*) AS attempts, avg(a.score) AS avg_score,
              sum(CASE WHEN ${IS_WRONG.replaceAll('score', 'a.score')} THEN 1 ELSE 0 END) AS wrong_count
         FROM quiz_attempts a JOIN topics t ON t.id = a.topic_id
        WHERE a.deleted_at IS NULL
        GROUP BY t.id
       HAVING wrong_count > 0
        ORDER BY coalesce(avg(a.score), 0), wrong_count DESC, t.name
        LIMIT ?`,
  ).all(limit) as DbWeakTopic[];
}
