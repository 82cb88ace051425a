import type { ConversationState } from '../../../../src-shared/conversation';
import { err } from '../../../../src-shared/result';
import type { OfflineAgent, OfflineAgentDeps, OfflineAgentInput } from '../offlineSeam';
import { perform } from './actions';
import * as chat from './handlers/conversation';
import { moveEach } from './handlers/bulkMove';
import { retarget, undo } from './handlers/corrections';
import { ACTS_INSTEAD, newRequestOverAdd, optionOfKind, readChoice, saidInstead } from './handlers/pending';
import { confirmationAnswer } from '../../../../src-shared/text/answers';
import { listMaterials } from './handlers/materials';
import * as plans from './handlers/plans';
import * as planSteps from './handlers/planSteps';
import * as several from './handlers/several';
import { answerStudy } from './handlers/studySession';
import { ratingOptions } from './handlers/review';
import * as study from './handlers/study';
import * as tasks from './handlers/tasks';
import { taskStatus } from './handlers/taskStatus';
import { nounWithDay } from './handlers/nounWithDay';
import {
  classify,
  CONFIDENCE_THRESHOLD,
  findPlanSpan,
  mayNamePlan,
  understood,
  type Classified,
  type Intent,
} from './intents';
import { Features } from './intents/features';
import { moreOfTheSame } from './intents/continued';
import { stateView } from './intents/stateView';
import { TOOL } from '../../../../src-shared/tools/names';
import { askBetween } from './readings';
import { answersSlot, fillSlot } from './slotAnswers';
import { normalize } from '../../../../src-shared/text/normalize';
import { numbered } from './respond';
import { plansOf, TurnContext } from './turnContext';
import { ask, done, type OfflineTurnResult, type Reply } from './types';
import { putOff } from './handlers/putOff';
import * as inHand from './handlers/inHand';
import { guessRequest } from './guess';
import { OTHER_KINDS } from './guess/restatements';
import { runTwoRequests } from './twoRequests';

export type { OfflineTurnResult } from './types';

type Pending = NonNullable<ConversationState['pending']>;

/** Runs the reading; a question it asks about one of its slots keeps the reading, so the answer completes it. */
async function handle(turn: TurnContext, c: Classified, text: string, dropped: Pending | null): Promise<Reply> {
  let reply = await run(turn, c, text, dropped);
  // "i did call mom last night lol so tick that": read as done, but no task is called all that.
  if (reply.kind === 'ask' && reply.unmatched !== undefined) {
    const guessed = await readGuess(turn, text, reply.unmatched);
    if (guessed) {
      const again = await run(turn, guessed.classified, guessed.text, dropped);
      if (!(again.kind === 'ask' && again.unmatched !== undefined)) reply = again;
    }
  }
  if (reply.kind === 'ask' && reply.fills && !reply.fills.reading)
    return { ...reply, fills: { ...reply.fills, reading: { ...c.intent } } };
  return reply;
}

async function run(turn: TurnContext, c: Classified, text: string, dropped: Pending | null): Promise<Reply> {
  const i = c.intent;
  if (c.confidence < CONFIDENCE_THRESHOLD || i.kind === 'unknown') return unclear(turn, text, dropped);
  if (c.runnerUp) return askBetween({ ...c, runnerUp: c.runnerUp }, turn.now);
  switch (i.kind) {
    case 'help':
      return chat.help();
    case 'greeting':
      return chat.greeting();
    case 'today':
      return chat.today(turn);
    case 'thanks':
      return chat.thanks();
    case 'ok':
      return chat.ok();
    case 'bulk':
      return several.bulk(turn, i);
    case 'add_tasks':
      return several.addTasks(turn, i);
    case 'generate_cards':
      return several.generateCards(turn, i);
    case 'browse_flashcards':
      return study.browseFlashcards(turn, i);
    case 'cancel':
      return chat.cancel();
    case 'yes_without_question':
      return chat.yesWithoutQuestion();
    case 'undo':
      return undo(turn);
    case 'retarget':
      return retarget(turn, i.target, dropped);
    case 'add_task':
      return tasks.addTask(turn, i);
    case 'list_tasks':
      return tasks.listTasks(turn, i);
    case 'complete_task':
      return tasks.completeTask(turn, i);
    case 'reopen_task':
      return tasks.reopenTask(turn, i);
    case 'task_status':
      return taskStatus(turn, i);
    case 'delete_task':
      return tasks.deleteTask(turn, i);
    case 'update_task':
      return tasks.updateTask(turn, i);
    case 'create_plan':
      return plans.createPlan(turn, i);
    case 'generate_plan':
      return plans.generatePlan(turn, i);
    case 'list_plans':
      return plans.listPlans(turn, i);
    case 'show_plan':
      return plans.showPlan(turn, i);
    case 'add_plan_item':
      return planSteps.addPlanItem(turn, i);
    case 'set_item_status':
      return planSteps.setItemStatuses(turn, i);
    case 'set_plan_status':
      return plans.setPlanStatus(turn, i);
    case 'delete_plan':
      return plans.deletePlan(turn, i);
    case 'delete_plans':
      return plans.deletePlans(turn, i);
    case 'step_due':
      return planSteps.stepDue(turn, i);
    case 'steps_due':
      return planSteps.stepsDue(turn, i);
    case 'create_flashcard':
      return study.createFlashcard(turn, i);
    case 'due_flashcards':
      return study.dueFlashcards(turn);
    case 'start_review':
      return study.startReview(turn, i.topic);
    case 'delete_flashcard':
      return study.deleteFlashcard(turn, i, dropped);
    case 'card_state':
      return study.cardState(turn, i, dropped);
    case 'rate_card':
      return study.rateCard(turn, i, dropped);
    case 'put_off':
      return putOff(turn, i, dropped);
    case 'exam_when':
      return inHand.examWhen(turn, i);
    case 'next_step':
      return inHand.nextStep(turn, i);
    case 'plan_week':
      return inHand.planWeek(turn);
    case 'study_wish':
      // Words that name no subject, topic or plan are read as any unclear message is.
      return (await inHand.studyWish(turn, i)) ?? unclear(turn, text, dropped);
    case 'edit_flashcard':
      return study.editFlashcard(turn, i, dropped);
    case 'progress':
      return study.progress(turn);
    case 'exam_date':
      return plans.examDate(turn, i);
    case 'reschedule_plan':
      return plans.reschedulePlan(turn, i);
    case 'quiz':
      return study.quiz(turn, i);
    case 'weak_topics':
      return study.weakTopics(turn);
    case 'wrong_answers':
      return study.wrongAnswers(turn, i);
    case 'list_topics':
      return study.listTopics(turn);
    case 'delete_attempt':
      return study.deleteAttempt(turn, i);
    case 'materials_question': {
      // "what am i supposed to finish by friday" asks about the tasks; "my notes on X" does not.
      const guessed = OTHER_KINDS.test(text) ? null : await readGuess(turn, text);
      if (guessed) return run(turn, guessed.classified, guessed.text, dropped);
      return chat.materialsQuestion(turn, i.question);
    }
    case 'list_materials':
      return listMaterials(turn);
    case 'out_of_scope':
      return chat.outOfScope();
    case 'no_integration':
      return chat.noIntegration(i.app, i.via);
    default:
      // A reading kept in the state by an older build: read the text afresh instead.
      return chat.notUnderstood(text, turn.now, turn.state.agent_context.clarification_count);
  }
}

/** A message the rules could not read: guessed, else said so with the choices it may have meant. */
async function unclear(turn: TurnContext, text: string, dropped: Pending | null): Promise<Reply> {
  // "anatomy worksheet wed": a thing and its day is a task, or a move asked about (before a guess).
  const noted = await nounWithDay(turn, text);
  if (noted) return noted;
  const guessed = await readGuess(turn, text);
  if (guessed) return run(turn, guessed.classified, guessed.text, dropped);
  return chat.notUnderstood(text, turn.now, turn.state.agent_context.clarification_count);
}

/**
 * What the rules could not read, guessed (guess/index.ts) and read again by the rules in their own
 * words; kept only when that reading is confident, so a guess never acts on less than a request
 * typed that way would.
 */
async function readGuess(
  turn: TurnContext,
  text: string,
  searched?: string,
): Promise<{ classified: Classified; text: string } | null> {
  const restated = await guessRequest(turn, text, turn.request.question, searched);
  if (!restated) return null;
  const classified = classify(restated, turn.request.question, turn.now, turn.state, turn.locale);
  const sure = classified.confidence >= CONFIDENCE_THRESHOLD && !classified.runnerUp;
  if (!sure || classified.intent.kind === 'unknown' || classified.intent.kind === 'materials_question') return null;
  return { classified, text: restated };
}

/** Settles a waiting confirmation or clarification; null when the text is a new request instead. */
async function answerPending(
  turn: TurnContext,
  pending: Pending,
  text: string,
  classified: Classified,
): Promise<Reply | null> {
  if (pending.kind === 'confirmation') {
    const answer = confirmationAnswer(text);
    // "move these 3 tasks to friday?" → "yes": each of the calls asked about.
    if (answer === 'yes' && pending.calls && pending.calls.length > 1) return moveEach(turn, pending.calls);
    if (answer === 'yes')
      return perform(turn, pending.tool, pending.input, { confirmed: true, summary: pending.summary });
    if (answer === 'no') {
      decline(turn, pending);
      return done('OK — I left it as it was.');
    }
    // "delete the essay" → "actually no, just move it to friday": the delete dropped, the move done.
    const rest = saidInstead(text);
    if (rest === null) return null;
    const before = turn.state;
    decline(turn, pending);
    // "nah keep it", "no, just leave it": a refusal and nothing else.
    if (rest === '' || confirmationAnswer(rest) === 'no') return done('OK — I left it as it was.');
    const instead = classify(rest, turn.request.question, turn.now, turn.state, turn.locale);
    if (understood(instead) && !instead.runnerUp && ACTS_INSTEAD.has(instead.intent.kind)) {
      const reply = await handle(turn, instead, rest, null);
      // Said first, so the student knows the delete they walked back did not happen.
      return pending.tool === TOOL.delete_task ? { ...reply, text: `I didn’t delete it. ${reply.text}` } : reply;
    }
    // "no, the essay" re-aims the waiting action (a retarget), as before.
    turn.state = before;
    turn.calls.pop();
    return null;
  }
  const choice = readChoice(text, pending);
  if (choice === 'none') return done('OK, never mind.');
  if (choice === null) {
    // "quiz me on biology / review my biology cards" → "test me": the option of that kind.
    const ofKind = optionOfKind(pending, classified);
    if (ofKind?.reading) return handle(turn, { intent: ofKind.reading as Intent, confidence: 0.95 }, text, null);
    // "Which task?" → "the essay": the answer completes the request that asked.
    const filled =
      pending.fills &&
      answersSlot(text, turn, pending.fills.slot, (pending.fills.reading as { kind?: Intent['kind'] }).kind)
        ? fillSlot(pending.fills, text, turn.now)
        : null;
    return filled ? handle(turn, { intent: filled, confidence: 0.9 }, text, null) : null;
  }
  if (choice === 'out_of_range') {
    const n = pending.options.length;
    return {
      ...ask(`There ${n === 1 ? 'is only 1 option' : `are only ${n} options`} — which one?`, pending.options),
      confidence: 0.9,
    };
  }
  const option = pending.options[choice]!;
  if (option.tool === TOOL.add_task && newRequestOverAdd(text, classified)) return null;
  // A choice between two readings of the request: the one picked runs as the request.
  if (option.reading) return handle(turn, { intent: option.reading as Intent, confidence: 0.95 }, text, null);
  return perform(turn, option.tool, option.input, { label: option.label, picked: true });
}

/** The waiting confirmation declined; "it" stays its task ("no" → "ok just move it to friday then"). */
function decline(turn: TurnContext, pending: Extract<Pending, { kind: 'confirmation' }>): void {
  turn.recordDeclined(
    pending.tool,
    pending.input,
    err('permission_denied', 'The user declined this action; nothing was changed.', { reason: 'user_declined' }),
  );
  if (typeof pending.input.task_id === 'number')
    turn.state = {
      ...turn.state,
      last_tool_used: pending.tool,
      last_tool_parameters: { task_id: pending.input.task_id },
    };
}

function finish(turn: TurnContext, reply: Reply, confidence: number): OfflineTurnResult {
  const previous = turn.state.agent_context;
  const asked = reply.kind === 'ask';
  let state: ConversationState = {
    ...turn.state,
    pending: null,
    agent_context: {
      clarification_count: asked ? previous.clarification_count + 1 : 0,
      confidence_history: [...previous.confidence_history, confidence].slice(-50),
    },
  };
  // Options are listed in the text too: the CLI and the chat transcript show only the text.
  const response =
    reply.kind === 'ask' && reply.options.length > 0
      ? `${reply.text}\n${numbered(reply.options.map((o) => o.label))}`
      : reply.text;
  const base = { response, tool_calls: turn.calls, confidence };
  if (reply.kind === 'ask') {
    if (reply.options.length > 0 || reply.fills?.reading)
      state = {
        ...state,
        pending: {
          kind: 'clarification',
          question: reply.text,
          options: reply.options,
          ...(reply.fills?.reading ? { fills: { reading: reply.fills.reading, slot: reply.fills.slot } } : {}),
        },
      };
    return {
      ...base,
      state,
      status: 'clarification_needed',
      ...(reply.options.length > 0 ? { options: reply.options.map((o) => ({ label: o.label })) } : {}),
    };
  }
  if (reply.kind === 'confirm') {
    state = {
      ...state,
      pending: {
        kind: 'confirmation',
        tool: reply.tool,
        input: reply.input,
        summary: reply.summary,
        tool_use_id: null,
        ...(reply.calls ? { calls: reply.calls.map((c) => ({ ...c, tool_use_id: '' })) } : {}),
      },
    };
    return {
      ...base,
      state,
      status: 'confirmation_required',
      confirmation: { tool: reply.tool, input: reply.input, summary: reply.summary },
    };
  }
  return { ...base, state, status: reply.status, ...(reply.grounding ? { grounding: reply.grounding } : {}) };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Reads the request; when it may name a plan by its title words, reads the plans' titles and the
 * request again with them, keeping the second reading only when a plan was named.
 */
async function classifyWithNames(
  turn: TurnContext,
  text: string,
  question: boolean,
  state: ConversationState,
): Promise<Classified> {
  // "also hypothesis testing, due dec 2" just after a step was added: one more step. Read from the
  // typed words, since normalising drops the "also" that says so.
  const more = moreOfTheSame(turn.request.typed.trim(), stateView(state));
  if (more) {
    const c = classify(normalize(more).text, question, turn.now, state, turn.locale);
    if (understood(c)) return c;
  }
  const first = classify(text, question, turn.now, state, turn.locale);
  if (!mayNamePlan(first, text, question, turn.now)) return first;
  const plans = (await plansOf(turn, 'all')).map((p) => ({ id: p.plan_id, title: p.title }));
  const known = { plans };
  if (plans.length === 0 || !findPlanSpan(new Features(text, question, turn.now).words, known, true)) return first;
  return classify(text, question, turn.now, state, turn.locale, known);
}

/** Requests that end a quiz or review in chat instead of being taken as its answer. */
const STUDY_ESCAPES = new Set<Classified['intent']['kind']>([
  'delete_flashcard',
  'card_state',
  'progress',
  'undo',
  'help',
  'list_tasks',
  'add_task',
  'start_review',
  'quiz',
  'due_flashcards',
  'browse_flashcards',
  'create_flashcard',
]);

/**
 * The built-in offline agent (DESIGN §5): a deterministic planner from text plus conversation
 * state to registry calls, through the seam turn.ts dispatches to (offlineSeam.ts). It reads the
 * utterance into an intent with a confidence, settles a waiting confirmation or question first,
 * asks when unsure or when several things match, and never guesses at a destructive action.
 *
 * @example
 *   await runOfflineTurn({ text: 'add "essay draft" due friday p1', state, session_id: 1 }, deps)
 *   // → { status: 'success', response: 'Added “Essay draft” — due Fri 27 Nov, p1.', tool_calls: [add_task], … }
 */
export const runOfflineTurn: OfflineAgent = (input, deps) => offlineTurn(input, deps);

async function offlineTurn(input: OfflineAgentInput, deps: OfflineAgentDeps): Promise<OfflineTurnResult> {
  const pending = input.state.pending;
  const turn = new TurnContext(deps, { ...input.state, pending: null });
  const { text, question } = normalize(input.text);
  turn.request = { text, question, typed: input.text };

  // "add buy stamps and move the essay to friday": two requests, each its own turn.
  if (!pending && !input.state.study) {
    const both = await runTwoRequests(input, deps, text, offlineTurn);
    if (both) return both;
  }
  const classified = await classifyWithNames(turn, text, question, input.state);
  let dropped: Pending | null = pending;
  const study = turn.state.study;
  if (study) {
    // A quiz or review in progress takes the reply as its answer ("skip", "stop", "show" included),
    // unless it is plainly another request ("delete this card", "undo", "help").
    const escapes = classified.confidence >= 0.9 && STUDY_ESCAPES.has(classified.intent.kind);
    if (!escapes) {
      const studied = await answerStudy(turn, input.text);
      if (studied) return finish(turn, studied, round(studied.confidence ?? 0.95));
    }
    turn.state = { ...turn.state, study: null };
    if (study.kind === 'review')
      dropped = { kind: 'clarification', question: '', options: ratingOptions(study.card_id) };
  } else if (pending) {
    const answered = await answerPending(turn, pending, text, classified);
    if (answered) return finish(turn, answered, round(answered.confidence ?? 0.95));
  }
  const reply = await handle(turn, classified, text, dropped);
  return finish(turn, reply, round(reply.confidence ?? classified.confidence));
}
