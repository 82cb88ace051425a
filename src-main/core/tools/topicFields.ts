import { err, type Err } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import { findOrCreateTopic, findTopicByName } from '../db/queries/topics';
import type { DataChange } from './define';

/** The topic's id for a write, created if new; `changes` gains the topic when it was created. */
export function topicForWrite(db: Db, name: string, nowIso: string, changes: DataChange[]): number {
  const topic = findOrCreateTopic(db, name, nowIso);
  if (topic.created) changes.push({ entity_type: 'topic', ids: [topic.id] });
  return topic.id;
}

/** The topic's id for a filter, or `not_found` naming what was asked. */
export function topicForFilter(db: Db, name: string): number | Err {
  const topic = findTopicByName(db, name);
  if (topic) return topic.id;
  return err('not_found', `There is no topic named '${name.trim()}'. Call list_topics to see the topics there are.`, {
    entity_type: 'topic',
    query: { topic_name: name },
  });
}
