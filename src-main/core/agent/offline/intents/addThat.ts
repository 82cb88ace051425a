import { findDueDate } from '../../../../../src-shared/text/dates';
import type { TextLocale } from '../../../../../src-shared/text/locale';
import { findPriority } from '../../../../../src-shared/text/priority';
import { findRepetition } from '../../../../../src-shared/text/repetition';

/**
 * The to-do said first and a short instruction after it pointing back at it: "I need to renew
 * the permit by wednesday; could you add it to my list", "gym every tue and thu, add it as a
 * task", "next monday itself I have to pay the fee, add it p1", "two jobs on friday: X and Y.
 * Please add both." The first part is the task (or tasks); the pointer adds only what it says: a
 * priority, or that the task repeats.
 */

// Courtesy before the pointer's verb: "so please", "could you kindly", "kindly".
const ASKED = String.raw`(?:so\s+)?(?:(?:please|pls|kindly)\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+)?)?`;
const BACK_AT = String.raw`(?:that|it|this|them|these|those|both|them both|them all|all of them|both of them)`;
const REPEATS = String.raw`(?:repeating|recurring|regular)`;
// Where it goes and what as: "to my list", "in my list", "as a task", "as a recurring task".
const AS_WHAT = String.raw`(?:(?:as|into|in|to|on|onto)\s+)(?:an?\s+|my\s+|the\s+)?(?:new\s+)?(?:${REPEATS}\s+)?(?:tasks?|to-?dos?|reminders?|items?|list|to-?do list|todo list)`;
// "… with priority two", "… as high priority", "… p1": the level said with the pointer.
const LEVEL = String.raw`(?:(?:with|at|as)\s+)?(?:an?\s+|the\s+)?(?:p[1-4]|priority\s+(?:[1-4]|one|two|three|four)|(?:top|highest|high|medium|normal|low|lowest)[\s-]+priority|urgent|important)`;
const TAIL = String.raw`(?:\s+(?:too|as well|also|please|pls|for me|down|${AS_WHAT}|${LEVEL}))*`;
// "make it a repeating task": "make" points back only when a task noun follows it.
const POINTER = String.raw`${ASKED}(?:(?:add|note|put|save|stick|include|note down|jot down|write down)\s+${BACK_AT}${TAIL}|make\s+${BACK_AT}\s+(?:into\s+)?(?:an?\s+)?(?:new\s+)?(?:${REPEATS}\s+)?(?:task|to-?do|reminder)${TAIL})`;

/** A pointer said alone, as a sentence after the content ("… by friday. Add it with priority two."). */
export const POINTS_BACK = new RegExp(String.raw`^${POINTER}\s*[.!]*$`, 'i');

/** The whole message as content then pointer; group 1 is the content, group 2 the pointer. */
export const ADD_THAT = new RegExp(
  // "she said to add it as a task" reports a request: the content ends on no such word.
  String.raw`^(.+?)(?<!\b(?:to|and|or|not|never|said|asked|told\s+me|wants?\s+me))(?:\s+(?:needs?|need to be)\s+(?:buying|getting|doing|done|bought|adding)(?:\s+too)?)?\s*(?:[,;.:!]|\s[—–-])?\s+(${POINTER})\s*[.!]*$`,
  'i',
);

// "I have to", "I must remember to", "gotta": the need is said of the task, not part of its title.
const NEED = String.raw`(?:(?:i\s+)?(?:(?:have|need|got|ought)\s+to|gotta|must|should)|remind\s+me\s+to)\s+`;

/**
 * The task's words from a content-then-pointer message, with what the pointer adds, or null when
 * the pointer asks for what the words do not say (a repeating task with no rule to repeat by).
 *
 * @example
 *   pointedAdd('next monday itself I have to pay the fee, add it p1', now, locale)
 *   // → 'next monday itself pay the fee p1'
 */
export function pointedAdd(text: string, now: Date, locale: TextLocale): string | null {
  const m = ADD_THAT.exec(text);
  if (!m) return null;
  const pointer = m[2]!;
  const content = withoutNeed(
    withoutPointer(m[1]!).replace(/^i(?:'ve|\s+have)?\s+(?:got\s+)?(?:a|an|my)\s+/i, ''),
    now,
    locale,
  );
  if (new RegExp(REPEATS, 'i').test(pointer) && !findRepetition(content)) return null;
  const level = findPriority(pointer);
  return level ? `${content} ${pointer.slice(level.start, level.end)}` : content;
}

/**
 * "next monday itself I have to pay the fee", "every friday I have to water the plants": the need
 * goes, after a day or a repetition said first as well (both read there by the shared parsers).
 */
function withoutNeed(content: string, now: Date, locale: TextLocale): string {
  const at = new RegExp(String.raw`(?:^|\s)${NEED}`, 'i').exec(content);
  if (!at) return content;
  const before = content.slice(0, at.index).trim();
  const after = content.slice(at.index + at[0].length);
  if (before === '') return after;
  const day = findDueDate(before, now, locale);
  const repeat = findRepetition(before);
  const whole = (found: { start: number; end: number } | null, start = found?.start) =>
    found !== null && start === 0 && found.end === before.length;
  return whole(day, day?.cutStart) || whole(repeat) ? `${before} ${after}` : content;
}

/**
 * The words before a pointer at them, or the text as it was: "wash the car and post the parcel.
 * Please add both" → "wash the car and post the parcel" (a list's items, read by the list's reader).
 */
export function withoutPointer(text: string): string {
  const m = ADD_THAT.exec(text);
  return (m ? m[1]! : text).replace(/[\s,;:.!—–-]+$/, '');
}
