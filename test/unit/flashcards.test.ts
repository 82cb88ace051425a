import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;
const DAY = 86_400_000;

async function addCard(t: T, input: Record<string, unknown>): Promise<number> {
  const r = await t.call('create_flashcard', { back: 'An answer', ...input });
  if (!r.ok) throw new Error(`create_flashcard failed: ${r.error.message}`);
  return (r.data as { card_id: number }).card_id;
}

async function due(t: T, input: Record<string, unknown> = {}) {
  const r = await t.call('get_due_flashcards', input);
  if (!r.ok) throw new Error(`get_due_flashcards failed: ${r.error.message}`);
  return (r.data as { due_flashcards: { card_id: number; front: string; topic: string | null; state: string }[] })
    .due_flashcards;
}

/** The call is refused as invalid input, naming `field`, and nothing in the database changed. */
async function expectInvalid(t: T, tool: string, input: unknown, field: string) {
  const before = tablesChecksum(t.db);
  const r = await t.call(tool, input);
  expect(r).toMatchObject({ ok: false, error: { code: 'validation_error' } });
  if (!r.ok)
    expect(r.error.details).toMatchObject({ fields: expect.arrayContaining([expect.objectContaining({ field })]) });
  expect(tablesChecksum(t.db)).toBe(before);
}

describe('create_flashcard', () => {
  it('creates a new card that is due at once, filed under a topic created by name', async () => {
    const t = await testRegistry();
    const out = await t.outcome('create_flashcard', {
      front: 'What is recursion?',
      back: 'A function calling itself.',
      topic_name: 'Recursion',
    });
    expect(out.result).toEqual({ ok: true, data: { card_id: 1 } });
    expect(out.changes).toEqual([
      { entity_type: 'flashcard', ids: [1] },
      { entity_type: 'topic', ids: [1] },
    ]);
    expect(await due(t)).toEqual([
      {
        card_id: 1,
        front: 'What is recursion?',
        back: 'A function calling itself.',
        topic_id: 1,
        topic: 'Recursion',
        due_at: '2026-11-21T09:00:00.000Z',
        state: 'new',
        source_chunk_id: null,
        source_material_id: null,
        note_material_id: null,
        note_line: null,
      },
    ]);
  });

  it('reuses an existing topic whatever its case, and accepts a topic_id', async () => {
    const t = await testRegistry();
    await addCard(t, { front: 'a', topic_name: 'Recursion' });
    await addCard(t, { front: 'b', topic_name: '  recursion ' });
    await addCard(t, { front: 'c', topic_id: 1 });
    expect((await due(t)).map((c) => c.topic)).toEqual(['Recursion', 'Recursion', 'Recursion']);
  });

  it('answers not_found for a topic_id that does not exist, and writes nothing', async () => {
    const t = await testRegistry();
    const before = tablesChecksum(t.db);
    const r = await t.call('create_flashcard', { front: 'q', back: 'a', topic_id: 42 });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'topic', query: { topic_id: 42 } } },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('refuses a second card with the same front in the same topic, pointing at the first', async () => {
    const t = await testRegistry();
    await addCard(t, { front: 'What is recursion?', topic_name: 'Recursion' });
    const r = await t.call('create_flashcard', { front: 'What is recursion?', back: 'other', topic_name: 'Recursion' });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'duplicate', candidates: [{ id: 1 }] } },
    });
    // Typed in another case it is still that card: cards keep the student's case as typed.
    const lower = await t.call('create_flashcard', { front: 'what is RECURSION?', back: 'x', topic_name: 'Recursion' });
    expect(lower).toMatchObject({ ok: false, error: { details: { reason: 'duplicate', candidates: [{ id: 1 }] } } });
    // The same front in another topic is a different card.
    expect(await addCard(t, { front: 'What is recursion?', topic_name: 'Haskell' })).toBe(2);
  });

  it('takes fronts of 1 and 2000 characters and backs of 5000, trimming whitespace', async () => {
    const t = await testRegistry();
    await addCard(t, { front: 'x' });
    await addCard(t, { front: 'y'.repeat(2000), back: 'z'.repeat(5000) });
    await addCard(t, { front: '  padded  ' });
    expect((await due(t)).map((c) => c.front.length)).toEqual([1, 2000, 6]);
  });

  it('rejects empty, blank, over-long and mistyped fields, unknown fields, and both topic fields at once', async () => {
    const t = await testRegistry();
    await expectInvalid(t, 'create_flashcard', { front: '', back: 'a' }, 'front');
    await expectInvalid(t, 'create_flashcard', { front: '   ', back: 'a' }, 'front');
    await expectInvalid(t, 'create_flashcard', { front: 'y'.repeat(2001), back: 'a' }, 'front');
    await expectInvalid(t, 'create_flashcard', { front: 'q', back: 'z'.repeat(5001) }, 'back');
    await expectInvalid(t, 'create_flashcard', { front: 42, back: 'a' }, 'front');
    await expectInvalid(t, 'create_flashcard', { back: 'a' }, 'front');
    await expectInvalid(t, 'create_flashcard', { front: 'q', back: 'a', topic_id: -1 }, 'topic_id');
    await expectInvalid(t, 'create_flashcard', { front: 'q', back: 'a', deck: 'x' }, 'deck');
    await expectInvalid(t, 'create_flashcard', { front: 'q', back: 'a', topic_id: 1, topic_name: 'R' }, 'topic_name');
  });
});

describe('get_due_flashcards', () => {
  it('lists new cards in the order added, leaves out cards not yet due, and filters by topic', async () => {
    const t = await testRegistry();
    await addCard(t, { front: 'first', topic_name: 'A' });
    t.clock.advance(60_000);
    await addCard(t, { front: 'second', topic_name: 'B' });
    t.clock.advance(60_000);
    await addCard(t, { front: 'third', topic_name: 'A' });
    // Push 'first' a week out: it leaves the queue until then.
    await t.call('update_flashcard_review', {
      card_id: 1,
      next_review_at: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
    });
    expect((await due(t)).map((c) => c.front)).toEqual(['second', 'third']);
    expect((await due(t, { topic_id: 1 })).map((c) => c.front)).toEqual(['third']);
    t.clock.advance(8 * DAY);
    expect((await due(t)).map((c) => c.front)).toEqual(['first', 'second', 'third']);
  });

  it('returns 20 by default and honours limits from 1 to 500', async () => {
    const t = await testRegistry({ settings: { new_cards_per_day: 100 } });
    for (let i = 0; i < 25; i++) await addCard(t, { front: `card ${i}` });
    expect(await due(t)).toHaveLength(20);
    expect(await due(t, { limit: 1 })).toHaveLength(1);
    expect(await due(t, { limit: 500 })).toHaveLength(25);
    await expectInvalid(t, 'get_due_flashcards', { limit: 0 }, 'limit');
    await expectInvalid(t, 'get_due_flashcards', { limit: 501 }, 'limit');
    await expectInvalid(t, 'get_due_flashcards', { limit: 2.5 }, 'limit');
    await expectInvalid(t, 'get_due_flashcards', { limit: '10' }, 'limit');
    await expectInvalid(t, 'get_due_flashcards', { topic: 'A' }, 'topic');
  });

  it('answers not_found for an unknown topic instead of an empty queue', async () => {
    const t = await testRegistry();
    const r = await t.call('get_due_flashcards', { topic_id: 9 });
    expect(r).toMatchObject({ ok: false, error: { code: 'not_found', details: { entity_type: 'topic' } } });
  });
});

describe('update_flashcard', () => {
  it('edits text and moves topics without touching the schedule', async () => {
    const t = await testRegistry();
    await addCard(t, { front: 'Waht is recursion?', topic_name: 'Recursion' });
    await t.call('review_flashcard', { card_id: 1, rating: 'easy' });
    const dueBefore = t.db.prepare('SELECT due_at FROM flashcards WHERE id = 1').pluck().get();
    const out = await t.outcome('update_flashcard', { card_id: 1, front: 'What is recursion?', topic_id: null });
    expect(out.result).toEqual({ ok: true, data: { card_id: 1 } });
    expect(out.changes).toEqual([{ entity_type: 'flashcard', ids: [1] }]);
    const row = t.db.prepare('SELECT front, back, topic_id, due_at FROM flashcards WHERE id = 1').get();
    expect(row).toEqual({ front: 'What is recursion?', back: 'An answer', topic_id: null, due_at: dueBefore });
  });

  it('answers not_found for a missing card or topic, and needs something to change', async () => {
    const t = await testRegistry();
    await addCard(t, { front: 'q' });
    expect(await t.call('update_flashcard', { card_id: 2, back: 'b' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'flashcard', query: { card_id: 2 } } },
    });
    expect(await t.call('update_flashcard', { card_id: 1, topic_id: 5 })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'topic' } },
    });
    await expectInvalid(t, 'update_flashcard', { card_id: 1 }, '(input)');
    await expectInvalid(t, 'update_flashcard', { card_id: 0, back: 'b' }, 'card_id');
    await expectInvalid(t, 'update_flashcard', { card_id: '1', back: 'b' }, 'card_id');
    await expectInvalid(t, 'update_flashcard', { card_id: 1, back: '' }, 'back');
  });
});

describe('delete_flashcard', () => {
  it("asks first, naming the card's front, and a decline keeps the card", async () => {
    const t = await testRegistry();
    await addCard(t, { front: 'What is recursion?' });
    const asked = await t.outcome('delete_flashcard', { card_id: 1 });
    expect(asked.result).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
    expect(asked.confirmation?.summary).toBe("Delete flashcard 'What is recursion?'?");
    const declined = await t.call('delete_flashcard', { card_id: 1 }, { origin: 'agent', confirm: async () => false });
    expect(declined).toMatchObject({
      ok: false,
      error: { code: 'permission_denied', details: { reason: 'user_declined' } },
    });
    expect(await due(t)).toHaveLength(1);
  });

  it('shortens a long front in the question', async () => {
    const t = await testRegistry();
    await addCard(t, { front: `Explain ${'very '.repeat(40)}long things` });
    const summary = (await t.outcome('delete_flashcard', { card_id: 1 })).confirmation?.summary ?? '';
    expect(summary.length).toBeLessThan(90);
    expect(summary).toMatch(/^Delete flashcard 'Explain very very .*…'\?$/);
  });

  it('removes the card from the queue for good, and every tool then treats it as missing', async () => {
    const t = await testRegistry();
    await addCard(t, { front: 'gone' });
    await addCard(t, { front: 'kept' });
    const out = await t.outcome('delete_flashcard', { card_id: 1 }, { confirmed: true });
    expect(out.result).toEqual({ ok: true, data: { deleted_card_id: 1 } });
    expect(out.changes).toEqual([{ entity_type: 'flashcard', ids: [1] }]);
    t.clock.advance(400 * DAY);
    expect((await due(t, { limit: 500 })).map((c) => c.front)).toEqual(['kept']);
    for (const [tool, input] of [
      ['review_flashcard', { card_id: 1, rating: 'good' }],
      ['preview_flashcard_review', { card_id: 1 }],
      ['update_flashcard', { card_id: 1, back: 'x' }],
      ['update_flashcard_review', { card_id: 1, ease_factor: 3 }],
      ['undo_flashcard_review', { card_id: 1 }],
    ] as const) {
      expect(await t.call(tool, input)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
    // Deleting it again answers not_found without asking the user about a card that is gone.
    const again = await t.outcome('delete_flashcard', { card_id: 1 });
    expect(again.confirmation).toBeUndefined();
    expect(again.result).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'flashcard' } },
    });
  });
});
