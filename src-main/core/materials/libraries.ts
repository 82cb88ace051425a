import fs from 'node:fs';
import path from 'node:path';
import { err, ok, type Err, type Ok } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import {
  deleteLibrary,
  findMaterialByPath,
  getMaterial,
  insertLibrary,
  listLibraries,
  moveMaterials,
  setLibraryRoot,
  type DbLibrary,
  type DbMaterial,
} from '../db/queries/materials';
import { statement } from '../db/queries/statements';

/** `child` is `root` or lies under it (both absolute and normalised). */
export function isInside(root: string, child: string): boolean {
  const rel = path.relative(root, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The stored form of a path under a library: relative, '/'-separated on every platform. */
export function relPathOf(root: string, abs: string): string {
  // The common case, a file found by walking the library, needs no path.relative (a rescan asks 10,000 times).
  const rel = abs.startsWith(root + path.sep) ? abs.slice(root.length + 1) : path.relative(root, abs);
  return path.sep === '/' ? rel : rel.split(path.sep).join('/');
}

/** Where a material is on this machine now: its library's current root plus its relative path. */
export function absPathOf(m: Pick<DbMaterial, 'root' | 'rel_path'>): string {
  return path.join(m.root, ...m.rel_path.split('/'));
}

/** The canonical form of a folder the user named: absolute, symlinks resolved when it exists. */
export function canonicalPath(p: string): string {
  const abs = path.resolve(p);
  try {
    return fs.realpathSync.native(abs);
  } catch {
    return abs;
  }
}

export function libraryContaining(db: Db, abs: string): DbLibrary | undefined {
  return listLibraries(db)
    .filter((l) => isInside(l.root, abs))
    .sort((a, b) => b.root.length - a.root.length)[0];
}

/**
 * The library a folder belongs to: the existing library that contains it, or a new one rooted
 * there. Libraries already inside the new root are folded into it (their paths gain a prefix),
 * so every file has exactly one library.
 */
export function ensureLibrary(db: Db, root: string, now: string): DbLibrary {
  const existing = libraryContaining(db, root);
  if (existing) return existing;
  const id = insertLibrary(db, root, now);
  for (const inner of listLibraries(db)) {
    if (inner.id !== id && isInside(root, inner.root)) {
      moveMaterials(db, inner.id, id, `${relPathOf(root, inner.root)}/`);
      deleteLibrary(db, inner.id);
    }
  }
  return { id, root, created_at: now };
}

/**
 * Points a library at its new place after the folder moved or the database came from another
 * machine. Paths inside stay relative, so nothing else changes. `oldRoot` must be a library root.
 */
export function rerootLibrary(
  db: Db,
  oldRoot: string,
  newRoot: string,
): Ok<{ library_id: number; root: string; materials: number }> | Err {
  const from = path.resolve(oldRoot);
  const lib = listLibraries(db).find((l) => l.root === from || l.root === canonicalPath(oldRoot));
  if (!lib) {
    const roots = listLibraries(db).map((l) => l.root);
    return err(
      'not_found',
      `No material library is rooted at "${from}". Library roots: ${roots.length ? roots.join(', ') : 'none yet'}.`,
      { entity_type: 'material', query: { root: from } },
    );
  }
  const to = canonicalPath(newRoot);
  if (!fs.existsSync(to) || !fs.statSync(to).isDirectory()) {
    return err('validation_error', `"${to}" is not a folder on this machine; give the folder the library moved to.`, {
      fields: [{ field: 'new_root', message: 'must be an existing folder' }],
    });
  }
  const clash = listLibraries(db).find((l) => l.id !== lib.id && l.root === to);
  if (clash) {
    return err('conflict', `"${to}" is already a library root (library ${clash.id}).`, {
      reason: 'duplicate',
      candidates: [{ id: clash.id, title: clash.root }],
    });
  }
  setLibraryRoot(db, lib.id, to);
  const count = statement(db, 'SELECT count(*) AS n FROM materials WHERE library_id = ?').get(lib.id) as { n: number };
  return ok({ library_id: lib.id, root: to, materials: count.n });
}

function notFoundAt(query: string): Err {
  return err('not_found', `No imported material at "${query}". Use list_materials to see the imported files.`, {
    entity_type: 'material',
    query: { path: query },
  });
}

/**
 * A path the user or model gave → one material. Accepted: absolute inside a library, or relative
 * to a library root. Outside every library → permission_denied. When the exact lookup finds
 * nothing, the relative path is matched under every library (and as a tail of stored paths):
 * none → not_found, several → conflict "ambiguous" with the candidates.
 */
export function resolveMaterialPath(db: Db, given: string): Ok<DbMaterial> | Err {
  const libraries = listLibraries(db);
  let rel = given.replace(/\\/g, '/').replace(/^\.\//, '');
  if (path.isAbsolute(given)) {
    const abs = path.resolve(given);
    const lib = libraries
      .filter((l) => isInside(l.root, abs) || isInside(l.root, canonicalPath(abs)))
      .sort((a, b) => b.root.length - a.root.length)[0];
    if (!lib) {
      return err(
        'permission_denied',
        `"${abs}" is outside every material library, so Quire will not read it. Import its folder first, or give a ` +
          `path inside one of: ${libraries.map((l) => l.root).join(', ') || 'no libraries yet'}.`,
        { reason: 'policy' },
      );
    }
    rel = relPathOf(lib.root, isInside(lib.root, abs) ? abs : canonicalPath(abs));
    const exact = findMaterialByPath(db, lib.id, rel);
    if (exact) return ok(exact);
  } else {
    if (rel.split('/').includes('..')) {
      return err('permission_denied', `"${given}" leaves its library folder ("..") and is refused.`, {
        reason: 'policy',
      });
    }
    for (const lib of libraries) {
      const exact = findMaterialByPath(db, lib.id, rel);
      if (exact) {
        const others = libraries.filter((l) => l.id !== lib.id && findMaterialByPath(db, l.id, rel));
        if (others.length === 0) return ok(exact);
        break;
      }
    }
  }
  const matches = statement(
    db,
    `SELECT m.id FROM materials m WHERE m.rel_path = ? OR (length(m.rel_path) > length(?) AND substr(m.rel_path, -length(?) - 1) = '/' || ?)
     ORDER BY m.id LIMIT 11`,
  ).all(rel, rel, rel, rel) as { id: number }[];
  if (matches.length === 0) return notFoundAt(given);
  const rows = matches.map((r) => getMaterial(db, r.id)!);
  if (rows.length === 1) return ok(rows[0]!);
  return err(
    'conflict',
    `"${given}" matches ${rows.length > 10 ? 'more than 10' : rows.length} materials; give the full path or a material_id.`,
    { reason: 'ambiguous', candidates: rows.slice(0, 10).map((m) => ({ id: m.id, title: absPathOf(m) })) },
  );
}
