import { describe, expect, it } from 'vitest';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * Requests said with talk around them (issue 11, round 6). The world: Mon 23 Nov 2026, tasks
 * Physics problem set 3, Buy groceries, Call mom, Submit lab report (done), plans Biology exam
 * prep and Spanish vocab sprint, topics Biology and Spanish.
 */

describe('filler words around a request are not part of a name', () => {
  it.each([
    ['alright the physics problem set is done at last', 'physics'],
    ['got the groceries at last lol', 'groceries'],
    ['so yeah call mom done lol', 'mom'],
  ])('%s → that task done', async (text, ref) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  it.each([
    ['ok now make me a 6 day spanish plan', { goal: 'Spanish', days: 6 }],
    ['alright so yeah, a 3 day plan for biology', { goal: 'Biology', days: 3 }],
  ])('%s → the plan, without the lead-in in its title', async (text, input) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r).map((w) => w.name)).toEqual(['generate_study_plan']);
    expect(writes(r)[0]!.input).toMatchObject(input);
  });
});

describe('a reopen said as a negated past', () => {
  it.each([
    'turns out i never actually handed in the lab report',
    "apparently i didn't submit the lab report after all",
    'looks like i never finished submit lab report',
  ])('%s → the lab report reopened', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'reopen_task', input: { task_id: c.refs.lab } }]);
  });
});

describe('a quiz asked for in the passive', () => {
  it.each([
    ['i really wanna be quizzed on spanish', 'spanish'],
    ['can i get tested on biology', 'biology'],
    ["i'd like to be drilled over spanish vocab", 'spanish'],
  ])('%s → a quiz on %s', async (text, topic) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r).find((w) => w.name === 'generate_quiz')?.input).toMatchObject({ topic_name: topic });
  });

  it('a reminder to be quizzed stays a task', async () => {
    const c = await heldoutChat();
    const r = await c.say('remind me to get quizzed on spanish friday');
    expect(writes(r).map((w) => w.name)).toEqual(['add_task']);
  });
});

describe('an empty plan asked for by name', () => {
  it.each([
    ['start an empty plan called Chem revision', 'Chem revision'],
    ['new blank plan Italian', 'Italian'],
    ['can you make me a blank study plan named Art history', 'Art history'],
  ])('%s → write_plan with no steps', async (text, title) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'write_plan', input: { title, items: [] } }]);
  });
});

describe('the first day said before a plan request', () => {
  it.each([
    ['starting wednesday give me a 4 day plan on biology', { start_date: '2026-11-25', days: 4, goal: 'Biology' }],
    ['from dec 1, plan 5 days of spanish', { start_date: '2026-12-01', days: 5, goal: 'Spanish' }],
  ])('%s → that start day', async (text, input) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r).map((w) => w.name)).toEqual(['generate_study_plan']);
    expect(writes(r)[0]!.input).toMatchObject(input);
  });
});

describe('a priority and a due day said of a task in one statement', () => {
  it.each([
    ['physics problem set 3 is now p3 & due wednesday', 'physics', { priority: 3, due_at: '2026-11-25' }],
    ['the essay should be p1, due dec 2', 'essay', { priority: 1, due_at: '2026-12-02' }],
  ])('%s → one update with both', async (text, ref, change) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], ...change } }]);
  });
});

describe('an exam date said with "note that"', () => {
  it.each([
    ['biology oral exam dec 16, could you note that down', 'biology', '2026-12-16'],
    ['remember that my spanish exam is dec 12', 'spanish', '2026-12-12'],
    ['note that the biology final is on the 14th of december', 'biology', '2026-12-14'],
  ])('%s → set_exam_date', async (text, topic, day) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'set_exam_date', input: { topic_name: topic, exam_date: day } }]);
  });
});

describe('the plan in hand, and its steps, after it was made or shown', () => {
  it.each(['add another step to it: reactions', 'add reactions to that plan'])(
    'a plan just made, then "%s" → a step in it',
    async (text) => {
      const c = await heldoutChat();
      const made = await c.say('make a plan called Chem with steps: atoms, bonds');
      const plan_id = (made.tool_calls[0]!.result as { data: { created_plan_id: number } }).data.created_plan_id;
      const r = await c.say(text);
      expect(writes(r)).toEqual([{ name: 'add_plan_item', input: { plan_id, title: 'Reactions' } }]);
    },
  );

  it.each([
    ["what's in my biology plan", 'genetics is done now', 3],
    ['show my plans', 'photosynthesis is finished already', 2],
  ])('after "%s", "%s" → that step done', async (shown, text, item_id) => {
    const c = await heldoutChat();
    await c.say(shown);
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'update_item_status', input: { item_id, status: 'done' } }]);
  });
});
