import type { Db } from '../connection';
import { localIsoDate } from '../../../../src-shared/text/locale';
import { statement as stmt } from './statements';

/**
 * The Progress view's aggregates, each one grouped query. Times are stored as UTC ISO strings;
 * `shift` ("+60 minutes") moves them onto the student's clock before `date()` cuts the day. It is
 * the offset of now, so a card due across a DST change an hour from midnight can land on the
 * neighbouring day in the forecast; reviews per day use each hour's own offset.
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

/** Whether this machine's clock is a whole number of hours from UTC on every day of the year from `since` (Lord Howe is not in winter). */
function wholeHoursFromUtc(since: string): boolean {
  const first = Date.parse(since);
  for (let day = 0; day <= 366; day++)
    if (new Date(first + day * 86_400_000).getTimezoneOffset() % 60 !== 0) return false;
  return true;
}

/**
 * Reviews per local day since `since` (undone reviews are not reviews). SQL groups by the UTC hour
 * — or quarter hour, when the student's clock is not a whole number of hours from UTC — with text
 * prefixes, not `date()` on every row (half the time at 100,000 reviews, bench/uiStudy.ts); each
 * slot is then put on the student's calendar here, with the offset it really had (DST included).
 */
export function reviewsByDay(db: Db, w: DayWindow): DbReviewDay[] {
  const quarterHours = !wholeHoursFromUtc(w.since);
  const slot = quarterHours
    ? `substr(reviewed_at, 1, 14) || (substr(reviewed_at, 15, 2) / 15 * 15)`
    : 'substr(reviewed_at, 1, 13)';
  const slots = stmt(
    db,
    `SELECT ${slot} AS slot, count(*) AS reviews, coalesce(sum(duration_ms), 0) AS ms, count(duration_ms) AS timed
       FROM review_log INDEXED BY review_log_progress
      WHERE undone_at IS NULL AND reviewed_at >= @since
      GROUP BY slot`,
  ).all({ since: w.since }) as { slot: string; reviews: number; ms: number; timed: number }[];
  const days = new Map<string, DbReviewDay>();
  for (const s of slots) {
    // "2026-11-24T13" or "2026-11-24T13:45": the slot's first instant, in UTC.
    const [date, time] = s.slot.split('T') as [string, string];
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [h, min = 0] = time.split(':').map(Number) as [number, number?];
    const day = localIsoDate(new Date(Date.UTC(y, m - 1, d, h, min)));
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

/** All reviews ever made, and the total time recorded. */
export function reviewTotals(db: Db): { reviews: number; ms: number } {
  return stmt(
    db,
    // reviewed_at > '' makes the covering index usable (every row has a time).
    "SELECT count(*) AS reviews, coalesce(sum(duration_ms), 0) AS ms FROM review_log INDEXED BY review_log_progress WHERE undone_at IS NULL AND reviewed_at > ''",
  ).get() as { reviews: number; ms: number };
}
