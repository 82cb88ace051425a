import { FLASHCARD_RATINGS } from '../../../../../src-shared/flashcards';
import * as say from '../describe';
import { dataOf, type TurnContext } from '../turnContext';
import { ask, done, failed, type PendingOption, type Reply } from '../types';

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
    tool: 'review_flashcard',
    input: { card_id, rating },
  }));
}

/**
 * Shows the next due card with its answer and asks for a rating; the session continues card by
 * card because each rating (a clarification option) ends by calling this again.
 */
export async function nextCard(turn: TurnContext, lead: string): Promise<Reply> {
  const outcome = await turn.call('get_due_flashcards', { limit: 20 });
  const cards = dataOf<{ due_flashcards: say.DueCard[] }>(outcome)?.due_flashcards;
  if (!cards) return failed('Sorry — I couldn’t load your flashcards just now. Please try again.');
  const first = cards[0];
  if (!first)
    return done(
      `${lead}${lead ? ' ' : ''}${lead ? 'That was the last card due — well done!' : 'No flashcards are due right now — nice work.'}`.trim(),
    );
  return ask(`${lead ? `${lead}\n\n` : ''}${say.cardQuestion(first, cards.length)}`, ratingOptions(first.card_id));
}

export function startReview(turn: TurnContext): Promise<Reply> {
  return nextCard(turn, '');
}

export function continueReview(turn: TurnContext, lead: string): Promise<Reply> {
  return nextCard(turn, lead);
}
