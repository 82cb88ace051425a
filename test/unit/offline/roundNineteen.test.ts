import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 19: classes of what a message means given what came before, with phrasings of our own
 * (each failed before its change). The world is round 18's (test/fixtures/heldout/world.json):
 * Mon 23 Nov 2026, tasks Essay draft for history, Buy groceries, Read chapter 4 of the biology
 * textbook, Email Professor Lee, Physics problem set 3, Call mom, Submit lab report (done); plans
 * Biology exam prep (Cell structure done, Photosynthesis, Genetics) and Spanish vocab sprint (Food
 * words, Travel words); cards on biology (2) and spanish (1).
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const nothingWritten = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);
const asked = (r: Turn) => r.confirmation?.tool;

describe('E1: a plan just made is "it" for a status change or a delete', () => {
  it.each([
    ['generate a 5 day plan for chemistry', 'actually archive it', 'archived'],
    ['make a 1 week plan for chemistry', 'mark it complete', 'completed'],
    ['plan 10 days of spanish', 'ok just mark this one finished', 'completed'],
    ['create a plan chem revision: read ch1, read ch2', 'archive that', 'archived'],
  ])('"%s" then "%s" → that plan %s', async (make, said, status) => {
    const c = await heldoutChat();
    const made = await c.say(make);
    const id = (made.tool_calls.at(-1)!.result as { data: { created_plan_id: number } }).data.created_plan_id;
    expect(writes(await c.say(said))).toEqual([{ name: 'update_plan_status', input: { plan_id: id, status } }]);
  });

  it.each([
    ['generate a 5 day plan for chemistry', 'delete it'],
    ['create a plan chem revision: read ch1, read ch2', 'actually, get rid of it'],
  ])('"%s" then "%s" asks to delete that plan, and nothing is deleted yet', async (make, said) => {
    const c = await heldoutChat();
    const made = await c.say(make);
    const id = (made.tool_calls.at(-1)!.result as { data: { created_plan_id: number } }).data.created_plan_id;
    const r = await c.say(said);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(asked(r)).toBe('delete_plan');
    expect(r.confirmation?.input).toEqual({ plan_id: id });
  });

  // Guards: with a task in hand, "it" stays the task; with nothing in hand, nothing is written.
  it('"add buy milk" then "delete it" asks about the task', async () => {
    const c = await heldoutChat();
    await c.say('add buy milk');
    expect(asked(await c.say('delete it'))).toBe('delete_task');
  });

  it.each(['mark it complete', 'actually archive it'])('"%s" with no plan just made writes nothing', async (said) => {
    const c = await heldoutChat();
    await c.say('show my tasks');
    expect(nothingWritten(c, await c.say(said))).toEqual([]);
  });
});

describe('E2: a card list that showed one card, then "that one" / "it" is that card', () => {
  const shownCard = (r: Turn) =>
    (r.tool_calls.find((t) => t.name === 'list_flashcards')!.result as { data: { flashcards: { card_id: number }[] } })
      .data.flashcards[0]!.card_id;

  it.each([
    ['show my spanish cards', 'suspend that one', 'suspend_flashcard', { suspended: true }],
    ['list the spanish flashcards', 'bury it', 'bury_flashcard', {}],
    ['show my spanish cards', 'ok suspend this card', 'suspend_flashcard', { suspended: true }],
  ])('"%s" then "%s" → %s on that card', async (list, said, tool, extra) => {
    const c = await heldoutChat();
    const id = shownCard(await c.say(list));
    expect(writes(await c.say(said))).toEqual([{ name: tool, input: { card_id: id, ...extra } }]);
  });

  it('"show my spanish cards" then "delete that card" asks to delete that card', async () => {
    const c = await heldoutChat();
    const id = shownCard(await c.say('show my spanish cards'));
    const r = await c.say('delete that card');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.confirmation).toEqual(expect.objectContaining({ tool: 'delete_flashcard', input: { card_id: id } }));
  });

  // Guards: a list of several cards, or no card list, names no one card.
  it.each([
    ['show my biology cards', 'suspend that one'],
    ['which cards are due', 'bury it'],
    ['show my tasks', 'suspend that one'],
  ])('"%s" then "%s": asked which, nothing written', async (list, said) => {
    const c = await heldoutChat();
    await c.say(list);
    const r = await c.say(said);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
  });
});

describe('E3: a thing said as sorted or handled, then a mark: that task completed', () => {
  it.each([
    ['groceries sorted, mark done', 'groceries'],
    ['essay handled - tick it off', 'essay'],
    ['physics set taken care of, mark it', 'physics'],
    ['call mom sorted out. tick it', 'mom'],
    ['the essay is all squared away now - check it off pls', 'essay'],
  ])('%s → complete %s', async (text, ref) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  // Guards: a thing no task is called, or a mark that is no completion, completes nothing.
  it.each(['notes sorted, mark done', 'groceries sorted, mark it in progress', 'essay handled - ok'])(
    '%s: nothing written',
    async (text) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(text))).toEqual([]);
    },
  );
});

describe('E4: a plan step named with when it was worked on; the time words are no part of its name', () => {
  const status = (r: Turn) =>
    writes(r).map((w) => [w.name, (w.input as { status?: string }).status] as [string, string | undefined]);

  it.each([
    ['started on genetics this morning, mark it in progress', 'Genetics', 'in_progress'],
    ['did photosynthesis earlier, mark it done', 'Photosynthesis', 'done'],
    ['began travel words today - mark it started', 'Travel words', 'in_progress'],
    ['i worked on genetics last night, mark it in progress', 'Genetics', 'in_progress'],
  ])('%s → %s %s', async (text, step, to) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(status(r)).toEqual([['update_item_status', to]]);
    expect(r.response).toContain(`“${step}”`);
  });

  // Guards: no step of that name, or "it" for the thing, writes nothing.
  it.each([
    'started on quantum stuff this morning, mark it in progress',
    'did it this morning, mark it done',
    'started on the essay this morning, mark it in progress',
  ])('%s: nothing written', async (text) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(text))).toEqual([]);
  });
});

describe('E5: an exam said as moved to a day is that topic’s exam date', () => {
  it.each([
    ['bio exam got moved to dec 18, update it', 'biology', '2026-12-18'],
    ['my spanish final was pushed to the 14th', 'spanish', '2026-12-14'],
    ['the biology test has been rescheduled for dec 20 so change it', 'biology', '2026-12-20'],
    ['spanish exam got bumped back to the 15th', 'spanish', '2026-12-15'],
  ])('%s → %s on %s', async (text, topic, day) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([
      { name: 'set_exam_date', input: { topic_name: topic, exam_date: day } },
    ]);
  });

  // Guards: a topic Quire does not have is asked about; a move with no day changes nothing.
  it.each(['chem exam got moved to dec 18, update it', 'bio exam got moved, update it'])(
    '%s: nothing written',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(nothingWritten(c, r)).toEqual([]);
      expect(r.status).toBe('clarification_needed');
    },
  );
});

describe('E6: a rename asked as "change what X is called"; the next message is the title', () => {
  it.each([
    ['change what the call mom task is called', 'ring mum on sunday', 'mom'],
    ['i want to change what groceries is called', 'food run', 'groceries'],
    ['can you change what the physics set is named', 'finish the plans for the lab', 'physics'],
  ])('"%s" then "%s"', async (first, title, ref) => {
    const c = await heldoutChat();
    const asked = await c.say(first);
    expect(asked.status).toBe('clarification_needed');
    expect(asked.response).toMatch(/^What should “[^”]+” be called\?/);
    const whole = title[0]!.toUpperCase() + title.slice(1);
    expect(writes(await c.say(title))).toEqual([
      { name: 'update_task', input: { task_id: c.refs[ref], title: whole } },
    ]);
  });

  // Guards: no task of that name, or no task named at all, renames nothing.
  it.each(['change what the dentist task is called', 'change what it is called'])(
    '%s: asked, nothing renamed',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(nothingWritten(c, r)).toEqual([]);
      expect(r.response).not.toMatch(/be called\?/);
    },
  );
});
