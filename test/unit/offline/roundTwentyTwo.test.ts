import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 22: dialogue classes (issue 11), with phrasings of our own (each failed before its
 * change). The world is the held-out one (test/fixtures/heldout/world.json): Mon 23 Nov 2026,
 * pending tasks by due day Email Professor Lee (today), Essay draft for history (Tue), Read
 * chapter 4 of the biology textbook (Wed), Physics problem set 3 (Thu), then Buy groceries and
 * Call mom (no day); Submit lab report done; plans Biology exam prep and Spanish vocab sprint.
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const written = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);
const choices = (r: Turn) => (r.options ?? []).map((o) => o.label);
const SOONEST = [
  'Email Professor Lee about the extension',
  'Essay draft for history',
  'Read chapter 4 of the biology textbook',
  'Physics problem set 3',
  'Buy groceries',
  'Show my tasks',
];

describe('C1: a task command about "it" with nothing in hand offers the soonest tasks', () => {
  it.each(['mark it done', 'tick that off', 'move it to friday', 'delete it', 'complete that one'])(
    '"%s" as the first message asks which, with the pending tasks as choices',
    async (said) => {
      const c = await heldoutChat();
      const r = await c.say(said);
      expect(written(c, r)).toEqual([]);
      expect(r.response).toMatch(/^Which task do you mean\?/);
      expect(choices(r)).toEqual(SOONEST);
    },
  );

  it.each([
    ['mark it done', '2', { name: 'complete_task', input: { task_id: 'essay' } }],
    ['tick that off', '4', { name: 'complete_task', input: { task_id: 'physics' } }],
    ['move it to friday', '1', { name: 'update_task', input: { task_id: 'email', due_at: '2026-11-27' } }],
    ['push that to thursday', '3', { name: 'update_task', input: { task_id: 'bio', due_at: '2026-11-26' } }],
  ])('"%s" then "%s" acts on that task', async (said, pick, want) => {
    const c = await heldoutChat();
    await c.say(said);
    const w = writes(await c.say(pick)).map((x) => ({
      name: x.name,
      input: { ...x.input, ...('due_at' in x.input ? { due_at: String(x.input.due_at).slice(0, 10) } : {}) },
    }));
    expect(w).toEqual([{ name: want.name, input: { ...want.input, task_id: c.refs[want.input.task_id] } }]);
  });

  it('"delete it" then "2" still asks to confirm, and deletes nothing yet', async () => {
    const c = await heldoutChat();
    await c.say('delete it');
    const r = await c.say('2');
    expect(written(c, r)).toEqual([]);
    expect(r.confirmation).toEqual(expect.objectContaining({ tool: 'delete_task', input: { task_id: c.refs.essay } }));
  });

  // Guards: with a task in hand "it" stays that task; a choice past the list or a no writes nothing.
  it('"add buy milk" then "mark it done" completes the new task, asking nothing', async () => {
    const c = await heldoutChat();
    const added = await c.say('add buy milk');
    const id = (added.tool_calls.at(-1)!.result as { data: { task: { task_id: number } } }).data.task.task_id;
    expect(writes(await c.say('mark it done'))).toEqual([{ name: 'complete_task', input: { task_id: id } }]);
  });

  it.each([
    ['mark it done', '9'],
    ['move it to friday', 'never mind'],
    ['delete it', 'no'],
  ])('"%s" then "%s": nothing written', async (said, answer) => {
    const c = await heldoutChat();
    await c.say(said);
    expect(written(c, await c.say(answer))).toEqual([]);
  });
});
