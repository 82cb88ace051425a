import { ok } from '../../../src-shared/result';
import { addDays, localIsoDate } from '../../../src-shared/text/locale';
import { countTasks } from '../db/queries/tasks';
import { queueSize } from '../../../src-shared/flashcards';
import { defineTool, type AnyTool } from './define';
import { queueCounts, todaysQueue } from './flashcards';
import { getTodayInput } from '../../../src-shared/tools/inputs/today';
import { TOOL } from '../../../src-shared/tools/names';

/**
 * Today on the user's clock: what "what's the date?" answers, and how a model learns the date
 * without it being written into the cached system prompt.
 */
export const getToday = defineTool({
  name: TOOL.get_today,
  description:
    'Use when you need today’s date, the weekday, the time or the time zone (e.g. to turn "friday" into a date), or ' +
    'when the user asks what day it is. Returns { date, weekday, time, time_zone, tasks_due_today, tasks_overdue, ' +
    'flashcards_due } on the user’s clock.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: getTodayInput,
  examples: [{}],
  run(_input, ctx) {
    const now = ctx.now();
    const date = localIsoDate(now);
    const pending = { status: 'pending' as const, query: null };
    const overdue = countTasks(ctx.db, { ...pending, due_before: date });
    const dueByTomorrow = countTasks(ctx.db, { ...pending, due_before: addDays(date, 1) });
    // The review session's own queue (daily limits, study day), so "12 cards due" is what a review shows.
    const cards = queueSize({ counts: queueCounts(todaysQueue(ctx, undefined, 0)) });
    return ok({
      date,
      weekday: new Intl.DateTimeFormat('en-GB', { weekday: 'long' }).format(now),
      time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now),
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      tasks_due_today: dueByTomorrow - overdue,
      tasks_overdue: overdue,
      flashcards_due: cards,
    });
  },
});

export const TODAY_TOOLS: readonly AnyTool[] = [getToday];
