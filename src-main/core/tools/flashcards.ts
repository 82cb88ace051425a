import { type DueCounts, type DueFlashcard, type DueQueue } from '../../../src-shared/flashcards';
import { err, ok, type Err } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import {
  findFlashcardByFront,
  getFlashcard,
  insertFlashcard,
  softDeleteFlashcard,
  updateCardContent,
  type DbFlashcard,
  type DbQueuedCard,
} from '../db/queries/flashcards';
import { findOrCreateTopic, findTopicByName, getTopic } from '../db/queries/topics';
import { reviewQueue } from '../db/queries/reviewQueue';
import { newCardState } from '../services/scheduler';
import { studyDay, studyDaySeed } from '../services/studyDay';
import { defineTool, type DataChange, type ToolContext } from './define';
import {
  createFlashcardInput,
  getDueFlashcardsInput,
  updateFlashcardInput,
  deleteFlashcardInput,
} from '../../../src-shared/tools/inputs/flashcards';
import { TOOL } from '../../../src-shared/tools/names';
import { deleteAllQuestion } from './bulkQuestion';

/** A live (not deleted) card, or the not_found the model can act on. */
export function loadCard(db: Db, cardId: number): DbFlashcard | Err {
  return (
    getFlashcard(db, cardId) ??
    err(
      'not_found',
      `No flashcard with id ${cardId} (it may have been deleted). Use get_due_flashcards to see card ids.`,
      {
        entity_type: 'flashcard',
        query: { card_id: cardId },
      },
    )
  );
}

export const isErr = (v: object): v is Err => 'ok' in v && v.ok === false;

export const flashcardChange = (id: number): DataChange => ({
  entity_type: 'flashcard',
  ids: [id],
});

function topicNotFound(topicId: number): Err {
  return err(
    'not_found',
    `No topic with id ${topicId}. Use list_topics to see topic ids, or give topic_name to create one.`,
    {
      entity_type: 'topic',
      query: { topic_id: topicId },
    },
  );
}

/** "What is recursion?" as a short quote for messages and confirmations. */
export function quoteFront(front: string, max = 60): string {
  const oneLine = front.replace(/\s+/g, ' ');
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

export const createFlashcard = defineTool({
  name: TOOL.create_flashcard,
  description:
    'Create one flashcard (question on the front, answer on the back), optionally filed under a topic by id or by name ' +
    '(a new topic name is created). The card is new and due at once. Use when the student asks to make or save a card. ' +
    'Returns { card_id }; the same front (letter case aside) already in that topic is refused as a duplicate with the existing card id.',
  category: 'action',
  input: createFlashcardInput,
  annotations: { readOnly: false, destructive: false, idempotent: false },
  examples: [
    {
      front: 'What is recursion?',
      back: 'A function that calls itself on a smaller instance of the problem.',
      topic_name: 'Recursion',
    },
    {
      front: 'Base case',
      back: 'The input a recursive function answers without recursing.',
    },
  ],
  run: (input, ctx) => {
    const nowIso = ctx.now().toISOString();
    const changes: DataChange[] = [];
    let topicId: number | null = null;
    if (input.topic_id !== undefined) {
      if (!getTopic(ctx.db, input.topic_id)) return topicNotFound(input.topic_id);
      topicId = input.topic_id;
    } else if (input.topic_name !== undefined) {
      const existed = findTopicByName(ctx.db, input.topic_name);
      topicId = findOrCreateTopic(ctx.db, input.topic_name, nowIso).id;
      if (!existed) changes.push({ entity_type: 'topic', ids: [topicId] });
    }
    const duplicate = findFlashcardByFront(ctx.db, input.front, topicId);
    if (duplicate) {
      return err(
        'conflict',
        `Flashcard #${duplicate.id} already has the front '${quoteFront(duplicate.front)}' in this topic. ` +
          'Change it with update_flashcard instead of creating a copy.',
        {
          reason: 'duplicate',
          candidates: [{ id: duplicate.id, title: duplicate.front }],
        },
      );
    }
    const card_id = insertFlashcard(
      ctx.db,
      {
        topic_id: topicId,
        front: input.front,
        back: input.back,
        state: newCardState(ctx.now()),
      },
      nowIso,
    );
    return {
      ...ok({ card_id }),
      changes: [flashcardChange(card_id), ...changes],
    };
  },
});

/** A card row as get_due_flashcards (and the card browser) show it. */
export function toDueFlashcard(r: DbQueuedCard): DueFlashcard {
  return {
    card_id: r.id,
    front: r.front,
    back: r.back,
    topic_id: r.topic_id,
    topic: r.topic_name,
    due_at: r.due_at,
    state: r.state,
    source_chunk_id: r.source_chunk_id,
    source_material_id: r.source_material_id,
    note_material_id: r.note_material_id,
    note_line: r.note_line,
  };
}

export const getDueFlashcards = defineTool({
  name: TOOL.get_due_flashcards,
  description:
    'The review queue as Anki builds it: cards in learning first, then review cards due today, then new cards, after ' +
    "today's limits (new cards and reviews per day, overall and per topic). Suspended and buried cards are left out. " +
    'Use to start or continue a review session ("what should I study?", "quiz me on my cards"). Show the front, let ' +
    'the student answer, then call review_flashcard with their rating. Returns { due_flashcards: [{ card_id, front, ' +
    'back, topic_id, topic, due_at, state, source_chunk_id, source_material_id, note_material_id, note_line }], ' +
    'counts: { new, learning, review } } — counts cover the whole queue, beyond limit; source_* and note_* say where ' +
    'the card came from (a material passage, or a line of a note) or are null.',
  category: 'query',
  input: getDueFlashcardsInput,
  annotations: { readOnly: true, destructive: false, idempotent: true },
  examples: [{}, { limit: 10, topic_id: 1 }],
  run: (input, ctx) => {
    if (input.topic_id !== undefined && !getTopic(ctx.db, input.topic_id)) return topicNotFound(input.topic_id);
    const queue = todaysQueue(ctx, input.topic_id, input.limit);
    const data: DueQueue = {
      due_flashcards: [...queue.learning, ...queue.review, ...queue.fresh].slice(0, input.limit).map(toDueFlashcard),
      counts: queueCounts(queue),
    };
    return ok(data);
  },
});

/** How many cards of each kind a queue holds: what the review session and Today both show. */
export function queueCounts(queue: ReturnType<typeof todaysQueue>): DueCounts {
  return { new: queue.fresh.length, learning: queue.learningCount, review: queue.review.length };
}

/** Today's queue under the settings' limits, order and study day. */
/** `take`: how many learning cards to read (they are all counted). */
export function todaysQueue(ctx: Pick<ToolContext, 'db' | 'now' | 'settings'>, topicId?: number, take?: number) {
  const now = ctx.now();
  const s = ctx.settings;
  const day = studyDay(now, s.next_day_starts_at);
  return reviewQueue(
    ctx.db,
    {
      nowIso: now.toISOString(),
      dayStartIso: day.start.toISOString(),
      dayEndIso: day.end.toISOString(),
      newPerDay: s.new_cards_per_day,
      reviewsPerDay: s.reviews_per_day,
      newOrder: s.new_card_order,
      seed: studyDaySeed(now, s.next_day_starts_at),
      ...(topicId === undefined ? {} : { topicId }),
    },
    take,
  );
}

export const updateFlashcard = defineTool({
  name: TOOL.update_flashcard,
  description:
    "Edit a flashcard's text or topic; its review schedule is kept. Use to fix a typo, improve an answer or move the card " +
    'to another topic. Give card_id and at least one of front, back, topic_id (null removes the topic). Returns { card_id }.',
  category: 'action',
  input: updateFlashcardInput,
  annotations: { readOnly: false, destructive: false, idempotent: true },
  examples: [
    {
      card_id: 1,
      back: 'A function that calls itself until it reaches a base case.',
    },
    { card_id: 1, topic_id: null },
  ],
  run: (input, ctx) => {
    const card = loadCard(ctx.db, input.card_id);
    if (isErr(card)) return card;
    if (typeof input.topic_id === 'number' && !getTopic(ctx.db, input.topic_id)) return topicNotFound(input.topic_id);
    updateCardContent(ctx.db, card, input, ctx.now().toISOString());
    return { ...ok({ card_id: card.id }), changes: [flashcardChange(card.id)] };
  },
});

/** The cards for the ids, or the error for the first that is not a live card (nothing deleted). */
function liveCards(ctx: Parameters<typeof loadCard>[0], ids: readonly number[]) {
  const cards = [];
  for (const id of new Set(ids)) {
    const card = loadCard(ctx, id);
    if (isErr(card)) return card;
    cards.push(card);
  }
  return cards;
}

export const deleteFlashcard = defineTool({
  name: TOOL.delete_flashcard,
  description:
    'Delete a flashcard: it leaves the review queue and every list. Asks the user to confirm first. Use only when the ' +
    'student asks to remove a card. Give card_ids to delete several at once (asked once, naming the count). ' +
    'Returns { deleted_card_id } or { deleted_card_ids }.',
  category: 'action',
  input: deleteFlashcardInput,
  annotations: { readOnly: false, destructive: true, idempotent: false },
  examples: [{ card_id: 1 }, { card_ids: [1, 2] }],
  summarize: (input, ctx) => {
    const cards = liveCards(ctx.db, input.card_ids ?? [input.card_id!]);
    if (isErr(cards)) return cards;
    if (!input.card_ids) return ok(`Delete flashcard '${quoteFront(cards[0]!.front)}'?`);
    return ok(
      deleteAllQuestion(
        'flashcards',
        cards.map((c) => quoteFront(c.front)),
      ),
    );
  },
  run: (input, ctx) => {
    const cards = liveCards(ctx.db, input.card_ids ?? [input.card_id!]);
    if (isErr(cards)) return cards;
    // Soft delete: the cards and their review history stay in the file, out of every query.
    for (const card of cards) softDeleteFlashcard(ctx.db, card.id, ctx.now().toISOString());
    const ids = cards.map((c) => c.id);
    return {
      ...ok(input.card_ids ? { deleted_card_ids: ids } : { deleted_card_id: ids[0]! }),
      changes: ids.map((id) => flashcardChange(id)),
    };
  },
});

/** The card tools; the review tools are in flashcardReviews.ts. */
export const FLASHCARD_TOOLS = [createFlashcard, getDueFlashcards, updateFlashcard, deleteFlashcard];
