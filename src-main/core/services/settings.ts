import { DEFAULT_SETTINGS, settingSchema, type Settings, type SettingsPatch } from '../../../src-shared/settings';
import { statement } from '../db/queries/statements';
import type { Db } from '../db/connection';
import { log } from '../log';

// Parsed settings per connection, valid while neither this connection (total_changes) nor another
// one (data_version) has written anything since: tools read settings on hot paths (a review reads
// the retention, the due queue its limits), and parsing every key each time was a fixed cost.
// After a write the stored text is compared before anything is parsed again: every review is a
// write, and reparsing the settings after each one was ~5 µs of the next review.
const parsed = new WeakMap<Db, { stamp: string; text: string; settings: Settings }>();

function writeStamp(db: Db): string {
  const row = statement(
    db,
    'SELECT total_changes() AS c, (SELECT data_version FROM pragma_data_version) AS v',
  ).get() as {
    c: number;
    v: number;
  };
  return `${row.c}:${row.v}`;
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
