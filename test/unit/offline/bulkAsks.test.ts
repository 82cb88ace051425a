import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedStudent } from './fixture';
import { offlineChat, type OfflineChat } from './harness';

/**
 * Issue 11 item 3, as a property: a bulk destructive request ("delete all my tasks", "wipe my
 * flashcards", "get rid of every card") never writes on its own turn — it asks, naming how many
 * it would remove — and "no" leaves everything in place. Real offline agent, real registry.
 */
const VERBS = ['delete', 'remove', 'wipe', 'clear', 'get rid of', 'erase', 'trash', 'clear out', 'purge'];
const ALL = ['all my', 'all the', 'every', 'all of my', 'my whole', 'my entire', 'all'];
const POLITE = ['', 'please ', 'can you ', 'just ', 'i want to '];
// The seeded student has 6 open tasks (a seventh is done) and 7 flashcards.
const KINDS = [
  { words: ['tasks', 'task', 'to-dos', 'todos', 'task list', 'to-do list'], count: /\b6\b/ },
  { words: ['flashcards', 'flashcard', 'cards', 'card', 'deck'], count: /\b7\b/ },
];

const snapshot = (c: OfflineChat) =>
  JSON.stringify(['tasks', 'flashcards'].map((t) => c.db.prepare(`SELECT * FROM ${t} ORDER BY id`).all()));

describe('offline agent: bulk destructive requests always ask (property)', () => {
  it('never writes, asks naming the count, and "no" deletes nothing', async () => {
    const c = await offlineChat();
    await seedStudent(c);
    const before = snapshot(c);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POLITE),
        fc.constantFrom(...VERBS),
        fc.constantFrom(...ALL),
        fc.constantFrom(0, 1),
        fc.nat(5),
        async (polite, verb, all, kind, pick) => {
          const { words, count } = KINDS[kind]!;
          const phrase = `${polite}${verb} ${all} ${words[pick % words.length]}`;
          const r = await c.say(phrase);
          const wrote = r.tool_calls.filter(
            (t) => !(c.registry.get(t.name)?.annotations.readOnly ?? false) && (t.result as { ok: boolean }).ok,
          );
          expect(wrote, phrase).toEqual([]);
          expect(r.status, phrase).toBe('confirmation_required');
          expect(r.response, phrase).toMatch(count);
          await c.say('no');
          expect(snapshot(c), phrase).toBe(before);
        },
      ),
      { numRuns: 120 },
    );
  });
});
