import { describe, expect, it } from 'vitest';
import { ConversationStateSchema } from '../../../src-shared/conversation';
import { CONFIDENCE_THRESHOLD } from '../../../src-main/core/agent/offline/intents';
import { tablesChecksum } from '../../helpers/db';
import { LISTED, seedStudent, TASK_IDS as T } from './fixture';
import { callNames, offlineChat } from './harness';

async function student() {
  const c = await offlineChat();
  await seedStudent(c);
  return c;
}

const statusOf = (c: Awaited<ReturnType<typeof student>>, id: number) => c.tasks().find((t) => t.id === id)!;

describe('offline agent: ambiguity', () => {
  it('asks with both matching tasks as numbered options, and "2" completes the second only', async () => {
    const c = await student();
    const ask = await c.say('mark the essay as done');
    expect(ask.status).toBe('clarification_needed');
    expect(ask.options).toEqual([{ label: 'Essay draft' }, { label: 'Essay outline' }]);
    expect(ask.response).toMatch(/1\. Essay draft\n2\. Essay outline/);
    expect(c.state.pending).toMatchObject({
      kind: 'clarification',
      options: [
        { label: 'Essay draft', tool: 'complete_task', input: { task_id: T.essayDraft } },
        { label: 'Essay outline', tool: 'complete_task', input: { task_id: T.essayOutline } },
      ],
    });
    expect(ask.tool_calls.every((t) => c.registry.get(t.name)!.annotations.readOnly)).toBe(true);

    const pick = await c.say('2');
    expect(pick.status).toBe('success');
    expect(pick.response).toContain('Essay outline');
    expect(statusOf(c, T.essayOutline).status).toBe('completed');
    expect(statusOf(c, T.essayDraft).status).toBe('pending');
    expect(c.state.pending).toBeNull();
  });

  it('answers "#2", "the second one" and label words alike', async () => {
    for (const answer of ['#2', 'the second one', 'outline']) {
      const c = await student();
      await c.say('complete essay');
      await c.say(answer);
      expect(statusOf(c, T.essayOutline).status, answer).toBe('completed');
      expect(statusOf(c, T.essayDraft).status, answer).toBe('pending');
    }
  });

  it('re-asks when the number is past the last option, keeping the question open', async () => {
    const c = await student();
    await c.say('complete essay');
    const r = await c.say('5');
    expect(r.status).toBe('clarification_needed');
    expect(r.response).toMatch(/only 2 options/);
    expect(c.state.pending?.kind).toBe('clarification');
    await c.say('1');
    expect(statusOf(c, T.essayDraft).status).toBe('completed');
  });

  it('drops the question when the user says something else, and handles that instead', async () => {
    const c = await student();
    await c.say('complete essay');
    const r = await c.say('add buy stamps');
    expect(callNames(r)).toEqual(['add_task']);
    expect(c.state.pending).toBeNull();
    expect(
      c
        .tasks()
        .filter((t) => t.status === 'completed')
        .map((t) => t.id),
    ).toEqual([T.rent]);
  });
});

describe('offline agent: below the confidence threshold', () => {
  it('asks on gibberish, says what it can do, runs nothing, and offers numbered starters', async () => {
    const c = await student();
    const before = tablesChecksum(c.db);
    const r = await c.say('qwpoeiru zxmnbv');
    expect(r.status).toBe('clarification_needed');
    expect(r.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
    expect(r.tool_calls).toEqual([]);
    expect(r.response).toMatch(/tasks, study plans, flashcards and quizzes/);
    expect(r.options?.map((o) => o.label)).toEqual([
      'Show my tasks',
      'Show flashcards due for review',
      'Show my study plans',
    ]);
    expect(tablesChecksum(c.db)).toBe(before);
    expect(c.state.agent_context.clarification_count).toBe(1);

    const pick = await c.say('2');
    expect(callNames(pick)).toEqual(['get_due_flashcards']);
    expect(pick.response).toMatch(/7 flashcards due/);
    expect(c.state.agent_context.clarification_count).toBe(0);
  });
});

describe('offline agent: destructive actions', () => {
  it('asks first with the registry summary, changes nothing, and "yes" deletes', async () => {
    const c = await student();
    await c.say('list tasks');
    const before = tablesChecksum(c.db);
    const r = await c.say('delete task 5');
    expect(r.status).toBe('confirmation_required');
    expect(r.confirmation).toEqual({
      tool: 'delete_task',
      input: { task_id: LISTED[5] },
      summary: "Delete task 'Essay draft' (due Fri 27 Nov)?",
    });
    expect(c.state.pending).toEqual({
      kind: 'confirmation',
      tool: 'delete_task',
      input: { task_id: LISTED[5] },
      summary: "Delete task 'Essay draft' (due Fri 27 Nov)?",
      tool_use_id: null,
    });
    expect(tablesChecksum(c.db)).toBe(before);

    const yes = await c.say('yes');
    expect(yes.status).toBe('success');
    expect(yes.tool_calls).toMatchObject([
      { name: 'delete_task', input: { task_id: LISTED[5] }, result: { ok: true } },
    ]);
    expect(statusOf(c, T.essayDraft).deleted).toBe(true);
    expect(c.state.pending).toBeNull();
  });

  it('"no" declines: permission_denied is recorded and nothing changes', async () => {
    const c = await student();
    await c.say('delete the groceries task');
    const before = tablesChecksum(c.db);
    const r = await c.say('no');
    expect(r.status).toBe('success');
    expect(r.tool_calls).toMatchObject([
      {
        name: 'delete_task',
        input: { task_id: T.groceries },
        result: { ok: false, error: { code: 'permission_denied', details: { reason: 'user_declined' } } },
      },
    ]);
    expect(tablesChecksum(c.db)).toBe(before);
    expect(c.state.pending).toBeNull();
    // The declined action does not come back on a later "yes".
    const later = await c.say('yes');
    expect(later.tool_calls).toEqual([]);
    expect(statusOf(c, T.groceries).deleted).toBe(false);
  });

  it('anything else drops the pending delete and is answered as a new request', async () => {
    const c = await student();
    await c.say('delete the groceries task');
    const r = await c.say('what plans do i have');
    expect(callNames(r)).toEqual(['list_plans']);
    expect(c.state.pending).toBeNull();
    expect(statusOf(c, T.groceries).deleted).toBe(false);
  });

  it('never deletes on a guess: several matching tasks are asked about before any confirmation', async () => {
    const c = await student();
    const r = await c.say('delete essay');
    expect(r.status).toBe('clarification_needed');
    expect(r.tool_calls.map((t) => t.name)).not.toContain('delete_task');
  });
});

describe('offline agent: references', () => {
  it('a reference to a task deleted since the list gets not_found and a hint to list again', async () => {
    const c = await student();
    await c.say('list tasks');
    expect((await c.call('delete_task', { task_id: LISTED[2] }, { confirmed: true })).ok).toBe(true);
    const r = await c.say('complete task 2');
    expect(r.status).toBe('error');
    expect(r.tool_calls).toMatchObject([
      { name: 'complete_task', input: { task_id: LISTED[2] }, result: { ok: false, error: { code: 'not_found' } } },
    ]);
    expect(r.response).toMatch(/Task 2 from your last list no longer exists[\s\S]*list tasks/);
  });

  it('keeps list numbers stable across title lookups made to find a task', async () => {
    const c = await student();
    await c.say('list tasks');
    const refs = { ...c.state.task_references };
    await c.say('I finished the groceries one');
    expect(c.state.task_references).toEqual(refs);
    await c.say('complete task 1');
    expect(statusOf(c, LISTED[1]).status).toBe('completed');
  });

  it('"the last one" is the last task of the list shown', async () => {
    const c = await student();
    await c.say('show tasks about essay');
    await c.say('complete the last one');
    expect(statusOf(c, T.essayDraft).status).toBe('completed');
  });
});

describe('offline agent: conversation state', () => {
  it('records the last tool, its input, confidence history and resets pending', async () => {
    const c = await student();
    const r = await c.say('add "essay draft" due friday p1');
    expect(r.state.last_tool_used).toBe('add_task');
    expect(r.state.last_tool_parameters).toEqual({
      title: 'Essay draft',
      due_at: '2026-11-27',
      priority: 1,
      task_id: 8,
    });
    expect(r.state.agent_context.confidence_history).toEqual([r.confidence]);
    expect(() => ConversationStateSchema.parse(r.state)).not.toThrow();
    for (let i = 0; i < 60; i++) await c.say('hi');
    expect(c.state.agent_context.confidence_history).toHaveLength(50);
  });

  it('sets referenced_at when a list numbers the tasks', async () => {
    const c = await student();
    const r = await c.say('list tasks');
    expect(r.state.task_references).toEqual({
      1: LISTED[1],
      2: LISTED[2],
      3: LISTED[3],
      4: LISTED[4],
      5: LISTED[5],
      6: LISTED[6],
    });
    expect(r.state.referenced_at).toBe('2026-11-21T09:00:00.000Z');
  });

  it('reads dates against the injected clock, not the machine clock', async () => {
    const c = await student();
    c.clock.set('2027-03-10T09:00:00.000Z');
    const r = await c.say('remind me to renew my visa tomorrow');
    expect(r.tool_calls[0]!.input).toEqual({ title: 'Renew my visa', due_at: '2027-03-11' });
  });

  it('is deterministic: the same conversation gives the same calls and words', async () => {
    const script = [
      'list tasks',
      'complete essay',
      '2',
      'plan 3 days for geology',
      'delete task 1',
      'no',
      'quiz me on recursion',
    ];
    const runs: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const c = await student();
      const out = [];
      for (const s of script) {
        const r = await c.say(s);
        out.push({
          status: r.status,
          response: r.response,
          calls: r.tool_calls.map((t) => [t.name, t.input, t.result]),
          confidence: r.confidence,
        });
      }
      runs.push(out);
    }
    expect(runs[0]).toEqual(runs[1]);
  });
});

describe('offline agent: what is due counts the review queue', () => {
  it('says 150 cards when 150 are due, not the 100 a capped list held', async () => {
    const c = await offlineChat();
    c.setSettings({ new_cards_per_day: 500 });
    const insert = c.db.prepare(
      `INSERT INTO flashcards (front, back, due_at, created_at, updated_at) VALUES (?, 'back', ?, ?, ?)`,
    );
    const at = '2026-11-20T09:00:00.000Z';
    c.db.transaction(() => {
      for (let i = 1; i <= 150; i++) insert.run(`Card ${i}`, at, at, at);
    })();
    const r = await c.say("what's due today?");
    expect(r.response).toMatch(/Also 150 flashcards are due for review/);
  });
});
