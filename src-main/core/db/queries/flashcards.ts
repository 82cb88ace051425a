import { z } from 'zod';
import { onFirstUse } from '../../../../src-shared/lazySchema';
import {
  FLASHCARD_STATES,
  type BrowseSort,
  type BrowseStateFilter,
  type FlashcardRating,
  type FlashcardState,
} from '../../../../src-shared/flashcards';
import type { Db } from '../connection';
import { statement as stmt } from './statements';

/**
 * A card's whole scheduling state, as stored in `flashcards` and snapshotted in `review_log`
 * (state_before/state_after). Restoring a snapshot restores the card exactly.
 */
export const CardStateSchema = onFirstUse(() =>
  z.object({
    due_at: z.string(),
    stability: z.number().min(0),
    difficulty: z.number().min(0),
    elapsed_days: z.int().min(0),
    scheduled_days: z.int().min(0),
    learning_steps: z.int().min(0),
    reps: z.int().min(0),
    lapses: z.int().min(0),
    state: z.enum(FLASHCARD_STATES),
    last_review_at: z.string().nullable(),
  }),
);
export type CardState = z.output<typeof CardStateSchema>;

/** A row of `flashcards` exactly as stored. */
export interface DbFlashcard extends CardState {
  id: number;
  topic_id: number | null;
  front: string;
  back: string;
  ease_factor: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A row of the review queue: the card with its topic's name joined in. */
export interface DbDueFlashcard {
  id: number;
  front: string;
  back: string;
  topic_id: number | null;
  topic_name: string | null;
  due_at: string;
  state: FlashcardState;
}

/** A card in the review queue or the browser, with where it came from (a material passage or a note's line). */
export interface DbQueuedCard extends DbDueFlashcard {
  source_chunk_id: number | null;
  source_material_id: number | null;
  note_material_id: number | null;
  note_line: number | null;
}

/** A row of `review_log`; the two states are JSON snapshots of CardState. */
export interface DbReviewLog {
  id: number;
  card_id: number;
  rating: FlashcardRating;
  state_before: string;
  state_after: string;
  reviewed_at: string;
  undone_at: string | null;
}

// The FSRS state columns, bound by name from a CardState so insert and update list them once.
const STATE_FIELDS = [
  'due_at',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
  'last_review_at',
] as const satisfies readonly (keyof CardState)[];
const STATE_COLUMNS = STATE_FIELDS.join(', ');
const STATE_PARAMS = STATE_FIELDS.map((f) => `@${f}`).join(', ');
const STATE_ASSIGNMENTS = STATE_FIELDS.map((f) => `${f} = @${f}`).join(', ');
/** Only the state's own fields: better-sqlite3 refuses named parameters the SQL does not use. */
const stateParams = (s: CardState) => Object.fromEntries(STATE_FIELDS.map((f) => [f, s[f]]));

/** The scheduling state inside a row (or a parsed review_log snapshot). */
export function cardStateOf(row: DbFlashcard): CardState {
  return CardStateSchema.parse(row);
}

export function insertFlashcard(
  db: Db,
  card: {
    topic_id: number | null;
    front: string;
    back: string;
    state: CardState;
  },
  nowIso: string,
): number {
  const info = stmt(
    db,
    `INSERT INTO flashcards (topic_id, front, back, ${STATE_COLUMNS}, created_at, updated_at)
     VALUES (@topic_id, @front, @back, ${STATE_PARAMS}, @now, @now)`,
  ).run({ topic_id: card.topic_id, front: card.front, back: card.back, ...stateParams(card.state), now: nowIso });
  return Number(info.lastInsertRowid);
}

/** A card that has not been deleted. */
export function getFlashcard(db: Db, id: number): DbFlashcard | undefined {
  return stmt(db, 'SELECT * FROM flashcards WHERE id = ? AND deleted_at IS NULL').get(id) as DbFlashcard | undefined;
}

/**
 * A live card with this front in this topic (null: among cards without a topic), letter case
 * aside: cards keep the case they were typed in, and "what is atp" is the card "What is ATP".
 */
export function findFlashcardByFront(
  db: Db,
  front: string,
  topicId: number | null,
): { id: number; front: string } | undefined {
  return stmt(
    db,
    'SELECT id, front FROM flashcards WHERE topic_id IS ? AND front = ? COLLATE NOCASE AND deleted_at IS NULL ORDER BY id LIMIT 1',
  ).get(topicId, front) as { id: number; front: string } | undefined;
}

const DUE_SELECT = `SELECT f.id, f.front, f.back, f.topic_id, t.name AS topic_name, f.due_at, f.state
  FROM flashcards f LEFT JOIN topics t ON t.id = f.topic_id
  WHERE f.deleted_at IS NULL AND f.suspended = 0 AND f.due_at <= ?`;

/** The review-queue SQL, exported so a test can check with EXPLAIN QUERY PLAN that an index serves it. */
export const DUE_SQL = {
  all: `${DUE_SELECT} ORDER BY f.due_at, f.id LIMIT ?`,
  byTopic: `${DUE_SELECT} AND f.topic_id = ? ORDER BY f.due_at, f.id LIMIT ?`,
} as const;

/** Cards due by `nowIso`, oldest due first; served by the partial due/topic indexes. */
export function dueFlashcards(db: Db, nowIso: string, limit: number, topicId?: number): DbDueFlashcard[] {
  if (topicId === undefined) return stmt(db, DUE_SQL.all).all(nowIso, limit) as DbDueFlashcard[];
  return stmt(db, DUE_SQL.byTopic).all(nowIso, topicId, limit) as DbDueFlashcard[];
}

// Built once: a text built at each call is hashed again by the statement cache every time.
const UPDATE_CARD_STATE = `UPDATE flashcards SET ${STATE_ASSIGNMENTS}, updated_at = @now WHERE id = @id`;

export function updateCardState(db: Db, id: number, s: CardState, nowIso: string): void {
  stmt(db, UPDATE_CARD_STATE).run({
    ...stateParams(s),
    now: nowIso,
    id,
  });
}

/** Applies the given fields of a card's content (an absent field is left as it is). */
export function updateCardContent(
  db: Db,
  row: DbFlashcard,
  fields: { front?: string; back?: string; topic_id?: number | null },
  nowIso: string,
): void {
  stmt(db, 'UPDATE flashcards SET front = ?, back = ?, topic_id = ?, updated_at = ? WHERE id = ?').run(
    fields.front ?? row.front,
    fields.back ?? row.back,
    fields.topic_id === undefined ? row.topic_id : fields.topic_id,
    nowIso,
    row.id,
  );
}

/** The manual override: a pinned ease (null clears it) and/or a new due date. */
export function updateCardOverride(
  db: Db,
  row: DbFlashcard,
  fields: { ease_factor?: number | null; due_at?: string },
  nowIso: string,
): void {
  stmt(db, 'UPDATE flashcards SET ease_factor = ?, due_at = ?, updated_at = ? WHERE id = ?').run(
    fields.ease_factor === undefined ? row.ease_factor : fields.ease_factor,
    fields.due_at ?? row.due_at,
    nowIso,
    row.id,
  );
}

export function softDeleteFlashcard(db: Db, id: number, nowIso: string): void {
  stmt(db, 'UPDATE flashcards SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(
    nowIso,
    nowIso,
    id,
  );
}

export function insertReviewLog(
  db: Db,
  r: {
    card_id: number;
    rating: FlashcardRating;
    before: CardState;
    after: CardState;
    reviewed_at: string;
    /** How long the student looked at the card before rating it (Progress's time spent). */
    duration_ms?: number | null;
  },
): number {
  const info = stmt(
    db,
    'INSERT INTO review_log (card_id, rating, state_before, state_after, reviewed_at, duration_ms) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(r.card_id, r.rating, JSON.stringify(r.before), JSON.stringify(r.after), r.reviewed_at, r.duration_ms ?? null);
  return Number(info.lastInsertRowid);
}

/** The card's most recent review that has not been undone yet. */
export function latestUndoableReview(db: Db, cardId: number): DbReviewLog | undefined {
  return stmt(db, 'SELECT * FROM review_log WHERE card_id = ? AND undone_at IS NULL ORDER BY id DESC LIMIT 1').get(
    cardId,
  ) as DbReviewLog | undefined;
}

export function markReviewUndone(db: Db, reviewId: number, nowIso: string): void {
  stmt(db, 'UPDATE review_log SET undone_at = ? WHERE id = ?').run(nowIso, reviewId);
}

/** A review_log snapshot, parsed: the JSON came from us, but a hand-edited file must not crash a review. */
export function parseStateSnapshot(json: string): CardState {
  return CardStateSchema.parse(JSON.parse(json));
}

/** A row of the card browser: the card, its topic's name, its schedule and memory, and where it came from. */
export interface DbBrowsedFlashcard extends DbQueuedCard {
  reps: number;
  lapses: number;
  stability: number;
  difficulty: number;
  suspended: number;
  buried_until: string | null;
}

/** `%`, `_` and `\` typed by the user match themselves, not as LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Anki's browser columns; each ties on id so paging is stable.
const BROWSE_ORDER: Record<BrowseSort, string> = {
  created: 'f.created_at DESC, f.id DESC',
  due: 'f.due_at, f.id',
  stability: 'f.stability, f.id',
  difficulty: 'f.difficulty DESC, f.id',
  lapses: 'f.lapses DESC, f.id',
};

/**
 * Live cards for the browser, newest first or in another sort order, optionally narrowed to a
 * topic (null: cards without one), to those whose front, back or topic name contains `query`
 * (ASCII case-insensitive, SQLite LIKE), and by suspension (active cards unless asked otherwise).
 */
export function browseFlashcards(
  db: Db,
  filter: {
    query?: string;
    topicId?: number | null;
    sort?: BrowseSort;
    states?: BrowseStateFilter;
    limit: number;
    offset: number;
  },
): { rows: DbBrowsedFlashcard[]; total: number } {
  const where = ['f.deleted_at IS NULL'];
  const params: unknown[] = [];
  if (filter.query) {
    // The topic's name too: "spanish" finds the Spanish verbs, whose fronts never say it.
    where.push("(f.front LIKE ? ESCAPE '\\' OR f.back LIKE ? ESCAPE '\\' OR t.name LIKE ? ESCAPE '\\')");
    const pattern = likePattern(filter.query);
    params.push(pattern, pattern, pattern);
  }
  if (filter.topicId !== undefined) {
    where.push('f.topic_id IS ?');
    params.push(filter.topicId);
  }
  const states = filter.states ?? 'active';
  if (states !== 'all') where.push(states === 'suspended' ? 'f.suspended = 1' : 'f.suspended = 0');
  const from = `FROM flashcards f LEFT JOIN topics t ON t.id = f.topic_id
    LEFT JOIN material_chunks c ON c.id = f.source_chunk_id WHERE ${where.join(' AND ')}`;
  const rows = stmt(
    db,
    `SELECT f.id, f.front, f.back, f.topic_id, t.name AS topic_name, f.due_at, f.state, f.reps, f.lapses,
       f.stability, f.difficulty, f.suspended, f.buried_until, f.source_chunk_id,
       c.material_id AS source_material_id, f.note_material_id, f.note_line
       ${from} ORDER BY ${BROWSE_ORDER[filter.sort ?? 'created']} LIMIT ? OFFSET ?`,
  ).all(...params, filter.limit, filter.offset) as DbBrowsedFlashcard[];
  const { total } = stmt(db, `SELECT count(*) AS total ${from}`).get(...params) as { total: number };
  return { rows, total };
}
