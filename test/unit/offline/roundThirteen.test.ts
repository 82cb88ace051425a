import { describe, expect, it } from 'vitest';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * Round 13 (issue 11): the plan, study, date-question and decline classes the held-out sets still
 * missed, fixed as classes with phrasings of our own (each failed before its change). The world:
 * Mon 23 Nov 2026; plans Biology exam prep (Cell structure done, Photosynthesis, Genetics) and
 * Spanish vocab sprint (Food words, Travel words); cards on biology (2) and spanish (1).
 */

const called = (r: { tool_calls: { name: string }[] }) => r.tool_calls.map((t) => t.name);
const quizOn = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.find((t) => t.name === 'generate_quiz')?.input as { topic_name: string; count: number } | undefined;

describe('S1: quiz requests with a count and an adjective, a trailing clause, a terse form, or the topic said before', () => {
  it.each([
    ['give me 3 biology quiz questions', 'biology', 3],
    ['two spanish practice questions please', 'spanish', 2],
  ])('%s → a quiz on %s of %i', async (text, topic, count) => {
    const c = await heldoutChat();
    expect(quizOn(await c.say(text))).toEqual({ topic_name: topic, count });
  });

  it.each([
    ['quiz me on spanish please, my exam is on monday', 'spanish'],
    ['test me on biology, i have a mock tomorrow', 'biology'],
    ['quiz me on biology - the test is soon', 'biology'],
    ['Quiz: spanish. Go!', 'spanish'],
    ["quiz: biology. let's go", 'biology'],
  ])('%s → a quiz on %s (the clause and the cheer are no part of the topic)', async (text, topic) => {
    const c = await heldoutChat();
    expect(quizOn(await c.say(text))?.topic_name).toBe(topic);
  });

  it.each([
    ['i wanna practice biology for a bit', 'quiz', 'biology'],
    ["i'd like to revise some spanish", 'quiz me', 'spanish'],
  ])('%s asks quiz or review; "%s" then quizzes on %s', async (first, then, topic) => {
    const c = await heldoutChat();
    const asked = await c.say(first);
    expect(asked.status).toBe('clarification_needed');
    expect(writes(asked)).toEqual([]);
    expect(quizOn(await c.say(then))?.topic_name).toBe(topic);
  });

  it.each([
    ['show me my spanish cards', 'quiz me', 'spanish'],
    ['make a flashcard for biology: what is atp :: the energy currency', 'quiz', 'biology'],
  ])('%s, then "%s" quizzes on %s, the topic just named', async (first, then, topic) => {
    const c = await heldoutChat();
    await c.say(first);
    expect(quizOn(await c.say(then))?.topic_name).toBe(topic);
  });

  it('a bare "quiz me" after a request that named no topic still asks which', async () => {
    const c = await heldoutChat();
    await c.say('add call the dentist tomorrow');
    const r = await c.say('quiz me');
    expect(r.status).toBe('clarification_needed');
    expect(r.response).toContain('Which topic');
  });

  it('a topic of several words joined by a comma stays whole', async () => {
    const c = await heldoutChat();
    const r = await c.say('quiz me on cells, tissues and organs');
    expect(r.response).toContain('cells tissues and organs');
  });
});

describe('S2: weak spots and wrong answers said casually', () => {
  it.each([
    'which subjects do i keep screwing up',
    'what am i always getting wrong',
    'where am i slipping up lately',
    'what do i keep failing on quizzes',
  ])('%s → get_weak_topics', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(called(r)).toContain('get_weak_topics');
    expect(writes(r)).toEqual([]);
  });

  it.each(['list the questions i got wrong', 'which answers have i missed', 'what questions did i answer wrong'])(
    '%s → get_wrong_questions is read even before any answer, and the reply says there are none',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(called(r)).toContain('get_wrong_questions');
      expect(r.response).toMatch(/no quiz answers/i);
    },
  );

  it('"which spanish questions do i keep getting wrong" still lists that topic\'s questions', async () => {
    const c = await heldoutChat();
    const r = await c.say('which spanish questions do i keep getting wrong');
    expect(r.tool_calls.find((t) => t.name === 'get_wrong_questions')?.input).toEqual({ topic_id: 2 });
  });
});

describe('S3: the date asked indirectly', () => {
  it.each([
    'can you remind me what the date is',
    'tell me what day it is today',
    'hang on, whats today again',
    'ok so which day is today again',
    'wait what is todays date again',
    "what's the date again",
    'remind me what day it is rn',
  ])('%s → get_today, no reminder', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(called(r)).toEqual(['get_today']);
  });

  it('"remind me to call the bank" is still a reminder', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('remind me to call the bank')).map((w) => w.name)).toEqual(['add_task']);
  });
});

describe('S4: a whole plan closed in a longer sentence', () => {
  it.each([
    ["i've finished the bio exam prep, mark the whole plan as done", 1, 'completed'],
    ['spanish vocab sprint is over, close it out', 2, 'completed'],
    ["i'm all done with the biology prep plan - wrap it up", 1, 'completed'],
    ['done with the spanish sprint, set the plan to archived', 2, 'archived'],
  ])('%s → update_plan_status plan %i %s', async (text, plan, status) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'update_plan_status', input: { plan_id: plan, status } }]);
  });

  it('a task said done then "close it out" never closes a plan', async () => {
    const c = await heldoutChat();
    const r = await c.say('the essay is finished, close it out');
    expect(called(r)).not.toContain('update_plan_status');
  });
});

describe('S5: plan steps said casually', () => {
  it('"mark <step> as not done yet" puts it back to todo', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('set cell structure to not done yet'))).toEqual([
      { name: 'update_item_status', input: { item_id: 1, status: 'todo' } },
    ]);
  });

  it.each([
    ['i am onto photosynthesis now', 2],
    ['moving on to the travel words part', 5],
    ['im on food words at the moment', 4],
  ])('%s → step %i in progress', async (text, item) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([
      { name: 'update_item_status', input: { item_id: item, status: 'in_progress' } },
    ]);
  });

  it('"moving on to the next one" starts no step', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('moving on to the next one'))).toEqual([]);
  });

  it('words two steps fit ("the words") are asked about, not guessed', async () => {
    const c = await heldoutChat();
    const r = await c.say("i'm onto the words now");
    expect(writes(r)).toEqual([]);
    expect(r.response).toContain('Food words');
    expect(r.response).toContain('Travel words');
  });

  it.each([
    ['put a step called mock exam in the spanish vocab sprint, by friday', 2, 'Mock exam', '2026-11-27'],
    ['include a new step titled flash review in bio exam prep, due dec 3', 1, 'Flash review', '2026-12-03'],
  ])('%s → add_plan_item to %i titled %s due %s', async (text, plan, title, due) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([
      { name: 'add_plan_item', input: { plan_id: plan, title, due_date: due } },
    ]);
  });

  it.each([
    ['the biology exam prep needs an ecology step as well', 1, 'Ecology'],
    ['the spanish vocab sprint could use a colours step too', 2, 'Colours'],
  ])('%s → add_plan_item to %i titled %s', async (text, plan, title) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'add_plan_item', input: { plan_id: plan, title } }]);
  });

  it('"add a step called X" with no plan asks which plan for X, not "called X"', async () => {
    const c = await heldoutChat();
    const r = await c.say('add a step called flash review');
    expect(writes(r)).toEqual([]);
    expect(r.response).toContain('“Flash review”');
  });
});

describe('S6: a study plan said differently', () => {
  it.each([
    ['spread physics over 12 days', 'Physics', 12],
    ['split my chemistry across 6 days', 'Chemistry', 6],
  ])('%s → generate_study_plan %s over %i days', async (text, goal, days) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'generate_study_plan', input: { goal, days } }]);
  });

  it.each(['split the essay into 3 days', 'split my time across 3 days'])('"%s" writes no study plan', async (text) => {
    const c = await heldoutChat();
    expect(called(await c.say(text))).not.toContain('generate_study_plan');
  });

  it.each([
    ['help me get ready for my spanish final, build me a plan until dec 11', '2026-12-11'],
    ['i need to prepare for the biology exam - make a plan up to the 4th of december', '2026-12-04'],
  ])('%s → a study plan with that deadline', async (text, deadline) => {
    const c = await heldoutChat();
    const w = writes(await c.say(text));
    expect(w.map((x) => x.name)).toEqual(['generate_study_plan']);
    expect(w[0]!.input).toMatchObject({ deadline });
  });
});

describe('S7: integrations Quire does not have are declined with what it can do', () => {
  it.each([
    ['push my deadlines to outlook', /iCalendar/],
    ['can you sync quire with my google cal', /iCalendar/],
    ['link my blackboard account', /export/i],
    ['import my assignments from moodle', /export/i],
    ['hook up trello please', /export/i],
    ['send my flashcards over to anki', /--format apkg/],
  ])('%s → declined, no search, no write', async (text, instead) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(r.tool_calls).toEqual([]);
    expect(r.response).toMatch(/can’t connect/);
    expect(r.response).toMatch(instead);
  });

  it('a to-do that names an app is still a task', async () => {
    const c = await heldoutChat();
    expect(writes(await c.say('add set up canvas account to my list')).map((w) => w.name)).toEqual(['add_task']);
  });
});
