import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

/**
 * Questions about one step or the next one are answered from the plan — never the task list or a
 * search of notes (before: "when is the genetics part due" listed the tasks, "what's the next step
 * for spanish" searched the materials). World: Biology exam prep (Genetics due Thu 26 Nov,
 * Photosynthesis Tue 24 Nov), Spanish vocab sprint (Food words, Travel words: no dates).
 */
const names = (r: { tool_calls: { name: string }[] }) => r.tool_calls.map((t) => t.name);

describe('a question about one step or the next one', () => {
  it.each([
    ['when is the genetics part due', /“Genetics” in “Biology exam prep” is due Thu 26 Nov/],
    ['whens the photosynthesis step due?', /“Photosynthesis” in “Biology exam prep” is due Tue 24 Nov/],
    ['when is genetics due in my bio plan', /“Genetics” in “Biology exam prep” is due Thu 26 Nov/],
    ['when do i have to finish the travel words part', /“Travel words” in “Spanish vocab sprint” has no due date/],
    ['when is the cell structure stage of the biology plan due', /“Cell structure” .* \(done\)/],
  ])('%s', async (text, answer) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(names(r)).toContain('list_plan_items');
    expect(names(r)).not.toContain('list_tasks');
    expect(names(r)).not.toContain('search_materials');
    expect(r.response).toMatch(answer);
  });

  it.each([
    ["what's the next step for spanish", /Spanish vocab sprint[\s\S]*Food words/],
    ['whats next for my bio plan', /Biology exam prep[\s\S]*Genetics/],
    ["what's next in spanish?", /Spanish vocab sprint/],
    ['what are the next steps in the biology plan', /Biology exam prep/],
  ])('%s: shows the plan', async (text, shown) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(names(r)).toContain('list_plan_items');
    expect(names(r)).not.toContain('search_materials');
    expect(r.response).toMatch(shown);
  });

  it.each([
    ['which plan steps are due tomorrow', /Plan steps due tomorrow:\n1\. Photosynthesis \(Biology exam prep\)/],
    ['what study sessions do i have this week', /Photosynthesis[\s\S]*Genetics/],
    ['any plan steps overdue?', /No plan steps are overdue/],
  ])('%s: the steps of that period across the plans', async (text, answer) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(names(r)).toContain('list_plan_items');
    expect(names(r)).not.toContain('search_materials');
    expect(r.response).toMatch(answer);
  });

  it('a step nobody has is said so, not searched for in the notes', async () => {
    const c = await heldoutChat();
    const r = await c.say("when's the chemistry part due");
    expect(names(r)).not.toContain('search_materials');
    expect(r.response).toMatch(/couldn’t find a step matching “chemistry”/);
  });
});
