import { z } from 'zod';
import { GroundingSchema } from './grounding';

/**
 * The shape every agent turn ends with (DESIGN §4), whichever agent answered.
 *
 * @example
 *   { session_id: 4, request_id: 'b1…', status: 'success', response: 'Added “Essay draft”.',
 *     tool_calls: [{ name: 'add_task', input: { title: 'Essay draft' }, result: { ok: true, data: {…} }, duration_ms: 0.4 }] }
 */
export const TurnStatus = z.enum(['success', 'clarification_needed', 'confirmation_required', 'error']);
export type TurnStatus = z.output<typeof TurnStatus>;

export const ToolCallRecordSchema = z.object({
  name: z.string(),
  input: z.unknown(),
  result: z.unknown(),
  duration_ms: z.number(),
});
export type ToolCallRecord = z.output<typeof ToolCallRecordSchema>;

export const ClarificationOptionSchema = z.object({ label: z.string() });

export const TurnResponseSchema = z.object({
  session_id: z.int().positive(),
  request_id: z.string(),
  status: TurnStatus,
  response: z.string(),
  tool_calls: z.array(ToolCallRecordSchema),
  /** Present when status is clarification_needed: the numbered choices to offer. */
  options: z.array(ClarificationOptionSchema).optional(),
  /** Present when status is confirmation_required: what the user is asked to approve. */
  confirmation: z.object({ tool: z.string(), input: z.unknown(), summary: z.string() }).optional(),
  /** Which agent answered the turn. */
  agent: z.enum(['cloud', 'local', 'offline']),
  /**
   * The app's notes about this turn, shown apart from the reply and never sent to the model:
   * "earlier messages were summarised", "the offline agent answered instead of Claude", …
   */
  notices: z.array(z.string()).optional(),
  /**
   * Present when the turn answered from the student's materials (a question about them, or a
   * selection): `answer`, numbered `sources`, `metadata` and, without a model, `fallback_message`.
   */
  ...GroundingSchema.partial().shape,
});
export type TurnResponse = z.output<typeof TurnResponseSchema>;
