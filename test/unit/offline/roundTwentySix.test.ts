import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 26: adding tasks wrapped in courtesy, formal dates, worded priorities or a pointer at the
 * end (issue 11), with phrasings of our own (each failed before its change). The world is round
 * 18's (test/fixtures/heldout/world.json): Mon 23 Nov 2026 10:00; tasks Essay draft for history
 * (1), Buy groceries (2), Read chapter 4 of the biology textbook (3), Email Professor Lee about the
 * extension (4), Physics problem set 3 (5), Call mom (6).
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const nothingWritten = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);
const added = (input: Record<string, unknown>) => ({ name: 'add_task', input });

describe('A: a request wrapped in courtesy adds the task, never the wrapper', () => {
  it.each([
    ['would you be so good as to add a task to renew my library card', { title: 'Renew my library card' }],
    ['would you be kind enough to add water the ferns', { title: 'Water the ferns' }],
    [
      "I'd be ever so grateful if you could put collect the dry cleaning on my list",
      { title: 'Collect the dry cleaning' },
    ],
    [
      'I would be most obliged if you would add ring the bursar on thursday',
      { title: 'Ring the bursar', due_at: '2026-11-26' },
    ],
    ['I should like to add a task to book the optician', { title: 'Book the optician' }],
    ["I should like a reminder to post grandma's letter", { title: "Post grandma's letter" }],
    ['add a task, if you would: return the library books', { title: 'Return the library books' }],
    ["add, if you don't mind, sweep the balcony", { title: 'Sweep the balcony' }],
    ['might I ask you to add iron the shirts', { title: 'Iron the shirts' }],
    ['please set me a task to revise algebra', { title: 'Revise algebra' }],
    ['give me a reminder to feed the cat on saturday', { title: 'Feed the cat', due_at: '2026-11-28' }],
    ['kindly note down one task for me: pay the electricity bill', { title: 'Pay the electricity bill' }],
  ])('"%s" → %o', async (said, input) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([added(input)]);
  });

  it('"add, if you please: stamps, envelopes and tape" adds the three, no courtesy in a title', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('add, if you please: stamps, envelopes and tape'))).toEqual([
      added({ title: 'Stamps' }),
      added({ title: 'Envelopes' }),
      added({ title: 'Tape' }),
    ]);
  });

  // A wish with no task verb asks; a rename wrapped the same way is a rename, not an add.
  it.each(['I should like to practise my French', 'I should like to go for a walk', 'she said to add it as a task'])(
    '"%s" writes nothing',
    async (said) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(said))).toEqual([]);
    },
  );

  it('"I should like to rename the groceries task" asks for the new name', async () => {
    const c = await heldoutChat();
    const r = await c.say('I should like to rename the groceries task');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).toContain('What should “Buy groceries” be called?');
  });
});

describe('B: the content first, then a short instruction pointing back at it', () => {
  it.each([
    [
      'in a fortnight I must return the loan laptop, please add that as a task',
      { title: 'Return the loan laptop', due_at: '2026-12-07' },
    ],
    [
      'fencing every tue and thu, add it as a task',
      { title: 'Fencing', due_at: '2026-11-24', recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH' },
    ],
    [
      'every sunday I must ring grandpa, make it a repeating task',
      { title: 'Ring grandpa', due_at: '2026-11-29', recurrence: 'FREQ=WEEKLY;BYDAY=SU' },
    ],
    [
      'swimming every monday and wednesday, please add this as a recurring task',
      { title: 'Swimming', due_at: '2026-11-23', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE' },
    ],
    [
      'finish the lab write-up by dec 3 - kindly add this in my list',
      { title: 'Finish the lab write-up', due_at: '2026-12-03' },
    ],
    [
      'next monday itself I have to pay the hostel fee, add it p1',
      { title: 'Pay the hostel fee', due_at: '2026-11-30', priority: 1 },
    ],
    [
      'I have to pay the water bill by friday. Add it with priority two.',
      { title: 'Pay the water bill', due_at: '2026-11-27', priority: 2 },
    ],
    [
      'return the hired suit on thursday, add it as high priority',
      { title: 'Return the hired suit', due_at: '2026-11-26', priority: 2 },
    ],
    [
      'by Saturday the 28th I have to book the train tickets - add it as a task please',
      { title: 'Book the train tickets', due_at: '2026-11-28' },
    ],
    ['tomorrow itself I must collect the parcel, add it', { title: 'Collect the parcel', due_at: '2026-11-24' }],
  ])('"%s" → %o', async (said, input) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([added(input)]);
  });

  it.each([
    [
      'two jobs on friday: wash the car and post the parcel. Please add both.',
      '2026-11-27',
      ['Wash the car', 'Post the parcel'],
    ],
    [
      'two things for tomorrow: iron the shirt and polish the shoes, add them both',
      '2026-11-24',
      ['Iron the shirt', 'Polish the shoes'],
    ],
  ])('"%s" adds each item on %s, and no pointer as an item', async (said, day, titles) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual(titles.map((title) => added({ title, due_at: day })));
  });

  // "repeating" with no rule to repeat by, and a pointer with nothing before it, ask.
  it.each(['water the ferns, make it a repeating task', 'make it a repeating task', 'add it as a task please'])(
    '"%s" writes nothing',
    async (said) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(said))).toEqual([]);
    },
  );
});

describe('C: a day said formally or with "itself" is the due date, and none of it stays in the title', () => {
  it.each([
    ['add a task to visit grandma on Wednesday the 2nd of December', { title: 'Visit grandma', due_at: '2026-12-02' }],
    [
      'add hand in the dissertation chapter by Friday the 4th of December',
      { title: 'Hand in the dissertation chapter', due_at: '2026-12-04' },
    ],
    ['add submit the housing form by the end of today', { title: 'Submit the housing form', due_at: '2026-11-23' }],
    ['add pay the mess bill tomorrow itself', { title: 'Pay the mess bill', due_at: '2026-11-24' }],
    ['add call the plumber today itself', { title: 'Call the plumber', due_at: '2026-11-23' }],
    ['add pay rent friday itself', { title: 'Pay rent', due_at: '2026-11-27' }],
  ])('"%s" → %o', async (said, input) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([added(input)]);
  });

  // "itself" after no day is part of the title.
  it.each([
    ['add a task read about the cell itself', 'Read about the cell itself'],
    ['add sketch the heart itself', 'Sketch the heart itself'],
  ])('"%s" keeps "itself": %s', async (said, title) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([added({ title })]);
  });
});

describe('D: a priority said with a number word or as a level, for a new task or one that exists', () => {
  it.each([
    ['add a task to buy printer ink priority two', { title: 'Buy printer ink', priority: 2 }],
    ['add with priority three: clean the room', { title: 'Clean the room', priority: 3 }],
    ['add book flights at the highest priority', { title: 'Book flights', priority: 1 }],
    ['add renew the gym pass, priority one', { title: 'Renew the gym pass', priority: 1 }],
    ['add revise thermodynamics with a priority of four', { title: 'Revise thermodynamics', priority: 4 }],
  ])('"%s" → %o', async (said, input) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([added(input)]);
  });

  it.each([
    ['raise the essay to the highest priority', 1, 1],
    ['lower the email to Professor Lee to priority three', 4, 3],
    ['set the groceries to priority four', 2, 4],
    ['put the bio reading at the top priority', 3, 1],
    ['the essay is now priority two', 1, 2],
    ['make the physics problem set priority one', 5, 1],
  ])('"%s" → task %s at p%s', async (said, task, priority) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'update_task', input: { task_id: task, priority } }]);
  });

  it.each(['what priority is the essay', 'is the essay priority one?', 'add the following week to the planner, two'])(
    '"%s" changes no priority',
    async (said) => {
      const c = await heldoutChat();
      const r = await c.say(said);
      expect(r.tool_calls.filter((t) => t.name === 'update_task')).toEqual([]);
      expect(writes(r).some((w) => 'priority' in (w.input as object))).toBe(false);
    },
  );
});

describe('E: a list after a lead-in that says "these" or "the following"', () => {
  it.each([
    'add these pls\n- buy stamps\n- post the letter',
    'please add the following to my list:\n- buy stamps\n- post the letter',
    'add the following to my list please\n• buy stamps\n• post the letter',
    'add these to my list for me\n1. buy stamps\n2. post the letter',
    'add these please: buy stamps, post the letter',
  ])('%j adds the two items only', async (said) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([added({ title: 'Buy stamps' }), added({ title: 'Post the letter' })]);
  });

  it.each(['add the following', 'please add the following tasks', 'add these please'])(
    '"%s" with no list asks',
    async (said) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(said))).toEqual([]);
    },
  );
});
