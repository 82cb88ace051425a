import { describe, expect, it } from 'vitest';
import { offlineChat } from './harness';

/**
 * A plan asked for a topic is generated up to its deadline or its exam, never written empty with
 * the deadline words in its title ("Biology up to the exam" — a wrong write the lead found).
 */
describe('a study plan for a topic is generated up to the exam or the date said', () => {
  it.each([
    'make me a study plan for biology up to the exam',
    'create a revision plan for biology until my exam',
    'make a study schedule for biology leading up to the final',
    'make me a plan for biology before the biology exam',
  ])('with the exam date set: %s', async (text) => {
    const c = await offlineChat();
    await c.call('create_flashcard', { front: 'what is atp', back: 'energy', topic_name: 'Biology' });
    expect(await c.call('set_exam_date', { topic_name: 'Biology', exam_date: '2026-12-10' })).toMatchObject({
      ok: true,
    });
    const r = await c.say(text);
    const gen = r.tool_calls.find((t) => t.name === 'generate_study_plan');
    expect(gen?.input).toMatchObject({ goal: 'Biology', topic_name: 'Biology' });
    expect(r.tool_calls.map((t) => t.name)).not.toContain('write_plan');
    expect(r.response).toMatch(/Wed 9 Dec/); // the day before the exam
  });

  it.each([
    ['make a study plan for chem up to dec 12', '2026-12-12'],
    ['create a revision schedule for history until 5 december', '2026-12-05'],
  ])('with a date said: %s', async (text, deadline) => {
    const c = await offlineChat();
    const r = await c.say(text);
    expect(r.tool_calls.find((t) => t.name === 'generate_study_plan')?.input).toMatchObject({ deadline });
  });

  it.each(['make me a study plan for physics up to the exam', 'make a study plan for geography'])(
    'with no date to plan to, asks and writes nothing: %s',
    async (text) => {
      const c = await offlineChat();
      const r = await c.say(text);
      expect(r.status).toBe('clarification_needed');
      expect(r.tool_calls.filter((t) => !t.name.startsWith('list') && !t.name.startsWith('get'))).toEqual([]);
    },
  );
});
