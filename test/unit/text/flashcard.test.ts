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
