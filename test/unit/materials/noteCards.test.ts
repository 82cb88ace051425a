import { afterEach, describe, expect, it } from 'vitest';
import { noteCards } from '../../../src-main/core/materials/noteCardParse';
import { dataOf, materialFolder } from '../../helpers/materials';
import { testRegistry } from '../../helpers/registry';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

describe('cards written in notes', () => {
  it('reads ::, ::: (both ways), ? and ?? blocks and both cloze forms, skipping code', () => {
    const note = [
      '# Capitals',
      'Capital of France::Paris',
      '- Capital of Spain ::: Madrid',
      '',
      'What does a ribosome do?',
      '?',
      'It builds proteins',
      'from amino acids.',
      '',
      'The ==mitochondrion== makes {{c2::ATP::energy molecule}}.',
      '```',
      'not::a card',
      '```',
      'See https://example.org::not a card either',
    ].join('\n');
    expect(noteCards(note)).toEqual([
      { front: 'Capital of France', back: 'Paris', line: 2 },
      { front: 'Capital of Spain', back: 'Madrid', line: 3 },
      { front: 'Madrid', back: 'Capital of Spain', line: 3 },
      { front: 'What does a ribosome do?', back: 'It builds proteins\nfrom amino acids.', line: 5 },
      { front: 'The [...] makes ATP.', back: 'mitochondrion', line: 10 },
      { front: 'The mitochondrion makes [energy molecule].', back: 'ATP', line: 10 },
    ]);
  });

  it('become FSRS cards in the note’s topic; edits keep review history, deletions suspend', async () => {
    const folder = materialFolder({ 'Geography.md': 'Capital of France::Paris\nCapital of Italy::Rome\n' });
    cleanups.push(folder.cleanup);
    const t = await testRegistry();
    dataOf(await t.call('import_materials', { paths: [folder.dir] }));
    type Due = { due_flashcards: { card_id: number; front: string; back: string; topic: string | null }[] };
    const due = dataOf<Due>(await t.call('get_due_flashcards', {}));
    expect(due.due_flashcards.map((c) => [c.front, c.back, c.topic])).toEqual([
      ['Capital of France', 'Paris', 'Geography'],
      ['Capital of Italy', 'Rome', 'Geography'],
    ]);
    const france = due.due_flashcards[0]!.card_id;
    const italy = due.due_flashcards[1]!.card_id;
    dataOf(await t.call('review_flashcard', { card_id: france, rating: 'good' }));

    // The answer is corrected and Italy's line is deleted.
    folder.write('Geography.md', '# Europe\n\nCapital of France::Paris (on the Seine)\n');
    dataOf(await t.call('rescan_materials', {}));
    const row = t.db.prepare('SELECT back, note_line, reps, suspended FROM flashcards WHERE id = ?').get(france) as {
      back: string;
      note_line: number;
      reps: number;
      suspended: number;
    };
    expect(row).toEqual({ back: 'Paris (on the Seine)', note_line: 3, reps: 1, suspended: 0 });
    expect(t.db.prepare('SELECT count(*) AS n FROM review_log WHERE card_id = ?').get(france)).toEqual({ n: 1 });
    expect(t.db.prepare('SELECT suspended, deleted_at FROM flashcards WHERE id = ?').get(italy)).toEqual({
      suspended: 1,
      deleted_at: null,
    });
    const after = dataOf<Due>(await t.call('get_due_flashcards', { limit: 50 }));
    expect(after.due_flashcards.map((c) => c.card_id)).not.toContain(italy);
    expect(t.db.prepare('SELECT count(*) AS n FROM flashcards').get()).toEqual({ n: 2 });
  });
});
