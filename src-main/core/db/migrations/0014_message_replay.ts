/**
 * What of a chat the model is sent again, apart from what the student sees:
 * - `model_text`: the model's own words in an assistant message. `content` is what the chat
 *   shows, which may add the app's notes ("Stopped.", "Reply yes…", a failure message); those
 *   are never replayed as if the model had said them. NULL (older rows): `content` is replayed.
 * - `replay`: 0 keeps a message out of what the model is sent (the turn that drew a refusal,
 *   which the API asks to leave out, or every later turn is refused too).
 * (Assigned as migration 15; numbered as it applies, after the grounded answers.)
 */
export default {
  version: 14,
  name: 'message_replay',
  sql: `
    ALTER TABLE messages ADD COLUMN model_text TEXT;
    ALTER TABLE messages ADD COLUMN replay INTEGER NOT NULL DEFAULT 1 CHECK (replay IN (0, 1));
  `,
};
