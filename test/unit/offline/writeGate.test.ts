import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titleProblem } from '../../../src-main/core/agent/offline/writeGate';
import { seedStudent } from './fixture';
import { offlineChat } from './harness';

/**
 * The write gate (writeGate.ts): every good write passes it, and a title that is only a date, a
 * priority, a leftover command or a reference never reaches the database — the agent asks instead.
 */
const NOW = new Date('2026-11-21T09:00:00Z');

// Words that say when or how urgent, never what.
const METADATA = [
  'tomorrow',
  'at 5pm',
  'friday',
  'on monday',
  'p1',
  'urgent',
  'tonight',
  'by dec 3',
  'next week',
  'in 2 days',
  'every monday',
  'high priority',
  'at noon',
  'the day after tomorrow',
];
const VERBS = ['buy', 'call', 'email', 'finish', 'read', 'submit', 'pay', 'book', 'print', 'revise', 'return', 'water'];
const OBJECTS = [
  'milk',
  'mum',
  'the landlord',
  'chapter 4',
  'the lab report',
  'rent',
  'a dentist appointment',
  'the poster',
];
// Leftovers of the request itself: the thing named, or the command said again.
const LEFTOVERS = [
  'it',
  'that',
  'undo that',
  'the essay card',
  'the spanish one',
  'a step',
  'this one',
  'the biology plan',
];
const COMMANDS = ['add it', 'mark it done', 'move it', 'put that down', 'delete it'];

const snapshot = (c: Awaited<ReturnType<typeof offlineChat>>) =>
  JSON.stringify(['tasks', 'flashcards', 'plans', 'plan_items'].map((t) => c.db.prepare(`SELECT * FROM ${t}`).all()));

describe('write gate: titles', () => {
  it('a title of dates and priorities alone is not a title (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...METADATA), { minLength: 1, maxLength: 3 }), (parts) => {
        expect(titleProblem(parts.join(' '), NOW)).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('a leftover reference or a command said again is not a title (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VERBS),
        fc.constantFrom(...OBJECTS),
        fc.constantFrom(...LEFTOVERS),
        fc.constantFrom(...COMMANDS),
        (verb, object, leftover, command) => {
          expect(titleProblem(leftover, NOW)).not.toBeNull();
          expect(titleProblem(`${verb} ${object}, ${command}`, NOW)).not.toBeNull();
          expect(titleProblem(`is the ${object} done`, NOW)).toBe('question');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('every everyday to-do passes, whatever date or priority words it carries (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VERBS),
        fc.constantFrom(...OBJECTS),
        fc.option(fc.constantFrom(...METADATA)),
        (verb, object, meta) => {
          expect(titleProblem(`${verb} ${object}${meta ? ` ${meta}` : ''}`, NOW)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('write gate: through the agent', () => {
  it('"remind me <date>" writes nothing and asks what; the answer is the task, with that date', async () => {
    const c = await offlineChat();
    await seedStudent(c);
    const before = snapshot(c);
    const asked = await c.say('remind me tomorrow');
    expect(asked.status).toBe('clarification_needed');
    expect(snapshot(c)).toBe(before);
    const added = await c.say('to call the bank');
    expect(added.tool_calls.map((t) => t.name)).toContain('add_task');
    const input = added.tool_calls.find((t) => t.name === 'add_task')!.input as { title: string; due_at: string };
    expect(input.title).toBe('Call the bank');
    expect(input.due_at).toBe('2026-11-22');
  });

  it('no add request whose title would be only dates and priorities writes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('remind me', 'add', 'add a task', 'new task', 'remind me to do it', 'put'),
        fc.array(fc.constantFrom(...METADATA), { minLength: 1, maxLength: 2 }),
        async (lead, parts) => {
          const c = await offlineChat();
          await seedStudent(c);
          const before = snapshot(c);
          const r = await c.say(`${lead} ${parts.join(' ')}`);
          expect(r.status, `${lead} ${parts.join(' ')}: ${r.response}`).not.toBe('success');
          expect(snapshot(c)).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a yes/no question never writes, with or without its question mark (property)', async () => {
    const c = await offlineChat();
    await seedStudent(c);
    const before = snapshot(c);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('is', 'was', 'has', 'does', 'are', 'did I', 'do I still need to', 'have I'),
        fc.constantFrom('the essay draft', 'call mum', 'my groceries', 'the physics set', 'the manzana card'),
        fc.constantFrom('done', 'finished', 'complete', 'been deleted', 'due friday', 'p1', ''),
        fc.boolean(),
        async (opener, what, state, mark) => {
          const r = await c.say(`${opener} ${what} ${state}`.trim() + (mark ? '?' : ''));
          const wrote = r.tool_calls.filter((t) => !(c.registry.get(t.name)?.annotations.readOnly ?? false));
          expect(wrote.filter((t) => (t.result as { ok: boolean }).ok)).toEqual([]);
          expect(snapshot(c)).toBe(before);
          await c.say('no');
        },
      ),
      { numRuns: 120 },
    );
  });
});
