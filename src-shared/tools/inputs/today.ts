import { z } from 'zod';

export const getTodayInput = z.strictObject({});
