import type { z } from 'zod';
import type { TOOL_INPUTS } from './inputs';
import type { TOOL_OUTPUTS } from './outputs';
import type { ToolName } from './names';

/**
 * The typed tool catalogue (DESIGN §11), as the IPC channel map is for channels: every tool's
 * name (./names.ts, no zod, for the renderer); its input as a zod schema (./inputs/, one file per
 * tool group, which the tools in main import as their `input`); and its output — the `data` of
 * its ok result — as a zod schema (./outputs.ts, loaded only where schemas are needed: MCP's
 * tools/list, tests). The renderer imports only types from here, so no schema reaches its bundle.
 *
 * @example
 *   const r = await callTool(TOOL.complete_task, { task_id: 3 }); // CallResult<ToolData<'complete_task'>>
 *   if (r.ok && r.data.next_task) …
 */
export { TOOL, TOOL_NAMES, isToolName, type ToolName } from './names';

/**
 * What a caller may pass to tool N: the input of its zod schema (./inputs/), before defaults and
 * trimming are applied — `list_tasks`'s `status` may be left out, its run() always sees one.
 */
export type ToolInput<N extends ToolName> = z.input<(typeof TOOL_INPUTS)[N]>;

/** What tool N returns when it succeeds: the `data` of its ok result. */
export type ToolData<N extends ToolName> = z.output<(typeof TOOL_OUTPUTS)[N]>;
