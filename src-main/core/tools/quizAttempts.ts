import { QUIZ_LIMITS, type WeakTopic, type WrongQuestion } from '../../../src-shared/quizzes';
import { err, ok, type ToolResult } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import {
  findWrongAttempt,
  getAttempt,
  insertAttempt,
  refreshWrongAttempt,
  softDeleteAttempt,
  weakTopics,
  wrongAttempts,
  type DbQuizAttempt,
} from '../db/queries/quizzes';
import { getTopic, type DbTopic } from '../db/queries/topics';
import { defineTool, type AnyTool } from './define';
import {
  saveQuizAttemptInput,
  quizPostSaveInput,
  getWrongQuestionsInput,
  getWeakTopicsInput,
  deleteQuizAttemptInput,
} from '../../../src-shared/tools/inputs/quizAttempts';
import { TOOL } from '../../../src-shared/tools/names';

export function toWrongQuestion(a: DbQuizAttempt): WrongQuestion {
  return {
    attempt_id: a.id,
    question: a.question,
    user_answer: a.user_answer,
    correct_answer: a.correct_answer,
    feedback: a.feedback,
    score: a.score,
    created_at: a.created_at,
  };
}

const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

function requireTopic(db: Db, topicId: number): ToolResult<DbTopic> {
  const topic = getTopic(db, topicId);
  if (topic) return ok(topic);
  return err(
    'not_found',
    `There is no topic with id ${topicId}. Use list_topics, or quiz_pre_fetch with a topic_name.`,
    {
      entity_type: 'topic',
      query: { topic_id: topicId },
    },
  );
}

function attemptNotFound(attemptId: number, topicId?: number) {
  const where = topicId === undefined ? '' : ` in topic ${topicId}`;
  return err(
    'not_found',
    `There is no quiz attempt with id ${attemptId}${where}. Use get_wrong_questions to see them.`,
    {
      entity_type: 'attempt',
      query: topicId === undefined ? { attempt_id: attemptId } : { attempt_id: attemptId, topic_id: topicId },
    },
  );
}

export const saveQuizAttempt = defineTool({
  name: TOOL.save_quiz_attempt,
  description:
    'Record one answered quiz question with its score (0 = wrong, 1 = right). Attempts scored below 0.5, or not ' +
    'scored, are listed by get_wrong_questions until answered right. For a whole quiz use quiz_post_save. Returns { attempt_id }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: saveQuizAttemptInput,
  examples: [
    {
      topic_id: 1,
      question: 'What is a base case?',
      user_answer: 'The first call',
      correct_answer: 'The case that ends the recursion',
      score: 0,
    },
    { question: 'Capital of Australia?', user_answer: 'Canberra', score: 1 },
  ],
  run: (input, ctx) => {
    if (input.topic_id !== undefined) {
      const topic = requireTopic(ctx.db, input.topic_id);
      if (!topic.ok) return topic;
    }
    const id = insertAttempt(ctx.db, { ...input, topic_id: input.topic_id ?? null }, ctx.now().toISOString());
    return { ...ok({ attempt_id: id }), changes: [{ entity_type: 'attempt', ids: [id] }] };
  },
});

export const quizPostSave = defineTool({
  name: TOOL.quiz_post_save,
  description:
    'Call after a quiz (started with quiz_pre_fetch) once the user has answered. All or nothing: saves the questions answered wrong (a question already on the wrong list is ' +
    'updated, not duplicated), removes the earlier wrong attempts the user answered right this time, and records the right answers ' +
    '(score 1) so topic averages reflect the whole quiz. Returns { saved_wrong, deleted_correct, saved_right }.',
  category: 'agentic',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  // Clearing the retried questions is the quiz flow's own bookkeeping, not the student's content;
  // the whole save stays one undoable change.
  asksBeforeBulkOverwrite: false,
  input: quizPostSaveInput,
  examples: [
    {
      topic_id: 1,
      wrong_answers: [
        {
          question: 'What is tail recursion?',
          user_answer: 'Recursion at the start',
          correct_answer: 'The recursive call is the last action',
        },
      ],
      correct_retries: [4],
      right_answers: [{ question: 'What is a base case?', user_answer: 'The case that stops the recursion' }],
    },
    { topic_id: 2, wrong_answers: [], correct_retries: [] },
  ],
  run: (input, ctx) => {
    const topic = requireTopic(ctx.db, input.topic_id);
    if (!topic.ok) return topic;
    const now = ctx.now().toISOString();
    const retries = [...new Set(input.correct_retries)];
    for (const id of retries) {
      const attempt = getAttempt(ctx.db, id);
      // Returning ok:false rolls back everything this call wrote (the registry's transaction).
      if (!attempt || attempt.topic_id !== input.topic_id) return attemptNotFound(id, input.topic_id);
      softDeleteAttempt(ctx.db, id, now);
    }
    const saved: number[] = [];
    for (const w of input.wrong_answers) {
      const attempt = { ...w, topic_id: input.topic_id, score: 0 };
      const existing = findWrongAttempt(ctx.db, input.topic_id, w.question);
      if (existing) refreshWrongAttempt(ctx.db, existing.id, attempt, now);
      saved.push(existing ? existing.id : insertAttempt(ctx.db, attempt, now));
    }
    const right = (input.right_answers ?? []).map((r) =>
      insertAttempt(ctx.db, { ...r, topic_id: input.topic_id, score: 1 }, now),
    );
    const ids = [...retries, ...saved, ...right];
    return {
      ...ok({ saved_wrong: input.wrong_answers.length, deleted_correct: retries.length, saved_right: right.length }),
      changes: ids.length > 0 ? [{ entity_type: 'attempt', ids }] : [],
    };
  },
});

export const getWrongQuestions = defineTool({
  name: TOOL.get_wrong_questions,
  description:
    'The questions of a topic the user has not yet answered right, newest first (at most 100). Use when the ' +
    'user asks what they got wrong. Returns ' +
    '{ wrong_questions: [{ attempt_id, question, user_answer, correct_answer, feedback, score, created_at }] }.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: getWrongQuestionsInput,
  examples: [{ topic_id: 1 }],
  run: (input, ctx) => {
    const topic = requireTopic(ctx.db, input.topic_id);
    if (!topic.ok) return topic;
    return ok({
      wrong_questions: wrongAttempts(ctx.db, input.topic_id, QUIZ_LIMITS.wrongQuestions).map(toWrongQuestion),
    });
  },
});

export const getWeakTopics = defineTool({
  name: TOOL.get_weak_topics,
  description:
    'Use when the user asks what to revise or where they are weakest. Lists the topics the user struggles with most: topics with wrong answers still outstanding, lowest average score ' +
    'first, then most wrong answers. Returns { weak_topics: [{ topic_id, name, attempts, avg_score, wrong_count }] }.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: getWeakTopicsInput,
  examples: [{}, { limit: 3 }],
  run: (input, ctx) => {
    const weak: WeakTopic[] = weakTopics(ctx.db, input.limit).map((t) => ({ ...t, avg_score: round2(t.avg_score) }));
    return ok({ weak_topics: weak });
  },
});

function shortQuestion(q: string): string {
  return q.length <= 80 ? q : `${q.slice(0, 79).trimEnd()}…`;
}

export const deleteQuizAttempt = defineTool({
  name: TOOL.delete_quiz_attempt,
  description:
    'Delete one recorded quiz attempt. Use when the user asks to remove one, e.g. an answer marked wrong by ' +
    'mistake; they are asked to confirm. Returns { deleted_attempt_id }.',
  category: 'action',
  annotations: { readOnly: false, destructive: true, idempotent: false },
  input: deleteQuizAttemptInput,
  examples: [{ attempt_id: 4 }],
  summarize: (input, ctx) => {
    const attempt = getAttempt(ctx.db, input.attempt_id);
    if (!attempt) return attemptNotFound(input.attempt_id);
    const topic = attempt.topic_id === null ? undefined : getTopic(ctx.db, attempt.topic_id);
    return ok(`Delete the quiz attempt '${shortQuestion(attempt.question)}'${topic ? ` (topic ${topic.name})` : ''}?`);
  },
  run: (input, ctx) => {
    if (!getAttempt(ctx.db, input.attempt_id)) return attemptNotFound(input.attempt_id);
    softDeleteAttempt(ctx.db, input.attempt_id, ctx.now().toISOString());
    return {
      ...ok({ deleted_attempt_id: input.attempt_id }),
      changes: [{ entity_type: 'attempt', ids: [input.attempt_id] }],
    };
  },
});

export const QUIZ_ATTEMPT_TOOLS: readonly AnyTool[] = [
  saveQuizAttempt,
  quizPostSave,
  getWrongQuestions,
  getWeakTopics,
  deleteQuizAttempt,
];
