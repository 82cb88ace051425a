import { describe, expect, it } from 'vitest';
import { extractDueDate } from '../../../src-shared/text/dates';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * Classes of sets AA's to AD's first-run wrong writes, fixed where the language is read; each in
 * words other than the sets'.
 */
const US = { dateOrder: 'month_first', weekStart: 0 } as const;
const NOW = new Date(2026, 10, 23, 10);

describe('a date before a priority said after a comma', () => {
  it('"add hand in the lab book by 9 december, its important" is due the 9th, titled without the date', async () => {
    const c = await heldoutChat();
    const r = await c.say('add hand in the lab book by 9 december, its important');
    expect(writes(r)).toEqual([
      { name: 'add_task', input: { title: 'Hand in the lab book', due_at: '2026-12-09', priority: 2 } },
    ]);
  });

  it('blanks after a month name still end the date', () => {
    expect(extractDueDate('hand in the lab book by 9 december,            ', NOW, US).due?.value).toBe('2026-12-09');
  });
});

describe('"omg" after a request', () => {
  it('"add renew my visa jan 8 9am p1 omg" keeps the day and time', async () => {
    const c = await heldoutChat();
    const r = await c.say('add renew my visa jan 8 9am p1 omg');
    const w = writes(r);
    expect(w.map((x) => (x.input as { title: string }).title)).toEqual(['Renew my visa']);
    expect((w[0]!.input as { due_at: string }).due_at).toMatch(/^2027-01-08T/);
  });
});

describe('study of a subject scheduled up to a day', () => {
  it('"schedule my physics revision until the 10th of december" is a plan with that deadline', async () => {
    const c = await heldoutChat();
    const r = await c.say('schedule my physics revision until the 10th of december');
    expect(writes(r)).toEqual([
      { name: 'generate_study_plan', input: expect.objectContaining({ deadline: '2026-12-10' }) },
    ]);
  });

  it('"schedule my dentist appointment till friday" stays a task', async () => {
    const c = await heldoutChat();
    const r = await c.say('schedule my dentist appointment till friday');
    expect(writes(r).map((w) => w.name)).not.toContain('generate_study_plan');
  });
});

describe('a short subject said done, when it begins a plan as well as a task', () => {
  it('"spanish is done!" asks which when the Spanish plan and a Spanish task fit', async () => {
    const c = await heldoutChat();
    await c.say('add spanish listening practice');
    const r = await c.say('spanish is done!');
    expect(writes(r)).toEqual([]);
    expect(r.response).toMatch(/which is done/);
  });

  it('"bio\'s finished" asks, then "the textbook one" completes that task', async () => {
    const c = await heldoutChat();
    const r = await c.say("bio's finished");
    expect(writes(r)).toEqual([]);
    const then = await c.say('the textbook one');
    expect(writes(then)).toEqual([{ name: 'complete_task', input: { task_id: c.refs.bio } }]);
  });
});

describe('several tasks, then the date they share', () => {
  it('"add book the hall and order the cake, both for saturday" adds both due Saturday', async () => {
    const c = await heldoutChat();
    const r = await c.say('add book the hall and order the cake, both for saturday');
    expect(writes(r)).toEqual([
      { name: 'add_task', input: { title: 'Book the hall', due_at: '2026-11-28' } },
      { name: 'add_task', input: { title: 'Order the cake', due_at: '2026-11-28' } },
    ]);
  });
});

describe('a plan called X "with:" its steps', () => {
  it('"new plan called stats exam with: regression, anova" is titled "Stats exam"', async () => {
    const c = await heldoutChat();
    const r = await c.say('new plan called stats exam with: regression, anova');
    expect(writes(r)).toEqual([
      { name: 'write_plan', input: { title: 'Stats exam', items: [{ title: 'Regression' }, { title: 'Anova' }] } },
    ]);
  });
});

describe('a card whose back asks', () => {
  it('keeps the question mark the message ended with', async () => {
    const c = await heldoutChat();
    const r = await c.say('card: ¿qué hora es? :: what time is it?');
    expect(writes(r)).toEqual([
      { name: 'create_flashcard', input: { front: '¿qué hora es?', back: 'what time is it?' } },
    ]);
  });
});

describe('a to-do of making cards', () => {
  it('"add write flashcards for unit 3 #history friday" adds a task, not a card', async () => {
    const c = await heldoutChat();
    const r = await c.say('add write flashcards for unit 3 #history friday');
    expect(writes(r)).toEqual([
      {
        name: 'add_task',
        input: { title: 'Write flashcards for unit 3', due_at: '2026-11-27', topic_name: 'history' },
      },
    ]);
  });
});

describe('the name of a task asked for, said with a verb', () => {
  it('"add a task" then "finish the lab write-up, due fri" adds it', async () => {
    const c = await heldoutChat();
    await c.say('add a task');
    const r = await c.say('finish the lab write-up, due fri');
    expect(writes(r)).toEqual([
      { name: 'add_task', input: { title: 'Finish the lab write-up', due_at: '2026-11-27' } },
    ]);
  });

  it('"add a task" then "delete the essay" is a request of its own (asks to confirm)', async () => {
    const c = await heldoutChat();
    await c.say('add a task');
    const r = await c.say('delete the essay');
    expect(writes(r).map((w) => w.name)).not.toContain('add_task');
    expect(r.status).toBe('confirmation_required');
  });
});

describe('a task put into a day', () => {
  it('"slot the essay into friday" moves the essay, adding nothing', async () => {
    const c = await heldoutChat();
    const r = await c.say('slot the essay into friday');
    expect(writes(r)).toEqual([{ name: 'update_task', input: { task_id: c.refs.essay, due_at: '2026-11-27' } }]);
  });

  it('"shove the groceries onto saturday" moves Buy groceries', async () => {
    const c = await heldoutChat();
    const r = await c.say('shove the groceries onto saturday');
    expect(writes(r)).toEqual([{ name: 'update_task', input: { task_id: c.refs.groceries, due_at: '2026-11-28' } }]);
  });
});

describe('a month name, a day and a time, read day-first (the default locale)', () => {
  const GB = { dateOrder: 'day_first', weekStart: 1 } as const;
  it.each([
    ['essay due dec 15 at 5pm', '2026-12-15T17:00'],
    ['essay due dec 15 5pm', '2026-12-15T17:00'],
    ['apply by jan 8 9am', '2027-01-08T09:00'],
  ])('"%s" is due %s, not in 2015 nor today', (text, at) => {
    const due = extractDueDate(text, NOW, GB).due!;
    const local = new Date(due.value);
    const stamp = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}T${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(stamp).toBe(at);
  });

  it.each([
    ['essay due 15 dec at 5pm', '2026-12-15'],
    ['essay due 3/12', '2026-12-03'],
  ])('"%s" keeps its day-first reading', (text, day) => {
    expect(extractDueDate(text, NOW, GB).due!.date.toISOString().slice(0, 10)).toBe(day);
  });
});
