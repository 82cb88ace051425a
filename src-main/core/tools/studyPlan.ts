import { z } from 'zod';
import { PLAN_LIMITS } from '../../../src-shared/plans';
import { err, ok } from '../../../src-shared/result';
import { findActivePlanByTitle, insertPlan, insertPlanItems, listPlanItems } from '../db/queries/plans';
import { chunksOf, getMaterial, type DbMaterial } from '../db/queries/materials';
import { sectionSizes, spreadSections } from '../materials/study';
import type { Db } from '../db/connection';
import { defineTool } from './define';
import { boundedText, intInRange, isoDateField, positiveId } from './fields';
import { toPlanItem } from './planReferences';
import type { DataChange } from './define';
import { topicForWrite, topicNameField } from './topicFields';

// The calendar-day helpers live with the one date parser; re-exported for the tools that use them.
export { addDays, localIsoDate } from '../../../src-shared/text/locale';
import { addDays, localIsoDate } from '../../../src-shared/text/locale';

/** "Day 3 — <goal> (session 3 of 14)", shortening the goal so the title fits the item limit. */
export function sessionTitle(goal: string, day: number, days: number): string {
  const head = `Day ${day} — `;
  const tail = ` (session ${day} of ${days})`;
  const room = PLAN_LIMITS.itemTitle - head.length - tail.length;
  const shown = goal.length <= room ? goal : `${goal.slice(0, room - 1).trimEnd()}…`;
  return `${head}${shown}${tail}`;
}

/** "Lists; Tuples" shortened to fit beside the day's title. */
function sectionList(sections: readonly string[], room: number): string {
  const joined = sections.map((s) => s.split(' > ').at(-1) || 'Introduction').join('; ');
  return joined.length <= room ? joined : `${joined.slice(0, room - 1).trimEnd()}…`;
}

/**
 * One session per day over a material's sections, spread by size so each day reads about the
 * same amount; days left once every section has its day revise the material.
 */
function materialSessions(db: Db, m: DbMaterial, days: number, start: string, notes: string | null) {
  const plan = spreadSections(sectionSizes(chunksOf(db, m.id)), days);
  return Array.from({ length: days }, (_, i) => {
    const today = plan[i];
    const head = `Day ${i + 1} — `;
    const what = today ? sectionList(today, PLAN_LIMITS.itemTitle - head.length) : `Revise ${m.title}`;
    const detail = today ? `Read in "${m.title}": ${today.join('; ')}.` : `Revise what you read in "${m.title}".`;
    return {
      title: `${head}${what}`.slice(0, PLAN_LIMITS.itemTitle),
      due_date: addDays(start, i),
      notes: `${detail}${notes ? ` ${notes}` : ''}`.slice(0, PLAN_LIMITS.notes),
    };
  });
}

export const generateStudyPlan = defineTool({
  name: 'generate_study_plan',
  description:
    'Create an active plan titled after the goal with one study session per day for `days` days, due one per day ' +
    'from start_date (default today). Works offline. Use for "plan two weeks to learn X". Returns ' +
    '{ created_plan_id, items: [{ item_id, title, status, due_date, notes }] }. Fails with conflict "duplicate" if ' +
    'an active plan already has the goal as its title.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: z.strictObject({
    goal: boundedText('goal', 1, PLAN_LIMITS.title).describe(
      `What the user wants to learn or finish, 1–${PLAN_LIMITS.title} characters; it becomes the plan's title.`,
    ),
    days: intInRange('days', 1, PLAN_LIMITS.days).describe(
      `How many days the plan spans, 1–${PLAN_LIMITS.days}; one session per day.`,
    ),
    start_date: isoDateField('start_date').optional().describe('The first day, YYYY-MM-DD. Default: today.'),
    material_id: positiveId('material_id')
      .optional()
      .describe(
        'A material whose sections to spread over the days (from list_materials). Leave out for even sessions.',
      ),
    minutes_per_day: intInRange('minutes_per_day', 1, PLAN_LIMITS.minutesPerDay)
      .optional()
      .describe('How long each daily session should be, in minutes; noted on every item.'),
    topic_name: topicNameField()
      .optional()
      .describe('The subject the plan belongs to, e.g. "Biology"; a new name creates the topic.'),
  }),
  examples: [
    { goal: 'Learn the Python tutorial', days: 14, start_date: '2026-12-01', minutes_per_day: 45 },
    { goal: 'Revise organic chemistry', days: 5 },
  ],
  run: (input, ctx) => {
    let material: DbMaterial | undefined;
    if (input.material_id !== undefined) {
      material = getMaterial(ctx.db, input.material_id);
      if (!material) {
        return err(
          'not_found',
          `There is no material with id ${input.material_id}. Use list_materials to see the imported ones, or leave ` +
            'out material_id to spread even sessions over the days.',
          { entity_type: 'material', query: { material_id: input.material_id } },
        );
      }
    }
    const start = input.start_date ?? localIsoDate(ctx.now());
    const last = addDays(start, input.days - 1);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(last)) {
      return err('validation_error', `The plan would run past the year 9999 (start ${start}, ${input.days} days).`, {
        fields: [{ field: 'start_date', message: 'start_date plus days must end by 9999-12-31' }],
      });
    }
    const existing = findActivePlanByTitle(ctx.db, input.goal);
    if (existing) {
      return err(
        'conflict',
        `An active plan named '${existing.title}' already exists (#${existing.id}). Archive or delete it first, or ` +
          'word the goal differently.',
        { reason: 'duplicate', candidates: [{ id: existing.id, title: existing.title }] },
      );
    }
    const notes = input.minutes_per_day === undefined ? null : `Study for ${input.minutes_per_day} minutes.`;
    const sessions = material
      ? materialSessions(ctx.db, material, input.days, start, notes)
      : Array.from({ length: input.days }, (_, i) => ({
          title: sessionTitle(input.goal, i + 1, input.days),
          due_date: addDays(start, i),
          notes,
        }));
    const now = ctx.now().toISOString();
    const changes: DataChange[] = [];
    const topicId = input.topic_name === undefined ? null : topicForWrite(ctx.db, input.topic_name, now, changes);
    const planId = insertPlan(ctx.db, input.goal, now, topicId);
    const itemIds = insertPlanItems(ctx.db, planId, sessions, now);
    return {
      ...ok({ created_plan_id: planId, items: listPlanItems(ctx.db, planId).map(toPlanItem) }),
      changes: [...changes, { entity_type: 'plan', ids: [planId] }, { entity_type: 'item', ids: itemIds }],
    };
  },
});
