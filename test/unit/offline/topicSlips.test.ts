import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// A subject two letters from another is another subject: "geology" is not Biology. The world has
// Biology and Spanish topics; an exam date must land on the subject the student named, or ask.
const examOf = async (c: Awaited<ReturnType<typeof heldoutChat>>, topic: string) => {
  const { result } = await c.registry.call('list_topics', {}, { origin: 'ui' });
  const topics = result.ok ? (result.data as { topics: { name: string; exam_date: string | null }[] }).topics : [];
  return topics.find((t) => t.name.toLowerCase() === topic)?.exam_date ?? null;
};

describe('a topic named with slips', () => {
  it.each(["i've got a geology final on dec 11", 'my zoology exam is on december 3rd'])(
    '%s: asks about a new subject and sets no exam date on Biology',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(r.tool_calls.filter((t) => t.name === 'set_exam_date')).toEqual([]);
      expect(r.response).toMatch(/no topic called/i);
      expect(await examOf(c, 'biology')).toBeNull();
    },
  );

  it.each(['my bio exam is on dec 10', 'my biolgy exam is on dec 10'])(
    '%s: a prefix or one slip still names Biology',
    async (text) => {
      const c = await heldoutChat();
      await c.say(text);
      expect(await examOf(c, 'biology')).toBe('2026-12-10');
    },
  );
});
