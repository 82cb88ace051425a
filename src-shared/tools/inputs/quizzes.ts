import { z } from 'zod';
import { QUIZ_LIMITS, QUIZ_SOURCES } from '../../quizzes';
import { boundedText, intInRange, positiveId } from './fields';
import { onFirstUse } from '../../lazySchema';

const topicNameField = () => boundedText('topic_name', 1, QUIZ_LIMITS.topicName);

const optionKey = (s: string) => s.trim().toLowerCase();

const quizQuestionFields = () =>
  z
    .strictObject({
      question: boundedText('question', 1, QUIZ_LIMITS.question).describe('The question as the user will read it.'),
      answer: boundedText('answer', 1, QUIZ_LIMITS.answer).describe('The correct answer.'),
      choices: z
        .array(boundedText('choice', 1, QUIZ_LIMITS.choice), { error: 'choices must be a list of answer options' })
        .min(QUIZ_LIMITS.minChoices, { error: `choices needs at least ${QUIZ_LIMITS.minChoices} options` })
        .max(QUIZ_LIMITS.maxChoices, { error: `choices may hold at most ${QUIZ_LIMITS.maxChoices} options` })
        .optional()
        .describe(
          `For multiple choice: ${QUIZ_LIMITS.minChoices}–${QUIZ_LIMITS.maxChoices} different options, one equal to answer.`,
        ),
      source_chunk_id: positiveId('source_chunk_id')
        .optional()
        .describe('The material chunk the question was written from.'),
    })
    .superRefine((q, rctx) => {
      if (!q.choices) return;
      const keys = q.choices.map(optionKey);
      if (new Set(keys).size !== keys.length) {
        rctx.addIssue({ code: 'custom', path: ['choices'], message: 'choices must all be different' });
      }
      if (!keys.includes(optionKey(q.answer))) {
        rctx.addIssue({ code: 'custom', path: ['choices'], message: 'choices must include the answer itself' });
      }
    });

export const listTopicsInput = onFirstUse(() => z.strictObject({}));

export const quizPreFetchInput = onFirstUse(() =>
  z.strictObject({
    topic_name: topicNameField().describe(
      `The topic to quiz on, 1–${QUIZ_LIMITS.topicName} characters, e.g. "Recursion"; matched ignoring case.`,
    ),
  }),
);

export const createQuizInput = onFirstUse(() =>
  z.strictObject({
    topic_name: topicNameField().describe(
      `The quiz's topic, 1–${QUIZ_LIMITS.topicName} characters; matched ignoring case.`,
    ),
    questions: z
      .array(quizQuestionFields(), {
        error: 'questions must be a list of { question, answer, choices?, source_chunk_id? }',
      })
      .min(1, { error: 'questions needs at least 1 question' })
      .max(QUIZ_LIMITS.questionsPerQuiz, {
        error: `questions may hold at most ${QUIZ_LIMITS.questionsPerQuiz} questions`,
      })
      .describe(`The questions in order, 1–${QUIZ_LIMITS.questionsPerQuiz}.`),
  }),
);

export const generateQuizInput = onFirstUse(() =>
  z.strictObject({
    topic_name: topicNameField().describe("The topic's name or a unique part of it, matched ignoring case."),
    count: intInRange('count', 1, QUIZ_LIMITS.questionsPerQuiz).describe(
      `How many questions, 1–${QUIZ_LIMITS.questionsPerQuiz}.`,
    ),
    source: z
      .enum(QUIZ_SOURCES, { error: 'source must be one of flashcards, materials, auto' })
      .default('auto')
      .describe('Where questions come from: flashcards, materials, or auto (the default: whatever the topic has).'),
  }),
);
