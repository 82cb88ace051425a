/**
 * One row per registry call: what ran, from where, how it ended and how long it took. Only the
 * time index: every call pays for each index on this table, and per-tool stats are rare reads.
 */
export default {
  version: 2,
  name: 'tool_audit',
  sql: `
    CREATE TABLE audit_log (
      id          INTEGER PRIMARY KEY,
      tool        TEXT NOT NULL,
      input       TEXT NOT NULL,
      ok          INTEGER NOT NULL CHECK (ok IN (0, 1)),
      code        TEXT,
      duration_ms REAL NOT NULL,
      origin      TEXT NOT NULL CHECK (origin IN ('agent', 'ui', 'cli', 'mcp')),
      session_id  INTEGER,
      request_id  TEXT NOT NULL,
      created_at  TEXT NOT NULL
    ) STRICT;
    CREATE INDEX audit_log_by_time ON audit_log (created_at);
  `,
};
