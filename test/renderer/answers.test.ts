import { describe, expect, it } from 'vitest';
import { isAnswerRight, normalizeAnswer } from '../../src-shared/quiz/answers';

describe('lenient answer comparison', () => {
  it.each([
    ['a stack', 'A stack'],
    ['  A   stack. ', 'a stack'],
    ['the base-case!', 'The base case'],
    ['dont', "don't"],
    ['it’s O(n)', "It's O n"],
    ['Canberra', 'canberra\n'],
    ['ÉCOLE', 'école'],
    // Composed and decomposed accents are the same letter.
    ['caf\u0065\u0301', 'caf\u00e9'],
  ])('accepts %j for %j', (given, expected) => {
    expect(isAnswerRight(given, expected)).toBe(true);
  });

  it.each([
    ['cafe', 'café'],
    ['a queue', 'a stack'],
    ['22', '2 2'],
    ['2+2', '22'],
    ['', ''],
    ['...', '!!!'],
  ])('rejects %j for %j', (given, expected) => {
    expect(isAnswerRight(given, expected)).toBe(false);
  });

  it('keeps letters, digits and symbols that carry meaning', () => {
    expect(normalizeAnswer(' x² + 1 = 0? ')).toBe('x² + 1 = 0');
    expect(normalizeAnswer('Line one\nline two')).toBe('line one line two');
  });
});
