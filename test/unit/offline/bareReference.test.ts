import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// "delete the biology one" with no list shown names no kind of thing: in the held-out world a
// biology task, the "Biology exam prep" plan and two biology cards all fit, so the agent asks
// which, and deletes nothing (it used to ask to delete the task).
const DESTRUCTIVE = ['delete_task', 'delete_plan', 'delete_flashcard'];
const writes = (r: { tool_calls: { name: string }[] }) => r.tool_calls.filter((t) => DESTRUCTIVE.includes(t.name));

describe('a bare reference that fits several kinds of thing', () => {
  it.each([
    'delete the biology one',
    'get rid of the bio one',
    'remove that biology thing',
    'delte the biology one pls',
  ])('%s → asks between the task, the plan and the cards', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(r.status).toBe('clarification_needed');
    expect(writes(r)).toEqual([]);
    expect(r.options?.map((o) => o.label)).toEqual([
      'The task “Read chapter 4 of the biology textbook”',
      'The plan “Biology exam prep”',
      'The 2 biology flashcards',
    ]);
  });

  it('the cards chosen are asked about again, naming their count, and only they go', async () => {
    const c = await heldoutChat();
    await c.say('delete the biology one');
    const r = await c.say('3');
    expect(r.status).toBe('confirmation_required');
    expect(r.response).toMatch(/\b2 flashcards\b/);
    const yes = await c.say('yes');
    expect(yes.response).toMatch(/^Deleted/);
    const left = await c.registry.call('list_flashcards', {}, { origin: 'ui' });
    const fronts = left.result.ok ? (left.result.data as { flashcards: { front: string }[] }).flashcards : [];
    expect(fronts.map((f) => f.front)).toEqual(['la manzana']);
  });

  it('"get rid of the spanish one" (no such task) offers the plan and the card', async () => {
    const c = await heldoutChat();
    const r = await c.say('get rid of the spanish one');
    expect(writes(r)).toEqual([]);
    expect(r.options?.map((o) => o.label)).toEqual(['The plan “Spanish vocab sprint”', 'The 1 spanish flashcard']);
  });

  it('only a task fits ("delete the physics one"), or a list was just shown: the task, confirmed', async () => {
    const c = await heldoutChat();
    const r = await c.say('delete the physics one');
    expect(r.status).toBe('confirmation_required');
    expect(r.response).toContain('Physics problem set 3');
    const listed = await heldoutChat();
    await listed.say("what's due this week");
    const after = await listed.say('delete the biology one');
    expect(after.status).toBe('confirmation_required');
    expect(after.response).toContain('Read chapter 4 of the biology textbook');
  });
});
