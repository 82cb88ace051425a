import { z } from 'zod';
import { onFirstUse } from '../../lazySchema';

const CHANGE_ID = 'change_id must be a positive integer (the change_id a write returned)';

export const undoInput = onFirstUse(() =>
  z.strictObject({
    change_id: z
      .int({ error: CHANGE_ID })
      .positive({ error: CHANGE_ID })
      .optional()
      .describe(
        'Normally left out (undo the latest change). A specific change to revert, as returned with a write (the ' +
          "app's Undo button uses it); a change_id of an earlier undo re-applies what it took back.",
      ),
  }),
);
