/**
 * Quiz topics, quizzes and the attempt log as tools, the UI and the agent see them (DESIGN §3).
 * An attempt counts as wrong while its score is below WRONG_SCORE_BELOW, or it has no score
 * (quiz_post_save records wrong answers with score 0; an unscored attempt is still to be proven).
 *
 * @example
 *   const q: QuizQuestion = { question_id: 7, position: 1, question: 'What is a base case?',
 *     answer: 'The case that stops the recursion', choices: null, source_chunk_id: null };
 */
export const QUIZ_SOURCES = ['flashcards', 'materials', 'auto'] as const;
export type QuizSourceChoice = (typeof QUIZ_SOURCES)[number];

export const WRONG_SCORE_BELOW = 0.5;

export const QUIZ_LIMITS = {
  topicName: 100,
  question: 2000,
  answer: 5000,
  feedback: 2000,
  choice: 500,
  minChoices: 2,
  maxChoices: 8,
  questionsPerQuiz: 50,
  /** Elements one quiz_post_save may carry in each list. */
  postSaveBatch: 100,
  /** Most wrong questions quiz_pre_fetch and get_wrong_questions return (newest first). */
  wrongQuestions: 100,
  weakTopicsMax: 50,
  weakTopicsDefault: 5,
} as const;

export interface TopicSummary {
  topic_id: number;
  name: string;
  card_count: number;
  attempt_count: number;
  /** Mean score of the topic's scored attempts, 2 decimals; null when none is scored. */
  avg_score: number | null;
  /** The topic's exam day (YYYY-MM-DD), which plans for it aim at; null when none is set. */
  exam_date: string | null;
}

export interface QuizQuestion {
  question_id: number;
  position: number;
  question: string;
  answer: string;
  choices: string[] | null;
  source_chunk_id: number | null;
}

export interface WrongQuestion {
  attempt_id: number;
  question: string;
  user_answer: string | null;
  correct_answer: string | null;
  feedback: string | null;
  score: number | null;
  created_at: string;
}

export interface WeakTopic {
  topic_id: number;
  name: string;
  attempts: number;
  avg_score: number | null;
  wrong_count: number;
}
