import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

/**
 * Requests said with talk around them (issue 11, round 6). The world: Mon 23 Nov 2026, tasks
 * Physics problem set 3, Buy groceries, Call mom, Submit lab report (done), plans Biology exam
 * prep and Spanish vocab sprint, topics Biology and Spanish.
 */
const writes = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => !/^(?:list_|get_)/.test(t.name)).map((t) => ({ name: t.name, input: t.input }));

describe('filler words around a request are not part of a name', () => {
  it.each([
    ['alright the physics problem set is done at last', 'physics'],
    ['got the groceries at last lol', 'groceries'],
    ['so yeah call mom done lol', 'mom'],
  ])('%s → that task done', async (text, ref) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  it.each([
    ['ok now make me a 6 day spanish plan', { goal: 'Spanish', days: 6 }],
    ['alright so yeah, a 3 day plan for biology', { goal: 'Biology', days: 3 }],
  ])('%s → the plan, without the lead-in in its title', async (text, input) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r).map((w) => w.name)).toEqual(['generate_study_plan']);
    expect(writes(r)[0]!.input).toMatchObject(input);
  });
});

describe('a reopen said as a negated past', () => {
  it.each([
    'turns out i never actually handed in the lab report',
    "apparently i didn't submit the lab report after all",
    'looks like i never finished submit lab report',
  ])('%s → the lab report reopened', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([{ name: 'reopen_task', input: { task_id: c.refs.lab } }]);
  });
});
