import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../src-shared/settings';
import { addDays } from '../../src-shared/text/locale';
import { studyDays, weekdayOf } from '../../src-main/core/planning/studyDays';
import { studySessions, type StudySource } from '../../src-main/core/planning/studySessions';

const none = { unavailable_weekdays: [], unavailable_dates: [] };
const cells: StudySource = {
  goal: 'Cells',
  material: {
    title: 'Cell biology',
    sections: ['Membranes', 'Mitochondria', 'Ribosomes', 'Nucleus', 'Mitosis', 'Meiosis'].map((s) => ({
      section: `Cell biology > ${s}`,
      chars: 1000,
    })),
  },
  topic: { name: 'Biology', card_count: 12 },
};

/** The position in the notes of "Review first" and of "Read in", for one session. */
const order = (notes: string) => ({ review: notes.indexOf('Review first'), read: notes.indexOf('Read in') });

describe('study days', () => {
  it('names weekdays by the calendar, whatever the time zone', () => {
    expect(weekdayOf('2026-12-05')).toBe('saturday');
    expect(weekdayOf('2028-02-29')).toBe('tuesday');
  });

  it('skips unavailable weekdays and dates, keeping both ends inclusive', () => {
    const days = studyDays('2026-12-04', '2026-12-08', {
      unavailable_weekdays: ['saturday'],
      unavailable_dates: ['2026-12-07'],
    });
    expect(days).toEqual(['2026-12-04', '2026-12-06', '2026-12-08']);
    expect(studyDays('2026-12-04', '2026-12-03', none)).toEqual([]);
  });
});

describe('study sessions', () => {
  it('reads every section once, in order, and keeps the last day for a final review', () => {
    const days = studyDays('2026-12-01', '2026-12-07', none);
    const s = studySessions(days, cells);
    expect(s.map((x) => x.due_date)).toEqual(days);
    const read = s.flatMap((x) => [...x.notes.matchAll(/Read in "Cell biology": ([^\n]+)\./g)].map((m) => m[1]));
    expect(read.join('; ').split('; ')).toEqual(cells.material!.sections.map((x) => x.section));
    expect(s.at(-1)!.title).toBe('Day 7 — Revise Cell biology');
    expect(s.at(-1)!.notes).toMatch(/Quiz: take a 10-question quiz on Biology/);
  });

  it('puts the review of earlier sections before the new reading, and only of sections already read', () => {
    const s = studySessions(studyDays('2026-12-01', '2026-12-07', none), cells);
    expect(order(s[0]!.notes).review).toBe(-1);
    const readSoFar: string[] = [];
    for (const session of s.slice(0, -1)) {
      const { review, read } = order(session.notes);
      if (readSoFar.length > 0) {
        expect(review).toBeGreaterThanOrEqual(0);
        expect(review).toBeLessThan(read);
        const recalled = /recall (.+) from "Cell biology"/.exec(session.notes)![1]!.split('; ');
        for (const r of recalled) expect(readSoFar.map((x) => x.split(' > ').at(-1))).toContain(r);
      }
      readSoFar.push(...(/Read in "Cell biology": ([^\n]+)\./.exec(session.notes)?.[1]?.split('; ') ?? []));
    }
  });

  it('says what to do without a material: outline, one part a session after a recall, a final review', () => {
    const s = studySessions(['2026-12-01', '2026-12-02', '2026-12-03'], { goal: 'Essay', minutes_per_day: 30 });
    expect(s.map((x) => x.title)).toEqual([
      'Day 1 — Essay (session 1 of 3)',
      'Day 2 — Essay (session 2 of 3)',
      'Day 3 — Essay (session 3 of 3)',
    ]);
    expect(s[0]!.notes).toMatch(/^1\. Outline Essay/);
    expect(s[1]!.notes).toMatch(/^1\. Review first: write down from memory what you covered in session 1/);
    expect(s[2]!.notes).toMatch(/list what is still unclear/);
    for (const x of s) expect(x.notes).toMatch(/Time: about 30 minutes\./);
  });

  it('never writes an empty step, never passes the deadline, never lands on an unavailable day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.subarray([...WEEKDAYS], { maxLength: 6 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        (span, off, sections, withTopic) => {
          const start = '2026-11-30';
          const deadline = addDays(start, span);
          const days = studyDays(start, deadline, { unavailable_weekdays: off, unavailable_dates: [] });
          const src: StudySource = {
            goal: 'Exam',
            ...(sections > 0
              ? {
                  material: {
                    title: 'Book',
                    sections: Array.from({ length: sections }, (_, i) => ({ section: `Ch ${i}`, chars: 100 + i })),
                  },
                }
              : {}),
            ...(withTopic ? { topic: { name: 'Topic', card_count: 3 } } : {}),
          };
          const s = studySessions(days, src);
          expect(s).toHaveLength(days.length);
          for (const x of s) {
            expect(x.due_date >= start && x.due_date <= deadline).toBe(true);
            expect(off).not.toContain(weekdayOf(x.due_date));
            expect(x.notes.trim().length).toBeGreaterThan(20);
            expect(x.title.length).toBeLessThanOrEqual(200);
            const { review, read } = order(x.notes);
            if (review >= 0 && read >= 0) expect(review).toBeLessThan(read);
          }
        },
      ),
    );
  });
});
