import { z } from 'zod';
import { onFirstUse } from '../../lazySchema';

export const getTodayInput = onFirstUse(() => z.strictObject({}));
