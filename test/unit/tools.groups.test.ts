import { describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { TOOL_GROUPS, toolsFor } from '../../src-main/core/tools/groups';

describe('the tool groups a one-call command loads', () => {
  it('name exactly the tools each group loads, and together every tool in ALL_TOOLS order', async () => {
    const loaded = await Promise.all(TOOL_GROUPS.map((g) => g.load()));
    TOOL_GROUPS.forEach((g, i) => expect(loaded[i]!.map((t) => t.name)).toEqual(g.names));
    expect(loaded.flat()).toEqual(ALL_TOOLS);
  });

  it('give a known name its own group, and an unknown name every tool (for "did you mean")', async () => {
    expect((await toolsFor('list_tasks')).map((t) => t.name)).toContain('list_tasks');
    expect(await toolsFor('list_task')).toBe(ALL_TOOLS);
  });
});
