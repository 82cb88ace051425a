import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '../../src-shared/tasks';
import { localDay } from '../../src-renderer/format';
import { TasksPanel, type TodayRow } from '../../src-renderer/views/today/TodayPanels';

const now = new Date(2026, 10, 25, 10, 0);

function task(id: number): Task {
  return {
    task_id: id,
    title: `Task ${id}`,
    description: '',
    status: 'pending',
    due_at: localDay(now),
    priority: 2,
    created_at: now.toISOString(),
    completed_at: null,
    topic: null,
    recurrence: null,
  } as Task;
}

const panel = (rows: TodayRow[]) => ({
  rows,
  loaded: true,
  selectedKey: undefined,
  onSelect: () => {},
  now,
  onComplete: () => {},
});
const rowsOf = (n: number): TodayRow[] =>
  Array.from({ length: n }, (_, i) => ({ key: `t${i + 1}`, kind: 'task' as const, task: task(i + 1) }));

afterEach(cleanup);

describe('Today’s task sections', () => {
  it('draws a screenful at once and every row once the deferred pass has run, counted from the start', async () => {
    const rows = rowsOf(90);
    render(<TasksPanel {...panel(rows)} counts={{ overdue: 0, today: 90, week: 0 }} />);
    const today = screen.getByTestId('today-today');
    expect(today.querySelector('.section-title__count')?.textContent).toBe('90');
    // The last of the 90 arrives with the deferred pass; none is left out.
    expect(await screen.findByRole('checkbox', { name: 'Task 90' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(90);
  });

  it('counts what main counted, not the rows drawn, and says how many more are in Tasks', () => {
    // Today lists 200 tasks at most; main counted 1,430 due today.
    render(<TasksPanel {...panel(rowsOf(200))} counts={{ overdue: 0, today: 1430, week: 0 }} />);
    const today = screen.getByTestId('today-today');
    expect(today.querySelector('.section-title__count')?.textContent).toBe('1,430');
    expect(screen.getByTestId('today-today-more').textContent).toMatch(/^1,230 more in Tasks/);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Tasks1,430');
  });
});
