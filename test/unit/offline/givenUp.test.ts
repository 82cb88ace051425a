import { describe, expect, it } from 'vitest';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * A task given up, said with "no need" or "don't have to … anymore": the delete is asked about
 * (as "i don't need X anymore" already was), and nothing is added. "no need to call mom anymore"
 * added a task "Call mom anymore": its "no" was read as a correction of the last answer.
 */
describe('a task given up', () => {
  it.each([
    ['no need to call mom anymore', 'mom'],
    ["there's no need to buy groceries after all", 'groceries'],
    ["i don't have to do the physics set anymore", 'physics'],
  ])('"%s" asks to delete it and adds nothing', async (text, ref) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    // The delete is only asked about: the call waits for a yes, and no task is added.
    expect(r.status).toBe('confirmation_required');
    expect(writes(r)).toEqual([{ name: 'delete_task', input: { task_id: c.refs[ref] } }]);
  });

  it('"i don\'t have to do the physics set till friday" gives nothing up', async () => {
    const c = await heldoutChat();
    const r = await c.say("i don't have to do the physics set till friday");
    expect(writes(r).map((w) => w.name)).not.toContain('delete_task');
    expect(writes(r).map((w) => w.name)).not.toContain('add_task');
  });

  it('"no, the second one" is still a correction', async () => {
    const c = await heldoutChat();
    await c.say('show my tasks');
    const r = await c.say('no, the second one');
    expect(writes(r).map((w) => w.name)).not.toContain('add_task');
  });
});

describe('a choice between two readings', () => {
  it('"cancel" with nothing to cancel offers "Delete a task", never a delete of “”', async () => {
    const c = await heldoutChat();
    const r = await c.say('cancel');
    expect(writes(r)).toEqual([]);
    for (const o of r.options ?? []) expect(o.label).not.toMatch(/“”|""/);
  });
});

describe('a list with its day said before the colon', () => {
  it.each([
    ['add these for tomorrow: water the plants, fix my bike', '2026-11-24'],
    ['add for friday: return the books and book the gym', '2026-11-27'],
  ])('"%s" gives every item that day', async (text, day) => {
    const c = await heldoutChat();
    const added = writes(await c.say(text));
    expect(added).toHaveLength(2);
    for (const w of added) expect(w).toMatchObject({ name: 'add_task', input: { due_at: day } });
  });

  it('"add for biology: read ch 2" is one task, not a list for a day', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('add for biology: read ch 2')).map((w) => w.name)).toEqual(['add_task']);
  });
});

describe('a plan asked for after the subject and the day', () => {
  it('"i need to be ready for physics by dec 9, make me a study plan" plans physics up to the 9th, adds no task', async () => {
    const c = await heldoutChat();
    const w = writes(await c.say('i need to be ready for physics by dec 9, make me a study plan'));
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ name: 'generate_study_plan', input: { deadline: '2026-12-09' } });
  });
});

describe('a card told side by side', () => {
  it.each([
    [
      "put 'osmosis' on the front and 'water moving across a membrane' on the back",
      'osmosis',
      'water moving across a membrane',
    ],
    ['write el perro on the front, the dog on the back', 'el perro', 'the dog'],
  ])('"%s" makes that card (it was read as "put X back", a reopen)', async (text, front, back) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'create_flashcard', input: { front, back } }]);
  });

  it('"put the lab report back on my list" still reopens it', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('put the lab report back on my list'))).toEqual([
      { name: 'reopen_task', input: { task_id: c.refs.lab } },
    ]);
  });
});
