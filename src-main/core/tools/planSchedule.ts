import { err, ok } from '../../../src-shared/result';
import { localIsoDate } from '../../../src-shared/text/locale';
import { listPlanItems, updatePlanItem } from '../db/queries/plans';
import { findTopicByName, setTopicExamDate, topicPlanningFacts } from '../db/queries/topics';
import { rescheduleMoves } from '../planning/reschedule';
import { defineTool, type AnyTool } from './define';
import { resolvePlan } from './planReferences';
import { setExamDateInput, reschedulePlanInput } from '../../../src-shared/tools/inputs/planSchedule';
import { TOOL } from '../../../src-shared/tools/names';

export const setExamDate = defineTool({
  name: TOOL.set_exam_date,
  description:
    'Use when the user says when the exam (or another deadline) of a topic is: "my Biology exam is on 12 June". ' +
    'generate_study_plan then plans that topic up to the day before it. exam_date null clears it. Returns ' +
    '{ topic_id, topic_name, exam_date }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: setExamDateInput,
  examples: [
    { topic_name: 'Recursion', exam_date: '2026-12-18' },
    { topic_name: 'Recursion', exam_date: null },
  ],
  run: (input, ctx) => {
    const topic = findTopicByName(ctx.db, input.topic_name);
    if (!topic) {
      return err(
        'not_found',
        `There is no topic named '${input.topic_name.trim()}'. Call list_topics to see the topics there are.`,
        { entity_type: 'topic', query: { topic_name: input.topic_name } },
      );
    }
    const result = ok({ topic_id: topic.id, topic_name: topic.name, exam_date: input.exam_date });
    if (topicPlanningFacts(ctx.db, topic.id).exam_date === input.exam_date) return result;
    setTopicExamDate(ctx.db, topic.id, input.exam_date);
    return { ...result, changes: [{ entity_type: 'topic', ids: [topic.id] }] };
  },
});

export const reschedulePlan = defineTool({
  name: TOOL.reschedule_plan,
  description:
    'Use when the user says "reschedule what I missed", "I fell behind" or "move my late steps": open steps of a ' +
    'plan whose day has passed move forward onto the next study days from today, in order, skipping the days ' +
    "marked unavailable and staying within the plan's deadline; later steps move only as far as they must. " +
    'Undoable. Returns { plan_id, deadline, moved: [{ item_id, title, from, to }] } (empty when nothing was late).',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: reschedulePlanInput,
  examples: [{ plan_title: 'Python basics' }, { plan_id: 'latest' }],
  run: (input, ctx) => {
    const found = resolvePlan(ctx.db, input);
    if (!found.ok) return found;
    const plan = found.data;
    if (plan.status !== 'active') {
      return err('conflict', `Plan '${plan.title}' is ${plan.status}; make it active again to reschedule it.`, {
        reason: 'invalid_transition',
      });
    }
    const today = localIsoDate(ctx.now());
    if (plan.deadline !== null && plan.deadline < today) {
      return err(
        'conflict',
        `Plan '${plan.title}' was due by ${plan.deadline}, which has passed; there is no day left to move steps to. ` +
          'Make a new plan with generate_study_plan and a later deadline.',
        { reason: 'invalid_transition' },
      );
    }
    const items = listPlanItems(ctx.db, plan.id);
    const moves = rescheduleMoves(items, today, plan.deadline, ctx.settings);
    const now = ctx.now().toISOString();
    for (const m of moves) updatePlanItem(ctx.db, m.id, { due_date: m.to }, now);
    const titles = new Map(items.map((i) => [i.id, i.title]));
    return {
      ...ok({
        plan_id: plan.id,
        deadline: plan.deadline,
        moved: moves.map((m) => ({ item_id: m.id, title: titles.get(m.id)!, from: m.from, to: m.to })),
      }),
      ...(moves.length > 0 ? { changes: [{ entity_type: 'item', ids: moves.map((m) => m.id) }] } : {}),
    };
  },
});

export const PLAN_SCHEDULE_TOOLS: readonly AnyTool[] = [setExamDate, reschedulePlan];
