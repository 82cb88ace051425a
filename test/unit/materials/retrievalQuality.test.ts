import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rankScores, sectionBaseline } from '../../../bench/retrievalEval';
import { searchChunks } from '../../../src-main/core/materials/search';
import { dataOf } from '../../helpers/materials';
import { testRegistry } from '../../helpers/registry';

const CORPUS = path.join(import.meta.dirname, '../../fixtures/retrieval-corpus');

// Asked the way a student would, not copied from the notes; each with its answer's file and section.
const QUESTIONS: { ask: string; file: string; section: string }[] = [
  { ask: 'why does a plant go floppy when I forget to water it', file: 'biology-cells.md', section: 'Osmosis' },
  { ask: 'which part of the cell makes the energy', file: 'biology-cells.md', section: 'Mitochondria' },
  { ask: 'how do cells split to make sperm and eggs', file: 'biology-cells.md', section: 'Meiosis' },
  {
    ask: 'what are the stages when a cell divides into two identical cells',
    file: 'biology-cells.md',
    section: 'Mitosis',
  },
  { ask: 'how can I make a reaction go faster', file: 'chemistry.md', section: 'Rates of Reaction' },
  { ask: 'what happens when you mix an acid with an alkali', file: 'chemistry.md', section: 'Acids and Bases' },
  {
    ask: 'why do isotopes of the same element have different masses',
    file: 'chemistry.md',
    section: 'Atomic Structure',
  },
  { ask: 'who killed the archduke and what happened next', file: 'history-ww1.md', section: 'Sarajevo' },
  { ask: 'what did germany have to agree to at the end of the war', file: 'history-ww1.md', section: 'Versailles' },
  { ask: 'what was life like for soldiers in the trenches', file: 'history-ww1.md', section: 'Trench Warfare' },
  { ask: 'would I weigh less on the moon', file: 'physics.md', section: 'Weight and Mass' },
  { ask: 'what is the formula linking force mass and acceleration', file: 'physics.md', section: "Newton's Laws" },
];

describe('retrieval quality on a fixture corpus with known answers', () => {
  it('beats a plain FTS5 query over whole sections on recall@5 and MRR', async () => {
    const t = await testRegistry();
    dataOf(await t.call('import_materials', { paths: [CORPUS] }));
    const baseline = sectionBaseline(t.db);
    const isAnswer = (q: (typeof QUESTIONS)[number], h: { source: string; section: string }) =>
      path.basename(h.source) === q.file && h.section.toLowerCase().includes(q.section.toLowerCase());
    const rank = (hits: { source: string; section: string }[], q: (typeof QUESTIONS)[number]) => {
      const i = hits.findIndex((h) => isAnswer(q, h));
      return i < 0 ? null : i + 1;
    };
    const ours = rankScores(QUESTIONS.map((q) => rank(searchChunks(t.db, q.ask, 5).results, q)));
    const theirs = rankScores(QUESTIONS.map((q) => rank(baseline(q.ask), q)));
    expect(ours.recall_at_5).toBeGreaterThanOrEqual(theirs.recall_at_5);
    expect(ours.mrr).toBeGreaterThan(theirs.mrr);
    // Not only relatively good: most questions find their answer first.
    expect(ours.recall_at_5).toBeGreaterThanOrEqual(0.8);
    expect(ours.mrr).toBeGreaterThanOrEqual(0.6);
  });
});
