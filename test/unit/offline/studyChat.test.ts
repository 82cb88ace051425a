import { describe, expect, it } from 'vitest';
import { seedStudent } from './fixture';
import { offlineChat } from './harness';

describe('quizzes and reviews in chat, one question at a time (issue 11 item 4)', () => {
  it('a quiz hides answers, grades typed answers, understands skip / I don’t know / stop, and saves like the Quizzes view', async () => {
    const c = await offlineChat();
    await seedStudent(c);
    const start = await c.say('quiz me on biology');
    expect(start.response).toMatch(/Question 1 of 2/);
    expect(start.response).not.toMatch(/Water moving across a membrane|Make energy for the cell/);
    const answerOf: Record<string, string> = {
      'What is osmosis?': 'water moving across a membrane',
      'What do mitochondria do?': 'make energy for the cell',
    };
    const first = Object.keys(answerOf).find((k) => start.response.includes(k));
    expect(first, start.response).toBeDefined();
    const right = await c.say(answerOf[first!]!);
    expect(right.response).toMatch(/Right ✓/);
    expect(right.response).toMatch(/Question 2 of 2/);
    const dunno = await c.say("I don't know");
    expect(dunno.response).toMatch(/The answer is: \*\*/);
    expect(dunno.response).toMatch(/1 of 2 correct \(50%\)/);
    const save = dunno.tool_calls.find((t) => t.name === 'quiz_post_save');
    expect(save?.result).toMatchObject({ ok: true });
    const attempts = c.db.prepare('SELECT question, score FROM quiz_attempts ORDER BY id').all() as {
      question: string;
      score: number;
    }[];
    expect(
      attempts
        .filter((a) => a.question in answerOf)
        .map((a) => a.score)
        .sort(),
    ).toEqual([0, 1]);
    // The quiz is over: the next message is a request again.
    expect((await c.say('list tasks')).tool_calls[0]?.name).toBe('list_tasks');
  });

  it('skip and stop: a skipped question is not saved, stop saves what was answered', async () => {
    const c = await offlineChat();
    await seedStudent(c);
    await c.say('quiz me on recursion');
    const skipped = await c.say('skip');
    expect(skipped.response).toMatch(/Skipped\.[\s\S]*Question 2 of 5/);
    const wrong = await c.say('no idea what that is, a loop?');
    expect(wrong.response).toMatch(/Not quite — the answer is/);
    const stop = await c.say('stop');
    expect(stop.response).toMatch(/0 of 1 correct \(0%\), 1 skipped/);
    expect(stop.tool_calls.map((t) => t.name)).toEqual(['quiz_post_save']);
  });
});
