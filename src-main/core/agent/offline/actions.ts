import type { PlanItem, PlanSummary } from '../../../../src-shared/plans';
import type { Progress } from '../../../../src-shared/progress';
import type { QuizQuestion, TopicSummary, WeakTopic, WrongQuestion } from '../../../../src-shared/quizzes';
import type { ToolError } from '../../../../src-shared/result';
import type { Task } from '../../../../src-shared/tasks';
import * as say from './describe';
import { continueReview } from './handlers/review';
import { startQuiz } from './handlers/studySession';
import { doneFromQuestion, q } from './respond';
import { dataOf, type TurnContext } from './turnContext';
import { ask, done, failed, type PendingOption, type Reply } from './types';
import { gateWrite } from './writeGate';
import { TOOL } from '../../../../src-shared/tools/names';

/** What the caller knows about the target beyond the tool input, for the reply's wording. */
export interface ActionNote {
  /** The target's name as the user knows it ("Essay draft", "Python basics"). */
  label?: string;
  /** The phrase that pointed at a task from the last list ("task 2"), for a stale-reference hint. */
  reference?: string;
  /** A confirmation summary already shown ("Delete task 'Essay draft'?"). */
  summary?: string;
  confirmed?: boolean;
  /** The student picked this write from choices they were shown: it is theirs, not a guess. */
  picked?: boolean;
  /** A card named by its words or number, outside a review: rating it leaves the review unstarted. */
  byName?: boolean;
}

/**
 * Runs one decided call and words its outcome. A destructive call without approval comes back
 * as a confirmation to ask for; failures become a question or a short explanation.
 */
export async function perform(
  turn: TurnContext,
  tool: string,
  input: Record<string, unknown>,
  note: ActionNote = {},
): Promise<Reply> {
  if (!note.confirmed && !note.picked) {
    const stop = gateWrite(turn, tool, input);
    if (stop) return stop;
  }
  const outcome = await turn.call(tool, input, { confirmed: note.confirmed === true });
  if (outcome.confirmation) {
    const summary = outcome.confirmation.summary;
    return {
      kind: 'confirm',
      tool,
      input: outcome.confirmation.input as Record<string, unknown>,
      summary,
      text: `${summary} Reply “yes” to go ahead or “no” to leave things as they are.`,
    };
  }
  if (!outcome.result.ok) return describeFailure(tool, input, outcome.result.error, note);
  return describeSuccess(turn, tool, input, outcome.result.data, note);
}

async function describeSuccess(
  turn: TurnContext,
  tool: string,
  input: Record<string, unknown>,
  data: unknown,
  note: ActionNote,
): Promise<Reply> {
  const now = turn.now;
  const label = note.label;
  switch (tool) {
    case TOOL.add_task:
    case TOOL.update_task:
    case TOOL.complete_task:
    case TOOL.reopen_task:
      return done(say.taskChanged(tool, data as { task: Task; already_completed?: boolean }, now));
    case TOOL.list_tasks: {
      const { tasks } = data as { tasks: Task[] };
      const heading = input.status === 'completed' ? 'Completed tasks:' : 'Your tasks:';
      return done(
        say.taskList(
          tasks,
          now,
          heading,
          input.status === 'completed' ? 'No completed tasks yet.' : 'No pending tasks — you’re all clear.',
        ),
      );
    }
    case TOOL.delete_task:
    case TOOL.delete_plan:
    case TOOL.delete_flashcard:
    case TOOL.delete_quiz_attempt:
      // In the app the dialog asked and no summary came back here: name the target another way.
      return done(
        `${note.summary ? doneFromQuestion(note.summary) : `Deleted ${label ? q(label) : (note.reference ?? 'it')}.`} Say “undo” to bring it back.`,
      );
    case TOOL.undo:
      return done(
        `Undone — ${(data as { what: string }).what} ${(data as { redo: boolean }).redo ? 'is changed again' : 'is back as it was'}.` +
          // Not this chat's own change: say whose it was, so an unexpected undo is noticed.
          (input.scope === 'anywhere'
            ? ' That was the last change made in Quire; this chat hadn’t changed anything yet.'
            : ''),
      );
    case TOOL.restore_deleted:
      return done(`Restored the ${(data as { entity_type: string }).entity_type}${label ? ` ${q(label)}` : ''}.`);
    case TOOL.write_plan: {
      const items = (input.items as unknown[] | undefined)?.length ?? 0;
      // A plan made by its name alone: say how its steps are added.
      if (items === 0)
        return done(
          `Created the plan ${q(String(input.title))}, with no steps yet. Add them with “add a step to it: …”.`,
        );
      return done(
        `Created the plan ${q(String(input.title))} with ${items} item${items === 1 ? '' : 's'}. Say “show my plan” to see it.`,
      );
    }
    case TOOL.list_plans:
      return done(say.planList((data as { plans: PlanSummary[] }).plans, String(input.status ?? 'all')));
    case TOOL.generate_study_plan:
      return done(say.generatedPlan(String(input.goal), (data as { items: PlanItem[] }).items, now));
    case TOOL.list_plan_items: {
      const byPlan = (data as { plan_items: Record<string, PlanItem[]> }).plan_items;
      const [planId, items] = Object.entries(byPlan)[0] ?? ['?', []];
      return done(say.planItems(label ?? `Plan #${planId}`, items, now));
    }
    case TOOL.add_plan_item:
      return done(`Added ${q(String(input.title))} to ${label ? q(label) : 'your plan'}.`);
    case TOOL.update_item_status: {
      const status = String(input.status).replace('_', ' ');
      return done(`Marked ${label ? q(label) : 'that item'} as ${status}${status === 'done' ? ' ✓' : ''}.`);
    }
    case TOOL.update_plan_status: {
      const status = String(input.status);
      const name = label ? q(label) : 'the plan';
      if (status === 'archived')
        return done(`Archived ${name}. Say “reactivate ${label ?? 'it'} plan” to bring it back.`);
      if (status === 'active') return done(`${name} is active again.`);
      return done(`Marked ${name} as completed — well done!`);
    }
    case TOOL.create_flashcard: {
      const topic = input.topic_name ? ` in ${String(input.topic_name)}` : '';
      return done(`Made a flashcard${topic}:\n**Q:** ${String(input.front)}\n**A:** ${String(input.back)}`);
    }
    case TOOL.get_due_flashcards:
      return done(say.dueCards((data as { due_flashcards: say.DueCard[] }).due_flashcards));
    case TOOL.review_flashcard: {
      const next = say.reviewed(data as { next_review_at: string; interval_days: number }, now);
      if (!note.byName) return continueReview(turn, next);
      const card = label ? q(label) : 'that card';
      return done(`Rated ${card} as ${String(input.rating)}. ${next} Say “undo” to take it back.`);
    }
    case TOOL.undo_flashcard_review:
      return done('Took back that review; the card is scheduled as it was before.');
    case TOOL.quiz_pre_fetch: {
      // Chosen from a list of topics: the quiz itself follows.
      const pre = data as { topic_id: number; topic_name: string; wrong_questions: WrongQuestion[] };
      return quizAfterPreFetch(turn, pre, 5);
    }
    case TOOL.generate_quiz:
      // Picked from a list of topics: run it in chat one question at a time, answers hidden.
      return perform(turn, TOOL.quiz_pre_fetch, { topic_name: String(input.topic_name) });
    case TOOL.get_weak_topics:
      return done(say.weakTopics((data as { weak_topics: WeakTopic[] }).weak_topics));
    case TOOL.get_wrong_questions:
      return done(
        say.wrongQuestions(label ?? 'that topic', (data as { wrong_questions: WrongQuestion[] }).wrong_questions),
      );
    case TOOL.list_topics:
      return done(say.topicList((data as { topics: TopicSummary[] }).topics));
    case TOOL.update_flashcard: {
      const side = input.front !== undefined ? 'question' : 'answer';
      return done(
        `Changed the card ${label ? q(label) : ''}: its ${side} now reads ${q(String(input.front ?? input.back))}.`.replace(
          'card :',
          'card:',
        ),
      );
    }
    case TOOL.suspend_flashcard:
    case TOOL.bury_flashcard:
      return done(say.cardStateChanged(tool, label, data as { card_id: number; suspended?: boolean }));
    case TOOL.get_progress:
      return done(say.progress(data as Progress));
    case TOOL.set_exam_date: {
      const set = data as { topic_name: string; exam_date: string | null };
      return done(say.examDate(set.topic_name, set.exam_date, now));
    }
    case TOOL.reschedule_plan:
      return done(say.rescheduled(label ?? 'your plan', data as say.Rescheduled, now));
    default:
      return done('Done.');
  }
}

/** quiz_pre_fetch ran; build the quiz and word both. */
export async function quizAfterPreFetch(
  turn: TurnContext,
  pre: { topic_id: number; topic_name: string; wrong_questions: WrongQuestion[] },
  count: number,
): Promise<Reply> {
  const input = { topic_name: pre.topic_name, count };
  const outcome = await turn.call(TOOL.generate_quiz, input);
  if (!outcome.result.ok) return describeFailure(TOOL.generate_quiz, input, outcome.result.error, {});
  const quiz = dataOf<{ questions: QuizQuestion[] }>(outcome)!;
  return startQuiz(turn, pre, quiz.questions, pre.wrong_questions);
}

// Tool messages are written for a model ("call list_tasks first"); a person gets the sentences
// that do not name a tool.
function forPeople(message: string): string {
  const sentences = message.split(/(?<=[.!?])\s+/).filter((s) => !/\b[a-z]+_[a-z_]+\b/.test(s));
  return sentences.join(' ') || message;
}

const ENTITY_WORD: Record<string, string> = {
  task: 'task',
  plan: 'plan',
  item: 'plan item',
  topic: 'topic',
  flashcard: 'flashcard',
  quiz: 'quiz',
  attempt: 'quiz attempt',
  material: 'material',
};
const LIST_HINT: Record<string, string> = {
  task: 'Say “list tasks” to see them.',
  plan: 'Say “list plans” to see them.',
  item: 'Say “show my plan” to see its items.',
  topic: 'Say “list topics” to see them.',
  flashcard: 'Say “what cards are due?” to see them.',
};

/** Which input field names a candidate, per tool, when a conflict offers several. */
function candidateInput(
  tool: string,
  input: Record<string, unknown>,
  id: number,
  title: string,
): Record<string, unknown> | null {
  const rest = { ...input };
  switch (tool) {
    case TOOL.update_item_status:
      delete rest.item_title;
      return { ...rest, item_id: id };
    case TOOL.list_plan_items:
    case TOOL.add_plan_item:
    case TOOL.update_plan_status:
      delete rest.plan_title;
      return { ...rest, plan_id: id };
    case TOOL.generate_quiz:
      return { ...rest, topic_name: title };
    default:
      return null;
  }
}

export function describeFailure(
  tool: string,
  input: Record<string, unknown>,
  error: ToolError,
  note: ActionNote,
): Reply {
  // Undo's refusals already say what to do ("changed again since…", "nothing to undo").
  if (tool === TOOL.undo) return failed(forPeople(error.message));
  switch (error.code) {
    case 'not_found': {
      const entity = error.details.entity_type;
      if (entity === 'task' && note.reference) {
        return failed(
          `${capitalised(note.reference)} from your last list no longer exists — it may have been deleted. Say “list tasks” to see the current numbers.`,
        );
      }
      const what = ENTITY_WORD[entity] ?? entity;
      return failed(`I couldn’t find that ${what}. ${LIST_HINT[entity] ?? forPeople(error.message)}`.trim());
    }
    case 'conflict': {
      const d = error.details;
      if (d.reason === 'ambiguous' && d.candidates && d.candidates.length > 0) {
        const options: PendingOption[] = [];
        for (const c of d.candidates) {
          const next = candidateInput(tool, input, c.id, c.title);
          if (next) options.push({ label: c.title, tool, input: next });
        }
        if (options.length > 0) return ask('That matches more than one — which did you mean?', options);
      }
      if (d.reason === 'duplicate') {
        const existing = d.candidates?.[0];
        if (tool === TOOL.create_flashcard)
          return failed(`You already have that card${existing ? ` (#${existing.id})` : ''}.`);
        return failed(
          `There’s already an active plan called ${existing ? q(existing.title) : 'that'}. Archive it first or pick another name.`,
        );
      }
      return failed(forPeople(error.message));
    }
    case 'validation_error': {
      const fields = error.details.fields.map((f) => f.message).join('; ');
      return ask(`I couldn’t do that — ${fields}. Could you rephrase?`);
    }
    case 'permission_denied':
      if (error.details.reason === 'user_declined') return done('OK — I left it as it was.');
      // Never answered: the turn was stopped, or the question expired. Nothing ran either way.
      if (error.details.reason === 'stopped') return failed('Stopped before you answered; nothing was changed.');
      if (error.details.reason === 'expired') return failed(error.message);
      return failed('That action is switched off here; it can be allowed in Settings.');
    case 'db_error':
      return failed('Sorry — the database hit a problem. Please try again in a moment.');
    case 'unknown_tool':
      return failed('That isn’t available in this version of Quire.');
    default:
      return failed('Sorry — something went wrong on my side. Please try again.');
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
