import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepShown, markStep, NO_MARKS, toggleMark } from '../../src-renderer/views/flashcards/marks';

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 40 });

describe('card browser marks', () => {
  it('Space twice on a card leaves the marks as they were', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 500 }), (list, id) => {
        const marks = new Set(list.slice(0, 5));
        expect([...toggleMark(toggleMark(marks, id), id)].sort()).toEqual([...marks].sort());
      }),
    );
  });

  it('Shift+↑/↓ marks the row it leaves and the row it reaches, and unmarks nothing', () => {
    fc.assert(
      fc.property(ids, fc.nat(), fc.nat(), (list, a, b) => {
        const from = a % list.length;
        const to = b % list.length;
        const before = new Set(list.filter((_, i) => i % 3 === 0));
        const after = markStep(before, list, from, to);
        for (const id of before) expect(after.has(id)).toBe(true);
        expect(after.has(list[from]!)).toBe(true);
        expect(after.has(list[to]!)).toBe(true);
        expect(after.size).toBeLessThanOrEqual(before.size + 2);
      }),
    );
  });

  it('keeps only marks on cards still shown', () => {
    fc.assert(
      fc.property(ids, ids, (marked, shown) => {
        const kept = keepShown(new Set(marked), shown);
        for (const id of kept) expect(shown).toContain(id);
        for (const id of marked) if (shown.includes(id)) expect(kept.has(id)).toBe(true);
      }),
    );
    expect(keepShown(NO_MARKS, [1, 2])).toBe(NO_MARKS);
  });
});
