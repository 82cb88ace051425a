import { create } from 'zustand';
import type { QuizSourceChoice, TopicSummary, WeakTopic } from '../../src-shared/quizzes';
import type { ToolError } from '../../src-shared/result';
import { callTool } from '../api/tools';
import { fromGenerated, fromWrong, type SessionQuestion } from '../../src-shared/quiz/session';
import { TOOL } from '../../src-shared/tools/names';

/** A quiz being taken: its topic (quiz_post_save needs the id) and its questions in order. */
export interface QuizRun {
  topicId: number;
  topicName: string;
  kind: 'quiz' | 'retry';
  questions: SessionQuestion[];
  /** Bumped per start, so starting the same topic again remounts the runner. */
  startedAt: number;
}

interface QuizzesState {
  topics: TopicSummary[];
  weak: WeakTopic[];
  loaded: boolean;
  error: ToolError | null;
  run: QuizRun | null;
  /** Bumped to move focus to the quiz form (the palette's "Start quiz"). */
  setupFocus: number;
  load: () => Promise<void>;
  /** quiz_pre_fetch (earlier mistakes) then generate_quiz; a retry of an earlier mistake counts as one. */
  startQuiz: (input: { topicName: string; count: number; source: QuizSourceChoice }) => Promise<ToolError | null>;
  /** A quiz of the topic's outstanding wrong answers (get_wrong_questions). */
  startRetry: (topicId: number, topicName: string) => Promise<ToolError | null>;
  endRun: () => void;
}

export const WEAK_TOPICS_SHOWN = 8;

/** Topics, weak topics and the quiz in progress; main's tools are the source of truth. */
export const useQuizzes = create<QuizzesState>((set) => ({
  topics: [],
  weak: [],
  loaded: false,
  error: null,
  run: null,
  setupFocus: 0,
  load: async () => {
    const [topics, weak] = await Promise.all([
      callTool(TOOL.list_topics, {}),
      callTool(TOOL.get_weak_topics, { limit: WEAK_TOPICS_SHOWN }),
    ]);
    set({
      topics: topics.ok ? topics.data.topics : [],
      weak: weak.ok ? weak.data.weak_topics : [],
      loaded: true,
      error: !topics.ok ? topics.error : !weak.ok ? weak.error : null,
    });
  },
  startQuiz: async ({ topicName, count, source }) => {
    const pre = await callTool(TOOL.quiz_pre_fetch, {
      topic_name: topicName,
    });
    if (!pre.ok) return pre.error;
    const quiz = await callTool(TOOL.generate_quiz, {
      topic_name: topicName,
      count,
      source,
    });
    if (!quiz.ok) return quiz.error;
    set({
      run: {
        topicId: pre.data.topic_id,
        topicName: pre.data.topic_name,
        kind: 'quiz',
        questions: fromGenerated(quiz.data.questions, pre.data.wrong_questions),
        startedAt: Date.now(),
      },
    });
    return null;
  },
  startRetry: async (topicId, topicName) => {
    const r = await callTool(TOOL.get_wrong_questions, { topic_id: topicId });
    if (!r.ok) return r.error;
    const questions = fromWrong(r.data.wrong_questions);
    if (questions.length === 0) {
      return {
        code: 'not_found',
        message: `Nothing to retry in ${topicName}: no wrong answers are waiting.`,
        details: { entity_type: 'attempt', query: { topic_id: topicId } },
      };
    }
    set({ run: { topicId, topicName, kind: 'retry', questions, startedAt: Date.now() } });
    return null;
  },
  endRun: () => set({ run: null }),
}));
