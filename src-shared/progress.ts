import { z } from 'zod';

/** Days the heatmap covers (a year, as GitHub and Anki draw it). */
export const HEATMAP_DAYS = 365;
/** Days the review forecast covers, today first. */
export const FORECAST_DAYS = 30;

const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * What the Progress view draws, aggregated in SQL by `get_progress`. Days are the student's local
 * dates; every list is complete (days without reviews are present with 0), so a chart and its
 * data table read the same rows.
 *
 * @example
 *   { today: '2026-11-23', heatmap: [{ date: '2025-11-24', reviews: 0 }, …], forecast: [{ date: '2026-11-23', due: 12 }, …], … }
 *
 * Built when asked for (get_progress's output schema): the tool itself only needs the constants above.
 */
export const progressSchema = () =>
  z.object({
    today: day(),
    heatmap: z.array(z.object({ date: day(), reviews: z.int().min(0) })),
    forecast: z.array(z.object({ date: day(), due: z.int().min(0) })),
    retention: z.array(
      z.object({
        topic_id: z.int().nullable(),
        topic_name: z.string(),
        /** Reviews of cards that were already learned (Anki's "true retention"). */
        reviews: z.int().min(0),
        recalled: z.int().min(0),
        /** recalled / reviews, 0–1; null with no such reviews yet. */
        retention: z.number().min(0).max(1).nullable(),
      }),
    ),
    time: z.object({
      /** Per day over the forecast's length, oldest first, ending today. */
      days: z.array(z.object({ date: day(), ms: z.int().min(0), reviews: z.int().min(0) })),
      total_ms: z.int().min(0),
      last_7_days_ms: z.int().min(0),
      /** Reviews that recorded how long they took (older ones and imports did not). */
      timed_reviews: z.int().min(0),
    }),
    totals: z.object({ reviews: z.int().min(0), reviews_last_year: z.int().min(0), active_days: z.int().min(0) }),
  });
export type Progress = z.output<ReturnType<typeof progressSchema>>;
