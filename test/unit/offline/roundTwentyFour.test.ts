import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 24: task phrasings, with sentences of our own (each failed before its change). The world
 * is round 18's (test/fixtures/heldout/world.json): Mon 23 Nov 2026, tasks Essay draft for
 * history, Buy groceries, Read chapter 4 of the biology textbook, Email Professor Lee about the
 * extension, Physics problem set 3, Call mom, Submit lab report (done).
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const nothingWritten = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);

describe('G1: a task named first, then "make it <day>": a move of that task', () => {
  it.each([
    ['professor lee email, make it thursday', 'email', '2026-11-26'],
    ['the groceries - make it saturday', 'groceries', '2026-11-28'],
    ['the history essay, make it wednesday', 'essay', '2026-11-25'],
    ['physics set; make it dec 2', 'physics', '2026-12-02'],
  ])('%s → %s due %s', async (text, ref, day) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], due_at: day } }]);
  });

  // Guards: a name no task has is asked about; "make it" with no day is no move; a request said
  // first is no name.
  it.each(['the dentist, make it thursday', 'the groceries - make it quick', 'add buy stamps, make it friday'])(
    '%s: nothing moved',
    async (text) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(text)).filter((w) => w.name === 'update_task')).toEqual([]);
    },
  );
});

describe('G2: a delete with a reason without a comma, or a need denied: confirm that delete', () => {
  it.each([
    ['remove the physics set task its pointless now', 'physics'],
    ['delete the groceries task its old', 'groceries'],
    ['i dont need the essay task anymore get rid of it', 'essay'],
    ['i no longer need the call mom task, delete it', 'mom'],
    ['bin the call mom task not needed', 'mom'],
    ['scrap the groceries task no longer needed', 'groceries'],
  ])('%s → confirm delete of %s', async (text, ref) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.status).toBe('confirmation_required');
    expect(r.confirmation).toEqual(expect.objectContaining({ tool: 'delete_task', input: { task_id: c.refs[ref] } }));
  });

  // Guards: no such task, or a need denied with no delete asked: no delete proposed.
  it.each([
    'delete the dentist task its old',
    'i dont need the dentist task anymore get rid of it',
    'remove the old stuff',
  ])('%s: no delete proposed', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.confirmation?.tool).not.toBe('delete_task');
  });
});

describe('G3: a task said as moved or extended by someone, or done on a day "instead": a move', () => {
  it.each([
    ['physics set moved to thu', 'physics', '2026-11-26'],
    ['essay draft pushed to dec 4', 'essay', '2026-12-04'],
    ['my tutor extended the physics set to dec 3, pls update it', 'physics', '2026-12-03'],
    ['prof extended the essay draft to dec 1 so change it', 'essay', '2026-12-01'],
    ['call mom on saturday instead', 'mom', '2026-11-28'],
    ['do the physics set on friday instead', 'physics', '2026-11-27'],
    ['the bio reading moved to fri', 'bio', '2026-11-27'],
    ['our ta pushed the physics set back to dec 5', 'physics', '2026-12-05'],
  ])('%s → %s due %s', async (text, ref, day) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], due_at: day } }]);
  });

  // Guards: no such task, a place that is no day, a question, or a thing done (not moved) on a day.
  it.each([
    'dentist moved to thu',
    'essay draft moved to the shared folder',
    'was the essay draft moved to friday?',
    'my tutor extended the dentist to dec 3, pls update it',
  ])('%s: nothing written', async (text) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(text))).toEqual([]);
  });
});

describe('G4: "X is due D now and its pN": one update with both', () => {
  it.each([
    ['essay draft is due dec 2 now and its p1', 'essay', '2026-12-02', 1],
    ['physics set is due friday now, and it is p3', 'physics', '2026-11-27', 3],
    ["call mom is due thursday now and it's p2", 'mom', '2026-11-26', 2],
  ])('%s → %s due %s, p%s', async (text, ref, day, priority) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([
      { name: 'update_task', input: { task_id: c.refs[ref], due_at: day, priority } },
    ]);
  });

  // Guards: a task no one has is asked about; a question writes nothing.
  it.each(['the dentist is due dec 2 now and its p1', 'is the essay draft due dec 2 now and is it p1?'])(
    '%s: nothing written',
    async (text) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(text))).toEqual([]);
    },
  );
});

describe('G5: done said with chatter between: that task completed', () => {
  it.each([
    ['the groceries are bought haha tick them', 'groceries'],
    ['just got off the phone w my mom, tick that off', 'mom'],
    ['got off the phone w/ mom, mark it done', 'mom'],
  ])('%s → %s completed', async (text, ref) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  // Guards: chatter about no task, or a task not done, completes nothing.
  it.each([
    'the dentist is booked lol mark it',
    'just got off the phone w my dad, tick that off',
    'the groceries arent bought lol',
  ])('%s: nothing completed', async (text) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(text)).filter((w) => w.name === 'complete_task')).toEqual([]);
  });
});

describe('G6: a title said in short ("ch4", "bio") names that task', () => {
  it.each(['did the bio ch4 reading ✅', 'bio textbook ch4 done', 'finished ch4 bio', 'read ch4 of bio ✅'])(
    '%s → Read chapter 4 of the biology textbook completed',
    async (text) => {
      const c = await heldoutChat();
      expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: c.refs.bio } }]);
    },
  );

  // Guards: another chapter, or a subject no task is of, completes nothing.
  it.each(['finished ch5 bio', 'read ch4 of chem ✅', 'psych ch4 done'])('%s: nothing completed', async (text) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(text))).toEqual([]);
  });
});
