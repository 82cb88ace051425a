import { describe, expect, it } from 'vitest';
import { testRegistry } from '../helpers/registry';

type Listed = { data: { tasks: { title: string }[] } };

async function seeded() {
  const t = await testRegistry();
  for (const [title, description] of [
    ['Buy groceries', 'milk, eggs and "free-range" bread'],
    ['Essay draft', 'French Revolution: causes'],
    ['Grocery budget spreadsheet', ''],
    ['Email Dr Patel', 'ask about the essay extension'],
  ]) {
    await t.call('add_task', { title, description });
  }
  return t;
}

const titles = async (t: Awaited<ReturnType<typeof seeded>>, query: string, status = 'all') =>
  ((await t.call('list_tasks', { query, status })) as Listed).data.tasks.map((x) => x.title).sort();

describe('list_tasks search', () => {
  it('finds a case-insensitive substring of the title or the description', async () => {
    const t = await seeded();
    expect(await titles(t, 'GROCER')).toEqual(['Buy groceries', 'Grocery budget spreadsheet']);
    expect(await titles(t, 'essay')).toEqual(['Email Dr Patel', 'Essay draft']);
    expect(await titles(t, 'revolution: cau')).toEqual(['Essay draft']);
    expect(await titles(t, 'nothing like this')).toEqual([]);
  });

  it('takes quotes and search syntax as plain text, and short queries too', async () => {
    const t = await seeded();
    expect(await titles(t, '"free-range"')).toEqual(['Buy groceries']);
    expect(await titles(t, 'milk OR essay')).toEqual([]);
    expect(await titles(t, 'Dr')).toEqual(['Email Dr Patel', 'Essay draft']);
    expect(await titles(t, '%')).toEqual([]);
  });

  it('follows edits and deletes', async () => {
    const t = await seeded();
    await t.call('update_task', { task_id: 1, title: 'Buy vegetables' });
    expect(await titles(t, 'vegetab')).toEqual(['Buy vegetables']);
    expect(await titles(t, 'groceries')).toEqual([]);
    await t.call('delete_task', { task_id: 3 }, { confirmed: true });
    expect(await titles(t, 'grocery')).toEqual([]);
    await t.call('restore_deleted', { entity_type: 'task', id: 3 });
    expect(await titles(t, 'grocery')).toEqual(['Grocery budget spreadsheet']);
  });
});
