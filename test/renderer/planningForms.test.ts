import { describe, expect, it } from 'vitest';
import type { Task } from '../../src-shared/tasks';
import { planLines } from '../../src-renderer/views/plans/PlanForms';
import { nextItemStatus } from '../../src-renderer/views/plans/itemStatus';
import { taskPatch } from '../../src-renderer/views/tasks/TaskEditor';

const NOW = new Date(2026, 10, 21, 9, 0); // Saturday 21 Nov 2026, local time
const task = (over: Partial<Task> = {}): Task => ({
  task_id: 1,
  title: 'Essay draft',
  description: '',
  status: 'pending',
  due_at: '2026-11-27',
  priority: 2,
  created_at: '2026-11-20T09:00:00.000Z',
  completed_at: null,
  recurrence: null,
  topic_id: null,
  topic: null,
  ...over,
});

describe('inline task edit (taskPatch)', () => {
  it('sends only what changed, trimmed', () => {
    expect(taskPatch(task(), ' Essay draft ', '2026-11-27', 2)).toEqual({});
    expect(taskPatch(task(), 'Essay final draft', '2026-11-27', 1)).toEqual({
      title: 'Essay final draft',
      priority: 1,
    });
  });

  it('clears the due date when the field is emptied, and sets a new day as a date', () => {
    expect(taskPatch(task(), 'Essay draft', '', 2)).toEqual({ due_at: null });
    expect(taskPatch(task(), 'Essay draft', '2026-12-01', 2)).toEqual({ due_at: '2026-12-01' });
  });

  it('keeps a timed due date untouched when its day was left alone', () => {
    const timed = task({ due_at: new Date(2026, 10, 27, 17, 0).toISOString() });
    expect(taskPatch(timed, 'Essay draft', '2026-11-27', 2)).toEqual({});
    expect(taskPatch(timed, 'Essay draft', '2026-11-28', 2)).toEqual({ due_at: '2026-11-28' });
  });
});

describe('new plan steps, one per line (planLines)', () => {
  it('skips blank lines and reads a trailing date as the due day', () => {
    expect(planLines('Collect sources mon\n\n  Outline the argument  \nWrite the draft dec 4 5pm', NOW)).toEqual([
      { title: 'Collect sources', due_date: '2026-11-23' },
      { title: 'Outline the argument' },
      { title: 'Write the draft', due_date: '2026-12-04' },
    ]);
  });
});

describe('plan step status cycle', () => {
  it('walks to do → in progress → done → to do, and brings a skipped step back', () => {
    expect(['todo', 'in_progress', 'done', 'skipped'].map((s) => nextItemStatus(s as never))).toEqual([
      'in_progress',
      'done',
      'todo',
      'todo',
    ]);
  });
});
