import { describe, expect, it } from 'vitest';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * Round 15 (issue 11): the plan, study-plan and date classes sets Q and R missed, fixed as classes
 * with phrasings of our own (each failed before its change). The world: Mon 23 Nov 2026; plans
 * Biology exam prep (Cell structure done, Photosynthesis, Genetics) and Spanish vocab sprint (Food
 * words, Travel words); cards on biology (2) and spanish (1).
 */

const called = (r: { tool_calls: { name: string }[] }) => r.tool_calls.map((t) => t.name);

describe('L1: a step given to the plan in hand ("add a step to it: X") is a step, never a task', () => {
  it.each([
    ['show me the biology exam prep', 'add a step to it: ecology review', 1, 'Ecology review'],
    ['open the spanish vocab sprint', 'give it a step - numbers', 2, 'Numbers'],
    ['show the spanish vocab sprint', 'put colours in it as a new step', 2, 'Colours'],
    ['show me the biology exam prep', 'add past papers as another step to that', 1, 'Past papers'],
    ['open the spanish vocab sprint', 'give that plan one more step called weather', 2, 'Weather'],
  ])('after "%s", "%s" → add_plan_item to plan %i titled %s', async (first, text, plan, title) => {
    const c = await heldoutChat();
    await c.say(first);
    expect(writes(await c.say(text))).toEqual([{ name: 'add_plan_item', input: { plan_id: plan, title } }]);
  });

  it('a plan just made takes the step given to "it"', async () => {
    const c = await heldoutChat();
    const made = writes(await c.say('make a plan called art portfolio'));
    expect(made.map((w) => w.name)).toEqual(['write_plan']);
    expect(writes(await c.say('give it a step: sketch ideas'))).toEqual([
      { name: 'add_plan_item', input: { plan_id: 3, title: 'Sketch ideas' } },
    ]);
  });

  it.each(['add a step to it: ecology review', 'add mind maps to it as a step'])(
    'with no plan in hand, "%s" asks which plan, the active plans as choices',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(writes(r)).toEqual([]);
      expect(r.status).toBe('clarification_needed');
      expect(r.response).toContain('Which plan');
      expect(r.response).toContain('Biology exam prep');
      expect(r.response).toContain('Spanish vocab sprint');
    },
  );

  it('a task request that says "step" is asked about, not added', async () => {
    const c = await heldoutChat();
    const r = await c.say('add a step for the essay to it');
    expect(writes(r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
  });

  it('"a step-by-step guide" in a task is no plan step', async () => {
    const c = await heldoutChat();
    await c.say('add call the dentist tomorrow');
    expect(called(await c.say('add a step-by-step guide to my reading list'))).not.toContain('add_plan_item');
  });
});

describe('L2: a plan made by its name alone is written with no steps, and the reply says how to add them', () => {
  it.each([
    ['new plan: chem revision', 'Chem revision'],
    ['new plan: garden project', 'Garden project'],
    ['start a plan named driving theory revision', 'Driving theory revision'],
    ['begin a new plan called lab write-ups', 'Lab write-ups'],
  ])('%s → write_plan titled %s, no items', async (text, title) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'write_plan', input: { title, items: [] } }]);
    expect(r.response).toContain('add a step to it');
  });

  it('a step given to it next goes in the plan just named', async () => {
    const c = await heldoutChat();
    await c.say('new plan: chem revision');
    expect(writes(await c.say('add titration practice to it as a step'))).toEqual([
      { name: 'add_plan_item', input: { plan_id: 3, title: 'Titration practice' } },
    ]);
  });

  it('a span said still generates the study plan', async () => {
    const c = await heldoutChat();
    const w = writes(await c.say('new revision plan: history until dec 12'));
    expect(w).toEqual([{ name: 'generate_study_plan', input: { goal: 'History', deadline: '2026-12-12' } }]);
  });

  it('"make a plan for biology" (a goal, no name, no span) still asks how long', async () => {
    const c = await heldoutChat();
    const r = await c.say('make a plan for biology');
    expect(writes(r)).toEqual([]);
    expect(r.response).toContain('How long');
  });
});

describe('L3: a step said "as a step in" or "should be a step in" a plan is titled by its own words', () => {
  it.each([
    ['put flash review as a step in my spanish plan', 2, 'Flash review'],
    ['add mind maps as a step to my bio plan', 1, 'Mind maps'],
    ['mock exam should be a step in bio exam prep', 1, 'Mock exam'],
    ['i think colours should also be a step in the spanish vocab sprint', 2, 'Colours'],
    ['make past papers a step in my biology plan', 1, 'Past papers'],
  ])('%s → add_plan_item to plan %i titled %s', async (text, plan, title) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'add_plan_item', input: { plan_id: plan, title } }]);
  });

  it('"the essay should be done by friday" is still a task\'s new day, no step', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('the essay should be done by friday')).map((w) => w.name)).toEqual(['update_task']);
  });
});

describe('L4: what is left of a plan named by its title lists its steps, not the tasks', () => {
  it.each([
    ['whats left in the spanish vocab sprint', 2],
    ["what's still to do in the spanish vocab sprint", 2],
    ['what remains of the spanish vocab sprint', 2],
    ["what's remaining in bio exam prep?", 1],
  ])('%s → list_plan_items of plan %i', async (text, plan) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(r.tool_calls.find((t) => t.name === 'list_plan_items')?.input).toEqual({ plan_id: plan });
    expect(called(r)).not.toContain('list_tasks');
  });

  it.each(["what's still to do for physics", "what's left on my list"])('"%s" still lists tasks', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(called(r)).toContain('list_tasks');
    expect(called(r)).not.toContain('list_plan_items');
  });
});

describe('L7: the date guessed and asked to be checked reads the date', () => {
  it.each([
    'is it thursday yet lol',
    "it's friday right?",
    'its wednesday today right',
    "today's the 24th isn't it",
    'wait is it still monday',
    "we're on tuesday yeah?",
    'is it friday already omg',
  ])('%s → get_today', async (text) => {
    const c = await heldoutChat();
    expect(called(await c.say(text))).toEqual(['get_today']);
  });

  it.each(['is the essay due friday', 'is it due friday?'])(
    '"%s" still asks about tasks, not the date',
    async (text) => {
      const c = await heldoutChat();
      expect(called(await c.say(text))).not.toContain('get_today');
    },
  );
});

describe('L5: cramming said over a span of days generates a study plan for that span', () => {
  it.each([
    ['i want to cram organic chem over 3 days', 'Organic chem', 3],
    ['need to cram physics in 2 days', 'Physics', 2],
    ["let's cram history in 3 days", 'History', 3],
  ])('%s → generate_study_plan %s over %i days', async (text, goal, days) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'generate_study_plan', input: { goal, days } }]);
  });

  it.each([
    ['gotta cram spanish over the next 4 days', 'spanish', 4],
    ["i'm going to cram biology across 5 days", 'biology', 5],
  ])('%s → a plan on the %s topic over %i days', async (text, topic, days) => {
    const c = await heldoutChat();
    const w = writes(await c.say(text));
    expect(w.map((x) => x.name)).toEqual(['generate_study_plan']);
    expect(w[0]!.input).toMatchObject({ topic_name: topic, days });
  });

  it.each(['need to cram physics tonight', 'remind me to cram physics in 2 days'])(
    '"%s" (no span to plan over, or a reminder) writes no study plan',
    async (text) => {
      const c = await heldoutChat();
      expect(called(await c.say(text))).not.toContain('generate_study_plan');
    },
  );
});

describe('L6: after an exam date, "plan it out until then" plans up to that exam', () => {
  it.each([
    ['i have a biology exam on dec 11', 'ok plan my revision up to then', 'biology'],
    ['my spanish exam is on dec 9', 'plan it out until then', 'spanish'],
    ['set my biology exam to dec 14', 'great, build me a study schedule till then', 'biology'],
    ['the spanish test is on the 8th', 'plan everything out between now and then', 'spanish'],
  ])('"%s", then "%s" → generate_study_plan on %s', async (first, then, topic) => {
    const c = await heldoutChat();
    expect(writes(await c.say(first)).map((w) => w.name)).toEqual(['set_exam_date']);
    const w = writes(await c.say(then));
    expect(w.map((x) => x.name)).toEqual(['generate_study_plan']);
    expect(w[0]!.input).toMatchObject({ topic_name: topic });
  });

  it('with no exam in hand, "plan it out until then" writes nothing', async () => {
    const c = await heldoutChat();
    await c.say('add call mum');
    expect(writes(await c.say('plan it out until then'))).toEqual([]);
  });
});
