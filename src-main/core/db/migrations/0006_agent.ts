/**
 * The agent's record of each turn: every tool call the model (or the offline agent) made, tied
 * to the assistant message it belongs to, so history shows what ran and the next turn can replay
 * the calls to the model as real tool_use / tool_result pairs.
 *
 * `tool_use_id` and `iteration` keep the model's own ids and which response of the turn asked,
 * so the replay is the same conversation the model saw. `input` and `result` are JSON (the
 * ToolResult exactly as the model received it).
 */
export default {
  version: 6,
  name: 'agent',
  sql: `
    CREATE TABLE tool_calls (
      id          INTEGER PRIMARY KEY,
      session_id  INTEGER NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
      message_id  INTEGER NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
      request_id  TEXT NOT NULL,
      tool_use_id TEXT NOT NULL,
      iteration   INTEGER NOT NULL CHECK (iteration >= 0),
      name        TEXT NOT NULL,
      input       TEXT NOT NULL CHECK (json_valid(input)),
      result      TEXT NOT NULL CHECK (json_valid(result)),
      duration_ms REAL NOT NULL CHECK (duration_ms >= 0),
      created_at  TEXT NOT NULL
    ) STRICT;
    CREATE INDEX tool_calls_by_message ON tool_calls (message_id, id);
    CREATE INDEX tool_calls_by_session ON tool_calls (session_id, id);
    -- Retention purges whole conversations by last activity, deleted or not.
    CREATE INDEX chat_sessions_by_activity ON chat_sessions (updated_at);
  `,
};
