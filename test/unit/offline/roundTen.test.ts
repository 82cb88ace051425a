import { describe, expect, it } from 'vitest';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * Round 10: the task, reading and undo classes behind set N's misses, in the lead's words, tested
 * with phrasings of our own (each failed before its change). The world: Mon 23 Nov 2026, tasks Essay
 * draft for history, Buy groceries, Read chapter 4 of the biology textbook, Email Professor Lee,
 * Physics problem set 3, Call mom, Submit lab report (done); plans Biology exam prep and Spanish
 * vocab sprint.
 */

const added = (r: Parameters<typeof writes>[0]) => {
  expect(writes(r).map((w) => w.name)).toEqual(['add_task']);
  return writes(r)[0]!.input as Record<string, unknown>;
};

describe('T1: "a task to …" with a day after "on", whatever the title names', () => {
  it.each([
    ['put down a task to call dad on thurs', 'Call dad', '2026-11-26'],
    ['add a task to pick up a birthday card on sat', 'Pick up a birthday card', '2026-11-28'],
    ['add a reminder to post the card on tues', 'Post the card', '2026-11-24'],
    ['put down renew the bus pass on wed', 'Renew the bus pass', '2026-11-25'],
  ])('%s → %s, due %s', async (text, title, due) => {
    const c = await heldoutChat();
    expect(added(await c.say(text))).toEqual({ title, due_at: due });
  });

  it('a card asked for is still a card', async () => {
    const c = await heldoutChat();
    const r = await c.say('add a card for spanish: el perro :: the dog');
    expect(writes(r).map((w) => w.name)).toEqual(['create_flashcard']);
  });
});

describe('T2: a numeric date, then ", <priority>"', () => {
  it.each([
    ['hand in the poster 11/12, high priority', 'Hand in the poster', '2026-12-11', 2],
    ['renew the gym pass 2/1, urgent', 'Renew the gym pass', '2027-01-02', 1],
    ['pay the gas bill 15.12, low priority', 'Pay the gas bill', '2026-12-15', 4],
    ['book the dentist friday p2', 'Book the dentist', '2026-11-27', 2],
  ])('%s (en-GB) → %s, due %s, p%s', async (text, title, due, priority) => {
    const c = await heldoutChat('en-GB');
    expect(added(await c.say(text))).toMatchObject({ title, due_at: due, priority });
  });

  it.each(['the essay friday, urgent', "what's due 11/12, urgent"])('%s writes nothing', async (text) => {
    const c = await heldoutChat('en-GB');
    expect(writes(await c.say(text))).toEqual([]);
  });
});
