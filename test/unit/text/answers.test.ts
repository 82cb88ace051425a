import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../src-shared/text/answers';

const YES = ['yes', 'sure', 'go ahead', 'do it', 'ok', 'yep', 'please do'];
const NO = ['no', 'nope', 'cancel', 'keep it', 'nah'];

describe('readAnswer: an answer said in several phrases', () => {
  it('"sure, go ahead" and "yes, do it!" are yes; "nope, cancel" is no', () => {
    expect(readAnswer('sure, go ahead')).toBe('yes');
    expect(readAnswer('yes, do it!')).toBe('yes');
    expect(readAnswer('nope, cancel')).toBe('no');
  });

  it('mixed or unknown phrases are no answer, so the text is read as a request', () => {
    expect(readAnswer('yes, no')).toBeNull();
    expect(readAnswer('sure, add milk')).toBeNull();
    expect(readAnswer('2 eggs, milk')).toBeNull();
  });

  it('property: phrases of one answer joined by commas or "and" give that answer; any mix gives none', () => {
    const join = fc.constantFrom(', ', ' and ', '! ', '; ');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...YES), { minLength: 1, maxLength: 3 }), join, (ps, j) => {
        expect(readAnswer(ps.join(j))).toBe('yes');
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...YES), fc.constantFrom(...NO), join, (y, n, j) => {
        expect(readAnswer(`${y}${j}${n}`)).toBeNull();
      }),
    );
  });
});
