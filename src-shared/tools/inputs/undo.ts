import { z } from 'zod';
import { onFirstUse } from '../../lazySchema';

const CHANGE_ID = 'change_id must be a positive integer (the change_id a write returned)';

export const undoInput = onFirstUse(() =>
  z
    .strictObject({
      change_id: z
        .int({ error: CHANGE_ID })
        .positive({ error: CHANGE_ID })
        .optional()
        .describe(
          'Normally left out (undo the latest change). A specific change to revert, as returned with a write (the ' +
            "app's Undo button uses it); a change_id of an earlier undo re-applies what it took back.",
        ),
      scope: z
        .enum(['here', 'anywhere'], { error: 'scope must be "here" or "anywhere"' })
        .optional()
        .describe(
          '"here" (the default): the latest change made here — this conversation, window, CLI or MCP client. ' +
            '"anywhere": the latest change made in Quire from any of them — for an undo asked before this ' +
            'conversation changed anything. Not with change_id.',
        ),
    })
    .refine((i) => i.change_id === undefined || i.scope === undefined, {
      message: 'give change_id or scope, not both',
      path: ['scope'],
    }),
);
