import type { MaterialText, ReaderChunk } from '../../../../src-shared/ipc/materials';
import { err, ok, type ToolResult } from '../../../../src-shared/result';
import type { Db } from '../../db/connection';
import { chunksOf, getMaterial } from '../../db/queries/materials';
import { CHUNK_OVERLAP } from '../chunking';
import { absPathOf } from '../libraries';
import { materialStatus } from '../status';

/**
 * The length of the longest end of `prev` that `next` starts with (chunks of a section overlap
 * by about CHUNK_OVERLAP characters; the reader shows that text once).
 */
export function overlapLength(prev: string, next: string): number {
  const max = Math.min(prev.length, next.length, CHUNK_OVERLAP * 2);
  for (let k = max; k >= 8; k--) if (prev.endsWith(next.slice(0, k))) return k;
  return 0;
}

/**
 * A material's text for the reader: its chunks in reading order, each keeping its id (so a
 * citation opens at its passage) with the overlap it shares with the previous chunk of the same
 * section removed. Works for every format, PDFs included, because it reads the index, not the file.
 */
export function readMaterial(db: Db, material_id: number): ToolResult<MaterialText> {
  const m = getMaterial(db, material_id);
  if (!m) {
    return err('not_found', `There is no material ${material_id} (it may have been removed by a rescan).`, {
      entity_type: 'material',
      query: { material_id },
    });
  }
  const chunks: ReaderChunk[] = [];
  let prev: { section: string; text: string } | null = null;
  for (const c of chunksOf(db, material_id)) {
    const cut = prev && prev.section === c.section ? overlapLength(prev.text, c.text) : 0;
    chunks.push({
      chunk_id: c.id,
      chunk_position: c.position,
      section: c.section,
      text: c.text.slice(cut).replace(/^\s+/, ''),
      page: c.page,
    });
    prev = { section: c.section, text: c.text };
  }
  return ok({
    material_id,
    title: m.title,
    source: m.rel_path,
    path: absPathOf(m),
    format: m.format,
    stale: materialStatus(m).stale,
    chunks,
  });
}
