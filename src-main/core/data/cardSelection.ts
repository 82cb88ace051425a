import type { Db } from '../db/connection';
import { findTopicByName } from '../db/queries/topics';
import { DataFailure } from './failure';
import { err } from '../../../src-shared/result';

/** A live card with its topic's name, as the card exports (apkg, csv) read them. */
export interface ExportCard {
  id: number;
  front: string;
  back: string;
  topic: string | null;
  due_at: string;
  state: string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  reps: number;
  lapses: number;
  last_review_at: string | null;
  created_at: string;
}

/** Every live card, or only `topic`'s (not_found when there is no such topic). */
export function cardsForExport(db: Db, topic?: string): ExportCard[] {
  let topicId: number | undefined;
  if (topic !== undefined) {
    const found = findTopicByName(db, topic);
    if (!found)
      throw new DataFailure(
        err('not_found', `There is no topic named "${topic}".`, { entity_type: 'topic', query: { topic_name: topic } }),
      );
    topicId = found.id;
  }
  return db
    .prepare(
      `SELECT f.id, f.front, f.back, t.name AS topic, f.due_at, f.state, f.stability, f.difficulty, f.scheduled_days,
              f.reps, f.lapses, f.last_review_at, f.created_at
       FROM flashcards f LEFT JOIN topics t ON t.id = f.topic_id
       WHERE f.deleted_at IS NULL AND (@topic IS NULL OR f.topic_id = @topic) ORDER BY f.id`,
    )
    .all({ topic: topicId ?? null }) as ExportCard[];
}
