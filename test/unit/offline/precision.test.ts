import { describe, expect, it } from 'vitest';
import { seedStudent, TASK_IDS } from './fixture';
import { callNames, offlineChat } from './harness';

/** Write calls that ran (a destructive call waiting for the confirmation gate has not). */
const writes = (c: Awaited<ReturnType<typeof offlineChat>>, r: { tool_calls: { name: string; result: unknown }[] }) =>
  r.tool_calls
    .filter((t) => !(c.registry.get(t.name)?.annotations.readOnly ?? false) && (t.result as { ok: boolean }).ok)
    .map((t) => t.name);

async function student() {
  const c = await offlineChat();
  await seedStudent(c);
  return c;
}

describe('offline agent: precision first (issue 11 item 3)', () => {
  it('"show me everything I already finished" lists completed tasks and completes nothing', async () => {
    const c = await student();
    const before = c.tasks();
    const r = await c.say('show me everything I already finished');
    expect(writes(c, r)).toEqual([]);
    expect(r.tool_calls[0]).toMatchObject({ name: 'list_tasks', input: { status: 'completed' } });
    expect(r.response).toMatch(/Pay rent/);
    expect(c.tasks()).toEqual(before);
  });

  it('"make 3 flashcards about photosynthesis" creates no task and says what it can do instead', async () => {
    const c = await student();
    const before = c.tasks();
    const r = await c.say('make 3 flashcards about photosynthesis');
    expect(writes(c, r)).toEqual([]);
    expect(r.response).toMatch(/photosynthesis/);
    expect(r.response).toMatch(/make a flashcard/);
    expect(c.tasks()).toEqual(before);
  });

  it('"delete all my tasks" asks through the confirmation gate, naming the count; "yes" deletes them all, one undo restores them', async () => {
    const c = await student();
    const r = await c.say('delete all my tasks');
    expect(r.status).toBe('confirmation_required');
    expect(r.confirmation?.tool).toBe('delete_task');
    expect(r.response).toMatch(/Delete all 6 tasks/);
    expect(writes(c, r)).toEqual([]);
    expect(c.tasks().filter((t) => t.deleted)).toEqual([]);

    const yes = await c.say('yes');
    expect(yes.status).toBe('success');
    expect(yes.response).toMatch(/Deleted all 6 tasks/);
    expect(c.tasks().filter((t) => t.deleted && t.status === 'pending')).toHaveLength(6);
    expect(c.tasks().filter((t) => !t.deleted && t.status === 'pending')).toEqual([]);

    await c.say('undo');
    expect(c.tasks().filter((t) => t.deleted)).toEqual([]);
  });

  it('"clear my whole task list" then "no" deletes nothing', async () => {
    const c = await student();
    expect((await c.say('clear my whole task list')).status).toBe('confirmation_required');
    await c.say('no');
    expect(c.tasks().filter((t) => t.deleted)).toEqual([]);
  });

  it('"wipe my flashcards" asks through the confirmation gate, naming the count', async () => {
    const c = await student();
    const r = await c.say('wipe my flashcards');
    expect(r.status).toBe('confirmation_required');
    expect(r.confirmation?.tool).toBe('delete_flashcard');
    expect(r.response).toMatch(/Delete all 7 flashcards/);
    expect(writes(c, r)).toEqual([]);
  });

  it('"…, it\'s urgent" is a priority, not part of the title', async () => {
    const c = await student();
    const r = await c.say("add call the dentist, it's urgent");
    expect(r.tool_calls.at(-1)).toMatchObject({ name: 'add_task', input: { title: 'Call the dentist', priority: 1 } });
  });

  it('"every monday" makes a repeating task, not a title word', async () => {
    const c = await student();
    const r = await c.say('add gym every monday');
    expect(r.tool_calls.at(-1)).toMatchObject({
      name: 'add_task',
      input: { title: 'Gym', recurrence: 'FREQ=WEEKLY;BYDAY=MO', due_at: '2026-11-23' },
    });
    expect(r.response).toMatch(/every week on Monday/);
  });

  it('several items in one message become several tasks', async () => {
    const c = await student();
    const r = await c.say('add 2 new tasks: buy stamps and post the letter');
    expect(callNames(r)).toEqual(['add_task', 'add_task']);
    expect(r.tool_calls.map((t) => (t.input as { title: string }).title)).toEqual(['Buy stamps', 'Post the letter']);
    const lines = await c.say('add these:\n- return the book friday\n- email the tutor p1');
    expect(lines.tool_calls.map((t) => t.input)).toEqual([
      { title: 'Return the book', due_at: '2026-11-27' },
      { title: 'Email the tutor', priority: 1 },
    ]);
  });

  it('a count that does not match the items asks instead of guessing', async () => {
    const c = await student();
    const r = await c.say('add 3 tasks: buy stamps and post the letter');
    expect(r.status).toBe('clarification_needed');
    expect(writes(c, r)).toEqual([]);
  });

  it('"the first one is done too" completes the first task of the last list', async () => {
    const c = await student();
    await c.say('list tasks');
    const r = await c.say('the first one is done too');
    expect(r.tool_calls.at(-1)).toMatchObject({ name: 'complete_task', input: { task_id: TASK_IDS.library } });
  });

  it('"i\'m working on X now" sets that plan step in progress', async () => {
    const c = await student();
    const r = await c.say("i'm working on read chapter 2 now");
    expect(r.tool_calls.at(-1)).toMatchObject({ name: 'update_item_status', input: { status: 'in_progress' } });
  });

  it('completing a repeating task adds the next occurrence, and says when', async () => {
    const c = await student();
    await c.say('add gym every monday');
    const r = await c.say('I finished gym');
    expect(r.tool_calls.at(-1)).toMatchObject({ name: 'complete_task' });
    expect(r.response).toMatch(/Next one: due Mon 30 Nov/);
    const gyms = c.tasks().filter((t) => t.title === 'Gym');
    expect(gyms.map((t) => [t.status, t.due_at])).toEqual([
      ['completed', '2026-11-23'],
      ['pending', '2026-11-30'],
    ]);
  });
});
