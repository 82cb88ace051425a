import fs from 'node:fs';
import path from 'node:path';
import { formatOf } from './formats';
import { isInside } from './libraries';
import type { MaterialFormat } from './types';

export interface FoundFile {
  abs: string;
  size: number;
  mtimeMs: number;
  format: MaterialFormat;
}

export interface FileProblem {
  path: string;
  reason: string;
}

// Tool and version-control folders hold no study material and can be huge.
const SKIPPED_DIRS = new Set(['node_modules', '__pycache__']);

/**
 * Every importable file under `root` (a canonical folder path), in path order. Hidden entries
 * are skipped; a symlink that leads outside the folder is refused and reported, one that stays
 * inside is skipped (its target is imported under its real path, once).
 */
export function walkFolder(root: string): { files: FoundFile[]; problems: FileProblem[] } {
  const files: FoundFile[] = [];
  const problems: FileProblem[] = [];
  const visit = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      problems.push({ path: dir, reason: `the folder could not be read (${(e as NodeJS.ErrnoException).code ?? e})` });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
      const abs = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        let target: string | null = null;
        try {
          target = fs.realpathSync.native(abs);
        } catch {
          // A dangling link: nothing to import.
        }
        if (target !== null && !isInside(root, target)) {
          problems.push({ path: abs, reason: 'it is a symbolic link to a place outside the chosen folder' });
        }
        continue;
      }
      if (entry.isDirectory()) visit(abs);
      else if (entry.isFile()) {
        const format = formatOf(entry.name);
        if (!format) continue;
        try {
          const st = fs.statSync(abs);
          files.push({ abs, size: st.size, mtimeMs: Math.trunc(st.mtimeMs), format });
        } catch (e) {
          problems.push({
            path: abs,
            reason: `the file could not be read (${(e as NodeJS.ErrnoException).code ?? e})`,
          });
        }
      }
    }
  };
  visit(root);
  return { files, problems };
}
