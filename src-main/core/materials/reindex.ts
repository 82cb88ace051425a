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
): Promise<{ ok: true; hash: string } | { ok: false; reason: string }> {
  const abs = absPathOf(m);
  try {
    const bytes = fs.readFileSync(abs);
    const st = fs.statSync(abs);
    const prepared = await prepareMaterial(abs, m.format, bytes, Math.trunc(st.mtimeMs));
    db.transaction(() => {
      writeMaterial(db, m.library_id, m.rel_path, prepared, now.toISOString());
      clearImportError(db, abs);
      afterMaterialWritten(db, m.id, prepared, now);
    })();
    return { ok: true, hash: prepared.contentHash };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
