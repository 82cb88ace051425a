import type { BulkCardAction } from '../../../src-shared/flashcards';
import { err, ok, type Err } from '../../../src-shared/result';
import { getFlashcard, updateCardState } from '../db/queries/flashcards';
import { getTopic } from '../db/queries/topics';
import { statement } from '../db/queries/statements';
import { newCardState } from '../services/scheduler';
import { studyDay } from '../services/studyDay';
import { defineTool, type DataChange } from './define';
import { flashcardChange, isErr, loadCard } from './flashcards';
import { topicForWrite } from './topicFields';
import {
  suspendFlashcardInput,
  buryFlashcardInput,
  editFlashcardsInput,
} from '../../../src-shared/tools/inputs/flashcardStates';
import { TOOL } from '../../../src-shared/tools/names';

/*
 * Anki's ways of taking a card out of the way without deleting it: suspend (out of every review
 * until unsuspended), bury (out until the next study day), and the browser's bulk edits.
 * Every one is an ordinary write, so undo reverts it; a bulk edit of several cards asks first.
 */

export const suspendFlashcard = defineTool({
  name: TOOL.suspend_flashcard,
  description:
    'Suspend a flashcard (suspended: true): it is never due and leaves reviews until unsuspended, keeping its ' +
    'schedule and history — or unsuspend it (suspended: false). Use when the student says "suspend this card", "stop ' +
    'showing me this card" or "bring that card back". Returns { card_id, suspended }.',
  category: 'action',
  input: suspendFlashcardInput,
  annotations: { readOnly: false, destructive: false, idempotent: true },
  examples: [
    { card_id: 1, suspended: true },
    { card_id: 1, suspended: false },
  ],
  run: (input, ctx) => {
    const card = loadCard(ctx.db, input.card_id);
    if (isErr(card)) return card;
    statement(ctx.db, 'UPDATE flashcards SET suspended = ?, updated_at = ? WHERE id = ? AND suspended != ?').run(
      input.suspended ? 1 : 0,
      ctx.now().toISOString(),
      card.id,
      input.suspended ? 1 : 0,
    );
    return { ...ok({ card_id: card.id, suspended: input.suspended }), changes: [flashcardChange(card.id)] };
  },
});

export const buryFlashcard = defineTool({
  name: TOOL.bury_flashcard,
  description:
    'Bury a flashcard: hide it from reviews until the next study day begins (the "next day starts at" hour), as in ' +
    'Anki. Its schedule is unchanged. Use when the student says "bury this card", "skip this card for today" or "not ' +
    'now". Returns { card_id, buried_until }.',
  category: 'action',
  input: buryFlashcardInput,
  annotations: { readOnly: false, destructive: false, idempotent: true },
  examples: [{ card_id: 1 }],
  run: (input, ctx) => {
    const card = loadCard(ctx.db, input.card_id);
    if (isErr(card)) return card;
    const now = ctx.now();
    const buried_until = studyDay(now, ctx.settings.next_day_starts_at).end.toISOString();
    statement(ctx.db, 'UPDATE flashcards SET buried_until = ?, updated_at = ? WHERE id = ?').run(
      buried_until,
      now.toISOString(),
      card.id,
    );
    return { ...ok({ card_id: card.id, buried_until }), changes: [flashcardChange(card.id)] };
  },
});

export const editFlashcards = defineTool({
  name: TOOL.edit_flashcards,
  description:
    "The card browser's bulk edit: apply one action to several flashcards at once — move (to topic_id or " +
    'topic_name; topic_id null removes the topic), suspend, unsuspend, or reset (forget: the card becomes new again, ' +
    'its review history is kept). Changing more than one card asks the student first; one undo reverts the whole ' +
    'edit. Use for "suspend all my Spanish cards", "move these cards to Biology", "reset these cards". Returns ' +
    '{ action, card_ids, changed }.',
  category: 'action',
  input: editFlashcardsInput,
  annotations: { readOnly: false, destructive: false, idempotent: true },
  examples: [
    { card_ids: [1], action: 'suspend' },
    { card_ids: [1], action: 'move', topic_name: 'Biology' },
    { card_ids: [1], action: 'reset' },
  ],
  run: (input, ctx) => {
    const now = ctx.now();
    const nowIso = now.toISOString();
    const missing = input.card_ids.filter((id) => !getFlashcard(ctx.db, id));
    if (missing.length > 0) {
      return err(
        'not_found',
        `No flashcard with id ${missing.join(', ')} (deleted, or never there). Nothing was changed.`,
        {
          entity_type: 'flashcard',
          query: { card_ids: missing },
        },
      );
    }
    const changes: DataChange[] = [];
    let topicId: number | null = null;
    if (input.action === 'move') {
      const target = moveTarget(ctx.db, input, nowIso, changes);
      if (typeof target === 'object' && target !== null) return target;
      topicId = target;
    }
    let changed = 0;
    for (const id of input.card_ids) changed += applyAction(ctx.db, id, input.action, topicId, now);
    changes.push({ entity_type: 'flashcard', ids: input.card_ids });
    return { ...ok({ action: input.action, card_ids: input.card_ids, changed }), changes };
  },
});

function moveTarget(
  db: Parameters<typeof getTopic>[0],
  input: { topic_id?: number | null | undefined; topic_name?: string | undefined },
  nowIso: string,
  changes: DataChange[],
): number | null | Err {
  if (input.topic_name !== undefined) return topicForWrite(db, input.topic_name, nowIso, changes);
  const id = input.topic_id ?? null;
  if (id !== null && !getTopic(db, id)) {
    return err('not_found', `No topic with id ${id}. Use list_topics to see topic ids, or give topic_name.`, {
      entity_type: 'topic',
      query: { topic_id: id },
    });
  }
  return id;
}

/** One card's part of a bulk edit; 1 when the card changed, 0 when it already was so. */
function applyAction(
  db: Parameters<typeof getTopic>[0],
  id: number,
  action: BulkCardAction,
  topicId: number | null,
  now: Date,
): number {
  const nowIso = now.toISOString();
  switch (action) {
    case 'move':
      return statement(db, 'UPDATE flashcards SET topic_id = ?, updated_at = ? WHERE id = ? AND topic_id IS NOT ?').run(
        topicId,
        nowIso,
        id,
        topicId,
      ).changes;
    case 'suspend':
    case 'unsuspend': {
      const flag = action === 'suspend' ? 1 : 0;
      return statement(db, 'UPDATE flashcards SET suspended = ?, updated_at = ? WHERE id = ? AND suspended != ?').run(
        flag,
        nowIso,
        id,
        flag,
      ).changes;
    }
    case 'reset': {
      // Anki's "Forget": new again and due now; the review log stays, so history and optimising keep it.
      updateCardState(db, id, newCardState(now), nowIso);
      statement(db, 'UPDATE flashcards SET ease_factor = NULL, buried_until = NULL WHERE id = ?').run(id);
      return 1;
    }
  }
}

export const FLASHCARD_STATE_TOOLS = [suspendFlashcard, buryFlashcard, editFlashcards];
