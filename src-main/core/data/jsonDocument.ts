import { z } from 'zod';

/**
 * The JSON export's envelope. `version` is the document format (this file); `schema_version` is
 * the database schema the rows were read from, so an older export is loaded at its own schema
 * and brought forward by the real migrations.
 *
 * @example
 *   { "format": "quire-export", "version": 1, "schema_version": 8, "app_version": "0.1.0",
 *     "exported_at": "2026-11-23T18:00:00.000Z", "tables": { "tasks": [ { "id": 1, … } ] } }
 */
export const DOCUMENT_FORMAT = 'quire-export';
export const DOCUMENT_VERSION = 1;

export const DocumentSchema = z.strictObject({
  format: z.literal(DOCUMENT_FORMAT, { error: `not a Quire export (format must be "${DOCUMENT_FORMAT}")` }),
  version: z.literal(DOCUMENT_VERSION),
  schema_version: z.int().min(1),
  app_version: z.string().max(100),
  exported_at: z.iso.datetime(),
  tables: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), z.array(z.record(z.string(), z.unknown()))),
});
export type ExportDocument = z.output<typeof DocumentSchema>;

/**
 * Upgrades of the envelope itself, one per format version: `UPGRADES[v]` turns a version-v
 * document into version v+1. Empty while there is only version 1; the reader below already walks
 * the chain, so version 2 adds one function here and every older file stays importable.
 */
const UPGRADES: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>> = {};

/** Brings a parsed JSON value of any known format version to the current one. */
export function upgradeDocument(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  let doc = raw as Record<string, unknown>;
  while (typeof doc.version === 'number' && doc.version < DOCUMENT_VERSION && UPGRADES[doc.version]) {
    doc = UPGRADES[doc.version]!(doc);
  }
  return doc;
}
