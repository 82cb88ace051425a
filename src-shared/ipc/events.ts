import { z } from 'zod';
import { chatEvents } from '../chatTurn';
import { materialEvents } from './materials';
import { DataProgressSchema } from './dataTransfer';
import type { EventName } from './names';

/** Main → renderer events and their payloads. */
export const events = {
  'data:changed': z.object({
    entity_type: z.string(),
    ids: z.array(z.int()),
  }),
  // How far a Settings → Data export or import has come.
  'data:progress': DataProgressSchema,
  // Something the student must know that no request asked about: a fault main caught, damage the
  // background integrity check found, or a restore done outside the window.
  'app:notice': z.object({
    kind: z.enum(['fault', 'corrupt', 'restored', 'restart_required']),
    message: z.string(),
  }),
  // A task's due time is near (Settings → Reminders): shown in the window when it has focus or the
  // system cannot show notifications. Nothing is sent while the app is closed.
  'task:reminder': z.object({
    task_id: z.int(),
    title: z.string(),
    due_at: z.string(),
    message: z.string(),
  }),
  ...chatEvents,
  ...materialEvents,
} satisfies Record<EventName, z.ZodType>;

export type EventPayload<E extends EventName> = z.output<(typeof events)[E]>;
