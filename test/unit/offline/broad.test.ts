import { describe, expect, it } from 'vitest';
import type { Dialogue, Phrasing } from './heldoutWorld';
import { BROAD_DIALOGUES, BROAD_PHRASINGS } from './corpus/broad';
import { BROAD2_DIALOGUES, BROAD2_PHRASINGS } from './corpus/broad2';
import { BROAD3_DIALOGUES, BROAD3_PHRASINGS } from './corpus/broad3';
import { BROAD4_DIALOGUES, BROAD4_PHRASINGS } from './corpus/broad4';
import { BROAD5_DIALOGUES, BROAD5_PHRASINGS } from './corpus/broad5';
import { BROAD6_DIALOGUES, BROAD6_PHRASINGS } from './corpus/broad6';
import { BROAD7_DIALOGUES, BROAD7_PHRASINGS } from './corpus/broad7';
import { BROAD8_DIALOGUES, BROAD8_PHRASINGS } from './corpus/broad8';
import { share } from './share';

/**
 * The broad tuning corpus (corpus/broad*.ts): many phrasings per intent, run through the real
 * agent over the held-out world. Each batch was written before it was first run, and its first
 * run is recorded here — the honest figure for shapes not seen before; it was then tuned against,
 * so its floor only guards against losing ground. Every reading form among them must hold.
 */
interface Batch {
  name: string;
  phrasings: Phrasing[];
  dialogues: Dialogue[];
  /** Understood on its first run, before any change made for it. */
  firstRun: number;
  floor: number;
}

const BATCHES: Batch[] = [
  // On the classifier of 46e9b99. Fixed by class after: irregular past reports ("bought") read as the
  // to-do's verb, any report taken back reopens ("I didn't submit X"), "put X back", "every <noun>" is
  // all of them, "tomorrow" is that day in a bulk delete too, an exam's topic matched fuzzily (a new
  // one asked about), card prose without a colon, a card named anywhere in the sentence, "anything to
  // review", quiz topics after "on/about", "be quizzed".
  { name: 'first batch', phrasings: BROAD_PHRASINGS, dialogues: BROAD_DIALOGUES, firstRun: 181, floor: 199 },
  // One expectation changed, not the agent: "wait till monday" said on a Monday reads as today in
  // the one date parser; the phrasing now names thursday.
  { name: 'second batch', phrasings: BROAD2_PHRASINGS, dialogues: BROAD2_DIALOGUES, firstRun: 58, floor: 74 },
  // First run wrote on a reading request ("remind me what's due friday" added a task "What's");
  // "remind me what/when/…" now reads. Left: "physics homework" for "Physics problem set 3" (a
  // different word for the same thing asks first).
  { name: 'third batch', phrasings: BROAD3_PHRASINGS, dialogues: BROAD3_DIALOGUES, firstRun: 68, floor: 83 },
  { name: 'fourth batch', phrasings: BROAD4_PHRASINGS, dialogues: BROAD4_DIALOGUES, firstRun: 71, floor: 85 },
  // Typing as people type: capitals, typos, curly apostrophes, emoji.
  { name: 'fifth batch', phrasings: BROAD5_PHRASINGS, dialogues: BROAD5_DIALOGUES, firstRun: 27, floor: 30 },
  // Plans, wanting to know, help, references across turns. First run added a task 'Of study for the
  // french revolution' for 'schedule 6 days of study for …' (now a generated plan).
  { name: 'sixth batch', phrasings: BROAD6_PHRASINGS, dialogues: BROAD6_DIALOGUES, firstRun: 35, floor: 43 },
  { name: 'seventh batch', phrasings: BROAD7_PHRASINGS, dialogues: BROAD7_DIALOGUES, firstRun: 22, floor: 30 },
  { name: 'eighth batch', phrasings: BROAD8_PHRASINGS, dialogues: BROAD8_DIALOGUES, firstRun: 32, floor: 37 },
];

describe('broad tuning corpus', () => {
  for (const b of BATCHES) {
    const total = b.phrasings.length + b.dialogues.length;
    it(`${b.name}: understands at least ${b.floor} of ${total} (first run ${b.firstRun})`, async () => {
      expect(await share(`broad corpus, ${b.name}`, b.phrasings, b.dialogues)).toBeGreaterThanOrEqual(b.floor);
    });
  }

  it('never writes on a reading form', async () => {
    const guards = BATCHES.flatMap((b) => b.phrasings).filter((p) => p.intent === 'reading_guard');
    expect(await share('reading forms', guards, [])).toBe(guards.length);
  });
});
