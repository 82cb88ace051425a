import fs from 'node:fs';
import type { Library } from '../../../../src-shared/ipc/materials';
import type { Db } from '../../db/connection';

/** Every library folder with how many materials it holds and whether the folder is still there. */
export function listLibraries(db: Db): Library[] {
  const rows = db
    .prepare(
      `SELECT l.id AS library_id, l.root, count(m.id) AS materials
         FROM material_libraries l LEFT JOIN materials m ON m.library_id = l.id
        GROUP BY l.id ORDER BY l.root`,
    )
    .all() as { library_id: number; root: string; materials: number }[];
  return rows.map((r) => ({ ...r, exists: isFolder(r.root) }));
}

function isFolder(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}
