import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

async function topic(t: T, name: string): Promise<number> {
  const r = (await t.call('quiz_pre_fetch', { topic_name: name })) as { data: { topic_id: number } };
  return r.data.topic_id;
}

async function attempt(t: T, topicId: number | undefined, question: string, score?: number): Promise<number> {
  const r = await t.call('save_quiz_attempt', { topic_id: topicId, question, score });
  if (!r.ok) throw new Error(`save_quiz_attempt failed: ${r.error.message}`);
  t.clock.advance(1000);
  return (r.data as { attempt_id: number }).attempt_id;
}

describe('get_wrong_questions', () => {
  it('lists unscored and low-scored attempts of the topic, newest first', async () => {
    const t = await testRegistry();
    const rec = await topic(t, 'Recursion');
    const other = await topic(t, 'Geography');
    await attempt(t, rec, 'Right', 1);
    await attempt(t, rec, 'Half right', 0.5);
    const older = await attempt(t, rec, 'Mostly wrong', 0.49);
    const newer = await attempt(t, rec, 'Not scored yet');
    await attempt(t, other, 'Elsewhere', 0);
    const r = await t.call('get_wrong_questions', { topic_id: rec });
    expect(r).toEqual({
      ok: true,
      data: {
        wrong_questions: [
          {
            attempt_id: newer,
            question: 'Not scored yet',
            user_answer: null,
            correct_answer: null,
            feedback: null,
            score: null,
            created_at: '2026-11-21T09:00:03.000Z',
          },
          {
            attempt_id: older,
            question: 'Mostly wrong',
            user_answer: null,
            correct_answer: null,
            feedback: null,
            score: 0.49,
            created_at: '2026-11-21T09:00:02.000Z',
          },
        ],
      },
    });
  });

  it('answers not_found for an unknown topic and rejects a non-id', async () => {
    const t = await testRegistry();
    expect(await t.call('get_wrong_questions', { topic_id: 3 })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'topic', query: { topic_id: 3 } } },
    });
    for (const bad of [0, -1, 'Recursion', 2.5]) {
      expect(await t.call('get_wrong_questions', { topic_id: bad })).toMatchObject({
        ok: false,
        error: {
          code: 'validation_error',
          details: { fields: [{ field: 'topic_id', message: 'topic_id must be a positive integer' }] },
        },
      });
    }
  });
});

describe('get_weak_topics', () => {
  it('ranks topics with outstanding wrong answers by average score, then wrong count', async () => {
    const t = await testRegistry();
    expect(await t.call('get_weak_topics', {})).toEqual({ ok: true, data: { weak_topics: [] } });
    const algebra = await topic(t, 'Algebra'); // one wrong
    const chemistry = await topic(t, 'Chemistry'); // three wrong
    const french = await topic(t, 'French'); // mostly right
    const geo = await topic(t, 'Geography'); // all right: not weak
    await attempt(t, algebra, 'a1', 0);
    for (const q of ['c1', 'c2', 'c3']) await attempt(t, chemistry, q, 0);
    for (const [q, s] of [
      ['f1', 1],
      ['f2', 1],
      ['f3', 1],
      ['f4', 0],
    ] as const)
      await attempt(t, french, q, s);
    await attempt(t, geo, 'g1', 1);
    await attempt(t, undefined, 'no topic', 0);
    expect(await t.call('get_weak_topics', {})).toEqual({
      ok: true,
      data: {
        weak_topics: [
          { topic_id: chemistry, name: 'Chemistry', attempts: 3, avg_score: 0, wrong_count: 3 },
          { topic_id: algebra, name: 'Algebra', attempts: 1, avg_score: 0, wrong_count: 1 },
          { topic_id: french, name: 'French', attempts: 4, avg_score: 0.75, wrong_count: 1 },
        ],
      },
    });
    expect(await t.call('get_weak_topics', { limit: 1 })).toMatchObject({
      data: { weak_topics: [{ name: 'Chemistry' }] },
    });
  });

  it.each([0, 51, -5, 2.5, '5'])('rejects limit %j', async (limit) => {
    const t = await testRegistry();
    expect(await t.call('get_weak_topics', { limit })).toMatchObject({
      ok: false,
      error: {
        code: 'validation_error',
        details: { fields: [{ field: 'limit', message: 'limit must be a whole number from 1 to 50' }] },
      },
    });
  });

  it('accepts limit 50', async () => {
    const t = await testRegistry();
    expect(await t.call('get_weak_topics', { limit: 50 })).toEqual({ ok: true, data: { weak_topics: [] } });
  });
});

describe('delete_quiz_attempt', () => {
  it('asks naming the question and topic, then removes it from the wrong list', async () => {
    const t = await testRegistry();
    const rec = await topic(t, 'Recursion');
    const id = await attempt(t, rec, 'What is a base case?', 0);
    const loose = await attempt(t, undefined, `Explain ${'very '.repeat(30)}carefully`, 0);
    expect((await t.outcome('delete_quiz_attempt', { attempt_id: id })).confirmation?.summary).toBe(
      "Delete the quiz attempt 'What is a base case?' (topic Recursion)?",
    );
    const long = (await t.outcome('delete_quiz_attempt', { attempt_id: loose })).confirmation?.summary;
    expect(long).toMatch(/^Delete the quiz attempt 'Explain very .*…'\?$/);
    expect(long!.length).toBeLessThan(120);
    const out = await t.outcome('delete_quiz_attempt', { attempt_id: id }, { confirmed: true });
    expect(out.result).toEqual({ ok: true, data: { deleted_attempt_id: id } });
    expect(out.changes).toEqual([{ entity_type: 'attempt', ids: [id] }]);
    expect(await t.call('get_wrong_questions', { topic_id: rec })).toEqual({ ok: true, data: { wrong_questions: [] } });
    expect((await t.call('restore_deleted', { entity_type: 'attempt', id })).ok).toBe(true);
  });

  it('answers not_found without asking, and a decline changes nothing', async () => {
    const t = await testRegistry();
    const asked: string[] = [];
    const confirm = async (q: { summary: string }) => (asked.push(q.summary), true);
    const missing = await t.outcome('delete_quiz_attempt', { attempt_id: 4 }, { origin: 'agent', confirm });
    expect(missing.result).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'attempt', query: { attempt_id: 4 } } },
    });
    expect(asked).toEqual([]);
    const id = await attempt(t, undefined, 'Q', 0);
    const before = tablesChecksum(t.db);
    const declined = await t.call(
      'delete_quiz_attempt',
      { attempt_id: id },
      { origin: 'agent', confirm: async () => false },
    );
    expect(declined).toMatchObject({
      ok: false,
      error: { code: 'permission_denied', details: { reason: 'user_declined' } },
    });
    expect(tablesChecksum(t.db)).toBe(before);
    await t.call('delete_quiz_attempt', { attempt_id: id }, { confirmed: true });
    expect(await t.call('delete_quiz_attempt', { attempt_id: id }, { confirmed: true })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it.each([{}, { attempt_id: 0 }, { attempt_id: 'last' }, { attempt_id: 1, topic_id: 1 }])(
    'rejects %j',
    async (input) => {
      const t = await testRegistry();
      expect(await t.call('delete_quiz_attempt', input, { confirmed: true })).toMatchObject({
        ok: false,
        error: { code: 'validation_error' },
      });
    },
  );
});
