import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 14: the task and card classes behind sets Q and R's misses, in the lead's words, tested
 * with phrasings of our own (each failed before its change). The world: Mon 23 Nov 2026, tasks
 * Essay draft for history (due Tue 24), Buy groceries, Read chapter 4 of the biology textbook (due
 * Wed 25), Email Professor Lee about the extension, Physics problem set 3 (due Thu 26), Call mom,
 * Submit lab report (done); cards 1 "What is the powerhouse of the cell?"/Mitochondria, 2 "Where
 * does photosynthesis happen?"/In the chloroplasts, 3 la manzana/the apple.
 */

const CARD = { powerhouse: 1, photosynthesis: 2, manzana: 3 } as const;
const nothingWritten = (c: HeldoutChat, r: Awaited<ReturnType<HeldoutChat['say']>>) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly);

describe('K1: a card put away for a while is buried, never added as a task', () => {
  it.each([
    ['put the chloroplasts card away until tomorrow', CARD.photosynthesis],
    ['set the manzana card aside for today', CARD.manzana],
    ['park the mitochondria card till tomorrow', CARD.powerhouse],
    ['put away the photosynthesis flashcard for now', CARD.photosynthesis],
    ['tuck the apple card away', CARD.manzana],
    ['snooze the powerhouse card until tomorrow', CARD.powerhouse],
  ])('%s → bury_flashcard', async (text, card) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'bury_flashcard', input: { card_id: card } }]);
  });

  it.each(['put the spanish card on the shelf', 'put the birthday card in the post tomorrow'])(
    'a card put somewhere that is no bury asks, and adds no task: %s',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(nothingWritten(c, r)).toEqual([]);
      expect(r.status).toBe('clarification_needed');
    },
  );

  it('the task is still added when picked from the question', async () => {
    const c = await heldoutChat();
    await c.say('put the birthday card in the post tomorrow');
    const r = await c.say('1');
    expect(writes(r).map((w) => w.name)).toEqual(['add_task']);
  });

  // Guard (it passed before too).
  it('a task about a card said with "add" is added as before', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('add a task to pick up a birthday card on sat'))).toEqual([
      { name: 'add_task', input: { title: 'Pick up a birthday card', due_at: '2026-11-28' } },
    ]);
  });
});

const moved = async (text: string, ref: string, due: string) => {
  const c = await heldoutChat();
  expect(writes(await c.say(text))).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], due_at: due } }]);
};

describe('K3: a task and a new day with "instead", no verb, is a move', () => {
  it.each([
    ['groceries saturday instead', 'groceries', '2026-11-28'],
    ['call mom on the 1st instead', 'mom', '2026-12-01'],
    ['ugh the essay thursday instead', 'essay', '2026-11-26'],
    ['bio reading the 4th instead.', 'bio', '2026-12-04'],
    ['call mom wednesday instead of today', 'mom', '2026-11-25'],
  ])('%s → due %s', async (text, ref, due) => {
    await moved(text, ref, due);
  });

  // Guards (they passed before too): the new reading must not take these.
  it.each(['call the dentist friday instead', 'call the dentist friday instead of today', 'call mom friday instead?'])(
    'no task of that name, or asked back: nothing is written (%s)',
    async (text) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(text))).toEqual([]);
    },
  );
});

describe('K4: a move with no day names the task and asks only when; the next message completes it', () => {
  it.each([
    ['move the physics set', 'to dec 4', 'physics', '2026-12-04'],
    ['reschedule the bio reading', 'saturday', 'bio', '2026-11-28'],
    ['push call mom back', 'on the 1st', 'mom', '2026-12-01'],
    ['can you move the groceries', 'next monday', 'groceries', '2026-11-30'],
  ])('"%s" then "%s" → due %s', async (first, answer, ref, due) => {
    const c = await heldoutChat();
    const asked = await c.say(first);
    expect(asked.status).toBe('clarification_needed');
    expect(asked.response).toMatch(/^When should “[^”]+” be due\?/);
    expect(writes(await c.say(answer))).toEqual([
      { name: 'update_task', input: { task_id: c.refs[ref], due_at: due } },
    ]);
  });

  // Guards (they passed before too).
  it('a new request after the question is that request, not the day', async () => {
    const c = await heldoutChat();
    await c.say('move the physics set');
    expect(writes(await c.say('mark call mom done'))).toEqual([
      { name: 'complete_task', input: { task_id: c.refs.mom } },
    ]);
  });

  it('"move on" is no task to move', async () => {
    const c = await heldoutChat();
    const r = await c.say('move on');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).not.toMatch(/Which task/);
  });
});

describe('K2: after a list of cards, a place in the list names that card', () => {
  // Card 1 buried first, so the due list is [2 photosynthesis, 3 manzana]: places differ from ids.
  const afterDueList = async () => {
    const c = await heldoutChat();
    await c.say('bury the mitochondria card');
    await c.say('which cards are due?');
    return c;
  };

  it.each([
    ['suspend the first one', 'suspend_flashcard', CARD.photosynthesis],
    ['bury the second', 'bury_flashcard', CARD.manzana],
    ['skip card 2', 'bury_flashcard', CARD.manzana],
    ['suspend number 1 for good', 'suspend_flashcard', CARD.photosynthesis],
    ['bury the last one', 'bury_flashcard', CARD.manzana],
  ])('%s → %s of that card', async (text, tool, card) => {
    const c = await afterDueList();
    expect(writes(await c.say(text)).map((w) => [w.name, (w.input as { card_id: number }).card_id])).toEqual([
      [tool, card],
    ]);
  });

  it('a place past the end of the list asks, writing nothing', async () => {
    const c = await afterDueList();
    const r = await c.say('suspend the fourth one');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).toMatch(/2 cards/);
  });

  it('after the list of every card (newest first), "bury the 3rd one" is the oldest card', async () => {
    const c = await heldoutChat();
    await c.say('show my flashcards');
    expect(writes(await c.say('bury the 3rd one'))).toEqual([
      { name: 'bury_flashcard', input: { card_id: CARD.powerhouse } },
    ]);
  });

  it('after a review (one card shown at a time, no numbered list), "card 3" is the card numbered 3', async () => {
    const c = await afterDueList();
    await c.say('start review');
    await c.say('stop');
    expect(writes(await c.say('bury card 3'))).toEqual([{ name: 'bury_flashcard', input: { card_id: 3 } }]);
  });

  // Guard (it passed before too): a card's number still means that card with no list shown.
  it('with no card list just shown, "card 3" is still the card numbered 3', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('bury card 3'))).toEqual([{ name: 'bury_flashcard', input: { card_id: 3 } }]);
  });
});

describe('K5: "it" after a task named earlier in the same message is that task', () => {
  it.each([
    ['whoops the lab report isnt done actually, mark it as not done', 'reopen_task', 'lab'],
    ['the lab report isnt done actually, put it back on my list', 'reopen_task', 'lab'],
    ['the groceries are bought, tick them off', 'complete_task', 'groceries'],
    ['the groceries are done, cross them off', 'complete_task', 'groceries'],
  ])('%s → %s', async (text, tool, ref) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: tool, input: { task_id: c.refs[ref] } }]);
  });
});
