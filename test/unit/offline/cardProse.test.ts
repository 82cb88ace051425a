import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// A card told in prose, its sides named in words: one create_flashcard with the front and back as
// said, never a task, never a question back.
const cards = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => t.name === 'create_flashcard').map((t) => t.input);

describe('a flashcard said in prose', () => {
  it.each([
    ['flashcard where the front is "capital of peru" and the back is "lima"', 'capital of peru', 'lima'],
    ['card: front capital of chile, back santiago', 'capital of chile', 'santiago'],
    ['flashcard, front = mitosis, back = cell division', 'mitosis', 'cell division'],
    ["make a flashcard whose front reads 'dog' and back reads 'perro'", 'dog', 'perro'],
    ["new card where front side is 'gracias' and back side is 'thank you'", 'gracias', 'thank you'],
    [
      'save this as a flashcard — q: what is the speed of light? a: about 300,000 km/s',
      'what is the speed of light?',
      'about 300,000 km/s',
    ],
    ['a flashcard with the question what is 2+2 and the answer 4', 'what is 2+2', '4'],
  ])('%s', async (text, front, back) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(cards(r)).toEqual([{ front, back }]);
    expect(r.tool_calls.map((t) => t.name)).not.toContain('add_task');
  });

  it.each([
    [
      "create a biology flashcard 'what does DNA stand for' -> 'deoxyribonucleic acid'",
      'what does DNA stand for',
      'deoxyribonucleic acid',
      'biology',
    ],
    ['turn this into a spanish card: hola = hello', 'hola', 'hello', 'spanish'],
  ])('%s → filed under its deck', async (text, front, back, topic_name) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(cards(r)).toEqual([{ front, back, topic_name }]);
  });

  it('"add mum\'s birthday card" is still a task', async () => {
    const c = await heldoutChat();
    const r = await c.say("add mum's birthday card");
    expect(cards(r)).toEqual([]);
    expect(r.tool_calls.map((t) => t.name)).toEqual(['add_task']);
  });
});
