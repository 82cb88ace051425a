import { z } from 'zod';

/**
 * Settings → Data export and import. Files cross IPC as base64 text: the renderer picks or saves
 * them (an <input type=file>, a download), main reads and writes the database. 200 MB of base64
 * (a 150 MB file) is the ceiling for one request.
 *
 * @example
 *   invoke('data:export', { format: 'apkg', topic: 'Spanish' }) // → { file_name: 'quire-2026-11-23.apkg', mime: …, content_base64: …, counts: { cards: 40 } }
 */
export const EXPORT_FORMATS = ['json', 'apkg', 'csv', 'ics'] as const;
const MAX_BASE64 = 200_000_000;

export const DataExportInputSchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS),
  topic: z.string().trim().min(1).max(100).optional(),
});

export const DataExportResultSchema = z.object({
  file_name: z.string(),
  mime: z.string(),
  content_base64: z.string(),
  counts: z.record(z.string(), z.int().min(0)),
});
export type DataExportResult = z.output<typeof DataExportResultSchema>;

export const DataImportInputSchema = z.strictObject({
  file_name: z
    .string()
    .min(1)
    .max(255)
    .regex(/\.(json|apkg|colpkg|csv|tsv|txt)$/i, 'must be a .json, .apkg, .colpkg, .csv, .tsv or .txt file'),
  content_base64: z.string().max(MAX_BASE64, 'the file is too large to import here (over 150 MB)').base64(),
  replace: z.boolean().optional(),
  cards: z.boolean().optional(),
  duplicates: z.enum(['skip', 'update']).optional(),
  topic: z.string().trim().min(1).max(100).optional(),
});

/** The importer's summary; its fields depend on the kind of file (json, text, anki). */
export const DataImportResultSchema = z
  .object({
    format: z.enum(['json', 'text', 'anki']),
  })
  .catchall(z.unknown());
export type DataImportResult = z.output<typeof DataImportResultSchema>;

export const DataProgressSchema = z.object({
  operation: z.enum(['export', 'import']),
  phase: z.string(),
  done: z.int().min(0),
  total: z.int().min(0),
});
