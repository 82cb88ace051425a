/**
 * Flashcards with their FSRS memory state, and a log of every review (so a review can be undone
 * exactly and the history can later re-train FSRS). Depends on `topics` from 0004.
 *
 * Times are UTC ISO strings from Date.toISOString(), so text order is time order and `due_at <= ?`
 * compares correctly. Cards are soft-deleted (deleted_at): a student may regret a delete, and
 * their review history should survive it.
 */
export default {
  version: 5,
  name: 'flashcards',
  sql: `
    CREATE TABLE flashcards (
      id             INTEGER PRIMARY KEY,
      topic_id       INTEGER REFERENCES topics(id) ON DELETE SET NULL,
      front          TEXT NOT NULL CHECK (length(front) BETWEEN 1 AND 2000),
      back           TEXT NOT NULL CHECK (length(back) BETWEEN 1 AND 5000),
      due_at         TEXT NOT NULL,
      stability      REAL NOT NULL DEFAULT 0 CHECK (stability >= 0),
      difficulty     REAL NOT NULL DEFAULT 0 CHECK (difficulty >= 0),
      elapsed_days   INTEGER NOT NULL DEFAULT 0 CHECK (elapsed_days >= 0),
      scheduled_days INTEGER NOT NULL DEFAULT 0 CHECK (scheduled_days >= 0),
      learning_steps INTEGER NOT NULL DEFAULT 0 CHECK (learning_steps >= 0),
      reps           INTEGER NOT NULL DEFAULT 0 CHECK (reps >= 0),
      lapses         INTEGER NOT NULL DEFAULT 0 CHECK (lapses >= 0),
      state          TEXT NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'learning', 'review', 'relearning')),
      last_review_at TEXT,
      -- The user's manual override (update_flashcard_review); NULL means FSRS alone decides.
      ease_factor    REAL CHECK (ease_factor IS NULL OR ease_factor BETWEEN 1.3 AND 5),
      created_at     TEXT NOT NULL,
      updated_at     TEXT NOT NULL,
      deleted_at     TEXT
    ) STRICT;

    -- The review queue: due cards oldest first. Partial, so deleted cards cost nothing.
    CREATE INDEX flashcards_due ON flashcards (due_at, id) WHERE deleted_at IS NULL;
    -- A topic's cards, and a topic's review queue.
    CREATE INDEX flashcards_by_topic ON flashcards (topic_id, due_at, id) WHERE deleted_at IS NULL;

    CREATE TABLE review_log (
      id           INTEGER PRIMARY KEY,
      card_id      INTEGER NOT NULL REFERENCES flashcards(id) ON DELETE CASCADE,
      rating       TEXT NOT NULL CHECK (rating IN ('again', 'hard', 'good', 'easy')),
      state_before TEXT NOT NULL CHECK (json_valid(state_before)),
      state_after  TEXT NOT NULL CHECK (json_valid(state_after)),
      reviewed_at  TEXT NOT NULL,
      undone_at    TEXT
    ) STRICT;

    -- Undo finds a card's latest review; history reads a card's reviews in order.
    CREATE INDEX review_log_by_card ON review_log (card_id, id);
  `,
};
