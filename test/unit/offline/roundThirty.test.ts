import { describe, expect, it } from 'vitest';
import { TOOL } from '../../../src-shared/tools/names';
import { readAnswer } from '../../../src-shared/text/answers';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 30: flashcards, quizzes and reads said in other words (issue 11), with phrasings of our
 * own (each failed before its change). The world is round 18's (test/fixtures/heldout/world.json):
 * Mon 23 Nov 2026; cards 1 "What is the powerhouse of the cell?" and 2 "Where does photosynthesis
 * happen?" (biology), 3 "la manzana" (spanish); plans Biology exam prep (1) and Spanish vocab sprint (2).
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const nothingWritten = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);
const called = (r: Turn, name: string) => r.tool_calls.filter((t) => t.name === name).map((t) => t.input);

describe('A: a card said with its deck first, a subject before "card", or a word "meaning" another', () => {
  it.each([
    ['add to my physics deck: unit of charge :: coulomb', 'unit of charge', 'coulomb', 'physics'],
    ['put this in my german cards: der Apfel :: the apple', 'der Apfel', 'the apple', 'german'],
    ['new italian card il cane = the dog', 'il cane', 'the dog', 'italian'],
    ['create a flashcard for la playa meaning the beach in spanish', 'la playa', 'the beach', 'spanish'],
    ['make a card for the word gato meaning cat in spanish', 'gato', 'cat', 'spanish'],
    [
      "create a chemistry card asking 'What is the symbol for iron?' with the answer 'Fe'",
      'What is the symbol for iron?',
      'Fe',
      'chemistry',
    ],
    // A subject said short goes in the deck the student already keeps under its full name.
    ['make a bio card: atp :: energy currency', 'atp', 'energy currency', 'biology'],
    ['flashcard: hola meaning hello in spanish', 'hola', 'hello', 'spanish'],
  ])('"%s" → a card %s / %s in %s', async (said, front, back, topic) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([
      { name: 'create_flashcard', input: { front, back, topic_name: topic } },
    ]);
  });

  it.each([
    ['make a card for perro meaning dog', 'perro', 'dog'],
    ['flashcard: hola meaning hello', 'hola', 'hello'],
  ])('"%s" → a card %s / %s with no deck', async (said, front, back) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'create_flashcard', input: { front, back } }]);
  });

  // A card of no subject is a greeting card; "meaning of" is a question's words, not a separator.
  it.each(['make a birthday card for mom', 'make a history card for grandma', 'add to my shopping list: milk'])(
    '"%s" makes no flashcard',
    async (said) => {
      const c = await heldoutChat();
      expect(called(await c.say(said), 'create_flashcard')).toEqual([]);
    },
  );

  it('"make a flashcard: what is the meaning of life :: 42" keeps "meaning of" in the front', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('make a flashcard: what is the meaning of life :: 42'))).toEqual([
      { name: 'create_flashcard', input: { front: 'what is the meaning of life', back: '42' } },
    ]);
  });
});

describe('B: a quiz request with chatter after the subject, or its count said "x3"', () => {
  const quizzes = (r: Turn) => called(r, 'generate_quiz');

  it.each([
    ['test me on spanish pls i have an oral tomorrow', 'spanish', 5],
    ['a short quiz on bio would be lovely', 'biology', 5],
    ['quiz me on biology please im stressed', 'biology', 5],
    ['quiz me spanish x2', 'spanish', 2],
    ['quiz me bio x3', 'biology', 3],
  ])('"%s" → a quiz on %s of %s', async (said, topic, count) => {
    const c = await heldoutChat();
    expect(quizzes(await c.say(said))).toEqual([{ topic_name: topic, count }]);
  });

  it('a subject with no cards is named alone: "quiz me on chemistry i\'m so cooked"', async () => {
    const c = await heldoutChat();
    const r = await c.say("quiz me on chemistry i'm so cooked");
    expect(quizzes(r)).toEqual([]);
    expect(r.response).toContain('I can’t quiz you on “chemistry” yet');
  });

  // A quiz to go to is an event: it is a task (offered, or added as a thing and its day: round 28),
  // never started as a quiz.
  it.each(['quiz night friday', 'pub quiz team on thursday'])(
    '"%s" starts no quiz; at most it adds a task',
    async (said) => {
      const c = await heldoutChat();
      const r = await c.say(said);
      expect(quizzes(r)).toEqual([]);
      expect(nothingWritten(c, r).map((t) => t.name)).toEqual(nothingWritten(c, r).length === 0 ? [] : [TOOL.add_task]);
      if (nothingWritten(c, r).length === 0) expect(r.response).toMatch(/as a task/);
    },
  );
});

describe('C: due cards, the date, weak topics and the most urgent task, asked in other words', () => {
  it.each([
    ['do i have any reviews right now', 'get_due_flashcards'],
    ["today's date kindly", 'get_today'],
    ["sorry, i've lost track, what day is it", 'get_today'],
    ['excuse me, what is the date', 'get_today'],
    ['which subjects am i scoring lower in', 'get_weak_topics'],
    ['what should i focus on judging by my quiz scores', 'get_weak_topics'],
    ['which topics am i doing worse in', 'get_weak_topics'],
    ['what does the spanish card say', 'list_flashcards'],
  ])('"%s" reads with %s and writes nothing', async (said, tool) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.tool_calls.map((t) => t.name)).toContain(tool);
  });

  it.each(['top priority right now?', 'the most important thing today'])(
    '"%s" names the most urgent task',
    async (said) => {
      const c = await heldoutChat();
      const r = await c.say(said);
      expect(nothingWritten(c, r)).toEqual([]);
      expect(r.response).toContain('Most urgent: “Email Professor Lee about the extension”');
    },
  );

  // Reviews of a piece of work are no flashcards: the tasks about it are read instead.
  it.each([
    ['do i have reviews of my lab report', 'lab report'],
    ['did i get feedback on the physics problem set', 'physics problem set'],
  ])('"%s" reads no cards and searches the tasks for %s', async (said, query) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(called(r, 'get_due_flashcards')).toEqual([]);
    expect(called(r, 'list_tasks')).toEqual([{ status: 'all', query }]);
  });
});

describe('D: a card named and rated outside a review is rated, and undo takes it back', () => {
  it.each([
    ['the manzana card: good', 3, 'good'],
    ['powerhouse card -> hard', 1, 'hard'],
    ['rate the chloroplast card as easy', 2, 'easy'],
    ['the photosynthesis card = again', 2, 'again'],
  ])('"%s" → card %s rated %s, alone', async (said, card_id, rating) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(writes(r)).toEqual([{ name: 'review_flashcard', input: { card_id, rating } }]);
    // Rating one card starts no review: no next card is shown.
    expect(called(r, 'get_due_flashcards')).toEqual([]);
    expect(r.response).toContain(`as ${rating}`);
    expect(writes(await c.say('undo'))).toEqual([{ name: 'undo', input: {} }]);
  });

  it.each(['the chemistry card: easy', 'make a spanish card: easy', 'the essay is easy'])(
    '"%s" rates nothing and makes no card',
    async (said) => {
      const c = await heldoutChat();
      const r = await c.say(said);
      expect(nothingWritten(c, r)).toEqual([]);
    },
  );
});

describe('E: deletes said short ("del"), and "yes, that is right" as a yes', () => {
  it.each([
    ['del all my spanish cards', 'delete_flashcard', 'Delete the 1 flashcard'],
    ['del every bio card', 'delete_flashcard', 'Delete all 2 flashcards'],
    ['del the bio plan', 'delete_plan', "Delete plan 'Biology exam prep'"],
  ])('"%s" asks first (%s): %s', async (said, tool, asked) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.tool_calls.map((t) => t.name)).toContain(tool);
    expect(r.response).toContain(asked);
  });

  it.each(['yes that is correct', 'yeah, that is right.', 'that is correct'])(
    '"del the spanish plan" then "%s" deletes it',
    async (yes) => {
      const c = await heldoutChat();
      await c.say('del the spanish plan');
      expect(writes(await c.say(yes))).toEqual([{ name: 'delete_plan', input: { plan_id: 2 } }]);
    },
  );

  it.each([
    ['Yes, that is right.', 'yes'],
    ["yeah that's correct", 'yes'],
    ['all correct', 'yes'],
    ['that is wrong', null],
    ["yes that's wrong", null],
  ])('readAnswer("%s") is %s', (said, answer) => {
    expect(readAnswer(said)).toBe(answer);
  });

  it('"del every chemistry card" deletes nothing: no such deck', async () => {
    const c = await heldoutChat();
    const r = await c.say('del every chemistry card');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(called(r, 'delete_flashcard')).toEqual([]);
  });
});
