import fs from 'node:fs';
import type { Db } from '../db/connection';
import { clearImportError, writeMaterial, type DbMaterial } from '../db/queries/materials';
import { afterMaterialWritten } from './hooks';
import { absPathOf } from './libraries';
import { prepareMaterial } from './prepare';

/**
 * Re-indexes one material from its file now, in the calling thread (one file, just edited: a
 * worker would cost more than it saves). The whole rewrite is one transaction.
 */
export async function reindexMaterial(
  db: Db,
  m: DbMaterial,
  now: Date,
  opts: {
    /** The transaction to write in: a tool's `ctx.write`, so the rewrite is part of its undoable change. */
    write?: <T>(fn: () => T) => T;
    /** More writes that belong in the same transaction (edit_material's record of the file bytes). */
    alongside?: () => void;
  } = {},
): Promise<{ ok: true; hash: string } | { ok: false; reason: string }> {
  const write = opts.write ?? (<T>(fn: () => T): T => db.transaction(fn)());
  const abs = absPathOf(m);
  try {
    const bytes = fs.readFileSync(abs);
    const st = fs.statSync(abs);
    const prepared = await prepareMaterial(abs, m.format, bytes, Math.trunc(st.mtimeMs));
    write(() => {
      writeMaterial(db, m.library_id, m.rel_path, prepared, now.toISOString());
      clearImportError(db, abs);
      afterMaterialWritten(db, m.id, prepared, now);
      opts.alongside?.();
    });
    return { ok: true, hash: prepared.contentHash };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
