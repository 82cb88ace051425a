import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCard } from '../../../src-shared/text/flashcard';

/** Where a card goes, said before or after it: read as its topic, never left in its text. */
describe('readCard: the topic named around a card', () => {
  it('"to biology: Q? - A" files the card under biology', () => {
    expect(readCard('to biology: what does DNA stand for? - deoxyribonucleic acid')).toEqual({
      front: 'what does DNA stand for?',
      back: 'deoxyribonucleic acid',
      topic: 'biology',
    });
    expect(readCard('into my chemistry deck: symbol for gold :: Au')?.topic).toBe('chemistry');
  });

  it('a trailing "in X" after quoted sides names the topic; without quotes it stays in the answer', () => {
    expect(readCard("front 'el perro' back 'the dog' in spanish")).toEqual({
      front: 'el perro',
      back: 'the dog',
      topic: 'spanish',
    });
    expect(readCard('capital of France :: Paris in the north')).toEqual({
      front: 'capital of France',
      back: 'Paris in the north',
      topic: null,
    });
  });

  it('"for biology - Q: … A: …" ends the topic where a side\'s label begins (set M wrote "biology - Q")', () => {
    expect(readCard('for biology - Q: what does DNA stand for A: deoxyribonucleic acid')).toEqual({
      front: 'what does DNA stand for',
      back: 'deoxyribonucleic acid',
      topic: 'biology',
    });
    expect(readCard('for spanish, front: el perro, back: the dog')?.topic).toBe('spanish');
  });

  it('property: "for <topic> - Q: front A: back" keeps the topic and both sides whole', () => {
    fc.assert(
      fc.property(word, side, side, fc.constantFrom(' - ', ' – ', ', ', ' '), (topic, front, back, sep) => {
        expect(readCard(`for ${topic}${sep}Q: ${front} A: ${back}`)).toEqual({ front, back, topic });
      }),
    );
  });

  const word = fc.stringMatching(/^[a-z]{2,12}$/).filter((w) => !['the', 'my', 'deck', 'topic', 'cards'].includes(w));
  const side = fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));

  it('property: front/back in quotes followed by "in <topic>" keeps both sides whole', () => {
    fc.assert(
      fc.property(side, side, word, (front, back, topic) => {
        expect(readCard(`front '${front}' back '${back}' in ${topic}`)).toEqual({ front, back, topic });
      }),
    );
  });

  it('property: "to <topic>: front :: back" keeps both sides whole', () => {
    fc.assert(
      fc.property(side, side, word, (front, back, topic) => {
        expect(readCard(`to ${topic}: ${front} :: ${back}`)).toEqual({ front, back, topic });
      }),
    );
  });
});

/** A card described in prose: "asking …, answer …" (held-out set D's miss, read as a class). */
describe('readCard: a card said in words', () => {
  it('"asking Q, answer A" and "that asks Q and the answer is A" give both sides', () => {
    expect(readCard('asking what year the Berlin Wall fell, answer 1989')).toEqual({
      front: 'what year the Berlin Wall fell',
      back: '1989',
      topic: null,
    });
    expect(readCard('that asks what the capital of Peru is and the answer is Lima')).toEqual({
      front: 'what the capital of Peru is',
      back: 'Lima',
      topic: null,
    });
  });

  // Plain words: not the ones that name the answer ("answer", "back", "is" after it).
  const plain = fc.stringMatching(/^[a-z]{3,8}$/).filter((w) => !/^(?:answer\w*|back|with|and|the|is)$/.test(w));
  const side = fc.array(plain, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
  it('property: "asking <front>, answer <back>" keeps both sides whole', () => {
    fc.assert(
      fc.property(side, side, (front, back) => {
        expect(readCard(`asking ${front}, answer ${back}`)).toEqual({ front, back, topic: null });
      }),
    );
  });
});

/** The request said after the card's sides is not part of its answer (a blind set's card got "Au. turn that into a flashcard"). */
describe('readCard: a request after the card', () => {
  it.each([
    ['q: symbol for silver? a: Ag. turn that into a flashcard', 'symbol for silver?', 'Ag'],
    ['hola means hello, make it a card pls', 'hola', 'hello'],
    ['capital of peru :: lima - save this as a flashcard!', 'capital of peru', 'lima'],
  ])('%s', (text, front, back) => {
    expect(readCard(text)).toEqual({ front, back, topic: null });
  });

  it('an answer that only mentions cards keeps its words', () => {
    expect(readCard('what do you call a deck of 52? :: a pack of cards')?.back).toBe('a pack of cards');
  });
});

/** A label word inside a quoted side ("front 'lower back pain' back 'lumbago'") does not cut the side short. */
describe('readCard: label words inside quoted sides', () => {
  it("\"front 'lower back pain' back 'lumbago'\" keeps the front whole", () => {
    expect(readCard("front 'lower back pain' back 'lumbago'")).toEqual({
      front: 'lower back pain',
      back: 'lumbago',
      topic: null,
    });
    expect(readCard('front "the answer key" back "la clave"')).toEqual({
      front: 'the answer key',
      back: 'la clave',
      topic: null,
    });
  });

  // Sides built from ordinary words and the very words that label sides.
  const piece = fc.oneof(
    fc.stringMatching(/^[a-z]{1,8}$/),
    fc.constantFrom('back', 'backa', 'answer', 'front', 'question', 'a', 'q'),
  );
  const side = fc.array(piece, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
  it('property: quoted sides holding label words are read whole, with the topic after them', () => {
    fc.assert(
      fc.property(side, side, fc.stringMatching(/^[a-z]{2,12}$/), (front, back, topic) => {
        fc.pre(!['the', 'my', 'deck', 'topic', 'cards'].includes(topic));
        expect(readCard(`front '${front}' back '${back}' in ${topic}`)).toEqual({ front, back, topic });
      }),
    );
  });
});

/** What leads into a card is not its front; a topic said last after a comma is its topic (set S's wrong writes, as classes). */
describe('readCard: lead-ins and a topic said last', () => {
  it.each([
    ['— who wrote hamlet? :: shakespeare', 'who wrote hamlet?', 'shakespeare'],
    ['- capital of peru :: lima', 'capital of peru', 'lima'],
    ['one more: la casa :: the house', 'la casa', 'the house'],
    ['another one - el agua :: the water', 'el agua', 'the water'],
    ['and one more: 2 + 2 :: 4', '2 + 2', '4'],
  ])('%s', (text, front, back) => {
    expect(readCard(text)).toEqual({ front, back, topic: null });
  });

  it('a minus sign that starts a front stays', () => {
    expect(readCard('-3 squared :: 9')).toEqual({ front: '-3 squared', back: '9', topic: null });
  });

  it('"front: X, back: Y, topic Z" files it under Z and keeps Y whole', () => {
    expect(readCard('front: la mesa, back: the table, topic spanish')).toEqual({
      front: 'la mesa',
      back: 'the table',
      topic: 'spanish',
    });
    expect(readCard('q: atp? a: energy currency; deck biology')?.topic).toBe('biology');
  });
});

describe('readCard: the deck said before the sides', () => {
  it.each([
    [`to french with 'le chat' on the front and 'the cat' on the back`, 'french', 'le chat', 'the cat'],
    [`into my history deck with front "1066" and back "Hastings"`, 'history', '1066', 'Hastings'],
    [`for chemistry, front 'H2O' back 'water'`, 'chemistry', 'H2O', 'water'],
  ])('%s', (text, topic, front, back) => {
    expect(readCard(text)).toEqual({ front, back, topic });
  });

  it('"for the question X answer Y" names no deck: "the" is not one', () => {
    expect(readCard(`for the question 'x' answer 'y'`)?.topic ?? null).toBeNull();
  });
});
