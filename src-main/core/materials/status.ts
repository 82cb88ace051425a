import fs from 'node:fs';
import type { DbMaterial } from '../db/queries/materials';
import { sha256 } from './hash';
import { absPathOf } from './libraries';

/** A material's file as it is on disk now, against what the index holds. */
export interface MaterialStatus {
  material_id: number;
  path: string;
  exists: boolean;
  byte_len: number | null;
  modified_ms: number | null;
  content_hash: string | null;
  indexed_hash: string;
  stale: boolean;
}

/**
 * Compares the file with its index entry. Same size and mtime is trusted as unchanged (cheap
 * enough for a list of thousands); otherwise the file is hashed, so a touched-but-identical file
 * is not called stale. `hash: 'always'` hashes regardless (get_material_metadata, edit checks).
 */
export function materialStatus(m: DbMaterial, hash: 'always' | 'when_changed' = 'when_changed'): MaterialStatus {
  const abs = absPathOf(m);
  let st: fs.Stats;
  try {
    st = fs.statSync(abs);
  } catch {
    return {
      material_id: m.id,
      path: abs,
      exists: false,
      byte_len: null,
      modified_ms: null,
      content_hash: null,
      indexed_hash: m.content_hash,
      stale: true,
    };
  }
  const modified_ms = Math.trunc(st.mtimeMs);
  const sameStat = st.size === m.byte_len && modified_ms === m.modified_ms;
  let content_hash: string | null = sameStat ? m.content_hash : null;
  if (hash === 'always' || !sameStat) {
    try {
      content_hash = sha256(fs.readFileSync(abs));
    } catch {
      content_hash = null;
    }
  }
  return {
    material_id: m.id,
    path: abs,
    exists: true,
    byte_len: st.size,
    modified_ms,
    content_hash,
    indexed_hash: m.content_hash,
    stale: content_hash !== m.content_hash,
  };
}
