import type { BrowsedFlashcard } from '../../../src-shared/flashcards';
import { err, ok } from '../../../src-shared/result';
import { browseFlashcards } from '../db/queries/flashcards';
import { getTopic } from '../db/queries/topics';
import { defineTool } from './define';
import { toDueFlashcard } from './flashcards';
import { listFlashcardsInput } from '../../../src-shared/tools/inputs/flashcardList';
import { TOOL } from '../../../src-shared/tools/names';

/**
 * The card browser's query. get_due_flashcards lists only what is due; a student editing or
 * searching their deck needs every card, so this lists them all, newest first.
 */
export const listFlashcards = defineTool({
  name: TOOL.list_flashcards,
  description:
    'List or search all flashcards, due or not (the card browser), newest first or sorted by due date, stability, ' +
    'difficulty or lapses. Use to find a card to edit, suspend or delete, to answer "which cards do I have about X" ' +
    'or "which cards do I keep forgetting" (sort: lapses), or to show a deck. query matches text in the front or back ' +
    '(ignoring case). Suspended cards are left out unless states is suspended or all. Returns { flashcards: ' +
    '[{ card_id, front, back, topic_id, topic, due_at, state, reps, lapses, stability, difficulty, suspended, ' +
    'buried_until, source_chunk_id, source_material_id, note_material_id, note_line }], total } where total counts ' +
    'every match, beyond limit.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: listFlashcardsInput,
  examples: [
    {},
    { query: 'recursion', limit: 20 },
    { topic_id: 1 },
    { topic_id: null, offset: 100 },
    { sort: 'lapses', states: 'all' },
  ],
  run: (input, ctx) => {
    if (typeof input.topic_id === 'number' && !getTopic(ctx.db, input.topic_id)) {
      return err('not_found', `No topic with id ${input.topic_id}. Use list_topics to see topic ids.`, {
        entity_type: 'topic',
        query: { topic_id: input.topic_id },
      });
    }
    const { rows, total } = browseFlashcards(ctx.db, {
      ...(input.query ? { query: input.query } : {}),
      ...(input.topic_id !== undefined ? { topicId: input.topic_id } : {}),
      limit: input.limit,
      offset: input.offset,
      sort: input.sort,
      states: input.states,
    });
    const flashcards: BrowsedFlashcard[] = rows.map((r) => ({
      ...toDueFlashcard(r),
      reps: r.reps,
      lapses: r.lapses,
      stability: Math.round(r.stability * 100) / 100,
      difficulty: Math.round(r.difficulty * 100) / 100,
      suspended: r.suspended === 1,
      buried_until: r.buried_until,
    }));
    return ok({ flashcards, total });
  },
});

export const FLASHCARD_LIST_TOOLS = [listFlashcards];
