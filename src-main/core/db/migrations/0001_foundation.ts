/** Settings and the key/value app state (window bounds, last backup time). */
export default {
  version: 1,
  name: 'foundation',
  sql: `
    CREATE TABLE settings (
      key        TEXT PRIMARY KEY,
      value      TEXT NOT NULL CHECK (json_valid(value)),
      updated_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE app_state (
      key        TEXT PRIMARY KEY,
      value      TEXT NOT NULL CHECK (json_valid(value)),
      updated_at TEXT NOT NULL
    ) STRICT;
  `,
};
