import type { PlanItem, PlanSummary } from '../../../../../src-shared/plans';
import { localIsoDate } from '../../../tools/studyPlan';
import { choose, rank } from '../../../../../src-shared/text/fuzzy';
import type { Intent } from '../intents';
import { extractDueDate, findDueDate } from '../../../../../src-shared/text/dates';
import { readNewPlan, readPlanRequest, stepTitle } from '../../../../../src-shared/text/planText';
import { capitalise, tidyTitle } from '../../../../../src-shared/text/titles';
import { describeFailure, perform } from '../actions';
import { due, q } from '../respond';
import { topicNamed } from './topics';
import { dataOf, type TurnContext } from '../turnContext';
import { ask, done, failed, type Reply } from '../types';
import { TOOL } from '../../../../../src-shared/tools/names';

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

type PlanPick = { kind: 'plan'; plan: PlanSummary } | { kind: 'reply'; reply: Reply };

/**
 * The plan the user named: '' → the newest active plan (what "latest" means to the tools),
 * "3"/"#3" → plan #3, words → the best fuzzy match over the user's plans (a few dozen at most,
 * so list_plans is the candidate set). Several close matches → numbered options for `tool`.
 */
async function pickPlan(
  turn: TurnContext,
  name: string,
  opts: { tool: string; input: Record<string, unknown>; prefer?: 'active' | 'inactive' },
): Promise<PlanPick> {
  const listed = await turn.call(TOOL.list_plans, { status: 'all' }, { lookup: true });
  const plans = dataOf<{ plans: PlanSummary[] }>(listed)?.plans ?? [];
  if (plans.length === 0) {
    return {
      kind: 'reply',
      reply: failed(
        'You have no study plans yet. Try “plan 10 days for linear algebra” or “create a plan Exam prep: read ch1, read ch2”.',
      ),
    };
  }
  const words = name.trim().replace(/^#/, '');
  if (words === '') {
    // list_plans is newest first; "reactivate my plan" means the newest one that is not active.
    const plan =
      opts.prefer === 'inactive' ? plans.find((p) => p.status !== 'active') : plans.find((p) => p.status === 'active');
    if (plan) return { kind: 'plan', plan };
    return {
      kind: 'reply',
      reply: failed(
        opts.prefer === 'inactive'
          ? 'All your plans are already active.'
          : 'None of your plans is active right now. Say “list plans” to see them all.',
      ),
    };
  }
  if (/^\d+$/.test(words)) {
    const plan = plans.find((p) => p.plan_id === Number(words));
    return plan
      ? { kind: 'plan', plan }
      : { kind: 'reply', reply: failed(`There’s no plan #${words}. Say “list plans” to see them.`) };
  }
  const choice = choose(
    rank(
      words,
      plans.map((p) => ({ id: p.plan_id, title: p.title })),
    ),
  );
  if (choice.kind === 'one') return { kind: 'plan', plan: plans.find((p) => p.plan_id === choice.match.id)! };
  if (choice.kind === 'several') {
    const options = choice.matches.map((m) => ({
      label: m.title,
      tool: opts.tool,
      input: { ...opts.input, plan_id: m.id },
    }));
    return { kind: 'reply', reply: ask(`More than one plan matches ${q(words)} — which one?`, options) };
  }
  return { kind: 'reply', reply: failed(`I couldn’t find a plan matching ${q(words)}. Say “list plans” to see them.`) };
}

export async function generatePlan(turn: TurnContext, intent: IntentOf<'generate_plan'>): Promise<Reply> {
  return (
    (await planForGoal(turn, intent.body)) ??
    ask('What should the plan cover, and over how many days? For example: “plan 10 days for linear algebra”.')
  );
}

// "called X", "named X", a quoted title or a colon: the student names the plan they want, steps or not.
const NAMED_PLAN = /^\s*(?:called|named|titled)\b|["“”‘’]|(?:^|\s)'|:/i;
// Words of a goal that say how it is studied, not what: "biology revision" is the Biology topic.
const STUDY_WORDS =
  /\b(?:revision|revising|revise|studying|study|prep|preparation|exam|test|final|finals|notes|cram(?:ming)?)\b/gi;

/**
 * A plan generated for a goal (a topic, a book, a skill): sessions for the days said, up to the
 * day said, or up to the topic's exam — never written empty. Asks how long when nothing says.
 * Null: no goal in the request (or a plan named by its title, for write_plan).
 */
async function planForGoal(turn: TurnContext, body: string): Promise<Reply | null> {
  const req = readPlanRequest(body, turn.now, turn.locale);
  if (req.goal === '') return null;
  const { goal, untilExam, ...extent } = req;
  if (extent.days !== undefined && extent.days > 365)
    return ask('Plans can span at most 365 days — how many days should this one take?');
  const subject = goal.replace(STUDY_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const topic = await topicNamed(turn, subject === '' ? goal : subject);
  const topicName = topic ? { topic_name: topic.name } : {};
  if (extent.days !== undefined || extent.deadline !== undefined || topic?.exam_date)
    return perform(turn, TOOL.generate_study_plan, { goal, ...extent, ...topicName });
  if (untilExam)
    return ask(`When is the ${goal} exam? Tell me, e.g. “my ${goal} exam is on 12 June”, and I’ll plan up to it.`);
  return ask(
    `How long should the ${goal} plan run? Say e.g. “plan 10 days for ${goal}” or “a ${goal} plan until 12 June”, ` +
      `or name its steps: “create a plan ${goal}: read ch1, read ch2”.`,
  );
}

export async function createPlan(turn: TurnContext, intent: IntentOf<'create_plan'>): Promise<Reply> {
  const plan = readNewPlan(intent.body, turn.now);
  if (plan.items.length === 0) {
    const generated = NAMED_PLAN.test(intent.body) ? null : await planForGoal(turn, intent.body);
    if (generated) return generated;
  }
  if (plan.title === '')
    return ask(
      'What should the plan be called? For example: “create a plan Exam prep: read ch1, read ch2, practice test”.',
    );
  return perform(turn, TOOL.write_plan, { title: plan.title, items: plan.items });
}

export function listPlans(turn: TurnContext, intent: IntentOf<'list_plans'>): Promise<Reply> {
  return perform(turn, TOOL.list_plans, { status: intent.status });
}

export async function showPlan(turn: TurnContext, intent: IntentOf<'show_plan'>): Promise<Reply> {
  const pick = await pickPlan(turn, intent.plan, { tool: TOOL.list_plan_items, input: {} });
  if (pick.kind === 'reply') return pick.reply;
  return perform(turn, TOOL.list_plan_items, { plan_id: pick.plan.plan_id }, { label: pick.plan.title });
}

export async function addPlanItem(turn: TurnContext, intent: IntentOf<'add_plan_item'>): Promise<Reply> {
  // "add X to my plan by friday": the date may come after the plan's name.
  const after = extractDueDate(intent.plan, turn.now, turn.locale);
  const d = after.due ? { due: after.due, rest: intent.item } : extractDueDate(intent.item, turn.now, turn.locale);
  const planName = after.due ? after.rest : intent.plan;
  const title = stepTitle(d.rest);
  if (title === '') return ask('What should I add to the plan?');
  const input = { title, ...(d.due ? { due_date: localIsoDate(d.due.date) } : {}) };
  if (planName.trim() === '') {
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
const PLAN_IN_HAND = new Set<string>([
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
  const listed = await turn.call(TOOL.list_plans, { status: 'active' }, { lookup: true });
  const active = dataOf<{ plans: PlanSummary[] }>(listed)?.plans ?? [];
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

/** The steps of the given plans (newest first), as candidates for a title match. */
async function stepsOf(turn: TurnContext, plans: readonly PlanSummary[]): Promise<{ id: number; title: string }[]> {
  const candidates: { id: number; title: string }[] = [];
  for (const plan of plans) {
    const listed = await turn.call(TOOL.list_plan_items, { plan_id: plan.plan_id }, { lookup: true });
    const items = Object.values(dataOf<{ plan_items: Record<string, PlanItem[]> }>(listed)?.plan_items ?? {})[0] ?? [];
    candidates.push(...items.map((i) => ({ id: i.item_id, title: i.title })));
  }
  return candidates;
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
): Promise<Reply | null> {
  const choice = choose(rank(words, await stepsOf(turn, plans)));
  if (choice.kind === 'one')
    return perform(turn, TOOL.update_item_status, { item_id: choice.match.id, status }, { label: choice.match.title });
  if (choice.kind === 'several') {
    const options = choice.matches.map((m) => ({
      label: m.title,
      tool: TOOL.update_item_status,
      input: { item_id: m.id, status },
    }));
    return ask(`More than one plan step matches ${q(words)} — which one?`, options);
  }
  return null;
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

const stepWords = (target: string) =>
  target.replace(/^(?:the|my)\s+/i, '').replace(/\s+(?:one|step|item|part|session)$/i, '');

async function activePlans(turn: TurnContext): Promise<PlanSummary[]> {
  const listed = await turn.call(TOOL.list_plans, { status: 'active' }, { lookup: true });
  return (dataOf<{ plans: PlanSummary[] }>(listed)?.plans ?? []).slice(0, ACTIVE_PLANS_SEARCHED);
}

export async function setItemStatus(turn: TurnContext, intent: IntentOf<'set_item_status'>): Promise<Reply> {
  const words = tidyTitle(
    intent.item.replace(/^(?:the\s+)?(?:item|step|session)\s+(?=\D)/i, '').replace(/^["“']|["”']$/g, ''),
  );
  if (intent.plan.trim() === '') {
    const plans = await activePlans(turn);
    if (plans.length === 0) return failed('You have no active study plans. Say “list plans” to see them all.');
    const reply = await setStatusOfItem(turn, plans, words, intent.status);
    return (
      reply ??
      failed(`I couldn’t find a step matching ${q(words)} in your active plans. Say “show my plan” to see its steps.`)
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
  return setStatusOfItem(turn, plans, stepWords(target), 'done');
}

export async function setPlanStatus(turn: TurnContext, intent: IntentOf<'set_plan_status'>): Promise<Reply> {
  const input = { status: intent.status };
  const pick = await pickPlan(turn, intent.plan, {
    tool: TOOL.update_plan_status,
    input,
    prefer: intent.status === 'active' ? 'inactive' : 'active',
  });
  if (pick.kind === 'reply') return pick.reply;
  return perform(turn, TOOL.update_plan_status, { plan_id: pick.plan.plan_id, ...input }, { label: pick.plan.title });
}

export async function deletePlan(turn: TurnContext, intent: IntentOf<'delete_plan'>): Promise<Reply> {
  const pick = await pickPlan(turn, intent.plan, { tool: TOOL.delete_plan, input: {} });
  if (pick.kind === 'reply') return pick.reply;
  return perform(turn, TOOL.delete_plan, { plan_id: pick.plan.plan_id }, { label: pick.plan.title });
}

/**
 * "remove all my plans", "delete both my plans": one delete_plan call for all of them, which the
 * confirmation gate asks about, naming the count; one undo brings them back. "both" when the
 * student has some other number of plans asks instead of guessing which two.
 */
export async function deletePlans(turn: TurnContext, intent: IntentOf<'delete_plans'>): Promise<Reply> {
  const listed = await turn.call(TOOL.list_plans, { status: intent.status }, { lookup: true });
  const plans = dataOf<{ plans: PlanSummary[] }>(listed)?.plans;
  if (!plans) return failed('Sorry — I couldn’t read your plans just now.');
  const which = intent.status === 'all' ? '' : `${intent.status} `;
  if (plans.length === 0) return done(`You have no ${which}plans, so there is nothing to delete.`);
  if (intent.both && plans.length !== 2) {
    const options = plans
      .slice(0, 5)
      .map((p) => ({ label: `Delete ${q(p.title)}`, tool: TOOL.delete_plan, input: { plan_id: p.plan_id } }));
    return ask(`You have ${plans.length} ${which}plan${plans.length === 1 ? '' : 's'} — which do you mean?`, options);
  }
  return perform(turn, TOOL.delete_plan, { plan_ids: plans.map((p) => p.plan_id) });
}

/** "reschedule my python plan", "I'm behind on biology": late steps moved onto the next study days. */
export async function reschedulePlan(turn: TurnContext, intent: IntentOf<'reschedule_plan'>): Promise<Reply> {
  const pick = await pickPlan(turn, intent.plan, { tool: TOOL.reschedule_plan, input: {}, prefer: 'active' });
  if (pick.kind === 'reply') return pick.reply;
  return perform(turn, TOOL.reschedule_plan, { plan_id: pick.plan.plan_id }, { label: pick.plan.title });
}

/** "my biology exam is on 12 june": the topic's exam date, which plans for it then end before. */
export async function examDate(turn: TurnContext, intent: IntentOf<'exam_date'>): Promise<Reply> {
  const topic = intent.topic
    .replace(/^(?:my|the|our|a|an)\s+/i, '')
    .replace(/\s+(?:exam|test|final)$/i, '')
    .trim();
  const when = findDueDate(intent.when.replace(/[.!?]+$/, ''), turn.now, turn.locale);
  if (!topic) return ask('Which subject is the exam in? For example “my Biology exam is on 12 June”.');
  if (!when) return ask(`When is the ${capitalise(topic)} exam? For example “on 12 June” or “next Friday”.`);
  const exam_date = when.value.slice(0, 10);
  // "bio" is the Biology topic; a subject Quire has never seen is added only when the student says so.
  const known = await topicNamed(turn, topic);
  if (known) return perform(turn, TOOL.set_exam_date, { topic_name: known.name, exam_date });
  const name = capitalise(topic);
  if (intent.create) {
    const made = await turn.call(TOOL.quiz_pre_fetch, { topic_name: name });
    if (!made.result.ok) return describeFailure(TOOL.quiz_pre_fetch, { topic_name: name }, made.result.error, {});
    return perform(turn, TOOL.set_exam_date, { topic_name: name, exam_date });
  }
  return ask(`You have no topic called ${q(name)} yet. Shall I add it, with its exam on ${due(exam_date, turn.now)}?`, [
    {
      label: `Add ${name}, exam on ${due(exam_date, turn.now)}`,
      tool: '',
      input: {},
      reading: { ...intent, create: true },
    },
  ]);
}
