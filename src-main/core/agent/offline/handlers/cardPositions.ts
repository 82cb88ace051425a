import { readPosition } from '../../../../../src-shared/text/references';
import { TOOL } from '../../../../../src-shared/tools/names';
import { dataOf, type TurnContext } from '../turnContext';

/**
 * "suspend the first one", "bury the second", "skip card 3" just after a list of cards was shown:
 * the card at that place in the list, as a task's number is the task at that place in the last
 * task list. The list is not kept in the state; it is read again with the same call, which gives
 * the same cards in the same order while nothing else has been done in between (the list was the
 * last thing the chat did).
 */
const CARD_LISTS: readonly string[] = [TOOL.get_due_flashcards, TOOL.list_flashcards];

export type CardAt = { kind: 'card'; card_id: number; front: string } | { kind: 'out_of_range'; count: number };

type ShownCard = { card_id: number; front: string };

/** The card list just shown, read again; null when the last thing the chat did was no card list. */
async function cardsShown(turn: TurnContext): Promise<{ cards: ShownCard[]; total: number } | null> {
  const tool = turn.state.last_tool_used;
  const params = turn.state.last_tool_parameters ?? {};
  // A card id beside the call: one card was shown from it (a review), not a numbered list.
  if (!tool || !CARD_LISTS.includes(tool) || 'card_id' in params) return null;
  const outcome = await turn.call(tool, params, { lookup: true });
  const data = dataOf<{ due_flashcards?: ShownCard[]; flashcards?: ShownCard[]; total?: number }>(outcome);
  const cards = data?.due_flashcards ?? data?.flashcards;
  return cards ? { cards, total: data?.total ?? cards.length } : null;
}

/** The card at the place the words name in the card list just shown; null when no card list was. */
export async function cardAtPosition(turn: TurnContext, words: string): Promise<CardAt | null> {
  const position = readPosition(words.replace(/^(?:the\s+)?(?:flash\s?)?card\s+/i, ''));
  if (position === null) return null;
  const cards = (await cardsShown(turn))?.cards;
  if (!cards) return null;
  const card = position === -1 ? cards.at(-1) : cards[position - 1];
  return card
    ? { kind: 'card', card_id: card.card_id, front: card.front }
    : { kind: 'out_of_range', count: cards.length };
}

/**
 * "suspend that one", "bury it" just after a list that showed exactly one card: that card. A list of
 * several names no one card by "it" (the handler asks which).
 */
export async function onlyCardShown(turn: TurnContext): Promise<ShownCard | null> {
  const shown = await cardsShown(turn);
  // A list cut short ("…and 3 more") showed one row of several cards.
  return shown?.cards.length === 1 && shown.total === 1 ? shown.cards[0]! : null;
}
