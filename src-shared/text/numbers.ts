/** Small numbers and ordinals as people write them: "2", "two", "a couple", "second", "3rd". */
const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  three: 3,
  few: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

/** A cardinal as digits or a word ("14", "fourteen", "a couple of"); null when it is neither. */
export function readNumber(word: string): number | null {
  const w = word
    .trim()
    .toLowerCase()
    .replace(/^a\s+(couple|few)(\s+of)?$/, '$1');
  if (/^\d{1,4}$/.test(w)) return Number(w);
  const dashed = /^(twenty|thirty|forty|fifty)[- ](one|two|three|four|five|six|seven|eight|nine)$/.exec(w);
  if (dashed) return WORDS[dashed[1]!]! + WORDS[dashed[2]!]!;
  return WORDS[w] ?? null;
}

/** An ordinal ("second", "2nd") as its number; "last" is -1. */
export function readOrdinal(word: string): number | null {
  const w = word.trim().toLowerCase();
  if (w === 'last') return -1;
  const m = /^(\d{1,3})(?:st|nd|rd|th)$/.exec(w);
  if (m) return Number(m[1]);
  return ORDINALS[w] ?? null;
}

/** The pattern source for a number as readNumber reads it, for building larger patterns. */
export const NUMBER_WORD =
  '\\d{1,4}|a couple(?: of)?|a few|(?:twenty|thirty|forty|fifty)[- ](?:one|two|three|four|five|six|seven|eight|nine)|' +
  Object.keys(WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|');

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30 };

/**
 * A span of time in days: "two weeks" → 14, "10 days" → 10, "a month" → 30, "fortnight" → 14.
 *
 * @example
 *   findDuration('plan two weeks to learn python') // → { days: 14, text: 'two weeks' }
 */
export function findDuration(text: string): { days: number; text: string; index: number } | null {
  const re = new RegExp(`\\b(?:(${NUMBER_WORD})[\\s-]*)?(day|week|fortnight|month)s?\\b`, 'gi');
  for (const m of text.matchAll(re)) {
    const unit = UNIT_DAYS[m[2]!.toLowerCase()]!;
    const count = m[1] ? readNumber(m[1]) : unit === 14 ? 1 : null;
    if (count !== null) return { days: count * unit, text: m[0], index: m.index };
  }
  return null;
}
