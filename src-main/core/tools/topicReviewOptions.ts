import { err, ok } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import { statement } from '../db/queries/statements';
import { findTopicByName, getTopic } from '../db/queries/topics';
import { defineTool } from './define';
import {
  listTopicReviewOptionsInput,
  setTopicReviewOptionsInput,
} from '../../../src-shared/tools/inputs/topicReviewOptions';
import { TOOL } from '../../../src-shared/tools/names';

/** A topic's own review options; null means the overall setting applies. */
export interface TopicReviewOptions {
  topic_id: number;
  name: string;
  new_per_day: number | null;
  reviews_per_day: number | null;
  desired_retention: number | null;
}

const SELECT = 'SELECT id AS topic_id, name, new_per_day, reviews_per_day, desired_retention FROM topics';

export function topicReviewOptions(db: Db, topicId?: number): TopicReviewOptions[] {
  if (topicId !== undefined) return statement(db, `${SELECT} WHERE id = ?`).all(topicId) as TopicReviewOptions[];
  return statement(db, `${SELECT} ORDER BY name`).all() as TopicReviewOptions[];
}

/** A card's topic's own desired retention, or null (no topic, or none set). */
export function topicRetention(db: Db, topicId: number | null): number | null {
  if (topicId === null) return null;
  const row = statement(db, 'SELECT desired_retention FROM topics WHERE id = ?').get(topicId) as
    { desired_retention: number | null } | undefined;
  return row?.desired_retention ?? null;
}

export const listTopicReviewOptions = defineTool({
  name: TOOL.list_topic_review_options,
  description:
    "Each topic's own flashcard review options: new cards per day, reviews per day and desired retention; null " +
    'means the overall setting (Settings) applies. Use before changing them, or to answer "what are my limits for ' +
    'Biology?". Returns { topics: [{ topic_id, name, new_per_day, reviews_per_day, desired_retention }] }.',
  category: 'query',
  input: listTopicReviewOptionsInput,
  annotations: { readOnly: true, destructive: false, idempotent: true },
  examples: [{}],
  run: (_input, ctx) => ok({ topics: topicReviewOptions(ctx.db) }),
});

export const setTopicReviewOptions = defineTool({
  name: TOOL.set_topic_review_options,
  description:
    "Set a topic's own daily limits and desired retention, as Anki's per-deck options: new_per_day (new cards " +
    'introduced per day), reviews_per_day, desired_retention (0.70–0.99: how likely a card should still be ' +
    'remembered when due; higher means more reviews). null returns a field to the overall setting; an absent field ' +
    'is left as it is. Use for "only 5 new Spanish cards a day" or "I need 95% retention for my exam topic". ' +
    "Returns the topic's options { topic_id, name, new_per_day, reviews_per_day, desired_retention }.",
  category: 'action',
  input: setTopicReviewOptionsInput,
  annotations: { readOnly: false, destructive: false, idempotent: true },
  examples: [
    { topic_name: 'Recursion', new_per_day: 5 },
    { topic_id: 1, desired_retention: 0.95, reviews_per_day: null },
  ],
  run: (input, ctx) => {
    const topic =
      input.topic_id !== undefined ? getTopic(ctx.db, input.topic_id) : findTopicByName(ctx.db, input.topic_name!);
    if (!topic) {
      return err('not_found', 'No such topic. Call list_topics to see the topics there are.', {
        entity_type: 'topic',
        query: input.topic_id !== undefined ? { topic_id: input.topic_id } : { topic_name: input.topic_name },
      });
    }
    const [current] = topicReviewOptions(ctx.db, topic.id);
    const next = {
      new_per_day: input.new_per_day === undefined ? current!.new_per_day : input.new_per_day,
      reviews_per_day: input.reviews_per_day === undefined ? current!.reviews_per_day : input.reviews_per_day,
      desired_retention: input.desired_retention === undefined ? current!.desired_retention : input.desired_retention,
    };
    statement(
      ctx.db,
      'UPDATE topics SET new_per_day = @new_per_day, reviews_per_day = @reviews_per_day, desired_retention = @desired_retention WHERE id = @id',
    ).run({ ...next, id: topic.id });
    return {
      ...ok({ topic_id: topic.id, name: topic.name, ...next }),
      changes: [{ entity_type: 'topic', ids: [topic.id] }],
    };
  },
});

export const TOPIC_REVIEW_OPTION_TOOLS = [listTopicReviewOptions, setTopicReviewOptions];
