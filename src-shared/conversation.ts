import { z } from 'zod';
import { onFirstUse } from './lazySchema';

/**
 * Per-session conversation state (DESIGN §4), persisted as JSON and parsed on load.
 * Tools read it; only the orchestrator writes it, from `state_updates` on the allow-list below.
 * Built on first use: only an agent turn parses a state.
 */
export const ConversationStateSchema = onFirstUse(() =>
  z.object({
    /** Display position (1-based, as a string key) → task_id, from the last task list shown. */
    task_references: z.record(z.string().regex(/^\d+$/), z.int().positive()).default({}),
    referenced_at: z.string().nullable().default(null),
    last_tool_used: z.string().nullable().default(null),
    last_tool_parameters: z.record(z.string(), z.unknown()).nullable().default(null),
    pending: z
      .discriminatedUnion('kind', [
        z.object({
          kind: z.literal('confirmation'),
          /** The first call asked about (kept for older readers); `calls` lists every one. */
          tool: z.string(),
          /** The input as shown: references such as "latest" already resolved to the ids asked about. */
          input: z.record(z.string(), z.unknown()),
          summary: z.string(),
          tool_use_id: z.string().nullable().default(null),
          /** Every call of the model's response that waits for this one answer, in order. */
          calls: z
            .array(
              z.object({
                tool: z.string(),
                input: z.record(z.string(), z.unknown()),
                summary: z.string(),
                tool_use_id: z.string(),
              }),
            )
            .optional(),
          /** ISO time after which a "yes" no longer runs anything; turn.ts sets it when absent. */
          expires_at: z.string().nullable().optional(),
        }),
        z.object({
          kind: z.literal('clarification'),
          question: z.string(),
          options: z.array(
            z.object({
              label: z.string(),
              tool: z.string(),
              input: z.record(z.string(), z.unknown()),
              /**
               * The offline agent's reading of an unclear request that this option stands for, run
               * as a request when picked (tool is then ''): "did you mean a quiz or a review?".
               */
              reading: z.record(z.string(), z.unknown()).optional(),
            }),
          ),
          /**
           * The offline agent's reading of the request this question completes, and which of its
           * slots the answer gives: "remind me tomorrow" asks what, and "to call the bank" is the
           * task's title; "mark it done" asks which, and "the essay" is the task.
           */
          fills: z.object({ reading: z.record(z.string(), z.unknown()), slot: z.string() }).optional(),
        }),
      ])
      .nullable()
      .default(null),
    /**
     * A quiz or review running in chat, one question at a time: the answer stays hidden until the
     * student answers or says "show". Only the offline agent moves it forward.
     */
    study: z
      .discriminatedUnion('kind', [
        z.object({
          kind: z.literal('quiz'),
          topic_id: z.int().positive(),
          topic: z.string(),
          questions: z.array(
            z.object({
              question: z.string(),
              answer: z.string(),
              choices: z.array(z.string()).nullable(),
              retry_of: z.int().nullable(),
            }),
          ),
          answered: z.array(
            z.object({
              question: z.string(),
              answer: z.string(),
              choices: z.array(z.string()).nullable(),
              retry_of: z.int().nullable(),
              given: z.string(),
              right: z.boolean(),
              overridden: z.boolean(),
            }),
          ),
          /** Questions skipped: neither right nor wrong, nothing saved for them. */
          skipped: z.int().min(0),
        }),
        z.object({
          kind: z.literal('review'),
          card_id: z.int().positive(),
          front: z.string(),
          back: z.string(),
          reviewed: z.int().min(0),
        }),
      ])
      .nullable()
      .default(null),
    /**
     * Older turns left out of what the model is sent, to fit the context window: rows before
     * `before_message_id` are replaced by a short summary built from these fields.
     */
    history_cut: z
      .object({
        before_message_id: z.int().positive(),
        summarised_messages: z.int().min(0),
        requests: z.array(z.string()).max(40),
        tool_counts: z.record(z.string(), z.int().min(0)),
      })
      .nullable()
      .default(null),
    /** The topic a review in chat keeps to ("run through the biology deck with me"), across its cards. */
    review_topic_id: z.int().positive().optional(),
    /** Which agent answered the last turn, so a switch under `auto` can be told. */
    last_agent: z.enum(['cloud', 'local', 'offline']).nullable().default(null),
    agent_context: z
      .object({
        clarification_count: z.int().min(0).default(0),
        confidence_history: z.array(z.number().min(0).max(1)).max(50).default([]),
      })
      .default({ clarification_count: 0, confidence_history: [] }),
  }),
);
export type ConversationState = z.output<typeof ConversationStateSchema>;

/** The state of a new session: every default above (conversation.test keeps the two equal). */
export const EMPTY_CONVERSATION_STATE: ConversationState = {
  task_references: {},
  referenced_at: null,
  last_tool_used: null,
  last_tool_parameters: null,
  pending: null,
  study: null,
  history_cut: null,
  last_agent: null,
  agent_context: { clarification_count: 0, confidence_history: [] },
};

/** The keys a tool may ask the orchestrator to update. */
export const STATE_UPDATE_KEYS = ['task_references', 'referenced_at'] as const;
export type StateUpdates = Partial<Pick<ConversationState, (typeof STATE_UPDATE_KEYS)[number]>>;
