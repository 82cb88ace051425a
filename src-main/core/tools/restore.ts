import { err, ok } from '../../../src-shared/result';
import { restoreRow, rowState } from '../db/queries/trash';
import { defineTool, type AnyTool } from './define';
import { PURGE_AFTER_DAYS } from '../services/purge';
import { restoreDeletedInput } from '../../../src-shared/tools/inputs/restore';
import { TOOL } from '../../../src-shared/tools/names';

/**
 * Restore from the 30-day trash by id. "Undo" itself — the toast, Ctrl+Z, "undo that" — is the
 * `undo` tool (undo.ts), which reverts the latest change whatever it was; this one is for an older
 * delete the student names. Not destructive — it only brings a row back — so it never asks.
 */
export const restoreDeleted = defineTool({
  name: TOOL.restore_deleted,
  description:
    'Use when the user asks to bring back a specific deleted item ("bring back the essay task I deleted last week"); ' +
    'for "undo"/"undo that" right after a change use the undo tool instead. Restores a task, plan ' +
    `(with its items), flashcard or quiz attempt deleted in the last ${PURGE_AFTER_DAYS} days. ` +
    'Returns { entity_type, restored_id }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: restoreDeletedInput,
  examples: [
    { entity_type: 'task', id: 4 },
    { entity_type: 'plan', id: 1 },
  ],
  run(input, ctx) {
    if (restoreRow(ctx.db, input.entity_type, input.id)) {
      return {
        ...ok({ entity_type: input.entity_type, restored_id: input.id }),
        changes: [{ entity_type: input.entity_type, ids: [input.id] }],
      };
    }
    const live = rowState(ctx.db, input.entity_type, input.id) === 'live';
    const message = live
      ? `The ${input.entity_type} with id ${input.id} is not deleted, so there is nothing to restore.`
      : `There is no deleted ${input.entity_type} with id ${input.id}; it never existed or was purged ` +
        `${PURGE_AFTER_DAYS} days after deletion.`;
    return err('not_found', message, {
      entity_type: input.entity_type,
      query: { entity_type: input.entity_type, id: input.id },
    });
  },
});

export const RESTORE_TOOLS: readonly AnyTool[] = [restoreDeleted];
