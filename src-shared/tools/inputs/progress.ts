import { z } from 'zod';
import { onFirstUse } from './fields';

export const getProgressInput = onFirstUse(() => z.strictObject({}));
