import { describe, expect, it } from 'vitest';
import { BROAD_DIALOGUES, BROAD_PHRASINGS } from './corpus/broad';
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

describe('broad tuning corpus', () => {
  it(`understands at least ${FLOOR} of its ${BROAD_PHRASINGS.length + BROAD_DIALOGUES.length} phrasings and dialogues`, async () => {
    expect(await share('broad corpus', BROAD_PHRASINGS, BROAD_DIALOGUES)).toBeGreaterThanOrEqual(FLOOR);
  });

  it('never writes on a reading form', async () => {
    const guards = BROAD_PHRASINGS.filter((p) => p.intent === 'reading_guard');
    expect(await share('reading forms', guards, [])).toBe(guards.length);
  });
});
