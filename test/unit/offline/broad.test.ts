import { describe, expect, it } from 'vitest';
import { BROAD_DIALOGUES, BROAD_PHRASINGS } from './corpus/broad';
import { BROAD2_DIALOGUES, BROAD2_PHRASINGS } from './corpus/broad2';
import { BROAD3_DIALOGUES, BROAD3_PHRASINGS } from './corpus/broad3';
import { BROAD4_DIALOGUES, BROAD4_PHRASINGS } from './corpus/broad4';
import { BROAD5_DIALOGUES, BROAD5_PHRASINGS } from './corpus/broad5';
import { share } from './share';

/**
 * The broad tuning corpus (corpus/broad.ts): many phrasings per intent, run through the real agent
 * over the held-out world. It is tuned against, so its floor guards against losing ground; the
 * reading forms among it must all hold (none may write).
 */
// First run (2026-11-26, on the classifier of 46e9b99, before any change made for it): 181 of 198
// (91%). 199 of 199 after fixing what it showed by class: irregular past reports ("bought") read as
// the to-do's verb, any report taken back reopens ("I didn't submit X"), "put X back", "every
// <noun>" is all of them, "tomorrow" is that day in a bulk delete too, an exam's topic matched
// fuzzily (a new one asked about), card prose without a colon, a card named anywhere in the
// sentence, "anything to review", quiz topics after "on/about", "be quizzed".
const FLOOR = 199;
// Second batch, written after the first was tuned: 58 of 74 (78%) on its first run — the honest
// figure for phrasings in shapes not seen before. 74 of 74 after fixing by class (see the commit).
// One expectation was changed, not the agent: "wait till monday" said on a Monday reads as today
// in the one date parser; the phrasing now names thursday.
const FLOOR_2 = 74;
// Third batch: 68 of 84 (81%) on its first run, with one wrong write on a reading request ("remind
// me what's due friday" added a task "What's": "remind me what/when/…" now reads). 83 of 84 after
// fixing by class: "due on <day>" is that day, "add these:", "N things to add:", "X: move to friday",
// "I don't need X anymore" deletes (asked), "put off", "every sunday evening", "✅", "test my X",
// "ask me some X questions", "how's my studying going", "what's urgent". Left: "physics homework"
// for "Physics problem set 3" (a different word for the same thing asks first).
const FLOOR_3 = 83;
// Fourth batch: 71 of 85 (84%) on its first run, no wrong write. 85 of 85 after fixing by class:
// a tick mark alone, "crossed off", "I accidentally ticked off X" reopens, "X's due date", a card
// named by its answer, "add this to my spanish flashcards: …", "new spanish card: …", "needs
// reviewing", quiz topics around the noun ("5 biology questions", "can I get a spanish quiz"),
// "bad at", "how's my X plan going", "how's my progress", services (alarms, news) out of scope.
const FLOOR_4 = 85;
// Fifth batch (typing as people type): 27 of 30 (90%) on its first run, no wrong write. 30 of 30 after:
// emoji after a request are decoration (a tick mark stays: it says done), ", it's due friday" leaves
// no "it's" in the title (in the one task parser, so quick add agrees), "what do I have today".
const FLOOR_5 = 30;

describe('broad tuning corpus', () => {
  it(`understands at least ${FLOOR} of its ${BROAD_PHRASINGS.length + BROAD_DIALOGUES.length} phrasings and dialogues`, async () => {
    expect(await share('broad corpus', BROAD_PHRASINGS, BROAD_DIALOGUES)).toBeGreaterThanOrEqual(FLOOR);
  });

  it(`second batch: understands at least ${FLOOR_2} of its ${BROAD2_PHRASINGS.length + BROAD2_DIALOGUES.length}`, async () => {
    expect(await share('broad corpus, second batch', BROAD2_PHRASINGS, BROAD2_DIALOGUES)).toBeGreaterThanOrEqual(
      FLOOR_2,
    );
  });

  it(`third batch: understands at least ${FLOOR_3} of its ${BROAD3_PHRASINGS.length + BROAD3_DIALOGUES.length}`, async () => {
    expect(await share('broad corpus, third batch', BROAD3_PHRASINGS, BROAD3_DIALOGUES)).toBeGreaterThanOrEqual(
      FLOOR_3,
    );
  });

  it(`fourth batch: understands at least ${FLOOR_4} of its ${BROAD4_PHRASINGS.length + BROAD4_DIALOGUES.length}`, async () => {
    expect(await share('broad corpus, fourth batch', BROAD4_PHRASINGS, BROAD4_DIALOGUES)).toBeGreaterThanOrEqual(
      FLOOR_4,
    );
  });

  it(`fifth batch: understands at least ${FLOOR_5} of its ${BROAD5_PHRASINGS.length + BROAD5_DIALOGUES.length}`, async () => {
    expect(await share('broad corpus, fifth batch', BROAD5_PHRASINGS, BROAD5_DIALOGUES)).toBeGreaterThanOrEqual(
      FLOOR_5,
    );
  });

  it('never writes on a reading form', async () => {
    const guards = [
      ...BROAD_PHRASINGS,
      ...BROAD2_PHRASINGS,
      ...BROAD3_PHRASINGS,
      ...BROAD4_PHRASINGS,
      ...BROAD5_PHRASINGS,
    ].filter((p) => p.intent === 'reading_guard');
    expect(await share('reading forms', guards, [])).toBe(guards.length);
  });
});
