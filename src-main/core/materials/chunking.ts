import { sha256 } from './hash';
import { SECTION_SEPARATOR, type MaterialChunk, type ParsedSection } from './types';

/** About how long a chunk is, in characters: a passage a reader can take in at a glance. */
export const CHUNK_TARGET = 1000;
/** How much of the previous chunk the next one repeats, so a sentence cut in two is found whole. */
export const CHUNK_OVERLAP = 120;
// A cut is looked for in the second half of the window, so chunks are never tiny.
const MIN_CUT = CHUNK_TARGET / 2;

/** Where to end a chunk that starts at `from`: a paragraph break, else a sentence end, else a space. */
function cutPoint(raw: string, from: number): number {
  const limit = from + CHUNK_TARGET;
  const window = raw.slice(from + MIN_CUT, limit);
  const para = window.lastIndexOf('\n\n');
  if (para >= 0) return from + MIN_CUT + para + 2;
  let sentence = -1;
  for (const m of window.matchAll(/[.!?;:][)"'\]]?\s/g)) sentence = m.index + m[0].length;
  if (sentence >= 0) return from + MIN_CUT + sentence;
  const space = window.search(/\s\S*$/);
  return space >= 0 ? from + MIN_CUT + space + 1 : limit;
}

/** The char spans of one section's chunks: ≈CHUNK_TARGET long, overlapping by ≈CHUNK_OVERLAP. */
export function chunkSpans(raw: string): [number, number][] {
  let start = raw.search(/\S/);
  if (start < 0) return [];
  const end = raw.trimEnd().length;
  const spans: [number, number][] = [];
  while (end - start > CHUNK_TARGET) {
    const cut = cutPoint(raw, start);
    spans.push([start, cut]);
    // Back up by the overlap, then forward to the start of a word.
    let next = Math.max(start + 1, cut - CHUNK_OVERLAP);
    const word = raw.slice(next, cut).search(/(?<=\s)\S/);
    next = word >= 0 ? next + word : cut;
    while (next < end && /\s/.test(raw[next]!)) next++;
    start = next;
  }
  spans.push([start, end]);
  return spans;
}

/**
 * Sections → chunks. A chunk never crosses a heading (each section is chunked alone); text
 * formats get exact byte spans in the source file, PDF chunks the page they start on.
 *
 * @example
 *   chunkSections([{ headings: ['Lists'], raw: 'A list holds…', startByte: 9 }], (s) => s)
 *   // → [{ position: 0, section: 'Lists', text: 'A list holds…', startByte: 9, endByte: 25, … }]
 */
export function chunkSections(sections: readonly ParsedSection[], clean: (raw: string) => string): MaterialChunk[] {
  const chunks: MaterialChunk[] = [];
  for (const s of sections) {
    const section = s.headings.join(SECTION_SEPARATOR);
    // Byte offsets are computed incrementally: Buffer.byteLength of every prefix would be quadratic.
    let charAt = 0;
    let byteAt = s.startByte ?? 0;
    const byteOf = (char: number) => {
      byteAt += Buffer.byteLength(s.raw.slice(charAt, char));
      charAt = char;
      return byteAt;
    };
    for (const [from, to] of chunkSpans(s.raw)) {
      const text = clean(s.raw.slice(from, to)).trim();
      const startByte = s.startByte === null ? null : byteOf(from);
      // The end is measured from the start without moving the cursor: the next chunk overlaps.
      const endByte = startByte === null ? null : startByte + Buffer.byteLength(s.raw.slice(from, to));
      if (!text) continue;
      chunks.push({
        position: chunks.length,
        section,
        text,
        startByte,
        endByte,
        page: pageAt(s.pages, from),
        hash: sha256(`${section}\n${text}`),
      });
    }
  }
  return chunks;
}

function pageAt(pages: ParsedSection['pages'], offset: number): number | null {
  if (!pages?.length) return null;
  let page = pages[0]!.page;
  for (const p of pages) if (p.offset <= offset) page = p.page;
  return page;
}
