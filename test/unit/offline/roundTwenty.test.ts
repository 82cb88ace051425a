import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 20: task classes, with phrasings of our own (each failed before its change). The world is
 * round 18's (test/fixtures/heldout/world.json): Mon 23 Nov 2026, tasks Essay draft for history,
 * Buy groceries, Read chapter 4 of the biology textbook, Email Professor Lee, Physics problem set
 * 3, Call mom, Submit lab report (done); plans Biology exam prep and Spanish vocab sprint.
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const nothingWritten = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);

describe('A1: a new due date and a priority for one task in one message: one update', () => {
  it.each([
    ['essay draft is now due dec 1 and make it p1', 'essay', '2026-12-01', 1],
    ['call mom is now due friday, and make it p2', 'mom', '2026-11-27', 2],
    ['the physics set is now due dec 3, set it to p1 too', 'physics', '2026-12-03', 1],
    ['email prof lee is now due thursday and make it p3', 'email', '2026-11-26', 3],
  ])('%s → %s due %s, p%s', async (text, ref, day, priority) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([
      { name: 'update_task', input: { task_id: c.refs[ref], due_at: day, priority } },
    ]);
  });

  // Guards: a task no one has is asked about, never added; a to-do with its own day and priority is still added.
  it('dentist is now due friday and make it p1: asked, nothing written', async () => {
    const c = await heldoutChat();
    const r = await c.say('dentist is now due friday and make it p1');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
  });

  it('renew passport friday p2 is still a new task', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('renew passport friday p2')).map((w) => w.name)).toEqual(['add_task']);
  });
});

describe('A2: a need with a day, said of a task by its name: a move of that task', () => {
  it.each([
    ['groceries needs doing on wednesday', 'groceries', '2026-11-25'],
    ['the essay needs finishing by dec 3', 'essay', '2026-12-03'],
    ['call mom needs doing by friday', 'mom', '2026-11-27'],
    ['physics set needs handing in on dec 2', 'physics', '2026-12-02'],
    ['the groceries need getting done by thursday', 'groceries', '2026-11-26'],
  ])('%s → %s due %s', async (text, ref, day) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], due_at: day } }]);
  });

  // Guards: no task of that name is asked about (never added); a question or a need with no day writes nothing.
  it.each([
    'dentist needs doing on wednesday',
    'laundry has to be done by thursday',
    'does the essay need finishing by dec 3?',
    'groceries needs doing',
  ])('%s: nothing written', async (text) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(text))).toEqual([]);
  });
});

describe('A3: an errand said by its outing is the one task of that errand', () => {
  it.each([
    'grocery run done',
    'just did the grocery shop, tick it',
    'the grocery trip is done',
    'finished the grocery shop',
  ])('%s → Buy groceries completed', async (text) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: c.refs.groceries } }]);
  });

  // Guards: an errand no task is of, or two tasks of it, is asked about.
  it('finished the laundry trip: nothing written', async () => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say('finished the laundry trip'))).toEqual([]);
  });

  it('two grocery tasks: "grocery run done" asks which, with both', async () => {
    const c = await heldoutChat();
    await c.say('add put the groceries away');
    const r = await c.say('grocery run done');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
    expect(r.response).toContain('Buy groceries');
    expect(r.response).toContain('Put the groceries away');
  });
});

describe('A4: a subject and a generic work noun name the one task of that subject', () => {
  it.each([
    ['finished my physics homework', 'physics'],
    ['bio coursework is done', 'bio'],
    ['mark the physics assignment done', 'physics'],
    ['completed my history homework', 'essay'],
  ])('%s → %s completed', async (text, ref) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  it('a task filed under the subject is found by its topic: "done with the chem assignment"', async () => {
    const c = await heldoutChat();
    const added = await c.say('add titration worksheet #chemistry');
    const id = (added.tool_calls.find((t) => t.name === 'add_task')!.result as { data: { task: { task_id: number } } })
      .data.task.task_id;
    expect(writes(await c.say('done with the chem assignment'))).toEqual([
      { name: 'complete_task', input: { task_id: id } },
    ]);
  });

  // Guards: no task of the subject, no subject, or two tasks of it: asked, nothing completed.
  it.each(['done with the chem assignment', 'finished my spanish homework', 'finished my homework'])(
    '%s: nothing written',
    async (text) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(text))).toEqual([]);
    },
  );

  it('two physics tasks: "finished my physics homework" asks which, with both', async () => {
    const c = await heldoutChat();
    await c.say('add physics lab writeup');
    const r = await c.say('finished my physics homework');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).toContain('Physics problem set 3');
    expect(r.response).toContain('Physics lab writeup');
  });
});

describe('A5: a task said as moved to a day, then "update it": a move of that task', () => {
  it.each([
    ['the essay got moved to friday, update it', 'essay', '2026-11-27'],
    ['the physics set got pushed back to dec 5, change it', 'physics', '2026-12-05'],
    ['call mom got moved to sunday so update it pls', 'mom', '2026-11-29'],
    ['the groceries were pushed to saturday, fix it', 'groceries', '2026-11-28'],
  ])('%s → %s due %s', async (text, ref, day) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], due_at: day } }]);
  });

  it('a quiz to sit, kept as a task, is moved, not quizzed: "they moved the stats quiz to dec 4"', async () => {
    const c = await heldoutChat();
    const added = await c.say('add stats quiz friday');
    const id = (added.tool_calls.find((t) => t.name === 'add_task')!.result as { data: { task: { task_id: number } } })
      .data.task.task_id;
    expect(writes(await c.say('they moved the stats quiz to dec 4'))).toEqual([
      { name: 'update_task', input: { task_id: id, due_at: '2026-12-04' } },
    ]);
  });

  it('an exam said so still goes to its exam date: "the biology midterm got moved to dec 16, update it"', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('the biology midterm got moved to dec 16, update it'))).toEqual([
      { name: 'set_exam_date', input: { topic_name: 'biology', exam_date: '2026-12-16' } },
    ]);
  });

  // Guards: no task of that name, no day, or a place that is no day: nothing written.
  it.each([
    'the dentist got moved to friday, update it',
    'the essay got moved, update it',
    'the essay got moved to the shared drive, update it',
  ])('%s: nothing written', async (text) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(text))).toEqual([]);
  });
});

describe('A6: a count of what was completed is a read of the completed tasks', () => {
  it.each([
    'how many things did i complete today',
    'how many tasks have i ticked off this week',
    'how many things did i get done today',
    'how many todos have i crossed off so far',
  ])('%s → the completed list, nothing written', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(nothingWritten(c, r)).toEqual([]);
    // When a task was done is no due date: the list is every completed task, not those due this week.
    expect(r.tool_calls.map((t) => [t.name, t.input])).toEqual([['list_tasks', { status: 'completed' }]]);
    expect(r.response).toContain('Submit lab report');
  });

  // Guard: a count of what is due is still the pending list.
  it('how many tasks are due this week lists pending tasks', async () => {
    const c = await heldoutChat();
    const r = await c.say('how many tasks are due this week');
    expect(r.tool_calls.map((t) => (t.input as { status: string }).status)).toEqual(['pending']);
  });
});
