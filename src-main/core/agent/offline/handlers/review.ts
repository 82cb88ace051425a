import type { ConversationState } from '../../../../../src-shared/conversation';
import { FLASHCARD_RATINGS } from '../../../../../src-shared/flashcards';
import { readAnswer } from '../../../../../src-shared/text/answers';
import * as say from '../describe';
import { q } from '../respond';
import { dataOf, type TurnContext } from '../turnContext';
import { topicNamed } from './topics';
import { ask, done, failed, type PendingOption, type Reply } from '../types';
import { TOOL } from '../../../../../src-shared/tools/names';

type ReviewStudy = Extract<NonNullable<ConversationState['study']>, { kind: 'review' }>;

const RATING_LABELS: Record<(typeof FLASHCARD_RATINGS)[number], string> = {
  again: 'Again — I forgot',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};

/** The four ratings as numbered options, so "3" or "good" rates the card shown. */
export function ratingOptions(card_id: number): PendingOption[] {
  return FLASHCARD_RATINGS.map((rating) => ({
    label: RATING_LABELS[rating],
    tool: TOOL.review_flashcard,
    input: { card_id, rating },
  }));
}

/**
 * Shows the next due card's question only; the answer comes when the student answers or says
 * "show", then a rating continues the session card by card. `skip` leaves cards for later.
 */
export async function nextCard(turn: TurnContext, lead: string, skip: readonly number[] = []): Promise<Reply> {
  const topic_id = turn.state.review_topic_id;
  const outcome = await turn.call(TOOL.get_due_flashcards, { limit: 20, ...(topic_id ? { topic_id } : {}) });
  const cards = dataOf<{ due_flashcards: say.DueCard[] }>(outcome)?.due_flashcards;
  if (!cards) return failed('Sorry — I couldn’t load your flashcards just now. Please try again.');
  const left = cards.filter((c) => !skip.includes(c.card_id));
  const first = left[0];
  turn.state = { ...turn.state, study: null };
  if (!first) {
    const { review_topic_id: _over, ...state } = turn.state;
    turn.state = state;
    return done(
      `${lead}${lead ? ' ' : ''}${lead ? 'That was the last card due — well done!' : 'No flashcards are due right now — nice work.'}`.trim(),
    );
  }
  // The card shown is kept beside the call, as a new card's id is: the due cards were read to show
  // one card, not shown as a numbered list ("bury card 3" after a review is card 3, not the third).
  turn.state = {
    ...turn.state,
    last_tool_parameters: { ...turn.state.last_tool_parameters, card_id: first.card_id },
    study: { kind: 'review', card_id: first.card_id, front: first.front, back: first.back, reviewed: 0 },
  };
  const text = `${lead ? `${lead}\n\n` : ''}${say.cardFront(first, left.length)}`;
  return { ...done(text), confidence: 0.95 };
}

/** The student's reply to a card's question: reveal the answer and ask how well they knew it. */
export async function revealCard(turn: TurnContext, s: ReviewStudy, text: string): Promise<Reply> {
  const a = readAnswer(text);
  turn.state = { ...turn.state, study: null };
  if (a === 'stop') return done('Review stopped. The cards you didn’t rate stay due.');
  if (a === 'skip') return nextCard(turn, 'Skipped — it stays due.', [s.card_id]);
  const theirs = a === null ? `You said: ${text.trim()}\n\n` : '';
  return ask(`${theirs}**A:** ${s.back}\n\nHow well did you remember it?`, ratingOptions(s.card_id));
}

/** A review of every card due, or of one topic's ("run through the biology deck with me"). */
export async function startReview(turn: TurnContext, words?: string): Promise<Reply> {
  const { review_topic_id: _before, ...state } = turn.state;
  turn.state = state;
  if (words) {
    const topic = await topicNamed(turn, words);
    if (!topic) {
      const everything: PendingOption = {
        label: 'Review every card due',
        tool: '',
        input: {},
        reading: { kind: 'start_review' },
      };
      return ask(`You have no deck called ${q(words)}. Review every card due instead?`, [everything]);
    }
    turn.state = { ...turn.state, review_topic_id: topic.topic_id };
    const started = await nextCard(turn, '');
    return turn.state.study ? started : done(`No ${topic.name} flashcards are due right now — nice work.`);
  }
  return nextCard(turn, '');
}

export function continueReview(turn: TurnContext, lead: string): Promise<Reply> {
  return nextCard(turn, lead);
}
