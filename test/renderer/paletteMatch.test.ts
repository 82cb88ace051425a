import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paletteScore, rankCommands } from '../../src-renderer/paletteMatch';

const commands = [
  { label: 'Go to Chat', group: 'Go to', keywords: ['ask'] },
  { label: 'Go to Settings', group: 'Go to', keywords: ['preferences'] },
  { label: 'Open topic Recursion', group: 'Go to', keywords: ['topic'] },
  { label: 'Show keyboard shortcuts', group: 'Actions', keywords: ['help', 'keys'] },
  { label: 'Show the welcome tour', group: 'Actions', keywords: ['help', 'tour'] },
  { label: 'New flashcard', group: 'Actions', keywords: ['new card', 'add card'] },
  { label: 'Import a folder of study materials', group: 'Actions', keywords: ['notes'] },
];
const labels = (typed: string) => rankCommands(commands, typed).map((c) => c.label);

describe('rankCommands', () => {
  it('puts the best match first whatever its group', () => {
    expect(labels('tour')).toEqual(['Show the welcome tour']);
    expect(labels('new card')[0]).toBe('New flashcard');
  });

  it('keeps the list’s order between equal matches, and every command when nothing is typed', () => {
    expect(labels('help')).toEqual(['Show keyboard shortcuts', 'Show the welcome tour']);
    expect(labels('  ')).toEqual(commands.map((c) => c.label));
  });

  it('falls back on scattered letters only when nothing matches better', () => {
    expect(labels('flshcrd')).toEqual(['New flashcard']);
  });

  it('lists each match once, best first (any typing)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const ranked = rankCommands(commands, typed);
        expect(new Set(ranked).size).toBe(ranked.length);
        const scores = ranked.map((c) => paletteScore(c.label, typed, c.keywords));
        for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]!);
        expect(scores.every((s) => s > 0)).toBe(true);
      }),
    );
  });
});
