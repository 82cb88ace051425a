import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// Repetition on several weekdays, said as people say it: every day named goes into BYDAY and no
// weekday word or "and" is left in the title ("Gym wed and" with BYDAY=MO was a wrong write).
const added = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => t.name === 'add_task').map((t) => t.input as { title: string; recurrence?: string });

describe('a task repeating on several weekdays', () => {
  it.each([
    ['gym every mon wed and fri', 'Gym', 'MO,WE,FR'],
    ['swim every mon, wed, and fri at 7am', 'Swim', 'MO,WE,FR'],
    ['add spanish class every tuesday and thursday p2', 'Spanish class', 'TU,TH'],
    ['football practise mondays and wednesdays', 'Football practise', 'MO,WE'],
    ['chem homework tues/thurs', 'Chem homework', 'TU,TH'],
    ['add read a chapter mon/wed/fri', 'Read a chapter', 'MO,WE,FR'],
    ['piano lessons on Tuesdays & Thursdays', 'Piano lessons', 'TU,TH'],
    ['add tutoring every weds n fri', 'Tutoring', 'WE,FR'],
  ])('%s → one task "%s" repeating on %s', async (text, title, days) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(added(r)).toEqual(
      [{ title, due_at: expect.any(String), recurrence: `FREQ=WEEKLY;BYDAY=${days}` }].map((x) =>
        expect.objectContaining(x),
      ),
    );
    expect(added(r)[0]!.title).not.toMatch(/\b(?:and|mon|tue|wed|thu|fri|n)\b/i);
  });
});
