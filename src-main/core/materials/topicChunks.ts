import type { Db } from '../db/connection';
import { chunksOf, getChunk, type DbChunk } from '../db/queries/materials';
import { statement } from '../db/queries/statements';
import { searchChunks } from './search';

/**
 * The material passages about a topic: every chunk of materials whose title, path or tags name
 * the topic, else the best search matches for its name. Used to quiz on a topic from materials.
 */
export function chunksForTopic(db: Db, topicName: string, limit = 40): DbChunk[] {
  const named = statement(
    db,
    `SELECT id FROM materials WHERE instr(lower(title), lower(?)) > 0 OR instr(lower(rel_path), lower(?)) > 0
       OR EXISTS (SELECT 1 FROM json_each(materials.tags) WHERE lower(value) = lower(?)) ORDER BY id`,
  ).all(topicName, topicName, topicName) as { id: number }[];
  if (named.length) return named.flatMap((m) => chunksOf(db, m.id)).slice(0, limit * 4);
  return searchChunks(db, topicName, limit)
    .results.map((h) => getChunk(db, h.chunk_id))
    .filter((c): c is DbChunk => c !== undefined);
}
