/**
 * The file bytes around each edit_material, so undo can put a student's notes back: the file is
 * not in the database, so the revision history alone could only revert the index. A recorded
 * table: the row is part of the edit's change (undo deletes it, redo brings it back), and the
 * undo tool restores the file from it. Bytes are base64 text (revisions are JSON, which holds no
 * BLOB). Purged with the change history after 30 days.
 */
export default {
  version: 19,
  name: 'material_edits',
  sql: `
    CREATE TABLE material_edits (
      id          INTEGER PRIMARY KEY,
      material_id INTEGER NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
      before_b64  TEXT NOT NULL,
      before_hash TEXT NOT NULL CHECK (length(before_hash) = 64),
      after_b64   TEXT NOT NULL,
      after_hash  TEXT NOT NULL CHECK (length(after_hash) = 64),
      created_at  TEXT NOT NULL
    ) STRICT;
    CREATE INDEX material_edits_by_material ON material_edits (material_id);
    CREATE INDEX material_edits_by_time ON material_edits (created_at);
  `,
};
