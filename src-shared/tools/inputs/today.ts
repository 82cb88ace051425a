import { z } from 'zod';
import { onFirstUse } from './fields';

export const getTodayInput = onFirstUse(() => z.strictObject({}));
