import { PLAN_LIMITS } from '../../../src-shared/plans';
import { err, ok, type Err } from '../../../src-shared/result';
import { findActivePlanByTitle, insertPlan, insertPlanItems, listPlanItems } from '../db/queries/plans';
import { chunksOf, getMaterial, type DbMaterial } from '../db/queries/materials';
import { topicPlanningFacts } from '../db/queries/topics';
import { sectionSizes } from '../materials/study';
import { studyDays } from '../planning/studyDays';
import { studySessions, type StudySource } from '../planning/studySessions';
import { defineTool } from './define';
import { toPlanItem } from './planReferences';
import type { DataChange, ToolContext } from './define';
import { topicForWrite } from './topicFields';

// The calendar-day helpers live with the one date parser; re-exported for the tools that use them.
export { addDays, localIsoDate } from '../../../src-shared/text/locale';
import { addDays, localIsoDate } from '../../../src-shared/text/locale';
import { generateStudyPlanInput } from '../../../src-shared/tools/inputs/studyPlan';
import { TOOL } from '../../../src-shared/tools/names';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const fieldError = (field: string, message: string): Err =>
  err('validation_error', message, { fields: [{ field, message }] });

/**
 * The last day sessions may fall on: the earlier of start + days − 1 and the deadline — the
 * given one, else the day before the topic's exam (nobody studies a new chapter on exam day).
 */
function lastStudyDay(
  start: string,
  days: number | undefined,
  deadline: string | undefined,
  examDate: string | null,
): string | Err {
  const until = deadline ?? (examDate === null ? undefined : addDays(examDate, -1));
  if (until === undefined && days === undefined) {
    return fieldError(
      'deadline',
      'Say how long the plan runs: give days, or a deadline (YYYY-MM-DD), or a topic_name whose topic has an exam date.',
    );
  }
  if (until !== undefined && until < start) {
    const what = deadline !== undefined ? `The deadline ${deadline}` : `The exam on ${examDate}`;
    return fieldError(
      deadline !== undefined ? 'deadline' : 'topic_name',
      `${what} leaves no day from ${start} to study.`,
    );
  }
  const byDays = days === undefined ? undefined : addDays(start, days - 1);
  const last = [byDays, until].filter((d): d is string => d !== undefined).sort()[0]!;
  if (!ISO_DAY.test(last)) {
    return fieldError('start_date', `The plan would run past the year 9999 (start ${start}).`);
  }
  const furthest = addDays(start, PLAN_LIMITS.days - 1);
  // Near the year 9999 `furthest` has five year digits; any four-digit `last` is then in range.
  if (ISO_DAY.test(furthest) && furthest < last) {
    return fieldError('deadline', `A plan spans at most ${PLAN_LIMITS.days} days; ${last} is further from ${start}.`);
  }
  return last;
}

function findMaterial(ctx: ToolContext, id: number | undefined): DbMaterial | undefined | Err {
  if (id === undefined) return undefined;
  const material = getMaterial(ctx.db, id);
  if (material) return material;
  return err(
    'not_found',
    `There is no material with id ${id}. Use list_materials to see the imported ones, or leave out material_id to ` +
      'plan sessions without one.',
    { entity_type: 'material', query: { material_id: id } },
  );
}

const isErr = (v: unknown): v is Err => typeof v === 'object' && v !== null && (v as Err).ok === false;

export const generateStudyPlan = defineTool({
  name: TOOL.generate_study_plan,
  description:
    'Create an active plan titled after the goal with one study session per available day from start_date (default ' +
    'today) until the deadline (or for `days` days), skipping the days the student marked unavailable in Settings. ' +
    "With topic_name and no deadline, the topic's exam date is the deadline. Each session says what to do: with a " +
    'material, which sections to read, with a recall of earlier sections first; which cards to review; when to quiz. ' +
    'Works offline. Use for "plan two weeks to learn X" or "plan Biology until my exam". Returns { created_plan_id, ' +
    'deadline, items: [{ item_id, title, status, due_date, notes }] }. Fails with conflict "duplicate" if an active ' +
    'plan already has the goal as its title.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: generateStudyPlanInput,
  examples: [
    { goal: 'Learn the Python tutorial', days: 14, start_date: '2026-12-01', minutes_per_day: 45 },
    { goal: 'Revise organic chemistry', days: 5 },
    { goal: 'Biology exam', deadline: '2026-12-20', start_date: '2026-12-01', topic_name: 'Biology' },
  ],
  run: (input, ctx) => {
    const material = findMaterial(ctx, input.material_id);
    if (isErr(material)) return material;
    const now = ctx.now().toISOString();
    const changes: DataChange[] = [];
    const topicId = input.topic_name === undefined ? null : topicForWrite(ctx.db, input.topic_name, now, changes);
    const facts = topicId === null ? null : topicPlanningFacts(ctx.db, topicId);
    const start = input.start_date ?? localIsoDate(ctx.now());
    const last = lastStudyDay(start, input.days, input.deadline, facts?.exam_date ?? null);
    if (typeof last !== 'string') return last;
    const days = studyDays(start, last, ctx.settings);
    if (days.length === 0) {
      return fieldError(
        'deadline',
        `Every day from ${start} to ${last} is marked unavailable in Settings → Reminders and study days; free a day or move the deadline.`,
      );
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
    const source: StudySource = {
      goal: input.goal,
      ...(material
        ? { material: { title: material.title, sections: sectionSizes(chunksOf(ctx.db, material.id)) } }
        : {}),
      ...(facts ? { topic: { name: facts.name, card_count: facts.card_count } } : {}),
      ...(input.minutes_per_day !== undefined ? { minutes_per_day: input.minutes_per_day } : {}),
    };
    const planId = insertPlan(ctx.db, input.goal, now, topicId, last);
    const itemIds = insertPlanItems(ctx.db, planId, studySessions(days, source), now);
    return {
      ...ok({ created_plan_id: planId, deadline: last, items: listPlanItems(ctx.db, planId).map(toPlanItem) }),
      changes: [...changes, { entity_type: 'plan', ids: [planId] }, { entity_type: 'item', ids: itemIds }],
    };
  },
});
