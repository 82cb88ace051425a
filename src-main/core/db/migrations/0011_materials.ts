/**
 * Study materials: library folders, the files under them, their heading-aware chunks and a
 * BM25 index over those chunks; plus what cards need to point back at materials.
 *
 * Paths are stored relative to their library root ('/'-separated), so moving the folder or
 * restoring the database elsewhere only needs the root re-pointed (re-root). The FTS table is
 * contentless with delete support: chunks are deleted by rowid without replaying their text,
 * which a cascade from `materials` could not supply. Vectors are plain BLOBs (float32) so the
 * schema never depends on the sqlite-vec extension being loadable.
 */
export default {
  version: 11,
  name: 'materials',
  sql: `
    CREATE TABLE material_libraries (
      id         INTEGER PRIMARY KEY,
      root       TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE materials (
      id           INTEGER PRIMARY KEY,
      library_id   INTEGER NOT NULL REFERENCES material_libraries (id) ON DELETE CASCADE,
      rel_path     TEXT NOT NULL CHECK (length(rel_path) > 0),
      title        TEXT NOT NULL,
      format       TEXT NOT NULL CHECK (format IN ('markdown', 'text', 'rst', 'html', 'pdf')),
      byte_len     INTEGER NOT NULL CHECK (byte_len >= 0),
      modified_ms  INTEGER NOT NULL,
      content_hash TEXT NOT NULL,
      tags         TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
      indexed_at   TEXT NOT NULL,
      UNIQUE (library_id, rel_path)
    ) STRICT;

    CREATE TABLE material_chunks (
      id          INTEGER PRIMARY KEY,
      material_id INTEGER NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
      position    INTEGER NOT NULL CHECK (position >= 0),
      section     TEXT NOT NULL,
      text        TEXT NOT NULL,
      start_byte  INTEGER,
      end_byte    INTEGER,
      page        INTEGER,
      chunk_hash  TEXT NOT NULL,
      UNIQUE (material_id, position)
    ) STRICT;
    CREATE INDEX material_chunks_by_hash ON material_chunks (chunk_hash);

    CREATE VIRTUAL TABLE material_chunks_fts USING fts5(
      title, section, text, content = '', contentless_delete = 1,
      tokenize = 'porter unicode61 remove_diacritics 2'
    );
    CREATE TRIGGER material_chunks_fts_delete AFTER DELETE ON material_chunks BEGIN
      DELETE FROM material_chunks_fts WHERE rowid = old.id;
    END;

    CREATE TABLE material_chunk_vectors (
      chunk_id INTEGER PRIMARY KEY REFERENCES material_chunks (id) ON DELETE CASCADE,
      model    TEXT NOT NULL,
      vector   BLOB NOT NULL
    ) STRICT;

    -- Files that could not be imported, by absolute path, until they import or disappear.
    CREATE TABLE material_import_errors (
      path   TEXT PRIMARY KEY,
      reason TEXT NOT NULL,
      at     TEXT NOT NULL
    ) STRICT;

    -- Cards made from materials keep the chunk they came from; cards written inside a note keep
    -- the note and line (note_key identifies the card within the note across edits).
    ALTER TABLE flashcards ADD COLUMN source_chunk_id INTEGER REFERENCES material_chunks (id) ON DELETE SET NULL;
    ALTER TABLE flashcards ADD COLUMN note_material_id INTEGER REFERENCES materials (id) ON DELETE SET NULL;
    ALTER TABLE flashcards ADD COLUMN note_line INTEGER;
    -- flashcards.suspended (a card deleted from its note is suspended) comes from topics_reviews (9).
    -- Both references are checked on every chunk or material delete: without an index that is a scan
    -- of all cards per deleted chunk.
    CREATE INDEX flashcards_by_note ON flashcards (note_material_id) WHERE note_material_id IS NOT NULL;
    CREATE INDEX flashcards_by_source_chunk ON flashcards (source_chunk_id) WHERE source_chunk_id IS NOT NULL;
  `,
};
