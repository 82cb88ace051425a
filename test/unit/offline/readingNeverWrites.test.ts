import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedStudent } from './fixture';
import { offlineChat } from './harness';

/**
 * Issue 11 property: a request that starts with a reading verb (show, list, what, which, did I,
 * how many, how far) never completes, deletes or creates — whatever write words follow it.
 * Run through the real offline agent and registry; the database must be unchanged.
 */
const READING = [
  'show me',
  'list',
  'what',
  'which',
  'did I',
  'how many',
  'how far',
  'show',
  'what did I',
  'have I',
  'do I have',
  'is there',
  'tell me',
  'find',
  'can you show me',
  'remind me what',
  'remind me when',
  'how would I',
  'why is',
  // Someone else after "did"/"does"/"has" ("did mom call me back" completed "Call mom").
  'did mom',
  'does mum',
  'has she',
];
const WORDS = [
  'delete',
  'add',
  'complete',
  'finish',
  'finished',
  'done',
  'remove',
  'all',
  'my',
  'tasks',
  'the',
  'essay draft',
  'groceries',
  'call mum',
  'flashcards',
  'plan',
  'tomorrow',
  'every monday',
  'p1',
  'urgent',
  'and',
  'create',
  'new',
  'make',
  '3',
  'wipe',
  'mark',
  'as done',
  'reopen',
  'undo',
  'already',
  // The verbs and filters the classifier reads by class (intents/lexicon.ts).
  'get rid of',
  'push',
  'move it to',
  'rename',
  'skip',
  'archive',
  'suspend',
  'bury',
  'quiz me on',
  'put back',
  'every task',
  'due this week',
  'biology flashcards',
  'exam is on friday',
  'the genetics step',
  // Round 8's restatements (intents/restate.ts, putOff.ts, inHand.ts).
  'is handed in',
  'submitted',
  'u can cross',
  'off',
  'file under #physics',
  'tag as history',
  'on the front and',
  'on the back',
  'cards:',
  'time to do my',
  'hide',
  'for today',
  'not today for',
  'until tomorrow',
  'spread my revision over 5 days',
  'plan my week',
  'change it to dec 12',
  'start it',
  'tasks for friday:',
];

const snapshot = (c: Awaited<ReturnType<typeof offlineChat>>) =>
  JSON.stringify(
    ['tasks', 'flashcards', 'plans', 'plan_items', 'topics'].map((t) =>
      c.db.prepare(`SELECT * FROM ${t} ORDER BY id`).all(),
    ),
  );

/** Says `phrase` and checks that no write ran and the database is as `before`. */
async function expectNoWrite(c: Awaited<ReturnType<typeof offlineChat>>, phrase: string, before: string) {
  const r = await c.say(phrase);
  const wrote = r.tool_calls.filter(
    (t) => !(c.registry.get(t.name)?.annotations.readOnly ?? false) && (t.result as { ok: boolean }).ok,
  );
  expect(wrote).toEqual([]);
  expect(snapshot(c)).toBe(before);
  // A confirmation or choice left waiting must not be approved by the next phrase.
  await c.say('no');
}

describe('offline agent: reading verbs never write (property)', () => {
  it('no phrase that starts with a reading verb changes the database', async () => {
    const c = await offlineChat();
    await seedStudent(c);
    const before = snapshot(c);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...READING),
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (verb, rest, question) => {
          await expectNoWrite(c, `${verb} ${rest.join(' ')}${question ? '?' : ''}`, before);
        },
      ),
      { numRuns: 150 },
    );
  });

  // "is call mum done?" once completed the task (held-out set D). A yes/no question asks about the
  // state of things; a polite request ("can you…?", "could you…?") is not one of these openers.
  it('no yes/no question ("is X done?", "has X been deleted?") changes the database', async () => {
    const c = await offlineChat();
    await seedStudent(c);
    const before = snapshot(c);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('is', 'are', 'was', 'were', 'has', 'have', 'had', 'does', 'do I', 'did'),
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }),
        async (opener, rest) => {
          await expectNoWrite(c, `${opener} ${rest.join(' ')}?`, before);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('"did mum call me back" asks about mum: "Call mum" stays to do', async () => {
    const c = await offlineChat();
    await seedStudent(c);
    const before = snapshot(c);
    for (const text of ['did mum call me back', 'did mom call me back', 'has she replied yet'])
      await expectNoWrite(c, text, before);
  });

  it('"remember the essay draft?" asks whether it is remembered; it adds no task "The essay draft"', async () => {
    const c = await offlineChat();
    await seedStudent(c);
    const before = snapshot(c);
    for (const text of ['remember the essay draft?', 'remember my dentist appointment?'])
      await expectNoWrite(c, text, before);
  });
});
