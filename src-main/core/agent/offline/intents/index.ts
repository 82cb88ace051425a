import { extractDueDate } from '../../../../../src-shared/text/dates';
import { extractPriority } from '../../../../../src-shared/text/priority';
import { PLAN_RULES } from './plans';
import { STUDY_RULES } from './study';
import { BULK_RULES, TASK_LATE_RULES, TASK_RULES } from './tasks';
import type { Classified, Intent, Rule } from './types';
import { rule } from './types';

export { CONFIDENCE_THRESHOLD } from './types';
export type { Classified, Intent } from './types';

const CONVERSATION_RULES: Rule[] = [
  rule(
    'help',
    /^(?:help(?:\s+me)?|\?+|h|what can (?:you|i) (?:do|say|ask(?: you)?)(?: for me)?|what do you do|what are you|who are you|how does (?:this|it) work|how do i use (?:this|you|quire|it)|(?:show (?:me )?)?(?:the\s+|your\s+)?commands|what are (?:the|your) commands|menu|examples?|instructions|usage|what can i type|i'?m (?:lost|confused|stuck))$/i,
    0.95,
    () => ({ kind: 'help' }),
  ),
  rule('help with', /^help\b.*$/i, 0.8, () => ({ kind: 'help' })),
  rule(
    'greeting',
    /^(?:hi|hello|hey|hiya|yo|howdy|sup|good (?:morning|afternoon|evening)|morning|evening)(?:\s+(?:there|quire|again))?$/i,
    0.9,
    () => ({ kind: 'greeting' }),
  ),
  rule(
    'thanks',
    /^(?:(?:ok|okay|great|cool|perfect|awesome|lovely|brilliant)\s+)?(?:thanks|thank you|thanks a lot|many thanks|cheers|ta|thx)(?:\s+(?:so much|very much|a lot|a bunch|again|quire))?$/i,
    0.9,
    () => ({ kind: 'thanks' }),
  ),
  rule(
    'ok',
    /^(?:great|cool|nice|perfect|awesome|lovely|brilliant|ok|okay|k|got it|sounds good|good|fine|alright|👍)$/i,
    0.9,
    () => ({ kind: 'ok' }),
  ),
  rule(
    'cancel',
    /^(?:cancel|never ?mind|nvm|forget it|stop|no|nope|nah|n|don'?t|abort|leave it)(?:\s+(?:it|that|then))?$/i,
    0.9,
    () => ({ kind: 'cancel' }),
  ),
  rule('yes', /^(?:yes|y|yeah|yep|yup|sure|confirm|do it|go ahead)$/i, 0.9, () => ({ kind: 'yes_without_question' })),
  rule(
    'today',
    /^(?:what(?:'s|s| is)?\s+(?:the\s+)?(?:date|day|weekday|day of the week|time)(?:\s+(?:today|is it|it is|now))?|what\s+(?:week)?day\s+is\s+(?:it|today)(?:\s+today)?|what(?:'s| is) today(?:'?s date)?|today'?s date|what time is it)$/i,
    0.95,
    () => ({ kind: 'today' }),
  ),
  rule(
    'undo',
    /^(?:undo|undo (?:that|it|this|the last (?:one|thing|action|change)|my last (?:action|change))|take (?:that|it) back|revert(?: that| it)?|restore (?:it|that|the (?:task|plan|card|flashcard) i (?:just )?deleted)|bring (?:it|that) back|undelete(?: it| that)?|oops!*|oops,? undo(?: that)?|whoops!*)$/i,
    0.9,
    () => ({ kind: 'undo' }),
  ),
];

// "no, I meant the essay one" / "no, the second one" / "actually make it p2".
const CORRECTION_LEAD =
  /^(?:no+|nope|nah|not that(?: one)?|not (?:this|that) one|wrong (?:one|task)|oops|sorry|actually|wait|hmm+|err?m?|oh)\b[\s,!.-]*/i;
const MEANT = /^(?:i\s+)?(?:meant|mean|wanted|want)\s+(?:to\s+say\s+)?(.+)$/i;

/** Text that is only a date and/or a priority, maybe with "make it", "instead": an amendment. */
function onlyChange(text: string, now: Date): boolean {
  const core = text
    .replace(
      /^(?:make|set|change|move|put|push|switch)\s+(?:it|that|this|the date|the due date|the priority)\s*(?:(?:to|for|as|on)\b)?\s*/i,
      '',
    )
    .replace(/^(?:due|to|for|on|by)\s+/i, '')
    .replace(/\s+instead$/i, '')
    .trim();
  if (core === '') return false;
  const p = extractPriority(core);
  const d = extractDueDate(p.rest, now);
  const left = d.rest.replace(/^(?:and|,|due|by|on)\s*|\s*(?:and|,)$/gi, '').trim();
  return left === '' && (p.priority !== null || d.due !== null || /^no (?:due )?date$/i.test(core));
}

function firstMatch(rules: readonly Rule[], text: string): Classified | null {
  for (const r of rules) {
    const hit = r.match(text);
    if (hit) return hit;
  }
  return null;
}

// Plans first: "add flashcards review to my plan" is a plan step, and every plan rule needs the
// word "plan" (or a study span) to match. Study rules next, since their "add"/"delete" sentences
// name a card or a quiz; tasks take the rest.
const DOMAIN_RULES: readonly Rule[] = [
  ...BULK_RULES,
  rule(
    'working on',
    /^(?:i'?m|i am|im)\s+(?:now\s+|currently\s+)?(?:working on|doing|starting(?: on)?|studying|on)\s+(.+?)(?:\s+(?:now|today|right now))?$/i,
    0.85,
    (m) => ({ kind: 'set_item_status', item: m[1]!, plan: '', status: 'in_progress' }),
  ),
  ...PLAN_RULES,
  ...STUDY_RULES,
  ...TASK_RULES,
  ...TASK_LATE_RULES,
  // A plan step's status with the plan left unnamed: the status slot (in progress, started,
  // skipped — states only plan steps have) decides, and the step is found across active plans.
  rule(
    'step status, plan unnamed',
    /^(?:mark|set|put)\s+(.+?)\s+(?:as\s+|to\s+)?(in progress|in-progress|started|skipped)$/i,
    0.8,
    (m) => ({
      kind: 'set_item_status',
      item: m[1]!,
      plan: '',
      status: /skip/i.test(m[2]!) ? 'skipped' : 'in_progress',
    }),
  ),
  rule(
    'skip / start a step',
    /^(?:i(?:'ve| have)?\s+)?(skip|skipped|start|started|begin|began)\s+(?:on\s+|with\s+)?(?!(?:a|my|the)\s+(?:review|quiz)\b)(.+)$/i,
    0.75,
    (m) => ({
      kind: 'set_item_status',
      item: m[2]!,
      plan: '',
      status: /^skip/i.test(m[1]!) ? 'skipped' : 'in_progress',
    }),
  ),
];

/**
 * Reading verbs: a request that starts with one asks to see something, so it never completes,
 * deletes or creates ("show me everything I already finished" lists completed tasks).
 */
const READING =
  /^(?:show|list|see|view|display|what|what's|which|did i|have i|how many|how much|how far|how am i|do i have|are there|is there|tell me|give me (?:a )?(?:list|overview)|find|search|look up|when)\b/i;
/**
 * A yes/no question about how things stand ("is call mum done?", "has the essay been deleted?")
 * reads too — only with its question mark, and never "can/could/would you …?", which are requests.
 */
const YES_NO_QUESTION = /^(?:is|are|was|were|has|have|had|does|do (?:i|we)|did)\b/i;
const WRITE_KINDS = new Set<Intent['kind']>([
  'add_task',
  'add_tasks',
  'complete_task',
  'reopen_task',
  'delete_task',
  'update_task',
  'create_plan',
  'add_plan_item',
  'set_item_status',
  'set_plan_status',
  'delete_plan',
  'create_flashcard',
  'delete_flashcard',
  'delete_attempt',
  'bulk',
  'retarget',
]);

/** The read a reading sentence most likely wants, when a write rule matched it. */
function readingFallback(text: string): Classified {
  if (/\b(?:finished|completed|done|ticked off)\b/i.test(text))
    return {
      intent: { kind: 'list_tasks', status: 'completed', period: null, query: null, withCards: false },
      confidence: 0.8,
    };
  if (/\bplans?\b/i.test(text)) return { intent: { kind: 'show_plan', plan: '' }, confidence: 0.7 };
  return { intent: { kind: 'unknown' }, confidence: 0.3 };
}

/**
 * Questions that no rule above claimed: what the user's materials are for. "is/does/can …"
 * count only with a question mark — "do laundry tomorrow" is a to-do, not a question.
 */
const QUESTION =
  /^(?:what|why|how|who|whom|when|where|which|explain|define|describe|summari[sz]e|tell me (?:about|what|why|how)|what'?s the difference|compare)\b/i;
const AUXILIARY = /^(?:is|are|does|do|did|can|could|should|would|will|was|were|has|have)\b/i;

/**
 * Reads one utterance (already normalised) into an intent with a confidence. Deterministic:
 * ordered rules, first match wins; the order encodes which reading is more specific.
 *
 * @example
 *   classify('add "essay draft" due friday p1', false, now) // → { intent: { kind: 'add_task', … }, confidence: 0.9 }
 *   classify('asdf qwer', false, now)                       // → { intent: { kind: 'unknown' }, confidence: 0.1 }
 */
export function classify(text: string, question: boolean, now: Date): Classified {
  if (text.trim() === '') return { intent: { kind: 'unknown' }, confidence: 0 };
  const conversational = firstMatch(CONVERSATION_RULES, text);
  if (conversational) return conversational;

  const lead = CORRECTION_LEAD.exec(text);
  if (lead && lead[0].length < text.length) {
    const rest = text.slice(lead[0].length).trim();
    const meant = MEANT.exec(rest);
    if (meant) return correction(meant[1]!, now);
    if (onlyChange(rest, now)) return correction(rest, now);
    const domain = firstMatch(DOMAIN_RULES, rest);
    if (domain) return domain;
    return correction(rest, now);
  }
  const meant = MEANT.exec(text);
  if (meant && /^i\s+meant\b/i.test(text)) return correction(meant[1]!, now);
  if (onlyChange(text, now)) return { intent: { kind: 'update_task', target: 'it', change: text }, confidence: 0.75 };

  const domain = firstMatch(DOMAIN_RULES, text);
  const reading = READING.test(text) || (question && YES_NO_QUESTION.test(text));
  // "what is X :: Y" is a card typed in the card syntax, whatever its first word.
  if (domain && reading && WRITE_KINDS.has(domain.intent.kind) && !text.includes('::')) return readingFallback(text);
  if (domain) return domain;
  if (reading && /\b(?:finished|completed|done)\b/i.test(text)) return readingFallback(text);
  if (QUESTION.test(text) || (question && AUXILIARY.test(text)) || (question && text.split(/\s+/).length > 3))
    return { intent: { kind: 'materials_question', question: text }, confidence: 0.6 };
  return { intent: { kind: 'unknown' }, confidence: 0.2 };
}

/** After "no,"/"actually,": a bare change amends the last task; anything else names a new target. */
function correction(rest: string, now: Date): Classified {
  if (onlyChange(rest, now)) return { intent: { kind: 'update_task', target: 'it', change: rest }, confidence: 0.85 };
  return { intent: { kind: 'retarget', target: rest }, confidence: 0.8 };
}
