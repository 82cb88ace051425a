/**
 * Tasks, chat sessions and their messages.
 *
 * Timestamps are ISO 8601 text. `tasks.due_at` holds either a calendar date (`2026-11-27`, an
 * all-day task) or a UTC instant (`2026-11-27T16:00:00.000Z`), so plain text order is date order.
 * Rows the user could regret deleting carry `deleted_at` (soft delete); purge removes them later.
 */
export default {
  version: 3,
  name: 'tasks_chat',
  sql: `
    CREATE TABLE tasks (
      id           INTEGER PRIMARY KEY,
      title        TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
      description  TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
      status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
      due_at       TEXT CHECK (due_at IS NULL OR length(due_at) IN (10, 24)),
      priority     INTEGER NOT NULL DEFAULT 4 CHECK (priority BETWEEN 1 AND 4),
      created_at   TEXT NOT NULL,
      updated_at   TEXT NOT NULL,
      completed_at TEXT,
      deleted_at   TEXT,
      -- A completed task always says when; a pending one never does.
      CHECK ((status = 'completed') = (completed_at IS NOT NULL))
    ) STRICT;
    -- list_tasks: one status, undated last, then by date and priority. The leading status column
    -- and the (due_at IS NULL) expression let SQLite read rows already in display order.
    CREATE INDEX tasks_live_by_due ON tasks (status, due_at IS NULL, due_at, priority)
      WHERE deleted_at IS NULL;
    -- purge and restore look rows up by deletion time.
    CREATE INDEX tasks_deleted ON tasks (deleted_at) WHERE deleted_at IS NOT NULL;

    CREATE TABLE chat_sessions (
      id         INTEGER PRIMARY KEY,
      title      TEXT NOT NULL DEFAULT '' CHECK (length(title) <= 200),
      -- ConversationState (src-shared/conversation.ts), parsed on every load.
      state      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(state)),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT
    ) STRICT;
    CREATE INDEX chat_sessions_recent ON chat_sessions (updated_at) WHERE deleted_at IS NULL;

    CREATE TABLE messages (
      id         INTEGER PRIMARY KEY,
      session_id INTEGER NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
      role       TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'note')),
      content    TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX messages_by_session ON messages (session_id, created_at);
  `,
};
