import { z } from 'zod';

/**
 * One backup file. `verified` means it passed SQLite's integrity_check before it was named, so
 * it counts toward the kept number and can be restored; `seq` orders backups whatever the clock.
 *
 * @example
 *   { file: '/data/backups/quire-000003-2026-11-21T20-15-03-123Z-manual.db', name: 'quire-000003-…', seq: 3, created_at: '2026-11-21T20:15:03.123Z', reason: 'manual', bytes: 98304, verified: true }
 */
export const BackupEntrySchema = z.object({
  file: z.string(),
  name: z.string(),
  seq: z.int().min(0),
  created_at: z.string().nullable(),
  reason: z.string(),
  bytes: z.int().min(0),
  verified: z.boolean(),
});
export type BackupEntryInfo = z.output<typeof BackupEntrySchema>;

/** What `backup:now` (and `quire backup`) report: the new file, its folder, and how many verified backups are kept. */
export const BackupResultSchema = BackupEntrySchema.extend({
  folder: z.string(),
  kept: z.int().min(0),
});
export type BackupResult = z.output<typeof BackupResultSchema>;

export const BackupListSchema = z.object({ folder: z.string(), backups: z.array(BackupEntrySchema) });
export type BackupList = z.output<typeof BackupListSchema>;

/** `backup:restore` input: a file from the list (main refuses anything outside the backups folder). */
export const RestoreInputSchema = z.strictObject({
  file: z.string().min(1, 'Choose a backup to restore.').max(4096),
});

/**
 * What a restore did: the backup it restored, and the copy of the database as it was just
 * before (so a restore can itself be undone). `reopened` is false when Quire must be restarted.
 */
export const RestoreResultSchema = z.object({
  restored_from: z.string(),
  safety_backup: z.string().nullable(),
  reopened: z.boolean(),
});
export type RestoreResult = z.output<typeof RestoreResultSchema>;
