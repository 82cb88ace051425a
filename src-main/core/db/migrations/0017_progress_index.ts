/**
 * Progress at 100,000 reviews (issue 12): its aggregates read the review log by day, and a row
 * carries two JSON snapshots of a card (~0.5 KB), so reading rows to count them is most of the
 * cost. `state_before_kind` names the card's state before the review (true retention counts only
 * reviews of learned cards) without parsing JSON per row, and one covering index answers every
 * Progress query from the index alone.
 */
export default {
  version: 17,
  name: 'progress_index',
  sql: `
    ALTER TABLE review_log ADD COLUMN state_before_kind TEXT
      GENERATED ALWAYS AS (json_extract(state_before, '$.state')) VIRTUAL;
    CREATE INDEX review_log_progress ON review_log (reviewed_at, duration_ms, rating, state_before_kind, card_id)
      WHERE undone_at IS NULL;
  `,
};
