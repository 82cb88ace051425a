import { z } from 'zod';

/**
 * What `backup:now` reports: the new file, the folder backups live in, and how many are kept
 * there after pruning to settings.backup_keep.
 *
 * @example
 *   { path: '/data/backups/quire-2026-11-21T20-15-03-123Z-manual.db', folder: '/data/backups', size_bytes: 98304, kept: 3, created_at: '2026-11-21T20:15:03.123Z' }
 */
export const BackupResultSchema = z.object({
  path: z.string(),
  folder: z.string(),
  size_bytes: z.int().min(0),
  kept: z.int().min(0),
  created_at: z.string(),
});
export type BackupResult = z.output<typeof BackupResultSchema>;
