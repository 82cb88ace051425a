import { z } from 'zod';
import { chatChannels } from '../chatTurn';
import { SettingsPatchSchema, SettingsSchema } from '../settings';
import { BackupListSchema, BackupResultSchema, RestoreInputSchema, RestoreResultSchema } from './backup';
import { materialChannels } from './materials';
import { sampleChannels } from './sample';
import {
  DataExportInputSchema,
  DataExportResultSchema,
  DataImportInputSchema,
  DataImportResultSchema,
} from './dataTransfer';
import type { ChannelName } from './names';

/** Channels that take no payload accept nothing, or an empty object. */
const NoInput = z.strictObject({}).optional();

export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.string(),
  versions: z.object({ node: z.string(), electron: z.string().nullable(), chrome: z.string().nullable() }),
  data_dir: z.string(),
  db_path: z.string(),
});
export type AppInfo = z.output<typeof AppInfoSchema>;

export const ProviderName = z.enum(['cloud', 'local', 'offline']);
export const ProviderHealthSchema = z.object({
  name: ProviderName,
  status: z.enum(['healthy', 'degraded', 'unavailable']),
  latency_ms: z.number().nullable(),
  error: z.string().nullable(),
  detail: z.string().nullable(),
});
export type ProviderHealth = z.output<typeof ProviderHealthSchema>;

export const HealthReportSchema = z.object({
  // corrupt: the file failed quick_check and was not opened (the CLI's `health` says so).
  status: z.enum(['healthy', 'degraded', 'unavailable', 'corrupt']),
  database: z.object({
    path: z.string(),
    schema_version: z.int(),
    latest_schema_version: z.int(),
    size_bytes: z.int(),
    journal_mode: z.string(),
    foreign_keys: z.boolean(),
    ok: z.boolean(),
    /** false when the file or its folder cannot be written: reads work, every change fails. */
    writable: z.boolean(),
    error: z.string().nullable(),
  }),
  /** The newest verified backup, named when the database is corrupt. */
  newest_backup: z.string().nullable().optional(),
  providers: z.array(ProviderHealthSchema),
  active_provider: ProviderName,
  /**
   * How material search ranks: `bm25` (no embedding endpoint), `hybrid` (BM25 fused with vectors
   * of every chunk), `hybrid_partial` (still embedding: `embedded` of `total` chunks have a
   * vector), `bm25_fallback` (an endpoint is set but cannot be used; `reason` says why).
   */
  retrieval: z
    .object({
      mode: z.enum(['bm25', 'hybrid', 'hybrid_partial', 'bm25_fallback']),
      embedded: z.int(),
      total: z.int(),
      reason: z.string().nullable(),
    })
    .optional(),
  checked_at: z.string(),
});
export type HealthReport = z.output<typeof HealthReportSchema>;

/** A tool as the UI, the model and MCP see it (registry `list()`). */
export const ToolInfoSchema = z.object({
  name: z.string(),
  description: z.string(),
  annotations: z.object({ readOnly: z.boolean(), destructive: z.boolean(), idempotent: z.boolean() }),
  category: z.enum(['query', 'action', 'agentic']),
  input_schema: z.record(z.string(), z.unknown()),
});
export type ToolInfo = z.output<typeof ToolInfoSchema>;

/**
 * One registry call from the UI. A destructive tool runs only with `confirmed: true`, which the
 * UI sends after its own dialog; otherwise the result is permission_denied carrying the question.
 */
export const ToolCallSchema = z.strictObject({
  name: z.string().min(1).max(200),
  input: z.unknown(),
  confirmed: z.boolean().optional(),
});

/** Per-tool figures from the audit log, identical in the app and `quire stats`. */
export const ToolStatsReportSchema = z.object({
  since: z.string().nullable(),
  total_calls: z.int(),
  tools: z.array(
    z.object({
      tool: z.string(),
      calls: z.int(),
      ok: z.int(),
      failed: z.int(),
      failures: z.record(z.string(), z.int()),
      p50_ms: z.number(),
      p95_ms: z.number(),
    }),
  ),
});
export type ToolStatsReport = z.output<typeof ToolStatsReportSchema>;

/**
 * The IPC contract: for each channel a zod input and output. Main implements it as one object
 * typed against this map, so a missing channel is a compile error.
 */
export const channels = {
  'app:info': { input: NoInput, output: AppInfoSchema },
  'health:get': { input: NoInput, output: HealthReportSchema },
  'settings:get': { input: NoInput, output: SettingsSchema },
  'settings:set': { input: SettingsPatchSchema, output: SettingsSchema },
  // Settings' "Back up now": a copy of the database into <data folder>/backups.
  'backup:now': { input: NoInput, output: BackupResultSchema },
  // Settings → Data's backups, newest first; restore replaces the database with one of them.
  'backup:list': { input: NoInput, output: BackupListSchema },
  'backup:restore': { input: RestoreInputSchema, output: RestoreResultSchema },
  // Settings → Data: export everything (json), cards (apkg, csv) or dates (ics); import a file.
  'data:export': { input: DataExportInputSchema, output: DataExportResultSchema },
  'data:import': { input: DataImportInputSchema, output: DataImportResultSchema },
  'tools:list': { input: NoInput, output: z.array(ToolInfoSchema) },
  // The output is the tool's own data: each tool documents its shape.
  'tools:call': { input: ToolCallSchema, output: z.unknown() },
  // Links from chat open in the system browser, only as http(s) URLs; main checks again.
  'shell:open_external': {
    input: z.strictObject({
      url: z.url({ protocol: /^https?$/, error: 'only http(s) links can be opened' }).max(4096),
    }),
    output: z.object({ opened: z.boolean() }),
  },
  // Would this call ask the user first, and what would it ask? Runs nothing.
  'tools:confirmation': {
    input: ToolCallSchema.omit({ confirmed: true }),
    // `input`: the call as asked about, references resolved ("latest" → its id); run exactly that.
    output: z.object({ required: z.boolean(), summary: z.string().nullable(), input: z.unknown().optional() }),
  },
  'tools:stats': {
    input: z.strictObject({ since: z.iso.datetime({ offset: true }).optional() }).optional(),
    output: ToolStatsReportSchema,
  },
  ...chatChannels,
  ...materialChannels,
  ...sampleChannels,
} satisfies Record<ChannelName, { input: z.ZodType; output: z.ZodType }>;

export type Channels = typeof channels;
export type ChannelInput<C extends ChannelName> = z.input<Channels[C]['input']>;
export type ChannelParsedInput<C extends ChannelName> = z.output<Channels[C]['input']>;
export type ChannelOutput<C extends ChannelName> = z.output<Channels[C]['output']>;
