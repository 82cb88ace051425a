import type { ConversationState } from '../../../../../src-shared/conversation';
import type { TextLocale } from '../../../../../src-shared/text/locale';
import { CARD_ACT_MODELS } from './cardActs';
import { CARD_MODELS } from './cards';
import { afterSigh, commandAfterContext, requestAfterAside, startSaidAfter, withoutReason } from './clauses';
import { CONVERSATION_MODELS } from './conversation';
import { Features, stateView } from './features';
import type { KnownNames } from './names';
import { asksWhatIsLeftIn, PLAN_MODELS, saysDoneThenClosed } from './plans';
import { saysHeadThenStatus, saysHeadThenStep, saysHeadThenSteps, slotStart } from './planWords';
import { saysHoldOrResume } from './planHold';
import { PUT_OFF_MODELS } from './putOff';
import { IN_HAND_MODELS, itInHand } from './inHand';
import { isSubject, studyWished } from './studyWish';
import { INTEGRATION_MODELS } from './integrations';
import { STEP_MODELS } from './planSteps';
import { QUESTION_MODELS } from './questions';
import { QUIZ_MODELS } from './quizzes';
import { asksForSteps } from './notation';
import { restate } from './restate';
import { EDIT_MODELS, onlyChange } from './taskEdits';
import { LIST_MODELS } from './taskLists';
import { STATUS_MODELS } from './taskStatus';
import { TASK_MODELS } from './tasks';
import { topicName } from '../../../../../src-shared/text/topics';
import { ASK_MARGIN, CONFIDENCE_THRESHOLD, type Classified, type Intent, type IntentModel } from './types';

export { ASK_MARGIN, CONFIDENCE_THRESHOLD } from './types';
export type { Classified, Intent } from './types';
export type { KnownNames } from './names';
export { findPlanSpan } from './names';

const PLACE_WORD = /^(?:to|into|onto|in)$/;
const STEP_PLACE_WORD = /^(?:in|on|of|from|for)$/;
const ADDS_OR_DONE = new Set<Intent['kind']>([
  'add_task',
  'add_tasks',
  'add_plan_item',
  'complete_task',
  'set_item_status',
]);
// "i'm done with the spanish vocab sprint, archive it": archiving asked after the plan was named.
const ARCHIVE_AFTER =
  /[,;.!—–-]\s*(?:(?:so|and|then|now|just|please|pls)\s+)*(?:archive|shelve|reactivate|unarchive)\b/i;

const LISTS_TASKS = new Set<Intent['kind']>(['list_tasks']);
const WHATS_LEFT_IN =
  /\b(?:left|remains?|remaining|still\s+to\s+do|(?:still\s+)?(?:to\s+do|outstanding|open|pending))\s+(?:to\s+do\s+)?(?:in|on|of|for|from)\s+\S/i;

/**
 * Whether a request may name a plan by its title words without the noun "plan" ("add X to the
 * biology exam prep", "what's in the spanish vocab sprint?", "archive the spanish one"): only
 * then are the plans' titles read and the request read again, so "what's due today" or "add
 * buy milk" never look plans up.
 */
export function mayNamePlan(c: Classified, text: string, question: boolean, now: Date): boolean {
  const f = new Features(text, question, now);
  if (f.noun('plan')) return false;
  if (slotStart(f) !== null) return true;
  if (
    f.leads('archive', 'reactivate') ||
    ARCHIVE_AFTER.test(text) ||
    saysHeadThenStep(text) ||
    saysHeadThenSteps(text) ||
    saysHeadThenStatus(text)
  )
    return true;
  if (saysDoneThenClosed(text)) return true;
  if (asksForSteps(text, question)) return true;
  // "anything left in the spanish vocab sprint", "anything outstanding in bio exam prep": what is
  // left of something named after a place word, however the reading went without the titles.
  if (asksWhatIsLeftIn(text) || saysHoldOrResume(text)) return true;
  const k = c.intent.kind;
  const unread = c.confidence < 0.6 || k === 'unknown' || k === 'materials_question';
  if (unread) return f.lead !== null || f.reading || f.wh;
  // "what's still to do in the spanish vocab sprint": what is left of something named after a place word.
  if (LISTS_TASKS.has(k) && WHATS_LEFT_IN.test(text)) return true;
  // "add X to <name>", "… as a step to <name>": a place after the thing added.
  // A step's status: "skip X from the spanish vocab sprint", "X done of the bio exam prep".
  const place = k === 'set_item_status' ? STEP_PLACE_WORD : PLACE_WORD;
  if (ADDS_OR_DONE.has(k)) return f.lead !== null && f.words.some((w, i) => i > f.lead!.next && place.test(w));
  return false;
}

/** Every intent the offline agent knows. Order breaks ties only: a more specific reading first. */
const MODELS: readonly IntentModel[] = [
  ...CONVERSATION_MODELS,
  ...INTEGRATION_MODELS,
  ...PUT_OFF_MODELS,
  ...IN_HAND_MODELS,
  ...STEP_MODELS,
  ...PLAN_MODELS,
  ...QUIZ_MODELS,
  ...CARD_ACT_MODELS,
  ...CARD_MODELS,
  ...TASK_MODELS,
  ...EDIT_MODELS,
  ...STATUS_MODELS,
  ...LIST_MODELS,
  ...QUESTION_MODELS,
];

const CONVERSATION_KINDS = new Set(CONVERSATION_MODELS.map((m) => m.kind));
const REQUESTS_SAID_AS_TALK = new Set<Intent['kind']>(['today', 'undo', 'help']);
const UNDO_KIND = new Set<Intent['kind']>(['undo']);
const UNKNOWN: Classified = { intent: { kind: 'unknown' }, confidence: 0.2 };

/** Every intent that carries a topic gets it as a topic's name: "#history" is History, not "#history". */
function withTopicNamed(intent: Intent | null): Intent | null {
  if (intent && 'topic' in intent && typeof intent.topic === 'string')
    return { ...intent, topic: topicName(intent.topic) };
  return intent;
}

/**
 * Scores every intent from the utterance's features, fills the slots of the best ones, and
 * returns the best reading — with the runner-up when the two are close and one of them would
 * write, so the agent can ask instead of guessing. Reading forms (show, list, what, how many,
 * did I, yes/no questions) never score a write: typed card syntax ("what is X :: Y") is the one
 * exception, since it cannot be a question.
 */
function best(f: Features): Classified | null {
  const cardSyntax = f.text.includes('::');
  const scored: { model: IntentModel; score: number }[] = [];
  for (const model of MODELS) {
    if (f.reading && model.writes && !cardSyntax) continue;
    const score = model.score(f);
    if (score >= CONFIDENCE_THRESHOLD) scored.push({ model, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const filled: { intent: Intent; score: number; writes: boolean }[] = [];
  for (const { model, score } of scored) {
    if (filled.some((x) => x.intent.kind === model.kind)) continue;
    const intent = withTopicNamed(model.fill(f));
    if (!intent) continue;
    filled.push({ intent, score, writes: model.writes });
    if (filled.length === 2) break;
  }
  const [top, next] = filled;
  if (!top) return null;
  // Close readings are asked about when either would write, or both are strong: a weak second
  // guess ("what is X?" as a list of tasks) is not worth a question.
  const close =
    next !== undefined && top.score - next.score < ASK_MARGIN && (top.writes || next.writes || next.score >= 0.7);
  return {
    intent: top.intent,
    confidence: top.score,
    ...(close ? { runnerUp: { intent: next.intent, confidence: next.score } } : {}),
  };
}

// "no, I meant the essay one" / "no, the second one" / "actually make it p2". Not "no need to …",
// "no longer …": the "no" belongs to what follows ("no need to call mom anymore" added "Call mom anymore").
// Lead-ins said one after another ("no wait", "oh wait,", "hmm actually") are one lead.
const CORRECTION_LEAD =
  /^(?:(?:no+(?!\s+(?:need|longer|more|rush|hurry)\b)|nope|nah|not that(?: one)?|not (?:this|that) one|wrong (?:one|task)|oops|sorry|actually|wait|hold on|hang on|hmm+|err?m?|oh)\b[\s,!.?-]*)+/i;
const MEANT = /^(?:i\s+)?(?:meant|mean|wanted|want)\s+(?:to\s+say\s+)?(.+)$/i;

// "I've got a group call …" reads as a completion at 0.7; "finished the essay." at 0.85 is one.
const ASIDE_IS_A_REQUEST = 0.8;

/** After "no,"/"actually,": a bare change amends the last task; anything else names a new target. */
function correction(rest: string, now: Date): Classified {
  if (onlyChange(rest, now)) return { intent: { kind: 'update_task', target: 'it', change: rest }, confidence: 0.85 };
  return { intent: { kind: 'retarget', target: rest }, confidence: 0.8 };
}

/**
 * Reads one utterance (already normalised) into an intent with a confidence, in the light of the
 * conversation (a question waiting, the last list shown). Deterministic.
 *
 * @example
 *   classify('add "essay draft" due friday p1', false, now) // → { intent: { kind: 'add_task', … }, confidence: 0.9 }
 *   classify('asdf qwer', false, now)                       // → { intent: { kind: 'unknown' }, confidence: 0.2 }
 */
export function classify(
  text: string,
  question: boolean,
  now: Date,
  state?: ConversationState | null,
  locale?: TextLocale,
  known?: KnownNames,
): Classified {
  if (text.trim() === '') return { intent: { kind: 'unknown' }, confidence: 0 };
  const view = { ...stateView(state), ...(known ? { known } : {}) };
  const startAfter = startSaidAfter(text);
  if (startAfter) {
    const c = classify(startAfter, question, now, state, locale, known);
    if (understood(c)) return c;
  }
  // "ugh push that to saturday": the sigh set aside, when what follows reads.
  const sighed = afterSigh(text);
  if (sighed) {
    const c = classify(sighed, question, now, state, locale, known);
    if (understood(c)) return c;
  }
  // "move it to dec 12" just after "when is my biology exam?": "it" is what the answer was about.
  const inHand = itInHand(text, now, view);
  if (inHand) return inHand;
  // "i wanna do some biology": a subject and no action, asked about (before "studying X" reads as a quiz).
  // Another word ("let's do anatomy" for a topic of one's own) is a wish only when nothing else reads.
  const wish = studyWished(text);
  if (wish && isSubject((wish.intent as { topic: string }).topic)) return wish;
  // "X is handed in", "cards: spanish": said in other words than the intents read.
  const restated = restate(text, now, locale, question);
  if (restated) {
    const c = classify(restated, question, now, state, locale, known);
    if (understood(c)) return c;
  }
  // "I've got a group call coming up. add prep slides for sunday p3": a sentence about the day
  // set aside, unless it was a request of its own the student means as well.
  const aside = requestAfterAside(text);
  if (aside) {
    const said = classify(aside.aside, false, now, state, locale, known);
    if (!understood(said) || said.confidence < ASIDE_IS_A_REQUEST) {
      const c = classify(aside.request, question, now, state, locale, known);
      if (understood(c)) return c;
    }
  }
  const f = new Features(text, question, now, view, locale);
  const whole = best(f);
  if (whole && CONVERSATION_KINDS.has(whole.intent.kind)) return whole;
  // "unmark the lab report, it's not done": the reason is not part of the task's name.
  const reasonless = withoutReason(text, now);
  if (reasonless) {
    const c = classify(reasonless, question, now, state, locale, known);
    // "no, I meant task 3" is a correction, not "no" with a reason; "what's the date today, I've
    // lost track" and "undo that, wrong one" are requests with one.
    if (understood(c) && (!CONVERSATION_KINDS.has(c.intent.kind) || REQUESTS_SAID_AS_TALK.has(c.intent.kind))) return c;
  }
  // "the lab report needs redoing, reopen it": the thing named first, the command after.
  const after = commandAfterContext(text);
  if (after && (after.named || !whole || !understood(whole))) {
    const c = classify(after.command, question, now, state, locale, known);
    if (understood(c)) return c;
  }
  const lead = CORRECTION_LEAD.exec(text);
  if (lead && lead[0].length < text.length) {
    // "no? then tick it off now": the "then" joins the answer to the request.
    const rest = text
      .slice(lead[0].length)
      .trim()
      .replace(/^(?:then|so)\s+(?=\S)/i, '');
    // "oops wrong day, undo that": the slip said, then the undo asked for.
    const last = /[,;.!]\s*([^,;.!]+)$/.exec(rest)?.[1];
    const undo = last ? classify(last, question, now, state, locale, known) : null;
    if (undo && UNDO_KIND.has(undo.intent.kind)) return undo;
    const meant = MEANT.exec(rest);
    if (meant) return correction(meant[1]!, now);
    if (onlyChange(rest, now)) return correction(rest, now);
    const domain = best(new Features(rest, question, now, view, locale));
    if (domain && domain.intent.kind !== 'materials_question') return domain;
    return correction(rest, now);
  }
  const meant = MEANT.exec(text);
  if (meant && /^i\s+meant\b/i.test(text)) return correction(meant[1]!, now);
  return whole && understood(whole) ? whole : (wish ?? whole ?? UNKNOWN);
}

/** A reading worth acting on or asking about: not unknown, not the catch-all question. */
export const understood = (c: Classified) =>
  c.intent.kind !== 'unknown' && c.intent.kind !== 'materials_question' && c.confidence >= CONFIDENCE_THRESHOLD;

/** Every intent's score for an utterance, best first: for tests and for tuning by hand. */
export function scores(text: string, question: boolean, now: Date): { kind: string; score: number }[] {
  const f = new Features(text, question, now);
  return MODELS.map((m) => ({ kind: m.kind, score: f.reading && m.writes ? 0 : m.score(f) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
}
