import type { Db } from '../connection';
import { statement as stmt } from './statements';

/**
 * The Progress view's aggregates, each one grouped query. Times are stored as UTC ISO strings;
 * `shift` ("+60 minutes") moves them onto the student's clock before `date()` cuts the day. It is
 * the offset of now, so a card due across a DST change an hour from midnight can land on the
 * neighbouring day in the forecast; reviews per day use each quarter hour's own offset.
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

/**
 * Reviews per local day since `since` (undone reviews are not reviews), from the per-quarter-hour
 * counts the review log's triggers keep (migration 23) rather than a scan of the year's reviews.
 * Each slot is put on the student's calendar here, with the offset it really had (DST included);
 * `since` is a local midnight, which is always a slot's start.
 */
export function reviewsByDay(db: Db, w: DayWindow): DbReviewDay[] {
  const slots = stmt(
    db,
    'SELECT slot, reviews, ms, timed FROM review_slots WHERE slot >= substr(@since, 1, 16) AND reviews > 0',
  ).all({ since: w.since }) as { slot: string; reviews: number; ms: number; timed: number }[];
  const days = new Map<string, DbReviewDay>();
  // A year holds up to 35,000 slots: numbers, not a Date parse and three local getters each.
  const dayNames = new Map<number, string>();
  for (const s of slots) {
    // "2026-11-24T13:45": the slot's first instant, in UTC, moved onto the local clock.
    const utc = Date.UTC(
      +s.slot.slice(0, 4),
      +s.slot.slice(5, 7) - 1,
      +s.slot.slice(8, 10),
      +s.slot.slice(11, 13),
      +s.slot.slice(14, 16),
    );
    const localDayNumber = Math.floor((utc - new Date(utc).getTimezoneOffset() * 60_000) / 86_400_000);
    let day = dayNames.get(localDayNumber);
    if (day === undefined)
      dayNames.set(localDayNumber, (day = new Date(localDayNumber * 86_400_000).toISOString().slice(0, 10)));
    const sum = days.get(day);
    if (sum) {
      sum.reviews += s.reviews;
      sum.ms += s.ms;
      sum.timed += s.timed;
    } else days.set(day, { day, reviews: s.reviews, ms: s.ms, timed: s.timed });
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
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
    // Counted per card first, in card order from its own index (no sort, no table rows), then
    // joined to the topic once per card rather than once per review (migration 21).
    `SELECT f.topic_id, t.name AS topic_name, sum(c.reviews) AS reviews, sum(c.recalled) AS recalled
       FROM (SELECT card_id, count(*) AS reviews, coalesce(sum(rating <> 'again'), 0) AS recalled
               FROM review_log INDEXED BY review_log_retention
              WHERE undone_at IS NULL AND reviewed_at >= @since AND state_before_kind = 'review'
              GROUP BY card_id) c
       JOIN flashcards f ON f.id = c.card_id
       LEFT JOIN topics t ON t.id = f.topic_id
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

/** All reviews ever made, and the total time recorded (from the per-quarter-hour counts). */
export function reviewTotals(db: Db): { reviews: number; ms: number } {
  return stmt(
    db,
    'SELECT coalesce(sum(reviews), 0) AS reviews, coalesce(sum(ms), 0) AS ms FROM review_slots',
  ).get() as { reviews: number; ms: number };
}
