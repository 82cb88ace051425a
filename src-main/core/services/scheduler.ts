import {
  fsrs,
  GenSeedStrategyWithCardId,
  Rating,
  State,
  StrategyMode,
  type Card,
  type FSRS,
  type Grade,
  type Steps,
} from 'ts-fsrs';
import {
  FLASHCARD_LIMITS,
  FLASHCARD_RATINGS,
  type FlashcardRating,
  type FlashcardState,
  type IntervalPreview,
} from '../../../src-shared/flashcards';
import { DEFAULT_SETTINGS, type Settings } from '../../../src-shared/settings';
import type { CardState } from '../db/queries/flashcards';

/** What the scheduler needs to know about a card besides its state. */
export interface SchedulableCard {
  id: number;
  state: CardState;
  /** The user's manual ease override, or null. */
  ease_factor: number | null;
}

export interface ScheduledReview extends IntervalPreview {
  state: CardState;
}

const RATING_TO_FSRS: Record<FlashcardRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const STATE_TO_FSRS: Record<FlashcardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};
const FSRS_TO_STATE: Record<State, FlashcardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

const DAY_MS = 86_400_000;
const MAX_INTERVAL_DAYS = 36_500;

/**
 * How FSRS schedules: the retention to aim for, the (re)learning steps and whether short-term
 * (minute) scheduling is on, and the weights (empty: FSRS's defaults, else the student's own).
 */
export interface SchedulerParams {
  desired_retention: number;
  learning_steps: readonly string[];
  relearning_steps: readonly string[];
  enable_short_term: boolean;
  fsrs_weights: readonly number[];
}

/** The settings' scheduling, with a topic's own desired retention when it has one. */
export function schedulerParams(
  settings: Pick<
    Settings,
    'desired_retention' | 'learning_steps' | 'relearning_steps' | 'enable_short_term' | 'fsrs_weights'
  >,
  topicRetention?: number | null,
): SchedulerParams {
  return {
    desired_retention: topicRetention ?? settings.desired_retention,
    learning_steps: settings.learning_steps,
    relearning_steps: settings.relearning_steps,
    enable_short_term: settings.enable_short_term,
    fsrs_weights: settings.fsrs_weights,
  };
}

// One FSRS instance per distinct parameter set; settings allow few, so this stays tiny.
const schedulers = new Map<string, FSRS>();

function schedulerFor(params: SchedulerParams | number): FSRS {
  const p: SchedulerParams =
    typeof params === 'number' ? { ...schedulerParams(DEFAULT_SETTINGS), desired_retention: params } : params;
  const key = JSON.stringify(p);
  let f = schedulers.get(key);
  if (!f) {
    if (schedulers.size > 16) schedulers.clear();
    // Fuzz spreads cards learned together over nearby days. Seeding it from the card id (not the
    // clock) makes it deterministic: the interval a preview shows is the one the review then gives.
    f = fsrs({
      request_retention: p.desired_retention,
      enable_fuzz: true,
      maximum_interval: MAX_INTERVAL_DAYS,
      enable_short_term: p.enable_short_term,
      // The settings schema admits only "<n>m|h|d" steps, which is what ts-fsrs reads.
      learning_steps: p.learning_steps as Steps,
      relearning_steps: p.relearning_steps as Steps,
      ...(p.fsrs_weights.length > 0 ? { w: p.fsrs_weights } : {}),
    }).useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId('card_id'));
    schedulers.set(key, f);
  }
  return f;
}

/** The state of a card that has never been reviewed: due at once. */
export function newCardState(now: Date): CardState {
  return {
    due_at: now.toISOString(),
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 'new',
    last_review_at: null,
  };
}

/** Our stored state → a ts-fsrs Card (with `card_id`, which seeds the fuzz). */
export function toFsrsCard(cardId: number, s: CardState): Card & { card_id: number } {
  return {
    card_id: cardId,
    due: new Date(s.due_at),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: STATE_TO_FSRS[s.state],
    ...(s.last_review_at ? { last_review: new Date(s.last_review_at) } : {}),
  };
}

/** A ts-fsrs Card → our stored state. */
export function fromFsrsCard(c: Card): CardState {
  return {
    due_at: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: FSRS_TO_STATE[c.state],
    last_review_at: c.last_review ? c.last_review.toISOString() : null,
  };
}

/**
 * The ease override scales day intervals the way Anki's ease does: 2.5 leaves FSRS's interval
 * as is, 5.0 doubles it, 1.3 roughly halves it. Minute-long learning steps are left alone. FSRS's
 * memory state is untouched, so when the card comes back later than FSRS planned, FSRS sees the
 * longer gap and adjusts — the override changes the schedule, never the model of the memory.
 */
function applyEase(card: Card, now: Date, ease: number | null): Card {
  if (ease === null || ease === FLASHCARD_LIMITS.easeNeutral || card.scheduled_days < 1) return card;
  const days = Math.min(
    MAX_INTERVAL_DAYS,
    Math.max(1, Math.round((card.scheduled_days * ease) / FLASHCARD_LIMITS.easeNeutral)),
  );
  return {
    ...card,
    scheduled_days: days,
    due: new Date(now.getTime() + days * DAY_MS),
  };
}

function outcome(card: Card, now: Date, ease: number | null): ScheduledReview {
  const state = fromFsrsCard(applyEase(card, now, ease));
  const intervalDays = (new Date(state.due_at).getTime() - now.getTime()) / DAY_MS;
  // Four decimals keep a one-minute step visible (0.0007) without float noise in the output.
  return {
    state,
    next_review_at: state.due_at,
    interval_days: Math.round(intervalDays * 10_000) / 10_000,
  };
}

/**
 * Schedules one review with FSRS: `params` from schedulerParams, or a bare desired retention
 * (0.7–0.99; higher → shorter intervals) with the default steps and weights.
 *
 * @example
 *   scheduleReview({ id: 1, state: newCardState(now), ease_factor: null }, 'good', now, 0.9)
 *   // → { state: { state: 'learning', … }, next_review_at: now + 10 min, interval_days: 0.0069 }
 */
export function scheduleReview(
  card: SchedulableCard,
  rating: FlashcardRating,
  now: Date,
  params: SchedulerParams | number,
): ScheduledReview {
  const next = schedulerFor(params).next(toFsrsCard(card.id, card.state), now, RATING_TO_FSRS[rating]);
  return outcome(next.card, now, card.ease_factor);
}

/** What each of the four ratings would schedule right now, as the review buttons show it. */
export function previewReviews(
  card: SchedulableCard,
  now: Date,
  params: SchedulerParams | number,
): Record<FlashcardRating, ScheduledReview> {
  const preview = schedulerFor(params).repeat(toFsrsCard(card.id, card.state), now);
  const entries = FLASHCARD_RATINGS.map(
    (r) => [r, outcome(preview[RATING_TO_FSRS[r]].card, now, card.ease_factor)] as const,
  );
  return Object.fromEntries(entries) as Record<FlashcardRating, ScheduledReview>;
}
