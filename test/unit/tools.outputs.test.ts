import { describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { TOOL_OUTPUTS } from '../../src-shared/tools/outputs';
import type { ToolName } from '../../src-shared/tools/names';
import { seedForExamples } from '../helpers/toolSeed';

/**
 * Every tool returns what the catalogue says it returns (issue 14: MCP's outputSchema is derived
 * from these schemas, and hosts validate structuredContent against it). Each tool's examples run
 * through the real registry on a real database; every ok result's data must parse under the tool's
 * strict output schema, so a field added, renamed or retyped without the catalogue fails here.
 */

/** Tools none of whose examples can succeed on the seed, and why. Shrink this list; never grow it. */
const NO_EXAMPLE_RUNS_HERE: Partial<Record<ToolName, string>> = {
  reroot_material_library: 'its example needs both library folders on disk',
  edit_material: 'its examples carry a placeholder content hash, which no file on disk has',
};

describe('each tool’s ok data matches its output schema', () => {
  it.each(ALL_TOOLS.map((tool) => [tool.name, tool] as const))('%s', async (name, tool) => {
    const schema = TOOL_OUTPUTS[name as ToolName];
    const t = await seedForExamples();
    let passed = 0;
    const refusals: string[] = [];
    for (const example of tool.examples) {
      const r = await t.call(name, example, { confirmed: true });
      if (!r.ok) {
        refusals.push(`${JSON.stringify(example)} → ${r.error.message}`);
        continue;
      }
      const parsed = schema.safeParse(r.data);
      expect(parsed.error?.issues, `${name} ${JSON.stringify(example)} returned ${JSON.stringify(r.data)}`).toBe(
        undefined,
      );
      passed++;
    }
    if (name in NO_EXAMPLE_RUNS_HERE) return;
    expect(passed, `no example of ${name} succeeded on the seed; refusals: ${refusals.join('; ')}`).toBeGreaterThan(0);
  });
});
