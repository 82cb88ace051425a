import { describe, expect, it } from 'vitest';
import type { Task } from '../../src-shared/tasks';
import { planLines } from '../../src-renderer/views/plans/PlanForms';
import { nextItemStatus } from '../../src-renderer/views/plans/itemStatus';
import { draftErrors, taskPatch, type TaskDraft } from '../../src-renderer/views/tasks/TaskEditor';
import { dueWords, readDueWords } from '../../src-renderer/components/EditorFields';

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

const draft = (over: Partial<TaskDraft> = {}): TaskDraft => ({
  title: 'Essay draft',
  description: '',
  due: { kind: 'same' },
  priority: 2,
  repeat: '',
  topic: '',
  ...over,
});
const locale = { dateOrder: 'day_first', weekStart: 1 } as const;

describe('task editor (taskPatch, draftErrors, due in words)', () => {
  it('sends only what changed, trimmed', () => {
    expect(taskPatch(task(), draft({ title: ' Essay draft ' }))).toEqual({});
    expect(taskPatch(task(), draft({ title: 'Essay final draft', priority: 1 }))).toEqual({
      title: 'Essay final draft',
      priority: 1,
    });
    expect(
      taskPatch(task(), draft({ description: ' **Outline** first ', topic: '#History', repeat: 'every monday' })),
    ).toEqual({ description: '**Outline** first', topic_name: 'History', recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
    expect(taskPatch(task({ topic: 'History', topic_id: 1 }), draft({ topic: 'history' }))).toEqual({});
    expect(taskPatch(task({ topic: 'History', topic_id: 1 }), draft({ topic: '' }))).toEqual({ topic_name: null });
  });

  it('reads the due field with the quick-add parser: words, a time, cleared, unchanged, unreadable', () => {
    expect(readDueWords('fri', '2026-11-27', NOW, locale, false)).toEqual({ kind: 'set', value: '2026-11-27' });
    const timed = readDueWords('tomorrow 5pm', '2026-11-27', NOW, locale, false);
    expect(timed).toEqual({ kind: 'set', value: new Date(2026, 10, 22, 17, 0).toISOString() });
    expect(readDueWords(' 2026-11-27 ', '2026-11-27', NOW, locale, false)).toEqual({ kind: 'same' });
    expect(readDueWords('', '2026-11-27', NOW, locale, false)).toEqual({ kind: 'clear' });
    expect(readDueWords('someday soon', '', NOW, locale, false)).toEqual({ kind: 'error' });
    expect(readDueWords('fri and more', '', NOW, locale, false)).toEqual({ kind: 'error' });
    expect(readDueWords('dec 3 5pm', '', NOW, locale, true)).toEqual({ kind: 'set', value: '2026-12-03' });
  });

  it('shows a stored due value as words that read back to it', () => {
    const due = new Date(2026, 10, 27, 17, 0).toISOString();
    expect(dueWords(due)).toBe('2026-11-27 17:00');
    expect(readDueWords('2026-11-28 17:00', dueWords(due), NOW, locale, false)).toEqual({
      kind: 'set',
      value: new Date(2026, 10, 28, 17, 0).toISOString(),
    });
    expect(taskPatch(task({ due_at: due }), draft({ due: { kind: 'clear' } }))).toEqual({ due_at: null });
  });

  it('names each field that cannot be saved', () => {
    expect(draftErrors(draft())).toEqual({});
    expect(
      Object.keys(
        draftErrors(
          draft({ title: ' ', due: { kind: 'error' }, repeat: 'now and then', description: 'x'.repeat(1001) }),
        ),
      ).sort(),
    ).toEqual(['description', 'due', 'repeat', 'title']);
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
