import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// Reviews and wrong answers said in other words. A review of one deck keeps to that deck's cards
// (get_due_flashcards with its topic_id) card after card; "which X questions do I keep missing"
// reads the wrong answers, never a search of the materials. World: biology = topic 1 (2 cards),
// spanish = topic 2 (1 card).
const calls = (r: { tool_calls: { name: string; input: unknown }[] }, name: string) =>
  r.tool_calls.filter((t) => t.name === name).map((t) => t.input);

describe('a review said in other words', () => {
  it.each([
    ['run through the biology deck with me', 1],
    ['go thru my biology cards with me pls', 1],
    ['can we run through the spanish flashcards together', 2],
    ['review spanish', 2],
    ['review my #biology cards', 1],
  ])('%s → a review of that deck', async (text, topic_id) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(calls(r, 'get_due_flashcards')).toEqual([{ limit: 20, topic_id }]);
    expect(r.response).toMatch(/^\*\*Q:\*\*/);
    expect(r.response).toContain(topic_id === 1 ? 'biology' : 'spanish');
  });

  it.each(['drill me on whatever cards are due', 'flashcard time 🧠', 'test me on the cards that are due'])(
    '%s → a review of every card due',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(calls(r, 'get_due_flashcards')).toEqual([{ limit: 20 }]);
      expect(r.response).toMatch(/^\*\*Q:\*\*/);
    },
  );

  it('a deck review stays in its deck after a rating, and ends when the deck is done', async () => {
    const c = await heldoutChat();
    await c.say('run through the spanish deck with me');
    await c.say('the apple');
    const rated = await c.say('3');
    expect(calls(rated, 'get_due_flashcards')).toEqual([{ limit: 20, topic_id: 2 }]);
    expect(rated.response).toContain('That was the last card due');
    expect(rated.response).not.toContain('powerhouse');
    // The next review, with no deck named, takes every card due again.
    const next = await c.say('start review');
    expect(calls(next, 'get_due_flashcards')).toEqual([{ limit: 20 }]);
  });

  it('a deck nobody has asks, offering every card due', async () => {
    const c = await heldoutChat();
    const r = await c.say('run through the chemistry deck with me');
    expect(r.status).toBe('clarification_needed');
    expect(calls(r, 'get_due_flashcards')).toEqual([]);
    expect(r.response).toContain('no deck called “chemistry”');
  });
});

describe('wrong answers said in other words', () => {
  it.each([
    ['which biology questions do i keep missing', 1],
    ['what spanish questions do i keep getting wrong', 2],
    ['which questions do i always flub in biology', 1],
    ['what bio answers have i been botching', 1],
  ])('%s → get_wrong_questions for that topic', async (text, topic_id) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(calls(r, 'get_wrong_questions')).toEqual([{ topic_id }]);
    expect(calls(r, 'search_materials')).toEqual([]);
  });
});
