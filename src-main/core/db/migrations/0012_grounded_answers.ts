/**
 * Grounded answers kept with the conversation (issue 9, item 7): the sources and metadata of an
 * assistant message that answered from the student's materials, as the turn returned them, so
 * the chat's citation chips and `quire ask` history show the same passages after a restart.
 * One row per grounded message; it goes with its message (and so with retention purges).
 */
export default {
  version: 12,
  name: 'grounded_answers',
  sql: `
    CREATE TABLE message_grounding (
      message_id INTEGER PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
      grounding  TEXT NOT NULL CHECK (json_valid(grounding))
    ) STRICT;
  `,
};
