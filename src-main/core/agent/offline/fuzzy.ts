/**
 * Deterministic fuzzy matching of the words a user typed against titles ("the groceries one" →
 * "Buy groceries"). Word-based with typo tolerance; no randomness and no locale-dependent sorting,
 * so the same database always yields the same choice.
 */

export interface Candidate {
  id: number;
  title: string;
}

export interface Scored extends Candidate {
  score: number;
}

// Words that say nothing about which task is meant.
const STOPWORDS = new Set(
  'a an the my our your to of for on in at with and or one ones task tasks todo item thing about that this it is was i me'.split(' '),
);

function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Lower-cased words of 1+ letters or digits, accents folded, stopwords dropped. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !STOPWORDS.has(w));
}

/** A crude English stem, enough for "groceries"/"grocery", "reading"/"read", "notes"/"note". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(?:sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Edit distance with adjacent transpositions ("compelte" is one edit from "complete"). */
export function damerau(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}

/** How well one typed word matches one title word, 0–1. */
function wordScore(q: string, t: string): number {
  if (q === t) return 1;
  if (stem(q) === stem(t)) return 0.95;
  if (q.length >= 3 && t.startsWith(q)) return 0.85;
  if (t.length >= 4 && q.startsWith(t)) return 0.8;
  if (Math.abs(q.length - t.length) > 2 || q.length < 4) return 0;
  const d = damerau(q, t);
  if (d === 1) return 0.75;
  if (d === 2 && q.length >= 7) return 0.6;
  return 0;
}

/**
 * How well `query` names `title`, 0–1: mostly how many typed words are found (typos forgiven),
 * a little how much of the title they cover, so "essay draft" prefers "Essay draft" to
 * "Essay draft feedback".
 */
export function scoreTitle(query: string, title: string): number {
  if (fold(query).trim() === fold(title).trim()) return 1;
  const q = words(query);
  const t = words(title);
  if (q.length === 0 || t.length === 0) return 0;
  const used = new Set<number>();
  let found = 0;
  for (const qw of q) {
    let best = 0;
    let bestAt = -1;
    t.forEach((tw, i) => {
      const s = wordScore(qw, tw);
      if (s > best) {
        best = s;
        bestAt = i;
      }
    });
    found += best;
    if (bestAt >= 0) used.add(bestAt);
  }
  const recall = found / q.length;
  const coverage = used.size / t.length;
  // Capped below an exact title match, which returned 1 above.
  return Math.min(0.99, 0.85 * recall + 0.15 * coverage);
}

/** Candidates scored against the query, best first; ties go to the lower id (older). */
export function rank(query: string, candidates: readonly Candidate[]): Scored[] {
  return candidates
    .map((c) => ({ ...c, score: scoreTitle(query, c.title) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

/** A match good enough to act on without asking. */
export const MATCH_THRESHOLD = 0.6;
/** Two matches closer than this are both plausible: ask rather than pick. */
const AMBIGUITY_MARGIN = 0.12;

export type Choice =
  | { kind: 'one'; match: Scored }
  | { kind: 'several'; matches: Scored[] }
  | { kind: 'none'; nearest: Scored | null };

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

/**
 * Short substrings for an SQL LIKE prefilter: the first four letters of the longest words, so a
 * typo late in a word ("grocries") still finds its row and the scorer above decides.
 */
export function likeNeedles(query: string, max = 3): string[] {
  const ws = [...new Set(words(query))].filter((w) => w.length >= 3).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return ws.slice(0, max).map((w) => (w.length > 4 ? w.slice(0, 4) : w));
}
