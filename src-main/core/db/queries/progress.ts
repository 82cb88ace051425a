import type { Db } from '../connection';
import { statement as stmt } from './statements';

/**
 * The Progress view's aggregates, each one grouped query. Times are stored as UTC ISO strings;
 * `shift` ("+60 minutes") moves them onto the student's clock before `date()` cuts the day. It is
 * the offset of now, so a review made across a DST change an hour from midnight can land on the
 * neighbouring day — a heatmap can live with that, and one offset keeps the grouping in SQL.
 */
export interface DayWindow {
  shift: string;
  /** UTC ISO instant: the first moment counted. */
  since: string;
}

export interface DbReviewDay {
  day: string;
  reviews: number;
  ms: number;
  timed: number;
}

/** Reviews per local day since `since` (undone reviews are not reviews). */
export function reviewsByDay(db: Db, w: DayWindow): DbReviewDay[] {
  return stmt(
    db,
    `SELECT date(reviewed_at, @shift) AS day, count(*) AS reviews,
            coalesce(sum(duration_ms), 0) AS ms, count(duration_ms) AS timed
       FROM review_log INDEXED BY review_log_progress
      WHERE undone_at IS NULL AND reviewed_at >= @since
      GROUP BY day ORDER BY day`,
  ).all(w) as DbReviewDay[];
}

export interface DbTopicRetention {
  topic_id: number | null;
  topic_name: string | null;
  reviews: number;
  recalled: number;
}

/**
 * Per topic, reviews of cards already in the review state and how many were recalled (not
 * "again"): Anki's true retention. Learning steps are left out — failing a card you met a minute
 * ago says little about memory.
 */
export function retentionByTopic(db: Db, w: DayWindow): DbTopicRetention[] {
  return stmt(
    db,
    `SELECT f.topic_id, t.name AS topic_name,
            count(*) AS reviews, coalesce(sum(r.rating <> 'again'), 0) AS recalled
       FROM review_log r INDEXED BY review_log_progress
       JOIN flashcards f ON f.id = r.card_id
       LEFT JOIN topics t ON t.id = f.topic_id
      WHERE r.undone_at IS NULL AND r.reviewed_at >= @since
        AND r.state_before_kind = 'review'
      GROUP BY f.topic_id ORDER BY t.name IS NULL, t.name COLLATE NOCASE`,
  ).all({ since: w.since }) as DbTopicRetention[];
}

/** Topics that have cards, so one never reviewed still shows (as "no reviews yet"). */
export function topicsWithCards(db: Db): { topic_id: number | null; topic_name: string | null }[] {
  return stmt(
    db,
    `SELECT DISTINCT f.topic_id, t.name AS topic_name
       FROM flashcards f LEFT JOIN topics t ON t.id = f.topic_id
      WHERE f.deleted_at IS NULL`,
  ).all() as { topic_id: number | null; topic_name: string | null }[];
}

/**
 * Cards falling due per local day before `until`; overdue ones count on `today` (that is when they
 * will be reviewed). New cards are left out, as in Anki's forecast: they wait for the new-card limit.
 */
export function dueByDay(db: Db, p: { shift: string; today: string; until: string }): { day: string; due: number }[] {
  return stmt(
    db,
    `SELECT max(date(due_at, @shift), @today) AS day, count(*) AS due
       FROM flashcards
      WHERE deleted_at IS NULL AND suspended = 0 AND state <> 'new' AND due_at < @until
      GROUP BY day ORDER BY day`,
  ).all(p) as { day: string; due: number }[];
}

/** All reviews ever made, and the total time recorded. */
export function reviewTotals(db: Db): { reviews: number; ms: number } {
  return stmt(
    db,
    // reviewed_at > '' makes the covering index usable (every row has a time).
    "SELECT count(*) AS reviews, coalesce(sum(duration_ms), 0) AS ms FROM review_log INDEXED BY review_log_progress WHERE undone_at IS NULL AND reviewed_at > ''",
  ).get() as { reviews: number; ms: number };
}
