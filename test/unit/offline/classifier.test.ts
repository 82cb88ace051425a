import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConversationStateSchema } from '../../../src-shared/conversation';
import { classify, scores } from '../../../src-main/core/agent/offline/intents';
import { normalize } from '../../../src-shared/text/normalize';
import { seedStudent, TASK_IDS as T } from './fixture';
import { callNames, offlineChat } from './harness';

const NOW = new Date('2026-11-21T09:00:00.000Z');
const read = (raw: string) => {
  const { text, question } = normalize(raw);
  return classify(text, question, NOW);
};

/** Every intent that changes the student's data. */
const WRITES = new Set([
  'add_task',
  'add_tasks',
  'complete_task',
  'reopen_task',
  'delete_task',
  'update_task',
  'bulk',
  'retarget',
  'create_plan',
  'generate_plan',
  'add_plan_item',
  'set_item_status',
  'set_plan_status',
  'delete_plan',
  'exam_date',
  'reschedule_plan',
  'create_flashcard',
  'generate_cards',
  'delete_flashcard',
  'card_state',
  'delete_attempt',
  'undo',
]);

describe('the intent classifier (issue 11 item 6)', () => {
  it('scores every intent from features: a verb it never saw in that sentence still reads by its class', () => {
    // The lexicon groups verbs; any delete verb with any task noun and a filter is a bulk delete.
    for (const verb of ['delete', 'remove', 'get rid of', 'trash', 'wipe', 'clear out'])
      expect(read(`${verb} every task due this week`).intent, verb).toMatchObject({
        kind: 'bulk',
        action: 'delete',
        what: 'tasks',
        filter: { period: 'week' },
      });
    for (const noun of ['flashcards', 'cards', 'flash cards'])
      expect(read(`get rid of all my biology ${noun}`).intent, noun).toMatchObject({
        kind: 'bulk',
        what: 'flashcards',
        filter: { subject: 'biology' },
      });
    expect(read('show my physics tasks').intent).toMatchObject({ kind: 'list_tasks', subject: 'physics' });
    expect(read('can you give me a quick biology quiz').intent).toEqual({ kind: 'quiz', topic: 'biology' });
    expect(read('i want to practise spanish with a quiz').intent).toEqual({ kind: 'quiz', topic: 'spanish' });
    expect(read("what's the weather like tomorrow?").intent.kind).toBe('out_of_scope');
  });

  it('only the intents that scored fill their slots, and the best comes first', () => {
    const s = scores('delete every task due this week', false, NOW);
    expect(s[0]).toEqual({ kind: 'bulk', score: 0.92 });
    expect(s.map((x) => x.kind)).not.toContain('add_task');
  });

  it('two readings scored close together come back together, so the agent can ask', () => {
    const c = read('practise recursion');
    expect(c.intent).toEqual({ kind: 'quiz', topic: 'recursion' });
    expect(c.runnerUp?.intent).toEqual({ kind: 'start_review' });
    // A clear request has no runner-up.
    expect(read('quiz me on recursion').runnerUp).toBeUndefined();
  });

  const OPENERS = [
    'show',
    'show me',
    'list',
    'what',
    "what's",
    'which',
    'did I',
    'have I',
    'how many',
    'how far',
    'do I have',
    'are there',
    'is there',
    'tell me',
    'find',
    'when',
    'remind me what',
    'remind me when',
    // Every question word: "how would I mark the essay done?" once completed the essay.
    'how would I',
    'how do I',
    'why',
    'where',
    'who',
  ];
  const WORDS = (
    'delete add complete finish finished done remove all every my tasks the essay draft groceries call mum ' +
    'flashcards plan tomorrow friday p1 urgent and create new make 3 wipe mark as reopen undo already ' +
    'get rid of push move rename skip archive suspend bury quiz me review reschedule put back due this week ' +
    'biology cards exam is on step it to'
  ).split(' ');

  it('property: a reading form never reads as a write, nor offers one as the runner-up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPENERS),
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (opener, rest, mark) => {
          const c = read(`${opener} ${rest.join(' ')}${mark ? '?' : ''}`);
          expect(WRITES.has(c.intent.kind), JSON.stringify(c)).toBe(false);
          expect(WRITES.has(c.runnerUp?.intent.kind ?? ''), JSON.stringify(c)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

async function student() {
  const c = await offlineChat();
  await seedStudent(c);
  return c;
}

describe('asking instead of guessing (issue 11 items 3 and 6)', () => {
  it('close readings ask with both as choices; nothing runs until one is picked, then it runs as the request', async () => {
    const c = await student();
    const ask = await c.say('practise recursion');
    expect(ask.status).toBe('clarification_needed');
    expect(ask.options).toEqual([{ label: 'Quiz me on recursion' }, { label: 'Review my due flashcards' }]);
    expect(ask.tool_calls).toEqual([]);
    // The choices survive the state's own validation (the state is saved between turns).
    expect(ConversationStateSchema.parse(c.state).pending).toMatchObject({
      kind: 'clarification',
      options: [{ reading: { kind: 'quiz', topic: 'recursion' } }, { reading: { kind: 'start_review' } }],
    });
    const quiz = await c.say('1');
    expect(callNames(quiz)).toContain('generate_quiz');
    expect(c.state.study?.kind).toBe('quiz');

    const other = await student();
    await other.say('practise recursion');
    await other.say('the second one');
    expect(other.state.study?.kind).toBe('review');
  });

  it('a clear action without its task asks which, offering the soonest tasks; the pick runs the action', async () => {
    const c = await student();
    const ask = await c.say('mark as done');
    expect(ask.status).toBe('clarification_needed');
    expect(ask.options?.map((o) => o.label)).toEqual([
      'Renew library books',
      'Physics lab report',
      'Call mum',
      'Essay outline',
      'Essay draft',
      'Show my tasks',
    ]);
    expect(
      c
        .tasks()
        .filter((t) => t.status === 'completed')
        .map((t) => t.id),
    ).toEqual([T.rent]);
    await c.say('3');
    expect(c.tasks().find((t) => t.id === T.callMum)?.status).toBe('completed');

    const move = await student();
    await move.say('move to friday');
    const picked = await move.say('essay outline');
    expect(picked.tool_calls.at(-1)).toMatchObject({
      name: 'update_task',
      input: { task_id: T.essayOutline, due_at: '2026-11-27' },
    });
  });

  it('"it" after a list of one is that task; after a few, the question which with those as choices', async () => {
    const c = await student();
    await c.say("what's due tomorrow?");
    const one = await c.say('push it to friday');
    expect(one.tool_calls.at(-1)).toMatchObject({
      name: 'update_task',
      input: { task_id: T.callMum, due_at: '2026-11-27' },
    });

    const few = await student();
    await few.say('show tasks about essay');
    const which = await few.say('move it to monday');
    expect(which.status).toBe('clarification_needed');
    expect(which.options?.map((o) => o.label)).toEqual(['Essay outline', 'Essay draft']);
  });

  it('a bulk delete with a filter asks through the gate naming the count; "no" deletes nothing', async () => {
    const c = await student();
    const r = await c.say('delete every task due this week');
    expect(r.status).toBe('confirmation_required');
    // Due within seven days of Sat 21 Nov: library (overdue), physics, call mum, essay outline, essay draft.
    expect(r.response).toMatch(/Delete all 5 tasks/);
    await c.say('no');
    expect(c.tasks().filter((t) => t.deleted)).toEqual([]);
    const cards = await c.say('get rid of all my biology flashcards');
    expect(cards.response).toMatch(/Delete all 2 flashcards/);
  });

  it('"how do I …?" about Quire answers with what to type, and changes nothing', async () => {
    const c = await student();
    const before = c.tasks();
    const r = await c.say('how would i mark the essay outline done?');
    expect(r.tool_calls).toEqual([]);
    expect(r.response).toMatch(/I finished the groceries one/);
    expect(c.tasks()).toEqual(before);
  });

  it('a question nothing in Quire answers says what Quire can do, without searching', async () => {
    const c = await student();
    const r = await c.say("what's the weather like tomorrow?");
    expect(r.tool_calls).toEqual([]);
    expect(r.response).toMatch(/can’t check the weather/);
    expect(r.response).toMatch(/tasks, study plans, flashcards and quizzes/);
  });
});
