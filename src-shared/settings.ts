import { z } from 'zod';
import { onFirstUse } from './lazySchema';

/*
 * Every user setting. Stored in the database one key per row (JSON value) and parsed on every
 * read, so a hand-edited or older value never reaches the app unchecked. Each setting's schema is
 * built the first time a stored value of it is read (settingSchema): a database holds a few
 * changed settings, and building all of them cost every start ~180 zod schemas.
 */

/** One FSRS step: a whole number of minutes, hours or days ("1m", "10m", "1h", "1d"). */
const fsrsStep = () =>
  z.string().regex(/^[1-9][0-9]{0,4}[mhd]$/, { error: 'a step is a number and m, h or d, such as 1m, 10m, 1h or 1d' });

/** Weekdays by name, Sunday first as Date#getUTCDay numbers them. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const SETTING_FIELDS = {
  provider: () =>
    z
      .enum(['auto', 'cloud', 'local', 'offline'])
      .describe('Which agent answers: auto picks cloud, then local, then offline.'),
  cloud_model: () => z.string().trim().min(1).max(100),
  local_base_url: () =>
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:11434' }),
    ]),
  local_model: () => z.string().trim().max(200),
  max_tokens: () => z.int().min(256).max(64_000),
  iteration_cap: () => z.int().min(1).max(50),
  token_budget: () => z.int().min(1_000).max(2_000_000),
  /** Each request is kept under this many tokens (or the model's window, if smaller): older turns are summarised. */
  context_limit_tokens: () => z.int().min(8_000).max(1_000_000),
  /** The context length the local server runs with (llama.cpp -c, Ollama num_ctx). */
  local_context_tokens: () => z.int().min(2_048).max(2_000_000),
  /** A confirmation nobody answers expires after this long; nothing runs. */
  confirmation_expiry_minutes: () =>
    z
      .int()
      .min(1)
      .max(24 * 60),
  desired_retention: () => z.number().min(0.7).max(0.99),
  /** Anki's daily limits: new cards introduced and review cards shown per day (a topic may set its own). */
  new_cards_per_day: () => z.int().min(0).max(9999),
  reviews_per_day: () => z.int().min(0).max(99_999),
  /** The order new cards are introduced in: as added, or shuffled (the same shuffle all day). */
  new_card_order: () => z.enum(['added', 'random']),
  /** The hour (local time) a new study day begins, as Anki's "next day starts at": limits and burying reset then. */
  next_day_starts_at: () => z.int().min(0).max(23),
  /** FSRS (re)learning steps such as "1m", "10m", "1h", "1d"; used when short-term scheduling is on. */
  learning_steps: () => z.array(fsrsStep()).max(10, { error: 'at most 10 learning steps' }),
  relearning_steps: () => z.array(fsrsStep()).max(10, { error: 'at most 10 relearning steps' }),
  /** Off: FSRS schedules whole days only and skips the (re)learning steps. */
  enable_short_term: () => z.boolean(),
  /** The 21 FSRS weights optimised from this student's reviews; empty means FSRS's defaults. */
  fsrs_weights: () =>
    z.union([z.array(z.number().finite()).length(0), z.array(z.number().finite()).length(21)], {
      error: 'fsrs_weights must be empty (the defaults) or the 21 FSRS weights',
    }),
  conversation_retention_days: () => z.int().min(1).max(3650),
  confirm_policy: () => z.record(z.string().regex(/^[a-z_]{1,64}$/), z.enum(['ask', 'dont_ask'])),
  theme: () => z.enum(['system', 'light', 'dark']),
  date_order: () =>
    z
      .enum(['day_first', 'month_first'])
      .describe('How typed dates like 12/3 are read: day first (12 March) or month first (3 December).'),
  week_start: () =>
    z.enum(['monday', 'sunday']).describe('The day a week starts on, for "next week" and weekly repeats.'),
  /** Days the plan generator and "reschedule what I missed" leave free. */
  unavailable_weekdays: () =>
    z
      .array(z.enum(WEEKDAYS))
      .max(6, { error: 'at least one weekday must stay available for study' })
      .describe('Weekdays with no study sessions, e.g. ["saturday"].'),
  unavailable_dates: () =>
    z
      .array(z.iso.date({ error: 'each unavailable date must be written YYYY-MM-DD' }))
      .max(366)
      .describe('Single dates with no study sessions (a trip, a family day).'),
  /** Task reminders while the app is open (nothing can notify while it is closed). */
  reminders_enabled: () => z.boolean(),
  /** How long before a task's due time its reminder shows. */
  reminder_lead_minutes: () =>
    z
      .int()
      .min(0)
      .max(7 * 24 * 60),
  backup_keep: () => z.int().min(1).max(100),
  backup_interval_hours: () =>
    z
      .int()
      .min(1)
      .max(24 * 30),
  /** Material files larger than this are refused at import (a 2 GB log is not study material). */
  materials_max_file_mb: () => z.int().min(1).max(2_000),
  /** Dense retrieval beside BM25: which API the embedding endpoint speaks, or none. */
  embedding_provider: () => z.enum(['none', 'ollama', 'openai']),
  embedding_base_url: () =>
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:11434' }),
    ]),
  embedding_model: () => z.string().trim().max(200),
};

type SettingFields = typeof SETTING_FIELDS;
type SettingsShape = { [K in keyof SettingFields]: ReturnType<SettingFields[K]> };
const builtFields: Partial<SettingsShape> = {};

/** One setting's schema, built on first use and kept: a stored value is parsed alone with it. */
export function settingSchema<K extends keyof SettingFields>(key: K): SettingsShape[K] {
  return (builtFields[key] ??= SETTING_FIELDS[key]() as SettingsShape[K]);
}

function settingsShape(): SettingsShape {
  const shape: Partial<Record<keyof SettingFields, z.ZodType>> = {};
  for (const key of Object.keys(SETTING_FIELDS) as (keyof SettingFields)[]) shape[key] = settingSchema(key);
  return shape as SettingsShape;
}

export const SettingsSchema = onFirstUse(() => z.strictObject(settingsShape()));
export type Settings = z.output<typeof SettingsSchema>;
export type SettingKey = keyof Settings;

export const DEFAULT_SETTINGS: Settings = {
  provider: 'auto',
  cloud_model: 'claude-sonnet-5-5',
  local_base_url: '',
  local_model: '',
  max_tokens: 4096,
  iteration_cap: 10,
  token_budget: 200_000,
  context_limit_tokens: 100_000,
  local_context_tokens: 8_192,
  confirmation_expiry_minutes: 10,
  desired_retention: 0.9,
  new_cards_per_day: 20,
  reviews_per_day: 200,
  new_card_order: 'added',
  next_day_starts_at: 4,
  learning_steps: ['1m', '10m'],
  relearning_steps: ['10m'],
  enable_short_term: true,
  fsrs_weights: [],
  conversation_retention_days: 30,
  confirm_policy: {},
  theme: 'system',
  date_order: 'day_first',
  week_start: 'monday',
  unavailable_weekdays: [],
  unavailable_dates: [],
  reminders_enabled: true,
  reminder_lead_minutes: 10,
  backup_keep: 10,
  backup_interval_hours: 24,
  materials_max_file_mb: 50,
  embedding_provider: 'none',
  embedding_base_url: '',
  embedding_model: '',
};

/** A partial update: no defaults, unknown keys rejected, so a typo never silently does nothing. */
export const SettingsPatchSchema = onFirstUse(() =>
  z
    .strictObject(settingsShape())
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, { message: 'Give at least one setting to change.' }),
);
export type SettingsPatch = z.input<typeof SettingsPatchSchema>;
