import { describe, expect, it } from 'vitest';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * The lead's fixes of the eighth session, by class (what the README listed as still open, and
 * what the first blind sets of the session showed), each in words of its own. The world is Monday
 * 23 Nov 2026 (test/fixtures/heldout/world.json).
 */

describe('"put" with a particle is the task\'s own verb', () => {
  it.each([
    ['put the recycling out on thursday', 'Put the recycling out', '2026-11-26'],
    ['put up the shelves tomorrow', 'Put up the shelves', '2026-11-24'],
    ['put the camping gear away on saturday', 'Put the camping gear away', '2026-11-28'],
  ])('"%s" adds "%s"', async (said, title, due) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'add_task', input: { title, due_at: due } }]);
  });

  it('"put renew my railcard on my list" still adds "Renew my railcard"', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('put renew my railcard on my list'))).toEqual([
      { name: 'add_task', input: { title: 'Renew my railcard' } },
    ]);
  });
});

describe('a single task moved to the weekday it is today goes to next week', () => {
  it('"move the physics set to monday", said on a Monday, is due Monday 30 Nov', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('move the physics set to monday'))).toEqual([
      { name: 'update_task', input: { task_id: 5, due_at: '2026-11-30' } },
    ]);
  });

  it('"move the physics set to today" is today, and "add yoga monday" on a Monday is today', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('move the physics set to today'))).toEqual([
      { name: 'update_task', input: { task_id: 5, due_at: '2026-11-23' } },
    ]);
    expect(writes(await c.say('add yoga monday'))).toEqual([
      { name: 'add_task', input: { title: 'Yoga', due_at: '2026-11-23' } },
    ]);
  });
});

describe('an exam said without its subject asks which subject', () => {
  it.each(['the final is on dec 3', 'my midterm is on the 9th', 'the exam is friday'])(
    '"%s" writes nothing and asks',
    async (said) => {
      const c = await heldoutChat();
      const r = await c.say(said);
      expect(writes(r)).toEqual([]);
      // It asks for the subject; it used to offer a new topic called "The".
      expect(r.response).toMatch(/which subject/i);
    },
  );
});

describe('dictated requests end to end', () => {
  it('"add ring the bank at three thirty pm tomorrow": the hour said in words leaves the title', async () => {
    const c = await heldoutChat();
    const [w] = writes(await c.say('add ring the bank at three thirty pm tomorrow'));
    expect(w).toMatchObject({ name: 'add_task', input: { title: 'Ring the bank' } });
    const due = new Date((w!.input as { due_at: string }).due_at);
    expect([due.getDate(), due.getHours(), due.getMinutes()]).toEqual([24, 15, 30]);
  });

  it('"make a plan called moving out with three steps pack clean and hand keys back"', async () => {
    const c = await heldoutChat();
    const [w2] = writes(await c.say('make a plan called moving out with three steps pack clean and hand keys back'));
    expect(w2).toEqual({
      name: 'write_plan',
      input: { title: 'Moving out', items: [{ title: 'Pack' }, { title: 'Clean' }, { title: 'Hand keys back' }] },
    });
  });
});

describe('an add and a change to a task that exists, in one message', () => {
  it.each([
    ['add renew my railcard and move the essay to friday', { task_id: 1, due_at: '2026-11-27' }],
    ['add renew my railcard. push the physics set to saturday.', { task_id: 5, due_at: '2026-11-28' }],
    // A joining word before the second request (it added "Renew my railcard. also move the essay to").
    ['add renew my railcard. also move the essay to friday', { task_id: 1, due_at: '2026-11-27' }],
  ])('"%s": the task added, the other moved', async (said, moved) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([
      { name: 'add_task', input: { title: 'Renew my railcard' } },
      { name: 'update_task', input: moved },
    ]);
  });

  it('"add water the plants and then tick off the groceries" adds one and completes the other', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('add water the plants and then tick off the groceries'))).toEqual([
      { name: 'add_task', input: { title: 'Water the plants' } },
      { name: 'complete_task', input: { task_id: 2 } },
    ]);
  });

  it('a delete in second place still asks first, after the add', async () => {
    const c = await heldoutChat();
    const r = await c.say('add renew my railcard and delete the physics set');
    // The delete is offered (its call waits for a yes), never run.
    const ran = r.tool_calls.filter((t) => (t.result as { ok: boolean }).ok);
    expect(writes({ tool_calls: ran })).toEqual([{ name: 'add_task', input: { title: 'Renew my railcard' } }]);
    expect(r.status).toBe('confirmation_required');
    expect(r.confirmation?.tool).toBe('delete_task');
  });

  it.each([
    // Nothing called "stains" exists: one task, as said.
    ['add wash my coat and remove the stains', 'Wash my coat and remove the stains'],
    ['add buy paint and move the sofa', 'Buy paint and move the sofa'],
  ])('"%s" stays one task', async (said, title) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'add_task', input: { title } }]);
  });
});

describe('a plan said finished with "through the whole …" closes that plan', () => {
  // It read no plan name and closed the newest plan (Spanish vocab sprint) instead: a wrong write
  // set U's check (status only) could not see.
  it.each([
    ["i'm through the whole biology exam prep plan, mark the plan completed", 1],
    ['through the entire spanish vocab sprint, close it out', 2],
  ])('"%s" completes plan %s', async (said, plan) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([
      { name: 'update_plan_status', input: { plan_id: plan, status: 'completed' } },
    ]);
  });
});
