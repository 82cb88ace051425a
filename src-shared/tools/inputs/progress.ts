import { z } from 'zod';

export const getProgressInput = z.strictObject({});
