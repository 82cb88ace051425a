import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// A bulk delete narrowed by a subject said after the noun ("every card in biology") deletes only
// that subject's cards, and asks first naming their count. The held-out world has 3 cards: two in
// biology, one in spanish ("la manzana"), and one biology task among six pending.
const pendingOf = (r: { state: { pending: unknown } }) =>
  r.state.pending as { kind: string; tool: string; input: Record<string, number[]> } | null;

describe('a bulk delete filtered by topic after the noun', () => {
  it.each([
    'delete every card in biology',
    'remove all the flashcards in my biology deck',
    'get rid of all cards from biology',
    'wipe all the flashcards under #biology',
    'delete evry card in biology pls',
  ])('%s → asks to delete the 2 biology cards, never la manzana', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(r.status).toBe('confirmation_required');
    expect(r.response).toMatch(/\b2 flashcards\b/);
    expect(r.response).not.toContain('la manzana');
    expect(pendingOf(r)?.input.card_ids).toHaveLength(2);
    const yes = await c.say('yes');
    expect(yes.response).toMatch(/Deleted/);
    const left = await c.registry.call('list_flashcards', {}, { origin: 'ui' });
    expect(
      left.result.ok && (left.result.data as { flashcards: { front: string }[] }).flashcards.map((f) => f.front),
    ).toEqual(['la manzana']);
  });

  it.each(['delete all tasks in physics', 'delete all my tasks from physics'])(
    '%s → asks to delete the one physics task',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(r.status).toBe('confirmation_required');
      expect(r.response).toContain('Physics problem set 3');
      expect(pendingOf(r)?.input.task_ids).toHaveLength(1);
    },
  );
});
