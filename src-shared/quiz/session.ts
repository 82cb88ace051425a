import type { QuizQuestion, WrongQuestion } from '../quizzes';
import { isAnswerRight } from './answers';

/** One question as the quiz screen asks it; `retry_of` is the wrong attempt it gives a second chance to. */
export interface SessionQuestion {
  question: string;
  answer: string;
  choices: string[] | null;
  retry_of: number | null;
}

export interface AnsweredQuestion extends SessionQuestion {
  given: string;
  right: boolean;
  /** The student said a free-text answer marked wrong was in fact right (paraphrase). */
  overridden: boolean;
}

/**
 * Generated questions, each linked to an earlier wrong attempt with the same question text, so a
 * right answer this time clears that attempt (quiz_post_save's correct_retries).
 */
export function fromGenerated(questions: QuizQuestion[], wrong: WrongQuestion[]): SessionQuestion[] {
  const byText = new Map(wrong.map((w) => [w.question.trim(), w.attempt_id]));
  return questions.map((q) => ({
    question: q.question,
    answer: q.answer,
    choices: q.choices,
    retry_of: byText.get(q.question.trim()) ?? null,
  }));
}

/** "Retry what I got wrong": the outstanding wrong attempts, asked again as free text. */
export function fromWrong(wrong: WrongQuestion[]): SessionQuestion[] {
  return wrong
    .filter((w) => w.correct_answer !== null && w.correct_answer.trim() !== '')
    .map((w) => ({ question: w.question, answer: w.correct_answer!, choices: null, retry_of: w.attempt_id }));
}

export function answer(q: SessionQuestion, given: string): AnsweredQuestion {
  return { ...q, given, right: isAnswerRight(given, q.answer), overridden: false };
}

/** The student overrules the lenient comparison: their paraphrase counts as right. */
export function overrule(a: AnsweredQuestion): AnsweredQuestion {
  return { ...a, right: true, overridden: true };
}

/** quiz_post_save's input for a finished quiz: wrong answers, earlier mistakes now put right, and right answers. */
export function postSaveInput(topicId: number, answered: AnsweredQuestion[]) {
  return {
    topic_id: topicId,
    wrong_answers: answered
      .filter((a) => !a.right)
      .map((a) => ({ question: a.question, user_answer: a.given, correct_answer: a.answer })),
    correct_retries: [...new Set(answered.filter((a) => a.right && a.retry_of !== null).map((a) => a.retry_of!))],
    // Recorded with score 1 so the topic's average (and weak-topics chart) counts what went well too.
    right_answers: answered
      .filter((a) => a.right)
      .map((a) => ({ question: a.question, user_answer: a.given, correct_answer: a.answer })),
  };
}

/**
 * A quiz's result as both the Quizzes view and the chat say it ("right" read as "the right
 * answers of all", and a chat bubble had "1 of 2 right" beside Right/Wrong marks).
 *
 * @example scoreWords(score(answered)) // "2 of 3 correct"
 */
export function scoreWords(s: { right: number; total: number }): string {
  return `${s.right} of ${s.total} correct`;
}

export function score(answered: AnsweredQuestion[]): { right: number; total: number; percent: number } {
  const right = answered.filter((a) => a.right).length;
  const total = answered.length;
  return { right, total, percent: total === 0 ? 0 : Math.round((right / total) * 100) };
}
