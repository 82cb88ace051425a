import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

/**
 * A plan made with its steps said in the same breath is written as said — its title quoted in any
 * kind of quotes or after "called", its steps after a colon, "steps:", "with" or as bullets — and
 * is never offered as a task titled with the plan's name. Nouns inside the quoted title or the
 * steps ("finals", "theory", "practise") do not make it something else.
 */
const plans = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => t.name === 'write_plan').map((t) => t.input);

describe('a plan created with its steps inline', () => {
  it.each([
    [
      "new plan 'french oral': practise intros, past tense drills, mock convo",
      'French oral',
      ['Practise intros', 'Past tense drills', 'Mock convo'],
    ],
    [
      'create a plan ‘Chem finals’ with steps: moles, titrations and redox',
      'Chem finals',
      ['Moles', 'Titrations', 'Redox'],
    ],
    [
      'new study plan “Econ midterm” with steps supply and demand; elasticity; market failure',
      'Econ midterm',
      ['Supply and demand', 'Elasticity', 'Market failure'],
    ],
    ['create plan "Music theory" steps: scales, chords, cadences', 'Music theory', ['Scales', 'Chords', 'Cadences']],
    ["make a plan 'Stats' w/ steps: probability, regression", 'Stats', ['Probability', 'Regression']],
    ['make a plan: History finals - ww1, ww2, cold war', 'History finals', ['Ww1', 'Ww2', 'Cold war']],
    [
      "create a plan 'Maths resit' with\n• past papers\n• formula sheet\n• mock test",
      'Maths resit',
      ['Past papers', 'Formula sheet', 'Mock test'],
    ],
  ])('%s', async (text, title, steps) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(r.tool_calls.map((t) => t.name)).not.toContain('add_task');
    expect(plans(r)).toEqual([{ title, items: steps.map((s) => ({ title: s })) }]);
  });
});
