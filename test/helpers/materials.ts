import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './db';

/**
 * A folder of material files for a test, written from a name → content map; removed by
 * `cleanup`. Paths may contain folders ("python/lists.md").
 */
export function materialFolder(files: Record<string, string | Buffer>) {
  const t = tempDir('quire-mat-');
  const write = (name: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(t.dir, name)), { recursive: true });
    fs.writeFileSync(path.join(t.dir, name), body);
  };
  for (const [name, body] of Object.entries(files)) write(name, body);
  return { dir: t.dir, cleanup: t.cleanup, write, file: (name: string) => path.join(t.dir, name) };
}

/** The data of an ok result, or a thrown error showing the whole failed result. */
export function dataOf<T = Record<string, unknown>>(r: { ok: boolean; data?: unknown }): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r.data as T;
}
