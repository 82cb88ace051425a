import fs from 'node:fs';
import { err, ok, type ToolResult } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import { revisionsOf } from '../db/queries/journal';
import { getMaterial } from '../db/queries/materials';
import { statement } from '../db/queries/statements';
import { writeAtomically } from './edit';
import { sha256 } from './hash';
import { absPathOf } from './libraries';

/**
 * Undo for edit_material. The student's file is not in the database, so each edit keeps the
 * file's bytes before and after in `material_edits` (a recorded table, inside the edit's change).
 * Reverting that change puts the bytes back on disk — but only over the text the edit wrote: a
 * file changed since (by the student's editor) is never overwritten.
 */

/** Called inside edit_material's recorded transaction, beside the index rewrite. */
export function recordMaterialEdit(db: Db, materialId: number, before: Buffer, after: Buffer, now: Date): void {
  statement(
    db,
    `INSERT INTO material_edits (material_id, before_b64, before_hash, after_b64, after_hash, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    materialId,
    before.toString('base64'),
    sha256(before),
    after.toString('base64'),
    sha256(after),
    now.toISOString(),
  );
}

/** One file to write back when a change is reverted. */
export interface FileRestore {
  material_id: number;
  abs: string;
  bytes: Buffer;
}

interface EditRow {
  material_id: number;
  before_b64: string;
  before_hash: string;
  after_b64: string;
  after_hash: string;
}

/**
 * The files reverting change `changeId` must write: undoing an edit (the change inserted its row)
 * restores the bytes before it; undoing that undo (the change deleted the row) restores the bytes
 * after it. Refused, naming the file, when a file is gone or no longer holds what the change left.
 */
export function fileRestoresOf(db: Db, changeId: number): ToolResult<FileRestore[]> {
  const rows = revisionsOf(db, changeId).filter((r) => r.table === 'material_edits');
  const restores: FileRestore[] = [];
  for (const r of rows) {
    const undoingEdit = r.before === null;
    const edit = (undoingEdit ? r.after : r.before) as unknown as EditRow;
    const m = getMaterial(db, edit.material_id);
    if (!m) {
      return err('conflict', `Can't undo: the edited material is no longer in the library. Nothing was changed.`, {
        reason: 'stale',
      });
    }
    const abs = absPathOf(m);
    let current: Buffer;
    try {
      current = fs.readFileSync(abs);
    } catch {
      return err(
        'conflict',
        `Can't undo the edit of “${m.rel_path}”: the file is gone from disk. Nothing was changed.`,
        {
          reason: 'stale',
        },
      );
    }
    const expected = undoingEdit ? edit.after_hash : edit.before_hash;
    if (sha256(current) !== expected) {
      return err(
        'conflict',
        `Can't undo the edit of “${m.rel_path}”: the file was changed after it, and undoing would overwrite the ` +
          'newer text. Nothing was changed.',
        { reason: 'stale' },
      );
    }
    restores.push({
      material_id: m.id,
      abs,
      bytes: Buffer.from(undoingEdit ? edit.before_b64 : edit.after_b64, 'base64'),
    });
  }
  return ok(restores);
}

/** Writes the files back; a failure names the file (the caller's transaction then rolls back). */
export function writeRestores(restores: readonly FileRestore[]): ToolResult<null> {
  for (const r of restores) {
    try {
      writeAtomically(r.abs, r.bytes);
    } catch (e) {
      return err(
        'conflict',
        `Can't undo: ${r.abs} could not be written (${e instanceof Error ? e.message : String(e)}). Nothing was changed.`,
        { reason: 'stale' },
      );
    }
  }
  return ok(null);
}
