import { z } from 'zod';
import { FLASHCARD_LIMITS, FLASHCARD_RATINGS } from '../../../src-shared/flashcards';
import { fieldIssues } from '../../../src-shared/validation';
import type { Db } from '../db/connection';
import {
  findFlashcardByFront,
  getFlashcard,
  insertFlashcard,
  insertReviewLog,
  updateCardContent,
  updateCardState,
  type CardState,
} from '../db/queries/flashcards';
import { findOrCreateTopic, MAX_TOPIC_NAME } from '../db/queries/topics';
import { newCardState, scheduleReview } from '../services/scheduler';
import { badFile } from './failure';
import { progressCounter, type ProgressSink } from './progress';

/**
 * One card read from a file (CSV, Anki), before it touches the database. `where` names the place
 * in the file ("line 4", "note 1234") for error messages.
 */
export const IncomingCardSchema = z.object({
  front: z.string().trim().min(1, 'the front is empty').max(FLASHCARD_LIMITS.front),
  back: z.string().trim().min(1, 'the back is empty').max(FLASHCARD_LIMITS.back),
  topic: z.string().trim().min(1).max(MAX_TOPIC_NAME).nullable(),
  /** Past reviews, oldest first; replayed through FSRS to give the card its memory state. */
  reviews: z.array(z.object({ rating: z.enum(FLASHCARD_RATINGS), at: z.date() })).default([]),
  /** When the source says the card is next due (Anki's due date), kept over FSRS's own. */
  due_at: z.date().nullable().default(null),
  /** Where the source's scheduler has the card (Anki's card type) and its interval in days. */
  phase: z
    .object({ state: z.enum(['learning', 'review', 'relearning']), interval_days: z.int().min(0) })
    .nullable()
    .default(null),
  /** The source's own FSRS memory state (Anki with FSRS on), kept over the replayed one. */
  memory: z
    .object({ stability: z.number().positive(), difficulty: z.number().min(0) })
    .nullable()
    .default(null),
});
export type IncomingCard = z.input<typeof IncomingCardSchema> & { where: string };

export type DuplicateChoice = 'skip' | 'update';

export interface CardImportSummary {
  cards_added: number;
  cards_updated: number;
  duplicates_skipped: number;
  topics_created: string[];
  reviews_imported: number;
}

export interface CardImportOptions {
  fileName: string;
  duplicates: DuplicateChoice;
  desiredRetention: number;
  now: Date;
  onProgress?: ProgressSink;
}

/** Replays the history through FSRS; each step becomes a review_log row like a review made in Quire. */
function replay(
  db: Db,
  cardId: number,
  card: z.output<typeof IncomingCardSchema>,
  opts: CardImportOptions,
): { state: CardState; logged: number } {
  let state = newCardState(card.reviews[0]?.at ?? opts.now);
  for (const r of card.reviews) {
    const next = scheduleReview({ id: cardId, state, ease_factor: null }, r.rating, r.at, opts.desiredRetention).state;
    insertReviewLog(db, {
      card_id: cardId,
      rating: r.rating,
      before: state,
      after: next,
      reviewed_at: r.at.toISOString(),
    });
    state = next;
  }
  if (card.due_at) state = { ...state, due_at: card.due_at.toISOString() };
  if (card.memory) state = { ...state, ...card.memory };
  if (card.phase) state = { ...state, state: card.phase.state, scheduled_days: card.phase.interval_days };
  return { state, logged: card.reviews.length };
}

/**
 * Writes cards read from a file: each parsed, its topic found or created, a card whose front
 * already exists in its topic skipped or updated as the student chose. The caller runs this inside
 * its transaction, so a bad card anywhere leaves nothing written.
 */
export function writeCards(db: Db, cards: IncomingCard[], opts: CardImportOptions): CardImportSummary {
  const nowIso = opts.now.toISOString();
  const summary: CardImportSummary = {
    cards_added: 0,
    cards_updated: 0,
    duplicates_skipped: 0,
    topics_created: [],
    reviews_imported: 0,
  };
  const progress = progressCounter(opts.onProgress, 'import', cards.length, 200);
  for (const raw of cards) {
    const parsed = IncomingCardSchema.safeParse(raw);
    if (!parsed.success)
      throw badFile(
        opts.fileName,
        `${raw.where}: ${parsed.error.issues[0]?.message ?? 'not a valid card'}.`,
        fieldIssues(parsed.error).map((f) => ({ ...f, field: `${raw.where}.${f.field}` })),
      );
    const card = parsed.data;
    let topicId: number | null = null;
    if (card.topic) {
      const topic = findOrCreateTopic(db, card.topic, nowIso);
      if (topic.created) summary.topics_created.push(topic.name);
      topicId = topic.id;
    }
    const existing = findFlashcardByFront(db, card.front, topicId);
    if (existing && opts.duplicates === 'skip') {
      summary.duplicates_skipped++;
    } else if (existing) {
      const row = getFlashcard(db, existing.id)!;
      updateCardContent(db, row, { back: card.back }, nowIso);
      if (card.reviews.length || card.due_at || card.memory || card.phase) {
        const { state, logged } = replay(db, row.id, card, opts);
        updateCardState(db, row.id, state, nowIso);
        summary.reviews_imported += logged;
      }
      summary.cards_updated++;
    } else {
      const id = insertFlashcard(
        db,
        { topic_id: topicId, front: card.front, back: card.back, state: newCardState(opts.now) },
        nowIso,
      );
      if (card.reviews.length || card.due_at || card.memory || card.phase) {
        const { state, logged } = replay(db, id, card, opts);
        updateCardState(db, id, state, nowIso);
        summary.reviews_imported += logged;
      }
      summary.cards_added++;
    }
    progress.step('writing cards');
  }
  progress.finish('done');
  return summary;
}
