import { QUIZ_LIMITS, type QuizQuestion, type TopicSummary } from '../../../src-shared/quizzes';
import { err, ok } from '../../../src-shared/result';
import { chunksForTopic } from '../materials/topicChunks';
import { questionsFromChunks } from '../materials/study';
import { insertQuiz, listQuizQuestions, topicCards, topicsWithStats, wrongAttempts } from '../db/queries/quizzes';
import { findOrCreateTopic, getTopic } from '../db/queries/topics';
import { defineTool, type AnyTool } from './define';
import { findByTitle } from './lookup';
import { QUIZ_ATTEMPT_TOOLS, toWrongQuestion } from './quizAttempts';
import { quizFromCards, seededRandom } from './quizFromCards';
import {
  listTopicsInput,
  quizPreFetchInput,
  createQuizInput,
  generateQuizInput,
} from '../../../src-shared/tools/inputs/quizzes';
import { TOOL } from '../../../src-shared/tools/names';

export const listTopics = defineTool({
  name: TOOL.list_topics,
  description:
    'List every quiz/flashcard topic with its number of flashcards, quiz attempts and average score (null when ' +
    'nothing is scored yet) and its exam date. Returns { topics: [{ topic_id, name, card_count, attempt_count, ' +
    'avg_score, exam_date }] }.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: listTopicsInput,
  examples: [{}],
  run: (_input, ctx) => {
    const topics: TopicSummary[] = topicsWithStats(ctx.db).map((t) => ({
      topic_id: t.id,
      name: t.name,
      card_count: t.card_count,
      attempt_count: t.attempt_count,
      avg_score: t.avg_score === null ? null : Math.round(t.avg_score * 100) / 100,
      exam_date: t.exam_date,
    }));
    return ok({ topics });
  },
});

export const quizPreFetch = defineTool({
  name: TOOL.quiz_pre_fetch,
  description:
    'Start of a quiz: call before quizzing the user on a topic. Creates the topic if it is new and returns the ' +
    'questions the user got wrong before (newest first, at most 100) so you can ask those again first. Returns ' +
    '{ topic_id, topic_name, wrong_questions: [{ attempt_id, question, user_answer, correct_answer, feedback, score, ' +
    'created_at }] }. After the quiz, call quiz_post_save.',
  category: 'agentic',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: quizPreFetchInput,
  examples: [{ topic_name: 'Recursion' }, { topic_name: 'French Revolution' }],
  run: (input, ctx) => {
    const topic = findOrCreateTopic(ctx.db, input.topic_name, ctx.now().toISOString());
    const wrong = wrongAttempts(ctx.db, topic.id, QUIZ_LIMITS.wrongQuestions).map(toWrongQuestion);
    return {
      ...ok({ topic_id: topic.id, topic_name: topic.name, wrong_questions: wrong }),
      changes: topic.created ? [{ entity_type: 'topic', ids: [topic.id] }] : [],
    };
  },
});

export const createQuiz = defineTool({
  name: TOOL.create_quiz,
  description:
    "Save a quiz you wrote (e.g. from the user's materials) under a topic, creating the topic if it is new. Use " +
    'generate_quiz instead to build one offline from flashcards. Returns { quiz_id }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: createQuizInput,
  examples: [
    {
      topic_name: 'Recursion',
      questions: [
        { question: 'What stops a recursive function from calling itself forever?', answer: 'A base case' },
        {
          question: 'Which data structure does the call stack behave like?',
          answer: 'A stack',
          choices: ['A queue', 'A stack', 'A heap', 'A hash table'],
        },
      ],
    },
  ],
  run: (input, ctx) => {
    const now = ctx.now().toISOString();
    const topic = findOrCreateTopic(ctx.db, input.topic_name, now);
    const quizId = insertQuiz(ctx.db, topic.id, 'model', input.questions, now);
    return {
      ...ok({ quiz_id: quizId }),
      changes: [
        { entity_type: 'quiz', ids: [quizId] },
        ...(topic.created ? [{ entity_type: 'topic', ids: [topic.id] }] : []),
      ],
    };
  },
});

export const generateQuiz = defineTool({
  name: TOOL.generate_quiz,
  description:
    "Build a quiz offline from a topic's flashcards (front = question, back = answer; multiple choice when the " +
    'topic has at least 4 different answers) or, with source "materials" (or auto when the topic has no cards), ' +
    "cloze questions from the topic's imported material, each with its source_chunk_id. The topic is matched by " +
    'name or a unique part of it. If it has neither cards nor material, tell the user to create flashcards or ' +
    'import notes first. Returns { quiz_id, questions: [{ question_id, ' +
    'position, question, answer, choices, source_chunk_id }] } — fewer than count when there is less to ask about.',
  category: 'agentic',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: generateQuizInput,
  examples: [
    { topic_name: 'Recursion', count: 5 },
    { topic_name: 'Spanish verbs', count: 10, source: 'flashcards' },
  ],
  run: (input, ctx) => {
    const found = findByTitle(
      {
        db: ctx.db,
        entityType: 'topic',
        table: 'topics',
        titleColumn: 'name',
        deletedColumn: null,
        queryField: 'topic_name',
      },
      input.topic_name,
    );
    // A topic that exists only as imported material ("quiz me on Cell biology") is created for the quiz.
    const materialTopic =
      !found.ok &&
      found.error.code === 'not_found' &&
      input.source !== 'flashcards' &&
      chunksForTopic(ctx.db, input.topic_name, 1).length > 0;
    if (!found.ok && !materialTopic) return found;
    const topic = found.ok
      ? getTopic(ctx.db, found.data.id)!
      : findOrCreateTopic(ctx.db, input.topic_name, ctx.now().toISOString());
    const cards = input.source === 'materials' ? [] : topicCards(ctx.db, topic.id);
    if (cards.length === 0 && input.source !== 'flashcards') {
      // Cloze questions from the topic's material, each keeping the passage it came from.
      const fromMaterials = questionsFromChunks(chunksForTopic(ctx.db, topic.name), input.count);
      if (fromMaterials.length > 0) {
        const quizId = insertQuiz(
          ctx.db,
          topic.id,
          'materials',
          fromMaterials.map((q) => ({
            question: q.front,
            answer: q.back,
            choices: null,
            source_chunk_id: q.source_chunk_id,
          })),
          ctx.now().toISOString(),
        );
        return {
          ...ok({ quiz_id: quizId, questions: listQuizQuestions(ctx.db, quizId).map(toQuizQuestion) }),
          changes: [{ entity_type: 'quiz', ids: [quizId] }],
        };
      }
      if (input.source === 'materials') {
        return err(
          'not_found',
          `No imported material is about '${topic.name}', so there is nothing to make questions from. Import notes ` +
            'with import_materials, use source "flashcards", or write the questions with create_quiz.',
          { entity_type: 'material', query: { topic_name: input.topic_name, source: 'materials' } },
        );
      }
    }
    if (cards.length === 0) {
      return err(
        'not_found',
        `Topic '${topic.name}' has no flashcards yet, so there is nothing to quiz from. Create some with ` +
          `create_flashcard (topic_name "${topic.name}") first, or write the questions with create_quiz.`,
        { entity_type: 'flashcard', query: { topic_name: input.topic_name } },
      );
    }
    const now = ctx.now();
    const questions = quizFromCards(cards, input.count, seededRandom(now.getTime() ^ topic.id));
    const quizId = insertQuiz(ctx.db, topic.id, 'flashcards', questions, now.toISOString());
    return {
      ...ok({ quiz_id: quizId, questions: listQuizQuestions(ctx.db, quizId).map(toQuizQuestion) }),
      changes: [{ entity_type: 'quiz', ids: [quizId] }],
    };
  },
});

function toQuizQuestion(row: ReturnType<typeof listQuizQuestions>[number]): QuizQuestion {
  return {
    question_id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
    choices: row.choices === null ? null : (JSON.parse(row.choices) as string[]),
    source_chunk_id: row.source_chunk_id,
  };
}

/** Every quiz and topic tool, for ALL_TOOLS. */
export const QUIZ_TOOLS: readonly AnyTool[] = [
  listTopics,
  quizPreFetch,
  createQuiz,
  generateQuiz,
  ...QUIZ_ATTEMPT_TOOLS,
];
