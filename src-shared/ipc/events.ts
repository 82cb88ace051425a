import { z } from 'zod';
import { chatEvents } from '../chatTurn';
import { materialEvents } from './materials';
import type { EventName } from './names';

/** Main → renderer events and their payloads. */
export const events = {
  'data:changed': z.object({
    entity_type: z.string(),
    ids: z.array(z.int()),
  }),
  ...chatEvents,
  ...materialEvents,
} satisfies Record<EventName, z.ZodType>;

export type EventPayload<E extends EventName> = z.output<(typeof events)[E]>;
