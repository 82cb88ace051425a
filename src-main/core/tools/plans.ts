import { type PlanStatus, type PlanSummary } from '../../../src-shared/plans';
import { err, ok, type ToolResult } from '../../../src-shared/result';
import {
  countPlanItems,
  findActivePlanByTitle,
  insertPlan,
  insertPlanItems,
  listPlanItems as listPlanItemRows,
  listPlans as listPlanRows,
  setPlanStatus,
  softDeletePlan,
  type DbPlan,
} from '../db/queries/plans';
import type { Db } from '../db/connection';
import { defineTool, type AnyTool } from './define';
import { PLAN_ITEM_TOOLS } from './planItems';
import { resolvePlan, toPlanItem } from './planReferences';
import { generateStudyPlan } from './studyPlan';
import { topicForFilter, topicForWrite } from './topicFields';
import type { DataChange } from './define';
import { localIsoDate } from '../../../src-shared/text/locale';
import {
  listPlansInput,
  listPlanItemsInput,
  writePlanInput,
  updatePlanStatusInput,
  deletePlanInput,
} from '../../../src-shared/tools/inputs/plans';
import { TOOL } from '../../../src-shared/tools/names';
import { deleteAllQuestion } from './bulkQuestion';

export const listPlans = defineTool({
  name: TOOL.list_plans,
  description:
    'List study plans, newest first, with how many items each has and how many are done. Use it to find a plan_id ' +
    'or to answer "what plans do I have" or "am I behind". Returns { plans: [{ plan_id, title, status, created_at, ' +
    'item_count, done_count, topic, deadline, behind, ahead }] }: behind counts open steps whose day has passed, ' +
    'ahead steps done before their day.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: listPlansInput,
  examples: [{}, { status: 'active' }, { topic_name: 'Biology' }],
  run: (input, ctx) => {
    const topicId = input.topic_name === undefined ? null : topicForFilter(ctx.db, input.topic_name);
    if (topicId !== null && typeof topicId !== 'number') return topicId;
    const today = localIsoDate(ctx.now());
    const plans: PlanSummary[] = listPlanRows(ctx.db, input.status, topicId, today).map((p) => ({
      plan_id: p.id,
      title: p.title,
      status: p.status,
      created_at: p.created_at,
      item_count: p.item_count,
      done_count: p.done_count,
      topic_id: p.topic_id,
      topic: p.topic,
      deadline: p.deadline,
      behind: p.behind,
      ahead: p.ahead,
    }));
    return ok({ plans });
  },
});

export const listPlanItems = defineTool({
  name: TOOL.list_plan_items,
  description:
    "Show a plan's items in order with their status, due date and notes. Use when the user asks what is in a " +
    'plan or what to study next. Name the plan by plan_id, "latest" or ' +
    'plan_title; with neither, the most recently created active plan is shown. ' +
    'Returns { plan_items: { "<plan_id>": [{ item_id, title, status, due_date, notes }] } }.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: listPlanItemsInput,
  examples: [{}, { plan_id: 'latest' }, { plan_title: 'Python basics' }],
  run: (input, ctx) => {
    const plan = resolvePlan(ctx.db, input);
    if (!plan.ok) return plan;
    return ok({ plan_items: { [String(plan.data.id)]: listPlanItemRows(ctx.db, plan.data.id).map(toPlanItem) } });
  },
});

export const writePlan = defineTool({
  name: TOOL.write_plan,
  description:
    'Create a new active study plan with its items in the order given (all or nothing: one invalid item writes ' +
    'nothing). Use when the user dictates a plan; for an even schedule over N days use generate_study_plan. ' +
    'Fails with conflict "duplicate" if an active plan already has this title. Returns { created_plan_id }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: writePlanInput,
  examples: [
    {
      title: 'Python basics',
      items: [
        { title: 'Read chapter 3: An informal introduction', due_date: '2026-12-01' },
        { title: 'Do the exercises on lists', due_date: '2026-12-02', notes: 'Sections 5.1 to 5.3' },
      ],
    },
    { title: 'Essay on the French Revolution', items: [] },
    { title: 'Cell biology revision', items: [{ title: 'Read the chapter on mitosis' }], topic_name: 'Biology' },
  ],
  run: (input, ctx) => {
    const existing = findActivePlanByTitle(ctx.db, input.title);
    if (existing) {
      return err(
        'conflict',
        `An active plan named '${existing.title}' already exists (#${existing.id}). Add items to it with add_plan_item, ` +
          'archive it first, or choose another title.',
        { reason: 'duplicate', candidates: [{ id: existing.id, title: existing.title }] },
      );
    }
    const now = ctx.now().toISOString();
    const changes: DataChange[] = [];
    const topicId = input.topic_name === undefined ? null : topicForWrite(ctx.db, input.topic_name, now, changes);
    const planId = insertPlan(ctx.db, input.title, now, topicId);
    const itemIds = insertPlanItems(ctx.db, planId, input.items, now);
    return {
      ...ok({ created_plan_id: planId }),
      changes: [
        ...changes,
        { entity_type: 'plan', ids: [planId] },
        ...(itemIds.length > 0 ? [{ entity_type: 'item', ids: itemIds }] : []),
      ],
    };
  },
});

export const updatePlanStatus = defineTool({
  name: TOOL.update_plan_status,
  description:
    'Mark a plan active, completed or archived. Use when the user finishes, shelves or resumes a plan. ' +
    'Setting the status it already has changes nothing. An archived ' +
    'plan must be made active again before it can be completed (conflict "invalid_transition"). ' +
    'Returns { plan_id, status }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: updatePlanStatusInput,
  examples: [
    { plan_id: 'latest', status: 'completed' },
    { plan_title: 'Python basics', status: 'archived' },
  ],
  run: (input, ctx) => {
    const found = resolvePlan(ctx.db, input);
    if (!found.ok) return found;
    const plan = found.data;
    if (plan.status === input.status) return ok({ plan_id: plan.id, status: plan.status });
    if (plan.status === 'archived' && input.status === 'completed') {
      return err(
        'conflict',
        `Plan '${plan.title}' is archived. Make it active first (status "active"), then mark it completed.`,
        { reason: 'invalid_transition' },
      );
    }
    setPlanStatus(ctx.db, plan.id, input.status, ctx.now().toISOString());
    return {
      ...ok({ plan_id: plan.id, status: input.status as PlanStatus }),
      changes: [{ entity_type: 'plan', ids: [plan.id] }],
    };
  },
});

/** The live plans the ids name, or the first failure (a missing id deletes nothing). */
function livePlans(db: Db, ids: readonly number[]): ToolResult<DbPlan[]> {
  const rows: DbPlan[] = [];
  for (const id of new Set(ids)) {
    const plan = resolvePlan(db, { plan_id: id });
    if (!plan.ok) return plan;
    rows.push(plan.data);
  }
  return ok(rows);
}

function bulkPlanQuestion(db: Db, rows: readonly DbPlan[]): string {
  const items = rows.reduce((n, r) => n + countPlanItems(db, r.id), 0);
  return deleteAllQuestion(
    'plans',
    rows.map((r) => r.title),
    ` and their ${items} item${items === 1 ? '' : 's'}`,
  );
}

export const deletePlan = defineTool({
  name: TOOL.delete_plan,
  description:
    'Delete a plan and all its items. Use only when the user asks to delete a plan; they are asked to confirm, ' +
    'and the plan can be restored from the trash. Give plan_ids to delete several at once (asked once, naming ' +
    'the count). Returns { deleted_plan_id, deleted_items } (or { deleted_plan_ids, deleted_items }) where ' +
    'deleted_items is how many items went with them.',
  category: 'action',
  annotations: { readOnly: false, destructive: true, idempotent: false },
  input: deletePlanInput,
  examples: [{ plan_id: 3 }, { plan_id: 'latest' }, { plan_ids: [2, 3] }],
  // "latest" is resolved when the question is asked: a "yes" deletes the plan that was named.
  bindInput: (input, ctx) => {
    if (input.plan_ids) return ok(input);
    const plan = resolvePlan(ctx.db, input);
    return plan.ok ? ok({ plan_id: plan.data.id }) : plan;
  },
  summarize: (input, ctx) => {
    if (input.plan_ids) {
      const rows = livePlans(ctx.db, input.plan_ids);
      return rows.ok ? ok(bulkPlanQuestion(ctx.db, rows.data)) : rows;
    }
    const plan = resolvePlan(ctx.db, input);
    if (!plan.ok) return plan;
    const n = countPlanItems(ctx.db, plan.data.id);
    const items = n === 0 ? ' (it has no items)' : ` and its ${n} item${n === 1 ? '' : 's'}`;
    return ok(`Delete plan '${plan.data.title}'${items}?`);
  },
  run: (input, ctx) => {
    const rows = input.plan_ids ? livePlans(ctx.db, input.plan_ids) : resolvePlan(ctx.db, input);
    if (!rows.ok) return rows;
    const plans = Array.isArray(rows.data) ? rows.data : [rows.data];
    let deletedItems = 0;
    for (const plan of plans) {
      deletedItems += countPlanItems(ctx.db, plan.id);
      softDeletePlan(ctx.db, plan.id, ctx.now().toISOString());
    }
    const ids = plans.map((p) => p.id);
    const data = input.plan_ids
      ? { deleted_plan_ids: ids, deleted_items: deletedItems }
      : { deleted_plan_id: ids[0]!, deleted_items: deletedItems };
    return { ...ok(data), changes: [{ entity_type: 'plan', ids }] };
  },
});

/** Every study-plan tool, for ALL_TOOLS. */
export const PLAN_TOOLS: readonly AnyTool[] = [
  listPlans,
  listPlanItems,
  writePlan,
  ...PLAN_ITEM_TOOLS,
  updatePlanStatus,
  generateStudyPlan,
  deletePlan,
];
