import { GroundingSchema, type Grounding } from '../../../../src-shared/grounding';
import { log } from '../../log';
import type { Db } from '../connection';
import { statement } from './statements';

/** Keeps a grounded answer's sources and metadata beside its assistant message. */
export function saveMessageGrounding(db: Db, message_id: number, grounding: Grounding): void {
  statement(db, 'INSERT OR REPLACE INTO message_grounding (message_id, grounding) VALUES (?, ?)').run(
    message_id,
    JSON.stringify(grounding),
  );
}

/**
 * The groundings of these messages, by message id. A row that no longer parses (written by a
 * different version) is left out with a warning: the message still shows, without chips.
 */
export function groundingOfMessages(db: Db, message_ids: readonly number[]): Map<number, Grounding> {
  const out = new Map<number, Grounding>();
  if (message_ids.length === 0) return out;
  const rows = statement(
    db,
    'SELECT message_id, grounding FROM message_grounding WHERE message_id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(message_ids)) as { message_id: number; grounding: string }[];
  for (const row of rows) {
    const parsed = GroundingSchema.safeParse(JSON.parse(row.grounding));
    if (parsed.success) out.set(row.message_id, parsed.data);
    else
      log.warn('A stored grounded answer does not parse; showing the message without sources', {
        message_id: row.message_id,
      });
  }
  return out;
}
