import { describe, expect, it } from 'vitest';
import { offlineChat } from './harness';

/**
 * "add a step 'X' to <plan>": the step is X — not "A step 'X" (a wrong write the lead found).
 * The noun and the quotes are how the student said it, whichever quotes and article they used.
 */
describe('a step added by name gets that name, quotes and noun stripped', () => {
  it.each([
    [`add a step 'past papers' to exam prep`, 'Past papers'],
    [`add the step "review notes" to my exam prep plan`, 'Review notes'],
    [`add a new step called mock exam to exam prep`, 'Mock exam'],
    [`put another step “redo worksheet 3” in the exam prep plan`, 'Redo worksheet 3'],
    [`add step 'flashcards for ch 2' to exam prep`, 'Flashcards for ch 2'],
  ])('%s → %s', async (text, title) => {
    const c = await offlineChat();
    await c.call('write_plan', { title: 'Exam prep', items: [{ title: 'read ch 1' }] });
    const r = await c.say(text);
    const add = r.tool_calls.find((t) => t.name === 'add_plan_item');
    expect(add?.input).toMatchObject({ title });
  });
});
