import type { PlanSummary } from '../../../../../src-shared/plans';
import { choose, rank } from '../../../../../src-shared/text/fuzzy';
import type { Intent } from '../intents';
import { findDueDate } from '../../../../../src-shared/text/dates';
import { readNewPlan, readPlanRequest } from '../../../../../src-shared/text/planText';
import { capitalise } from '../../../../../src-shared/text/titles';
import { describeFailure, perform } from '../actions';
import { due, q } from '../respond';
import { topicNamed } from './topics';
import { dataOf, plansOf, type TurnContext } from '../turnContext';
import { ask, askFor, done, failed, type Reply } from '../types';
import { TOOL } from '../../../../../src-shared/tools/names';

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

export type PlanPick = { kind: 'plan'; plan: PlanSummary } | { kind: 'reply'; reply: Reply };

/**
 * The plan the user named: '' → the newest active plan (what "latest" means to the tools),
 * "3"/"#3" → plan #3, words → the best fuzzy match over the user's plans (a few dozen at most,
 * so list_plans is the candidate set). Several close matches → numbered options for `tool`.
 */
export async function pickPlan(
  turn: TurnContext,
  name: string,
  opts: { tool: string; input: Record<string, unknown>; prefer?: 'active' | 'inactive' },
): Promise<PlanPick> {
  const plans = await plansOf(turn, 'all');
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
const NAMED_PLAN = /^[\s,;]*(?:called|named|titled|(?:name|call|title)\s+it)\b|["“”‘’]|(?:^|\s)'|:/i;
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
  // "30 mins of reading a day for 5 days": how, and how long, but not what — the answer is the topic.
  if (req.goal === '' && req.activity)
    return askFor('body', `What should the ${req.activity} be on? Name the topic or book, e.g. “biology”.`);
  // "make a plan to revise for it" with no exam in hand: "it" names nothing to plan for, or to title.
  if (req.goal === '' && /\b(?:it|that|this|them)$/i.test(body.trim()))
    return ask('Which topic is the plan for? Say e.g. “plan my chemistry revision up to the exam”.');
  if (req.goal === '') return null;
  const { goal, untilExam, activity: _activity, ...extent } = req;
  if (extent.days !== undefined && extent.days > 365)
    return ask('Plans can span at most 365 days — how many days should this one take?');
  const subject = goal.replace(STUDY_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const topic = await topicNamed(turn, subject === '' ? goal : subject);
  const topicName = topic ? { topic_name: topic.name } : {};
  if (extent.days !== undefined || extent.deadline !== undefined || topic?.exam_date)
    return perform(turn, TOOL.generate_study_plan, { goal, ...extent, ...topicName });
  if (untilExam)
    return ask(`When is the ${goal} exam? Tell me, e.g. “my ${goal} exam is on 12 June”, and I’ll plan up to it.`);
  // The answer ("10 days", "until dec 12") completes this request.
  return askFor(
    'span',
    `How long should the ${goal} plan run? Say e.g. “10 days” or “until 12 June”, ` +
      `or name its steps: “create a plan ${goal}: read ch1, read ch2”.`,
  );
}

export async function createPlan(turn: TurnContext, intent: IntentOf<'create_plan'>): Promise<Reply> {
  const plan = readNewPlan(intent.body, turn.now);
  if (plan.items.length === 0 && !intent.empty) {
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

// Plans have no paused state (DESIGN §3): a pause is an archive, said plainly with the way back.
const paused = (title: string) =>
  `${q(title)} is on hold: plans have no “paused” status, so I archived it. Its steps are kept; say “pick it back up” to make it active again.`;

/**
 * "pause it", "pick my plan back up" with no plan named and none in hand: which plan, asked with
 * the plans the change fits as choices (active ones to pause, the others to pick up).
 */
async function whichPlanFor(turn: TurnContext, status: 'active' | 'archived'): Promise<Reply> {
  const plans = (await plansOf(turn, 'all')).filter((p) => (status === 'active') !== (p.status === 'active'));
  if (plans.length === 0)
    return failed(
      status === 'active' ? 'All your plans are already active.' : 'None of your plans is active right now.',
    );
  const options = plans
    .slice(0, 5)
    .map((p) => ({ label: p.title, tool: TOOL.update_plan_status, input: { plan_id: p.plan_id, status } }));
  return ask(`Which plan should I ${status === 'active' ? 'make active again' : 'pause (archive)'}?`, options);
}

export async function setPlanStatus(turn: TurnContext, intent: IntentOf<'set_plan_status'>): Promise<Reply> {
  if (intent.unnamed && intent.status !== 'completed') return whichPlanFor(turn, intent.status);
  const input = { status: intent.status };
  const pick = await pickPlan(turn, intent.plan, {
    tool: TOOL.update_plan_status,
    input,
    prefer: intent.status === 'active' ? 'inactive' : 'active',
  });
  if (pick.kind === 'reply') return pick.reply;
  const reply = await perform(
    turn,
    TOOL.update_plan_status,
    { plan_id: pick.plan.plan_id, ...input },
    { label: pick.plan.title },
  );
  return intent.paused && reply.kind === 'done' && reply.status === 'success'
    ? { ...reply, text: paused(pick.plan.title) }
    : reply;
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
  // "the final is on dec 3": a determiner alone names no subject (it became a topic "The").
  const topic = intent.topic
    .replace(/^(?:my|the|our|a|an|this|that|next)(?:\s+|$)/i, '')
    .replace(/(?:^|\s+)(?:exam|test|final)$/i, '')
    .trim();
  const when = findDueDate(intent.when.replace(/[.!?]+$/, ''), turn.now, turn.locale);
  if (!topic) return ask('Which subject is the exam in? For example “my Biology exam is on 12 June”.');
  if (!when) return ask(`When is the ${capitalise(topic)} exam? For example “on 12 June” or “next Friday”.`);
  const exam_date = when.value.slice(0, 10);
  // "bio" is the Biology topic; a subject Quire has never seen is added only when the student says so.
  const known = await topicNamed(turn, topic, { asSaid: true });
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
