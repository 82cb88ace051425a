import { FLASHCARD_LIMITS } from '../../../src-shared/flashcards';
import { err, ok } from '../../../src-shared/result';
import { findFlashcardByFront, insertFlashcard } from '../db/queries/flashcards';
import { chunksOf } from '../db/queries/materials';
import { statement } from '../db/queries/statements';
import { findOrCreateTopic, MAX_TOPIC_NAME } from '../db/queries/topics';
import { questionsFromChunks } from '../materials/study';
import { newCardState } from '../services/scheduler';
import { defineTool } from './define';
import { loadMaterial } from './materials';
import { generateFlashcardsInput } from '../../../src-shared/tools/inputs/materialStudy';
import { TOOL } from '../../../src-shared/tools/names';

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export const generateFlashcards = defineTool({
  name: TOOL.generate_flashcards,
  description:
    'Make flashcards offline from an imported material (or one section of it): definitions become "What is X?" ' +
    'cards, key sentences cloze cards. Each card keeps the passage it came from, so a review can open the source. ' +
    'Use when the student asks for cards from their notes or a chapter; to write better cards yourself, read the ' +
    'passages with search_materials and call create_flashcard. Returns { topic_id, topic_name, cards: [{ card_id, ' +
    'front, back, source_chunk_id }], skipped_duplicates }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: generateFlashcardsInput,
  examples: [
    { material_id: 1, count: 10 },
    { material_id: 2, section: 'Mitochondria', topic_name: 'Biology' },
  ],
  run: (input, ctx) => {
    const m = loadMaterial(ctx.db, input.material_id);
    if ('ok' in m) return m;
    const wanted = input.section?.toLowerCase();
    const chunks = chunksOf(ctx.db, m.id).filter((c) => !wanted || c.section.toLowerCase().includes(wanted));
    if (chunks.length === 0) {
      return err('not_found', `Material ${m.id} has no section matching "${input.section}".`, {
        entity_type: 'material',
        query: { material_id: m.id, section: input.section },
      });
    }
    const questions = questionsFromChunks(chunks, input.count);
    if (questions.length === 0) {
      return err(
        'not_found',
        `"${m.title}" has no sentences Quire can turn into cards offline (it may be mostly code or lists). ` +
          'Read it with search_materials and write cards with create_flashcard instead.',
        { entity_type: 'material', query: { material_id: m.id } },
      );
    }
    const nowIso = ctx.now().toISOString();
    const topic = findOrCreateTopic(ctx.db, clip(input.topic_name ?? m.title, MAX_TOPIC_NAME), nowIso);
    const link = statement(ctx.db, 'UPDATE flashcards SET source_chunk_id = ? WHERE id = ?');
    const cards: { card_id: number; front: string; back: string; source_chunk_id: number }[] = [];
    let skipped = 0;
    for (const q of questions) {
      const front = clip(q.front, FLASHCARD_LIMITS.front);
      if (findFlashcardByFront(ctx.db, front, topic.id)) {
        skipped++;
        continue;
      }
      const back = clip(q.back, FLASHCARD_LIMITS.back);
      const id = insertFlashcard(ctx.db, { topic_id: topic.id, front, back, state: newCardState(ctx.now()) }, nowIso);
      link.run(q.source_chunk_id, id);
      cards.push({ card_id: id, front, back, source_chunk_id: q.source_chunk_id });
    }
    return {
      ...ok({ topic_id: topic.id, topic_name: topic.name, cards, skipped_duplicates: skipped }),
      changes: [
        { entity_type: 'flashcard', ids: cards.map((c) => c.card_id) },
        ...(topic.created ? [{ entity_type: 'topic', ids: [topic.id] }] : []),
      ],
    };
  },
});

export const MATERIAL_STUDY_TOOLS = [generateFlashcards];
