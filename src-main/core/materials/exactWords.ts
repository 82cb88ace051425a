import { rrf } from './vectors/fusion';

/** What a passage is judged on: its material's title, its heading path and its text. */
interface Passage {
  title: string;
  section: string;
  chunk_text: string;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const wordCharAt = (text: string, i: number) => i >= 0 && i < text.length && WORD_CHAR.test(text[i]!);

/** Does lowercased `text` hold `term` as a whole word? (Splitting every passage into words cost 10× more.) */
function holdsWord(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    if (!wordCharAt(text, at - 1) && !wordCharAt(text, at + term.length)) return true;
  }
  return false;
}

/**
 * BM25's order (best first) fused by reciprocal rank fusion with the order of how many of the
 * question's own words each passage holds in the form asked. The index stems ("arguments" matches
 * every "argument" of a long how-to on argument parsing), which finds passages but cannot tell
 * the exact word from its relatives; holding the words as asked is the stronger evidence. Measured
 * on Debian's manuals (bench/materialsQuality.ts), this is what a plain unstemmed FTS5 query over
 * whole sections won on, not the whole-section context: with our stemmer that baseline scored
 * below us. Ties keep BM25's order. Costs one pass over the few passages already fetched.
 */
export function fuseExactWords<T extends Passage>(passages: readonly T[], terms: readonly string[]): T[] {
  if (passages.length < 2 || !terms.length) return [...passages];
  const held = passages.map((p) => {
    const text = `${p.title} ${p.section} ${p.chunk_text}`.toLowerCase();
    return terms.filter((t) => holdsWord(text, t)).length;
  });
  const byBm25 = passages.map((_, i) => i);
  const byWords = [...byBm25].sort((a, b) => held[b]! - held[a]! || a - b);
  // rrf breaks ties by id, here the BM25 position.
  return rrf([byBm25, byWords]).map(({ id }) => passages[id]!);
}
