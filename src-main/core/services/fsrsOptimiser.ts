import type * as Binding from '@open-spaced-repetition/binding';
import type { FSRSBindingItem } from '@open-spaced-repetition/binding';
import type { Db } from '../db/connection';
import { statement } from '../db/queries/statements';
import { studyDay } from './studyDay';

/**
 * Optimising FSRS's 21 weights from the student's own review log, with the FSRS project's
 * optimiser (fsrs-rs through @open-spaced-repetition/binding; ts-fsrs schedules but cannot train).
 *
 * Below this many reviews the defaults, fitted on millions of reviews, predict better than
 * weights fitted on a few: the figure Anki's FSRS guidance gives (it warns under 400 reviews).
 */
export const MIN_REVIEWS_TO_OPTIMISE = 400;

export type FsrsBinding = typeof Binding;

/**
 * The optimiser is a native addon for this platform, loaded on first use so that a build without
 * it (another platform, the MCP bundle) still starts; null when it cannot be loaded.
 */
export async function loadOptimiser(): Promise<FsrsBinding | null> {
  try {
    return await import('@open-spaced-repetition/binding');
  } catch {
    return null;
  }
}

const RATING: Record<string, number> = { again: 1, hard: 2, good: 3, easy: 4 };
const DAY_MS = 86_400_000;

interface LogRow {
  card_id: number;
  rating: string;
  reviewed_at: string;
  reset: number;
}

/** Reviews that count (not undone), in card and time order. */
function reviewLog(db: Db): LogRow[] {
  return statement(
    db,
    `SELECT card_id, rating, reviewed_at, json_extract(state_before, '$.state') = 'new' AS reset
       FROM review_log WHERE undone_at IS NULL ORDER BY card_id, reviewed_at, id`,
  ).all() as LogRow[];
}

export function reviewCount(db: Db): number {
  return (statement(db, 'SELECT count(*) AS n FROM review_log WHERE undone_at IS NULL').get() as { n: number }).n;
}

/**
 * fsrs-rs trains on items: one per review after a card's first, each holding the card's history up
 * to it, with whole study days between reviews (0 for the first and for same-day steps). A card
 * made new again (reset) starts a new history.
 */
export function trainingItems(binding: FsrsBinding, db: Db, dayStartsAt: number): FSRSBindingItem[] {
  const { FSRSBindingItem, FSRSBindingReview } = binding;
  const items: FSRSBindingItem[] = [];
  let history: { rating: number; day: number }[] = [];
  let card = -1;
  for (const r of reviewLog(db)) {
    if (r.card_id !== card || r.reset === 1) {
      history = [];
      card = r.card_id;
    }
    const day = Math.round(studyDay(new Date(r.reviewed_at), dayStartsAt).start.getTime() / DAY_MS);
    history.push({ rating: RATING[r.rating]!, day });
    if (history.length < 2) continue;
    const reviews = history.map((h, i) => new FSRSBindingReview(h.rating, i === 0 ? 0 : h.day - history[i - 1]!.day));
    const item = new FSRSBindingItem(reviews);
    // An item whose history is all same-day steps teaches nothing about long-term memory.
    if (item.longTermReviewCnt() > 0) items.push(item);
  }
  return items;
}

/** The optimised weights (21 numbers), trained with short-term steps as scheduling uses them. */
export async function optimiseWeights(
  binding: FsrsBinding,
  items: FSRSBindingItem[],
  opts: { enableShortTerm: boolean; relearningSteps: number },
): Promise<number[]> {
  return binding.computeParameters(items, {
    enableShortTerm: opts.enableShortTerm,
    numRelearningSteps: opts.relearningSteps,
  });
}
