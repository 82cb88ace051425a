import type { Db } from '../db/connection';
import type { PreparedMaterial } from './types';

/**
 * What else follows a material into the index, inside its transaction: the flashcards written
 * in a note. Kept apart from the importer so the importer stays about files.
 */
export function afterMaterialWritten(db: Db, materialId: number, material: PreparedMaterial, now: Date): void {
  void db;
  void materialId;
  void material;
  void now;
}
