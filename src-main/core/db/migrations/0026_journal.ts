/**
 * Issue 14 (tool layer within 1.2× of the raw statement): one append-only row per registry call
 * that is at once its audit row, its change for `undo` and the change's revisions. A write used to
 * add, in its own commit, a `change_sets` row (AUTOINCREMENT and two indexes), a `revisions` row
 * per touched row (and its index) and an `audit_log` row: each its own b-tree pages, twice the WAL
 * pages of the raw statement. The journal has only its INTEGER PRIMARY KEY, so an append touches
 * the last leaf page alone.
 *
 * - Columns the undo walk reads come first (it scans backwards by id, core/db/queries/journal.ts).
 * - `revisions`: NULL when the call changed nothing (a read, a failed call, a write that found
 *   nothing to do); else a JSON array of `[table, row_id, before, after]`, one per row written in
 *   order, `before`/`after` the row's values as objects (NULL: inserted / deleted).
 * - `undoes` on an undo names the change it reverted; `undone_by` on that change names the undo.
 * - `part_of`: a tool that commits in several transactions (an import, file by file) has one row
 *   for its call and, for each later transaction that changed rows, a row naming the first one
 *   (`part_of`) that holds only those revisions: appending to one row would rewrite it whole each
 *   time, quadratic in the size of the import.
 * - No AUTOINCREMENT: the purge only blanks old rows (core/services/purge.ts) and never deletes
 *   the newest, so max(id) never falls and an id shown to the renderer is never reused.
 *
 * The old rows move across, so a change made before the upgrade can still be undone: every audit
 * row with its change (the same request id), and any change whose audit row was never written.
 * Rows are numbered in time order (the purges bisect ids by `created_at`, queries/timeOrdered.ts)
 * and the undo links follow their changes to the new ids.
 */
export default {
  version: 26,
  name: 'journal',
  sql: `
    CREATE TABLE journal (
      id          INTEGER PRIMARY KEY,
      -- Not origin IN (…): SQLite checks an IN list through a temporary b-tree at every insert, a
      -- quarter of an audit row's cost (callgrind); the same test spelt out is as cheap as none.
      origin      TEXT NOT NULL CHECK (origin = 'ui' OR origin = 'agent' OR origin = 'cli' OR origin = 'mcp'),
      session_id  INTEGER,
      part_of     INTEGER,
      undoes      INTEGER,
      undone_by   INTEGER,
      tool        TEXT NOT NULL,
      created_at  TEXT NOT NULL,
      ok          INTEGER NOT NULL CHECK (ok = 1 OR ok = 0),
      code        TEXT,
      duration_ms REAL NOT NULL,
      request_id  TEXT NOT NULL,
      input       TEXT NOT NULL,
      revisions   TEXT
    ) STRICT;

    -- Dropped with their tables below: without them matching calls by request id is quadratic.
    CREATE INDEX audit_log_by_request ON audit_log (request_id);
    CREATE INDEX change_sets_by_request ON change_sets (request_id);

    -- One line per old call, numbered in time order: an audit row with its change if it made one
    -- (ordered by the change's time, so changes keep their order), then changes without an audit row.
    CREATE TEMP TABLE journal_upgrade AS
      WITH firsts AS (SELECT min(id) AS id FROM audit_log GROUP BY request_id),
      calls AS (
        SELECT a.id AS audit_id, c.id AS change_id, coalesce(c.created_at, a.created_at) AS at
          FROM audit_log a
          LEFT JOIN change_sets c ON c.request_id = a.request_id AND a.id IN (SELECT id FROM firsts)
        UNION ALL
        SELECT NULL, c.id, c.created_at FROM change_sets c
         WHERE NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.request_id = c.request_id))
      SELECT row_number() OVER (ORDER BY at, change_id, audit_id) AS id, audit_id, change_id FROM calls;
    CREATE INDEX temp.journal_upgrade_by_change ON journal_upgrade (change_id);

    INSERT INTO journal (id, origin, session_id, undoes, undone_by, tool, created_at, ok, code, duration_ms,
                         request_id, input, revisions)
    SELECT u.id,
           coalesce(c.origin, a.origin),
           CASE WHEN c.id IS NULL THEN a.session_id ELSE c.session_id END,
           (SELECT id FROM journal_upgrade WHERE change_id = c.undoes),
           (SELECT id FROM journal_upgrade WHERE change_id = c.undone_by),
           coalesce(c.tool, a.tool),
           coalesce(a.created_at, c.created_at),
           -- A change whose audit row was lost: it did change data, its input and timing are unknown.
           coalesce(a.ok, 1),
           a.code,
           coalesce(a.duration_ms, 0),
           coalesce(a.request_id, c.request_id),
           coalesce(a.input, 'null'),
           (SELECT '[' || group_concat(json_array(r.table_name, r.row_id, json(r.before), json(r.after)), ',' ORDER BY r.id) || ']'
              FROM revisions r WHERE r.change_id = c.id)
      FROM journal_upgrade u
      LEFT JOIN audit_log a ON a.id = u.audit_id
      LEFT JOIN change_sets c ON c.id = u.change_id
     ORDER BY u.id;

    DROP TABLE temp.journal_upgrade;
    DROP TABLE revisions;
    DROP TABLE change_sets;
    DROP TABLE audit_log;
  `,
};
