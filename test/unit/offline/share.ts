import { type Dialogue, heldoutChat, miss, type Phrasing } from './heldoutWorld';

/**
 * Runs phrasings and dialogues through the real offline agent over the held-out world, prints the
 * share understood per intent and every miss, and returns how many were understood.
 */
export async function share(name: string, phrasings: Phrasing[], dialogues: Dialogue[]): Promise<number> {
  const tally = new Map<string, { tried: number; understood: number }>();
  const misses: string[] = [];
  const count = (intent: string, understood: boolean) => {
    const t = tally.get(intent) ?? { tried: 0, understood: 0 };
    t.tried++;
    if (understood) t.understood++;
    tally.set(intent, t);
  };
  for (const p of phrasings) {
    const c = await heldoutChat(p.locale);
    const why = miss(c, await c.say(p.text), p.expect);
    count(p.intent, why === null);
    if (why) misses.push(`${p.intent}: ${JSON.stringify(p.text)} → ${why}`);
  }
  for (const d of dialogues) {
    const c = await heldoutChat(d.locale);
    let why: string | null = null;
    for (const turn of d.turns) {
      const r = await c.say(turn.text);
      if (turn.expect && why === null) why = miss(c, r, turn.expect);
    }
    count(d.intent, why === null);
    if (why) misses.push(`${d.intent} (dialogue): ${d.turns.map((t) => JSON.stringify(t.text)).join(' → ')} → ${why}`);
  }
  const rows = [...tally.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((n, [, t]) => n + t.tried, 0);
  const understood = rows.reduce((n, [, t]) => n + t.understood, 0);
  const table = rows.map(([intent, t]) => `${intent.padEnd(32)} ${String(t.understood).padStart(3)} / ${t.tried}`);
  console.log(
    `${name} understood: ${understood} / ${total} (${Math.round((understood / total) * 100)}%)\n` +
      `${table.join('\n')}\n\nNot understood:\n${misses.join('\n')}`,
  );
  return understood;
}
