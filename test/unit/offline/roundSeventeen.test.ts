import { describe, expect, it } from 'vitest';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * Round 17 (issue 11): the plan and exam-date classes the held-out sets still miss, fixed as
 * classes with phrasings of our own (each failed before its change). The world: Mon 23 Nov 2026;
 * plans Biology exam prep (#1: Cell structure done, Photosynthesis, Genetics) and Spanish vocab
 * sprint (#2: Food words, Travel words); topics biology and spanish (no exam dates).
 */

const called = (r: { tool_calls: { name: string }[] }) => r.tool_calls.map((t) => t.name);
// What a turn changed: every call but the reads (a question may search the notes).
const changed = (r: { tool_calls: { name: string }[] }) => called(r).filter((n) => !/^(?:list_|get_|search_)/.test(n));
const listed = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => t.name === 'list_plan_items').map((t) => t.input);

describe('P1: "show me the steps" just after a plan was made, generated or named lists that plan', () => {
  it.each([
    ['show me the spanish vocab sprint', 'what steps does it have', 2],
    ['open the biology exam prep', 'list its steps', 1],
    ["what's the next step for the spanish plan", 'ok and what are the steps', 2],
    ['show me the spanish vocab sprint', 'steps?', 2],
  ])('after "%s", "%s" → list_plan_items of plan %i', async (first, text, plan) => {
    const c = await heldoutChat();
    await c.say(first);
    const r = await c.say(text);
    expect(writes(r)).toEqual([]);
    expect(listed(r)).toEqual([{ plan_id: plan }]);
  });

  it.each([
    ['make a plan called art portfolio', 'show me the steps'],
    ['learn italian in 12 days', 'what are the steps?'],
  ])('after "%s" (a plan made), "%s" lists the new plan #3', async (first, text) => {
    const c = await heldoutChat();
    await c.say(first);
    const r = await c.say(text);
    expect(writes(r)).toEqual([]);
    expect(listed(r)).toEqual([{ plan_id: 3 }]);
  });

  it('the plan named last is listed, not the newest one', async () => {
    const c = await heldoutChat();
    await c.say('make a plan called art portfolio');
    await c.say('show me the spanish vocab sprint');
    expect(listed(await c.say('what are the steps?'))).toEqual([{ plan_id: 2 }]);
  });

  it.each([
    [null, 'show me the steps'],
    ['add call mum', 'what are the steps?'],
    ['show me the spanish vocab sprint', 'what are the steps to make a flashcard'],
  ])('with no plan in hand (after %s), "%s" lists no plan and writes nothing', async (first, text) => {
    const c = await heldoutChat();
    if (first) await c.say(first);
    const r = await c.say(text);
    expect(changed(r)).toEqual([]);
    expect(called(r)).not.toContain('list_plan_items');
  });
});

describe('P2: a new plan named after a dash, or with a span, is written or generated as said', () => {
  it.each([
    ['new study plan - organic chem', 'Organic chem'],
    ['new plan — photography basics', 'Photography basics'],
    ['new revision plan – the french revolution', 'The french revolution'],
  ])('%s → write_plan titled %s, no steps', async (text, title) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'write_plan', input: { title, items: [] } }]);
  });

  it.each([
    ['new plan: chemistry for 10 days', 'Chemistry', 10],
    ['new plan – german, 2 weeks', 'German', 14],
    ['new study plan - geography for 5 days', 'Geography', 5],
  ])('%s → generate_study_plan %s over %i days', async (text, goal, days) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'generate_study_plan', input: { goal, days } }]);
  });

  it('a step given to the plan just named goes in it', async () => {
    const c = await heldoutChat();
    await c.say('new plan - organic chem');
    expect(writes(await c.say('add a step to it: alkanes'))).toEqual([
      { name: 'add_plan_item', input: { plan_id: 3, title: 'Alkanes' } },
    ]);
  });

  it.each(['new plan -', 'new plan-b for the essay'])('"%s" writes no plan', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(called(r)).not.toContain('write_plan');
    expect(called(r)).not.toContain('generate_study_plan');
  });
});

describe('P3: what is left of a plan, asked other ways, lists its steps and writes nothing', () => {
  it.each([
    ['anything left in the spanish vocab sprint', 2],
    ['anything outstanding in bio exam prep?', 1],
    ['got anything remaining in spanish vocab sprint', 2],
    ['anything still open in the biology exam prep', 1],
  ])('%s → list_plan_items of plan %i', async (text, plan) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([]);
    expect(listed(r)).toEqual([{ plan_id: plan }]);
    expect(called(r)).not.toContain('list_tasks');
  });

  it.each(['anything left to do in physics', 'is there anything left to do for the essay'])(
    '"%s" (no plan named) still lists tasks',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(writes(r)).toEqual([]);
      expect(called(r)).toContain('list_tasks');
      expect(called(r)).not.toContain('list_plan_items');
    },
  );
});

describe('P4: a plan paused or picked back up, said casually, changes its status', () => {
  it.each([
    ['pause my spanish plan', 2],
    ['put the bio plan on hold for now', 1],
    ['can you put biology exam prep on ice', 1],
    ['park the spanish vocab sprint for a while', 2],
  ])('%s → update_plan_status %i archived, and the reply says there is no paused status', async (text, plan) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'update_plan_status', input: { plan_id: plan, status: 'archived' } }]);
    expect(r.response).toContain('no “paused” status');
    expect(r.response).toContain('pick it back up');
  });

  it.each([
    ['show me the spanish vocab sprint', 'put it on hold', 2],
    ['open the biology exam prep', 'shelve it', 1],
  ])('after "%s", "%s" pauses that plan (#%i)', async (first, text, plan) => {
    const c = await heldoutChat();
    await c.say(first);
    expect(writes(await c.say(text))).toEqual([
      { name: 'update_plan_status', input: { plan_id: plan, status: 'archived' } },
    ]);
  });

  it.each([
    ['pause the spanish plan', 'pick it back up', 2],
    ['put the bio plan on hold', 'take the biology plan off hold', 1],
    ['pause my spanish plan', 'resume the spanish vocab sprint', 2],
    ['shelve the bio plan', 'pick the bio plan back up', 1],
  ])('after "%s", "%s" makes plan %i active again', async (first, text, plan) => {
    const c = await heldoutChat();
    await c.say(first);
    expect(writes(await c.say(text))).toEqual([
      { name: 'update_plan_status', input: { plan_id: plan, status: 'active' } },
    ]);
  });

  it("i'm done with a plan completes it", async () => {
    const c = await heldoutChat();
    expect(writes(await c.say("i'm done with the spanish plan"))).toEqual([
      { name: 'update_plan_status', input: { plan_id: 2, status: 'completed' } },
    ]);
  });

  it.each(['pause it', 'shelve it', 'put my plan on hold'])(
    'with no plan named and none in hand, "%s" asks which plan, the active plans as choices',
    async (text) => {
      const c = await heldoutChat();
      await c.say('add call mum');
      const r = await c.say(text);
      expect(writes(r)).toEqual([]);
      expect(r.status).toBe('clarification_needed');
      expect(r.response).toContain('Which plan');
      expect(r.response).toContain('Biology exam prep');
      expect(r.response).toContain('Spanish vocab sprint');
    },
  );

  it.each(['pause the timer', 'pick up milk', 'continue with my bio plan', 'get back to mum'])(
    '"%s" changes no plan status',
    async (text) => {
      const c = await heldoutChat();
      expect(called(await c.say(text))).not.toContain('update_plan_status');
    },
  );
});

describe('P5: an exam day said just after the exam was asked about sets that exam', () => {
  it.each([
    ['when is my biology exam?', "it's on dec 10, set it", 'biology', '2026-12-10'],
    ['when is my biology exam?', 'dec 10. save that', 'biology', '2026-12-10'],
    ['what day is my spanish test', 'put it down as the 10th', 'spanish', '2026-12-10'],
    ["when's the spanish exam", 'the 9th - jot it down', 'spanish', '2026-12-09'],
    ['when is my biology exam?', 'write it down as friday please', 'biology', '2026-11-27'],
  ])('"%s", then "%s" → set_exam_date %s %s', async (first, text, topic, day) => {
    const c = await heldoutChat();
    await c.say(first);
    expect(writes(await c.say(text))).toEqual([
      { name: 'set_exam_date', input: { topic_name: topic, exam_date: day } },
    ]);
  });

  it('an exam with no topic yet is asked about before the topic is added, then set', async () => {
    const c = await heldoutChat();
    await c.say('when is my chemistry exam?');
    const r = await c.say('dec 10. save that');
    expect(writes(r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
    expect(r.response).toContain('Chemistry');
    const w = writes(await c.say('yes'));
    expect(w.find((x) => x.name === 'set_exam_date')?.input).toEqual({
      topic_name: 'Chemistry',
      exam_date: '2026-12-10',
    });
  });

  it('a day said after the exam day is known changes nothing', async () => {
    const c = await heldoutChat();
    await c.say('my biology exam is on dec 12');
    await c.say('when is my biology exam?');
    expect(called(await c.say('dec 14'))).not.toContain('set_exam_date');
  });

  it.each([
    ['add call mum', 'put it down as the 10th'],
    ['when is my biology exam?', "it's hard, save that"],
    ['when is my biology exam?', 'save that'],
  ])('after "%s", "%s" sets no exam date', async (first, text) => {
    const c = await heldoutChat();
    await c.say(first);
    expect(called(await c.say(text))).not.toContain('set_exam_date');
  });
});
