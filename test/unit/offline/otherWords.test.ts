import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// A task named by another word or form (a shortening, a British spelling, "shopping" for "buy"),
// and a reopen or complete whose message carries an instruction or a face after the name.
const writes = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => !t.name.startsWith('list_')).map((t) => [t.name, t.input]);

describe('a task named by another word or form', () => {
  it.each([
    ['got the groceries', 'groceries'],
    ['finished ch 4 of bio', 'bio'],
    ['grocery shopping: done', 'groceries'],
    ['called mum', 'mom'],
    ['physics set 3 is done and dusted', 'physics'],
    ['the history essay draft is done :)', 'essay'],
    ['done w/ the bio chap 4 reading!!', 'bio'],
  ])('%s → completes %s', async (text, ref) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([['complete_task', { task_id: c.refs[ref] }]]);
  });

  it('a thing no task is called asks, writing nothing', async () => {
    const c = await heldoutChat();
    const r = await c.say('got the milk');
    expect(writes(r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
  });
});

describe('a reopen with an instruction or context around the name', () => {
  it.each([
    'didnt actually submit the lab report, put it back as not done',
    "i didn't actually hand in the lab report, mark it undone",
    'turns out the lab report got bounced back, mark it as not done',
    'oh no the lab report got sent back, i have to redo it — mark it as not done',
    'put the lab report back to pending',
  ])('%s → reopens the lab report', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([['reopen_task', { task_id: c.refs.lab }]]);
  });
});

describe('a word read as another only where it means the same', () => {
  it('"done with the coffee shop shift" never completes "Buy coffee"', async () => {
    const c = await heldoutChat();
    await c.registry.call('add_task', { title: 'Buy coffee' }, { origin: 'ui' });
    const r = await c.say('done with the coffee shop shift');
    expect(writes(r)).toEqual([]);
  });
});
