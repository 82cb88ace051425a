import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readNewPlan, readPlanRequest } from '../../../src-shared/text/planText';

// Monday 23 Nov 2026, 10:00 local.
const NOW = new Date(2026, 10, 23, 10, 0);
// Made-up words: no date, number, unit or keyword can be read into them.
const word = fc.stringMatching(/^[bcdfghjklmnprstvz]{2}[aeiou][bcdfghjklmnprstvz][aeiou][bcdfghjklmnprstvz]$/);

describe('readPlanRequest: minutes of an activity a day', () => {
  it.each([
    ['30 mins of reading a day for 5 days', { goal: '', activity: 'reading', minutes_per_day: 30, days: 5 }],
    ['30 mins of biology reading a day for 5 days', { goal: 'Biology', activity: 'reading', days: 5 }],
    ['an hour of spanish practice a day for 4 days', { goal: 'Spanish', activity: 'practice', minutes_per_day: 60 }],
    ['20 minutes of revision a day on chemistry for a week', { goal: 'Chemistry', days: 7, minutes_per_day: 20 }],
    ['30 mins of biology a day for 5 days', { goal: 'Biology', days: 5 }],
    ['45 mins of reading a day until dec 4', { goal: '', activity: 'reading', deadline: '2026-12-04' }],
  ])('%s', (text, expected) => {
    expect(readPlanRequest(text, NOW)).toMatchObject(expected);
  });

  it('property: the activity is never the goal, and the subject said with it is', () => {
    fc.assert(
      fc.property(word, fc.constantFrom('reading', 'practice', 'revision', 'review', 'homework'), (subject, act) => {
        const req = readPlanRequest(`30 mins of ${subject} ${act} a day for 5 days`, NOW);
        expect(req.goal.toLowerCase()).toBe(subject);
        expect(req).toMatchObject({ activity: act, minutes_per_day: 30, days: 5 });
      }),
    );
  });
});

describe('readNewPlan: the steps said after the name', () => {
  it.each([
    ['called Move, the steps are pack boxes and book a van', 'Move', ['Pack boxes', 'Book a van']],
    ['Trip — steps: book flights, pack', 'Trip', ['Book flights', 'Pack']],
    ['named Thesis; its steps are outline, method', 'Thesis', ['Outline', 'Method']],
    ['called Yoga. steps: stretch, rest', 'Yoga', ['Stretch', 'Rest']],
    // A title that ends in a step noun keeps it: the label needs a mark before it.
    ['called Buy items: milk, eggs', 'Buy items', ['Milk', 'Eggs']],
    [', name it Zine, steps draw pages and staple them', 'Zine', ['Draw pages', 'Staple them']],
    ['named Audition that has the steps warm up, run lines', 'Audition', ['Warm up', 'Run lines']],
    ['called Stuff that has to be done: a, b', 'Stuff that has to be done', ['A', 'B']],
    // A label after a quoted name or a dash, and "these"/"the following" before "steps", is no step.
    [`'Gap year' - steps: save money, pick countries`, 'Gap year', ['Save money', 'Pick countries']],
    [`"Recital" — items: tune violin, run scales`, 'Recital', ['Tune violin', 'Run scales']],
    ['for my thesis with these steps - outline, draft', 'Thesis', ['Outline', 'Draft']],
    ['Garden with the following steps: dig, plant', 'Garden', ['Dig', 'Plant']],
  ])('%s', (body, title, steps) => {
    const plan = readNewPlan(body, NOW);
    expect(plan.title).toBe(title);
    expect(plan.items.map((i) => i.title)).toEqual(steps);
  });

  it('property: "steps are" is in neither the title nor a step', () => {
    fc.assert(
      fc.property(
        word,
        word,
        word,
        fc.constantFrom(', steps are', ', the steps are', ' — steps:'),
        (t, a, b, label) => {
          const plan = readNewPlan(`called ${t}${label} ${a}, ${b}`, NOW);
          expect(plan.title.toLowerCase()).toBe(t);
          expect(plan.items.map((i) => i.title.toLowerCase())).toEqual([a, b]);
        },
      ),
    );
  });
});

// Dictated without commas, a list splits only at "and": the count said before it tells how many
// steps the words are (a blind set's "three steps outline research and first draft" became two).
describe('readNewPlan: steps dictated without commas', () => {
  it.each([
    ['called essay writing with three steps outline research and first draft', ['Outline', 'Research', 'First draft']],
    ['called chem with 3 steps intro body conclusion', ['Intro', 'Body', 'Conclusion']],
    ['called moving with two steps pack boxes and book van', ['Pack boxes', 'Book van']],
    // The count does not fit one step per word: the list stays as split, never guessed apart.
    ['called trip with three steps book train tickets and pack', ['Book train tickets', 'Pack']],
  ])('%s', (body, steps) => {
    expect(readNewPlan(body, NOW).items.map((i) => i.title)).toEqual(steps);
  });
});
