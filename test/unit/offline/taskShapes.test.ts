import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// Task requests in shapes the tuning corpora showed were missed: the priority or tag said first,
// "…, can you add it", "anything urgent…", a follow-up starting with "and", "nope, changed my mind"
// as a no, and "then" after a name.
const writes = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => !/^(?:list_|get_due)/.test(t.name)).map((t) => [t.name, t.input]);

async function dialogue(...turns: string[]) {
  const c = await heldoutChat();
  let last = await c.say(turns[0]!);
  for (const t of turns.slice(1)) last = await c.say(t);
  return { c, last };
}

describe('task requests in other shapes', () => {
  it.each([
    ['p1 email landlord about the heating', { title: 'Email landlord about the heating', priority: 1 }],
    ['#biology add label the heart diagram', { title: 'Label the heart diagram', topic_name: 'biology' }],
    [
      '#chem p2: finish the titration write-up',
      { title: 'Finish the titration write-up', priority: 2, topic_name: 'chem' },
    ],
    [
      'i have to hand in the stats homework in 3 days, can you add it',
      { title: 'Hand in the stats homework', due_at: '2026-11-26' },
    ],
    [
      'gotta return the library books by friday, can u add that',
      { title: 'Return the library books', due_at: '2026-11-27' },
    ],
  ])('%s → one task', async (text, input) => {
    const { last } = await dialogue(text);
    expect(writes(last)).toEqual([['add_task', input]]);
  });

  it.each([
    'anything urgent i need to deal with?',
    'anything urgent i should be doing rn',
    'is there anything important left',
  ])('%s → the list, most urgent first', async (text) => {
    const { last } = await dialogue(text);
    expect(writes(last)).toEqual([]);
    expect(last.response).toMatch(/^Most urgent: “Email Professor Lee about the extension”/);
  });

  it('"and move it to thursday" follows up on the task just changed', async () => {
    const { last } = await dialogue(
      'add finish chem lab writeup friday',
      'actually make that urgent',
      'and move it to thursday',
    );
    expect(writes(last)).toEqual([['update_task', { task_id: 8, due_at: '2026-11-26' }]]);
  });

  it('"nope, changed my mind" declines; "just delete groceries then" names the groceries', async () => {
    const c = await heldoutChat();
    await c.say('clear all my tasks');
    const no = await c.say('nope, changed my mind');
    expect(no.response).toMatch(/left it as it was/);
    expect(c.registry).toBeDefined();
    const r = await c.say('just delete groceries then');
    expect(r.status).toBe('confirmation_required');
    expect(r.confirmation?.input).toEqual({ task_id: c.refs.groceries });
  });

  it('a tag or priority alone, or before a list or a question, is not a task', async () => {
    for (const text of ['p2', '#biology', '#biology tasks', "#biology what's due"]) {
      const { last } = await dialogue(text);
      expect(writes(last)).toEqual([]);
    }
  });
});

describe('a bulk delete that takes the finished tasks too', () => {
  it.each([
    'delete all tasks including the finished ones',
    'clear out all my tasks, the finished ones too',
    'wipe every task, done or not',
  ])('%s → asks about all 7, pending and done', async (text) => {
    const { last } = await dialogue(text);
    expect(last.status).toBe('confirmation_required');
    expect(last.response).toMatch(/\b7 tasks\b/);
  });

  it('"delete all my finished tasks" still asks about the finished one only', async () => {
    const { last } = await dialogue('delete all my finished tasks');
    expect(last.response).toMatch(/\bthe 1 task\b.*Submit lab report/);
  });
});

describe('notes asked for by name are searched, not the task list', () => {
  it.each([
    ['find the part of my notes about the treaty of versailles', 'the treaty of versailles'],
    ['pull up my notes on the cold war', 'the cold war'],
    ['show me the section of my slides covering mitosis', 'mitosis'],
  ])('%s → search_materials for %s', async (text, query) => {
    const { last } = await dialogue(text);
    expect(last.tool_calls.filter((t) => t.name === 'search_materials').map((t) => t.input)).toEqual([
      { query, limit: 5 },
    ]);
    expect(last.tool_calls.map((t) => t.name)).not.toContain('list_tasks');
  });

  it('"list my study materials" lists the materials', async () => {
    const { last } = await dialogue('list my study materials');
    expect(last.tool_calls.map((t) => t.name)).toEqual(['list_materials']);
  });
});
