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

// A topic's own limit minus what it did today; a large number where it has none (the overall cap still applies).
const TOPIC_ROOM = (column: 'new_per_day' | 'reviews_per_day', kind: 'new' | 'review') => `
  coalesce((SELECT tt.${column} FROM topics tt WHERE tt.id = f.topic_id), 1000000000) - (
    SELECT count(*) FROM review_log l JOIN flashcards lf ON lf.id = l.card_id
    WHERE l.reviewed_at >= @dayStart AND l.undone_at IS NULL AND lf.topic_id IS f.topic_id
      AND json_extract(l.state_before, '$.state') = '${kind}')`;

// Cards ranked within their topic, so a topic's own limit cuts its share before the overall limit.
const LIMITED = (kind: 'new' | 'review', where: string, order: string) => `
  SELECT * FROM (
    ${SELECT}, ${order} AS sort_key,
      row_number() OVER (PARTITION BY f.topic_id ORDER BY ${order}, f.id) AS topic_rank,
      ${TOPIC_ROOM(kind === 'new' ? 'new_per_day' : 'reviews_per_day', kind)} AS topic_room
    ${LIVE} AND ${where}
  ) WHERE topic_rank <= topic_room ORDER BY sort_key, id LIMIT @room`;

/** A limited row still carries its ranking columns; the queue hands out the card alone. */
type RankedCard = DbQueuedCard & { sort_key: number | string; topic_rank: number; topic_room: number };
const strip = (rows: RankedCard[]): DbQueuedCard[] =>
  rows.map((r) => {
    const card: Partial<RankedCard> = { ...r };
    delete card.sort_key;
    delete card.topic_rank;
    delete card.topic_room;
    return card as DbQueuedCard;
  });

const SQL = {
  learning: `${SELECT} ${LIVE} AND f.state IN ('learning', 'relearning') AND f.due_at <= @now ORDER BY f.due_at, f.id`,
  // As in Anki, a review card is due for the whole study day it falls in.
  review: LIMITED('review', `f.state = 'review' AND f.due_at < @dayEnd`, 'f.due_at'),
  newAdded: LIMITED('new', `f.state = 'new' AND f.due_at <= @now`, 'f.id'),
  newRandom: LIMITED('new', `f.state = 'new' AND f.due_at <= @now`, '((f.id * 1103515245 + @seed) % 2147483647)'),
  // Today's first reviews of new cards and reviews of review cards, over every topic.
  doneToday: `SELECT
      coalesce(sum(json_extract(l.state_before, '$.state') = 'new'), 0) AS new_done,
      coalesce(sum(json_extract(l.state_before, '$.state') = 'review'), 0) AS review_done
    FROM review_log l WHERE l.reviewed_at >= ? AND l.undone_at IS NULL`,
} as const;

/**
 * Anki's queue for now: learning cards first (they are on minute steps), then the day's review
 * cards, then new cards, each capped by today's remaining limit — overall and, where a topic sets
 * its own, per topic. Reviews already done since the study day began count against the limits.
 */
export function reviewQueue(
  db: Db,
  rules: QueueRules,
): { learning: DbQueuedCard[]; review: DbQueuedCard[]; fresh: DbQueuedCard[] } {
  const done = stmt(db, SQL.doneToday).get(rules.dayStartIso) as { new_done: number; review_done: number };
  const base = {
    now: rules.nowIso,
    topic: rules.topicId ?? null,
    dayStart: rules.dayStartIso,
  };
  const learning = stmt(db, SQL.learning).all({ now: base.now, topic: base.topic }) as DbQueuedCard[];
  const review = stmt(db, SQL.review).all({
    ...base,
    dayEnd: rules.dayEndIso,
    room: Math.max(0, rules.reviewsPerDay - done.review_done),
  }) as RankedCard[];
  const fresh = stmt(db, rules.newOrder === 'random' ? SQL.newRandom : SQL.newAdded).all({
    ...base,
    room: Math.max(0, rules.newPerDay - done.new_done),
    ...(rules.newOrder === 'random' ? { seed: rules.seed } : {}),
  }) as RankedCard[];
  return { learning, review: strip(review), fresh: strip(fresh) };
}
