import { DEFAULT_SETTINGS, SettingsSchema, type Settings, type SettingsPatch } from '../../../src-shared/settings';
import type { Db } from '../db/connection';
import { log } from '../log';

/**
 * Reads every setting, falling back to the default for any key that is missing or whose stored
 * value no longer validates (logged, never thrown: a bad row must not stop the app opening).
 */
export function readSettings(db: Db): Settings {
  const rows = db.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[];
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    if (!(row.key in DEFAULT_SETTINGS)) continue;
    const field = SettingsSchema.shape[row.key as keyof Settings];
    const parsed = field.safeParse(JSON.parse(row.value));
    if (parsed.success) merged[row.key] = parsed.data;
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
