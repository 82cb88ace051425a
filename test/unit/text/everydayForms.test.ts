import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../src-shared/text/answers';
import { correctSpelling } from '../../../src-shared/text/normalize';
import { extractPriority } from '../../../src-shared/text/priority';
import { readPosition, readTarget } from '../../../src-shared/text/references';

/**
 * Everyday forms the shared reader learned from the tuning corpus T (each failed before): what
 * quick add, the editor, chat and the CLI all read the same way.
 */
describe('shared reader: everyday forms', () => {
  it('"yes go ahead" without a comma is yes, as "yes, go ahead" was', () => {
    for (const t of ['yes go ahead', 'yeah do it', 'ok go for it', 'sure please do'])
      expect(readAnswer(t), t).toBe('yes');
    expect(readAnswer('yes go to the shop')).toBeNull();
  });

  it('"the top one" is the first shown and "the bottom one" the last; "top priority" is no position', () => {
    expect(readPosition('the top one')).toBe(1);
    expect(readPosition('the bottom task')).toBe(-1);
    expect(readPosition('top priority')).toBeNull();
    expect(readTarget('the top one')).toEqual({ kind: 'positions', positions: [1] });
  });

  it('a priority word said alone is the change ("make it important"); inside a title it is not', () => {
    expect(extractPriority('important').priority).toBe(2);
    expect(extractPriority('urgent').priority).toBe(1);
    expect(extractPriority('low').priority).toBe(4);
    expect(extractPriority('important meeting notes').priority).toBeNull();
  });

  it('"the essay deadline" names the essay', () => {
    expect(readTarget('the essay deadline')).toEqual({ kind: 'title', words: 'essay' });
  });

  it('"done w/ groceries" reads "with"; a title keeps "w/" as typed', () => {
    expect(correctSpelling('done w/ groceries')).toBe('done with groceries');
    expect(correctSpelling('add grab coffee w/ jess thursday')).toBe('add grab coffee w/ jess thursday');
  });

  it('"studdy", "stdy" read as "study"; "sturdy" and "studs" stay as typed', () => {
    expect(correctSpelling('make a studdy plan for spanish')).toBe('make a study plan for spanish');
    expect(correctSpelling('stdy plan for bio, 3 days')).toBe('study plan for bio, 3 days');
    expect(correctSpelling('buy a sturdy desk lamp')).toBe('buy a sturdy desk lamp');
    expect(correctSpelling('add replace the studs')).toBe('add replace the studs');
  });

  it('a real word one letter from a keyword stays as typed: "sign lease" is not "sign please"', () => {
    expect(correctSpelling('add sign lease')).toBe('add sign lease');
    expect(correctSpelling('iron the pleats friday')).toBe('iron the pleats friday');
    expect(correctSpelling('add buy milk plese')).toBe('add buy milk please');
  });
});
