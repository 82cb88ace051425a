import { findDueDate } from '../../../../src-shared/text/dates';
import type { ConversationState } from '../../../../src-shared/conversation';
import type { Intent } from './intents';
import { Features } from './intents/features';
import { onlyChange } from './intents/taskEdits';
import { ADD_THAT } from './intents/addThat';
import type { TurnContext } from './turnContext';

type Fills = NonNullable<Extract<NonNullable<ConversationState['pending']>, { kind: 'clarification' }>['fills']>;

// Readings whose answer may carry the change too: "the essay, make it p3".
const CHANGES = new Set<Intent['kind']>(['update_task']);

/**
 * Whether a reply to "which task?" / "what should the task be?" is the answer — words naming the
 * thing ("the essay", "to call the bank", "groceries") — rather than a request of its own, which
 * starts with a verb the planner knows ("delete the essay"), asks something, or is long.
 */
// "no, the physics one" answers "which task?" as well as "the physics one" does.
const NOT_THAT = /^(?:no+|nope|nah|not that(?: one)?|actually|sorry|i meant|i mean)\b[\s,!.-]*/i;

// Verbs a to-do's name may start with ("finish science poster", "study ch 4", "review notes"),
// unlike a request about tasks already there ("delete the essay", "show my tasks").
const ADDS = new Set<Intent['kind']>(['add_task']);
const TODO_VERB_CLASSES = new Set(['complete', 'report', 'study', 'start', 'learn', 'plan', 'make', 'need']);

export function answersSlot(text: string, turn: TurnContext, slot?: string, kind?: Intent['kind']): boolean {
  const f = new Features(text.replace(NOT_THAT, ''), false, turn.now, undefined, turn.locale);
  if (f.words.length === 0 || f.words.length > 12 || f.reading || f.wh) return false;
  // "2 hours of piano practice friday, add it": a request of its own said after the thing, not an answer.
  if (ADD_THAT.test(text)) return false;
  // "What should it be called?" → "buy food for the week": a title may start with any verb.
  if (slot === 'title') return true;
  // "What should the task be called?" → "finish science poster, due sat": a to-do's words.
  if (slot === 'body' && kind && ADDS.has(kind))
    return f.lead === null || [...f.lead.classes].every((c) => TODO_VERB_CLASSES.has(c));
  // "When should it be due?" is answered by a day ("to dec 2", "friday"); anything else is a new request.
  if (slot === 'day') return onlyChange(text, turn.now) && findDueDate(text, turn.now, turn.locale) !== null;
  if (f.lead !== null) return false;
  if (slot !== 'span') return true;
  // "How long should the plan run?" is answered by a span or an end day; "buy milk" is a new request.
  const said = f.planRequest();
  return said.days !== undefined || said.deadline !== undefined || said.untilExam === true;
}

/**
 * The waiting reading with the answer in its slot: a title's words go before the date already
 * read ("to call the bank" + "tomorrow"); a task named with a change after it ("the essay, make it
 * p3") fills both the target and the change a bare "change the priority" left open.
 */
export function fillSlot(fills: Fills, text: string, now: Date): Intent {
  const reading = { ...fills.reading } as Record<string, unknown>;
  const answer = text.trim().replace(NOT_THAT, '') || text.trim();
  switch (fills.slot) {
    case 'body':
      reading.body = `${answer} ${typeof reading.body === 'string' ? reading.body : ''}`.trim();
      break;
    case 'target': {
      const split = /^(.+?)\s*[,;:—–-]\s*(.+)$/.exec(answer);
      if (CHANGES.has(reading.kind as Intent['kind']) && split && onlyChange(split[2]!, now)) {
        reading.target = split[1]!;
        reading.change = split[2]!;
      } else reading.target = answer;
      break;
    }
    case 'title':
      reading.change = `title: ${answer}`;
      reading.renameOk = true;
      break;
    case 'day':
      reading.change = answer;
      delete reading.moveOnly;
      break;
    case 'span':
      // "plan for geography" + "10 days": the request said again with how long it runs.
      reading.body = `${typeof reading.body === 'string' ? reading.body : ''} ${answer}`.trim();
      break;
    default:
      reading[fills.slot] = answer;
  }
  return reading as unknown as Intent;
}
