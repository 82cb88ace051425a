import type { PlanSummary } from '../../../../../src-shared/plans';
import { choose, rank, type Choice } from '../../../../../src-shared/text/fuzzy';
import { inFull } from '../../../../../src-shared/text/subjects';
import { TOOL } from '../../../../../src-shared/tools/names';
import type { Intent } from '../intents';
import { findPlanSpan } from '../intents';
import { tokenize } from '../intents/tokens';
import { findInWindow } from '../resolveTask';
import { perform } from '../actions';
import { plural, q } from '../respond';
import { dataOf, plansOf, type TurnContext } from '../turnContext';
import { ask, type PendingOption, type Reply } from '../types';
import { topicNamed } from './topics';

// "the biology one", "that spanish thing": a reference that names no kind of thing.
const BARE = /^(?:the|that|this|my)\s+(.+?)\s+(?:one|thing|stuff|bit)$/i;

const matches = (c: Choice) => (c.kind === 'one' ? [c.match] : c.kind === 'several' ? c.matches : []);

/** The plans a bare reference ("the biology thing") fits, when no list was just shown; null when it is not bare. */
async function plansFitting(
  turn: TurnContext,
  target: string,
): Promise<{ words: string; plans: { id: number; title: string }[] } | null> {
  const bare = BARE.exec(target.trim());
  if (!bare || Object.keys(turn.state.task_references).length > 0) return null;
  const words = bare[1]!;
  const plans = await plansOf(turn, 'all');
  const fitting = choose(
    rank(
      words,
      plans.map((p) => ({ id: p.plan_id, title: p.title })),
    ),
  );
  return { words, plans: matches(fitting) };
}

// "u can cross biology off": one word, which may be the start of a plan's title as much as a task's word.
const LONE = /^(?:the\s+|my\s+)?([\p{L}]{3,})$/iu;

/** The plans whose title begins with a lone word ("biology" → Biology exam prep), when no list was just shown. */
async function plansNamedBy(
  turn: TurnContext,
  target: string,
): Promise<{ words: string; plans: { id: number; title: string }[] } | null> {
  const lone = LONE.exec(target.trim());
  if (!lone || Object.keys(turn.state.task_references).length > 0) return null;
  return { words: lone[1]!, plans: await plansBegunBy(turn, lone[1]!) };
}

/** The active plans whose title begins with the word, or the subject it shortens ("bio" → Biology exam prep). */
async function plansBegunBy(turn: TurnContext, word: string): Promise<{ id: number; title: string }[]> {
  const w = inFull(word).toLowerCase();
  return (await plansOf(turn, 'active'))
    .filter((p) => p.title.toLowerCase().split(/\s+/)[0] === w)
    .map((p) => ({ id: p.plan_id, title: p.title }));
}

/**
 * "push the biology thing back a day" when a plan fits the words as well as a task: which task is
 * asked (a plan's late steps move with "reschedule my … plan"), never the task guessed. Null when
 * no plan fits or the reference is not bare.
 */
export async function changeWhichKind(
  turn: TurnContext,
  intent: Extract<Intent, { kind: 'update_task' }>,
): Promise<Reply | null> {
  const fit = await plansFitting(turn, intent.target);
  const plans = fit?.plans ?? [];
  if (!fit || plans.length === 0) return null;
  const { choice } = await findInWindow(turn, fit.words, 'pending');
  const tasks = matches(choice).map((m) => ({
    label: `The task ${q(m.title)}`,
    tool: '',
    input: {},
    reading: { ...intent, target: m.title } satisfies Intent,
  }));
  const planNames = plans.map((p) => q(p.title)).join(' and ');
  return ask(
    `${q(fit.words)} fits the plan ${planNames} as well as ${tasks.length === 1 ? 'a task' : 'tasks'} — which task should I change? ` +
      '(A plan’s late steps move with “reschedule my plan”.)',
    tasks,
  );
}

/**
 * "reschedule biology to friday", "push spanish to monday": one subject word, which names a plan
 * (its title's first word) or a topic as much as a task, so a move on it alone asks which — the
 * tasks with the word and the plans — never the task guessed. Null when the word is no plan's or
 * topic's, or more of a title is said ("move biology reading to friday").
 */
export async function moveWhichKind(
  turn: TurnContext,
  target: string,
  change: Record<string, unknown>,
): Promise<Reply | null> {
  const lone = LONE.exec(target.trim());
  if (!lone) return null;
  const word = lone[1]!;
  const plans = await plansBegunBy(turn, word);
  if (plans.length === 0 && !(await topicNamed(turn, word))) return null;
  const { choice } = await findInWindow(turn, word, 'pending');
  const options: PendingOption[] = matches(choice).map((m) => ({
    label: `The task ${q(m.title)}`,
    tool: TOOL.update_task,
    input: { task_id: m.id, ...change },
  }));
  // A plan is moved by re-spreading its late steps (reschedule_plan), not to the day said.
  for (const p of plans)
    options.push({
      label: `The plan ${q(p.title)} (its late steps moved on)`,
      tool: '',
      input: {},
      reading: { kind: 'reschedule_plan', plan: p.title } satisfies Intent,
    });
  if (options.length === 0) return null;
  return ask(`${q(word)} could mean more than one thing — which should I move?`, options);
}

/**
 * "the biology one is done" when a plan fits the words as well as a task: which is done is asked —
 * the task, or the plan as a whole (marked completed) — never the task guessed. Null when no plan
 * fits or the reference is not bare ("the essay is done" names its task).
 */
export async function completeWhichKind(turn: TurnContext, target: string): Promise<Reply | null> {
  const fit = (await plansFitting(turn, target)) ?? (await plansNamedBy(turn, target));
  const plans = fit?.plans ?? [];
  if (!fit || plans.length === 0) return null;
  const { choice } = await findInWindow(turn, fit.words, 'pending');
  const tasks = matches(choice).map((m) => ({
    label: `The task ${q(m.title)}`,
    tool: TOOL.complete_task,
    input: { task_id: m.id },
  }));
  if (tasks.length === 0) return null;
  const planChoices = plans.map((p) => ({
    label: `The whole plan ${q(p.title)}`,
    tool: TOOL.update_plan_status,
    input: { plan_id: p.id, status: 'completed' },
  }));
  return ask(`More than one thing fits ${q(fit.words)} — which is done?`, [...tasks, ...planChoices]);
}

/**
 * "delete the biology one" with no list shown, when a plan or a topic's cards fit the words as
 * well as (or instead of) a task: the question which thing was meant, one choice per thing, each
 * still confirmed before anything is deleted. Null when only tasks fit (or none), or when the
 * request names its kind or the chat just showed a list the words point into.
 */
export async function deleteWhichKind(turn: TurnContext, target: string): Promise<Reply | null> {
  const fit = await plansFitting(turn, target);
  if (!fit) return null;
  const words = fit.words;
  const options: PendingOption[] = [];
  for (const m of fit.plans)
    options.push({ label: `The plan ${q(m.title)}`, tool: TOOL.delete_plan, input: { plan_id: m.id } });
  const topic = await topicNamed(turn, words);
  // The cards go through the bulk delete ("delete every card in biology"), which counts and asks.
  if (topic && topic.card_count > 0)
    options.push({
      label: `The ${plural(topic.card_count, `${topic.name} flashcard`)}`,
      tool: '',
      input: {},
      reading: {
        kind: 'bulk',
        action: 'delete',
        what: 'flashcards',
        filter: { period: null, query: null, subject: topic.name },
      } satisfies Intent,
    });
  if (options.length === 0) return null;
  const { choice } = await findInWindow(turn, words, 'pending');
  const tasks = matches(choice).map((m) => ({
    label: `The task ${q(m.title)}`,
    tool: TOOL.delete_task,
    input: { task_id: m.id },
  }));
  return ask(`More than one thing fits ${q(words)} — which should I delete?`, [...tasks, ...options]);
}

/** A task fitting the words this well is named by them as much as the plan is. */
const TASK_NAMED_TOO = 0.8;

/**
 * "remove the spanish vocab sprint", "get rid of biology exam prep": a plan named by its title
 * without the word "plan" (findPlanSpan, as the classifier reads titles), the whole target and
 * nothing more. No task fits as well → the plan's delete (confirmed before anything is deleted);
 * a task fits too → which is asked. Null when no plan's title is the target.
 */
export async function deletePlanByTitle(turn: TurnContext, target: string): Promise<Reply | null> {
  const words = tokenize(target.trim()).map((t) => t.word);
  while (words.length > 1 && /^(?:the|my|this|that|our)$/.test(words[0]!)) words.shift();
  if (words.length === 0) return null;
  const listed = await turn.call(TOOL.list_plans, { status: 'all' }, { lookup: true });
  const plans = (dataOf<{ plans: PlanSummary[] }>(listed)?.plans ?? []).map((p) => ({ id: p.plan_id, title: p.title }));
  const span = plans.length > 0 ? findPlanSpan(['the', ...words], { plans }, false) : null;
  if (!span || span.at !== 1 || span.len !== words.length) return null;
  const plan = { label: `The plan ${q(span.title)}`, tool: TOOL.delete_plan, input: { plan_id: span.id } };
  const { choice } = await findInWindow(turn, words.join(' '), 'pending');
  const tasks = matches(choice).filter((m) => m.score >= TASK_NAMED_TOO);
  if (tasks.length === 0) return perform(turn, TOOL.delete_plan, plan.input, { label: span.title });
  const options = tasks.map((m) => ({
    label: `The task ${q(m.title)}`,
    tool: TOOL.delete_task,
    input: { task_id: m.id },
  }));
  return ask(`More than one thing fits ${q(target.trim())} — which should I delete?`, [...options, plan]);
}
