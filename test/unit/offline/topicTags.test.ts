import { describe, expect, it } from 'vitest';
import { topicName } from '../../../src-shared/text/topics';
import { heldoutChat } from './heldoutWorld';

// A topic typed as a tag is the topic's name without its '#', in every request that takes a topic
// ("flashcard for #history: Q :: A" made a topic literally named "#history": a wrong write).
const inputsOf = (r: { tool_calls: { name: string; input: unknown }[] }, tool: string) =>
  r.tool_calls.filter((t) => t.name === tool).map((t) => t.input as Record<string, unknown>);

describe('a #tag names a topic without its #', () => {
  it.each([
    ['flashcard for #history: when did ww2 end :: 1945', 'when did ww2 end', '1945'],
    ['new card in #history — who built the pyramids? :: the egyptians', 'who built the pyramids?', 'the egyptians'],
    ['add a #history flashcard: year of the moon landing :: 1969', 'year of the moon landing', '1969'],
    ['#history card: when was the magna carta signed? :: 1215', 'when was the magna carta signed?', '1215'],
    ['make a card in my #history deck: first roman emperor :: augustus', 'first roman emperor', 'augustus'],
  ])('%s → a card in "history"', async (text, front, back) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(inputsOf(r, 'create_flashcard')).toEqual([{ front, back, topic_name: 'history' }]);
  });

  it('an exam for a new #topic offers the topic by its name', async () => {
    const c = await heldoutChat();
    const r = await c.say('my #chemistry exam is on dec 10');
    expect(r.response).toContain('Chemistry');
    expect(r.response).not.toContain('#');
    const yes = await c.say('1');
    expect(inputsOf(yes, 'quiz_pre_fetch')).toEqual([{ topic_name: 'Chemistry' }]);
  });

  it('"make 3 flashcards about #photosynthesis" searches and speaks of photosynthesis', async () => {
    const c = await heldoutChat();
    const r = await c.say('make 3 flashcards about #photosynthesis');
    expect(inputsOf(r, 'search_materials')).toEqual([{ query: 'photosynthesis', limit: 1 }]);
    expect(r.response).not.toContain('#photosynthesis');
  });

  it('topicName drops the mark of every tag and nothing else', () => {
    expect(topicName(' #history ')).toBe('history');
    expect(topicName('5 #biology')).toBe('5 biology');
    expect(topicName('c#')).toBe('c#');
    expect(topicName('#2')).toBe('#2');
  });
});
