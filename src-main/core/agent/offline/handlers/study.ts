import type { TopicSummary, WrongQuestion } from '../../../../../src-shared/quizzes';
import { perform, quizAfterPreFetch } from '../actions';
import type { DueCard } from '../describe';
import { choose, rank, type Choice } from '../../../../../src-shared/text/fuzzy';
import type { Intent } from '../intents';
import { readCard } from '../../../../../src-shared/text/flashcard';
import { asTyped } from '../../../../../src-shared/text/normalize';
import { NUMBER_WORD, readNumber } from '../../../../../src-shared/text/numbers';
import { inFull } from '../../../../../src-shared/text/subjects';
import { readTarget } from '../../../../../src-shared/text/references';
import { q } from '../respond';
import { dataOf, type TurnContext } from '../turnContext';
import { ask, done, failed, type PendingOption, type Reply } from '../types';
import { cardAtPosition, onlyCardShown } from './cardPositions';
import { startReview } from './review';
import { allTopics, topicInHand, topicWords } from './topics';
import { TOOL } from '../../../../../src-shared/tools/names';

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

const CARD_EXAMPLE = '“make a flashcard: what is a closure? :: a function with its scope”';

/**
 * The back with the "?" the message ended with: reading drops a final "?" (it marks a question),
 * but "… :: where is the library?" is a side that asks.
 */
function withEndingMark(back: string, typed: string): string {
  const said = typed.trim();
  if (!/\?$/.test(said) || back.endsWith('?')) return back;
  return said.replace(/\?+$/, '').trimEnd().toLowerCase().endsWith(back.toLowerCase()) ? `${back}?` : back;
}

export async function createFlashcard(turn: TurnContext, intent: IntentOf<'create_flashcard'>): Promise<Reply> {
  const card = readCard(intent.body);
  if (!card) {
    return ask(
      intent.body.trim() === ''
        ? `What should the card say? Give the question and the answer, e.g. ${CARD_EXAMPLE}.`
        : `I couldn’t tell the question from the answer. Separate them with “::”, e.g. ${CARD_EXAMPLE}.`,
    );
  }
  // The card is the student's text: kept as typed ("the library" stays lower case, "whats" unfixed).
  const topic = card.topic === null ? null : await deckNamed(turn, card.topic);
  return perform(turn, TOOL.create_flashcard, {
    front: asTyped(card.front, turn.request.typed),
    back: withEndingMark(asTyped(card.back, turn.request.typed), turn.request.typed),
    ...(topic ? { topic_name: topic } : {}),
  });
}

/**
 * The deck a card said to be "bio" goes in: the student's "biology" topic when there is one and no
 * "bio" topic of its own, so a short name never starts a second deck of the same subject.
 */
async function deckNamed(turn: TurnContext, said: string): Promise<string> {
  const full = inFull(said);
  if (full.toLowerCase() === said.toLowerCase()) return said;
  const names = (await allTopics(turn)).map((t) => t.name.toLowerCase());
  return names.includes(full.toLowerCase()) && !names.includes(said.toLowerCase()) ? full : said;
}

/** "show my flashcards", "cards about recursion": a topic's cards when the words name a topic, else a text search. */
export async function browseFlashcards(turn: TurnContext, intent: IntentOf<'browse_flashcards'>): Promise<Reply> {
  const words = intent.query.trim().replace(/^(?:the|my)\s+/i, '');
  let input: Record<string, unknown> = { limit: 20 };
  let scope = '';
  if (words !== '') {
    const all = await allTopics(turn);
    const choice = choose(
      rank(
        words,
        all.map((t) => ({ id: t.topic_id, title: t.name })),
      ),
    );
    if (choice.kind === 'one') {
      input = { ...input, topic_id: choice.match.id };
      scope = ` in ${choice.match.title}`;
    } else {
      input = { ...input, query: words };
      scope = ` matching ${q(words)}`;
    }
  }
  const outcome = await turn.call(TOOL.list_flashcards, input);
  const data = dataOf<{ flashcards: DueCard[]; total: number }>(outcome);
  if (!data) return failed('Sorry — I couldn’t read your flashcards just now. Please try again.');
  if (data.flashcards.length === 0) return done(`No flashcards${scope} yet. Make one with ${CARD_EXAMPLE}.`);
  const lines = data.flashcards.map((c, i) => `${i + 1}. ${c.front} — ${c.back}`);
  const more = data.total > data.flashcards.length ? `\n…and ${data.total - data.flashcards.length} more.` : '';
  return done(`${data.total} flashcard${data.total === 1 ? '' : 's'}${scope}:\n${lines.join('\n')}${more}`);
}

export function dueFlashcards(turn: TurnContext): Promise<Reply> {
  return perform(turn, TOOL.get_due_flashcards, { limit: 20 });
}

export { startReview };

/** The card the user just saw in a review: "delete this card" during or after a review. */
function currentCard(turn: TurnContext, dropped: unknown): number | null {
  const pending = dropped as { kind?: string; options?: { tool: string; input: Record<string, unknown> }[] } | null;
  const shown =
    pending?.kind === 'clarification' ? pending.options?.find((o) => o.tool === TOOL.review_flashcard) : undefined;
  if (shown && typeof shown.input.card_id === 'number') return shown.input.card_id;
  const params = turn.state.last_tool_parameters;
  if (turn.state.last_tool_used?.includes('flashcard') && typeof params?.card_id === 'number') return params.card_id;
  return null;
}

// As for tasks, a bounded window rather than a text search over every card: the 1,000 newest
// cards (list_flashcards is newest first), in two pages.
const CARD_PAGE = 500;
const CARD_PAGES = 2;

interface CardCandidate {
  id: number;
  front: string;
  back: string;
  topic: string | null;
}

/**
 * "suspend the spanish one" (after the due cards were listed with their topics): words that are a
 * topic's whole name mean that topic's cards — the one card, or a question which.
 */
function cardsOfTopic(words: string, cards: readonly CardCandidate[]): Choice {
  const topic = words
    .trim()
    .replace(/\s+(?:flash)?cards?$/i, '')
    .toLowerCase();
  const of = cards
    .filter((c) => c.topic !== null && c.topic.toLowerCase() === topic)
    .map((c) => ({ id: c.id, title: c.front, score: 1 }));
  if (of.length === 1) return { kind: 'one', match: of[0]! };
  if (of.length > 1) return { kind: 'several', matches: of.slice(0, 6) };
  return { kind: 'none', nearest: null };
}

/**
 * The card the words name: by its question first, else by its answer ("the card about
 * chloroplasts" is the one whose answer says so). Labels are the question either way.
 */
function chooseCard(words: string, cards: readonly CardCandidate[]) {
  const byFront = choose(
    rank(
      words,
      cards.map((c) => ({ id: c.id, title: c.front })),
    ),
  );
  if (byFront.kind !== 'none') return byFront;
  const front = new Map(cards.map((c) => [c.id, c.front]));
  const byBack = choose(
    rank(
      words,
      cards.map((c) => ({ id: c.id, title: c.back })),
    ),
  );
  if (byBack.kind === 'one') return { ...byBack, match: { ...byBack.match, title: front.get(byBack.match.id)! } };
  if (byBack.kind === 'several')
    return { ...byBack, matches: byBack.matches.map((m) => ({ ...m, title: front.get(m.id)! })) };
  const byTopic = cardsOfTopic(words, cards);
  return byTopic.kind === 'none' ? byFront : byTopic;
}

async function cardCandidates(turn: TurnContext, words: string): Promise<CardCandidate[]> {
  const seen: CardCandidate[] = [];
  for (let page = 0; page < CARD_PAGES; page++) {
    const listed = await turn.call(
      TOOL.list_flashcards,
      { limit: CARD_PAGE, ...(page > 0 ? { offset: page * CARD_PAGE } : {}) },
      { lookup: true },
    );
    const cards = dataOf<{ flashcards: DueCard[] }>(listed)?.flashcards ?? [];
    seen.push(...cards.map((c) => ({ id: c.card_id, front: c.front, back: c.back, topic: c.topic ?? null })));
    if (cards.length < CARD_PAGE || chooseCard(words, seen).kind !== 'none') break;
  }
  return seen;
}

/** The cards a few words name (by question, else by answer), without acting on any. */
export async function cardsNamed(turn: TurnContext, words: string) {
  return chooseCard(words, await cardCandidates(turn, words));
}

export function deleteFlashcard(
  turn: TurnContext,
  intent: IntentOf<'delete_flashcard'>,
  dropped: unknown,
): Promise<Reply> {
  return onOneCard(turn, intent.target, dropped, 'delete', TOOL.delete_flashcard, {});
}

const CARD_STATE = {
  suspend: { verb: 'suspend', tool: TOOL.suspend_flashcard, input: { suspended: true } },
  unsuspend: { verb: 'bring back', tool: TOOL.suspend_flashcard, input: { suspended: false } },
  bury: { verb: 'bury', tool: TOOL.bury_flashcard, input: {} },
} as const;

/** "suspend the card about X", "bury this card", "bring back the card on Y". */
export function cardState(turn: TurnContext, intent: IntentOf<'card_state'>, dropped: unknown): Promise<Reply> {
  const a = CARD_STATE[intent.action];
  return onOneCard(turn, intent.target, dropped, a.verb, a.tool, a.input);
}

/** "the mitochondria card: easy": review_flashcard on the named card, as its review would (undo takes it back). */
export function rateCard(turn: TurnContext, intent: IntentOf<'rate_card'>, dropped: unknown): Promise<Reply> {
  return onOneCard(turn, intent.target, dropped, 'rate', TOOL.review_flashcard, { rating: intent.rating }, true);
}

/** "change the back of the manzana card to 'apple'": the named card's side rewritten. */
export function editFlashcard(turn: TurnContext, intent: IntentOf<'edit_flashcard'>, dropped: unknown): Promise<Reply> {
  return onOneCard(turn, intent.target, dropped, 'change', TOOL.update_flashcard, { [intent.side]: intent.text });
}

/**
 * Runs `tool` on the one card the words name: its number, "this card" (the one being reviewed or
 * just shown), or a few words from its question — asking when several match. `byName`: a card
 * named by its number or words is acted on alone (a rating then starts no review).
 */
async function onOneCard(
  turn: TurnContext,
  target: string,
  dropped: unknown,
  verb: string,
  tool: string,
  input: Record<string, unknown>,
  byName = false,
): Promise<Reply> {
  const text = target.trim();
  const which = `Which flashcard should I ${verb}? Give its number or a few words from its question.`;
  // "bury the second" after a list of cards: the card at that place in the list.
  const at = await cardAtPosition(turn, text);
  if (at?.kind === 'card') return perform(turn, tool, { card_id: at.card_id, ...input }, { label: at.front });
  if (at)
    return ask(
      `That list had ${at.count === 1 ? 'only 1 card' : `${at.count} cards`} — ${which.charAt(0).toLowerCase()}${which.slice(1)}`,
    );
  const byId = /^#?\s*(\d{1,9})$/.exec(text);
  if (byId) return perform(turn, tool, { card_id: Number(byId[1]), ...input }, { byName });
  const ref = readTarget(text);
  if (ref.kind === 'none' || ref.kind === 'pronoun') {
    const card_id = currentCard(turn, dropped);
    if (card_id !== null) return perform(turn, tool, { card_id, ...input });
    const only = await onlyCardShown(turn);
    if (only) return perform(turn, tool, { card_id: only.card_id, ...input }, { label: only.front });
    return ask(which);
  }
  if (ref.kind !== 'title') return ask(which);
  const words = ref.words.replace(/^(?:about|on|for|with|saying|that says)\s+/i, '');
  const choice = chooseCard(words, await cardCandidates(turn, words));
  if (choice.kind === 'one')
    return perform(turn, tool, { card_id: choice.match.id, ...input }, { label: choice.match.title, byName });
  if (choice.kind === 'several') {
    return ask(
      `More than one card matches ${q(words)} — which one?`,
      choice.matches.map((m) => ({ label: m.title, tool, input: { card_id: m.id, ...input } })),
    );
  }
  return failed(
    `I couldn’t find a card matching ${q(words)}. Give the card’s number from the Flashcards view, e.g. “${verb} card 12”.`,
  );
}

/** "how am I doing?": the Progress view's figures in a few sentences. */
export function progress(turn: TurnContext): Promise<Reply> {
  return perform(turn, TOOL.get_progress, {});
}

const COUNT = new RegExp(String.raw`\b(${NUMBER_WORD})[\s-]*(?:questions?|qs)\b`, 'i');

/** "5 question quiz on recursion" → { topic: 'recursion', count: 5 }. */
function readQuizRequest(text: string): { topic: string; count: number } {
  let t = text;
  let count = 5;
  const m = COUNT.exec(t);
  if (m && m.index !== undefined) {
    count = Math.min(50, Math.max(1, readNumber(m[1]!) ?? 5));
    t = `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`;
  }
  const topic = t
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:with\s+)?(?:on|about|for|in|over|with|from|covering)\s+/i, '')
    .replace(/^(?:my|the|some)\s+/i, '')
    .replace(/\s+(?:quiz|test|questions|flashcards|cards|topic|please|again|now)$/i, '')
    .trim();
  return { topic, count };
}

function quizOptions(list: readonly TopicSummary[]): PendingOption[] {
  return list
    .filter((t) => t.card_count > 0)
    .slice(0, 6)
    .map((t) => ({ label: t.name, tool: TOOL.quiz_pre_fetch, input: { topic_name: t.name } }));
}

export async function quiz(turn: TurnContext, intent: IntentOf<'quiz'>): Promise<Reply> {
  const all = await allTopics(turn);
  const said = readQuizRequest(intent.topic);
  const req = { ...said, topic: topicWords(said.topic, all) };
  const options = quizOptions(all);
  if (req.topic === '') {
    if (options.length === 0)
      return failed(
        `There’s nothing to quiz you on yet — quizzes are built from your flashcards. Add some first, e.g. ${CARD_EXAMPLE}.`,
      );
    const held = topicInHand(turn, all);
    if (held) return quizOn(turn, held, req.count);
    return ask('Which topic should I quiz you on?', options);
  }
  const choice = choose(
    rank(
      req.topic,
      all.map((t) => ({ id: t.topic_id, title: t.name })),
    ),
  );
  if (choice.kind === 'several') {
    return ask(
      `More than one topic matches ${q(req.topic)} — which one?`,
      choice.matches.map((m) => ({ label: m.title, tool: TOOL.quiz_pre_fetch, input: { topic_name: m.title } })),
    );
  }
  const topic = choice.kind === 'one' ? all.find((t) => t.topic_id === choice.match.id)! : null;
  if (!topic || topic.card_count === 0) {
    // Says what it can do instead: the quiz cannot be written offline without cards to build it from.
    const none = `I can’t quiz you on ${q(req.topic)} yet: offline quizzes are built from flashcards, and you have none on it. I can add some with “make a flashcard for ${req.topic}: question :: answer”.`;
    return options.length > 0 ? ask(`${none}\n\nOr quiz on one of these:`, options) : failed(none);
  }
  return quizOn(turn, topic, req.count);
}

async function quizOn(turn: TurnContext, topic: TopicSummary, count: number): Promise<Reply> {
  const pre = await turn.call(TOOL.quiz_pre_fetch, { topic_name: topic.name });
  const wrong = dataOf<{ wrong_questions: WrongQuestion[] }>(pre)?.wrong_questions ?? [];
  return quizAfterPreFetch(turn, { topic_id: topic.topic_id, topic_name: topic.name, wrong_questions: wrong }, count);
}

export function weakTopics(turn: TurnContext): Promise<Reply> {
  return perform(turn, TOOL.get_weak_topics, {});
}

/** How many topics are read for wrong answers when none was named and none has been quizzed. */
const WRONG_READS = 6;

export async function wrongAnswers(turn: TurnContext, intent: IntentOf<'wrong_answers'>): Promise<Reply> {
  const all = await allTopics(turn);
  const words = readQuizRequest(intent.topic).topic;
  if (words === '') {
    const tried = all.filter((t) => t.attempt_count > 0);
    if (tried.length === 0) {
      // Nothing answered yet: the topics are still read, so the answer comes from the record, not a guess.
      for (const t of all.slice(0, WRONG_READS)) await turn.call(TOOL.get_wrong_questions, { topic_id: t.topic_id });
      return done('No quiz answers recorded yet, so nothing wrong to show. Try “quiz me on <topic>”.');
    }
    if (tried.length === 1)
      return perform(turn, TOOL.get_wrong_questions, { topic_id: tried[0]!.topic_id }, { label: tried[0]!.name });
    return ask(
      'Wrong answers from which topic?',
      tried
        .slice(0, 6)
        .map((t) => ({ label: t.name, tool: TOOL.get_wrong_questions, input: { topic_id: t.topic_id } })),
    );
  }
  const choice = choose(
    rank(
      words,
      all.map((t) => ({ id: t.topic_id, title: t.name })),
    ),
  );
  if (choice.kind === 'one')
    return perform(turn, TOOL.get_wrong_questions, { topic_id: choice.match.id }, { label: choice.match.title });
  if (choice.kind === 'several') {
    return ask(
      `More than one topic matches ${q(words)} — which one?`,
      choice.matches.map((m) => ({ label: m.title, tool: TOOL.get_wrong_questions, input: { topic_id: m.id } })),
    );
  }
  return failed(`I don’t have a topic called ${q(words)}. Say “list topics” to see yours.`);
}

export function listTopics(turn: TurnContext): Promise<Reply> {
  return perform(turn, TOOL.list_topics, {});
}

export function deleteAttempt(turn: TurnContext, intent: IntentOf<'delete_attempt'>): Promise<Reply> {
  return perform(turn, TOOL.delete_quiz_attempt, { attempt_id: intent.attempt_id });
}
