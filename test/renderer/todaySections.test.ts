import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../src-shared/tasks';
import { describeDue, localDay } from '../../src-renderer/format';
import { taskSection } from '../../src-renderer/stores/today';

// Saturday 21 Nov 2026, 09:00 on the machine's clock.
const NOW = new Date(2026, 10, 21, 9, 0);
const due = (due_at: string | null) => ({ due_at }) as Task;
const instant = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m).toISOString();

describe('taskSection', () => {
  it.each([
    ['2026-11-20', 'overdue'],
    ['2026-11-21', 'today'],
    ['2026-11-22', 'week'],
    ['2026-11-28', 'week'],
    ['2026-11-29', null],
    [instant(21, 8, 59), 'overdue'],
    [instant(21, 9, 1), 'today'],
    [instant(28, 23, 59), 'week'],
    [instant(29, 0, 0), null],
  ])('%s is in %s', (at, section) => {
    expect(taskSection(due(at), NOW)).toBe(section);
  });

  it('leaves out a task with no due date', () => {
    expect(taskSection(due(null), NOW)).toBeNull();
  });

  // Today's own test of "overdue" must say what each row's due label says.
  it('puts a task in Overdue exactly when its due label says overdue, for days and instants', () => {
    const span = 40 * 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: -span, max: span }), fc.boolean(), (offset, dateOnly) => {
        const when = new Date(NOW.getTime() + offset);
        const at = dateOnly ? localDay(when) : when.toISOString();
        expect(taskSection(due(at), NOW) === 'overdue').toBe(describeDue(at, NOW).overdue);
      }),
      { numRuns: 500 },
    );
  });
});
