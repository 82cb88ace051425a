import { DEFAULT_SETTINGS, settingSchema, type Settings, type SettingsPatch } from '../../../src-shared/settings';
import { statement } from '../db/queries/statements';
import type { Db } from '../db/connection';
import { log } from '../log';

// Parsed settings per connection, valid while the settings table is unchanged. Tools read settings
// on hot paths (a review reads the retention, the due queue its limits), so parsing every key each
// time was a fixed cost — and so was comparing the stored text after each of this connection's own
// writes (every review is one). So TEMP triggers tell the connection when it writes the settings
// table itself (`quire_settings_written`), and another process's writes show in `data_version`.
// After its own write the stored text is compared before anything is parsed — at every read while
// the write's transaction is open, since it may yet roll back. A table dropped and made again (by
// another process: this one changes its schema only in migrations, before the first read) loses
// its TEMP triggers, so after another process's write the schema version is checked as well.
const parsed = new WeakMap<Db, { stamp: string; text: string; settings: Settings }>();

interface SettingsWatch {
  /** The main schema version the triggers were made under; null before they are made. */
  schema: number | null;
  /** The data_version last read: another connection has committed when it differs. */
  version: number | null;
  /** This connection wrote the settings table since the text was last compared outside a transaction. */
  written: boolean;
}
const watches = new WeakMap<Db, SettingsWatch>();
// A stamp no cached entry has: the stored text is compared.
let unsure = 0;

const WATCH_SQL = ['INSERT', 'UPDATE', 'DELETE']
  .map(
    (event) =>
      `CREATE TEMP TRIGGER IF NOT EXISTS quire_settings_${event.toLowerCase()} AFTER ${event} ON main.settings ` +
      'BEGIN SELECT quire_settings_written(); END',
  )
  .join(';\n');

function watchOf(db: Db): SettingsWatch {
  let w = watches.get(db);
  if (!w) {
    const made: SettingsWatch = { schema: null, version: null, written: true };
    db.function('quire_settings_written', { deterministic: false }, () => {
      made.written = true;
      return null;
    });
    watches.set(db, made);
    w = made;
  }
  return w;
}

/** Makes the triggers if the schema is new to them; false inside a transaction (a rollback would take them away unseen). */
function ensureTriggers(db: Db, w: SettingsWatch): boolean {
  const schema = statement(db, 'PRAGMA schema_version').pluck().get() as number;
  if (w.schema === schema) return true;
  if (db.inTransaction) return false;
  db.exec(WATCH_SQL);
  w.schema = schema;
  w.written = true;
  return true;
}

/** Equal to the cached entry's only while nothing can have written the settings since it was read. */
function writeStamp(db: Db): string {
  const w = watchOf(db);
  // PRAGMA, not pragma_data_version: a pragma table function prepares its PRAGMA at every read.
  const version = statement(db, 'PRAGMA data_version').pluck().get() as number;
  const watched = (w.version === version && w.schema !== null) || ensureTriggers(db, w);
  w.version = watched ? version : null;
  if (!watched || w.written) {
    if (watched && !db.inTransaction) w.written = false; // what is read now is committed
    return `unsure:${++unsure}`;
  }
  return String(version);
}

const storedText = (db: Db): string =>
  statement(db, "SELECT coalesce(group_concat(key || '=' || value, char(10)), '') AS t FROM settings")
    .pluck()
    .get() as string;

/**
 * Reads every setting, falling back to the default for any key that is missing or whose stored
 * value no longer validates (logged, never thrown: a bad row must not stop the app opening).
 */
export function readSettings(db: Db): Settings {
  const stamp = writeStamp(db);
  const cached = parsed.get(db);
  if (cached && cached.stamp === stamp) return cached.settings;
  const text = storedText(db);
  if (cached && cached.text === text) {
    cached.stamp = stamp;
    return cached.settings;
  }
  const settings = parseSettings(db);
  parsed.set(db, { stamp, text, settings });
  return settings;
}

function parseSettings(db: Db): Settings {
  const rows = statement(db, 'SELECT key, value FROM settings').all() as { key: string; value: string }[];
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    if (!(row.key in DEFAULT_SETTINGS)) continue;
    const field = settingSchema(row.key as keyof Settings);
    const value = field.safeParse(JSON.parse(row.value));
    if (value.success) merged[row.key] = value.data;
    else log.warn('Ignoring invalid stored setting', { key: row.key });
  }
  return merged as Settings;
}

/** Applies an already-validated patch in one transaction and returns the full settings. */
export function writeSettings(db: Db, patch: SettingsPatch, now: Date = new Date()): Settings {
  const upsert = db.prepare(
    `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  db.transaction(() => {
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) upsert.run(key, JSON.stringify(value), now.toISOString());
    }
  })();
  return readSettings(db);
}
