import { z } from 'zod';
import { onFirstUse } from '../../lazySchema';

export const getProgressInput = onFirstUse(() => z.strictObject({}));
