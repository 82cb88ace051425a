import type { z } from 'zod';
import type { ToolName } from '../names';
import {
  addTaskInput,
  completeTaskInput,
  deleteTaskInput,
  listTasksInput,
  reopenTaskInput,
  updateTaskInput,
} from './tasks';

/*
 * Each tool's input: the zod schema the registry parses a call's input with, and from which the
 * JSON Schema sent to the model is derived (every field's `.describe()` is what the model reads).
 * One file per tool group, as in src-main/core/tools/; each tool's `input` is the very schema
 * exported here (test/unit/tools.inputs.test.ts). Loaded by main only: the renderer imports the
 * types (`ToolInput<N>` from ../index.ts), never these schemas.
 */
export const TOOL_INPUTS = {
  add_task: addTaskInput,
  list_tasks: listTasksInput,
  update_task: updateTaskInput,
  complete_task: completeTaskInput,
  reopen_task: reopenTaskInput,
  delete_task: deleteTaskInput,
} satisfies Partial<Record<ToolName, z.ZodType>>;
