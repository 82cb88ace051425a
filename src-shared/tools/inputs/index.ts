import type { z } from 'zod';
import type { ToolName } from '../names';
import { getMessagesInput, saveMessageInput } from './chat';
import { optimiseFsrsParametersInput } from './fsrsOptimiser';
import { getProgressInput } from './progress';
import { restoreDeletedInput } from './restore';
import {
  addTaskInput,
  completeTaskInput,
  deleteTaskInput,
  listTasksInput,
  reopenTaskInput,
  updateTaskInput,
} from './tasks';
import { getTodayInput } from './today';
import { undoInput } from './undo';

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
  get_messages: getMessagesInput,
  save_message: saveMessageInput,
  restore_deleted: restoreDeletedInput,
  optimise_fsrs_parameters: optimiseFsrsParametersInput,
  undo: undoInput,
  get_today: getTodayInput,
  get_progress: getProgressInput,
} satisfies Partial<Record<ToolName, z.ZodType>>;
