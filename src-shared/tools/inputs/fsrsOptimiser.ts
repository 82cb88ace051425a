import { z } from 'zod';
import { onFirstUse } from '../../lazySchema';

export const optimiseFsrsParametersInput = onFirstUse(() =>
  z.strictObject({
    apply: z
      .boolean({ error: 'apply must be true or false' })
      .default(true)
      .describe('Save the optimised weights (default true); false only computes them'),
  }),
);
