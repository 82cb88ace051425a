import { z } from 'zod';
import { PLAN_LIMITS } from '../../plans';
import { parseRecurrence } from '../../text/repetition';
import { MAX_TOPIC_NAME } from '../../text/topics';

/*
 * Field schemas shared by several tools' inputs, whose messages say what would be valid, written
 * for the model ("item_id must be a positive integer"), so a bad call can be corrected on the next
 * turn. Zod and src-shared only: the catalogue's input schemas are built from these.
 *
 * Every field here is a function that builds a new schema, and every tool's input is built on
 * first use (onFirstUse, ../../lazySchema.ts).
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

// YYYY-MM-DD, optionally followed by a time (seconds and fraction optional) and a required offset.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2})))?$/;

// Bounded so every stored instant keeps the 24-character `YYYY-MM-DDTHH:MM:SS.sssZ` form once
// moved to UTC; text order then stays date order, which the due-date index relies on.
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The stored form of a due date, or null when `text` is not one: a calendar date stays
 * `YYYY-MM-DD` (an all-day task); a timestamp with offset becomes the UTC instant.
 *
 * @example
 *   normalizeDue('2026-11-27')                 // '2026-11-27'
 *   normalizeDue('2026-11-27T17:00+01:00')     // '2026-11-27T16:00:00.000Z'
 *   normalizeDue('2026-02-30') / ('tomorrow')  // null
 */
export function normalizeDue(text: string): string | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [, y, mo, d, hh, mm, ss, zone, oh, om] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null;
  if (hh === undefined) return text;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59) return null;
  if (zone !== 'Z' && (Number(oh) > 14 || Number(om) > 59)) return null;
  return new Date(text).toISOString();
}

const FORMAT_HELP = 'a date YYYY-MM-DD (e.g. 2026-11-27) or a timestamp with offset (e.g. 2026-11-27T17:00:00+01:00)';

/** A due-date field whose messages tell the model the accepted forms. */
export function dueDateField(field: string) {
  return z.string({ error: `${field} must be ${FORMAT_HELP}` }).refine((s) => normalizeDue(s) !== null, {
    message: `${field} must be ${FORMAT_HELP}, between ${MIN_YEAR} and ${MAX_YEAR}`,
  });
}

/**
 * `topic_name` on tasks and plans: the subject a thing belongs to ("Biology"), the same topics
 * flashcards and quizzes use. Writing a new name creates the topic; filtering by an unknown name
 * is `not_found`, so a typo never silently lists nothing.
 */
export const topicNameField = () => boundedText('topic_name', 1, MAX_TOPIC_NAME);

const RULE_HELP =
  'recurrence must be an RFC 5545 RRULE such as FREQ=WEEKLY;BYDAY=MO, FREQ=DAILY, FREQ=WEEKLY;INTERVAL=2 or FREQ=MONTHLY;BYMONTHDAY=1';

/** The `recurrence` field of add_task and update_task: an RRULE the `rrule` package can run. */
export const recurrenceField = () =>
  z
    .string({ error: RULE_HELP })
    .trim()
    .max(500, 'recurrence must be at most 500 characters')
    .transform((s) => s.replace(/^RRULE:/i, ''))
    .refine((s) => parseRecurrence(s) !== null, { message: RULE_HELP })
    .describe(
      'How the task repeats, as an RFC 5545 RRULE without the "RRULE:" prefix: FREQ=WEEKLY;BYDAY=MO (every Monday), ' +
        'FREQ=DAILY, FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR (weekdays), FREQ=MONTHLY;BYMONTHDAY=1. Completing a repeating ' +
        'task adds its next occurrence.',
    );

// Shared by the flashcard and review tools.
const CARD_ID_MESSAGE = 'card_id must be a positive integer: a card id from create_flashcard or get_due_flashcards';
export const cardIdField = () =>
  z
    .int({ error: CARD_ID_MESSAGE })
    .positive({ error: CARD_ID_MESSAGE })
    .describe('The flashcard id, as returned by create_flashcard or get_due_flashcards');

export const materialIdField = () => positiveId('material_id').describe('A material id from list_materials');

export const PLAN_ID_MESSAGE = 'plan_id must be a positive integer or "latest"';

export const planIdField = () =>
  z.union(
    [
      z.int({ error: PLAN_ID_MESSAGE }).positive({ error: PLAN_ID_MESSAGE }),
      z.literal('latest', { error: PLAN_ID_MESSAGE }),
    ],
    { error: PLAN_ID_MESSAGE },
  );

export const planTitleQueryField = () =>
  z
    .string({ error: 'plan_title must be text' })
    .trim()
    .min(1, { error: 'plan_title must not be empty' })
    .max(PLAN_LIMITS.title, { error: `plan_title must be at most ${PLAN_LIMITS.title} characters` })
    .describe("The plan's title or a unique part of it (case-insensitive); use instead of plan_id.");

export interface PlanRef {
  plan_id?: number | 'latest' | undefined;
  plan_title?: string | undefined;
}

/** Rejects inputs naming a plan twice, and (when `required`) inputs naming none. */
export function checkPlanRef(required: boolean) {
  return (value: PlanRef, ctx: z.RefinementCtx) => {
    if (value.plan_id !== undefined && value.plan_title !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['plan_title'], message: 'Give plan_id or plan_title, not both.' });
    } else if (required && value.plan_id === undefined && value.plan_title === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['plan_id'],
        message: 'Give plan_id (a positive integer or "latest") or plan_title.',
      });
    }
  };
}
