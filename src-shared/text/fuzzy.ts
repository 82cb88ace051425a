/**
 * Deterministic fuzzy matching of the words a user typed against titles ("the groceries one" →
 * "Buy groceries"). Word-based with typo tolerance; no randomness and no locale-dependent sorting,
 * so the same database always yields the same choice.
 */

import { readNumber } from './numbers';
import { inFull, isSubject } from './subjects';

export interface Candidate {
  id: number;
  title: string;
}

export interface Scored extends Candidate {
  score: number;
}

// Words that say nothing about which task is meant ("w" is "with" typed short: "done w the essay").
const STOPWORDS = new Set(
  'a an the my our your to of for on in at with w and or one ones task tasks todo item thing about that this it is was i me'.split(
    ' ',
  ),
);

// Anything outside printable ASCII (accents, other scripts, tabs) takes the Unicode path.
const NOT_PLAIN = /[^ -~]/;
const isPlain = (text: string) => !NOT_PLAIN.test(text);

function fold(text: string): string {
  // NFKD is the slow part of tokenising; plain ASCII titles (most of them) skip it.
  const lower = text.toLowerCase();
  return isPlain(lower) ? lower : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

// Words people shorten or spell another way, read as the word a title may hold: "ch 4" is
// "chapter 4", "call mum" is "Call mom", "grocery shopping" is "Buy groceries".
const VARIANTS = new Map<string, string>(
  Object.entries({
    mum: 'mom',
    mam: 'mom',
    mummy: 'mom',
    mommy: 'mom',
    ch: 'chapter',
    chap: 'chapter',
    chpt: 'chapter',
    maths: 'math',
    hw: 'homework',
    hwk: 'homework',
    // "grocery shopping" is buying them; "shop" alone is left out: "the coffee shop shift" buys nothing.
    shopping: 'buy',
    colour: 'color',
    practise: 'practice',
  }),
);

/** Lower-cased words of 1+ letters or digits, accents folded, stopwords dropped. */
export function words(text: string): string[] {
  const folded = fold(text);
  const parts = isPlain(folded) ? folded.split(/[^a-z0-9]+/) : folded.split(/[^\p{L}\p{N}]+/u);
  return parts.filter((w) => w !== '' && !STOPWORDS.has(w));
}

// Subjects said short ("read ch4 of bio") are read in full (subjects.ts) only when a title is
// matched: the guesser's cues keep the words as typed.
// "ch4", "hw3": a shortened word typed against its number is the word and the number.
const SHORT_WITH_NUMBER = /^([a-z]+)(\d+)$/;
const apart = (w: string): string[] => {
  const m = SHORT_WITH_NUMBER.exec(w);
  return m && VARIANTS.has(m[1]!) ? [m[1]!, m[2]!] : [inFull(w)];
};
/** The words of a title or of what names one, shorthand read out. */
const titleWords = (text: string): string[] => words(text).flatMap(apart);

/** A crude English stem, enough for "groceries"/"grocery", "reading"/"read", "notes"/"note". */
export function stem(word: string): string {
  const variant = VARIANTS.get(word);
  if (variant !== undefined) return variant;
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(?:sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

// Three reused rows: the scorer runs thousands of times per utterance and must not allocate.
let rowA = new Int32Array(32);
let rowB = new Int32Array(32);
let rowC = new Int32Array(32);

/**
 * Edit distance with adjacent transpositions ("compelte" is one edit from "complete"), giving up
 * early: anything above `max` is reported as max + 1.
 */
export function damerau(a: string, b: string, max = Number.MAX_SAFE_INTEGER): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rowA.length <= n) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
    rowC = new Int32Array(n + 1);
  }
  let prev2 = rowA; // row i-2
  let prev = rowB; // row i-1
  let cur = rowC; // row i
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return prev[n]!;
}

interface QueryWord {
  word: string;
  stem: string;
  /** The number a word spells ("four" → 4) or its digits say ("4" → 4); null for any other word. */
  number: number | null;
}

// Words readNumber reads that are no number in a title: "a couple", "a few", "single".
const NOT_A_TITLE_NUMBER = new Set(['a', 'an', 'couple', 'few', 'single']);
const numberOf = (word: string) => (NOT_A_TITLE_NUMBER.has(word) ? null : readNumber(word));

/** How well one typed word matches one title word, 0–1. */
function wordScore(q: QueryWord, t: string): number {
  if (q.word === t) return 1;
  if (q.stem === stem(t)) return 0.95;
  // "chapter four" names "Chapter 4", "set 3" names "set three": a number is the same in words or digits.
  if (q.number !== null && (/^\d/.test(t) || /^\d/.test(q.word)) && numberOf(t) === q.number) return 0.95;
  const ql = q.word.length;
  if (ql >= 3 && t.startsWith(q.word)) return 0.85;
  if (t.length >= 4 && q.word.startsWith(t)) return 0.8;
  if (ql < 4 || Math.abs(ql - t.length) > 2) return 0;
  // Two slips are forgiven only in long words; in short ones they make a different word.
  const max = ql >= 7 ? 2 : 1;
  const d = damerau(q.word, t, max);
  if (d === 1) return 0.75;
  if (d === 2 && max === 2) return 0.6;
  return 0;
}

// "physics set 4" is not "Physics problem set 3": a number the title has otherwise says another one.
const numberDiffers = (qw: QueryWord, best: number, title: readonly string[]) =>
  qw.number !== null && best < 0.95 && title.some((w) => /^\d/.test(w));

/**
 * Whether the typed words say a number the title says otherwise ("set 4" for "Problem set 3"): the
 * title is then no slip of the typing to be guessed at, but another task.
 */
export function saysAnotherNumber(query: string, title: string): boolean {
  const t = titleWords(title);
  return queryWords(query).some((qw) => numberDiffers(qw, Math.max(0, ...t.map((w) => wordScore(qw, w))), t));
}

/** Below MATCH_THRESHOLD: a title offered as "did you mean", never acted on. */
const NEAR = 0.5;

function scoreWords(query: string, q: readonly QueryWord[], title: string): number {
  if (fold(query).trim() === fold(title).trim()) return 1;
  const t = titleWords(title);
  if (q.length === 0 || t.length === 0) return 0;
  let found = 0;
  let used = 0;
  let saysOther = false;
  const usedAt: boolean[] = new Array(t.length).fill(false);
  for (const qw of q) {
    let best = 0;
    let bestAt = -1;
    for (let i = 0; i < t.length; i++) {
      const s = wordScore(qw, t[i]!);
      if (s > best) {
        best = s;
        bestAt = i;
        if (s === 1) break;
      }
    }
    // "read ch4 of chem" is not "Read chapter 4 of the biology textbook": a subject said that the
    // title lacks names another task, however well the other words fit.
    if (numberDiffers(qw, best, t) || (best < 0.85 && isSubject(qw.word))) saysOther = true;
    found += best;
    if (bestAt >= 0 && !usedAt[bestAt]) {
      usedAt[bestAt] = true;
      used++;
    }
  }
  const recall = found / q.length;
  const coverage = used / t.length;
  // Capped below an exact title match, which returned 1 above; a number or subject said otherwise is only a near one.
  return Math.min(saysOther ? NEAR : 0.99, 0.85 * recall + 0.15 * coverage);
}

function queryWords(query: string): QueryWord[] {
  return titleWords(query).map((word) => ({ word, stem: stem(word), number: numberOf(word) }));
}

/**
 * How well `query` names `title`, 0–1: mostly how many typed words are found (typos forgiven),
 * a little how much of the title they cover, so "essay draft" prefers "Essay draft" to
 * "Essay draft feedback".
 */
export function scoreTitle(query: string, title: string): number {
  return scoreWords(query, queryWords(query), title);
}

/** Best first; ties go to the lower id (older). */
export function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || a.id - b.id;
}

/** Candidates scored against the query, best first; ties go to the lower id (older). */
export function rank(query: string, candidates: readonly Candidate[]): Scored[] {
  const q = queryWords(query);
  return candidates
    .map((c) => ({ ...c, score: scoreWords(query, q, c.title) }))
    .filter((c) => c.score > 0)
    .sort(byScore);
}

/** A match good enough to act on without asking. */
export const MATCH_THRESHOLD = 0.6;
/** Two matches closer than this are both plausible: ask rather than pick. */
const AMBIGUITY_MARGIN = 0.12;

export type Choice =
  { kind: 'one'; match: Scored } | { kind: 'several'; matches: Scored[] } | { kind: 'none'; nearest: Scored | null };

/**
 * One clear winner, several close ones (asked as numbered options), or none.
 *
 * @example
 *   choose(rank('essay', [{ id: 1, title: 'Essay draft' }, { id: 2, title: 'Essay outline' }]))
 *   // → { kind: 'several', matches: [ …both… ] }
 */
export function choose(ranked: readonly Scored[], maxOptions = 5): Choice {
  const good = ranked.filter((c) => c.score >= MATCH_THRESHOLD);
  if (good.length === 0) return { kind: 'none', nearest: ranked[0] ?? null };
  const best = good[0]!;
  const close = good.filter((c) => best.score - c.score < AMBIGUITY_MARGIN);
  if (close.length === 1 || best.score === 1) return { kind: 'one', match: best };
  return { kind: 'several', matches: close.slice(0, maxOptions) };
}
