import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asTyped, correctSpelling } from '../../../src-shared/text/normalize';

// Blind set N: "make a card asking whats the formula …" wrote the front "what's the formula …".
describe("asTyped: the text a card keeps is the student's, not the spelling fix", () => {
  it.each([
    ['make a card asking whats the formula', "what's the formula", 'whats the formula'],
    ['flashcard: Whats a mole', "what's a mole", 'Whats a mole'],
    ['card: dont panic :: stay calm', "don't panic", 'dont panic'],
  ])('%s', (typed, kept, expected) => {
    expect(asTyped(kept, typed)).toBe(expected);
  });

  it('leaves a word the student typed that way: "what\'s" stays', () => {
    expect(asTyped("what's up", "card: what's up :: hello")).toBe("what's up");
  });

  it('property: whatever correctSpelling did to a phrase, asTyped gives the typed words back', () => {
    const word = fc.constantFrom('whats', 'dont', 'ive', 'lets', 'mole', 'energy', 'the', 'formula', 'cell');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const typed = words.join(' ');
        expect(asTyped(correctSpelling(typed), typed)).toBe(typed);
      }),
    );
  });
});
