/**
 * The revision history behind `undo`: one `change_sets` row per write-tool call that changed data,
 * and one `revisions` row per table row it touched, with the row's values before and after as
 * JSON. The rows are written by per-connection TEMP triggers that the registry installs from the
 * live schema (src-main/core/revisions/triggers.ts), so columns and tables that later migrations
 * add are recorded without touching this file. Kept for 30 days, like soft-deleted rows.
 *
 * AUTOINCREMENT: a change id is shown to the renderer (the toast's Undo) and must never be
 * reused for a later change after the purge removed the newest ones.
 */
export default {
  version: 10,
  name: 'revisions',
  sql: `
    CREATE TABLE change_sets (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      tool       TEXT NOT NULL,
      origin     TEXT NOT NULL CHECK (origin IN ('agent', 'ui', 'cli', 'mcp')),
      session_id INTEGER,
      request_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      -- Set on an undo: the change it reverted. Set on the reverted change: the undo that did it.
      undoes     INTEGER REFERENCES change_sets (id) ON DELETE SET NULL,
      undone_by  INTEGER REFERENCES change_sets (id) ON DELETE SET NULL
    ) STRICT;
    -- "The most recent change of this origin" walks this index backwards.
    CREATE INDEX change_sets_by_origin ON change_sets (origin, session_id, id);
    CREATE INDEX change_sets_by_time ON change_sets (created_at);
    CREATE INDEX change_sets_undoes ON change_sets (undoes) WHERE undoes IS NOT NULL;
    CREATE INDEX change_sets_undone_by ON change_sets (undone_by) WHERE undone_by IS NOT NULL;

    CREATE TABLE revisions (
      id         INTEGER PRIMARY KEY,
      change_id  INTEGER NOT NULL REFERENCES change_sets (id) ON DELETE CASCADE,
      table_name TEXT NOT NULL,
      row_id     INTEGER NOT NULL,
      -- NULL before: the change inserted the row. NULL after: it deleted the row.
      before     TEXT CHECK (before IS NULL OR json_valid(before)),
      after      TEXT CHECK (after IS NULL OR json_valid(after)),
      CHECK (before IS NOT NULL OR after IS NOT NULL)
    ) STRICT;
    CREATE INDEX revisions_by_change ON revisions (change_id, id);
  `,
};
