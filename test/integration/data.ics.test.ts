import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ical from 'node-ical';
import { createCore } from '../../src-main/core/app';
import { cli } from '../helpers/cli';
import { tempDir } from '../helpers/db';
import { tool } from '../helpers/dataSeed';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

type Todo = {
  type: string;
  uid: string;
  summary: string;
  due: Date & { dateOnly?: boolean };
  status?: string;
  priority?: string;
  categories?: string[];
  rrule?: { toString(): string };
  description?: string;
};

describe('iCalendar export', () => {
  it('writes dated tasks and plan steps as VTODOs that a third-party parser reads back, with RRULE for repeating tasks', async () => {
    const dbFile = path.join(tmp.dir, 'q.db');
    const core = await createCore({ dbPath: dbFile, appVersion: 'test' });
    const essay = (
      await tool(core, 'add_task', {
        title: 'Essay, part 1; draft',
        description: 'Intro\nand outline',
        due_at: '2026-12-02',
        priority: 1,
      })
    ).task as { task_id: number };
    await tool(core, 'add_task', { title: 'Call tutor', due_at: '2026-12-03T15:30:00.000Z' });
    await tool(core, 'add_task', { title: 'Someday, no date' });
    const gone = (await tool(core, 'add_task', { title: 'Deleted', due_at: '2026-12-04' })).task as { task_id: number };
    await tool(core, 'delete_task', { task_id: gone.task_id });
    await tool(core, 'add_task', { title: 'Weekly review', due_at: '2026-12-07', recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
    await tool(core, 'complete_task', { task_id: essay.task_id });
    await tool(core, 'write_plan', {
      title: 'Biology',
      items: [{ title: 'Cells', due_date: '2026-12-10', notes: 'ch. 2' }, { title: 'No date' }],
    });
    core.close();

    const out = path.join(tmp.dir, 'quire.ics');
    const r = await cli(['--db', dbFile, 'export', '--format', 'ics', '--out', out, '--quiet']);
    expect(r.code, r.stdout).toBe(0);
    expect(JSON.parse(r.stdout).data.counts).toEqual({ tasks: 3, plan_steps: 1 });
    const text = fs.readFileSync(out, 'utf8');
    expect(text).toContain('\r\n'); // RFC 5545 line endings

    const parsed = Object.values(ical.sync.parseICS(text)).filter(
      (c) => (c as { type?: string }).type === 'VTODO',
    ) as unknown as Todo[];
    const byTitle = Object.fromEntries(parsed.map((t) => [t.summary, t]));
    expect(Object.keys(byTitle).sort()).toEqual(['Call tutor', 'Cells', 'Essay, part 1; draft', 'Weekly review']);
    const essayTodo = byTitle['Essay, part 1; draft']!;
    expect(essayTodo.status).toBe('COMPLETED');
    expect(String(essayTodo.priority)).toBe('1');
    expect(essayTodo.description).toBe('Intro\nand outline');
    expect(essayTodo.due.dateOnly).toBe(true);
    expect(essayTodo.due.getFullYear() * 10000 + (essayTodo.due.getMonth() + 1) * 100 + essayTodo.due.getDate()).toBe(
      20261202,
    );
    expect(byTitle['Call tutor']!.due.toISOString()).toBe('2026-12-03T15:30:00.000Z');
    expect(byTitle['Call tutor']!.status).toBe('NEEDS-ACTION');
    expect(byTitle['Weekly review']!.rrule?.toString()).toMatch(/FREQ=WEEKLY;BYDAY=MO/);
    expect(byTitle['Cells']!.categories).toEqual(['Biology']);
    expect(byTitle['Cells']!.description).toBe('ch. 2');
  });
});
