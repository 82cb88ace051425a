import { z } from 'zod';
import { isToolName } from '../../../src-shared/tools/names';
import { TOOL_OUTPUTS } from '../../../src-shared/tools/outputs';
import type { ToolOutputSchema } from './toolInfo';

/**
 * Each named tool's output schema as JSON Schema, from the catalogue's zod schemas. Loaded with
 * `import()` on a cache miss only: building the zod schemas and deriving them is work no CLI
 * command but `quire mcp`'s tools/list needs.
 *
 * `$schema` is left out: MCP reads a schema without it as its default dialect (2020-12), and the
 * SDK's own validator (Ajv, draft-07) refuses a 2020-12 `$schema`; the keywords zod emits for
 * these objects mean the same in both.
 */
export function deriveOutputSchemas(names: readonly string[]): ToolOutputSchema[] {
  return names.filter(isToolName).map((name) => {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(TOOL_OUTPUTS[name], { io: 'output' });
    return { name, output_schema: schema as ToolOutputSchema['output_schema'] };
  });
}
