import type { z } from 'zod';
import type { TOOL_OUTPUTS } from './outputs';
import type { ToolName } from './names';

/**
 * The typed tool catalogue (DESIGN §11), as the IPC channel map is for channels: every tool's
 * name (./names.ts, no zod, for the renderer), and its output — the `data` of its ok result —
 * as a zod schema (./outputs.ts, loaded only where schemas are needed: MCP's tools/list, tests).
 * A folder rather than one file: the output schemas alone are ~200 lines.
 *
 * @example
 *   const r = await callTool(TOOL.complete_task, { task_id: 3 }); // CallResult<ToolData<'complete_task'>>
 *   if (r.ok && r.data.next_task) …
 */
export { TOOL, TOOL_NAMES, isToolName, type ToolName } from './names';

/** What tool N returns when it succeeds: the `data` of its ok result. */
export type ToolData<N extends ToolName> = z.output<(typeof TOOL_OUTPUTS)[N]>;
