import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDue } from '../../../src-main/core/tools/dueDates';
import { parseTaskText as parseQuickAdd } from '../../../src-shared/text/task';

// Saturday 21 Nov 2026, 09:00 on the machine's clock; expectations are built in local time too,
// so the tests mean the same thing in every time zone.
const NOW = new Date(2026, 10, 21, 9, 0);
const at = (d: number, h: number, month = 10) => new Date(2026, month, d, h, 0).toISOString();

describe('parseQuickAdd', () => {
  it.each([
    ['essay draft fri p1', 'essay draft', '2026-11-27', 1],
    ['fri essay draft', 'essay draft', '2026-11-27', null],
    ['p1 physics problem set tmrw', 'physics problem set', '2026-11-22', 1],
    ['read chapter 3 tomorrow', 'read chapter 3', '2026-11-22', null],
    ['revise ch 4 by next monday', 'revise ch 4', '2026-11-23', null],
    ['essay due dec 3', 'essay', '2026-12-03', null],
    ['submit on dec 1 p3', 'submit', '2026-12-01', 3],
    ['lab report in 2 days !2', 'lab report', '2026-11-23', 2],
    // chrono alone would read "3 mon" as three months and "12 dec" as the date.
    ['reread act 3 mon', 'reread act 3', '2026-11-23', null],
    ['chapter 12 dec 4 p2', 'chapter 12', '2026-12-04', 2],
  ])('%s → title %s, due %s, priority %s', (input, title, due, priority) => {
    const r = parseQuickAdd(input, NOW);
    expect(r).toMatchObject({ title, due: { value: due, hasTime: false }, priority });
  });

  it('keeps a time as an instant, and reads a bare small hour as the afternoon of the next such time', () => {
    expect(parseQuickAdd('essay draft friday 5pm p2', NOW).due).toMatchObject({ value: at(27, 17), hasTime: true });
    // 09:00 now: "at 5" is today at 17:00, not tomorrow at 05:00.
    expect(parseQuickAdd('call mum at 5', NOW)).toMatchObject({ title: 'call mum', due: { value: at(21, 17) } });
  });

  it('leaves words that only look like dates in the title', () => {
    for (const text of ['march essay', 'read 3 chapters', 'week 3 reading', 'buy milk', 'mp3 player p10']) {
      expect(parseQuickAdd(text, NOW)).toMatchObject({ title: text, due: null, priority: null });
    }
  });

  it('marks what it understood, at the offsets where it was typed, for the preview', () => {
    const input = 'essay draft fri p1';
    const { tokens } = parseQuickAdd(input, NOW);
    expect(tokens.map((t) => [t.kind, t.text])).toEqual([
      ['date', 'fri'],
      ['priority', 'p1'],
    ]);
    for (const t of tokens) expect(input.slice(t.start, t.end)).toBe(t.text);
  });

  it('keeps the words as the title when nothing but a date and priority was typed', () => {
    expect(parseQuickAdd('tomorrow p1', NOW)).toEqual({
      title: 'tomorrow p1',
      due: null,
      priority: null,
      recurrence: null,
      topic: null,
      tokens: [],
    });
  });

  it('lets the last priority win, as when someone corrects themselves', () => {
    expect(parseQuickAdd('essay p2 p1', NOW)).toMatchObject({ title: 'essay', priority: 1 });
  });
});

describe('parseQuickAdd properties', () => {
  const words = fc.array(
    fc.oneof(
      fc.constantFrom(
        'essay',
        'draft',
        'fri',
        'friday',
        'tomorrow',
        'p1',
        'p4',
        '!3',
        'at',
        '5',
        'due',
        'by',
        'dec',
        '3',
        'in',
        '2',
        'days',
        'next',
        'week',
        'noon',
        '5pm',
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 10 },
  );
  const text = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    words.map((w) => w.join(' ')),
  );
  const clock = fc.date({ min: new Date('1990-01-01'), max: new Date('2900-01-01'), noInvalidDate: true });

  it('never throws, and its tokens point at what was typed', () => {
    fc.assert(
      fc.property(text, clock, (input, now) => {
        const r = parseQuickAdd(input, now);
        for (const t of r.tokens) expect(input.slice(t.start, t.end)).toBe(t.text);
        expect(r.priority === null || [1, 2, 3, 4].includes(r.priority)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('never gives an empty title when the input has a word, and never a title with edge spaces', () => {
    fc.assert(
      fc.property(text, clock, (input, now) => {
        const { title } = parseQuickAdd(input, now);
        if (/[\p{L}\p{N}]/u.test(input)) expect(title.length).toBeGreaterThan(0);
        expect(title).toBe(title.trim());
      }),
      { numRuns: 400 },
    );
  });

  it('only ever proposes a due date add_task accepts', () => {
    fc.assert(
      fc.property(
        words.map((w) => w.join(' ')),
        clock,
        (input, now) => {
          const { due } = parseQuickAdd(input, now);
          if (due) expect(normalizeDue(due.value)).not.toBeNull();
        },
      ),
      { numRuns: 400 },
    );
  });
});
