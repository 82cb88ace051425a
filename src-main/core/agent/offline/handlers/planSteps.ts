import type { PlanItem, PlanSummary } from '../../../../../src-shared/plans';
import { choose, rank, type Choice } from '../../../../../src-shared/text/fuzzy';
import { dueBeforeFor, extractDueDate, type TaskPeriod } from '../../../../../src-shared/text/dates';
import { stepTitle } from '../../../../../src-shared/text/planText';
import { tidyTitle } from '../../../../../src-shared/text/titles';
import { TOOL } from '../../../../../src-shared/tools/names';
import { addDays, localIsoDate } from '../../../tools/studyPlan';
import { perform } from '../actions';
import type { Intent } from '../intents';
import { due, q } from '../respond';
import { findInWindow } from '../resolveTask';
import { dataOf, plansOf, type TurnContext } from '../turnContext';
import { ask, done, failed, type Reply } from '../types';
import { pickPlan, type PlanPick } from './plans';

/** A plan's steps: added, given a status, asked about — by their names, with or without the plan. */

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

// "add another step to it": the plan the conversation has in hand, as if none was named.
const PLAN_PRONOUN = /^(?:it|this|that|(?:this|that|the)\s+(?:one|plan|new one|new plan))$/i;

export async function addPlanItem(turn: TurnContext, intent: IntentOf<'add_plan_item'>): Promise<Reply> {
  // "add X to my plan by friday": the date may come after the plan's name.
  const after = extractDueDate(intent.plan, turn.now, turn.locale);
  const d = after.due ? { due: after.due, rest: intent.item } : extractDueDate(intent.item, turn.now, turn.locale);
  // "… to the biology plan due on dec 1": the date read leaves its "due", which names no plan.
  const planName = after.due ? after.rest.replace(/\s+(?:due|is due|for|by)$/i, '') : intent.plan;
  const title = stepTitle(d.rest);
  if (title === '') return ask('What should I add to the plan?');
  const input = { title, ...(d.due ? { due_date: localIsoDate(d.due.date) } : {}) };
  if (planName.trim() === '' || PLAN_PRONOUN.test(planName.trim())) {
    const unnamed = await planInConversation(turn, input);
    if (unnamed.kind === 'reply') return unnamed.reply;
    return perform(
      turn,
      TOOL.add_plan_item,
      { plan_id: unnamed.plan.plan_id, ...input },
      { label: unnamed.plan.title },
    );
  }
  const pick = await pickPlan(turn, planName, { tool: TOOL.add_plan_item, input });
  if (pick.kind === 'reply') return pick.reply;
  return perform(turn, TOOL.add_plan_item, { plan_id: pick.plan.plan_id, ...input }, { label: pick.plan.title });
}

// After these, "add a step X" means the plan just made or shown: list_plans is newest first.
export const PLAN_IN_HAND = new Set<string>([
  TOOL.write_plan,
  TOOL.generate_study_plan,
  TOOL.list_plan_items,
  TOOL.add_plan_item,
]);

/**
 * A step with no plan named: the plan the conversation just made or showed, the only active plan,
 * or a question with the active plans as choices — never a guess between plans.
 */
async function planInConversation(turn: TurnContext, input: Record<string, unknown>): Promise<PlanPick> {
  const active = await plansOf(turn, 'active');
  const last = turn.state.last_tool_parameters?.plan_id;
  const shown = typeof last === 'number' ? active.find((p) => p.plan_id === last) : undefined;
  if (shown) return { kind: 'plan', plan: shown };
  if (active.length === 1 || (active[0] && PLAN_IN_HAND.has(turn.state.last_tool_used ?? '')))
    return { kind: 'plan', plan: active[0]! };
  if (active.length === 0)
    return {
      kind: 'reply',
      reply: failed('You have no active study plan to add a step to. Say “list plans” to see them.'),
    };
  const options = active
    .slice(0, 5)
    .map((p) => ({ label: p.title, tool: TOOL.add_plan_item, input: { ...input, plan_id: p.plan_id } }));
  return { kind: 'reply', reply: ask(`Which plan should ${q(String(input.title))} go in?`, options) };
}

/** How many active plans "mark day 2 done" searches when no plan is named: the newest few. */
const ACTIVE_PLANS_SEARCHED = 5;

type StepCandidate = { id: number; title: string; item: PlanItem; plan: PlanSummary };

/** The steps of the given plans (newest first), as candidates for a title match. */
async function stepsOf(turn: TurnContext, plans: readonly PlanSummary[]): Promise<StepCandidate[]> {
  const candidates: StepCandidate[] = [];
  for (const plan of plans) {
    const listed = await turn.call(TOOL.list_plan_items, { plan_id: plan.plan_id }, { lookup: true });
    const items = Object.values(dataOf<{ plan_items: Record<string, PlanItem[]> }>(listed)?.plan_items ?? {})[0] ?? [];
    candidates.push(...items.map((item) => ({ id: item.item_id, title: item.title, item, plan })));
  }
  return candidates;
}

/**
 * "when is the genetics part due": the step read from its plan (named, or the active plans), its
 * day said — never the task list or a search of notes. Several close steps → which one.
 */
export async function stepDue(turn: TurnContext, intent: IntentOf<'step_due'>): Promise<Reply> {
  return (await stepAnswer(turn, intent, false))!;
}

/**
 * "did i tick off genetics?" when no task is called that: the state of the step of that name, or
 * null when no active plan has one (the task's answer stands).
 */
export const stepStateIfAny = (turn: TurnContext, words: string): Promise<Reply | null> =>
  stepAnswer(turn, { kind: 'step_due', item: words, plan: '', asked: 'state' }, true);

/** The step's day or state; with `quiet`, null instead of a reply that no step matches. */
async function stepAnswer(turn: TurnContext, intent: IntentOf<'step_due'>, quiet: boolean): Promise<Reply | null> {
  let plans: PlanSummary[];
  if (intent.plan.trim() === '') plans = await activePlans(turn);
  else {
    const pick = await pickPlan(turn, intent.plan, { tool: TOOL.list_plan_items, input: {} });
    if (pick.kind === 'reply') return pick.reply;
    plans = [pick.plan];
  }
  if (plans.length === 0)
    return quiet ? null : failed('You have no active study plans. Say “list plans” to see them all.');
  const steps = await stepsOf(turn, plans);
  const words = stepWords(intent.item);
  const choice = chooseStep(words, steps);
  if (quiet && choice.kind === 'none') return null;
  if (choice.kind === 'several')
    return ask(
      `More than one plan step matches ${q(words)} — which one?`,
      choice.matches.map((m) => {
        const step = steps.find((s) => s.id === m.id)!;
        return {
          label: `${m.title} (${step.plan.title})`,
          tool: TOOL.list_plan_items,
          input: { plan_id: step.plan.plan_id },
        };
      }),
    );
  if (choice.kind === 'none')
    return failed(
      `I couldn’t find a step matching ${q(words)} in your active plans. Say “show my plan” to see its steps.`,
    );
  const { item, plan } = steps.find((s) => s.id === choice.match.id)!;
  // "did i finish the genetics step": yes or not yet, first.
  if (intent.asked === 'state') {
    const said = item.status === 'done' ? 'Yes — ' : item.status === 'skipped' ? 'It was skipped — ' : 'Not yet — ';
    const state = item.status === 'todo' ? 'not started' : item.status.replace('_', ' ');
    const day = item.due_date && item.status !== 'done' ? `, due ${due(item.due_date, turn.now)}` : '';
    return done(`${said}${q(item.title)} in ${q(plan.title)} is ${state}${day}.`);
  }
  const when = item.due_date ? `is due ${due(item.due_date, turn.now)}` : 'has no due date';
  const state = item.status === 'todo' ? '' : ` (${item.status.replace('_', ' ')})`;
  return done(`${q(item.title)} in ${q(plan.title)} ${when}${state}.`);
}

/**
 * The step the words name. The same title in two plans ("Mock test" in both) is two steps, not
 * the first plan's: which is asked, as for any close pair.
 */
function chooseStep(words: string, steps: readonly StepCandidate[]): Choice {
  const choice = choose(rank(words, steps));
  if (choice.kind !== 'one') return choice;
  const same = steps.filter((s) => s.title.toLowerCase() === choice.match.title.toLowerCase());
  if (same.length < 2) return choice;
  return { kind: 'several', matches: same.map((s) => ({ ...choice.match, id: s.id, title: s.title })) };
}

/**
 * Matches words against the steps of the given plans (newest first) and sets the best one's
 * status. Several close matches → numbered options; null when nothing matches.
 */
async function setStatusOfItem(
  turn: TurnContext,
  plans: readonly PlanSummary[],
  words: string,
  status: string,
  askIfTaskToo = false,
): Promise<Reply | null> {
  const steps = await stepsOf(turn, plans);
  const choice = chooseStep(words, steps);
  if (choice.kind === 'one') {
    const asked = askIfTaskToo ? await taskFitsToo(turn, words, choice.match, status) : null;
    if (asked) return asked;
    const reply = await perform(
      turn,
      TOOL.update_item_status,
      { item_id: choice.match.id, status },
      { label: choice.match.title },
    );
    // The step set stays in hand: "actually it's done now" next is that step (intents/inHand.ts).
    const plan = steps.find((s) => s.id === choice.match.id)?.plan;
    if (plan && turn.state.last_tool_used === TOOL.update_item_status)
      turn.state = {
        ...turn.state,
        last_tool_parameters: {
          ...turn.state.last_tool_parameters,
          item_title: choice.match.title,
          plan_title: plan.title,
        },
      };
    return reply;
  }
  if (choice.kind === 'several') {
    // The same title twice says its plan too; the label is also the name the reply gives the step.
    const twice = (title: string) => choice.matches.filter((o) => o.title === title).length > 1;
    const options = choice.matches.map((m) => ({
      label: twice(m.title) ? `${m.title} in ${steps.find((s) => s.id === m.id)!.plan.title}` : m.title,
      tool: TOOL.update_item_status,
      input: { item_id: m.id, status },
    }));
    return ask(`More than one plan step matches ${q(words)} — which one?`, options);
  }
  return null;
}

/**
 * "skip genetics from bio" when no step is called "genetics from bio": the words after the last
 * in/from/of name one active plan by its title words ("bio" → Biology exam prep), and the words
 * before it a step of that plan. Null unless exactly one plan fits.
 */
async function stepInPlanSaid(
  turn: TurnContext,
  plans: readonly PlanSummary[],
  words: string,
  status: string,
): Promise<Reply | null> {
  const m = /^(.+)\s+(?:in|from|of|for|on)\s+(?:the\s+|my\s+)?(.+)$/i.exec(words);
  if (!m) return null;
  const fits = choose(
    rank(
      m[2]!,
      plans.map((p) => ({ id: p.plan_id, title: p.title })),
    ),
  );
  if (fits.kind !== 'one') return null;
  return setStatusOfItem(turn, [plans.find((p) => p.plan_id === fits.match.id)!], stepWords(m[1]!), status);
}

/**
 * "genetics is in progress" said by name alone when a pending task fits the words too: a task has
 * no in-progress state, but the student may have meant it, so which is asked — the step set, or
 * the task shown. Null when no task fits.
 */
async function taskFitsToo(
  turn: TurnContext,
  words: string,
  step: { id: number; title: string },
  status: string,
): Promise<Reply | null> {
  const { choice } = await findInWindow(turn, words, 'pending');
  const task = choice.kind === 'one' ? choice.match : choice.kind === 'several' ? choice.matches[0]! : null;
  if (!task) return null;
  return ask(`Both a task and a plan step fit ${q(words)} — which is under way?`, [
    { label: `The plan step ${q(step.title)}`, tool: TOOL.update_item_status, input: { item_id: step.id, status } },
    {
      label: `The task ${q(task.title)} (tasks are to do or done: show it)`,
      tool: '',
      input: {},
      reading: { kind: 'list_tasks', status: 'pending', period: null, query: task.title, withCards: false },
    },
  ]);
}

/** A step's title said as well as a task's: the match must be this close to count as the same name. */
const SAME_NAME = 0.9;

/**
 * The one step of the active plans whose title the words say (near exactly), for a task action
 * whose words fit a task too: then the student is asked which was meant. Null when none.
 */
export async function stepAlsoNamed(turn: TurnContext, words: string): Promise<{ id: number; title: string } | null> {
  const plans = await activePlans(turn);
  if (plans.length === 0) return null;
  const choice = choose(rank(stepWords(words), await stepsOf(turn, plans)));
  return choice.kind === 'one' && choice.match.score >= SAME_NAME ? choice.match : null;
}

/**
 * "mark cell structure as not done" when no finished task fits: the step of that name is sent
 * back to to-do. Null when no step fits either, so the caller keeps its own reply.
 */
export async function reopenPlanItemByWords(turn: TurnContext, target: string): Promise<Reply | null> {
  const plans = await activePlans(turn);
  if (plans.length === 0) return null;
  return setStatusOfItem(turn, plans, stepWords(target), 'todo');
}

/**
 * A step's name from the words said around it: "the genetics part", "genetics revision", "all the
 * food words", "travel words too" → the words that say which step, not what kind of thing it is,
 * how much of it, or that it is one more.
 */
const stepWords = (target: string) =>
  target
    .replace(/^(?:all\s+(?:of\s+)?)?(?:the|my)\s+/i, '')
    .replace(/\s+(?:too|also|as well|now|right now|at the moment|atm|today)$/i, '')
    .replace(/\s+(?:one|step|item|part|session|bit|section|stage|revision|revising|stuff)$/i, '');

async function activePlans(turn: TurnContext): Promise<PlanSummary[]> {
  return (await plansOf(turn, 'active')).slice(0, ACTIVE_PLANS_SEARCHED);
}

/** Each step's state in turn; the second only once the first was set (a question stops there). */
export async function setItemStatuses(turn: TurnContext, intent: IntentOf<'set_item_status'>): Promise<Reply> {
  const { then, ...first } = intent;
  const reply = await setItemStatus(turn, first);
  if (!then || reply.kind !== 'done' || reply.status !== 'success') return reply;
  const next = await setItemStatus(turn, { ...first, ...then });
  return next.kind === 'done' ? { ...next, text: `${reply.text} ${next.text}` } : next;
}

export async function setItemStatus(turn: TurnContext, intent: IntentOf<'set_item_status'>): Promise<Reply> {
  const words = stepWords(
    tidyTitle(intent.item.replace(/^(?:the\s+)?(?:item|step|session)\s+(?=\D)/i, '').replace(/^["“']|["”']$/g, '')),
  );
  if (intent.plan.trim() === '') {
    const plans = await activePlans(turn);
    if (plans.length === 0) return failed('You have no active study plans. Say “list plans” to see them all.');
    const reply =
      (await setStatusOfItem(turn, plans, words, intent.status, intent.status === 'in_progress')) ??
      (await stepInPlanSaid(turn, plans, words, intent.status));
    return (
      reply ??
      // A question, not a failure: the student may name the step again ("the genetics one").
      ask(
        `I couldn’t find a step matching ${q(words)} in your active plans — which step do you mean? Say “show my plan” to see its steps.`,
      )
    );
  }
  const pick = await pickPlan(turn, intent.plan, { tool: TOOL.list_plan_items, input: {} });
  if (pick.kind === 'reply') return pick.reply;
  const reply = await setStatusOfItem(turn, [pick.plan], words, intent.status);
  return (
    reply ??
    failed(`I couldn’t find a step matching ${q(words)} in ${q(pick.plan.title)}. Say “show my plan” to see its steps.`)
  );
}

/**
 * "I finished reading chapter 3" when no task matched: try the steps of the active plans.
 * Returns null when nothing there matches either, so the caller keeps its own reply.
 */
export async function completePlanItemByWords(turn: TurnContext, target: string): Promise<Reply | null> {
  const plans = await activePlans(turn);
  if (plans.length === 0) return null;
  // "finished the genetics part of bio prep": the plan may be said after the step.
  const words = stepWords(target);
  return (await setStatusOfItem(turn, plans, words, 'done')) ?? (await stepInPlanSaid(turn, plans, words, 'done'));
}

const PERIOD_WORDS: Record<TaskPeriod, string> = {
  overdue: 'overdue',
  today: 'due today',
  tomorrow: 'due tomorrow',
  week: 'due this week',
};

/** Whether a step's day falls in the period (an overdue step is one not done or skipped). */
function inPeriod(item: PlanItem, period: TaskPeriod, now: Date): boolean {
  if (!item.due_date) return false;
  const today = localIsoDate(now);
  if (period === 'overdue') return item.due_date < today && item.status !== 'done' && item.status !== 'skipped';
  if (period === 'today') return item.due_date === today;
  if (period === 'tomorrow') return item.due_date === addDays(today, 1);
  return item.due_date >= today && item.due_date < dueBeforeFor('week', now);
}

/** "which plan steps are due tomorrow": the active plans' steps of that period, with their plans. */
export async function stepsDue(turn: TurnContext, intent: IntentOf<'steps_due'>): Promise<Reply> {
  const plans = await activePlans(turn);
  const what = PERIOD_WORDS[intent.period];
  if (plans.length === 0) return done(`You have no active study plans, so no plan steps are ${what}.`);
  const steps = (await stepsOf(turn, plans)).filter((s) => inPeriod(s.item, intent.period, turn.now));
  if (steps.length === 0) return done(`No plan steps are ${what}.`);
  const lines = steps.map((s, k) => `${k + 1}. ${s.item.title} (${s.plan.title}) — ${due(s.item.due_date!, turn.now)}`);
  return done(`Plan steps ${what}:\n${lines.join('\n')}`);
}
