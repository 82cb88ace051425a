import { chunkSections } from './chunking';
import { PARSERS } from './formats';
import { sha256 } from './hash';
import { noteCards } from './noteCardParse';
import type { MaterialFormat, PreparedMaterial } from './types';

/** A file Quire will not index, with the reason shown to the student. */
export class UnreadableMaterialError extends Error {}

/** NUL bytes near the start mean a binary file (an image, an archive) renamed or misnamed. */
function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  return head.includes(0);
}

/**
 * Bytes of one file → everything the index stores for it: title, tags, chunks with spans, hashes.
 * Pure CPU work with no database, so it runs in the import worker. Throws
 * UnreadableMaterialError with a reader-facing reason when the file cannot be used.
 */
export async function prepareMaterial(
  absPath: string,
  format: MaterialFormat,
  bytes: Uint8Array,
  modifiedMs: number,
): Promise<PreparedMaterial> {
  if (format === 'pdf') {
    if (!Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-')) {
      throw new UnreadableMaterialError('it is named .pdf but is not a PDF file');
    }
  } else if (looksBinary(bytes)) {
    throw new UnreadableMaterialError('it looks like a binary file, not text');
  }
  const parser = await PARSERS[format]();
  let doc;
  try {
    doc = await parser.parse(bytes, absPath);
  } catch (e) {
    throw new UnreadableMaterialError(`it could not be parsed as ${format} (${e instanceof Error ? e.message : e})`);
  }
  const chunks = chunkSections(doc.sections, parser.clean);
  const isNote = format === 'markdown' || format === 'text';
  return {
    absPath,
    format,
    title: doc.title.slice(0, 300),
    tags: doc.tags,
    byteLen: bytes.byteLength,
    modifiedMs,
    contentHash: sha256(bytes),
    chunks,
    noteCards: isNote ? noteCards(Buffer.from(bytes).toString('utf8')) : null,
  };
}
