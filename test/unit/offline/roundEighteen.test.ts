import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 18: dialogue classes — what a second message means given the first — with phrasings of our
 * own (each failed before its change). The world: Mon 23 Nov 2026, tasks Essay draft for history,
 * Buy groceries, Read chapter 4 of the biology textbook, Email Professor Lee about the extension,
 * Physics problem set 3, Call mom, Submit lab report (done); plans Biology exam prep (Cell structure
 * done, Photosynthesis, Genetics) and Spanish vocab sprint (Food words, Travel words); cards on
 * biology (2) and spanish (1).
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const nothingWritten = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);
const named = (r: Turn) => r.tool_calls.map((t) => t.name);
// The changes made: a declined delete is recorded as a refused call, which changed nothing.
const changed = (c: HeldoutChat, r: Turn) => nothingWritten(c, r).map((t) => ({ name: t.name, input: t.input }));

describe('D1: a correction while a delete waits for its yes', () => {
  it.each([
    ['delete the essay', 'actually no, just move it to friday', 'essay', { due_at: '2026-11-27' }],
    ['delete call mom', 'no wait — push it to tomorrow instead', 'mom', { due_at: '2026-11-24' }],
    ['remove the physics set', 'nope, make it p1', 'physics', { priority: 1 }],
    ['delete the bio reading', "no don't, move it to the 1st", 'bio', { due_at: '2026-12-01' }],
  ])('"%s" then "%s": nothing deleted, the task changed', async (first, second, ref, change) => {
    const c = await heldoutChat();
    expect((await c.say(first)).status).toBe('confirmation_required');
    const r = await c.say(second);
    expect(r.response).toMatch(/^I didn’t delete it\./);
    expect(changed(c, r)).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], ...change } }]);
  });

  it.each([
    ['delete the groceries', 'nah, just mark it done', 'groceries'],
    ['delete call mom', 'actually no — tick it off instead', 'mom'],
  ])('"%s" then "%s": completed, not deleted', async (first, second, ref) => {
    const c = await heldoutChat();
    await c.say(first);
    expect(changed(c, await c.say(second))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  // Guards: a refusal and nothing else cancels; "no, the essay" still re-aims the delete.
  it.each(['no', 'nah keep it', 'no, just leave it'])('a bare refusal deletes nothing: %s', async (answer) => {
    const c = await heldoutChat();
    await c.say('delete the groceries');
    const r = await c.say(answer);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).toMatch(/left it as it was/);
  });

  it('"no, the essay" asks to delete the essay instead (nothing written yet)', async () => {
    const c = await heldoutChat();
    await c.say('delete the groceries');
    const r = await c.say('no, the essay');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.confirmation).toEqual(expect.objectContaining({ tool: 'delete_task', input: { task_id: c.refs.essay } }));
  });
});

describe('D2: a rename asked without the new name; the next message is the title, whole', () => {
  it.each([
    ['change the name of the call mom task', 'ring mum about the plans for xmas', 'mom'],
    ['i want to retitle the essay one', 'history essay final draft', 'essay'],
    ['the groceries need a new name', 'big food shop', 'groceries'],
    ['give the physics set a new name', 'sort out the plans for the physics lab', 'physics'],
  ])('"%s" then "%s"', async (first, title, ref) => {
    const c = await heldoutChat();
    const asked = await c.say(first);
    expect(asked.status).toBe('clarification_needed');
    expect(asked.response).toMatch(/^What should “[^”]+” be called\?/);
    const whole = title[0]!.toUpperCase() + title.slice(1);
    expect(writes(await c.say(title))).toEqual([
      { name: 'update_task', input: { task_id: c.refs[ref], title: whole } },
    ]);
  });

  // Guard: a rename that carries its name is done at once, as before.
  it('"rename call mom to ring mum" renames at once', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('rename call mom to ring mum'))).toEqual([
      { name: 'update_task', input: { task_id: c.refs.mom, title: 'Ring mum' } },
    ]);
  });

  it('no task of that name: asked which, nothing renamed', async () => {
    const c = await heldoutChat();
    const r = await c.say('change the name of the dentist task');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).not.toMatch(/be called\?/);
  });
});

describe('D3: after a read about a task, "i just did" completes that task', () => {
  it.each([
    ['did i finish the essay?', 'well i just did, tick it off', 'essay'],
    ['did i call mom?', 'i have now, mark it', 'mom'],
    ['have i done the physics set yet?', 'i did now', 'physics'],
    ['did i buy groceries', "oh i've done it now, cross it off", 'groceries'],
  ])('"%s" then "%s"', async (read, said, ref) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(read))).toEqual([]);
    expect(writes(await c.say(said))).toEqual([{ name: 'complete_task', input: { task_id: c.refs[ref] } }]);
  });

  // Guards: with no one task in hand, "i just did" completes nothing.
  it.each([[[] as string[]], [['show my tasks']], [['which cards are due?']]])(
    '"i just did, tick it off" after %j writes nothing',
    async (before) => {
      const c = await heldoutChat();
      for (const t of before) await c.say(t);
      expect(nothingWritten(c, await c.say('i just did, tick it off'))).toEqual([]);
    },
  );
});

describe('D4: a subject said as a wish is asked about; "quiz" then quizzes on it', () => {
  it.each([
    ['i wanna do some biology', 'quiz', 'biology'],
    ['feel like studying spanish rn', 'test me', 'spanish'],
    ["let's do biology", 'a quiz', 'biology'],
    ['time to do a bit of spanish', 'quiz me', 'spanish'],
  ])('"%s" then "%s" → generate_quiz on %s', async (wish, answer, topic) => {
    const c = await heldoutChat();
    const asked = await c.say(wish);
    expect(asked.status).toBe('clarification_needed');
    expect(nothingWritten(c, asked)).toEqual([]);
    expect(asked.options?.map((o) => o.label)).toEqual(expect.arrayContaining([`Quiz me on ${topic}`]));
    expect(asked.response).not.toMatch(/not sure|as a task/i);
    const r = await c.say(answer);
    expect(r.tool_calls.find((t) => t.name === 'generate_quiz')?.input).toEqual(
      expect.objectContaining({ topic_name: topic }),
    );
    expect(r.response).not.toMatch(/Which topic/);
  });

  it("a subject with no cards yet is asked about too, and 'quiz' says why not, without asking which topic", async () => {
    const c = await heldoutChat();
    const asked = await c.say("let's do chemistry");
    expect(asked.options?.map((o) => o.label)).toEqual(['Quiz me on chemistry']);
    const r = await c.say('quiz');
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).toMatch(/can’t quiz you on “chemistry” yet/);
  });

  it('the review and the plan are choices too', async () => {
    const c = await heldoutChat();
    await c.say('i feel like doing a bit of biology');
    expect(named(await c.say('3'))).toContain('list_plan_items');
  });

  // Guards: a wish about no subject is no study question.
  it.each(["let's do the essay", 'i feel like doing some shopping', 'i wanna do it', "let's do groceries"])(
    '%s: not asked about as a subject',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(nothingWritten(c, r)).toEqual([]);
      expect(r.response).not.toMatch(/how would you like to do/);
    },
  );
});

describe('D5: a plan step named and dropped in one message', () => {
  it.each([
    ['im not gonna bother with genetics, skip it', 'Genetics'],
    ['forget food words, skip that one', 'Food words'],
    ["i can't be bothered with travel words. skip it", 'Travel words'],
    ['not doing photosynthesis - just skip it', 'Photosynthesis'],
  ])('%s → %s skipped', async (text, step) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    const w = writes(r).map((x) => [x.name, (x.input as { status?: string }).status]);
    expect(w).toEqual([['update_item_status', 'skipped']]);
    expect(r.response).toContain(`“${step}”`);
  });

  it.each(['forget quantum stuff, skip that one', 'im not gonna bother with the essay, skip it'])(
    'no step matches: asked, nothing written (%s)',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(nothingWritten(c, r)).toEqual([]);
      expect(r.status).toBe('clarification_needed');
    },
  );
});
