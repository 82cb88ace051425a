/**
 * Progress's reviews per day at 100,000 reviews (issue 12: first paint under 200 ms): counted as
 * they happen, per UTC quarter hour, instead of scanning a year of the review log on every open
 * (45 ms of get_progress's ~110). A quarter hour is the finest step any time zone's offset takes,
 * so each slot falls on one local day wherever the student is (queries/progress.ts).
 *
 * Derived data, kept by triggers in the same transaction as the review it counts: a review,
 * an undone review (undone_at set or cleared), a deleted or purged one. Not exported (an import's
 * reviews rebuild it through the same triggers) and not recorded for undo (undoing the review
 * moves the count back).
 */
const SLOT = (row: 'NEW' | 'OLD') =>
  `printf('%s:%02d', substr(${row}.reviewed_at, 1, 13), CAST(substr(${row}.reviewed_at, 15, 2) AS INTEGER) / 15 * 15)`;

const ADD = (row: 'NEW') => `
  INSERT INTO review_slots (slot, reviews, ms, timed)
    SELECT ${SLOT(row)}, 1, coalesce(${row}.duration_ms, 0), ${row}.duration_ms IS NOT NULL
     WHERE ${row}.undone_at IS NULL
  ON CONFLICT (slot) DO UPDATE SET
    reviews = reviews + 1, ms = ms + excluded.ms, timed = timed + excluded.timed;`;

const REMOVE = (row: 'OLD') => `
  UPDATE review_slots SET
    reviews = reviews - 1,
    ms = ms - coalesce(${row}.duration_ms, 0),
    timed = timed - (${row}.duration_ms IS NOT NULL)
   WHERE slot = ${SLOT(row)} AND ${row}.undone_at IS NULL;`;

export default {
  version: 23,
  name: 'review_slots',
  sql: `
    CREATE TABLE review_slots (
      slot    TEXT PRIMARY KEY,
      reviews INTEGER NOT NULL,
      ms      INTEGER NOT NULL,
      timed   INTEGER NOT NULL
    ) STRICT, WITHOUT ROWID;

    INSERT INTO review_slots (slot, reviews, ms, timed)
      SELECT printf('%s:%02d', substr(reviewed_at, 1, 13), CAST(substr(reviewed_at, 15, 2) AS INTEGER) / 15 * 15) AS s,
             count(*), coalesce(sum(duration_ms), 0), count(duration_ms)
        FROM review_log WHERE undone_at IS NULL GROUP BY s;

    CREATE TRIGGER review_slots_insert AFTER INSERT ON review_log BEGIN ${ADD('NEW')} END;
    CREATE TRIGGER review_slots_delete AFTER DELETE ON review_log BEGIN ${REMOVE('OLD')} END;
    CREATE TRIGGER review_slots_update AFTER UPDATE OF undone_at, reviewed_at, duration_ms ON review_log
      BEGIN ${REMOVE('OLD')} ${ADD('NEW')} END;
  `,
};
