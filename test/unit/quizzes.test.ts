import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;
interface Question {
  question_id: number;
  position: number;
  question: string;
  answer: string;
  choices: string[] | null;
}

const CAPITALS: [string, string][] = [
  ['Capital of France?', 'Paris'],
  ['Capital of Spain?', 'Madrid'],
  ['Capital of Italy?', 'Rome'],
  ['Capital of Peru?', 'Lima'],
  ['Capital of Japan?', 'Tokyo'],
];

async function cards(t: T, topic: string, pairs: [string, string][]) {
  for (const [front, back] of pairs) {
    const r = await t.call('create_flashcard', { front, back, topic_name: topic });
    if (!r.ok) throw new Error(`create_flashcard failed: ${r.error.message}`);
  }
}

describe('list_topics', () => {
  it('lists topics by name with card, attempt and score figures', async () => {
    const t = await testRegistry();
    expect(await t.call('list_topics', {})).toEqual({ ok: true, data: { topics: [] } });
    await cards(t, 'Geography', CAPITALS.slice(0, 2));
    await t.call('quiz_pre_fetch', { topic_name: 'Algebra' });
    await t.call('save_quiz_attempt', { topic_id: 1, question: 'Capital of France?', score: 1 });
    await t.call('save_quiz_attempt', { topic_id: 1, question: 'Capital of Spain?', score: 0.333 });
    await t.call('save_quiz_attempt', { topic_id: 1, question: 'Capital of Chile?' });
    await t.call('delete_flashcard', { card_id: 2 }, { confirmed: true });
    expect(await t.call('list_topics', {})).toEqual({
      ok: true,
      data: {
        topics: [
          { topic_id: 2, name: 'Algebra', card_count: 0, attempt_count: 0, avg_score: null, exam_date: null },
          { topic_id: 1, name: 'Geography', card_count: 1, attempt_count: 3, avg_score: 0.67, exam_date: null },
        ],
      },
    });
    expect(await t.call('list_topics', { name: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'validation_error' },
    });
  });
});

describe('quiz_pre_fetch', () => {
  it('creates a new topic once, matching later spellings to it', async () => {
    const t = await testRegistry();
    const first = await t.outcome('quiz_pre_fetch', { topic_name: ' Recursion ' });
    expect(first.result).toEqual({ ok: true, data: { topic_id: 1, topic_name: 'Recursion', wrong_questions: [] } });
    expect(first.changes).toEqual([{ entity_type: 'topic', ids: [1] }]);
    const again = await t.outcome('quiz_pre_fetch', { topic_name: 'RECURSION' });
    expect(again.result).toMatchObject({ ok: true, data: { topic_id: 1, topic_name: 'Recursion' } });
    expect(again.changes).toEqual([]);
  });

  it.each([[''], ['t'.repeat(101)], [7]])('rejects topic_name %j', async (name) => {
    const t = await testRegistry();
    expect(await t.call('quiz_pre_fetch', { topic_name: name })).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'topic_name' }] } },
    });
  });

  it('accepts a 100-character topic name', async () => {
    const t = await testRegistry();
    expect((await t.call('quiz_pre_fetch', { topic_name: 't'.repeat(100) })).ok).toBe(true);
  });
});

describe('create_quiz', () => {
  const questions = [
    { question: 'What stops a recursive function?', answer: 'A base case' },
    {
      question: 'What does the call stack behave like?',
      answer: 'A stack',
      choices: ['A queue', 'A stack', 'A heap'],
      source_chunk_id: 12,
    },
  ];

  it('saves a quiz under a new topic', async () => {
    const t = await testRegistry();
    const out = await t.outcome('create_quiz', { topic_name: 'Recursion', questions });
    expect(out.result).toEqual({ ok: true, data: { quiz_id: 1 } });
    expect(out.changes).toEqual([
      { entity_type: 'quiz', ids: [1] },
      { entity_type: 'topic', ids: [1] },
    ]);
    expect(
      t.db.prepare('SELECT position, question, choices, source_chunk_id FROM quiz_questions ORDER BY position').all(),
    ).toEqual([
      { position: 1, question: 'What stops a recursive function?', choices: null, source_chunk_id: null },
      {
        position: 2,
        question: 'What does the call stack behave like?',
        choices: '["A queue","A stack","A heap"]',
        source_chunk_id: 12,
      },
    ]);
    expect(t.db.prepare('SELECT source FROM quizzes').get()).toEqual({ source: 'model' });
  });

  it('accepts 50 questions and writes nothing when any question is invalid', async () => {
    const t = await testRegistry();
    const fifty = Array.from({ length: 50 }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` }));
    expect((await t.call('create_quiz', { topic_name: 'Big', questions: fifty })).ok).toBe(true);
    const before = tablesChecksum(t.db);
    const bad = [...fifty.slice(0, 10), { question: 'Q', answer: 'Paris', choices: ['Rome', 'Madrid'] }];
    expect(await t.call('create_quiz', { topic_name: 'New topic', questions: bad })).toMatchObject({
      ok: false,
      error: {
        code: 'validation_error',
        details: { fields: [{ field: 'questions.10.choices', message: 'choices must include the answer itself' }] },
      },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it.each([
    [[], 'questions', 'questions needs at least 1 question'],
    [
      Array.from({ length: 51 }, () => ({ question: 'Q', answer: 'A' })),
      'questions',
      'questions may hold at most 50 questions',
    ],
    [[{ question: 'Q', answer: 'A', choices: ['A'] }], 'questions.0.choices', 'choices needs at least 2 options'],
    [
      [{ question: 'Q', answer: 'A', choices: ['A', 'a ', 'B'] }],
      'questions.0.choices',
      'choices must all be different',
    ],
    [[{ question: '', answer: 'A' }], 'questions.0.question', 'question must not be empty'],
    [
      [{ question: 'Q', answer: 'A', source_chunk_id: 0 }],
      'questions.0.source_chunk_id',
      'source_chunk_id must be a positive integer',
    ],
    [[{ question: 'Q', answer: 'A', hint: 'h' }], 'questions.0.hint', 'Unknown field "questions.0.hint"; remove it.'],
  ])('rejects questions %#', async (qs, field, message) => {
    const t = await testRegistry();
    expect(await t.call('create_quiz', { topic_name: 'T', questions: qs })).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field, message }] } },
    });
  });
});

describe('generate_quiz', () => {
  it("builds multiple-choice questions from the topic's cards", async () => {
    const t = await testRegistry();
    await cards(t, 'European capitals', CAPITALS);
    const out = await t.outcome('generate_quiz', { topic_name: 'capitals', count: 3 });
    const r = out.result as { ok: true; data: { quiz_id: number; questions: Question[] } };
    expect(r.ok).toBe(true);
    expect(r.data.questions.map((q) => q.position)).toEqual([1, 2, 3]);
    for (const q of r.data.questions) {
      expect(CAPITALS).toContainEqual([q.question, q.answer]);
      expect(q.choices).toHaveLength(4);
      expect(q.choices).toContain(q.answer);
      expect(new Set(q.choices).size).toBe(4);
      expect(CAPITALS.map((c) => c[1])).toEqual(expect.arrayContaining(q.choices!));
    }
    expect(new Set(r.data.questions.map((q) => q.question)).size).toBe(3);
    expect(out.changes).toEqual([{ entity_type: 'quiz', ids: [r.data.quiz_id] }]);
  });

  it('asks fewer questions when there are fewer cards, free recall without enough answers', async () => {
    const t = await testRegistry();
    await cards(t, 'Capitals', CAPITALS.slice(0, 3));
    await t.call('delete_flashcard', { card_id: 3 }, { confirmed: true });
    const r = (await t.call('generate_quiz', { topic_name: 'Capitals', count: 50, source: 'flashcards' })) as {
      data: { questions: Question[] };
    };
    expect(r.data.questions.map((q) => [q.question, q.choices]).sort()).toEqual([
      ['Capital of France?', null],
      ['Capital of Spain?', null],
    ]);
  });

  it('tells the user to create cards first when the topic has none', async () => {
    const t = await testRegistry();
    await t.call('quiz_pre_fetch', { topic_name: 'Recursion' });
    const before = tablesChecksum(t.db);
    const r = await t.call('generate_quiz', { topic_name: 'Recursion', count: 5 });
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'not_found',
        message: expect.stringMatching(/no flashcards yet.*create_flashcard/),
        details: { entity_type: 'flashcard' },
      },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('answers not_found for an unknown topic or materials, conflict for an ambiguous one', async () => {
    const t = await testRegistry();
    await cards(t, 'Capitals of Europe', CAPITALS);
    await cards(t, 'Capitals of Asia', [['Capital of Nepal?', 'Kathmandu']]);
    expect(await t.call('generate_quiz', { topic_name: 'Rivers', count: 5 })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'topic', query: { topic_name: 'Rivers' } } },
    });
    expect(await t.call('generate_quiz', { topic_name: 'Capitals', count: 5 })).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'ambiguous', candidates: [{ id: 1 }, { id: 2 }] } },
    });
    expect(await t.call('generate_quiz', { topic_name: 'Europe', count: 5, source: 'materials' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'material' } },
    });
  });

  it.each([
    [{ count: 0 }, 'count'],
    [{ count: 51 }, 'count'],
    [{ count: -1 }, 'count'],
    [{ count: '5' }, 'count'],
    [{ count: 5, source: 'notes' }, 'source'],
    [{ count: 5, difficulty: 'hard' }, 'difficulty'],
  ])('rejects %j', async (fields, field) => {
    const t = await testRegistry();
    expect(await t.call('generate_quiz', { topic_name: 'Capitals', ...fields })).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field }] } },
    });
  });
});
