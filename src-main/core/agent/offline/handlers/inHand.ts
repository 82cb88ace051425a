import type { PlanItem } from '../../../../../src-shared/plans';
import { capitalise } from '../../../../../src-shared/text/titles';
import { TOOL } from '../../../../../src-shared/tools/names';
import type { Intent } from '../intents';
import * as say from '../describe';
import { due, q } from '../respond';
import { dataOf, plansOf, type TurnContext } from '../turnContext';
import { ask, done, failed, type PendingOption, type Reply } from '../types';
import { pickPlan } from './plans';
import { allTopics, topicNamed } from './topics';
import { isSubject } from '../intents/studyWish';
import { choose, rank } from '../../../../../src-shared/text/fuzzy';

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

/**
 * Answers about one thing that hold it for the next message (intents/inHand.ts reads "it" then):
 * the answer's one subject is written into the turn's state beside the call that read it.
 */
function hold(turn: TurnContext, tool: string, params: Record<string, unknown>): void {
  turn.state = { ...turn.state, last_tool_used: tool, last_tool_parameters: params };
}

/** "when is my biology exam?": the topic's exam day, or how to set one. */
export async function examWhen(turn: TurnContext, intent: IntentOf<'exam_when'>): Promise<Reply> {
  const words = intent.topic.replace(/^(?:my|the|our)\s+/i, '');
  const topic = await topicNamed(turn, words);
  if (!topic) {
    const name = capitalise(words);
    // Held all the same: "it's on dec 10, set it" next is that exam's day (the exam-date reading
    // then asks before adding a topic Quire has never seen).
    hold(turn, TOOL.list_topics, { topic_name: words, exam_date_unknown: true });
    return done(
      `You have no topic called ${q(name)}, so no exam date. Set one with “my ${words} exam is on 12 December”.`,
    );
  }
  hold(turn, TOOL.list_topics, { topic_name: topic.name, ...(topic.exam_date ? {} : { exam_date_unknown: true }) });
  if (!topic.exam_date)
    return done(`No exam date is set for ${topic.name}. Say e.g. “my ${topic.name} exam is on 12 December”.`);
  return done(`Your ${topic.name} exam is on ${due(topic.exam_date, turn.now)}.`);
}

/** "what's the next step for the biology plan": its first step not done or skipped. */
export async function nextStep(turn: TurnContext, intent: IntentOf<'next_step'>): Promise<Reply> {
  // "my latest plan", "the current one": the newest active plan, as pickPlan reads no name.
  const words = intent.plan
    .replace(/^(?:my|the|this|our)\s+/i, '')
    .replace(/^(?:latest|newest|most recent|current|last|active|new)(?:\s+one)?$/i, '');
  const pick = await pickPlan(turn, words, { tool: TOOL.list_plan_items, input: {} });
  if (pick.kind === 'reply') return pick.reply;
  const { plan } = pick;
  const listed = await turn.call(TOOL.list_plan_items, { plan_id: plan.plan_id });
  const items = Object.values(dataOf<{ plan_items: Record<string, PlanItem[]> }>(listed)?.plan_items ?? {})[0];
  if (!items) return failed(`Sorry — I couldn’t read the steps of ${q(plan.title)} just now. Please try again.`);
  const next = items.find((i) => i.status === 'in_progress') ?? items.find((i) => i.status === 'todo');
  if (!next) return done(`Every step of ${q(plan.title)} is done or skipped. Say “add X to my plan” for another.`);
  hold(turn, TOOL.list_plan_items, { plan_id: plan.plan_id, item_title: next.title, plan_title: plan.title });
  const when = next.due_date ? ` — due ${due(next.due_date, turn.now)}` : '';
  const started = next.status === 'in_progress' ? ' (in progress)' : '';
  // The next step first, then the plan around it, so what comes after is in view too.
  return done(
    `Next in ${q(plan.title)}: ${next.title}${when}${started}.\n\n${say.planItems(plan.title, items, turn.now)}`,
  );
}

/** How many topics "plan my week" offers a study plan for (the rest: "say another topic"). */
const WEEK_TOPICS = 4;

/**
 * "plan out my week": nothing is written until the student picks — a 7-day study plan for one of
 * their topics, or this week's tasks to plan around. A pick runs as that request would.
 */
export async function planWeek(turn: TurnContext): Promise<Reply> {
  const topics = await allTopics(turn);
  const options: PendingOption[] = [
    ...topics.slice(0, WEEK_TOPICS).map((t) => ({
      label: `A 7-day study plan for ${t.name}`,
      tool: '',
      input: {},
      reading: { kind: 'generate_plan', body: `plan 7 days for ${t.name}` },
    })),
    {
      label: 'Show this week’s tasks',
      tool: '',
      input: {},
      reading: { kind: 'list_tasks', status: 'pending', withCards: false, period: 'week', query: null },
    },
  ];
  const which =
    topics.length > 0 ? 'a 7-day study plan for one of your topics' : 'a 7-day study plan for a topic you name';
  return ask(`How shall we plan your week? I can make ${which}, or show this week’s tasks.`, options);
}

/**
 * "i wanna do some biology": a question whose choices are what can be done with the subject — a
 * quiz, its due cards, its plan — and the subject held, so "test me" next quizzes on it. Null when
 * the words name no topic, plan or school subject.
 */
export async function studyWish(turn: TurnContext, intent: IntentOf<'study_wish'>): Promise<Reply | null> {
  const topic = await topicNamed(turn, intent.topic);
  const name = topic?.name ?? intent.topic.toLowerCase();
  // The plan the subject names, by the titles' one matcher ("biology" → "Biology exam prep").
  const plans = await plansOf(turn, 'active');
  const match = choose(
    rank(
      name,
      plans.map((p) => ({ id: p.plan_id, title: p.title })),
    ),
  );
  const plan = match.kind === 'one' ? plans.find((p) => p.plan_id === match.match.id) : undefined;
  if (!topic && !plan && !isSubject(intent.topic)) return null;
  const options: PendingOption[] = [
    { label: `Quiz me on ${name}`, tool: '', input: {}, reading: { kind: 'quiz', topic: name } },
    ...(topic && topic.card_count > 0
      ? [{ label: `Review my ${name} cards`, tool: '', input: {}, reading: { kind: 'start_review', topic: name } }]
      : []),
    ...(plan
      ? [
          {
            label: `Show the plan ${q(plan.title)}`,
            tool: '',
            input: {},
            reading: { kind: 'show_plan', plan: plan.title },
          },
        ]
      : []),
  ];
  turn.state = { ...turn.state, last_tool_used: null, last_tool_parameters: { topic_name: name } };
  return ask(`Sure — how would you like to do ${name}?`, options);
}
