import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_OVERLAP, CHUNK_TARGET, chunkSections } from '../../../src-main/core/materials/chunking';
import { markdownParser } from '../../../src-main/core/materials/formats/markdown';

const enc = (s: string) => new TextEncoder().encode(s);

describe('chunking on headings', () => {
  it('never crosses a heading, keeps the heading path and exact byte spans', () => {
    const para = (w: string) => `${`${w} `.repeat(100).trim()}.`;
    const source = `# Über\n\n${para('alpha')}\n\n${para('beta')}\n\n## Détails\n\n${para('gamma')}\n`;
    const doc = markdownParser.parse(enc(source), 'x.md') as ReturnType<typeof markdownParser.parse> & object;
    const chunks = chunkSections((doc as { sections: never }).sections, markdownParser.clean);
    const bytes = Buffer.from(source);
    for (const c of chunks) {
      // The span holds exactly the chunk's source text: the reader can open the file at it.
      expect(bytes.subarray(c.startByte!, c.endByte!).toString('utf8').trim()).toBe(c.text);
      expect(c.text.includes('gamma') && c.text.includes('beta')).toBe(false);
    }
    expect(chunks.map((c) => c.section)).toEqual(['Über', 'Über', 'Über > Détails']);
    expect(chunks.map((c) => c.position)).toEqual([0, 1, 2]);
  });

  it('cuts long text near the target length with a small overlap and loses no word', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 900 }),
        fc.integer({ min: 5, max: 40 }),
        (words, sentenceLen) => {
          const text = words.map((w, i) => ((i + 1) % sentenceLen === 0 ? `${w}.` : w)).join(' ');
          const chunks = chunkSections([{ headings: ['H'], raw: text, startByte: 0 }], (s) => s);
          for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(CHUNK_TARGET);
          // Consecutive chunks overlap by at most the overlap (plus one word) and leave no gap.
          for (let i = 1; i < chunks.length; i++) {
            const prev = chunks[i - 1]!;
            const cur = chunks[i]!;
            expect(cur.startByte!).toBeLessThanOrEqual(prev.endByte!);
            expect(prev.endByte! - cur.startByte!).toBeLessThanOrEqual(CHUNK_OVERLAP + 13);
          }
          expect(chunks[0]!.startByte).toBe(0);
          expect(chunks.at(-1)!.endByte).toBe(text.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
