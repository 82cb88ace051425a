import { describe } from 'vitest';
import { itScoresEach, type ScoredSet } from './share';
import {
  DIALOGUES_AI,
  DIALOGUES_AJ,
  DIALOGUES_AK,
  DIALOGUES_AL,
  DIALOGUES_AM,
  DIALOGUES_AN,
  DIALOGUES_AO,
  DIALOGUES_AP,
  PHRASINGS_AI,
  PHRASINGS_AJ,
  PHRASINGS_AK,
  PHRASINGS_AL,
  PHRASINGS_AM,
  PHRASINGS_AN,
  PHRASINGS_AO,
  PHRASINGS_AP,
} from './heldoutWorld';

/**
 * The held-out sets of the eighth session, scored as heldout.test.ts scores F–Z (floors at what the
 * agent achieves, wrong writes counted).
 */

// Sets AI, AJ, AK and AL: written 09:15–09:19 UTC by four blind helpers (AI: a formal mature
// student; AJ: a texting teenager; AK: Indian English; AL: a nursing student in clipped notation),
// first run by the lead on 5c99bb9, the seventh session's final rules, with the writers' guessed
// tool names for suspend, bury and bulk delete corrected: AI 110 (66.7%, 15 wrong writes), AJ 152
// (92.1%, 0), AK 139 (84.2%, 6), AL 107 (64.8%, 8) — together 508 of 660 (77.0%), 29 wrong writes.
// After rounds 26–30 and the lead's fixes (leadEighth.test.ts), with the guesser retrained on them:
// AI 147 (3 wrong writes left), AJ 161 (none), AK 160 (1), AL 149 (4).
const FLOOR_AI = 147;
const WRONG_WRITES_AI = 3;
const FLOOR_AJ = 161;
const WRONG_WRITES_AJ = 0;
const FLOOR_AK = 160;
const WRONG_WRITES_AK = 1;
const FLOOR_AL = 149;
const WRONG_WRITES_AL = 4;

// Sets AM, AN, AO and AP: written 09:31–09:36 UTC by four more blind helpers (AM: a sarcastic,
// sleep-deprived PhD student; AN: a Scottish student with Scots words; AO: search-box fragments;
// AP: a Spanish speaker mixing in Spanish words), kept sealed until their one first run by the lead
// on the session's final rules (94a0dd7: rounds 26–30, the lead's fixes, the guesser retrained with
// AI–AL), with the same tool-name corrections: AM 132 (80.0%, 15 wrong writes), AN 144 (87.3%, 6),
// AO 129 (78.2%, 3), AP 110 (66.7%, 20) — together 515 of 660 (78.0%), 44 wrong writes. Not fixed
// this session; with the guesser retrained on all eight sets: AM 134, AN 145, AO 129, AP 115.
const FLOOR_AM = 134;
const WRONG_WRITES_AM = 15;
const FLOOR_AN = 145;
const WRONG_WRITES_AN = 6;
const FLOOR_AO = 129;
const WRONG_WRITES_AO = 3;
const FLOOR_AP = 115;
const WRONG_WRITES_AP = 20;

describe('held-out corpora of the eighth session (test/fixtures/heldout)', () => {
  const scored = [
    ['AI', PHRASINGS_AI, DIALOGUES_AI, FLOOR_AI, WRONG_WRITES_AI],
    ['AJ', PHRASINGS_AJ, DIALOGUES_AJ, FLOOR_AJ, WRONG_WRITES_AJ],
    ['AK', PHRASINGS_AK, DIALOGUES_AK, FLOOR_AK, WRONG_WRITES_AK],
    ['AL', PHRASINGS_AL, DIALOGUES_AL, FLOOR_AL, WRONG_WRITES_AL],
    ['AM', PHRASINGS_AM, DIALOGUES_AM, FLOOR_AM, WRONG_WRITES_AM],
    ['AN', PHRASINGS_AN, DIALOGUES_AN, FLOOR_AN, WRONG_WRITES_AN],
    ['AO', PHRASINGS_AO, DIALOGUES_AO, FLOOR_AO, WRONG_WRITES_AO],
    ['AP', PHRASINGS_AP, DIALOGUES_AP, FLOOR_AP, WRONG_WRITES_AP],
  ] as const satisfies readonly ScoredSet[];
  itScoresEach(scored);
});
