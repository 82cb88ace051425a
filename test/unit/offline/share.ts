import { expect, it } from 'vitest';
import type { OfflineTurnResult } from '../../../src-main/core/agent/offline';
import { type Dialogue, type HeldoutChat, heldoutChat, miss, type Phrasing } from './heldoutWorld';

export interface Share {
  understood: number;
  total: number;
  /**
   * Turns that missed their expectation AND changed the student's data (a write that went
   * through): the worst outcome, counted apart from the misses that only asked or read.
   */
  wrongWrites: number;
}

const QUIZ_FLOW = ['quiz_pre_fetch', 'generate_quiz'];

/** Whether a turn changed the student's data (starting a quiz does not: see heldoutWorld's miss). */
function wrote(c: HeldoutChat, r: OfflineTurnResult): boolean {
  return r.tool_calls.some(
    (t) =>
      !(c.registry.get(t.name)?.annotations.readOnly ?? false) &&
      (t.result as { ok: boolean }).ok &&
      !QUIZ_FLOW.includes(t.name),
  );
}

/**
 * Runs phrasings and dialogues through the real offline agent over the held-out world, prints the
 * share understood per intent, every miss and the wrong writes, and returns the counts.
 */
export async function shareOf(name: string, phrasings: Phrasing[], dialogues: Dialogue[]): Promise<Share> {
  const tally = new Map<string, { tried: number; understood: number }>();
  const misses: string[] = [];
  let wrongWrites = 0;
  const count = (intent: string, understood: boolean) => {
    const t = tally.get(intent) ?? { tried: 0, understood: 0 };
    t.tried++;
    if (understood) t.understood++;
    tally.set(intent, t);
  };
  const judge = (c: HeldoutChat, r: OfflineTurnResult, why: string | null) => {
    if (why === null || !wrote(c, r)) return why;
    wrongWrites++;
    return `WRONG WRITE ${why}`;
  };
  for (const p of phrasings) {
    const c = await heldoutChat(p.locale);
    const r = await c.say(p.text);
    const why = judge(c, r, miss(c, r, p.expect));
    count(p.intent, why === null);
    if (why) misses.push(`${p.intent}: ${JSON.stringify(p.text)} (expected ${JSON.stringify(p.expect)}) → ${why}`);
  }
  for (const d of dialogues) {
    const c = await heldoutChat(d.locale);
    let why: string | null = null;
    for (const turn of d.turns) {
      const r = await c.say(turn.text);
      if (turn.expect && why === null) {
        why = judge(c, r, miss(c, r, turn.expect));
        if (why) why = `(expected ${JSON.stringify(turn.expect)}) ${why}`;
      }
    }
    count(d.intent, why === null);
    if (why) misses.push(`${d.intent} (dialogue): ${d.turns.map((t) => JSON.stringify(t.text)).join(' → ')} → ${why}`);
  }
  const rows = [...tally.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((n, [, t]) => n + t.tried, 0);
  const understood = rows.reduce((n, [, t]) => n + t.understood, 0);
  const table = rows.map(([intent, t]) => `${intent.padEnd(32)} ${String(t.understood).padStart(3)} / ${t.tried}`);
  console.log(
    `${name} understood: ${understood} / ${total} (${((understood / total) * 100).toFixed(1)}%), wrong writes ${wrongWrites}\n` +
      `${table.join('\n')}\n\nNot understood:\n${misses.join('\n')}`,
  );
  return { understood, total, wrongWrites };
}

/** How many were understood (for the tests that only hold a floor). */
export async function share(name: string, phrasings: Phrasing[], dialogues: Dialogue[]): Promise<number> {
  return (await shareOf(name, phrasings, dialogues)).understood;
}

/** A held-out set scored for its floor and its wrong writes: [name, phrasings, dialogues, floor, most wrong writes]. */
export type ScoredSet = readonly [string, readonly Phrasing[], readonly Dialogue[], number, number];

/** One test per set: it understands at least its floor, with at most its wrong writes. */
export function itScoresEach(sets: readonly ScoredSet[]): void {
  for (const [set, phrasings, dialogues, floor, wrongWrites] of sets) {
    it(`set ${set}: understands at least ${floor}, at most ${wrongWrites} wrong writes`, async () => {
      const s = await shareOf(`Held-out set ${set}`, [...phrasings], [...dialogues]);
      expect(s.understood).toBeGreaterThanOrEqual(floor);
      expect(s.wrongWrites).toBeLessThanOrEqual(wrongWrites);
    }, 600_000);
  }
}
