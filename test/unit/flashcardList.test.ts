import { describe, expect, it } from 'vitest';
import type { BrowsedFlashcard } from '../../src-shared/flashcards';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

async function seed(t: T) {
  const cards = [
    { front: 'What is recursion?', back: 'A function calling itself', topic_name: 'Recursion' },
    { front: 'Base case', back: 'Stops the recursion', topic_name: 'Recursion' },
    { front: 'hablar', back: 'to speak', topic_name: 'Spanish' },
    { front: '100% sure?', back: 'Literal percent', topic_name: 'Spanish' },
    { front: 'Loose card', back: 'No topic at all' },
  ];
  for (const c of cards) {
    const r = await t.call('create_flashcard', c);
    if (!r.ok) throw new Error(r.error.message);
    t.clock.advance(1000); // distinct created_at, so "newest first" is observable
  }
}

async function list(t: T, input: Record<string, unknown> = {}) {
  const r = await t.call('list_flashcards', input);
  if (!r.ok) throw new Error(r.error.message);
  return r.data as { flashcards: BrowsedFlashcard[]; total: number };
}

describe('list_flashcards', () => {
  it('lists every live card newest first, due or not, with its topic and schedule', async () => {
    const t = await testRegistry();
    await seed(t);
    await t.call('review_flashcard', { card_id: 1, rating: 'easy' }); // no longer due
    const all = await list(t);
    expect(all.total).toBe(5);
    expect(all.flashcards.map((c) => c.card_id)).toEqual([5, 4, 3, 2, 1]);
    expect(all.flashcards[4]).toMatchObject({ topic: 'Recursion', state: 'review', reps: 1, lapses: 0 });
    expect(all.flashcards[0]).toMatchObject({ topic: null, topic_id: null, state: 'new', reps: 0 });
  });

  it('searches front and back ignoring case, treats % and _ literally, and counts beyond the limit', async () => {
    const t = await testRegistry();
    await seed(t);
    expect((await list(t, { query: 'RECURSION' })).flashcards.map((c) => c.card_id)).toEqual([2, 1]);
    expect((await list(t, { query: '100%' })).flashcards.map((c) => c.card_id)).toEqual([4]);
    expect((await list(t, { query: '_' })).total).toBe(0);
    const page = await list(t, { limit: 2, offset: 1 });
    expect(page).toMatchObject({ total: 5 });
    expect(page.flashcards.map((c) => c.card_id)).toEqual([4, 3]);
  });

  it("searches topic names too, so a topic's cards come up by its name", async () => {
    const t = await testRegistry();
    await seed(t);
    // Neither front nor back of these says "span": before, the search found nothing.
    const spanish = await list(t, { query: 'SPAN' });
    expect(spanish.flashcards.map((c) => c.front)).toEqual(['100% sure?', 'hablar']);
    expect(spanish.total).toBe(2);
    // A word in both a topic name and a card counts each card once.
    expect((await list(t, { query: 'recursion' })).total).toBe(2);
  });

  it('filters by topic, or by no topic with null, and leaves deleted cards out', async () => {
    const t = await testRegistry();
    await seed(t);
    expect((await list(t, { topic_id: 2 })).flashcards.map((c) => c.front)).toEqual(['100% sure?', 'hablar']);
    expect((await list(t, { topic_id: null })).flashcards.map((c) => c.card_id)).toEqual([5]);
    await t.call('delete_flashcard', { card_id: 3 }, { confirmed: true });
    expect((await list(t, { topic_id: 2 })).total).toBe(1);
  });

  it('answers not_found for an unknown topic and validation_error for a bad limit', async () => {
    const t = await testRegistry();
    expect(await t.call('list_flashcards', { topic_id: 9 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await t.call('list_flashcards', { limit: 0 })).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'limit' }] } },
    });
  });
});
