import { z } from 'zod';

/**
 * First run: the tour and the sample data (a topic with cards, a plan, tasks, and the sample
 * material imported from the app's resources/ on the first start), removable in one action.
 *
 * @example
 *   await window.quire.invoke('sample:status')
 *   // → { tour_seen: false, sample_data: false, sample_material: true, own_data: false }
 *   await window.quire.invoke('sample:add')     // → the status after, with what was added
 */
export const SampleStatusSchema = z.object({
  tour_seen: z.boolean(),
  /** The sample topic, cards, plan and tasks are in the database. */
  sample_data: z.boolean(),
  /** The sample material library is imported. */
  sample_material: z.boolean(),
  /**
   * The student's own tasks, cards, plans or materials are here (made in the CLI, over MCP, or
   * imported): the database is not new, so nothing offers sample data as if it were.
   */
  own_data: z.boolean(),
});
export type SampleStatus = z.output<typeof SampleStatusSchema>;

export const SampleRemovedSchema = z.object({
  cards: z.int().min(0),
  tasks: z.int().min(0),
  plans: z.int().min(0),
  materials: z.int().min(0),
  status: SampleStatusSchema,
});
export type SampleRemoved = z.output<typeof SampleRemovedSchema>;

const NoInput = z.strictObject({}).optional();

export const sampleChannels = {
  'sample:status': { input: NoInput, output: SampleStatusSchema },
  'sample:add': { input: NoInput, output: SampleStatusSchema },
  // The renderer asks first (it lists what goes); main removes exactly what it added, nothing else.
  'sample:remove': { input: NoInput, output: SampleRemovedSchema },
  'tour:done': { input: NoInput, output: SampleStatusSchema },
} as const;
