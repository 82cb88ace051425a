import { ok } from '../../../src-shared/result';
import { addDays, localIsoDate, localMidnight } from '../../../src-shared/text/locale';
import { WEEK_AHEAD } from '../../../src-shared/tasks';
import { countDueSections } from '../db/queries/tasks';
import { queueSize } from '../../../src-shared/flashcards';
import { defineTool, type AnyTool } from './define';
import { queueCounts, todaysQueue } from './flashcards';
import { getTodayInput } from '../../../src-shared/tools/inputs/today';
import { TOOL } from '../../../src-shared/tools/names';
import { WEEKDAY_NAMES } from '../../../src-shared/text/dueWords';
import { topicForFilter } from './topicFields';

let timeZone: string | undefined;

/**
 * Today on the user's clock: what "what's the date?" answers, and how a model learns the date
 * without it being written into the cached system prompt.
 */
export const getToday = defineTool({
  name: TOOL.get_today,
  description:
    'Use when you need today’s date, the weekday, the time or the time zone (e.g. to turn "friday" into a date), or ' +
    'when the user asks what day it is or how much is due. Returns { date, weekday, time, time_zone, tasks_overdue, ' +
    'tasks_due_today, tasks_due_next_7_days, flashcards_due } on the user’s clock (a task due at 9:00 is overdue at ' +
    '10:00); topic_name narrows the counts to one topic.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: getTodayInput,
  examples: [{}, { topic_name: 'Biology' }],
  run(input, ctx) {
    const topicId = input.topic_name === undefined ? null : topicForFilter(ctx.db, input.topic_name);
    if (topicId !== null && typeof topicId !== 'number') return topicId;
    const now = ctx.now();
    const date = localIsoDate(now);
    // The Today view's own sections, counted in SQL: true counts however many rows it draws.
    const tasks = countDueSections(ctx.db, {
      today: date,
      weekEnd: addDays(date, WEEK_AHEAD + 1),
      nowIso: now.toISOString(),
      tomorrowIso: localMidnight(now, 1),
      weekEndIso: localMidnight(now, WEEK_AHEAD + 1),
      topic_id: topicId,
    });
    // The review session's own queue (daily limits, study day), so "12 cards due" is what a review shows.
    const cards = queueSize({ counts: queueCounts(todaysQueue(ctx, topicId ?? undefined, 0)) });
    // From a table and two numbers, not ICU: Today asks on every load, and two formatters cost
    // 0.3 ms a call (CPU, measured); the zone, read once, does not change under a running app.
    const pad = (n: number) => String(n).padStart(2, '0');
    timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
    return ok({
      date,
      weekday: WEEKDAY_NAMES[now.getDay()]!,
      time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
      time_zone: timeZone,
      tasks_due_today: tasks.today,
      tasks_overdue: tasks.overdue,
      tasks_due_next_7_days: tasks.week,
      flashcards_due: cards,
    });
  },
});

export const TODAY_TOOLS: readonly AnyTool[] = [getToday];
