import { QUIZ_LIMITS } from '../../../src-shared/quizzes';
import type { NewQuizQuestion } from '../db/queries/quizzes';

export interface QuizCard {
  id: number;
  front: string;
  back: string;
}

/** How many wrong options a multiple-choice question gets. */
export const DISTRACTORS = 3;

/**
 * A small seeded PRNG (mulberry32): the same seed gives the same quiz, so a frozen clock makes
 * generate_quiz reproducible in tests, while real use (seeded by the time) varies.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * Up to `count` questions from a topic's cards: front → question, back → answer. When the other
 * cards offer at least three different answers short enough to read as options, the question
 * becomes multiple choice with the right answer at a random place among them.
 *
 * @example
 *   quizFromCards([{ id: 1, front: '2+2?', back: '4' }], 5, seededRandom(1))
 *   // → [{ question: '2+2?', answer: '4', choices: null }]  (one card: no distractors)
 */
export function quizFromCards(cards: readonly QuizCard[], count: number, random: () => number): NewQuizQuestion[] {
  return shuffle(cards, random)
    .slice(0, count)
    .map((card) => {
      const answer = card.back.trim();
      const seen = new Set([key(answer)]);
      const others: string[] = [];
      for (const other of cards) {
        const option = other.back.trim();
        if (option.length === 0 || option.length > QUIZ_LIMITS.choice || seen.has(key(option))) continue;
        seen.add(key(option));
        others.push(option);
      }
      if (answer.length > QUIZ_LIMITS.choice || others.length < DISTRACTORS) {
        return { question: card.front, answer: card.back, choices: null };
      }
      const choices = shuffle(others, random).slice(0, DISTRACTORS);
      choices.splice(Math.floor(random() * (DISTRACTORS + 1)), 0, answer);
      return { question: card.front, answer: card.back, choices };
    });
}
