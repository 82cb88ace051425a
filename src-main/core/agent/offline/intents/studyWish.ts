import type { Classified } from './types';
import { isSubject } from '../../../../../src-shared/text/subjects';

/**
 * A subject said as a wish, with no action: "i wanna do some biology", "feel like studying spanish
 * rn", "let's do chemistry". Read before the restatements (which would take "studying spanish" for a
 * quiz on "spanish right"), and answered with a question whose choices are what can be done with a
 * subject (handlers/inHand.ts), so nothing is guessed and nothing is written.
 */

const OPENER = String.raw`(?:(?:ok(?:ay)?|so|right|hmm+|um+|yeah|ugh|well|alright)[\s,!.]+)*`;
// "can we work on biology a bit", "could we do some spanish": a wish asked as a question.
const WANT = String.raw`(?:(?:can|could|shall)\s+(?:we|i|you\s+and\s+i)|i\s+(?:wanna|want\s+to|would\s+like\s+to|'?d\s+like\s+to|feel\s+like|fancy|could\s+do|might\s+do)|(?:i'?m\s+|im\s+)?(?:in\s+the\s+mood\s+(?:for|to)|feel(?:ing)?\s+like|up\s+for)|let'?s|lets|time\s+(?:for|to))`;
const DOING = String.raw`(?:do(?:ing)?|study(?:ing)?|revis(?:e|ing)|work(?:ing)?\s+on|practi[sc](?:e|ing)|learn(?:ing)?|get\s+(?:into|on\s+with))`;
const SOME = String.raw`(?:some|a\s+bit\s+of|a\s+little|a\s+little\s+bit\s+of|more|a\s+spot\s+of)`;
const WHEN = String.raw`(?:\s+(?:rn|right\s+now|now|today|tonight|for\s+a\s+bit|for\s+a\s+while|a\s+bit|then|i\s+think))*`;
// normalize() reads "i want to do X" as "to do X": a wish may start at its verb.
const WISH = new RegExp(
  String.raw`^${OPENER}(?:${WANT}\s+(?:${DOING}\s+)?|to\s+${DOING}\s+)(?:${SOME}\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)${WHEN}[.!]*$`,
  'i',
);

// Words that make the wish something other than a subject: a thing in hand, a task, a kind of study.
const NOT_A_SUBJECT =
  /^(?:it|that|this|them|the|my|a|an|some|something|anything|nothing|stuff|work|homework|tasks?|to-?dos?|plans?|cards?|flash\s?cards?|quiz(?:zes)?|review(?:s|ing)?|revision|studying|study|reading|revising|more|list|shopping|laundry|chores?|errands?|break|nap|sleep|go|this\s+now|that\s+now)$/i;
const NOT_A_SUBJECT_WORD =
  /\b(?:it|that|this|them|my|the|task|tasks|plan|plans|card|cards|quiz|review|step|steps|exam|test)\b/i;

// School subjects a wish may name before any card or plan is kept on them ("let's do chemistry").
export { isSubject };

/** The wish read, or null. A school subject is read before any other reading; other words only when none reads (intents/index.ts). */
export function studyWished(text: string): Classified | null {
  const topic = WISH.exec(text.trim())?.[1]?.trim();
  if (!topic || NOT_A_SUBJECT.test(topic) || NOT_A_SUBJECT_WORD.test(topic)) return null;
  return { intent: { kind: 'study_wish', topic }, confidence: 0.9 };
}
