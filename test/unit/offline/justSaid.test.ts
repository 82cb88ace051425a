import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// "that", "this one", "it" meaning what the chat just made, showed or asked about: the card just
// made, the card being reviewed, the task a declined delete named, the one task a search found.
const writes = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => !/^(?:list_|get_due)/.test(t.name)).map((t) => [t.name, t.input]);

async function dialogue(...turns: string[]) {
  const c = await heldoutChat();
  let last = await c.say(turns[0]!);
  for (const t of turns.slice(1)) last = await c.say(t);
  return { c, last };
}

describe('what the chat just did, named by a pronoun', () => {
  it('the card just made: "actually delete that card" asks to delete it', async () => {
    const { last } = await dialogue('make a flashcard: el tren :: the train', 'actually delete that card');
    expect(last.status).toBe('confirmation_required');
    expect(last.confirmation?.input).toEqual({ card_id: 4 });
  });

  it('the card just made: "change the back of that to \'…\'" rewrites its back, quotes off', async () => {
    const { last } = await dialogue(
      'make a flashcard: what is ATP? :: energy',
      "actually change the back of that to 'the cell's energy currency'",
    );
    expect(writes(last)).toEqual([['update_flashcard', { card_id: 4, back: "the cell's energy currency" }]]);
  });

  it.each([
    ['bury this one', 'bury_flashcard', { card_id: 1 }],
    ['suspend this one', 'suspend_flashcard', { card_id: 1, suspended: true }],
  ])('in a review, "%s" acts on the card shown', async (said, tool, input) => {
    const { last } = await dialogue('review my biology flashcards', said);
    expect(writes(last)).toEqual([[tool, input]]);
  });

  it('a declined delete: "ok just move it to friday then" moves the task it named', async () => {
    const { c, last } = await dialogue('delete the essay', 'cancel', 'ok just move it to friday then');
    expect(writes(last)).toEqual([['update_task', { task_id: c.refs.essay, due_at: '2026-11-27' }]]);
  });

  it('a search that found one task: "delete that one" asks to delete it', async () => {
    const { c, last } = await dialogue('anything about physics on my list?', 'delete that one');
    expect(last.status).toBe('confirmation_required');
    expect(last.confirmation?.input).toEqual({ task_id: c.refs.physics });
  });

  it('"called my mom, you can tick that off" completes Call mom', async () => {
    const { c, last } = await dialogue('called my mom, you can tick that off');
    expect(writes(last)).toEqual([['complete_task', { task_id: c.refs.mom }]]);
  });
});

describe('a card named in the clause before its command', () => {
  it.each([
    ['hide la manzana for today, bury it', 'bury_flashcard', { card_id: 3 }],
    ['not in the mood for the mitochondria one today, bury that card', 'bury_flashcard', { card_id: 1 }],
    ['i already know la manzana, suspend it', 'suspend_flashcard', { card_id: 3, suspended: true }],
    // The card's own noun names it when it can, whatever the clause around it says.
    ['no time for the manzana card tonight, bury it', 'bury_flashcard', { card_id: 3 }],
    ['put the manzana card back in my reviews, unsuspend it', 'suspend_flashcard', { card_id: 3, suspended: false }],
  ])('%s', async (text, tool, input) => {
    const { last } = await dialogue(text);
    expect(writes(last)).toEqual([[tool, input]]);
  });

  it('"edit the chloroplast card\'s question to …" edits that card\'s front, asking nothing', async () => {
    const { last } = await dialogue(
      'edit the chloroplast card\'s question to "where in the cell does photosynthesis happen?"',
    );
    expect(writes(last)).toEqual([
      ['update_flashcard', { card_id: 2, front: 'where in the cell does photosynthesis happen?' }],
    ]);
  });
});
