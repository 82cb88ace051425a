import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 27: changes to existing tasks said as news, with reasons, or subject first (issue 11),
 * with phrasings of our own (each failed before its change). The world is round 18's
 * (test/fixtures/heldout/world.json): Mon 23 Nov 2026; tasks Essay draft for history (1), Buy
 * groceries (2), Read chapter 4 of the biology textbook (3), Email Professor Lee about the
 * extension (4), Physics problem set 3 (5), Call mom (6), Submit lab report (7, completed).
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const nothingWritten = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);

describe('A: a completion told as news, with the title’s own verb in the past tense', () => {
  it.each([
    ['I have emailed Professor Lee about the extension', 4],
    ["I'm pleased to say the physics set is finished", 5],
    ['glad to report the bio reading is done', 3],
    ['the biology reading is DONE lets gooo', 3],
    ['read chapter 4 of the biology textbook last night', 3],
    ['I have bought the groceries', 2],
  ])('"%s" → task %s completed', async (said, task) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'complete_task', input: { task_id: task } }]);
  });

  // A task of one's own whose verb is said as a participle after "i have".
  it('"i have rung the dentist\'s office" completes "Call the dentist\'s office about the appointment"', async () => {
    const c = await heldoutChat();
    await c.say("add call the dentist's office about the appointment");
    expect(writes(await c.say("i have rung the dentist's office"))).toEqual([
      { name: 'complete_task', input: { task_id: 8 } },
    ]);
  });

  // News of something not on the list completes nothing; "read" with no time gone by is no report.
  it.each([
    'i have emailed my landlord',
    "I've phoned the bank about my card",
    'read the news last night',
    "I'm pleased to say my cat is fine",
    'read chapter 4 of the biology textbook',
  ])('"%s" writes nothing', async (said) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(said))).toEqual([]);
  });
});

describe('B: a reopen said with its reason reopens the one completed task it names', () => {
  it.each([
    'the lab report came back for corrections, put it back on my list',
    'I ticked the lab report by mistake, make it outstanding again',
    'lab report is still outstanding, please reopen it',
    'my tutor failed the lab report, mark it undone',
    'submit lab report back to pending',
    'lab report back to outstanding',
  ])('"%s" → task 7 reopened', async (said) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'reopen_task', input: { task_id: 7 } }]);
  });

  it.each(['put the bins back on friday', 'the bins back on friday', 'my phone came back from repair, reopen it'])(
    '"%s" writes nothing',
    async (said) => {
      const c = await heldoutChat();
      expect(nothingWritten(c, await c.say(said))).toEqual([]);
    },
  );
});

describe('C: the task named first, then a comma, dash or colon and what to do with "it" or with nothing', () => {
  it.each([
    ['the physics set - push it to next wednesday', 5, '2026-12-02'],
    ['history essay – bump it to the 3rd', 1, '2026-12-03'],
    ['the bio reading can be shifted to friday', 3, '2026-11-27'],
    ['physics set: friday instead', 5, '2026-11-27'],
    ['call mom: tomorrow', 6, '2026-11-24'],
    ['email lee, do it tomorrow not today', 4, '2026-11-24'],
    ['the groceries, saturday instead', 2, '2026-11-28'],
    ["groceries I'll do on saturday, change the date", 2, '2026-11-28'],
    ["the essay i'm gonna finish on dec 2", 1, '2026-12-02'],
  ])('"%s" → task %s due %s', async (said, task, day) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'update_task', input: { task_id: task, due_at: day } }]);
  });

  // Talk before the comma is no name: "it" stays the task in hand; a name of nothing asks.
  it('"thanks, move it to friday" after adding a task moves that task', async () => {
    const c = await heldoutChat();
    await c.say('add buy milk');
    expect(writes(await c.say('thanks, move it to friday'))).toEqual([
      { name: 'update_task', input: { task_id: 8, due_at: '2026-11-27' } },
    ]);
  });

  // A name of no task said first asks, even where a new task might have been meant.
  it.each([
    'my cat - feed it tomorrow',
    'thanks, move it to friday',
    'the weather: friday instead',
    'pick up dry cleaning - saturday',
    'call grandma, sunday',
  ])('"%s" writes nothing', async (said) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(said))).toEqual([]);
  });
});

describe('D: a rename said as what the task should say, or with an arrow', () => {
  it.each([
    ['the groceries task should say Buy groceries and soap', 2, 'Buy groceries and soap'],
    ["buy groceries should read 'buy groceries and milk'", 2, 'Buy groceries and milk'],
    ["call the essay task 'History essay final draft' instead", 1, 'History essay final draft'],
    ['name the physics task "Physics problem sets 3 & 4"', 5, 'Physics problem sets 3 & 4'],
    ['rename call mom -> Call mum', 6, 'Call mum'],
    ["email lee → retitle 'Email Prof Lee re extension'", 4, 'Email Prof Lee re extension'],
    ['the groceries — rename it to Buy groceries and soap', 2, 'Buy groceries and soap'],
    ['call mom — retitle it Call mum about christmas', 6, 'Call mum about christmas'],
  ])('"%s" → task %s titled "%s"', async (said, task, title) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'update_task', input: { task_id: task, title } }]);
  });

  // "call X" with no quotes and no "task" is a call, never a rename.
  it.each(["call mom 'about christmas'", 'call mom tomorrow instead'])('"%s" renames nothing', async (said) => {
    const c = await heldoutChat();
    const renames = writes(await c.say(said)).filter((w) => 'title' in (w.input as object));
    expect(renames).toEqual([]);
  });
});

describe('E: a priority said as a state it has become, or after a colon', () => {
  it.each([
    ["the biology reading has become urgent, I'm afraid", 3, 1],
    ['the bio reading became top priority', 3, 1],
    ['the essay has now become p1', 1, 1],
    ['email lee: drop to p3', 4, 3],
  ])('"%s" → task %s p%s', async (said, task, priority) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'update_task', input: { task_id: task, priority } }]);
  });

  it('"my headache has become urgent" writes nothing', async () => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say('my headache has become urgent'))).toEqual([]);
  });
});

describe('F: slang and interjections around a request name nothing', () => {
  it.each([
    ['ok the history essay is DONE lets goooo', 'complete_task', { task_id: 1 }],
    ['call mom is done fr', 'complete_task', { task_id: 6 }],
    ['the essay is finally done fr fr', 'complete_task', { task_id: 1 }],
    ['okay so the groceries are done lets goo', 'complete_task', { task_id: 2 }],
    ['the physics set is finished lets gooo', 'complete_task', { task_id: 5 }],
  ])('"%s" → %s %j', async (said, name, input) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name, input }]);
  });
});
