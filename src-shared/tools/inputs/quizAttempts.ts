import { z } from 'zod';
import { QUIZ_LIMITS } from '../../quizzes';
import { boundedText, intInRange, positiveId } from './fields';
import { onFirstUse } from '../../lazySchema';

const questionField = () => boundedText('question', 1, QUIZ_LIMITS.question).describe('The question that was asked.');
const userAnswerField = () =>
  boundedText('user_answer', 0, QUIZ_LIMITS.answer).describe("What the user answered (empty if they didn't know).");
const correctAnswerField = () => boundedText('correct_answer', 1, QUIZ_LIMITS.answer).describe('The right answer.');
const feedbackField = () =>
  boundedText('feedback', 0, QUIZ_LIMITS.feedback).describe('A short explanation for the user.');

export const saveQuizAttemptInput = onFirstUse(() =>
  z.strictObject({
    topic_id: positiveId('topic_id').optional().describe('The topic (from quiz_pre_fetch or list_topics).'),
    question: questionField(),
    user_answer: userAnswerField().optional(),
    correct_answer: correctAnswerField().optional(),
    score: z
      .number({ error: 'score must be a number from 0 to 1' })
      .min(0, { error: 'score must be a number from 0 to 1' })
      .max(1, { error: 'score must be a number from 0 to 1' })
      .optional()
      .describe('How right the answer was, 0 (wrong) to 1 (right); partial credit allowed.'),
    feedback: feedbackField().optional(),
  }),
);

export const quizPostSaveInput = onFirstUse(() =>
  z.strictObject({
    topic_id: positiveId('topic_id').describe('The topic from quiz_pre_fetch.'),
    wrong_answers: z
      .array(
        z.strictObject({
          question: questionField(),
          user_answer: userAnswerField().optional(),
          correct_answer: correctAnswerField().optional(),
          feedback: feedbackField().optional(),
        }),
        { error: 'wrong_answers must be a list of { question, user_answer?, correct_answer?, feedback? }' },
      )
      .max(QUIZ_LIMITS.postSaveBatch, { error: `wrong_answers may hold at most ${QUIZ_LIMITS.postSaveBatch} entries` })
      .describe('Questions answered wrong in this quiz ([] if none).'),
    correct_retries: z
      .array(positiveId('correct_retries item'), { error: 'correct_retries must be a list of attempt ids' })
      .max(QUIZ_LIMITS.postSaveBatch, { error: `correct_retries may hold at most ${QUIZ_LIMITS.postSaveBatch} ids` })
      .describe('attempt_ids from quiz_pre_fetch whose question the user answered right this time ([] if none).'),
    right_answers: z
      .array(
        z.strictObject({
          question: questionField(),
          user_answer: userAnswerField().optional(),
          correct_answer: correctAnswerField().optional(),
        }),
        { error: 'right_answers must be a list of { question, user_answer?, correct_answer? }' },
      )
      .max(QUIZ_LIMITS.postSaveBatch, { error: `right_answers may hold at most ${QUIZ_LIMITS.postSaveBatch} entries` })
      .optional()
      .describe('Questions answered right in this quiz, recorded with score 1 for the topic average (optional).'),
  }),
);

export const getWrongQuestionsInput = onFirstUse(() =>
  z.strictObject({
    topic_id: positiveId('topic_id').describe('The topic (from list_topics).'),
  }),
);

export const getWeakTopicsInput = onFirstUse(() =>
  z.strictObject({
    limit: intInRange('limit', 1, QUIZ_LIMITS.weakTopicsMax)
      .default(QUIZ_LIMITS.weakTopicsDefault)
      .describe(`How many topics, 1–${QUIZ_LIMITS.weakTopicsMax} (default ${QUIZ_LIMITS.weakTopicsDefault}).`),
  }),
);

export const deleteQuizAttemptInput = onFirstUse(() =>
  z.strictObject({
    attempt_id: positiveId('attempt_id').describe('The attempt to delete (from get_wrong_questions).'),
  }),
);
