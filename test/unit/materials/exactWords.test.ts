import { afterEach, describe, expect, it } from 'vitest';
import { dataOf, materialFolder } from '../../helpers/materials';
import { testRegistry } from '../../helpers/registry';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

// A how-to whose title and every heading say "Argument" (the stemmer matches it to "arguments")
// beside the short section that answers the question in its own words.
const CLINIC = [
  '# Argument Clinic',
  ...['Converters', 'Defaults', 'Groups', 'Cloning'].map(
    (h) => `## Argument ${h}\n\nClinic functions parse each argument, numbering them.\n`,
  ),
].join('\n\n');
const FUNCTIONS =
  '# More on functions\n\n## Arbitrary argument lists\n\n' +
  'A function can be called with any number of arguments: they are wrapped up in a tuple. ' +
  'Before the variable number of arguments, zero or more normal parameters may occur; the rest are ' +
  'collected into one tuple, so a call may pass as many values as it likes, and none are lost.\n\n' +
  '## Lambda expressions\n\nSmall anonymous functions are created with the lambda keyword.\n';

describe('search_materials ranks passages holding the question’s own words first', () => {
  it('lifts the section that says "any number of arguments" above passages matching only the word’s stem', async () => {
    const others = Object.fromEntries(
      ['sets', 'dicts', 'loops', 'files', 'errors', 'classes'].map((n) => [`${n}.md`, `# ${n}\n\nNotes on ${n}.\n`]),
    );
    const folder = materialFolder({ 'clinic.md': CLINIC, 'functions.md': FUNCTIONS, ...others });
    cleanups.push(folder.cleanup);
    const t = await testRegistry();
    dataOf(await t.call('import_materials', { paths: [folder.dir] }));
    const { results } = dataOf<{ results: { source: string; section: string }[] }>(
      await t.call('search_materials', { query: 'a function that accepts any number of arguments', limit: 5 }),
    );
    // BM25 alone puts all four stem-only clinic passages first, the answer fifth.
    const sources = results.map((r) => r.source);
    expect(sources.indexOf('functions.md')).toBeLessThan(3);
    expect(results.find((r) => r.source === 'functions.md')?.section).toBe(
      'More on functions > Arbitrary argument lists',
    );
    // Still found, only lower: the stemmed matches stay in the list.
    expect(results.some((r) => r.source === 'clinic.md')).toBe(true);
  });
});
