import { FORECAST_DAYS, HEATMAP_DAYS, type Progress } from '../../../src-shared/progress';
import { ok } from '../../../src-shared/result';
import { addDays, localIsoDate, localMidnight } from '../../../src-shared/text/locale';
import { dueByDay, retentionByTopic, reviewsByDay, reviewTotals, topicsWithCards } from '../db/queries/progress';
import { defineTool, type AnyTool } from './define';
import { getProgressInput } from '../../../src-shared/tools/inputs/progress';
import { TOOL } from '../../../src-shared/tools/names';

const NO_TOPIC = 'No topic';

/** Every date from `first` for `count` days, with the value found for it or 0. */
function everyDay<T>(first: string, count: number, found: Map<string, T>, empty: T): { date: string; value: T }[] {
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(first, i);
    return { date, value: found.get(date) ?? empty };
  });
}

/** The whole Progress view in one call: four grouped queries, no per-row work in JavaScript. */
export function progressReport(db: Parameters<typeof reviewsByDay>[0], now: Date): Progress {
  const today = localIsoDate(now);
  const shift = `${-now.getTimezoneOffset()} minutes`;
  const yearStart = addDays(today, -(HEATMAP_DAYS - 1));
  const year = { shift, since: localMidnight(now, -(HEATMAP_DAYS - 1)) };

  const days = new Map(reviewsByDay(db, year).map((d) => [d.day, d]));
  const none = { day: '', reviews: 0, ms: 0, timed: 0 };
  const heatmap = everyDay(yearStart, HEATMAP_DAYS, days, none).map((d) => ({
    date: d.date,
    reviews: d.value.reviews,
  }));
  const recent = everyDay(addDays(today, -(FORECAST_DAYS - 1)), FORECAST_DAYS, days, none);
  const week = recent.slice(-7);

  const due = new Map(
    dueByDay(db, { shift, today, until: localMidnight(now, FORECAST_DAYS) }).map((d) => [d.day, d.due]),
  );
  const forecast = everyDay(today, FORECAST_DAYS, due, 0).map((d) => ({ date: d.date, due: d.value }));

  const measured = new Map(retentionByTopic(db, year).map((r) => [r.topic_id, r]));
  const topics = new Map(topicsWithCards(db).map((t) => [t.topic_id, t.topic_name]));
  for (const [id, r] of measured) topics.set(id, r.topic_name);
  const retention = [...topics]
    .map(([topic_id, name]) => {
      const r = measured.get(topic_id);
      const reviews = r?.reviews ?? 0;
      const recalled = r?.recalled ?? 0;
      return {
        topic_id,
        topic_name: name ?? NO_TOPIC,
        reviews,
        recalled,
        retention: reviews > 0 ? recalled / reviews : null,
      };
    })
    .sort(
      (a, b) => Number(a.topic_id === null) - Number(b.topic_id === null) || a.topic_name.localeCompare(b.topic_name),
    );

  const totals = reviewTotals(db);
  const year_days = [...days.values()];
  return {
    today,
    heatmap,
    forecast,
    retention,
    time: {
      days: recent.map((d) => ({ date: d.date, ms: d.value.ms, reviews: d.value.reviews })),
      total_ms: totals.ms,
      last_7_days_ms: week.reduce((sum, d) => sum + d.value.ms, 0),
      timed_reviews: year_days.reduce((sum, d) => sum + d.timed, 0),
    },
    totals: {
      reviews: totals.reviews,
      reviews_last_year: year_days.reduce((sum, d) => sum + d.reviews, 0),
      active_days: year_days.filter((d) => d.reviews > 0).length,
    },
  };
}

export const getProgress = defineTool({
  name: TOOL.get_progress,
  description:
    'Use when the student asks how they are doing: reviews per day over the last year (heatmap), cards falling due ' +
    'each of the next 30 days (forecast), retention per topic (share of learned cards recalled, not "again"), and ' +
    'time spent reviewing. Returns { today, heatmap: [{ date, reviews }], forecast: [{ date, due }], retention: ' +
    '[{ topic_id, topic_name, reviews, recalled, retention }], time: { days, total_ms, last_7_days_ms, timed_reviews }, ' +
    'totals }. Dates are the student’s local dates.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: getProgressInput,
  examples: [{}],
  run: (_input, ctx) => ok(progressReport(ctx.db, ctx.now())),
});

export const PROGRESS_TOOLS: readonly AnyTool[] = [getProgress];
