import { z } from 'zod';
import { ok } from '../../../src-shared/result';
import { addDays, localIsoDate } from '../../../src-shared/text/locale';
import { dueFlashcards } from '../db/queries/flashcards';
import { countTasks } from '../db/queries/tasks';
import { defineTool, type AnyTool } from './define';

const CARD_CAP = 1000;

/**
 * Today on the user's clock: what "what's the date?" answers, and how a model learns the date
 * without it being written into the cached system prompt.
 */
export const getToday = defineTool({
  name: 'get_today',
  description:
    'Use when you need today’s date, the weekday, the time or the time zone (e.g. to turn "friday" into a date), or ' +
    'when the user asks what day it is. Returns { date, weekday, time, time_zone, tasks_due_today, tasks_overdue, ' +
    'flashcards_due } on the user’s clock.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: z.strictObject({}),
  examples: [{}],
  run(_input, ctx) {
    const now = ctx.now();
    const date = localIsoDate(now);
    const pending = { status: 'pending' as const, query: null };
    const overdue = countTasks(ctx.db, { ...pending, due_before: date });
    const dueByTomorrow = countTasks(ctx.db, { ...pending, due_before: addDays(date, 1) });
    const cards = dueFlashcards(ctx.db, now.toISOString(), CARD_CAP).length;
    return ok({
      date,
      weekday: new Intl.DateTimeFormat('en-GB', { weekday: 'long' }).format(now),
      time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now),
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      tasks_due_today: dueByTomorrow - overdue,
      tasks_overdue: overdue,
      flashcards_due: cards,
      ...(cards === CARD_CAP ? { flashcards_due_capped: true } : {}),
    });
  },
});

export const TODAY_TOOLS: readonly AnyTool[] = [getToday];
