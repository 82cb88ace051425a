import { extractDueDate } from '../../../../../src-shared/text/dates';
import type { TextLocale } from '../../../../../src-shared/text/locale';
import { findPriority } from '../../../../../src-shared/text/priority';
import { findRepetition } from '../../../../../src-shared/text/repetition';
import type { Restater } from './taskNews';

/**
 * A change to one task said around the task rather than with a change verb, restated in the words
 * the edit reading reads (restate.ts runs these with its own): "call mom should be on sunday" →
 * "move call mom to sunday", "drop the essay to p3" → "make the essay p3", "no deadline for X" →
 * "remove the due date from X", "make X a weekly thing on saturdays" → "make X repeat weekly on
 * saturdays". Each restatement is kept only when the
 * classifier reads it with confidence, and the task's words, the date, the priority and the repeat
 * are passed on as typed, so the one resolver and the one parser of each still read them. Only a
 * phrase that is wholly a date, a priority or a repeat is taken as one: "add read why nations fail
 * should be fun" names no day and stays what it was.
 */

// A request or a question leads: the words before "should be …" are no task's name.
const NOT_A_TASK =
  /^(?:add|new|create|make|put|remind|todo|to-?do|task|note|what|which|when|who|how|why|where|is|are|was|does|do|did|have|has|i|we|you|it|that|this|there)\b/i;
// A short sigh before the request: "ugh can it be saturday instead", "hmm the essay can be friday".
const SIGH = /^(?:(?:ugh+|argh+|hmm+|meh|oh|ok(?:ay)?|right|actually|fine|so|well)[\s,!.]+)+/i;
// After the day: "instead", "now", "then", "please".
const TRAILER = String.raw`(?:\s+(?:instead|now|then|please|too|after all|rather))*`;

/** The phrase when it is wholly a date the one parser reads ("wednesday", "9 dec", "on the 4th"). */
function wholeDate(said: string, now: Date, locale?: TextLocale): string | null {
  const when = said.trim();
  const { due, rest } = extractDueDate(when, now, locale);
  return due && rest.replace(/^(?:due|on|by|for|to)$/i, '') === '' ? when : null;
}

// "can the physics set be friday instead", "could call mom be on sunday": a question asking for a change.
const CAN_IT_BE = new RegExp(
  String.raw`^(?:can|could)\s+(?:we\s+(?:make|have)\s+)?(.+?)\s+(?:be|go)\s+(?:done\s+|due\s+|moved\s+to\s+)?(?:on\s+|by\s+|for\s+|to\s+)?(.+?)${TRAILER}$`,
  'i',
);
const MOVE_AROUND: RegExp[] = [
  // "call mom should be on sunday", "the physics set should be due friday".
  new RegExp(
    // "the bio reading can be shifted to friday", "the essay could be pushed back to dec 2".
    String.raw`^(.+?)\s+(?:should|could|can|could just|can just|will|needs? to|has to)\s+be\s+(?:done\s+|due\s+|(?:moved|shifted|pushed(?:\s+back)?|put\s+off|postponed|rescheduled|brought\s+forward|preponed)\s+(?:to\s+|till\s+|until\s+)?)?(?:on\s+|by\s+|for\s+)?(.+?)${TRAILER}$`,
    'i',
  ),
  CAN_IT_BE,
  // "groceries needs doing on wednesday", "the essay needs finishing by dec 3": a need with a day,
  // said of a task by its name (the resolver asks, and never adds, when no task is called that).
  new RegExp(
    String.raw`^(.+?)\s+(?:needs?|has\s+to|have\s+to)\s+(?:doing|finishing|completing|sorting(?:\s+out)?|handing\s+in|turning\s+in|submitting|sending(?:\s+off)?|getting\s+done|(?:to\s+)?get\s+done|done)\s+(?:on\s+|by\s+|for\s+)?(.+?)${TRAILER}$`,
    'i',
  ),
  // "groceries I'll do on saturday, change the date", "the essay i'm gonna finish on dec 2": the
  // thing first, then the day the speaker will do it (and maybe the ask to change its date).
  new RegExp(
    String.raw`^(.+?)\s+(?:i'?ll|i\s+will|i'?m\s+(?:gonna|going\s+to))\s+(?:do|get\s+to|finish|tackle|handle|sort)\s+(?:it\s+|that\s+|them\s+)?(.+?)(?:[\s,;]+(?:so\s+)?(?:change|update|move|fix)\s+(?:the\s+)?(?:due\s+)?(?:date|deadline|day|it|that))?${TRAILER}$`,
    'i',
  ),
  // "put the essay into friday", "shove the groceries onto saturday": a thing put into a day.
  /^(?:put|stick|shove|slot|bump|move)\s+((?:the|my)\s+.+?)\s+(?:into|onto)\s+(.+)$/i,
  // "the bio reading's new due date is 2 dec", "new deadline for call mom: friday".
  /^(.+?)(?:['’]s|s['’])\s+(?:new\s+)?(?:due\s+date|deadline|date)\s+(?:is\s+(?:now\s+)?|:\s*)(.+)$/i,
  // "prof extended the physics deadline to dec 4", "they pushed my essay deadline back to the 9th".
  /^(?:(?:my|the|our)\s+)?[\w'’]+(?:\s+[\w'’]+)?\s+(?:extended|pushed(?:\s+back)?|moved|changed|shifted)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:deadline|due\s+date)(?:\s+back)?\s+(?:to|until|till)\s+(.+)$/i,
];

/** "X should be on <day>", "can X be <day> instead?", "X's new due date is <date>": a move of X. */
const moveAround: Restater = (text, now, locale, question) => {
  const t = text.replace(SIGH, '').replace(/[.!]+$/, '');
  for (const re of MOVE_AROUND) {
    // "the essay should be on friday?" checks a date; only "can X be <day>?" asks for a change.
    if (question && re !== CAN_IT_BE) continue;
    const m = re.exec(t);
    if (!m) continue;
    const task = m[1]!.trim().replace(/^(?:the\s+)?(?:due\s+date|deadline)\s+(?:for|of|on)\s+/i, '');
    const when = wholeDate(m[2]!, now, locale);
    if (!when || task === '' || (NOT_A_TASK.test(task) && !/^(?:it|that|this)$/i.test(task))) continue;
    return `move ${task} to ${when.replace(/^(?:due|on|by|for|to)\s+/i, '')}`;
  }
  return null;
};

// "call mom tomorrow instead", "the essay friday instead of tuesday": a task and its new day, no verb.
const SAID_AROUND = /[:;,]|\b(?:i|we|me|us|it|them|they|do|can|could|should|would|will|let'?s|lets|maybe)\b/i;
const INSTEAD = /^(.+?)\s+instead(?:\s+of\s+(.+))?$/i;

/** "X <day> instead": a move of X to that day (the resolver asks when no task is called X). */
const insteadSaid: Restater = (text, now, locale, question) => {
  if (question) return null;
  const m = INSTEAD.exec(text.replace(SIGH, '').replace(/[.!]+$/, ''));
  if (!m || (m[2] !== undefined && !wholeDate(m[2], now, locale))) return null;
  const words = m[1]!.split(/\s+/);
  // The longest ending that is wholly a date: "bio reading | on the 2nd".
  for (let i = 1; i < words.length; i++) {
    const when = wholeDate(words.slice(i).join(' '), now, locale);
    const task = words.slice(0, i).join(' ');
    if (!when) continue;
    // "can i do the bio reading on saturday instead", "groceries: do them tomorrow instead": a
    // request of its own around the task, read by the other readings.
    if (NOT_A_TASK.test(task) || SAID_AROUND.test(task)) return null;
    return `move ${task} to ${when.replace(/^(?:due|on|by|for|to)\s+/i, '')}`;
  }
  return null;
};

// "raise the essay to the highest priority", "lower it to priority three": articles and number words too.
const LEVEL = String.raw`(?:p[1-4]|priority\s*(?:[1-4]|one|two|three|four)|(?:the\s+)?(?:top|highest|high|medium|normal|low|lowest)(?:\s+priority)?)`;
const DIRECTION = String.raw`(?:drop|lower|bump|raise|knock|bring|move|push|put|demote|promote|downgrade|upgrade|take)`;
const PRIORITY_MOVED = [
  // "lower the priority of call mom to p3", "raise the essay's priority to high".
  new RegExp(
    String.raw`^${DIRECTION}\s+(?:the\s+)?priority\s+(?:of|on|for)\s+(.+?)\s+(?:up\s+|down\s+)?(?:to|into)\s+(${LEVEL})$`,
    'i',
  ),
  new RegExp(String.raw`^${DIRECTION}\s+(.+?)(?:['’]s)?\s+priority\s+(?:up\s+|down\s+)?(?:to|into)\s+(${LEVEL})$`, 'i'),
  // "drop the essay to p3", "bump the physics set up to p1", "knock the bio reading down to low priority",
  // "put the bio reading at the top priority".
  new RegExp(String.raw`^${DIRECTION}\s+(.+?)\s+(?:(?:back\s+)?(?:up|down)\s+)?(?:to|into|at)\s+(${LEVEL})$`, 'i'),
];

/** A priority moved with a verb of direction: "make X <level>" (never a delete, never a move of date). */
// An order even with "?" after it ("drop the essay to p3?"), as every verb-led change is read.
const priorityMoved: Restater = (text) => {
  const t = text.replace(/[.!]+$/, '');
  for (const re of PRIORITY_MOVED) {
    const m = re.exec(t);
    if (m && findPriority(m[2]!) && !/^(?:it|that|this)$/i.test(m[1]!.trim())) return `make ${m[1]!.trim()} ${m[2]!}`;
    if (m && findPriority(m[2]!)) return `make it ${m[2]!}`;
  }
  return null;
};

const NO_DATE = String.raw`(?:due\s+date|deadline|date|due\s+day)`;
// Orders: "take the due date off the bio reading", "get rid of the deadline on call mom".
const NO_DUE_ORDERS = [
  new RegExp(
    String.raw`^(?:take|get rid of|drop|strip|lose|ditch|scrap)\s+(?:the\s+|its\s+)?${NO_DATE}\s+(?:off|from|on|for|of)\s+(.+)$`,
    'i',
  ),
  new RegExp(String.raw`^take\s+(.+?)(?:['’]s)?\s+${NO_DATE}\s+off$`, 'i'),
];
// Statements, which asked back with "?" ask rather than tell.
const NO_DUE_SAID = [
  // "call mom doesn't need a due date anymore", "the groceries don't need a deadline".
  new RegExp(
    String.raw`^(.+?)\s+(?:doesn['’]?t|does not|don['’]?t|do not|won['’]?t)\s+(?:need|have)\s+(?:a|any)\s+${NO_DATE}(?:\s+(?:any\s?more|now|after all))?$`,
    'i',
  ),
  // "no deadline for the bio reading", "no due date on call mom anymore".
  new RegExp(String.raw`^no\s+(?:more\s+)?${NO_DATE}\s+(?:for|on)\s+(.+?)(?:\s+(?:any\s?more|now|after all))?$`, 'i'),
  // "call mom has no deadline now".
  new RegExp(String.raw`^(.+?)\s+(?:has|have)\s+no\s+${NO_DATE}(?:\s+(?:any\s?more|now|after all))?$`, 'i'),
];

/** A due date cleared in other words: "remove the due date from X" (update_task, due_at null). */
const dueCleared: Restater = (text, _now, _locale, question) => {
  const t = text.replace(/[.!]+$/, '');
  // "no deadline for X?" asks whether it has one; "take the due date off X?" is still an order.
  for (const re of question ? NO_DUE_ORDERS : [...NO_DUE_ORDERS, ...NO_DUE_SAID]) {
    const m = re.exec(t);
    const task = m?.[1]?.trim();
    if (task && !NOT_A_TASK.test(task)) return `remove the due date from ${task}`;
  }
  return null;
};

const KIND = String.raw`(?:thing|task|habit|routine|job|chore|one|event)`;
const REPEAT_THING = [
  // "make call mom a weekly thing on sundays", "turn buy groceries into a daily thing".
  new RegExp(
    String.raw`^(?:make|turn|set)\s+(.+?)\s+(?:into\s+)?an?\s+((?:daily|weekly|monthly|yearly|fortnightly|bi-?weekly)\s+${KIND}(?:\s+.+)?)$`,
    'i',
  ),
  // "make call mom recurring every sunday", "set the groceries as a repeating task every saturday".
  new RegExp(
    String.raw`^(?:make|turn|set)\s+(.+?)\s+(?:into\s+|as\s+)?(?:an?\s+)?(?:recurring|repeating|recur|repeat)(?:\s+${KIND})?\s+((?:every|each|on|daily|weekly|monthly|yearly|fortnightly|bi-?weekly)\b.*)$`,
    'i',
  ),
  // "call mom should be a monthly thing", "the groceries can be a weekly thing on saturdays".
  new RegExp(
    String.raw`^(.+?)\s+(?:should|can|could|will|needs? to|has to)\s+be\s+(?:come\s+)?an?\s+((?:daily|weekly|monthly|yearly|fortnightly|bi-?weekly)\s+${KIND}(?:\s+.+)?)$`,
    'i',
  ),
];

/** Repetition given to a task as a noun phrase: "make X repeat weekly on saturdays", never a new task. */
// Asked with "?" too: "X should be a monthly thing?" names a task and its repeat, and was added as a
// new task called "X should be a thing".
const repeatThing: Restater = (text) => {
  const t = text.replace(/[.!]+$/, '');
  for (const re of REPEAT_THING) {
    const m = re.exec(t);
    if (!m || NOT_A_TASK.test(m[1]!.trim())) continue;
    const repeat = m[2]!.replace(new RegExp(String.raw`\s+${KIND}\b`, 'i'), '');
    // Only a repeat the one parser reads wholly: "a weekly thing with my tutor" is not one.
    const found = findRepetition(repeat);
    if (!found || repeat.slice(found.end).trim() !== '' || found.start !== 0) continue;
    return `make ${m[1]!.trim()} repeat ${repeat}`;
  }
  return null;
};

// A wish or a question before the rename: "i want to", "can you", "could you please", "i'd like to".
const RENAME_ASKED = String.raw`(?:(?:i\s+(?:want|wanna|need|would like|'?d like)(?:\s+to)?|(?:can|could|would)\s+(?:you|we|i)|let'?s|please|pls)\s+)*(?:to\s+)?`;
const NEW_NAME_ASKED = [
  // "change the name of the call mom task", "edit the title of my essay".
  new RegExp(
    String.raw`^${RENAME_ASKED}(?:change|update|edit|fix|alter)\s+the\s+(?:name|title)\s+(?:of|for|on)\s+(.+?)(?:\s+please)?$`,
    'i',
  ),
  // "change what the call mom task is called", "i want to change what groceries is named".
  new RegExp(
    String.raw`^${RENAME_ASKED}(?:change|update|edit|fix|alter)\s+what\s+(.+?)\s+(?:is|'s)\s+(?:called|named|titled)(?:\s+please)?$`,
    'i',
  ),
  // "i want to retitle the essay one", "can you rename my physics task".
  new RegExp(String.raw`^${RENAME_ASKED}(?:rename|retitle)\s+(.+?)(?:\s+please)?$`, 'i'),
  // "give the groceries task a new name", "call mom needs a new title".
  new RegExp(
    String.raw`^${RENAME_ASKED}give\s+(.+?)\s+a\s+(?:new|different|better)\s+(?:name|title)(?:\s+please)?$`,
    'i',
  ),
  new RegExp(
    String.raw`^(.+?)\s+(?:needs?|could use|should have)\s+a\s+(?:new|different|better)\s+(?:name|title)$`,
    'i',
  ),
];

/**
 * A rename asked for without the new name, in other words than "rename X": restated "rename X",
 * whose reading finds the task and asks what it should be called; the next message is the title.
 */
const newNameAsked: Restater = (text) => {
  const t = text.replace(/[.!?]+$/, '').trim();
  for (const re of NEW_NAME_ASKED) {
    const m = re.exec(t);
    const target = m?.[1]!.trim();
    // "rename it to X" and "rename X as Y" carry the name: the edit reading reads them as they are.
    if (!target || NOT_A_TASK.test(target) || /\s(?:to|as|into)\s/i.test(target)) continue;
    const said = `rename ${target}`;
    return said === t ? null : said;
  }
  return null;
};

// "the essay task should be called 'Essay final draft'", "call mom needs to be renamed to ring mum",
// "the shopping task should say buy groceries and soap", "X should read 'Y'".
const NAME_SHOULD_BE =
  /^(.+?)\s+(?:should|needs? to|has to|ought to|must)\s+(?:be\s+(?:called|named|titled|renamed(?:\s+to)?|retitled(?:\s+to)?)|(?:say|read))\s+(\S.*)$/i;
// "call the essay task 'History essay final draft' instead", "name the groceries one 'Big shop'":
// the new name quoted, or after "task"/"one" — "call mom tomorrow" is a task of its own.
const CALL_IT = /^(?:call|name|title)\s+(.+?\s+(?:task|one|to-?do|item))\s+(?:instead\s+)?(\S.*?)(?:\s+instead)?$/i;
const CALL_IT_QUOTED = /^(?:call|name|title)\s+((?:the|my|that|this)\s+.+?)\s+(["“'][^"”']+["”'])(?:\s+instead)?$/i;
// "rename call mom -> Call mum": an arrow between the old name and the new.
const RENAME_ARROW = /^(rename|retitle)\s+(.+?)\s*(?:-+>|→|=>)\s*(\S.*)$/i;

/** A task's new name said as what it should be called or say: restated "rename X to Y". */
const nameSaid: Restater = (text) => {
  const t = text.replace(/[.!]+$/, '').trim();
  const arrow = RENAME_ARROW.exec(t);
  if (arrow) return `rename ${arrow[2]!.trim()} to ${arrow[3]!.trim()}`;
  const m = NAME_SHOULD_BE.exec(t) ?? CALL_IT_QUOTED.exec(t) ?? CALL_IT.exec(t);
  if (!m || NOT_A_TASK.test(m[1]!.trim()) || /^(?:it|that|this)$/i.test(m[1]!.trim())) return null;
  return `rename ${m[1]!.trim()} to ${m[2]!.trim()}`;
};

export const TASK_CHANGES_SAID: readonly Restater[] = [
  nameSaid,
  priorityMoved,
  dueCleared,
  repeatThing,
  moveAround,
  insteadSaid,
  newNameAsked,
];
