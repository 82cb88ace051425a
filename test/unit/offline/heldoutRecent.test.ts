import { describe, expect, it } from 'vitest';
import { shareOf } from './share';
import { DIALOGUES_AE, DIALOGUES_AF, PHRASINGS_AE, PHRASINGS_AF } from './heldoutWorld';

/**
 * The held-out sets of the seventh session, scored as heldout.test.ts scores F–Z (floors at what the
 * agent achieves, wrong writes counted). A file of their own so the two run side by side.
 */

// Sets AE and AF: written 06:13–06:17 UTC by two blind helpers, each in a voice no earlier set used
// (AE: a part-time student with a job and children, who says something about their day before the
// request; AF: a non-native speaker studying in the UK). First run by the lead on d43e2db (the sixth
// session's final rules), before either set was looked at: AE 140 of 165 (84.8%) with 5 wrong
// writes, AF 154 of 165 (93.3%) with 3 wrong writes. After the lead's fixes by class (setsAEAF.test.ts):
// AE 158, AF 160, one wrong write each.
const FLOOR_AE = 158;
const WRONG_WRITES_AE = 1;
const FLOOR_AF = 160;
const WRONG_WRITES_AF = 1;

describe('held-out corpora of the seventh session (test/fixtures/heldout)', () => {
  const scored = [
    ['AE', PHRASINGS_AE, DIALOGUES_AE, FLOOR_AE, WRONG_WRITES_AE],
    ['AF', PHRASINGS_AF, DIALOGUES_AF, FLOOR_AF, WRONG_WRITES_AF],
  ] as const;
  for (const [set, phrasings, dialogues, floor, wrongWrites] of scored) {
    it(`set ${set}: understands at least ${floor}, at most ${wrongWrites} wrong writes`, async () => {
      const s = await shareOf(`Held-out set ${set}`, [...phrasings], [...dialogues]);
      expect(s.understood).toBeGreaterThanOrEqual(floor);
      expect(s.wrongWrites).toBeLessThanOrEqual(wrongWrites);
    }, 600_000);
  }
});
