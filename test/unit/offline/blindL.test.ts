import { describe, expect, it } from 'vitest';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * Classes a fresh blind set (L) found on its first run (156/165, one wrong write), fixed with the
 * lead's own phrasings, never the set's (each failed before). The world: Mon 23 Nov 2026, tasks
 * such as Read chapter 4 of the biology textbook and Buy groceries, plans Biology exam prep and
 * Spanish vocab sprint.
 */

describe('"the biology one is done" when a plan fits as well as a task', () => {
  it.each(['the biology thing is finished', 'mark the biology one done', 'that biology one is done now'])(
    '%s asks which, offering the task and the plan',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(writes(r)).toEqual([]);
      expect(r.status).toBe('clarification_needed');
      expect(r.response).toMatch(/Read chapter 4/);
      expect(r.response).toMatch(/Biology exam prep/);
    },
  );

  it.each(['u can cross biology off', 'mark biology done', 'biology is done'])(
    '%s (a lone word a plan title begins with) asks too',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(writes(r)).toEqual([]);
      expect(r.response).toMatch(/Biology exam prep/);
    },
  );

  it('answering with the task completes the task', async () => {
    const c = await heldoutChat();
    await c.say('the biology thing is finished');
    const r = await c.say('1');
    expect(writes(r).map((w) => w.name)).toEqual(['complete_task']);
  });

  it('"the groceries one is done" still completes: no plan fits', async () => {
    const c = await heldoutChat();
    const r = await c.say('the groceries one is done');
    expect(writes(r).map((w) => w.name)).toEqual(['complete_task']);
  });
});

describe('L1: a new deadline told as news about the task', () => {
  it.each([
    ['the essay draft deadline got moved to friday', 'essay', '2026-11-27'],
    ['the physics problem set due date is now dec 2', 'physics', '2026-12-02'],
    ['call mom got pushed to thursday', 'mom', '2026-11-26'],
    ['my prof extended the essay to dec 4', 'essay', '2026-12-04'],
    ['the due date for the bio reading is now friday', 'bio', '2026-11-27'],
    ['groceries deadline extended to saturday', 'groceries', '2026-11-28'],
  ])('%s → that task moved', async (text, ref, day) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r).map((w) => w.name)).toEqual(['update_task']);
    expect(writes(r)[0]!.input).toMatchObject({ task_id: c.refs[ref] });
    expect(r.response).toContain(new Date(`${day}T12:00:00`).getDate().toString());
  });

  it('"the meeting got moved to the other room" is no date change', async () => {
    const c = await heldoutChat();
    const r = await c.say('the meeting got moved to the other room');
    expect(writes(r)).toEqual([]);
  });
});

describe('L2: what is on for a day, said with "on for"', () => {
  it.each([
    ["what's on for wednesday", 'Read chapter 4'],
    ['anything on for tomorrow?', 'Essay draft'],
    ['what do i have on for the 26th', 'Physics problem set 3'],
    ['is there anything on for thursday', 'Physics problem set 3'],
  ])('%s lists that day, writing nothing', async (text, shown) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([]);
    expect(r.tool_calls.map((t) => t.name)).toContain('list_tasks');
    expect(r.response).toContain(shown);
  });
});

describe('L5: weak topics asked by score words', () => {
  it.each([
    'which topic am i scoring lowest in',
    'where are my marks lowest',
    'my lowest scoring subject?',
    'what subject are my grades worst in',
    'what are my lowest quiz scores',
  ])('%s reads the weak topics', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([]);
    expect(r.tool_calls.map((t) => t.name)).toEqual(['get_weak_topics']);
  });
});

describe('L7: a repeat given to the task just made', () => {
  it.each([
    ['make that every sunday', 'FREQ=WEEKLY;BYDAY=SU'],
    ['make it weekly', 'FREQ=WEEKLY'],
    ['it repeats every 2 weeks', 'FREQ=WEEKLY;INTERVAL=2'],
    ['do that every weekday', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  ])('add water plants → %s → that task repeats, no new task', async (text, rule) => {
    const c = await heldoutChat();
    const added = await c.say('add water plants');
    const id = (added.tool_calls[0]!.result as { data: { task: { task_id: number } } }).data.task.task_id;
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'update_task', input: { task_id: id, recurrence: rule } }]);
  });

  it('with no task in hand, "make it weekly" asks which', async () => {
    const c = await heldoutChat();
    const r = await c.say('make it weekly');
    expect(writes(r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
  });
});

describe('L8: undo with a regret said around it', () => {
  it.each([
    'wait no that was a mistake, undo',
    'oops, undo that',
    'my bad, undo',
    'undo that, it was a mistake',
    'that was wrong, take it back',
  ])('add water plants → %s undoes it', async (text) => {
    const c = await heldoutChat();
    await c.say('add water plants');
    const r = await c.say(text);
    expect(writes(r).map((w) => w.name)).toEqual(['undo']);
  });
});

/** The status of a plan's step, read back through the registry. */
async function stepStatus(c: Awaited<ReturnType<typeof heldoutChat>>, title: string): Promise<string> {
  for (const plan_id of [1, 2]) {
    const { result } = await c.registry.call('list_plan_items', { plan_id }, { origin: 'ui' });
    const data = (result as { data: { plan_items: Record<string, { title: string; status: string }[]> } }).data;
    const items = Object.values(data.plan_items)[0]!;
    const item = items.find((i) => i.title === title);
    if (item) return item.status;
  }
  throw new Error(`no step ${title}`);
}

describe('L3: a step named with its plan after in/from/of', () => {
  it('"skip genetics from chemistry" writes nothing: no plan fits', async () => {
    const c = await heldoutChat();
    const r = await c.say('skip genetics from chemistry');
    expect(writes(r)).toEqual([]);
  });

  it.each([
    ["let's skip photosynthesis from my bio plan", 'Photosynthesis', 'skipped'],
    ['skipping travel words from my spanish plan', 'Travel words', 'skipped'],
    ["i'm starting genetics in the bio plan", 'Genetics', 'in_progress'],
    ['mark food words as in progress in my spanish plan', 'Food words', 'in_progress'],
    ['skip photosynthesis in the biology exam prep', 'Photosynthesis', 'skipped'],
    ["let's skip food words from the spanish vocab sprint", 'Food words', 'skipped'],
    ['skip genetics from bio', 'Genetics', 'skipped'],
    ["let's skip food words from spanish", 'Food words', 'skipped'],
  ])('%s → %s %s', async (text, step, status) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r).map((w) => w.name)).toEqual(['update_item_status']);
    expect(await stepStatus(c, step)).toBe(status);
  });
});

describe('L6: a step said to be under way', () => {
  it.each([
    ['genetics is in progress', 'Genetics'],
    ['photosynthesis is underway', 'Photosynthesis'],
    ['working on food words atm', 'Food words'],
    ['travel words is ongoing now', 'Travel words'],
  ])('%s → that step in progress', async (text, step) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r).map((w) => w.name)).toEqual(['update_item_status']);
    expect(await stepStatus(c, step)).toBe('in_progress');
  });

  it('right after the plan was shown', async () => {
    const c = await heldoutChat();
    await c.say("what's in my biology plan");
    const r = await c.say('genetics is in progress');
    expect(writes(r).map((w) => w.name)).toEqual(['update_item_status']);
    expect(await stepStatus(c, 'Genetics')).toBe('in_progress');
  });

  it('a task of that name too: asks which, and the step picked is set', async () => {
    const c = await heldoutChat();
    await c.say('add genetics reading');
    const r = await c.say('genetics is underway');
    expect(writes(r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
    expect(r.response).toMatch(/Genetics reading/);
    await c.say('1');
    expect(await stepStatus(c, 'Genetics')).toBe('in_progress');
  });

  it('"the essay is in progress" writes nothing: no step fits', async () => {
    const c = await heldoutChat();
    const r = await c.say('the essay is in progress');
    expect(writes(r)).toEqual([]);
  });
});

describe('L4: a plan deleted by its title without the word "plan"', () => {
  it.each([
    ['remove the spanish vocab sprint', 'Spanish vocab sprint'],
    ['get rid of biology exam prep', 'Biology exam prep'],
    ['delete the bio exam prep', 'Biology exam prep'],
  ])('%s → the plan delete, confirmed first', async (text, title) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r).filter((w) => w.name !== 'delete_plan')).toEqual([]);
    expect(r.status).toBe('confirmation_required');
    expect(r.confirmation?.tool).toBe('delete_plan');
    expect(r.response).toContain(title);
  });

  it('a task fitting the title too: asks which, each still confirmed', async () => {
    const c = await heldoutChat();
    await c.say('add review spanish vocab sprint words');
    const r = await c.say('delete the spanish vocab sprint');
    expect(r.status).toBe('clarification_needed');
    expect(r.response).toMatch(/Review spanish vocab sprint words/);
    expect(r.response).toMatch(/plan “Spanish vocab sprint”/);
    const picked = await c.say('2');
    expect(picked.confirmation?.tool).toBe('delete_plan');
  });

  it('"delete the essay" still deletes the task (confirmed)', async () => {
    const c = await heldoutChat();
    const r = await c.say('delete the essay');
    expect(r.confirmation?.tool).toBe('delete_task');
  });
});

describe('L1, L7, L8 said other ways', () => {
  it.each(['new deadline for the essay is dec 3', 'new due date for the essay is dec 3'])(
    '%s moves the essay, never adds a task',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(writes(r)).toEqual([{ name: 'update_task', input: expect.objectContaining({ task_id: c.refs.essay }) }]);
    },
  );

  it.each([
    ['every tuesday', 'FREQ=WEEKLY;BYDAY=TU'],
    ['make that recurring every friday', 'FREQ=WEEKLY;BYDAY=FR'],
    ['oh and it repeats every friday', 'FREQ=WEEKLY;BYDAY=FR'],
    ['also make it weekly', 'FREQ=WEEKLY'],
  ])('add water plants → %s repeats it', async (text, rule) => {
    const c = await heldoutChat();
    await c.say('add water plants');
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'update_task', input: expect.objectContaining({ recurrence: rule }) }]);
  });

  it.each(['ugh wrong, undo', 'wrong, undo it'])('add water plants → %s undoes it', async (text) => {
    const c = await heldoutChat();
    await c.say('add water plants');
    const r = await c.say(text);
    expect(writes(r).map((w) => w.name)).toEqual(['undo']);
  });
});

describe('a new request after "I’m not sure what to do with …" is never the earlier text added', () => {
  it('"delete biology exam prep" after a not-understood message naming it deletes the plan (confirmed)', async () => {
    const c = await heldoutChat();
    await c.say('add biology exam prep flashcards tomorrow');
    const r = await c.say('delete biology exam prep');
    expect(writes(r).filter((w) => w.name === 'add_task')).toEqual([]);
    expect(r.confirmation?.tool).toBe('delete_plan');
  });

  // A thing of two words or more and its day is added at once since round 28 ("water the plants
  // sat"); one word and a day is still offered.
  it('"1" still adds the task offered', async () => {
    const c = await heldoutChat();
    await c.say('laundry sat');
    const r = await c.say('1');
    expect(writes(r)).toEqual([{ name: 'add_task', input: expect.objectContaining({ title: 'Laundry' }) }]);
  });

  it('"the deadline got moved to friday" moves the task in hand', async () => {
    const c = await heldoutChat();
    await c.say('add water plants');
    const r = await c.say('the deadline got moved to friday');
    expect(writes(r).map((w) => w.name)).toEqual(['update_task']);
    expect(r.response).toMatch(/Water plants.*Fri 27 Nov/);
  });
});
