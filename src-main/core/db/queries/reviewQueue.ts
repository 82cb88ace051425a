import type { Db } from '../connection';
import type { DbQueuedCard } from './flashcards';
import { statement as stmt } from './statements';

/** What the queue is built from: the moment, the study day, the limits and the new-card order. */
export interface QueueRules {
  nowIso: string;
  dayStartIso: string;
  dayEndIso: string;
  newPerDay: number;
  reviewsPerDay: number;
  newOrder: 'added' | 'random';
  /** Changes once a day, so "random" is one shuffle all day rather than a new one per call. */
  seed: number;
  topicId?: number;
}

const SELECT = `SELECT f.id, f.front, f.back, f.topic_id, t.name AS topic_name, f.due_at, f.state,
    f.source_chunk_id, c.material_id AS source_material_id, f.note_material_id, f.note_line`;
// Suspended cards are never due; a buried one waits for the next study day.
const LIVE = `FROM flashcards f LEFT JOIN topics t ON t.id = f.topic_id
    LEFT JOIN material_chunks c ON c.id = f.source_chunk_id
  WHERE f.deleted_at IS NULL AND f.suspended = 0 AND (f.buried_until IS NULL OR f.buried_until <= @now)
    AND (@topic IS NULL OR f.topic_id = @topic)`;

// Each topic's own daily limit minus what it did today, for the topics that set one (a card
// without a topic, or in a topic without a limit, is held only by the overall limit).
const TOPIC_ROOM = (column: 'new_per_day' | 'reviews_per_day', kind: 'new' | 'review') => `
  SELECT t.id AS topic_id, t.${column} - (
    SELECT count(*) FROM review_log l JOIN flashcards lf ON lf.id = l.card_id
    WHERE l.reviewed_at >= @dayStart AND l.undone_at IS NULL AND lf.topic_id = t.id
      AND l.state_before_kind = '${kind}') AS room
  FROM topics t WHERE t.${column} IS NOT NULL`;

export const QUEUE_SQL = {
  // Learning cards have no daily limit, and a backlog can be thousands: each state is read in due
  // order (flashcards_by_state_due) only as far as the cards shown, and counted from the index.
  learning: `${SELECT} ${LIVE} AND f.state = @state AND f.due_at <= @now ORDER BY f.due_at, f.id LIMIT @take`,
  learningCount: `SELECT count(*) AS n FROM flashcards f
    WHERE f.deleted_at IS NULL AND f.suspended = 0 AND (f.buried_until IS NULL OR f.buried_until <= @now)
      AND (@topic IS NULL OR f.topic_id = @topic) AND f.state IN ('learning', 'relearning') AND f.due_at <= @now`,
  // As in Anki, a review card is due for the whole study day it falls in. In due order, read
  // lazily (the flashcards_due index): the queue stops reading once it is full.
  review: `${SELECT} ${LIVE} AND f.state = 'review' AND f.due_at < @dayEnd ORDER BY f.due_at, f.id`,
  // In id order straight off the table (the unary + keeps SQLite from choosing the state index,
  // which would sort every new card by id before the first one is read).
  newAdded: `${SELECT} ${LIVE} AND +f.state = 'new' AND +f.due_at <= @now ORDER BY f.id`,
  newRandom: `${SELECT} ${LIVE} AND f.state = 'new' AND f.due_at <= @now
    ORDER BY ((f.id * 1103515245 + @seed) % 2147483647), f.id`,
  reviewRoom: TOPIC_ROOM('reviews_per_day', 'review'),
  newRoom: TOPIC_ROOM('new_per_day', 'new'),
  // Today's first reviews of new cards and reviews of review cards, over every topic.
  doneToday: `SELECT
      coalesce(sum(l.state_before_kind = 'new'), 0) AS new_done,
      coalesce(sum(l.state_before_kind = 'review'), 0) AS review_done
    FROM review_log l WHERE l.reviewed_at >= ? AND l.undone_at IS NULL`,
} as const;

/**
 * The first `room` cards in the statement's order, skipping a topic's cards once its own room is
 * used up. Read row by row: at 100,000 due cards the queue reads a day's worth, not all of them
 * (ranking every card in SQL, with a per-card count of today's reviews, took ~190 ms a call).
 */
function firstWithin(
  db: Db,
  sql: string,
  params: Record<string, unknown>,
  room: number,
  topicRoom: ReadonlyMap<number, number>,
): DbQueuedCard[] {
  const out: DbQueuedCard[] = [];
  if (room <= 0) return out;
  const taken = new Map<number, number>();
  for (const card of stmt(db, sql).iterate(params) as IterableIterator<DbQueuedCard>) {
    const topic = card.topic_id;
    if (topic !== null && topicRoom.has(topic)) {
      const n = taken.get(topic) ?? 0;
      if (n >= topicRoom.get(topic)!) continue;
      taken.set(topic, n + 1);
    }
    out.push(card);
    if (out.length >= room) break;
  }
  return out;
}

/** Each limited topic's room left today. */
function roomsOf(db: Db, sql: string, dayStart: string): Map<number, number> {
  const rows = stmt(db, sql).all({ dayStart }) as { topic_id: number; room: number }[];
  return new Map(rows.map((r) => [r.topic_id, r.room]));
}

/**
 * Anki's queue for now: learning cards first (they are on minute steps), then the day's review
 * cards, then new cards, each capped by today's remaining limit — overall and, where a topic sets
 * its own, per topic. Reviews already done since the study day began count against the limits.
 */
export function reviewQueue(
  db: Db,
  rules: QueueRules,
  /** How many learning cards to read (all are counted); the limited review and new cards are read whole. */
  take = Number.MAX_SAFE_INTEGER,
): { learning: DbQueuedCard[]; learningCount: number; review: DbQueuedCard[]; fresh: DbQueuedCard[] } {
  const done = stmt(db, QUEUE_SQL.doneToday).get(rules.dayStartIso) as { new_done: number; review_done: number };
  const base = { now: rules.nowIso, topic: rules.topicId ?? null };
  const learning = (['learning', 'relearning'] as const)
    .flatMap((state) => stmt(db, QUEUE_SQL.learning).all({ ...base, state, take }) as DbQueuedCard[])
    .sort((a, b) => (a.due_at < b.due_at ? -1 : a.due_at > b.due_at ? 1 : a.id - b.id))
    .slice(0, take);
  const learningCount =
    learning.length < take ? learning.length : (stmt(db, QUEUE_SQL.learningCount).get(base) as { n: number }).n;
  const review = firstWithin(
    db,
    QUEUE_SQL.review,
    { now: base.now, topic: base.topic, dayEnd: rules.dayEndIso },
    rules.reviewsPerDay - done.review_done,
    roomsOf(db, QUEUE_SQL.reviewRoom, rules.dayStartIso),
  );
  const fresh = firstWithin(
    db,
    rules.newOrder === 'random' ? QUEUE_SQL.newRandom : QUEUE_SQL.newAdded,
    { now: base.now, topic: base.topic, ...(rules.newOrder === 'random' ? { seed: rules.seed } : {}) },
    rules.newPerDay - done.new_done,
    roomsOf(db, QUEUE_SQL.newRoom, rules.dayStartIso),
  );
  return { learning, learningCount, review, fresh };
}
