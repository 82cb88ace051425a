/**
 * Study plans with their items, quiz topics, quizzes and the quiz-attempt log.
 *
 * Plans and attempts are soft-deleted (`deleted_at`) because a user may regret deleting them; a
 * plan's items stay attached and hidden with it, and go for good (CASCADE) when the plan is purged.
 * Topics are shared with flashcards (migration 0005) and are never deleted.
 */
export default {
  version: 4,
  name: 'plans_quizzes',
  sql: `
    CREATE TABLE plans (
      id         INTEGER PRIMARY KEY,
      title      TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      status     TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'archived')),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT
    ) STRICT;
    -- "latest" = the newest live active plan; list_plans filters by status.
    CREATE INDEX plans_by_status ON plans (status, created_at) WHERE deleted_at IS NULL;

    CREATE TABLE plan_items (
      id         INTEGER PRIMARY KEY,
      plan_id    INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
      position   INTEGER NOT NULL CHECK (position >= 1),
      title      TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      status     TEXT NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'in_progress', 'done', 'skipped')),
      due_date   TEXT CHECK (due_date IS NULL OR (length(due_date) = 10 AND date(due_date) IS due_date)),
      notes      TEXT CHECK (notes IS NULL OR length(notes) <= 2000),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (plan_id, position)
    ) STRICT;
    -- The UNIQUE constraint's index serves "items of plan N in order".

    CREATE TABLE topics (
      id         INTEGER PRIMARY KEY,
      name       TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(name) BETWEEN 1 AND 100),
      created_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE quizzes (
      id         INTEGER PRIMARY KEY,
      topic_id   INTEGER NOT NULL REFERENCES topics (id),
      source     TEXT NOT NULL CHECK (source IN ('model', 'flashcards', 'materials')),
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX quizzes_by_topic ON quizzes (topic_id);

    CREATE TABLE quiz_questions (
      id              INTEGER PRIMARY KEY,
      quiz_id         INTEGER NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
      position        INTEGER NOT NULL CHECK (position >= 1),
      question        TEXT NOT NULL CHECK (length(question) BETWEEN 1 AND 2000),
      answer          TEXT NOT NULL CHECK (length(answer) BETWEEN 1 AND 5000),
      choices         TEXT CHECK (choices IS NULL OR (json_valid(choices) AND json_type(choices) = 'array')),
      source_chunk_id INTEGER,
      UNIQUE (quiz_id, position)
    ) STRICT;

    CREATE TABLE quiz_attempts (
      id             INTEGER PRIMARY KEY,
      topic_id       INTEGER REFERENCES topics (id),
      question       TEXT NOT NULL CHECK (length(question) BETWEEN 1 AND 2000),
      user_answer    TEXT CHECK (user_answer IS NULL OR length(user_answer) <= 5000),
      correct_answer TEXT CHECK (correct_answer IS NULL OR length(correct_answer) <= 5000),
      score          REAL CHECK (score IS NULL OR (score >= 0 AND score <= 1)),
      feedback       TEXT CHECK (feedback IS NULL OR length(feedback) <= 2000),
      created_at     TEXT NOT NULL,
      deleted_at     TEXT
    ) STRICT;
    -- Wrong questions of a topic, newest first; weak-topic statistics per topic.
    CREATE INDEX quiz_attempts_by_topic ON quiz_attempts (topic_id, created_at);
  `,
};
