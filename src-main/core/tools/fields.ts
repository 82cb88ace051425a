import { z } from 'zod';

/*
 * Field schemas whose messages say what would be valid, written for the model ("item_id must be
 * a positive integer"), so a bad call can be corrected on the next turn.
 */

/**
 * @example positiveId('item_id').describe('The item to change')
 */
export function positiveId(field: string) {
  const error = `${field} must be a positive integer`;
  return z.int({ error }).positive({ error });
}

/** Text trimmed of surrounding whitespace, then length-checked. */
export function boundedText(field: string, min: number, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .min(min, { error: min === 1 ? `${field} must not be empty` : `${field} must be at least ${min} characters` })
    .max(max, { error: `${field} must be at most ${max} characters` });
}

/** A real calendar date (no 2026-02-30), YYYY-MM-DD. */
export function isoDateField(field: string) {
  return z.iso.date({ error: `${field} must be a real calendar date written YYYY-MM-DD, e.g. 2026-12-01` });
}

/** A whole number in [min, max], with one message for every way of missing it. */
export function intInRange(field: string, min: number, max: number) {
  const error = `${field} must be a whole number from ${min} to ${max}`;
  return z.int({ error }).min(min, { error }).max(max, { error });
}
