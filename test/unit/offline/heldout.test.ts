import { describe, expect, it } from 'vitest';
import { itScoresEach, share, type ScoredSet } from './share';
import {
  DIALOGUES,
  DIALOGUES_B,
  DIALOGUES_C,
  DIALOGUES_D,
  DIALOGUES_F,
  DIALOGUES_G,
  DIALOGUES_H,
  DIALOGUES_I,
  DIALOGUES_J,
  DIALOGUES_K,
  DIALOGUES_L,
  DIALOGUES_M,
  DIALOGUES_N,
  DIALOGUES_O,
  DIALOGUES_P,
  DIALOGUES_Q,
  DIALOGUES_R,
  DIALOGUES_S,
  DIALOGUES_U,
  DIALOGUES_V,
  DIALOGUES_W,
  DIALOGUES_X,
  DIALOGUES_Y,
  DIALOGUES_Z,
  PHRASINGS,
  PHRASINGS_B,
  PHRASINGS_C,
  PHRASINGS_D,
  PHRASINGS_F,
  PHRASINGS_G,
  PHRASINGS_H,
  PHRASINGS_I,
  PHRASINGS_J,
  PHRASINGS_K,
  PHRASINGS_L,
  PHRASINGS_M,
  PHRASINGS_N,
  PHRASINGS_O,
  PHRASINGS_P,
  PHRASINGS_Q,
  PHRASINGS_R,
  PHRASINGS_S,
  PHRASINGS_U,
  PHRASINGS_V,
  PHRASINGS_W,
  PHRASINGS_X,
  PHRASINGS_Y,
  PHRASINGS_Z,
} from './heldoutWorld';

/**
 * The held-out corpora, run through the real offline agent and registry against a real database
 * built from their world. Each was written before the rules were read (set A) or changed (set B)
 * and is never tuned against: the floors below are what the agent achieves, so a change that
 * understands less fails here.
 */
// Set A: 96 measured on first run; 106 after the second pass (rules changed by slot, not to these
// phrasings); 117 after the third (2026-11-24: ordinals, "the week" is no date, task nouns, new slots);
// 130 after the fourth (2026-11-25: list kinds such as "high priority", worst at, I've, repeat rules, due now,
// "A and B, both due friday", "add a step to my X plan: Y", a card's topic before a colon or after its quotes,
// a task named that none fits asks which, with choices, "which topics should I practise", "the steps of X plan", "N things" and "X, add that",
// "sure, go ahead" is a yes).
// 133 once a quiz request is judged by the quiz it starts (heldoutWorld.ts, QUIZ_FLOW: +3 quiz phrasings).
// 2026-11-26 round 10: "undo that" as a chat's first words expected no write (nothing to undo in the
// chat then); the lead ruled it takes back the last change made in Quire (DESIGN §10, as sets N and
// T expect), so its expectation is now that undo — the one line of A changed after it was written.
const FLOOR_A = 134;
// Set B: 66 of 86 on first run, before any rule was changed; 78 after the second pass; 82 after the third;
// 85 after the fourth ("X every saturday" is a routine to add, "anything about X" searches, "N things").
const FLOOR_B = 86;
// Set C: written 2026-11-24 before this session's rule changes; first run 57 of 64, before any rule changed; 60 after;
// 61 after the 2026-11-25 pass ("2 loaves of bread …" is a thing to get, not a choice).
// 63 with QUIZ_FLOW (+2). 64 with the classifier of 2026-11-26 (a question with nothing found says what
// Quire can do: "summarise chapter 7 of my history book").
const FLOOR_C = 64;
// Set D: written 2026-11-25 by a helper who never read the rules, parsers or sets A–C, and never
// read by the engineer who changed the rules that day: 97 of 120 on its first run, before any rule
// changed; 99 with QUIZ_FLOW; 101 after that day's rule changes, which took A–C to 98–99%: the gap
// is what tuning on a set is worth. 102 once yes/no questions read ("is call mom done?" completed the
// task: D's one wrong write, fixed as a class with a property test) — from here D has been looked at;
// 104 with "every fortnight" and "todays" without its apostrophe. 120 of 120 with the classifier of
// 2026-11-26 (intents scored from features, slots filled per intent), whose engineer read D's misses:
// bulk deletes with a filter, lists by subject, "add:" with bullets, "it" after a one-task list,
// quiz shapes, plan reads and steps by name, card prose, flashcard practice, out-of-scope questions.
const FLOOR_D = 120;
// Sets F and G: written 2026-11-26 by helpers who never read the rules, parsers or other sets, and
// kept sealed from everyone who changed the rules that day (only the lead ran them). Main before that
// day's second round (b3f9b4f + the classifier): F 107 of 148 (72.3%) with 9 wrong writes, G 121 of
// 182 (66.5%) with 11. After the round tuned on T and E (understand2, 0c72e39): F 124 (83.8%), 4 wrong
// writes; G 144 (79.1%), 6 wrong writes — the honest share for requests nobody tuned on. From here
// F and G have been looked at by the lead (misses printed), not yet tuned against.
// Then the lead described the classes behind F's and G's 10 wrong writes (in his own words, not their
// phrasings) to a helper who never opened F or G (understand3, 63a9168): F 128 (86.5%), G 150 (82.4%),
// no wrong write. From here F and G are no longer blind.
// understand4 (plans, from the lead's classes P1–P6): F 132, G 155 — study plans said in many ways
// (P1), a step's status by its name alone (P4, "skipping X" included), several plans at once (P5),
// the steps due in a period across the plans (P6).
// understand5 (2026-11-26, tasks, cards and references by class: weekday lists, #tags, bulk deletes by
// topic, a bare "the X one", other words for a task, dates said around a task, answers in a chat,
// card prose, reviews of one deck, "is X on my list", bulk deletes taking the finished tasks too,
// cards named before "…, bury it", "find the part of my notes about X"): alone F 139, G 169, H 126;
// merged with understand4: F 143, G 174, H 131, none written wrongly.
// understand6 (issue 11 round 6, the lead's classes J1–J10: talk around a request, several fields in
// one statement, empty plans, passive quizzes, "note that" exam dates, "it" as the plan in hand, a
// start day said first, reopens as a negated past): F 144, G 175, none written wrongly.
const FLOOR_F = 148;
const WRONG_WRITES_F = 0;
const FLOOR_G = 182;
const WRONG_WRITES_G = 0;
// Set H: written 2026-11-26 14:20 UTC, blind, after every rule change of that day (a helper who read
// only the forms, the world, DESIGN §3–5, the user README and issues 11–12). First run, on main
// 14a0c5f: 122 of 132 (92.4%), 2 wrong writes. The lead then read its misses and fixed one class
// (a subject two slips from a topic — "geology" — set Biology's exam date): 123, 1 wrong write
// ("add a step X" right after creating a plan adds a task); 124 and none once a step with no plan
// named goes to the plan in hand or asks which. From here H has been looked at.
// understand4: 129 — "plan biology until dec 12" and "study plan for spanish up to december 4th"
// (P1), "starting genetics now" (P4), "wipe both my study plans" (P5), "new plan \"X\" with items …" (P2).
// understand5 (above): 126 alone ("can the biology reading be due friday instead", "flashcard time").
const FLOOR_H = 132;
const WRONG_WRITES_H = 0;
// Sets I and J: written 2026-11-26 15:39–15:49 UTC by two blind helpers, independently of each other,
// and kept outside the repository (sealed) while the rules changed. I's first run, on main 100ac7f:
// 141 of 165 (85.5%), 3 wrong writes; the lead described the classes behind its misses (in his own
// words) to understand4 and understand5, who never saw it: 162, none. J was first run only then, on
// e6de96a: 157 of 165 (95.2%), no wrong write — the blind figure for that round. The classes behind
// J's misses went to understand6 the same way: I 164, J 164, none. From here both have been looked at.
// I 165 once round 11 (understand11) merged with main's guesser (89579a0).
const FLOOR_I = 165;
const WRONG_WRITES_I = 0;
const FLOOR_J = 165;
const WRONG_WRITES_J = 0;
// Set K: written 2026-11-26 17:35 UTC by a third blind helper, after all of the above, and first run
// by the lead on b172e6e: 148 of 165 (89.7%), 4 wrong writes — the honest blind figure for the final
// rules. Three of those classes fixed at once (roundSeven.test.ts: "add X to it" with a plan in hand
// or asking, "with 2 steps:", "lease" read as "please"): 151, 1 wrong write left ("push the biology
// thing back a day" moves the one biology task where the set expects a question: a task and a plan
// both fit). 152 and none once a change to "the X thing" that a plan fits too asks which task
// (changeWhichKind). From here K has been looked at.
// 161 (97.6%) with round 8's restatements (intents/restate.ts, roundEight.test.ts: shared-date task lists, done
// in other words, a topic filed, bulk delete of done ones, revision spread over days, a step's own date
// after a comma, card sides in prose, review by deck name, weak spots asked indirectly), fixed by class
// from the lead's descriptions without reading K. 162 once "hide X for today", "push X to tomorrow" bury
// the card of that name (a task is moved as before; both fit: asked).
// understand8 (the lead's classes L1–L8 of blind set L, blindL.test.ts): K 153 alone, none written
// wrongly; 163 merged with round 8. 164 with rounds 10 and 11.
const FLOOR_K = 165;
const WRONG_WRITES_K = 0;
// Set L: written 2026-11-26 18:39 UTC by a fourth blind helper and first run by the lead on b436798:
// 156 of 165 (94.5%), 1 wrong write ("the biology one is done" completed the task where a plan fits
// too). 157 and none once that asks which (completeWhichKind, blindL.test.ts). From here L has been looked at.
// understand8 (the lead's classes L1–L8 in his words, fixed with other phrasings, never reading the
// set): 165, none written wrongly.
const FLOOR_L = 165;
const WRONG_WRITES_L = 0;
// Set M: written 18:45 UTC by a fifth blind helper, first run by the lead on 3ad7969 (after rounds 7
// and 8): 151 of 165 (91.5%), 4 wrong writes. Its wrong-write classes fixed by the lead, its other
// classes by understand9 from the lead's descriptions: 165, none. From here M has been looked at.
const FLOOR_M = 165;
const WRONG_WRITES_M = 0;
// Set N: written 19:18 UTC by a sixth blind helper, first run by the lead on 01e62ac (after round 9):
// 147 of 165 (89.1%), 3 wrong writes — the blind figure for this session's final rules. Its three
// wrong-write classes fixed (blindNWrongWrites.test.ts, asTyped.test.ts): 150, none. Its other
// misses were not worked on. Rounds 10 and 11 (the lead's task, reading and undo classes T1–T8 and
// plan and study classes P1–P5, in his words, fixed with other phrasings, roundTen/roundEleven.test.ts)
// and main's guesser (which N now trains) merged: 164, none.
const FLOOR_N = 165;
const WRONG_WRITES_N = 0;
// Set O: blind first run 152 (1 wrong write) on df827df, the session's final rules; then guesser
// training data.
const FLOOR_O = 165;
const WRONG_WRITES_O = 0;
// Set P: blind first run 151 (3 wrong writes) on 89579a0; then training data for the guesser. 156
// merged with round 10 (understand10).
const FLOOR_P = 165;
const WRONG_WRITES_P = 0;
// 2026-11-27, rounds 12 and 13 (the lead's task and plan/study classes from O's and P's misses, in
// his words, roundTwelve/roundThirteen.test.ts) and the guesser's guards merged: A 134 (its known
// "next week" wrong write fixed in the shared parser), B 86, F 148, G 182, H 132, K, N, O, P 165.
// Sets Q and R: written 00:23 and 00:30 UTC by two more blind helpers, kept sealed while those
// rounds ran, first run by the lead on 38a5b40 (the merge of round 13): Q 157 of 165 (95.2%), no
// wrong write; R 161 of 165 (97.6%), 2 wrong writes — together 318 of 330 (96.4%).
// Round 14 (understand14: the task and card classes K1-K5 of their misses, in the lead's words) and
// round 15 (the plan, study-plan and date classes L1-L7; roundFourteen/roundFifteen.test.ts) merged:
// Q 165, R 165, no wrong write (both of R's fixed by class: a card "put away" buries it, a request
// that says "step" never adds a task). From here Q and R are no longer blind.
const FLOOR_Q = 165;
const WRONG_WRITES_Q = 0;
const FLOOR_R = 165;
const WRONG_WRITES_R = 0;
// Set S: written 02:15 UTC by a ninth blind helper, sealed while rounds 14 and 15 ran, first run by
// the lead on ae1568c (the session's rules after both rounds): 153 of 165 (92.7%), 8 wrong writes as
// scored — 7 real (fixed by class: card lead-ins and a topic said last, "for me" and "remember to"
// in titles, a day before a list's colon, "be ready for X by D, make me a plan") and 1 the set's own
// error: an en-GB line expected "12/3" to be 3 December; it is 12 March there, and the line now
// says so (the one line of S changed after it was written). With those fixes: 161, none; 162 with
// "put X on the front and Y on the back" (a card, not "put X back").
const FLOOR_S = 165;
const WRONG_WRITES_S = 0;

// Sets U and V: written 03:20 UTC by two more blind helpers, first run by the lead on 09b964e (the
// last session's final rules): U 159 of 165 (96.4%), 1 wrong write; V 152 of 165 (92.1%), 2 wrong
// writes — all three fixed by class the same hour (a plan's steps after a quoted name and a dash or
// after "with these steps", a deck said before a card's sides). With them: U 161, V 157, none.
// After rounds 16 and 17 and the lead's fixes of their other classes: U 164, V 158 (S 165).
// After round 18 (dialogue classes) and the lead's clause fix: U 165, V 164.
const FLOOR_U = 165;
const WRONG_WRITES_U = 0;
const FLOOR_V = 164;
const WRONG_WRITES_V = 0;

// Sets W and X: written 03:50 UTC by two more blind helpers and sealed while rounds 16-18 ran; first
// run by the lead on fcfcffc (rounds 16-18 merged, before either set was looked at): W 155 of 165
// (93.9%), 4 wrong writes; X 159 of 165 (96.4%), 1 wrong write. Four fixed by class within the hour
// (a step named "a X step", "pls:" before a card, "add something.. X", "…, need to Y so mark it not
// done"): W 160, X 161. W's one left: "reschedule biology to friday" moves the one task with biology
// in its title, where the set wanted a question (biology is a topic and a plan too); counted, not
// excused. After round 19 (classes of W's and X's other misses): W 162, X 164.
const FLOOR_W = 162;
const WRONG_WRITES_W = 1;
const FLOOR_X = 164;
const WRONG_WRITES_X = 0;

// Sets Y and Z: written 05:14 UTC by two more blind helpers, first run by the lead on cb4ad1e (rounds
// 16-19 merged with the lead's fixes of U's to X's classes, before either set was looked at): Y 160
// of 165, Z 160 of 165 (96.97% each and together), no wrong write. Their misses are not yet worked on.
const FLOOR_Y = 160;
const WRONG_WRITES_Y = 0;
const FLOOR_Z = 160;
const WRONG_WRITES_Z = 0;

describe('held-out corpora (test/fixtures/heldout)', () => {
  it(`set A: understands at least ${FLOOR_A} of its phrasings and dialogues`, async () => {
    expect(await share('Held-out set A', PHRASINGS, DIALOGUES)).toBeGreaterThanOrEqual(FLOOR_A);
  });
  it(`set B: understands at least ${FLOOR_B} of its phrasings and dialogues`, async () => {
    expect(await share('Held-out set B', PHRASINGS_B, DIALOGUES_B)).toBeGreaterThanOrEqual(FLOOR_B);
  });
  it(`set C: understands at least ${FLOOR_C} of its phrasings and dialogues`, async () => {
    expect(await share('Held-out set C', PHRASINGS_C, DIALOGUES_C)).toBeGreaterThanOrEqual(FLOOR_C);
  });
  it(`set D: understands at least ${FLOOR_D} of its phrasings and dialogues`, async () => {
    expect(await share('Held-out set D', PHRASINGS_D, DIALOGUES_D)).toBeGreaterThanOrEqual(FLOOR_D);
  });
  // The sets scored for wrong writes too: a write on a request it did not understand.
  const scored = [
    ['F', PHRASINGS_F, DIALOGUES_F, FLOOR_F, WRONG_WRITES_F],
    ['G', PHRASINGS_G, DIALOGUES_G, FLOOR_G, WRONG_WRITES_G],
    ['H', PHRASINGS_H, DIALOGUES_H, FLOOR_H, WRONG_WRITES_H],
    ['I', PHRASINGS_I, DIALOGUES_I, FLOOR_I, WRONG_WRITES_I],
    ['J', PHRASINGS_J, DIALOGUES_J, FLOOR_J, WRONG_WRITES_J],
    ['K', PHRASINGS_K, DIALOGUES_K, FLOOR_K, WRONG_WRITES_K],
    ['L', PHRASINGS_L, DIALOGUES_L, FLOOR_L, WRONG_WRITES_L],
    ['M', PHRASINGS_M, DIALOGUES_M, FLOOR_M, WRONG_WRITES_M],
    ['N', PHRASINGS_N, DIALOGUES_N, FLOOR_N, WRONG_WRITES_N],
    ['O', PHRASINGS_O, DIALOGUES_O, FLOOR_O, WRONG_WRITES_O],
    ['P', PHRASINGS_P, DIALOGUES_P, FLOOR_P, WRONG_WRITES_P],
    ['Q', PHRASINGS_Q, DIALOGUES_Q, FLOOR_Q, WRONG_WRITES_Q],
    ['R', PHRASINGS_R, DIALOGUES_R, FLOOR_R, WRONG_WRITES_R],
    ['S', PHRASINGS_S, DIALOGUES_S, FLOOR_S, WRONG_WRITES_S],
    ['U', PHRASINGS_U, DIALOGUES_U, FLOOR_U, WRONG_WRITES_U],
    ['V', PHRASINGS_V, DIALOGUES_V, FLOOR_V, WRONG_WRITES_V],
    ['W', PHRASINGS_W, DIALOGUES_W, FLOOR_W, WRONG_WRITES_W],
    ['X', PHRASINGS_X, DIALOGUES_X, FLOOR_X, WRONG_WRITES_X],
    ['Y', PHRASINGS_Y, DIALOGUES_Y, FLOOR_Y, WRONG_WRITES_Y],
    ['Z', PHRASINGS_Z, DIALOGUES_Z, FLOOR_Z, WRONG_WRITES_Z],
  ] as const satisfies readonly ScoredSet[];
  itScoresEach(scored);
});
