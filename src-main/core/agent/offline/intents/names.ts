import { stem, words as titleWordsOf } from '../../../../../src-shared/text/fuzzy';

/**
 * Things the student named by their own words rather than by a noun: "add ecology to the
 * biology exam prep", "archive the spanish vocab sprint", "add 'numbers' to the spanish one".
 * The plans' titles are read from the database only when a request may name one (index.ts), and
 * the span of words that names a plan counts as the noun "plan" for every intent.
 */
export interface KnownNames {
  plans: readonly { id: number; title: string }[];
}

/** Tokens [at, at + len) name the plan `title`. */
export interface NamedSpan {
  at: number;
  len: number;
  id: number;
  title: string;
}

/** A typed word for a title word: the same, the same stem, or a clear shortening ("bio" for "biology"). */
function sameWord(typed: string, title: string): boolean {
  if (typed === title) return true;
  if (typed.length >= 4 && stem(typed) === stem(title)) return true;
  return typed.length >= 3 && title.startsWith(typed);
}

const DETERMINER = /^(?:the|my|that|this|our)$/;

/**
 * The longest run of words that names one plan by its title: at least two of the title's words
 * in a row ("bio exam prep", "spanish vocab sprint"), or one word said as a choice from the plans
 * just listed ("the spanish one"), or a one-word title after "the"/"my" at the end of a phrase.
 */
export function findPlanSpan(words: readonly string[], names: KnownNames, afterPlanList: boolean): NamedSpan | null {
  let best: NamedSpan & { matched: number } = { at: 0, len: 0, id: 0, title: '', matched: 0 };
  for (const plan of names.plans) {
    const title = titleWordsOf(plan.title);
    if (title.length === 0) continue;
    for (let i = 0; i < words.length; i++) {
      const used = new Set<number>();
      let j = i;
      while (j < words.length) {
        const at = title.findIndex((t, k) => !used.has(k) && sameWord(words[j]!, t));
        if (at < 0) break;
        used.add(at);
        j++;
      }
      const matched = used.size;
      if (matched === 0) continue;
      const next = words[j];
      const ends = next === undefined || next === 'plan' || next === 'one';
      const accepted =
        (title.length >= 2 && matched >= 2) ||
        (afterPlanList && next === 'one') ||
        (matched === title.length && DETERMINER.test(words[i - 1] ?? '') && ends);
      if (accepted && matched > best.matched)
        best = { at: i, len: j - i + (next === 'one' ? 1 : 0), id: plan.id, title: plan.title, matched };
    }
  }
  return best.matched > 0 ? { at: best.at, len: best.len, id: best.id, title: best.title } : null;
}
