import { z } from 'zod';
import { onFirstUse } from '../../lazySchema';

/** The soft-deleted entities restore_deleted brings back (each one's table: db/queries/trash.ts). */
export const RESTORABLE_ENTITIES = ['task', 'plan', 'flashcard', 'attempt'] as const;
export type RestorableEntity = (typeof RESTORABLE_ENTITIES)[number];

const ID = 'id must be a positive integer (the id of the deleted task, plan, flashcard or attempt)';

export const restoreDeletedInput = onFirstUse(() =>
  z.strictObject({
    entity_type: z
      .enum(RESTORABLE_ENTITIES, { error: `entity_type must be one of: ${RESTORABLE_ENTITIES.join(', ')}` })
      .describe('What was deleted: "task", "plan", "flashcard" or "attempt" (a quiz attempt).'),
    id: z
      .int({ error: ID })
      .positive({ error: ID })
      .describe('Its id, as returned by the delete call (deleted_task_id, deleted_plan_id, …).'),
  }),
);
