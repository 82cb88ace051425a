import { afterEach, describe, expect, it } from 'vitest';
import { spreadSections } from '../../../src-main/core/materials/study';
import { dataOf, materialFolder } from '../../helpers/materials';
import { testRegistry } from '../../helpers/registry';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

const CELLS = [
  '# Cell biology',
  '',
  '## Mitochondria',
  '',
  'A mitochondrion is an organelle that produces most of the chemical energy of the cell.',
  'Mitochondria contain their own circular genome inherited from the mother.',
  '',
  '## Ribosomes',
  '',
  'Ribosomes are molecular machines that translate messenger RNA into proteins.',
  'Translation happens in the cytoplasm and on the rough endoplasmic reticulum.',
].join('\n');

async function withCells() {
  const folder = materialFolder({ 'Cell biology.md': CELLS });
  cleanups.push(folder.cleanup);
  const t = await testRegistry();
  dataOf(await t.call('import_materials', { paths: [folder.dir] }));
  const id = dataOf<{ materials: { material_id: number }[] }>(await t.call('list_materials', {})).materials[0]!
    .material_id;
  return { t, id };
}

describe('generate_flashcards', () => {
  it('makes definition and cloze cards from the material, each keeping its source chunk', async () => {
    const { t, id } = await withCells();
    const r = dataOf<{
      topic_name: string;
      cards: { card_id: number; front: string; back: string; source_chunk_id: number }[];
    }>(await t.call('generate_flashcards', { material_id: id, count: 10 }));
    expect(r.topic_name).toBe('Cell biology');
    expect(r.cards.map((c) => c.front)).toContain('What is mitochondrion?');
    expect(r.cards.find((c) => c.front === 'What are Ribosomes?')?.back).toBe(
      'molecular machines that translate messenger RNA into proteins',
    );
    for (const c of r.cards) {
      const chunk = t.db.prepare('SELECT text FROM material_chunks WHERE id = ?').get(c.source_chunk_id) as {
        text: string;
      };
      // The answer is in the passage the card points to.
      expect(chunk.text).toContain(c.back);
      const row = t.db.prepare('SELECT source_chunk_id FROM flashcards WHERE id = ?').get(c.card_id);
      expect(row).toEqual({ source_chunk_id: c.source_chunk_id });
    }
    const again = dataOf<{ cards: unknown[]; skipped_duplicates: number }>(
      await t.call('generate_flashcards', { material_id: id, count: 10 }),
    );
    expect(again.cards).toEqual([]);
    expect(again.skipped_duplicates).toBe(r.cards.length);
  });
});

describe('generate_quiz from materials', () => {
  it('asks cloze questions from the topic’s material with their source chunk', async () => {
    const { t } = await withCells();
    const q = dataOf<{ questions: { question: string; answer: string; source_chunk_id: number | null }[] }>(
      await t.call('generate_quiz', { topic_name: 'Cell biology', count: 3, source: 'materials' }),
    );
    expect(q.questions.length).toBeGreaterThan(0);
    for (const question of q.questions) expect(question.source_chunk_id).not.toBeNull();
    expect(await t.call('generate_quiz', { topic_name: 'Geology', count: 3, source: 'materials' })).toMatchObject({
      ok: false,
    });
  });
});

describe('generate_study_plan over a material', () => {
  it('spreads sections over the days by size and revises on spare days', async () => {
    const { t, id } = await withCells();
    const plan = dataOf<{ items: { title: string; notes: string }[] }>(
      await t.call('generate_study_plan', { goal: 'Cells', days: 3, material_id: id, start_date: '2026-12-01' }),
    );
    expect(plan.items.map((i) => i.title)).toEqual([
      'Day 1 — Mitochondria',
      'Day 2 — Ribosomes',
      'Day 3 — Revise Cell biology',
    ]);
    expect(plan.items[0]!.notes).toContain('Cell biology > Mitochondria');
  });

  it('gives each day about the same amount of text, in order', () => {
    const sizes = [500, 500, 2000, 250, 250, 250, 250].map((chars, i) => ({ section: `S${i}`, chars }));
    expect(spreadSections(sizes, 3)).toEqual([['S0', 'S1'], ['S2'], ['S3', 'S4', 'S5', 'S6']]);
    expect(spreadSections(sizes, 10).flat()).toEqual(sizes.map((s) => s.section));
  });
});
