import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 23: the thing in hand (issue 11), with phrasings of our own (each failed before its
 * change). The world is the held-out one (test/fixtures/heldout/world.json): Mon 23 Nov 2026;
 * Read chapter 4 of the biology textbook is the one task due Wed, Physics problem set 3 is due
 * Thu; plans Biology exam prep (with a Genetics step) and Spanish vocab sprint.
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const written = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);
/** Each write as [tool, task, day due]: the day only, as the student reads it. */
const changed = (r: Turn) =>
  writes(r).map((x) => {
    const i = x.input as { task_id?: number; due_at?: string };
    return [x.name, i.task_id, i.due_at?.slice(0, 10) ?? null];
  });

describe('F1: a sigh before a command about the thing in hand', () => {
  it.each([
    ['ugh push that to saturday', '2026-11-28'],
    ['meh, do it saturday instead', '2026-11-28'],
    ['do it sunday instead', '2026-11-29'],
    ['sigh, bump it to friday', '2026-11-27'],
    ["let's do that on sunday instead", '2026-11-29'],
    ['ugh. do it fri instead', '2026-11-27'],
  ])('after a list of one task, "%s" moves it to %s', async (said, day) => {
    const c = await heldoutChat();
    await c.say('anything due wednesday?');
    expect(changed(await c.say(said))).toEqual([['update_task', c.refs.bio, day]]);
  });

  it.each(['ugh ok mark it done then', 'meh fine, tick it off', 'argh mark that done'])(
    'after "did i finish the physics problem set?", "%s" completes it',
    async (said) => {
      const c = await heldoutChat();
      await c.say('did i finish the physics problem set?');
      expect(writes(await c.say(said))).toEqual([{ name: 'complete_task', input: { task_id: c.refs.physics } }]);
    },
  );

  // Guards: nothing in hand, several shown, a step in hand, or no day: nothing written.
  it.each([
    [null, 'ugh push that to saturday'],
    [null, 'meh, do it saturday instead'],
    ['what do i have this week?', 'meh, do it saturday instead'],
    ["what's the next step for the biology plan?", 'do it sunday instead'],
    ['anything due wednesday?', 'do it later instead'],
    ['anything due wednesday?', 'ugh'],
    ['anything due wednesday?', 'meh, i will do it some other time instead'],
  ])('after %s, "%s" writes nothing', async (read, said) => {
    const c = await heldoutChat();
    if (read) await c.say(read);
    expect(written(c, await c.say(said))).toEqual([]);
  });
});

describe('F2: a step said done right after it was set in progress', () => {
  const stepSet = (r: Turn) =>
    writes(r)
      .filter((x) => x.name === 'update_item_status')
      .map((x) => (x.input as { status: string }).status);

  it.each(['actually its done now', "actually it's finished", "oh wait it's complete now", 'its done too'])(
    'after "mark genetics as in progress", "%s" sets that step done',
    async (said) => {
      const c = await heldoutChat();
      const first = await c.say('mark genetics as in progress');
      const step = writes(first).find((x) => x.name === 'update_item_status')!.input as { item_id: number };
      expect(writes(await c.say(said))).toEqual([
        { name: 'update_item_status', input: { item_id: step.item_id, status: 'done' } },
      ]);
    },
  );

  // Guards: nothing in hand, a state that is not done, or a remark: nothing written.
  it.each([
    [null, 'actually its done now'],
    ['mark genetics as in progress', "actually it's not done"],
    ['mark genetics as in progress', 'its hard'],
    ['mark genetics as in progress', 'actually its done for today'],
  ])('after %s, "%s" sets no step done', async (read, said) => {
    const c = await heldoutChat();
    if (read) await c.say(read);
    const r = await c.say(said);
    expect(stepSet(r)).toEqual([]);
    expect(written(c, r)).toEqual([]);
  });
});

describe('F3: a side of the card just made, corrected', () => {
  const MADE = 'new card: la ventana :: the window';

  it.each([
    ["actually the back should be 'window'", { back: 'window' }],
    ["change the front to 'la ventana grande'", { front: 'la ventana grande' }],
    ['make the answer just window', { back: 'window' }],
    ['oh wait, the question should say la ventana (noun)', { front: 'la ventana (noun)' }],
    ['fix the back to read "a window"', { back: 'a window' }],
  ])('after "new card: …", "%s" updates that card', async (said, side) => {
    const c = await heldoutChat();
    const made = await c.say(MADE);
    const card = (made.tool_calls.at(-1)!.result as { data: { card_id: number } }).data.card_id;
    expect(writes(await c.say(said))).toEqual([{ name: 'update_flashcard', input: { card_id: card, ...side } }]);
  });

  // Guards: no card in hand, or how the side should change rather than its words: nothing written.
  it.each([
    [null, "change the front to 'la ventana grande'"],
    ['anything due wednesday?', 'make the answer just window'],
    [MADE, 'make the answer shorter'],
    [MADE, 'actually the back should be a bit clearer'],
    [MADE, 'make the front more detailed'],
    [MADE, 'change the back to be clearer'],
  ])('after %s, "%s" writes nothing', async (read, said) => {
    const c = await heldoutChat();
    if (read) await c.say(read);
    expect(written(c, await c.say(said))).toEqual([]);
  });
});
