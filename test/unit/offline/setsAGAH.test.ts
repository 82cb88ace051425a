import { describe, expect, it } from 'vitest';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * Classes of sets AG's and AH's first-run wrong writes, fixed where the language is read; each in
 * words other than the sets'.
 */
const titles = (r: Parameters<typeof writes>[0]) => writes(r).map((w) => (w.input as { title?: string }).title);

describe('dictated: the level said without a comma', () => {
  it('"add book the boiler service friday its important" is due Friday, p2, titled without either', async () => {
    const c = await heldoutChat();
    const r = await c.say('add book the boiler service friday its important');
    expect(writes(r)).toEqual([
      { name: 'add_task', input: { title: 'Book the boiler service', due_at: '2026-11-27', priority: 2 } },
    ]);
  });
});

describe('a monthly day said as a word', () => {
  it('"add water the cactus on the fifteenth of every month" repeats on the 15th', async () => {
    const c = await heldoutChat();
    const r = await c.say('add water the cactus on the fifteenth of every month');
    expect(writes(r)).toEqual([
      {
        name: 'add_task',
        input: expect.objectContaining({ title: 'Water the cactus', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=15' }),
      },
    ]);
  });
});

describe('"a repeating task for X"', () => {
  it('"add a recurring task for bin day every thursday" is titled "Bin day"', async () => {
    const c = await heldoutChat();
    const r = await c.say('add a recurring task for bin day every thursday');
    expect(titles(r)).toEqual(['Bin day']);
  });
});

describe('"a step for X"', () => {
  it('"add a step for past exams" to the plan in hand is titled "Past exams"', async () => {
    const c = await heldoutChat();
    await c.say('create a plan called physics revision');
    const r = await c.say('add a step for past exams');
    expect(titles(r)).toEqual(['Past exams']);
  });
});

describe('a duration is not a due time', () => {
  it('"add stretch 15 mins every morning" has no due time today at 10:15', async () => {
    const c = await heldoutChat();
    const r = await c.say('add stretch 15 mins every morning');
    const w = writes(r);
    expect(w.map((x) => x.name)).toEqual(['add_task']);
    expect((w[0]!.input as { due_at?: string }).due_at ?? '').not.toMatch(/T/);
  });

  it('"remind me in 20 mins to take the washing out" is still due in 20 minutes', async () => {
    const c = await heldoutChat();
    const r = await c.say('remind me in 20 mins to take the washing out');
    expect((writes(r)[0]!.input as { due_at: string }).due_at).toMatch(/T10:20/);
  });
});

describe('a reason, then "so" and the news of a new day', () => {
  it('"my lecturer agreed so the physics problem set is now due dec 1" moves it', async () => {
    const c = await heldoutChat();
    const r = await c.say('my lecturer agreed so the physics problem set is now due dec 1');
    expect(writes(r)).toEqual([{ name: 'update_task', input: { task_id: c.refs.physics, due_at: '2026-12-01' } }]);
  });
});
