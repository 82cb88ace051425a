import { describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { TOOL_INPUTS } from '../../src-shared/tools/inputs';
import { TOOL_NAMES } from '../../src-shared/tools/names';

// Issue 11 item 5: each tool's input schema is defined once, in the catalogue (src-shared/tools/inputs/),
// and the tool uses that very object, so a second definition cannot drift from the one callers are typed by.

const byName = new Map(ALL_TOOLS.map((t) => [t.name, t]));

describe('the catalogue of input schemas', () => {
  it('holds one schema for every tool, in the catalogue order', () => {
    expect(Object.keys(TOOL_INPUTS)).toEqual([...TOOL_NAMES]);
  });

  it.each(Object.entries(TOOL_INPUTS))("%s: the tool's input is the catalogue's schema object", (name, schema) => {
    expect(byName.get(name)?.input).toBe(schema);
  });
});
