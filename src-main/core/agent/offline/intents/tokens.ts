import type { NounClass } from './lexicon';

/** The words of a request and the fixed word lists the features read them by. */

export interface Token {
  /** Lower case, curly apostrophes made straight. */
  word: string;
  start: number;
  end: number;
}

export interface NounAt {
  cls: NounClass;
  at: number;
  len: number;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
// Prepositions and verbs that end an object phrase: "delete the flashcard | about osmosis".
export const OBJECT_END = new Set([
  'about',
  'on',
  'for',
  'with',
  'from',
  'in',
  'into',
  'to',
  'due',
  'by',
  'called',
  'named',
  'titled',
  'that',
  'which',
  'matching',
  'containing',
  'as',
  'off',
  'asking',
  'until',
  'till',
  'before',
  'after',
  'is',
  'are',
  'where',
  'whose',
  'saying',
]);
// After "every"/"each", a word of time makes a repeat ("every monday"), not "all of them".
export const TIME_WORD =
  /^(?:\d+|other|two|three|four|five|six|day|days|week|weeks|weekday|weekdays|weekend|weekends|month|months|year|years|morning|evening|night|afternoon|fortnight|hour|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun)$/;
export const PLACE = new Set(['to', 'in', 'into', 'onto', 'on', 'from', 'off', 'of']);
export const YES_NO = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'does', 'did']);
// Openers that make a yes/no question with or without its question mark: "is the essay done"
// asks, it never marks anything done. ("did the dishes" may report a chore done: "did" asks only
// with "i"/"we"/"you" after it, or with the mark.)
export const ASKS_ANYWAY = new Set([
  'is',
  "isn't",
  'are',
  "aren't",
  'was',
  "wasn't",
  'were',
  'does',
  "doesn't",
  'has',
  "hasn't",
]);
export const PERSON = new Set(['i', 'we', 'you']);
// Someone else after "did"/"does"/"has": "did mom call me back" asks about them (it completed
// "Call mom"); "did the dishes" still reports a chore done.
export const SOMEONE_ELSE = new Set([
  'he',
  'she',
  'they',
  'mom',
  'mum',
  'dad',
  'anyone',
  'anybody',
  'someone',
  'somebody',
  'everyone',
  'nobody',
  'prof',
  'professor',
  'tutor',
  'teacher',
  'ta',
]);

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    word: m[0].toLowerCase().replace(/’/g, "'"),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

export function phraseAt<T extends { words: readonly string[] }>(
  index: ReadonlyMap<string, readonly T[]>,
  words: readonly string[],
  i: number,
): T[] {
  const found: T[] = [];
  for (const p of index.get(words[i] ?? '') ?? []) {
    if (found.length > 0 && p.words.length < found[0]!.words.length) break;
    if (p.words.every((w, k) => words[i + k] === w)) found.push(p);
  }
  return found;
}
