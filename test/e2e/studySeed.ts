import type { Core } from '../../src-main/core/app';

/** One registry call as the UI makes it; throws on ok:false so a broken seed fails loudly. */
export async function call<T = unknown>(core: Core, name: string, input: unknown): Promise<T> {
  const { result } = await core.registry.call(name, input, { origin: 'ui', confirmed: true });
  if (!result.ok) throw new Error(`${name} failed: ${result.error.message}`);
  return result.data as T;
}

const DECKS: Record<string, [string, string][]> = {
  Recursion: [
    ['What is recursion?', 'A function that solves a problem by calling itself on a smaller instance of it.'],
    ['What is a base case?', 'The input a recursive function answers directly, without calling itself.'],
    ['What happens without a base case?', 'The calls never stop: the stack overflows.'],
    ['What is tail recursion?', 'The recursive call is the last thing the function does.'],
    ['Which structure tracks pending calls?', 'The call stack'],
    ['Recursive factorial of n', 'n × factorial(n − 1)\nwith factorial(0) = 1'],
  ],
  'Spanish verbs': [
    ['hablar', 'to speak'],
    ['comer', 'to eat'],
    ['vivir', 'to live'],
    ['tener', 'to have'],
    ['hacer', 'to do / to make'],
    ['poder', 'to be able to'],
    ['decir', 'to say'],
    ['ir', 'to go'],
  ],
  Photosynthesis: [
    ['Where does photosynthesis happen?', 'In the chloroplasts'],
    ['What gas do plants take in?', 'Carbon dioxide'],
    ['What pigment absorbs light?', 'Chlorophyll'],
    ['What are the products?', 'Glucose and oxygen'],
  ],
};

/**
 * A student's realistic deck: three topics, some cards already learned (so not every card is
 * due), created through the same tools the app uses.
 */
export async function seedDecks(core: Core): Promise<Record<string, number[]>> {
  const ids: Record<string, number[]> = {};
  for (const [topic, cards] of Object.entries(DECKS)) {
    ids[topic] = [];
    for (const [front, back] of cards) {
      const { card_id } = await call<{ card_id: number }>(core, 'create_flashcard', { front, back, topic_name: topic });
      ids[topic].push(card_id);
    }
  }
  // Learned cards leave the queue for days: all of Photosynthesis, and half the verbs.
  for (const id of [...ids.Photosynthesis!, ...ids['Spanish verbs']!.slice(0, 4)]) {
    await call(core, 'review_flashcard', { card_id: id, rating: 'easy' });
  }
  return ids;
}

/** Past quizzes with mistakes still to retry, so Quizzes has weak topics to chart. */
export async function seedQuizHistory(core: Core): Promise<void> {
  const mistakes: Record<string, [string, string, string][]> = {
    Recursion: [
      ['What is tail recursion?', 'recursion at the start', 'The recursive call is the last thing the function does.'],
      ['What happens without a base case?', 'it returns 0', 'The calls never stop: the stack overflows.'],
      [
        'What is a base case?',
        'the first call',
        'The input a recursive function answers directly, without calling itself.',
      ],
    ],
    'Spanish verbs': [['poder', 'to put', 'to be able to']],
    Photosynthesis: [
      ['What pigment absorbs light?', 'melanin', 'Chlorophyll'],
      ['What are the products?', 'water', 'Glucose and oxygen'],
    ],
  };
  for (const [topic, wrong] of Object.entries(mistakes)) {
    const { topic_id } = await call<{ topic_id: number }>(core, 'quiz_pre_fetch', { topic_name: topic });
    await call(core, 'quiz_post_save', {
      topic_id,
      wrong_answers: wrong.map(([question, user_answer, correct_answer]) => ({
        question,
        user_answer,
        correct_answer,
      })),
      correct_retries: [],
    });
  }
}
