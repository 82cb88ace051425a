import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 24: task phrasings, with sentences of our own (each failed before its change). The world
 * is round 18's (test/fixtures/heldout/world.json): Mon 23 Nov 2026, tasks Essay draft for
 * history, Buy groceries, Read chapter 4 of the biology textbook, Email Professor Lee about the
 * extension, Physics problem set 3, Call mom, Submit lab report (done).
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const nothingWritten = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);

describe('G1: a task named first, then "make it <day>": a move of that task', () => {
  it.each([
    ['professor lee email, make it thursday', 'email', '2026-11-26'],
    ['the groceries - make it saturday', 'groceries', '2026-11-28'],
    ['the history essay, make it wednesday', 'essay', '2026-11-25'],
    ['physics set; make it dec 2', 'physics', '2026-12-02'],
  ])('%s → %s due %s', async (text, ref, day) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], due_at: day } }]);
  });

  // Guards: a name no task has is asked about; "make it" with no day is no move; a request said
  // first is no name.
  it.each(['the dentist, make it thursday', 'the groceries - make it quick', 'add buy stamps, make it friday'])(
    '%s: nothing moved',
    async (text) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(text)).filter((w) => w.name === 'update_task')).toEqual([]);
    },
  );
});
