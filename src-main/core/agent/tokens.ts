import type Anthropic from '@anthropic-ai/sdk';
import type { Settings } from '../../../src-shared/settings';

/**
 * Token counts without a round trip: a character estimate calibrated by what the API reports.
 * Counting with the API's count_tokens endpoint would add a request before every turn (and local
 * servers rarely have it); instead every response's usage tells us how many tokens the request
 * we sent really was, and the characters-per-token ratio of that provider and model follows it.
 * The starting ratio is deliberately low (over-counting), so the first turn errs on the safe side.
 *
 * @example
 *   const meter = createTokenMeter();
 *   meter.estimate(key, chars)          // tokens, before any response
 *   meter.calibrate(key, chars, 1834)   // after a response reported 1834 input tokens
 */
const START_CHARS_PER_TOKEN = 2.8;
const MIN_RATIO = 1.5;
const MAX_RATIO = 6;

export interface ModelLimits {
  /** Tokens one request may hold (prompt + max_tokens). */
  window: number;
  /** The largest max_tokens the model takes. */
  maxOutput: number;
}

/**
 * The context window and output limit of a model: Claude models from their documented sizes (the
 * 4.6 generation and Claude 5 have 1M windows and 128K outputs, earlier ones 200K and 64K), a
 * local model from Settings (its server's context length), and always capped by the Settings
 * limit so a long chat does not grow each request to the full window.
 */
export function modelLimits(provider: 'cloud' | 'local', model: string, settings: Settings): ModelLimits {
  if (provider === 'local') {
    return { window: settings.local_context_tokens, maxOutput: Math.max(settings.max_tokens, 8_192) };
  }
  const big = /^claude-(?:(?:opus|sonnet|haiku|fable|mythos)-5|fable|mythos|opus-4-[678]|sonnet-4-6)/.test(model);
  return {
    window: Math.min(big ? 1_000_000 : 200_000, settings.context_limit_tokens),
    maxOutput: big ? 128_000 : 64_000,
  };
}

/** The characters of a request as it goes over the wire (the part that grows with the chat). */
export function charsOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  return JSON.stringify(value)?.length ?? 0;
}

// A message is replayed unchanged turn after turn: measure it once.
const messageChars = new WeakMap<object, number>();
export function messageCharCount(message: Anthropic.MessageParam): number {
  let n = messageChars.get(message);
  if (n === undefined) {
    n = charsOf(message.content) + 16;
    messageChars.set(message, n);
  }
  return n;
}

/** Total input tokens a response reports, or null when the server left usage out or sent zeros. */
export function reportedInputTokens(usage: Partial<Anthropic.Usage> | undefined | null): number | null {
  if (!usage) return null;
  const parts = [usage.input_tokens, usage.cache_creation_input_tokens, usage.cache_read_input_tokens];
  const total = parts.reduce<number>(
    (sum, v) => sum + (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0),
    0,
  );
  return total > 0 ? total : null;
}

export function reportedOutputTokens(usage: Partial<Anthropic.Usage> | undefined | null): number | null {
  const v = usage?.output_tokens;
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null;
}

export function createTokenMeter() {
  const ratios = new Map<string, number>();
  /** Windows the server told us about ("prompt is too long: N tokens > M maximum"). */
  const learnedWindows = new Map<string, number>();
  const ratio = (key: string) => ratios.get(key) ?? START_CHARS_PER_TOKEN;
  return {
    estimate: (key: string, chars: number): number => Math.ceil(chars / ratio(key)),
    /** Follows the reported size of a request we measured at `chars` characters. */
    calibrate(key: string, chars: number, tokens: number): void {
      if (!(tokens > 0) || !(chars > 0)) return;
      const observed = Math.min(MAX_RATIO, Math.max(MIN_RATIO, chars / tokens));
      const prev = ratios.get(key);
      // Lean towards over-counting: move down at once, up slowly.
      ratios.set(key, prev === undefined || observed < prev ? observed : prev * 0.7 + observed * 0.3);
    },
    learnWindow(key: string, tokens: number): void {
      if (tokens > 0) learnedWindows.set(key, Math.min(tokens, learnedWindows.get(key) ?? Infinity));
    },
    learnedWindow: (key: string): number | undefined => learnedWindows.get(key),
  };
}

export type TokenMeter = ReturnType<typeof createTokenMeter>;
