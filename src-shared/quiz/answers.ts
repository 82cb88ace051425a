/**
 * Free-text answers are compared the way a teacher marking by hand would: case, spacing and
 * punctuation do not matter ("A stack." = "a  stack"), but letters, digits and accents do
 * ("café" ≠ "cafe" — in a language quiz the accent is the point).
 */
export function normalizeAnswer(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLocaleLowerCase()
      // Apostrophes join a word ("don't" = "dont"); other punctuation separates words ("well-known" = "well known").
      .replace(/['’ʼ`]/gu, '')
      .replace(/\p{P}+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim()
  );
}

/**
 * @example isAnswerRight('  the Base-Case! ', 'The base case') // true
 */
export function isAnswerRight(given: string, expected: string): boolean {
  const g = normalizeAnswer(given);
  return g.length > 0 && g === normalizeAnswer(expected);
}
