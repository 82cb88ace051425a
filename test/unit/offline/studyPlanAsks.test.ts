import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

/**
 * A study plan asked for in everyday words is generated with what was said of it — the span, the
 * last day, the first day, the minutes a day, a topic as a tag or a name — and never becomes a
 * task ("30 mins a day for 5 days on biology" once added a task: a wrong write). "plan" as the
 * verb of a to-do ("plan the party") stays a task. The world: Mon 23 Nov 2026, topics Biology and
 * Spanish.
 */
const generated = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => t.name === 'generate_study_plan').map((t) => t.input);
const writes = (r: { tool_calls: { name: string }[] }) =>
  r.tool_calls.map((t) => t.name).filter((n) => !/^(?:list_|get_)/.test(n));

describe('a study plan asked for in many ways', () => {
  it.each([
    ['schedule 30 mins a day for 5 days on biology', { days: 5, minutes_per_day: 30, topic_name: 'biology' }],
    ['15 min a day on #spanish for 2 weeks', { days: 14, minutes_per_day: 15, topic_name: 'spanish' }],
    ['an hour a day of bio till the 5th', { deadline: '2026-12-05', minutes_per_day: 60, topic_name: 'biology' }],
    ['revision timetable for chem up to dec 10', { goal: 'Chem', deadline: '2026-12-10' }],
    ['can u make me a 2 week plan for spanish', { days: 14, topic_name: 'spanish' }],
    ['plan for #biology until fri', { goal: 'Biology', deadline: '2026-11-27' }],
    ['put together a revision schedule for history ending 8 december', { goal: 'History', deadline: '2026-12-08' }],
    ['need a plan to get thru the python book by dec 15', { goal: 'Get thru the python book', deadline: '2026-12-15' }],
    [
      'create a study plan for bio starting wednesday, 45 mins a day for 6 days',
      { days: 6, start_date: '2026-11-25', minutes_per_day: 45, topic_name: 'biology' },
    ],
    ['plan my spanish revising until dec 12th', { deadline: '2026-12-12', topic_name: 'spanish' }],
    ['make me a biology study plan up to the 12th of december', { goal: 'Biology', deadline: '2026-12-12' }],
    ["i've got 4 days to cram for my stats quiz, make me a plan", { goal: 'Cram for my stats quiz', days: 4 }],
  ])('%s → generate_study_plan', async (text, input) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual(['generate_study_plan']);
    expect(generated(r)[0]).toMatchObject(input);
  });

  it.each([
    ['need to plan the party by friday', 'Plan the party'],
    ['remind me to plan my week on sunday', 'Plan my week'],
    ['add plan the party to my list', 'Plan the party'],
    ['remind me to make a plan in 2 days', 'Make a plan'],
  ])('"plan" in a to-do stays a task: %s', async (text, title) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual(['add_task']);
    expect(r.tool_calls.find((t) => t.name === 'add_task')?.input).toMatchObject({ title });
  });

  it.each(['email the revision timetable to mum by friday', 'plan the party saturday'])(
    'a to-do that mentions a plan generates none: %s',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(generated(r)).toEqual([]);
    },
  );
});

describe('how long a plan runs, said after the question', () => {
  it.each([
    ['make a study plan for geography', '10 days', { goal: 'Geography', days: 10 }],
    ['create a revision plan for biology', 'until dec 12', { deadline: '2026-12-12', topic_name: 'biology' }],
    ['make a plan for physics', 'a fortnight', { goal: 'Physics', days: 14 }],
  ])('%s → "%s" completes the request', async (text, answer, input) => {
    const c = await heldoutChat();
    const asked = await c.say(text);
    expect(asked.response).toMatch(/How long should the .* plan run\?/);
    const r = await c.say(answer);
    expect(writes(r)).toEqual(['generate_study_plan']);
    expect(generated(r)[0]).toMatchObject(input);
  });

  it('a new request instead of an answer is read as one', async () => {
    const c = await heldoutChat();
    await c.say('make a study plan for geography');
    const r = await c.say("what's due today");
    expect(generated(r)).toEqual([]);
    expect(r.tool_calls.map((t) => t.name)).toContain('list_tasks');
  });
});
