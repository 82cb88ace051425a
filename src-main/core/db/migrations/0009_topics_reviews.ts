/**
 * Subjects across everything, and Anki-grade review controls (issue 12).
 *
 * - Tasks and plans can belong to a topic (the topics cards already have), so "Biology" gathers its
 *   cards, tasks and plan. Deleting a topic is not possible, but SET NULL keeps that safe anyway.
 * - Cards can be suspended (never due until unsuspended, as in Anki) or buried until a time (hidden
 *   for the rest of the day). `suspended` is spelled exactly as the materials engineer's note cards
 *   expect (`suspended INTEGER NOT NULL DEFAULT 0`).
 * - Per-topic daily limits and desired retention; NULL means "use the overall setting".
 * - `review_log.duration_ms` records how long a review took, for "time spent" in Progress.
 */
export default {
  version: 9,
  name: 'topics_reviews',
  sql: `
    ALTER TABLE tasks ADD COLUMN topic_id INTEGER REFERENCES topics (id) ON DELETE SET NULL;
    CREATE INDEX tasks_by_topic ON tasks (topic_id, status) WHERE deleted_at IS NULL AND topic_id IS NOT NULL;

    ALTER TABLE plans ADD COLUMN topic_id INTEGER REFERENCES topics (id) ON DELETE SET NULL;

    ALTER TABLE flashcards ADD COLUMN suspended INTEGER NOT NULL DEFAULT 0 CHECK (suspended IN (0, 1));
    ALTER TABLE flashcards ADD COLUMN buried_until TEXT;

    ALTER TABLE topics ADD COLUMN new_per_day INTEGER CHECK (new_per_day IS NULL OR new_per_day BETWEEN 0 AND 9999);
    ALTER TABLE topics ADD COLUMN reviews_per_day INTEGER
      CHECK (reviews_per_day IS NULL OR reviews_per_day BETWEEN 0 AND 99999);
    ALTER TABLE topics ADD COLUMN desired_retention REAL
      CHECK (desired_retention IS NULL OR desired_retention BETWEEN 0.7 AND 0.99);

    ALTER TABLE review_log ADD COLUMN duration_ms INTEGER CHECK (duration_ms IS NULL OR duration_ms >= 0);
    -- Daily limits count today's first reviews of new cards and today's reviews; Progress reads by day.
    CREATE INDEX review_log_by_time ON review_log (reviewed_at) WHERE undone_at IS NULL;
  `,
};
