import type { ConversationState } from '../../../../../src-shared/conversation';
import type { QuizQuestion, WrongQuestion } from '../../../../../src-shared/quizzes';
import { answer, fromGenerated, postSaveInput, score, scoreWords } from '../../../../../src-shared/quiz/session';
import { readAnswer } from '../../../../../src-shared/text/answers';
import { q } from '../respond';
import { revealCard } from './review';
import type { TurnContext } from '../turnContext';
import { done, failed, type Reply } from '../types';
import { TOOL } from '../../../../../src-shared/tools/names';

type Study = NonNullable<ConversationState['study']>;
type QuizStudy = Extract<Study, { kind: 'quiz' }>;

const HOW = 'Type your answer, or say “skip”, “show”, “I don’t know” or “stop”.';

function questionText(s: QuizStudy): string {
  const n = s.answered.length + s.skipped;
  const item = s.questions[n]!;
  const choices = item.choices ? `\n${item.choices.map((c, i) => `${i + 1}. ${c}`).join('\n')}` : '';
  return `**Question ${n + 1} of ${s.questions.length}** — ${item.question}${choices}\n\n${HOW}`;
}

/**
 * Starts a quiz in chat: one question at a time, the answer hidden until the student answers or
 * says "show". Graded and saved as the Quizzes view does (src-shared/quiz/session.ts).
 */
export function startQuiz(
  turn: TurnContext,
  pre: { topic_id: number; topic_name: string },
  questions: readonly QuizQuestion[],
  wrong: readonly WrongQuestion[],
): Reply {
  if (questions.length === 0) return failed(`There are no questions on ${q(pre.topic_name)} yet.`);
  const study: QuizStudy = {
    kind: 'quiz',
    topic_id: pre.topic_id,
    topic: pre.topic_name,
    questions: fromGenerated([...questions], [...wrong]),
    answered: [],
    skipped: 0,
  };
  turn.state = { ...turn.state, study };
  const lead = wrong.length > 0 ? ` You missed ${wrong.length} on this topic last time; those come first.` : '';
  return done(
    `Quiz on ${pre.topic_name} — ${questions.length} question${questions.length === 1 ? '' : 's'}.${lead}\n\n${questionText(study)}`,
  );
}

/** A letter or number picks a multiple-choice option ("b", "2"); anything else is the answer as typed. */
function given(text: string, choices: string[] | null): string {
  const t = text.trim().toLowerCase().replace(/[.)]$/, '');
  if (!choices) return text.trim();
  const n = /^[1-9]$/.test(t) ? Number(t) - 1 : /^[a-i]$/.test(t) ? t.charCodeAt(0) - 97 : -1;
  return choices[n] ?? text.trim();
}

async function finishQuiz(turn: TurnContext, s: QuizStudy, lead: string): Promise<Reply> {
  turn.state = { ...turn.state, study: null };
  if (s.answered.length === 0) return done(`${lead}Quiz stopped — nothing was answered, so nothing was saved.`.trim());
  const saved = await turn.call(TOOL.quiz_post_save, postSaveInput(s.topic_id, s.answered));
  const result = score(s.answered);
  const skipped = s.skipped > 0 ? `, ${s.skipped} skipped` : '';
  const note = saved.result.ok ? 'Saved to your quiz history.' : 'I couldn’t save the results just now.';
  return done(`${lead}Quiz on ${s.topic} done: ${scoreWords(result)} (${result.percent}%)${skipped}. ${note}`.trim());
}

/** The student's reply while a quiz question is showing. */
async function answerQuiz(turn: TurnContext, s: QuizStudy, text: string): Promise<Reply> {
  const item = s.questions[s.answered.length + s.skipped]!;
  const a = readAnswer(text);
  if (a === 'stop') return finishQuiz(turn, s, '');
  let next: QuizStudy;
  let feedback: string;
  if (a === 'skip') {
    next = { ...s, skipped: s.skipped + 1 };
    feedback = 'Skipped.';
  } else {
    const reply = a === 'show' || a === 'dont_know' ? '' : given(text, item.choices);
    const marked = answer(item, reply);
    next = { ...s, answered: [...s.answered, marked] };
    feedback = marked.right
      ? 'Right ✓'
      : `${reply === '' ? 'The answer' : 'Not quite — the answer'} is: **${item.answer}**`;
  }
  if (next.answered.length + next.skipped >= next.questions.length) return finishQuiz(turn, next, `${feedback}\n\n`);
  turn.state = { ...turn.state, study: next };
  return done(`${feedback}\n\n${questionText(next)}`);
}

/** Handles the turn when a quiz or review is running; null when none is. */
export async function answerStudy(turn: TurnContext, text: string): Promise<Reply | null> {
  const s = turn.state.study;
  if (!s) return null;
  if (s.kind === 'quiz') return answerQuiz(turn, s, text);
  return revealCard(turn, s, text);
}
