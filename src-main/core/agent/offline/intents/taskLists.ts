import { HOW_TO } from './conversation';
import type { Features } from './features';
import type { NounClass } from './lexicon';
import { asksWhenStepIsDue } from './planSteps';
import { COMPLETED_LIST, filterOf, onDayOf, periodOf, statusOf } from './taskSlots';
import { ON_LIST, REMOVED_ASKED } from './taskStatus';
import type { Intent, IntentModel } from './types';

/**
 * Listing tasks: every way of asking to see them ("what's due", "my physics tasks", "how many
 * things are left on my list", "did I finish X?", "what's the most urgent thing"). A read, so it
 * is what a reading sentence becomes when it names no other thing.
 */

// Nouns that make a reading about something else: cards due, a plan's steps, a quiz.
const ELSEWHERE: NounClass[] = [
  'card',
  'plan',
  'step',
  'quiz',
  'topic',
  'progress',
  'exam',
  'attempt',
  'world',
  'leisure',
  'review',
];
const STATE_WORDS =
  /\b(?:due|overdue|left|pending|outstanding|upcoming|coming up|happening|late|forgotten|forgot|to do|on my (?:list|plate|agenda)|on (?:for )?(?:today|tonight|tomorrow|this week|next week))\b/;
const URGENT =
  /\b(?:most urgent|most important|top priority|highest priority|(?:do|start with|tackle) first|first thing|what to do first)\b|^(?:what|which)(?:'s| is| are)?\s+(?:urgent|important|pressing|high priority)$|^(?:anything|is there anything|what(?:'s| is)?(?: there)?)\s+(?:urgent|important|pressing)(?:\s+(?:(?:that\s+)?i\s+(?:need|have|should|must|gotta|got|ought)\b.*|to do.*|left|today|now|right now))?$/;
// "most urgent thing rn?", "top priority today": the question said as its noun phrase alone.
const URGENT_ALONE =
  /^(?:the\s+|my\s+)?(?:most urgent|most important|most pressing|top priority|highest priority)(?:\s+(?:thing|task|one|item|job|to-?do))?(?:\s+(?:right now|now|today|tonight|atm|for me|on my list|then|again))*$/;
// "do i have reviews of my essay": reviews of a piece of work are no flashcards; the tasks about it are read.
const REVIEWS_OF =
  /^(?:do|did)\s+i\s+(?:have|get|got)\s+(?:any\s+)?(?:reviews?|feedback|comments?)\s+(?:of|on|for|about)\s+(?:my\s+|the\s+)(?!(?:flash\s?)?cards?\b|deck\b)(.+)$/i;
const DID_I =
  /^(?:did|have)\s+i\s+(?:already\s+|actually\s+)?(?:finish(?:ed)?|complete(?:d)?|do|done|tick(?:ed)? off)\s+(.+?)(?:\s+(?:yet|already))?$/i;
const WHAT_DID_I =
  /^what\s+(?:did|have)\s+i\s+(?:already\s+)?(?:finish(?:ed)?|complete(?:d)?|done|do|get done|tick(?:ed)? off)\b/i;
const FIND =
  /^(?:find|search(?:\s+for)?|look for|look up|search my tasks for)\s+(?:tasks?\s+|todos?\s+)?(?:about\s+|for\s+|with\s+|called\s+|matching\s+)?(.+)$/i;
const WHAT_TO_DO =
  /^what\s+(?:do|should|else do|have|can)\s+i\s+(?:have|need|got)?\s*(?:to\s+)?(?:do|work on|get done|got(?:\s+(?:due|on|left|coming up|pending|overdue))?)\b/i;
const DUE_WITH_CARDS = /^(?:what(?:'s|s| is| are)?|anything|is anything|is there anything)\s+(?:else\s+)?due\b/i;
const DONE_READING = /\b(?:finished|completed|done|ticked off)\b/i;

// "what's on for wednesday", "anything on for tomorrow?", "what do i have on for the 30th",
// "what have i got on friday": what is on for one day, said with "on" — the day read by the one
// date parser (onDayOf, periodOf).
const ON_FOR =
  /^(?:what(?:'s|s| is| are)?|anything|is (?:there )?anything|what do i have|what have i got|what've i got|what i got|what have i)\s+(?:got\s+|planned\s+|happening\s+)?on\s+(?:for\s+)?\S/i;
const onForADay = (f: Features) =>
  ON_FOR.test(f.text) && (periodOf(f.text) !== null || onDayOf(f, f.text) !== undefined);

const aboutElse = (f: Features) => ELSEWHERE.some((c) => f.noun(c)) && !f.noun('task');

function score(f: Features): number {
  if (REVIEWS_OF.test(f.text)) return 0.88;
  // "is X on my list?", "did i delete the chem task?" ask after one task (task_status), not for the list.
  if (aboutElse(f) || HOW_TO.test(f.text) || ON_LIST.test(f.text) || REMOVED_ASKED.test(f.text) || asksWhenStepIsDue(f))
    return 0;
  const task = f.noun('task');
  if (COMPLETED_LIST.test(f.text)) return 0.92;
  if (f.reading && DID_I.test(f.text)) return 0.85;
  if (((f.reading || f.words[0] === 'anything') && URGENT.test(f.lower)) || URGENT_ALONE.test(f.lower)) return 0.9;
  if (f.leads('show') && f.object() === 'task') return 0.95;
  if ((f.reading || f.wh) && task) return 0.9;
  if ((f.reading || f.wh || f.words[0] === 'anything') && STATE_WORDS.test(f.lower)) return 0.9;
  if (WHAT_TO_DO.test(f.text) || WHAT_DID_I.test(f.text) || onForADay(f)) return 0.9;
  // "what do I have today", "what have I got tomorrow".
  if (
    /^what\s+(?:do\s+i\s+have|have\s+i\s+got|have\s+i)\b/i.test(f.text) &&
    (periodOf(f.text) || f.words.length <= 4 || /\b(?:on|left|due|coming up|planned)$/i.test(f.text))
  )
    return 0.9;
  if (f.reading && FIND.test(f.text)) return 0.8;
  if (f.reading && DONE_READING.test(f.lower)) return 0.8;
  // "tasks", "my physics tasks", "pending todos for today": the noun alone, a subject before it.
  if (f.lead === null && task) {
    const n = f.nouns.find((x) => x.cls === 'task')!;
    const after = f.words[n.at + n.len];
    if (
      n.at <= 3 &&
      (after === undefined ||
        /^(?:due|for|this|next|today|tomorrow|overdue|about|matching|with|containing|left|pending|please|i)$/.test(
          after,
        ))
    )
      return 0.85;
  }
  if (f.words[0] === 'anything' && /^(?:about|on|for|with|mentioning)$/.test(f.words[1] ?? '')) return 0.85;
  if (f.reading) return 0.55;
  return 0;
}

function fill(f: Features): Intent {
  const of = REVIEWS_OF.exec(f.text);
  if (of) return { kind: 'list_tasks', status: 'all', period: null, query: of[1]!, withCards: false };
  const did = DID_I.exec(f.text);
  if (did)
    return {
      kind: 'list_tasks',
      status: 'all',
      period: null,
      query: did[1]!.replace(/^(?:the|my)\s+/i, '').replace(/\s+(?:task|one)$/i, ''),
      withCards: false,
    };
  if (WHAT_DID_I.test(f.text) || COMPLETED_LIST.test(f.text))
    return { kind: 'list_tasks', status: 'completed', period: null, query: null, withCards: false };
  const find = f.reading && !f.noun('task') ? FIND.exec(f.text) : null;
  if (find)
    return {
      kind: 'list_tasks',
      status: 'all',
      period: null,
      // "find my physics stuff": the subject's words, not the words around them.
      query: find[1]!
        .replace(/^(?:my|the|all(?:\s+my|\s+the)?)\s+/i, '')
        .replace(/\s+(?:tasks?|todos?|stuff|things|items)$/i, ''),
      withCards: false,
    };
  const urgent = URGENT.test(f.lower);
  return {
    kind: 'list_tasks',
    status: statusOf(f.lower),
    ...filterOf(f),
    withCards: DUE_WITH_CARDS.test(f.text) && !f.noun('task'),
    ...(urgent ? { urgent } : {}),
  };
}

export const LIST_MODELS: IntentModel[] = [{ kind: 'list_tasks', writes: false, score, fill }];
