import { describe, expect, it } from 'vitest';
import { offlineChat } from './harness';

/**
 * A card made from chat is the student's text: a leading #tag is its topic, not part of the
 * front, and both sides keep the case they were typed in ("the library" stays lower case).
 */
describe('a flashcard keeps the student’s text, a leading #tag becomes its topic', () => {
  it.each([
    ['flashcard #history: who built the wall :: the romans', 'who built the wall', 'the romans', 'history'],
    ['card #bio: what is atp :: energy in cells', 'what is atp', 'energy in cells', 'bio'],
    ['make a flashcard #chem - what is NaCl :: table salt', 'what is NaCl', 'table salt', 'chem'],
    ['add a card #spanish el perro :: the dog', 'el perro', 'the dog', 'spanish'],
    ['make a flashcard: where do I return books? :: the library', 'where do I return books?', 'the library', null],
  ])('%s → %s / %s (%s)', async (text, front, back, topic) => {
    const c = await offlineChat();
    const r = await c.say(text);
    const made = r.tool_calls.find((t) => t.name === 'create_flashcard');
    expect(made?.input).toEqual({ front, back, ...(topic ? { topic_name: topic } : {}) });
  });
});
