import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 12: the task classes behind the held-out sets' remaining task misses, in the lead's words,
 * tested with phrasings of our own (each failed before its change). The world: Mon 23 Nov 2026,
 * tasks Essay draft for history (due Tue 24, p2), Buy groceries, Read chapter 4 of the biology
 * textbook (due Wed 25), Email Professor Lee about the extension (due Mon 23, p1), Physics problem
 * set 3 (due Thu 26), Call mom, Submit lab report (done); plans Biology exam prep and Spanish vocab
 * sprint; biology and spanish cards.
 */

describe('T11: "next week" as a due date is the Monday of next week in every locale', () => {
  it.each(['en-US', 'en-GB'])('"the physics set can wait until next week" moves it to Mon 30 Nov (%s)', async (loc) => {
    const c = await heldoutChat(loc);
    expect(writes(await c.say('the physics set can wait until next week'))).toEqual([
      { name: 'update_task', input: { task_id: c.refs.physics, due_at: '2026-11-30' } },
    ]);
  });
});

const updated = (ref: string, change: Record<string, unknown>) => async (c: HeldoutChat, text: string) => {
  expect(writes(await c.say(text))).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], ...change } }]);
};

describe('T1: a move said around the task, not with a move verb', () => {
  it.each([
    ['call mom should be on sunday', '2026-11-29', 'mom'],
    ['call mom can be friday instead', '2026-11-27', 'mom'],
    ['the physics set could be on saturday instead', '2026-11-28', 'physics'],
    ['can the groceries be saturday instead?', '2026-11-28', 'groceries'],
    ["the bio reading's new due date is 2 dec", '2026-12-02', 'bio'],
    ['the TA extended the bio reading deadline to 3 dec', '2026-12-03', 'bio'],
    ['prof extended the physics deadline to dec 4', '2026-12-04', 'physics'],
  ])('%s → due %s', async (text, due, ref) => {
    await updated(ref, { due_at: due })(await heldoutChat(), text);
  });

  it('after a list of one task, "ugh can it be saturday instead" moves that task', async () => {
    const c = await heldoutChat();
    await c.say("what's due tomorrow?");
    await updated('essay', { due_at: '2026-11-28' })(c, 'ugh can it be saturday instead');
  });

  // Guards (they passed before too): the new readings must not take these.
  it.each([
    ['add read why nations fail should be fun', 'Read why nations fail should be fun'],
    ['add finish why nations can be fun', 'Finish why nations can be fun'],
  ])('a title that merely contains "should"/"can" stays an add: %s', async (text, title) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'add_task', input: { title } }]);
  });
});

describe('T1–T3, T7: the same words asked back as a question change nothing', () => {
  it.each(['the essay should be on friday?', 'no due date for call mom?', "call mom doesn't need a due date?"])(
    '%s writes nothing',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly)).toEqual([]);
    },
  );

  it('"X should be a monthly thing?" is still that repeat, never a new task', async () => {
    await updated('mom', { recurrence: 'FREQ=MONTHLY' })(await heldoutChat(), 'call mom should be a monthly thing?');
  });
});

describe('T2: a priority moved with a verb of direction', () => {
  it.each([
    ['drop the groceries to p3', 3, 'groceries'],
    ['lower call mom to p4', 4, 'mom'],
    ['lower the priority of call mom to p3', 3, 'mom'],
    ['knock the bio reading down to low priority', 4, 'bio'],
    ["raise the essay's priority to p1", 1, 'essay'],
  ])('%s → p%s', async (text, priority, ref) => {
    await updated(ref, { priority })(await heldoutChat(), text);
  });

  it('"drop … to pN" never asks to delete', async () => {
    const c = await heldoutChat();
    const r = await c.say('drop the essay draft to p4');
    expect(r.status).not.toBe('confirmation_required');
    expect(r.tool_calls.map((t) => t.name)).not.toContain('delete_task');
  });
});

describe('T3: clearing a due date in other words', () => {
  it.each([
    ['take the due date off the physics set', 'physics'],
    ["call mom doesn't need a due date anymore", 'mom'],
    ['no deadline for the bio reading', 'bio'],
    ['the essay draft has no deadline now', 'essay'],
  ])('%s → no due date', async (text, ref) => {
    await updated(ref, { due_at: null })(await heldoutChat(), text);
  });
});

describe('T7: repetition given to a task as a noun phrase', () => {
  it.each([
    ['make call mom a weekly thing on sundays', 'FREQ=WEEKLY;BYDAY=SU', 'mom'],
    ['turn buy groceries into a daily thing', 'FREQ=DAILY', 'groceries'],
    ['call mom should be a monthly thing', 'FREQ=MONTHLY', 'mom'],
  ])('%s → %s, never a new task', async (text, recurrence, ref) => {
    await updated(ref, { recurrence })(await heldoutChat(), text);
  });

  it('"weekly on <days>" keeps its days in the one repeat parser', async () => {
    await updated('groceries', { recurrence: 'FREQ=WEEKLY;BYDAY=SA' })(
      await heldoutChat(),
      'make buy groceries repeat weekly on saturdays',
    );
  });

  // A guard (it passed before too).
  it('a "weekly thing" that is no repeat the parser reads adds nothing', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('make the essay a weekly thing with my tutor'))).toEqual([]);
  });
});

describe('T8: asking whether a task was deleted is a read', () => {
  it.each([
    ['did i delete the chem task?', /not on your list/i],
    ['have i removed call mom?', /^No — “Call mom” is still on your list/],
    ['did i get rid of the physics problem set already', /still on your list/],
  ])('%s lists and writes nothing', async (text, said) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([]);
    expect(r.status).toBe('success');
    expect(r.tool_calls.map((t) => t.name)).toContain('list_tasks');
    expect(r.response).toMatch(said);
  });
});

describe('T4: reopen said as a status', () => {
  it.each([
    ['set submit lab report back to not completed'],
    ['mark the lab report as not complete'],
    ['set the lab report back to uncompleted'],
    ['set the lab report to not done yet'],
  ])('%s reopens it', async (text) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'reopen_task', input: { task_id: c.refs.lab } }]);
  });
});

describe('T5: an add with no verb, a relative date and a trailing priority', () => {
  it.each([
    ['stats homework due in 3 days, p1', 'Stats homework', '2026-11-26', 1],
    ['progress report due tomorrow p2', 'Progress report', '2026-11-24', 2],
    ['stats worksheet due in 2 weeks, high priority', 'Stats worksheet', '2026-12-07', 2],
  ])('%s → %s, due %s, p%s', async (text, title, due, priority) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'add_task', input: { title, due_at: due, priority } }]);
  });

  // A guard (it passed before too): a noun of Quire's own alone is no title.
  it('"stats due friday p1" adds nothing', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('stats due friday p1'))).toEqual([]);
  });
});

describe('T6: done told after the event, and "it" after a question about one task', () => {
  it.each([['picked up the groceries, done', 'groceries']])('%s completes the task it names', async (text, ref) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  it.each([
    ['have i finished the essay draft?', 'ok mark it done then', 'essay'],
    ['is call mom done?', 'then tick it off', 'mom'],
    ['did i email professor lee?', 'ok cross it off then', 'email'],
  ])('%s → %s completes that task', async (question, then, ref) => {
    const c = await heldoutChat();
    expect(writes(await c.say(question))).toEqual([]);
    expect(writes(await c.say(then))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });
});

describe('T9: the kind picked after an ambiguous delete goes on to its confirmation', () => {
  it('"scrap the bio thing" → "the task" → asks to delete that task, "yes" deletes it', async () => {
    const c = await heldoutChat();
    expect((await c.say('scrap the bio thing')).status).toBe('clarification_needed');
    const picked = await c.say('the task');
    expect(picked.status).toBe('confirmation_required');
    expect(picked.confirmation?.tool).toBe('delete_task');
    expect(writes(await c.say('yes'))).toEqual([{ name: 'delete_task', input: { task_id: c.refs.bio } }]);
  });

  it('"the cards" asks to delete those cards', async () => {
    const c = await heldoutChat();
    await c.say('get rid of the bio thing');
    const picked = await c.say('the cards');
    expect(picked.confirmation?.tool).toBe('delete_flashcard');
  });
});

describe('T10: a new request inside a choice', () => {
  it.each([
    ['3 hours of piano practice friday, add it', '3 hours of piano practice', '2026-11-27'],
    ['2 chapters of chem reading tomorrow, can you add that', '2 chapters of chem reading', '2026-11-24'],
  ])('"complete a task" → %s adds it', async (text, title, due) => {
    const c = await heldoutChat();
    expect((await c.say('complete a task')).status).toBe('clarification_needed');
    expect(writes(await c.say(text))).toEqual([{ name: 'add_task', input: { title, due_at: due } }]);
  });
});
