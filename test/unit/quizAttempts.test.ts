import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;
interface Wrong {
  attempt_id: number;
  question: string;
  user_answer: string | null;
  correct_answer: string | null;
  score: number | null;
}

async function topic(t: T, name: string): Promise<number> {
  const r = (await t.call('quiz_pre_fetch', { topic_name: name })) as { data: { topic_id: number } };
  return r.data.topic_id;
}

async function attempt(t: T, input: object): Promise<number> {
  const r = await t.call('save_quiz_attempt', input);
  if (!r.ok) throw new Error(`save_quiz_attempt failed: ${r.error.message}`);
  t.clock.advance(1000);
  return (r.data as { attempt_id: number }).attempt_id;
}

async function wrong(t: T, topicId: number): Promise<Wrong[]> {
  const r = (await t.call('get_wrong_questions', { topic_id: topicId })) as {
    ok: boolean;
    data: { wrong_questions: Wrong[] };
  };
  return r.data.wrong_questions;
}

describe('save_quiz_attempt', () => {
  it('records an attempt with or without a topic', async () => {
    const t = await testRegistry();
    const id = await topic(t, 'Recursion');
    const out = await t.outcome('save_quiz_attempt', {
      topic_id: id,
      question: 'What is a base case?',
      user_answer: '',
      score: 0,
    });
    expect(out.result).toEqual({ ok: true, data: { attempt_id: 1 } });
    expect(out.changes).toEqual([{ entity_type: 'attempt', ids: [1] }]);
    expect(
      (await t.call('save_quiz_attempt', { question: 'Capital of Australia?', user_answer: 'Canberra', score: 1 })).ok,
    ).toBe(true);
    expect(await wrong(t, id)).toMatchObject([
      { attempt_id: 1, question: 'What is a base case?', user_answer: '', score: 0 },
    ]);
  });

  it.each([
    [{ score: -0.01 }, 'score'],
    [{ score: 1.01 }, 'score'],
    [{ score: '0.5' }, 'score'],
    [{ question: '' }, 'question'],
    [{ question: 'q'.repeat(2001) }, 'question'],
    [{ topic_id: 0 }, 'topic_id'],
    [{ correct: true }, 'correct'],
  ])('rejects %j', async (fields, field) => {
    const t = await testRegistry();
    expect(await t.call('save_quiz_attempt', { question: 'Q', ...fields })).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field }] } },
    });
  });

  it('accepts scores 0 and 1 and a 2000-character question, but not a missing topic', async () => {
    const t = await testRegistry();
    expect((await t.call('save_quiz_attempt', { question: 'q'.repeat(2000), score: 0 })).ok).toBe(true);
    expect((await t.call('save_quiz_attempt', { question: 'Q', score: 1 })).ok).toBe(true);
    expect(await t.call('save_quiz_attempt', { topic_id: 9, question: 'Q' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'topic', query: { topic_id: 9 } } },
    });
  });
});

describe('the quiz flow: pre_fetch → quiz → post_save', () => {
  it('keeps wrong answers to retry, and drops them once answered right', async () => {
    const t = await testRegistry();
    const pre = await t.call('quiz_pre_fetch', { topic_name: 'Recursion' });
    expect(pre).toEqual({ ok: true, data: { topic_id: 1, topic_name: 'Recursion', wrong_questions: [] } });
    const quiz = await t.call('create_quiz', {
      topic_name: 'recursion',
      questions: [
        { question: 'What is a base case?', answer: 'The case that ends the recursion' },
        { question: 'What is tail recursion?', answer: 'The recursive call is the last action' },
        { question: 'What is memoisation?', answer: 'Caching results of calls' },
      ],
    });
    expect(quiz).toEqual({ ok: true, data: { quiz_id: 1 } });
    const first = await t.call('quiz_post_save', {
      topic_id: 1,
      wrong_answers: [
        {
          question: 'What is a base case?',
          user_answer: 'The first call',
          correct_answer: 'The case that ends the recursion',
        },
        { question: 'What is tail recursion?', user_answer: 'No idea', feedback: 'The call comes last.' },
      ],
      correct_retries: [],
    });
    expect(first).toEqual({ ok: true, data: { saved_wrong: 2, deleted_correct: 0, saved_right: 0 } });
    t.clock.advance(60_000);

    const retry = (await t.call('quiz_pre_fetch', { topic_name: 'Recursion' })) as {
      data: { wrong_questions: Wrong[] };
    };
    const ids = Object.fromEntries(retry.data.wrong_questions.map((w) => [w.question, w.attempt_id]));
    expect(Object.keys(ids).sort()).toEqual(['What is a base case?', 'What is tail recursion?']);
    const second = await t.outcome('quiz_post_save', {
      topic_id: 1,
      wrong_answers: [
        { question: 'what is tail recursion?', user_answer: 'Recursion at the start' },
        { question: 'What is memoisation?', user_answer: 'Memorising' },
      ],
      correct_retries: [ids['What is a base case?']],
    });
    expect(second.result).toEqual({ ok: true, data: { saved_wrong: 2, deleted_correct: 1, saved_right: 0 } });
    expect(second.changes).toEqual([
      { entity_type: 'attempt', ids: [ids['What is a base case?'], ids['What is tail recursion?'], 3] },
    ]);
    expect(await wrong(t, 1)).toMatchObject([
      { attempt_id: 3, question: 'What is memoisation?', user_answer: 'Memorising' },
      { attempt_id: ids['What is tail recursion?'], user_answer: 'Recursion at the start', correct_answer: null },
    ]);
  });

  it('writes nothing when one retry id is unknown or belongs to another topic', async () => {
    const t = await testRegistry();
    const rec = await topic(t, 'Recursion');
    const geo = await topic(t, 'Geography');
    const mine = await attempt(t, { topic_id: rec, question: 'Base case?', score: 0 });
    const theirs = await attempt(t, { topic_id: geo, question: 'Capital of Peru?', score: 0 });
    const before = tablesChecksum(t.db);
    for (const bad of [999, theirs]) {
      const r = await t.call('quiz_post_save', {
        topic_id: rec,
        wrong_answers: [{ question: 'New one' }],
        correct_retries: [mine, bad],
      });
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'not_found', details: { entity_type: 'attempt', query: { attempt_id: bad, topic_id: rec } } },
      });
      expect(tablesChecksum(t.db)).toBe(before);
    }
  });

  it('writes nothing when one wrong answer is invalid', async () => {
    const t = await testRegistry();
    const rec = await topic(t, 'Recursion');
    const mine = await attempt(t, { topic_id: rec, question: 'Base case?', score: 0 });
    const before = tablesChecksum(t.db);
    const r = await t.call('quiz_post_save', {
      topic_id: rec,
      wrong_answers: [{ question: 'Fine' }, { question: '   ' }],
      correct_retries: [mine],
    });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'wrong_answers.1.question' }] } },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('accepts empty lists, and rejects missing topics and malformed lists', async () => {
    const t = await testRegistry();
    const rec = await topic(t, 'Recursion');
    expect(await t.call('quiz_post_save', { topic_id: rec, wrong_answers: [], correct_retries: [] })).toEqual({
      ok: true,
      data: { saved_wrong: 0, deleted_correct: 0, saved_right: 0 },
    });
    expect(await t.call('quiz_post_save', { topic_id: 5, wrong_answers: [], correct_retries: [] })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'topic' } },
    });
    const invalid: [object, string][] = [
      [{ topic_id: rec, wrong_answers: [] }, 'correct_retries'],
      [{ topic_id: rec, wrong_answers: [], correct_retries: [0] }, 'correct_retries.0'],
      [
        { topic_id: rec, wrong_answers: Array.from({ length: 101 }, () => ({ question: 'Q' })), correct_retries: [] },
        'wrong_answers',
      ],
      [{ topic_id: rec, wrong_answers: [{ question: 'Q', score: 0 }], correct_retries: [] }, 'wrong_answers.0.score'],
    ];
    for (const [input, field] of invalid) {
      expect(await t.call('quiz_post_save', input)).toMatchObject({
        ok: false,
        error: { code: 'validation_error', details: { fields: [{ field }] } },
      });
    }
  });
});

describe('quiz_post_save right answers', () => {
  it('records right answers with score 1 so the topic average reflects the whole quiz', async () => {
    const t = await testRegistry();
    const id = await topic(t, 'Recursion');
    const r = await t.call('quiz_post_save', {
      topic_id: id,
      wrong_answers: [{ question: 'What is tail recursion?', user_answer: 'No idea' }],
      correct_retries: [],
      right_answers: [
        { question: 'What is a base case?', user_answer: 'Where it stops' },
        { question: 'What is a call stack?' },
        { question: 'What is memoisation?' },
      ],
    });
    expect(r).toEqual({ ok: true, data: { saved_wrong: 1, deleted_correct: 0, saved_right: 3 } });
    expect((await wrong(t, id)).map((w) => w.question)).toEqual(['What is tail recursion?']);
    const topics = (await t.call('list_topics', {})) as {
      data: { topics: { name: string; attempt_count: number; avg_score: number }[] };
    };
    expect(topics.data.topics).toMatchObject([{ name: 'Recursion', attempt_count: 4, avg_score: 0.75 }]);
  });

  it('writes nothing when one right answer is invalid', async () => {
    const t = await testRegistry();
    const id = await topic(t, 'Recursion');
    const before = tablesChecksum(t.db);
    const r = await t.call('quiz_post_save', {
      topic_id: id,
      wrong_answers: [{ question: 'What is tail recursion?' }],
      correct_retries: [],
      right_answers: [{ question: 'ok' }, { question: '' }],
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'validation_error' } });
    expect(tablesChecksum(t.db)).toBe(before);
  });
});
