import { describe, expect, it } from 'vitest';
import { offlineChat } from './harness';

/**
 * Asking for a quiz to be made is the quiz intent, never a task "Quiz about …" (a wrong write the
 * lead found). With nothing to quiz from, the agent says what it can do and writes nothing;
 * "add vocab quiz friday", a quiz to sit, stays a task.
 */
describe('a request to make a quiz goes to the quiz, and writes nothing when there is nothing to quiz', () => {
  it.each([
    'create a quiz about chemistry',
    'make me a quiz on history',
    'generate a biology quiz',
    'create a quick quiz about the french revolution',
    'can you create a quiz on organic reactions',
    'build me a practice quiz on statistics',
  ])('%s', async (text) => {
    const c = await offlineChat();
    const before = c.tasks().length;
    const r = await c.say(text);
    expect(r.tool_calls.map((t) => t.name)).not.toContain('add_task');
    expect(c.tasks()).toHaveLength(before);
    expect(r.response).toMatch(/flashcards?/i);
  });

  it('a quiz to sit, added with a day, is still a task', async () => {
    const c = await offlineChat();
    const r = await c.say('add vocab quiz friday');
    expect(r.tool_calls.find((t) => t.name === 'add_task')?.input).toMatchObject({ title: 'Vocab quiz' });
  });
});
