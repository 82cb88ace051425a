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
/** Each write as [tool, task, day due]: the day only, as the student reads it. */
const changed = (r: Turn) =>
  writes(r).map((x) => {
    const i = x.input as { task_id?: number; due_at?: string };
    return [x.name, i.task_id, i.due_at?.slice(0, 10) ?? null];
  });
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
    ['mark it done', '2', 'complete_task', 'essay', null],
    ['tick that off', '4', 'complete_task', 'physics', null],
    ['move it to friday', '1', 'update_task', 'email', '2026-11-27'],
    ['push that to thursday', '3', 'update_task', 'bio', '2026-11-26'],
  ])('"%s" then "%s" → %s on that task', async (said, pick, tool, ref, day) => {
    const c = await heldoutChat();
    await c.say(said);
    expect(changed(await c.say(pick))).toEqual([[tool, c.refs[ref as string], day]]);
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

describe('C2: lead-ins and a state before the command, after a read: reopen the task the read named', () => {
  it.each([
    ['did i finish the lab report?', 'no wait it isnt done, reopen it'],
    ['did i finish the lab report?', 'nope wait, it is not done yet, reopen it'],
    ['have i done the lab report', 'oh no wait it isnt finished, reopen it'],
    ['is submit lab report done?', 'no hang on, it isnt done, reopen it'],
    ['did i finish the lab report?', 'sorry no wait that isnt finished, mark it not done'],
    ['did i finish the lab report?', 'actually no it isnt complete, reopen it pls'],
    ['have i submitted the lab report?', 'no wait, it isnt done. reopen it'],
  ])('"%s" then "%s" → reopen Submit lab report', async (read, said) => {
    const c = await heldoutChat();
    await c.say(read);
    expect(writes(await c.say(said))).toEqual([{ name: 'reopen_task', input: { task_id: c.refs.lab } }]);
  });

  // Guards: nothing read first, or a read of a task still open, reopens nothing.
  it('"no wait it isnt done, reopen it" as the first message asks which, and writes nothing', async () => {
    const c = await heldoutChat();
    const r = await c.say('no wait it isnt done, reopen it');
    expect(written(c, r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
  });

  it('"did i finish the essay?" then "no wait it isnt done, reopen it": nothing written', async () => {
    const c = await heldoutChat();
    await c.say('did i finish the essay?');
    expect(written(c, await c.say('no wait it isnt done, reopen it'))).toEqual([]);
  });
});

describe('C3: a bare subject word moved, when it is also a plan or topic, is asked about', () => {
  it.each([
    [
      'reschedule biology to friday',
      ['The task “Read chapter 4 of the biology textbook”', 'The plan “Biology exam prep” (its late steps moved on)'],
    ],
    [
      'move biology to thursday',
      ['The task “Read chapter 4 of the biology textbook”', 'The plan “Biology exam prep” (its late steps moved on)'],
    ],
    ['push spanish to monday', ['The plan “Spanish vocab sprint” (its late steps moved on)']],
    // "bio" shortens the first word of Biology exam prep as well (whichKind.ts plansBegunBy).
    [
      'can you bump bio to saturday',
      ['The task “Read chapter 4 of the biology textbook”', 'The plan “Biology exam prep” (its late steps moved on)'],
    ],
  ])('"%s" asks which, moving nothing', async (said, offered) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(written(c, r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
    expect(choices(r)).toEqual(offered);
  });

  it('"reschedule biology to friday" then "1" moves the task to friday', async () => {
    const c = await heldoutChat();
    await c.say('reschedule biology to friday');
    expect(changed(await c.say('1'))).toEqual([['update_task', c.refs.bio, '2026-11-27']]);
  });

  // Guards: more of the title, or a word that is no subject, moves the task as before.
  it.each([
    ['move biology reading to friday', 'bio', '2026-11-27'],
    ['push the biology textbook chapter to thursday', 'bio', '2026-11-26'],
    ['move groceries to friday', 'groceries', '2026-11-27'],
  ])('"%s" moves that task', async (said, ref, day) => {
    const c = await heldoutChat();
    expect(changed(await c.say(said))).toEqual([['update_task', c.refs[ref], day]]);
  });
});

describe('C4: a move to the weekday that is today means next week’s (the world’s clock is a Monday)', () => {
  const moves = (r: Turn) =>
    (r.confirmation ? [r.confirmation.input as { task_id: number; due_at: string }] : []).map((i) => [
      i.task_id,
      i.due_at.slice(0, 10),
    ]);

  it.each([
    "move today's tasks to monday",
    'push everything due today to monday',
    "shift all of today's stuff to monday",
    'move my tasks for today to mon',
  ])('"%s" asks to move the email to Mon 30 Nov, and "yes" moves it there', async (said) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(written(c, r)).toEqual([]);
    expect(r.response).toContain('Mon 30 Nov');
    expect(moves(r)).toEqual([[c.refs.email, '2026-11-30']]);
    expect(changed(await c.say('yes'))).toEqual([['update_task', c.refs.email, '2026-11-30']]);
  });

  // Guards: another weekday is this week's; quick add's "monday" on a Monday is still today.
  it('"move everything due today to wednesday" asks about Wed 25 Nov', async () => {
    const c = await heldoutChat();
    const r = await c.say('move everything due today to wednesday');
    expect(moves(r)).toEqual([[c.refs.email, '2026-11-25']]);
  });

  it('"add pay rent monday" on a Monday is due today', async () => {
    const c = await heldoutChat();
    expect(changed(await c.say('add pay rent monday'))).toEqual([['add_task', undefined, '2026-11-23']]);
  });
});
