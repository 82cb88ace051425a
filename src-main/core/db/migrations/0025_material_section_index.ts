/**
 * Issue 9 (retrieval): the materials search index holds a row per section (a long section cut
 * into rows of ten chunks, a short last piece joined to the row before) instead of a row per
 * chunk, so BM25 ranks sections. The table is the same; its rows are rebuilt from the chunks.
 * A row's rowid is its first chunk's id, so the existing delete trigger still removes it.
 * The statement is db/queries/materialIndex.ts's as of this migration.
 *
 * (Named for what it is, so the lead can renumber it: it was asked for as 27, after 25 and 26 of
 * other branches.)
 */
export default {
  version: 25,
  name: 'material_section_index',
  sql: `
    INSERT INTO material_chunks_fts (material_chunks_fts) VALUES ('delete-all');
    WITH runs AS (
      SELECT id, material_id, position, section, text,
        position - row_number() OVER (PARTITION BY material_id, section ORDER BY position) AS run
      FROM material_chunks
    ), placed AS (
      SELECT *, min(
        (row_number() OVER (PARTITION BY material_id, section, run ORDER BY position) - 1) / 10,
        (count(*) OVER (PARTITION BY material_id, section, run) - 5) / 10
      ) AS block FROM runs
    ), firsts AS (
      SELECT *, first_value(id) OVER (PARTITION BY material_id, section, run, block ORDER BY position) AS first_id
      FROM placed
    )
    INSERT INTO material_chunks_fts (rowid, title, section, text)
    SELECT f.first_id, m.title, f.section, group_concat(f.text, char(10) ORDER BY f.position)
    FROM firsts f JOIN materials m ON m.id = f.material_id
    GROUP BY f.first_id;
  `,
};
