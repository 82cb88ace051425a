import type { DbChunk } from '../db/queries/materials';
import { queryTerms } from './query';

/** A question made offline from a material's own text, keeping the chunk it came from. */
export interface MaterialQuestion {
  front: string;
  back: string;
  source_chunk_id: number;
}

const BLANK = '_____';
// "Recursion is a function calling itself", "Mitochondria are organelles that…"
const DEFINITION =
  /^(?:an?\s+|the\s+)?([\p{L}][\p{L}\p{N} '-]{1,60}?)\s+(is|are|means|refers to|is called|is defined as)\s+(.{12,300})$/iu;

/** Sentences worth asking about: prose of a sensible length, not code or lists of symbols. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 40 && s.length <= 260 && /[.!?]$/.test(s))
    .filter((s) => (s.match(/[\p{L} ]/gu)?.length ?? 0) / s.length > 0.85);
}

/** The word of a sentence most worth blanking: long, not a stop word, ideally a heading's word. */
function keyWord(sentence: string, section: string): string | null {
  const heading = new Set(queryTerms(section));
  const words = (sentence.match(/[\p{L}][\p{L}\p{N}-]{3,}/gu) ?? []).filter((w, i) => i > 0 || !/^[A-Z]/.test(w));
  let best: string | null = null;
  let bestScore = 0;
  for (const w of words) {
    const lower = w.toLowerCase();
    if (queryTerms(lower).length === 0 || lower !== queryTerms(lower)[0]) continue;
    const score = w.length + (heading.has(lower) ? 8 : 0) + (/^[A-Z]/.test(w) ? 2 : 0);
    if (score > bestScore) {
      best = w;
      bestScore = score;
    }
  }
  return best && best.length >= 5 ? best : null;
}

/** "A stack is a last-in first-out list." → { front: 'What is a stack?', back: 'a last-in first-out list' }. */
export function definitionCard(sentence: string): { front: string; back: string } | null {
  const m = DEFINITION.exec(sentence.replace(/[.!?]$/, ''));
  if (!m) return null;
  const [, term, verb, rest] = m;
  if (term!.split(' ').length > 6) return null;
  const plural = verb!.toLowerCase() === 'are';
  return { front: `What ${plural ? 'are' : 'is'} ${term!.trim()}?`, back: rest!.trim() };
}

/** A cloze question from one sentence: its key word blanked, the word as the answer. */
export function clozeOf(sentence: string, section: string): { front: string; back: string } | null {
  const word = keyWord(sentence, section);
  if (!word) return null;
  const at = sentence.indexOf(word);
  return { front: `${sentence.slice(0, at)}${BLANK}${sentence.slice(at + word.length)}`, back: word };
}

/**
 * Up to `count` questions from chunks, spread over them (one per chunk per round, so a long
 * chapter does not take every question): definitions become "What is X?" cards, other sentences
 * cloze deletions. Deterministic for the same chunks.
 */
export function questionsFromChunks(chunks: readonly DbChunk[], count: number): MaterialQuestion[] {
  const perChunk = chunks.map((c) =>
    sentencesOf(c.text)
      .map((s) => definitionCard(s) ?? clozeOf(s, c.section))
      .filter((q): q is { front: string; back: string } => q !== null)
      .map((q) => ({ ...q, source_chunk_id: c.id })),
  );
  const out: MaterialQuestion[] = [];
  const seen = new Set<string>();
  for (let round = 0; out.length < count && perChunk.some((q) => q.length > round); round++) {
    for (const qs of perChunk) {
      const q = qs[round];
      if (!q || seen.has(q.front)) continue;
      seen.add(q.front);
      out.push(q);
      if (out.length === count) break;
    }
  }
  return out;
}

/** A material's sections in reading order with their size in characters. */
export function sectionSizes(chunks: readonly DbChunk[]): { section: string; chars: number }[] {
  const out: { section: string; chars: number }[] = [];
  for (const c of chunks) {
    const last = out.at(-1);
    if (last && last.section === c.section) last.chars += c.text.length;
    else out.push({ section: c.section, chars: c.text.length });
  }
  return out;
}

/**
 * Sections spread over `days` in order, each day about the same amount of text: a day takes
 * sections until it reaches its share of what is left. With fewer sections than days, the
 * spare days revise what came before.
 */
export function spreadSections(sections: readonly { section: string; chars: number }[], days: number): string[][] {
  const plan: string[][] = [];
  const n = sections.length;
  let i = 0;
  for (let d = 0; d < days && i < n; d++) {
    const daysLeft = days - d;
    const share = sections.slice(i).reduce((sum, s) => sum + s.chars, 0) / daysLeft;
    const day = [sections[i]!.section];
    let size = sections[i]!.chars;
    i++;
    // Take more while this day is under its share and every later day still gets a section.
    while (i < n && n - i > daysLeft - 1 && size + sections[i]!.chars / 2 <= share) {
      day.push(sections[i]!.section);
      size += sections[i]!.chars;
      i++;
    }
    plan.push(day);
  }
  return plan;
}
