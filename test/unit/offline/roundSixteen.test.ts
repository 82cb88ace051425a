import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 16: the task classes held-out sets still miss (issue 11), in the lead's words, tested with
 * phrasings of our own (each failed before its change; the guards passed before too). The world:
 * Mon 23 Nov 2026, tasks Essay draft for history (due Tue 24), Buy groceries, Read chapter 4 of the
 * biology textbook (due Wed 25), Email Professor Lee about the extension (due Mon 23), Physics
 * problem set 3 (due Thu 26), Call mom, Submit lab report (done).
 */

const nothingWritten = (c: HeldoutChat, r: Awaited<ReturnType<HeldoutChat['say']>>) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly);

/** The world with a few more open tasks, added as the student would in the app. */
async function withMore(...titles: string[]) {
  const c = await heldoutChat();
  const ids: Record<string, number> = {};
  for (const title of titles) {
    const r = await c.registry.call('add_task', { title }, { origin: 'ui' });
    ids[title] = (r.result as { data: { task: { task_id: number } } }).data.task.task_id;
  }
  return { c, ids };
}

describe('T1: a completion said as a state, with a tick, an emoji or "!!", completes the one task', () => {
  it.each([
    ['groceries are done ✅', 'Buy groceries'],
    ['laundry is finally done ✅', 'Do laundry'],
    ['groceries are all done ✔', 'Buy groceries'],
    // Guards (they passed before too).
    ['the chem lab report is finally submitted 🎉', 'Submit chemistry lab report'],
    ['the physics problem set is submitted!!', 'Physics problem set 3'],
  ])('%s → complete %s', async (text, title) => {
    const { c, ids } = await withMore('Do laundry', 'Submit chemistry lab report');
    const id = ids[title] ?? c.refs[{ 'Buy groceries': 'groceries', 'Physics problem set 3': 'physics' }[title]!];
    expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: id } }]);
  });

  it.each([
    'essay draft is going well',
    'physics set is harder than i thought',
    'the essay is going great ✅',
    'groceries are expensive!!',
    'laundry is piling up 🎉',
  ])('a state that is not done writes nothing: %s', async (text) => {
    const { c } = await withMore('Do laundry');
    expect(nothingWritten(c, await c.say(text))).toEqual([]);
  });

  it('"the essay is done ✅" with two essay tasks asks which, and writes nothing', async () => {
    const { c } = await withMore('Finish the essay outline');
    const r = await c.say('the essay is done ✅');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
  });
});

describe('T2: a number said in words names the title that has it in digits', () => {
  it.each([
    ['i read chapter four of bio', 'bio'],
    ['i just read chapter four of the bio textbook', 'bio'],
    ['finished set three', 'physics'],
    ['ch four is done', 'bio'],
    // Guards (they passed before too: the other words were enough).
    ['done with problem set three', 'physics'],
    ['problem set three is done', 'physics'],
  ])('%s → complete it', async (text, ref) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  it('a move names it too: "push chapter four of bio to friday"', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('push chapter four of bio to friday'))).toEqual([
      { name: 'update_task', input: { task_id: c.refs.bio, due_at: '2026-11-27' } },
    ]);
  });

  it.each(['i read chapter five of bio', 'done with physics set 4', 'finished problem set two', 'i read the syllabus'])(
    'another number, or no such task, writes nothing: %s',
    async (text) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(text))).toEqual([]);
    },
  );
});

describe('T3: "that"/"it" points back to the task the same message named', () => {
  it.each([
    ['just got off the phone with mom, mark that done', 'mom'],
    ['hung up with mom just now, mark it done', 'mom'],
    ['spoke to mom on the phone just now so mark it done pls', 'mom'],
    ['called mom earlier — can you mark that as done', 'mom'],
  ])('%s → complete it', async (text, ref) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  // Guards (they passed before too).
  it.each([
    ['emailed prof lee, tick it off', 'email'],
    ['picked up the groceries, you can tick that one off', 'groceries'],
  ])('%s → complete it', async (text, ref) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  it.each([
    'got off the phone with the bank, mark that done',
    'talked to mom about the essay, mark it done',
    'mark that done',
  ])('no task named, or another one: nothing is written (%s)', async (text) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(text))).toEqual([]);
  });
});

/** A due time as the student's clock shows it: day and hour:minute. */
const localDue = (iso: unknown) => {
  const d = new Date(String(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('T5: a commitment at a day and an hour, said as a fact, is added as a task', () => {
  it.each([
    ['i have a dentist appointment thu 3pm', 'Dentist appointment', '2026-11-26 15:00'],
    ['got soccer practice tomorrow at 5', 'Soccer practice', '2026-11-24 17:00'],
    ['meeting with my advisor friday 10am', 'Meeting with my advisor', '2026-11-27 10:00'],
    ["i've got a job interview on wednesday at 2:30pm", 'Job interview', '2026-11-25 14:30'],
    ['i have piano lesson with mrs kay saturday at 11', 'Piano lesson with mrs kay', '2026-11-28 11:00'],
  ])('%s → add %s due %s', async (text, title, due) => {
    const c = await heldoutChat();
    const w = writes(await c.say(text));
    expect(w.map((x) => [x.name, (x.input as { title: string }).title])).toEqual([['add_task', title]]);
    expect(localDue((w[0]!.input as { due_at: string }).due_at)).toBe(due);
  });

  it.each([
    'i have a dentist appointment thu',
    'do i have a dentist appointment thu 3pm?',
    'i missed my dentist appointment thu 3pm',
    'soccer practice moved to friday 5pm',
    'soccer practice got cancelled friday 5pm',
    'i hate my meeting friday 10am',
  ])('a day with no hour, a question, or news of a change adds nothing: %s', async (text) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(text))).toEqual([]);
  });

  it('"i have a biology exam friday at 9" stays an exam date, not a task', async () => {
    const c = await heldoutChat();
    const w = writes(await c.say('i have a biology exam friday at 9'));
    expect(w.map((x) => x.name)).toEqual(['set_exam_date']);
  });

  it('an exam of a topic not there yet is asked about as an exam, never added as a task', async () => {
    const c = await heldoutChat();
    const r = await c.say('i have a chem midterm friday at 9');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).toMatch(/exam/);
  });
});

describe('T4: several tasks moved to one day are asked about first; "undo" puts every one back', () => {
  /** The world with two more tasks due today (the email is due today already). */
  const dueToday = async () => {
    const c = await heldoutChat();
    const ids: number[] = [c.refs.email!];
    for (const title of ['Return library books', 'Pay phone bill']) {
      const r = await c.registry.call('add_task', { title, due_at: '2026-11-23' }, { origin: 'ui' });
      ids.push((r.result as { data: { task: { task_id: number } } }).data.task.task_id);
    }
    return { c, ids };
  };
  const dueOf = async (c: HeldoutChat, id: number) => {
    const r = await c.registry.call('list_tasks', { status: 'pending', limit: 200 }, { origin: 'ui' });
    return (r.result as { data: { tasks: { task_id: number; due_at: string | null }[] } }).data.tasks.find(
      (t) => t.task_id === id,
    )?.due_at;
  };

  it.each([
    ['move everything due today to tomorrow', '2026-11-24', 'Tue 24 Nov'],
    ["push all of today's tasks to wednesday", '2026-11-25', 'Wed 25 Nov'],
    ['shift all my tasks due today over to friday', '2026-11-27', 'Fri 27 Nov'],
  ])('%s → asks, naming the 3 tasks; "yes" moves each to %s', async (text, day, shown) => {
    const { c, ids } = await dueToday();
    const asked = await c.say(text);
    expect(asked.status).toBe('confirmation_required');
    expect(asked.response).toContain(`Move these 3 tasks to ${shown}?`);
    for (const title of ['Email Professor Lee about the extension', 'Return library books', 'Pay phone bill'])
      expect(asked.response).toContain(title);
    expect(nothingWritten(c, asked)).toEqual([]);
    const r = await c.say('yes');
    expect(writes(r).map((w) => w.input)).toEqual(ids.map((task_id) => ({ task_id, due_at: day })));
    for (const id of ids) expect(await dueOf(c, id)).toBe(day);
  });

  it('"undo" right after the "yes" puts all of them back on today', async () => {
    const { c, ids } = await dueToday();
    await c.say('move everything due today to tomorrow');
    await c.say('yes');
    const r = await c.say('undo');
    expect(r.status).toBe('success');
    for (const id of ids) expect(await dueOf(c, id)).toBe('2026-11-23');
  });

  it('"no" moves nothing', async () => {
    const { c, ids } = await dueToday();
    await c.say('move everything due today to tomorrow');
    await c.say('no');
    for (const id of ids) expect(await dueOf(c, id)).toBe('2026-11-23');
  });

  it.each(['shift my overdue stuff to friday', 'move everything due saturday to sunday'])(
    'no task matches: says so and writes nothing (%s)',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(nothingWritten(c, r)).toEqual([]);
      expect(r.response).toMatch(/nothing to move/);
    },
  );

  it('"move everything to friday" names no set of tasks: nothing is asked to move', async () => {
    const c = await heldoutChat();
    const r = await c.say('move everything to friday');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.status).not.toBe('confirmation_required');
  });
});
