import { describe, expect, it } from 'vitest';
import { readTaskChange } from '../../../src-shared/text/taskText';
import { heldoutChat, writes } from './heldoutWorld';

/**
 * The wrong write of blind set O's first run (152/165 on df827df), fixed by class and tested with
 * the engineer's own phrasings (each wrote wrongly before: the new title was dropped and only the
 * second change made). The world: Mon 23 Nov 2026.
 */
describe('a new title and a second change in one request', () => {
  it.each([
    [
      'change the groceries title to big food shop and make it p1',
      'groceries',
      { title: 'Big food shop', priority: 1 },
    ],
    ['rename call mom to call grandma, and make it p3', 'mom', { title: 'Call grandma', priority: 3 }],
  ])('%s makes both changes', async (text, ref, change) => {
    const c = await heldoutChat();
    expect(writes(await c.say(text))).toEqual([{ name: 'update_task', input: { task_id: c.refs[ref], ...change } }]);
  });

  it('reads each change on its own, and the second never renames', () => {
    const now = new Date('2026-11-23T10:00:00');
    expect(readTaskChange('big food shop and make it p1', now, true)).toEqual({ title: 'Big food shop', priority: 1 });
    expect(readTaskChange('friday, and move it up to p2', now)).toEqual({ due_at: '2026-11-27', priority: 2 });
  });
});
