import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// Answers inside a conversation: the message after "What should it be called?" is the title; after
// a list of completed tasks, "put that back to pending" reopens the one shown; after a list of one
// due task, a bare "done" (emoji, "!!" and all) completes it. World: one completed task (the lab
// report); one task due today (email professor Lee).
const writes = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls
    .filter((t) => !t.name.startsWith('list_') && t.name !== 'get_due_flashcards')
    .map((t) => [t.name, t.input]);

async function dialogue(...turns: string[]) {
  const c = await heldoutChat();
  let last = await c.say(turns[0]!);
  for (const t of turns.slice(1)) last = await c.say(t);
  return { c, last };
}

describe('the title asked for is the next message', () => {
  it.each([
    ['rename the groceries task', 'weekly food shop', 'groceries', 'Weekly food shop'],
    ['rename groceries', 'buy food for the week', 'groceries', 'Buy food for the week'],
    ['retitle the essay', 'History essay (final draft)', 'essay', 'History essay (final draft)'],
  ])('%s → %s', async (first, answer, ref, title) => {
    const c = await heldoutChat();
    const asked = await c.say(first);
    expect(asked.status).toBe('clarification_needed');
    expect(writes(asked)).toEqual([]);
    const r = await c.say(answer);
    expect(writes(r)).toEqual([['update_task', { task_id: c.refs[ref], title }]]);
  });
});

describe('a completed list, then "that"', () => {
  it.each([
    ['completed tasks pls', 'put that back to pending'],
    ['anything completed?', 'reopen that'],
    ['my finished tasks', 'bring the first one back to pending'],
  ])('%s → %s reopens the lab report', async (first, second) => {
    const { c, last } = await dialogue(first, second);
    expect(writes(last)).toEqual([['reopen_task', { task_id: c.refs.lab }]]);
  });
});

describe('a list of one due task, then a bare "done"', () => {
  it.each(['done', 'done!!', 'done ✅', 'done 🎉', 'finished!'])('"%s" completes it', async (said) => {
    const { c, last } = await dialogue("what's due today", said);
    expect(writes(last)).toEqual([['complete_task', { task_id: c.refs.email }]]);
  });

  it('after a list of several, "done" asks which of them', async () => {
    const { last } = await dialogue("what's due this week", 'done!!');
    expect(writes(last)).toEqual([]);
    expect(last.status).toBe('clarification_needed');
  });
});
