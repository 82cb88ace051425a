import { describe, expect, it } from 'vitest';
import { heldoutChat, writes, type HeldoutChat } from './heldoutWorld';

/**
 * Round 25: plan, card and topic classes (issue 11), with phrasings of our own (each failed
 * before its change). The world is round 18's (test/fixtures/heldout/world.json): Mon 23 Nov
 * 2026; plans Biology exam prep (1: Cell structure done, Photosynthesis 2, Genetics 3) and Spanish
 * vocab sprint (2: Food words 4, Travel words 5); cards on biology (2) and spanish (1).
 */

type Turn = Awaited<ReturnType<HeldoutChat['say']>>;
const nothingWritten = (c: HeldoutChat, r: Turn) =>
  r.tool_calls.filter((t) => !c.registry.get(t.name)?.annotations.readOnly && (t.result as { ok: boolean }).ok);

describe('H1: a step status with the verb first, the plan after "in", or a reason after a comma', () => {
  it.each([
    ['tick off genetics in bio exam prep', 3, 'done'],
    ['cross food words off in my spanish plan', 4, 'done'],
    ['check travel words off in spanish vocab sprint', 5, 'done'],
    ['started working on genetics', 3, 'in_progress'],
    ["i've started working on food words", 4, 'in_progress'],
    ['skip travel words, my trip got cancelled', 5, 'skipped'],
    ['skip photosynthesis, my teacher got it covered', 2, 'skipped'],
  ])('"%s" → step %s %s', async (said, item, status) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'update_item_status', input: { item_id: item, status } }]);
  });

  it.each([
    'tick off genetics in chemistry revision',
    'cross algebra off in my bio plan',
    'started working on the weekend',
    'skip the gym, my knee got hurt',
  ])('"%s" writes nothing', async (said) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(said))).toEqual([]);
  });
});

describe("H2: whether a step was ticked, asked with a write verb, is a read of the plan's steps", () => {
  it.each([
    ['did i mark photosynthesis as done?', 'Not yet — “Photosynthesis” in “Biology exam prep”'],
    ['have i ticked off genetics yet?', 'Not yet — “Genetics” in “Biology exam prep”'],
    ['have i crossed food words off?', 'Not yet — “Food words” in “Spanish vocab sprint”'],
    ['did i mark cell structure done', 'Yes — “Cell structure” in “Biology exam prep” is done'],
    ['did i check off travel words already', 'Not yet — “Travel words” in “Spanish vocab sprint”'],
  ])('"%s" reads the steps and says "%s"', async (said, answer) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.tool_calls.map((t) => t.name)).toContain('list_plan_items');
    expect(r.response).toContain(answer);
  });

  // A task of that name is still answered as a task; a name that is neither writes nothing.
  it.each([
    ['did i tick off buy groceries?', 'Not yet — “Buy groceries” is still on your list'],
    ['have i marked the essay as done', 'Not yet — “Essay draft for history” is still on your list'],
    ['have i ticked off algebra yet?', 'I couldn’t find a task matching “algebra”'],
  ])('"%s" writes nothing and says "%s"', async (said, answer) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).toContain(answer);
  });
});

describe('H3: a card told by its sides in words ("on one side of a card … on the other")', () => {
  it.each([
    ['put la playa on one side of a card and the beach on the other', 'la playa', 'the beach'],
    ['stick el tren on one side of a new card and the train on the other side', 'el tren', 'the train'],
    ['put el gato on one side and the cat on the other side of a card', 'el gato', 'the cat'],
    ['a card with el perro on one side and the dog on the other', 'el perro', 'the dog'],
  ])('"%s" → a card %s / %s', async (said, front, back) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([{ name: 'create_flashcard', input: { front, back } }]);
  });

  // Sides of no card are no flashcard.
  it.each([
    'put the books on one side of the desk and the laptop on the other',
    'put the milk on one side and the eggs on the other',
  ])('"%s" makes no card', async (said) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(r.tool_calls.filter((t) => t.name === 'create_flashcard')).toEqual([]);
  });
});

describe('H4: a quiz count said short ("w 2 qs") is that many questions on that topic', () => {
  const quizzes = (r: Turn) => r.tool_calls.filter((t) => t.name === 'generate_quiz').map((t) => t.input);

  it.each([
    ['can u quiz me w 2 qs from my spanish cards', 'spanish', 2],
    ['3 qs on biology pls', 'biology', 3],
    ['4 qs from my bio cards', 'biology', 4],
    ['gimme 2 qs from the biology deck', 'biology', 2],
  ])('"%s" → a quiz on %s of %s', async (said, topic, count) => {
    const c = await heldoutChat();
    expect(quizzes(await c.say(said))).toEqual([{ topic_name: topic, count }]);
  });

  it.each(['2 qs on chemistry pls', 'add 3 qs to my homework', 'u got any qs'])('"%s" makes no quiz', async (said) => {
    const c = await heldoutChat();
    expect(quizzes(await c.say(said))).toEqual([]);
  });
});

describe('H5: an exam said by its kind (oral, mock, practical, viva) sets that topic’s exam date', () => {
  const examDates = (r: Turn) => r.tool_calls.filter((t) => t.name === 'set_exam_date').map((t) => t.input);

  it.each([
    ['my spanish oral is on dec 9', 'spanish', '2026-12-09'],
    ['bio practical is the 14th', 'biology', '2026-12-14'],
    ['our biology viva is on dec 11', 'biology', '2026-12-11'],
    ['i have a spanish mock on dec 4', 'spanish', '2026-12-04'],
  ])('"%s" → %s exam on %s', async (said, topic, day) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([
      { name: 'set_exam_date', input: { topic_name: topic, exam_date: day } },
    ]);
  });

  // A subject with no topic yet is asked about first, named without "i have a".
  it.each([
    ['i have a chemistry mock on dec 8', 'no topic called “Chemistry”'],
    ['i got a history viva on the 10th', 'no topic called “History”'],
  ])('"%s" writes nothing and asks: %s', async (said, asked) => {
    const c = await heldoutChat();
    const r = await c.say(said);
    expect(nothingWritten(c, r)).toEqual([]);
    expect(r.response).toContain(asked);
  });

  it.each(['my spanish oral practice is on friday', 'my mock is on dec 8', 'add a biology mock on dec 8'])(
    '"%s" sets no exam date',
    async (said) => {
      const c = await heldoutChat();
      expect(examDates(await c.say(said))).toEqual([]);
    },
  );
});

describe('H6: a plan said finished, then "mark the whole plan complete", completes that plan', () => {
  it.each([
    ['biology exam prep is finished now, mark the whole plan complete', 1],
    ['spanish vocab sprint is done now - mark the entire plan as finished', 2],
    ['the spanish plan is finally over, set the whole plan to completed', 2],
    ['my bio plan is complete now, mark the whole plan done', 1],
  ])('"%s" → plan %s completed', async (said, plan) => {
    const c = await heldoutChat();
    expect(writes(await c.say(said))).toEqual([
      { name: 'update_plan_status', input: { plan_id: plan, status: 'completed' } },
    ]);
  });

  it.each([
    'chemistry revision is finished now, mark the whole plan complete',
    'my chem plan is done now, mark the whole plan complete',
    'mark the whole plan complete',
  ])('"%s" writes nothing', async (said) => {
    const c = await heldoutChat();
    expect(nothingWritten(c, await c.say(said))).toEqual([]);
  });
});
