import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('Today’s task sections', () => {
  it('draws a screenful at once and every row once the deferred pass has run, counted from the start', async () => {
    const rows: TodayRow[] = Array.from({ length: 90 }, (_, i) => ({
      key: `t${i + 1}`,
      kind: 'task' as const,
      task: task(i + 1),
    }));
    render(
      <TasksPanel rows={rows} loaded selectedKey={undefined} onSelect={() => {}} now={now} onComplete={() => {}} />,
    );
    const today = screen.getByTestId('today-today');
    expect(today.querySelector('.section-title__count')?.textContent).toBe('90');
    // The last of the 90 arrives with the deferred pass; none is left out.
    expect(await screen.findByRole('checkbox', { name: 'Task 90' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(90);
  });
});
