import { z } from 'zod';
import { TurnResponseSchema } from './agent';
import { AGENT_CHOICES } from './chatRequest';
import { GroundingSchema } from './grounding';

/**
 * One chat turn as the renderer, the CLI and tests send it. The IPC schema checks only the
 * shape; `validateChatRequest` (chatRequest.ts) applies the length rules so every failure carries
 * a code (EMPTY_QUERY, QUERY_TOO_LONG, SELECTION_TOO_LONG) the UI can act on.
 *
 * @example
 *   { text: 'what is due today?', agent: 'auto' }
 *   { session_id: 4, text: 'explain this', selection: 'A recursive function calls itself…' }
 */
export const AgentChoice = z.enum(AGENT_CHOICES);

export const ChatSendInput = z.strictObject({
  session_id: z.int().positive().optional(),
  text: z.string(),
  selection: z.string().optional(),
  agent: AgentChoice.optional(),
  /** Answer from the materials even when the text does not read as a question ("osmosis"). */
  from_materials: z.boolean().optional(),
});
export type ChatSendInput = z.output<typeof ChatSendInput>;

export const SessionSummarySchema = z.object({
  session_id: z.int().positive(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  message_count: z.int().min(0),
});
export type SessionSummary = z.output<typeof SessionSummarySchema>;

export const HistoryMessageSchema = z.object({
  message_id: z.int().positive(),
  role: z.enum(['user', 'assistant', 'note']),
  content: z.string(),
  created_at: z.string(),
  tool_calls: z.array(z.object({ name: z.string(), input: z.unknown(), result: z.unknown(), duration_ms: z.number() })),
  /** An assistant message that answered from the materials: its sources and metadata, as the turn returned them. */
  grounding: GroundingSchema.optional(),
});
export type HistoryMessage = z.output<typeof HistoryMessageSchema>;

/**
 * What the agent is waiting for in a session, from its saved state: a yes/no for an action, or
 * one of numbered options. Kept in main, so the prompt survives a reload or a restart.
 */
export const PendingPromptSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('confirmation'), tool: z.string(), summary: z.string() }),
    z.object({
      kind: z.literal('clarification'),
      question: z.string(),
      options: z.array(z.object({ label: z.string() })),
    }),
  ])
  .nullable();
export type PendingPrompt = z.output<typeof PendingPromptSchema>;

export const ActiveTurnSchema = z
  .object({
    request_id: z.string(),
    confirmation: z
      .object({
        confirmation_id: z.string(),
        tool: z.string(),
        input: z.unknown(),
        summary: z.string(),
        expires_at: z.string(),
      })
      .nullable(),
  })
  .nullable();
export type ActiveTurn = z.output<typeof ActiveTurnSchema>;

const SessionId = z.strictObject({ session_id: z.int().positive() });
const SessionTitle = z
  .string()
  .trim()
  .min(1, 'title must not be empty')
  .max(200, 'title must be at most 200 characters');

/** The API key never crosses to the renderer: only whether one is set, and how it is stored. */
export const ApiKeyStatusSchema = z.object({
  status: z.enum(['set', 'not set']),
  backend: z.string(),
  secure: z.boolean(),
  warning: z.string().nullable(),
});
export type ApiKeyStatus = z.output<typeof ApiKeyStatusSchema>;

const KeyWhich = z.enum(['cloud', 'local', 'embedding']).optional();

/** The chat channels; `channels.ts` spreads these into the map. */
export const chatChannels = {
  'chat:send': { input: ChatSendInput, output: TurnResponseSchema },
  'chat:confirm': {
    input: z.strictObject({ confirmation_id: z.string().min(1), approved: z.boolean() }),
    output: z.object({ confirmation_id: z.string(), approved: z.boolean() }),
  },
  'chat:cancel': {
    input: z.strictObject({ session_id: z.int().positive().optional(), request_id: z.string().optional() }),
    output: z.object({ cancelled: z.int().min(0) }),
  },
  'chat:sessions': {
    input: z.strictObject({ limit: z.int().min(1).max(500).optional() }).optional(),
    output: z.object({ sessions: z.array(SessionSummarySchema) }),
  },
  'chat:session_create': {
    input: z.strictObject({ title: SessionTitle.optional() }).optional(),
    output: SessionSummarySchema,
  },
  'chat:session_rename': {
    input: z.strictObject({ session_id: z.int().positive(), title: SessionTitle }),
    output: SessionSummarySchema,
  },
  'chat:session_delete': { input: SessionId, output: z.object({ deleted_session_id: z.int().positive() }) },
  'chat:history': {
    input: z.strictObject({ session_id: z.int().positive(), limit: z.int().min(1).max(500).optional() }),
    output: z.object({
      session: SessionSummarySchema,
      messages: z.array(HistoryMessageSchema),
      pending: PendingPromptSchema,
      /** A turn still running in this chat (e.g. after the window was reloaded), and the question it waits on. */
      active: ActiveTurnSchema.optional(),
    }),
  },
  // `which`: the Anthropic key (default), the local endpoint's or the embedding endpoint's optional key; all write-only.
  'settings:api_key': {
    input: z.discriminatedUnion('action', [
      z.strictObject({ action: z.literal('status'), which: KeyWhich }),
      z.strictObject({ action: z.literal('clear'), which: KeyWhich }),
      z.strictObject({
        action: z.literal('set'),
        key: z.string().trim().min(1, 'Paste the API key.').max(500),
        which: KeyWhich,
      }),
    ]),
    output: ApiKeyStatusSchema,
  },
} as const;

const turnRef = { session_id: z.int().positive(), request_id: z.string() };

/** Main → renderer events of a turn, in the order they happen. */
export const chatEvents = {
  'chat:text_delta': z.object({ ...turnRef, text: z.string() }),
  'chat:tool_started': z.object({ ...turnRef, tool_use_id: z.string(), name: z.string(), input: z.unknown() }),
  'chat:tool_finished': z.object({
    ...turnRef,
    tool_use_id: z.string(),
    name: z.string(),
    ok: z.boolean(),
    result: z.unknown(),
    duration_ms: z.number(),
  }),
  'chat:confirmation_requested': z.object({
    ...turnRef,
    confirmation_id: z.string(),
    tool: z.string(),
    input: z.unknown(),
    summary: z.string(),
  }),
  'chat:clarification': z.object({
    ...turnRef,
    question: z.string(),
    options: z.array(z.object({ label: z.string() })),
  }),
  'chat:turn_finished': TurnResponseSchema,
} as const;
