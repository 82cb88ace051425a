import { describe, expect, it } from 'vitest';
import type { QuizQuestion, WrongQuestion } from '../../src-shared/quizzes';
import { answer, fromGenerated, fromWrong, overrule, postSaveInput, score } from '../../src-shared/quiz/session';

const q = (question: string, answer: string, choices: string[] | null = null): QuizQuestion => ({
  question_id: 1,
  position: 1,
  question,
  answer,
  choices,
  source_chunk_id: null,
});
const wrong = (attempt_id: number, question: string, correct_answer: string | null): WrongQuestion => ({
  attempt_id,
  question,
  user_answer: 'x',
  correct_answer,
  feedback: null,
  score: 0,
  created_at: '2026-11-21T09:00:00.000Z',
});

describe('quiz session', () => {
  it('links a generated question to an earlier wrong attempt with the same text', () => {
    const s = fromGenerated(
      [q('What is a base case?', 'It stops recursion'), q('Stack or queue?', 'Stack')],
      [wrong(7, 'What is a base case? ', 'It stops recursion')],
    );
    expect(s.map((x) => x.retry_of)).toEqual([7, null]);
  });

  it('retries only wrong attempts that have an answer to compare with', () => {
    expect(fromWrong([wrong(3, 'Q1', 'A1'), wrong(4, 'Q2', null)])).toEqual([
      { question: 'Q1', answer: 'A1', choices: null, retry_of: 3 },
    ]);
  });

  it('builds quiz_post_save: wrong answers saved, retried-right attempts cleared, right answers (overrules too) recorded', () => {
    const [a, b, c] = fromWrong([wrong(3, 'Q1', 'A1'), wrong(4, 'Q2', 'A2'), wrong(5, 'Q3', 'The long answer')]);
    const answered = [answer(a!, 'a1.'), answer(b!, 'nope'), overrule(answer(c!, 'long answer, roughly'))];
    expect(postSaveInput(9, answered)).toEqual({
      topic_id: 9,
      wrong_answers: [{ question: 'Q2', user_answer: 'nope', correct_answer: 'A2' }],
      correct_retries: [3, 5],
      right_answers: [
        { question: 'Q1', user_answer: 'a1.', correct_answer: 'A1' },
        { question: 'Q3', user_answer: 'long answer, roughly', correct_answer: 'The long answer' },
      ],
    });
    expect(score(answered)).toEqual({ right: 2, total: 3, percent: 67 });
  });
});
