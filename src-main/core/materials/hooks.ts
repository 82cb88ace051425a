import type { Db } from '../db/connection';
import { statement } from '../db/queries/statements';
import { suspendNoteCards, syncNoteCards } from './noteCards';
import type { PreparedMaterial } from './types';

/**
 * What else follows a material into the index, inside its transaction: the flashcards written
 * in a note. Kept apart from the importer so the importer stays about files.
 */
export function afterMaterialWritten(db: Db, materialId: number, material: PreparedMaterial, now: Date): void {
  if (material.noteCards === null) return;
  const row = statement(db, 'SELECT rel_path FROM materials WHERE id = ?').get(materialId) as { rel_path: string };
  syncNoteCards(db, materialId, row.rel_path, material.noteCards, material.tags, now);
}

/** Before a material leaves the index (its file is gone): its note cards are suspended, not lost. */
export function beforeMaterialRemoved(db: Db, materialId: number, now: Date): void {
  suspendNoteCards(db, materialId, now);
}
