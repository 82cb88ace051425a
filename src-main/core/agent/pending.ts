import type Anthropic from '@anthropic-ai/sdk';
import { randomUUID } from 'node:crypto';
import type { ConversationState } from '../../../src-shared/conversation';
import { err } from '../../../src-shared/result';
import type { Registry } from '../tools/registry';
import { toolResultBlock, type ExecutedCall } from './batch';
import { applyToolCall } from './state';
import type { ConfirmationAnswer } from '../../../src-shared/text/answers';

/**
 * A destructive call the model asked for in an earlier turn, waiting for the user's answer (the
 * CLI, where nothing can be asked mid-turn). Only the user's own next message decides it: "yes"
 * runs the call, "no" declines it, and anything else declines it and is answered as a new
 * request. Nothing the model writes or a tool returns passes through here.
 */
// One yes/no vocabulary for every provider and surface: "yes please" confirms under Claude, a
// local model and the offline agent alike.
export { confirmationAnswer, type ConfirmationAnswer } from '../../../src-shared/text/answers';

type PendingConfirmation = Extract<NonNullable<ConversationState['pending']>, { kind: 'confirmation' }>;

export interface Resumed {
  call: ExecutedCall;
  state: ConversationState;
  /** Appended after the user's message: the model's original tool_use and its result. */
  messages: Anthropic.MessageParam[];
}

/**
 * Settles the pending confirmation with the user's answer and returns the call as iteration 0
 * of this turn, ready to hand to the model so it can continue where it paused.
 */
export async function resumePendingConfirmation(
  pending: PendingConfirmation,
  answer: ConfirmationAnswer,
  ctx: { registry: Registry; session_id: number; state: ConversationState; signal: AbortSignal },
): Promise<Resumed> {
  const tool_use_id = pending.tool_use_id ?? `toolu_resumed_${randomUUID().slice(0, 8)}`;
  const base = { ...ctx.state, pending: null };
  let call: ExecutedCall;
  let state: ConversationState = base;
  if (answer === 'yes') {
    const outcome = await ctx.registry.call(pending.tool, pending.input, {
      origin: 'agent',
      session_id: ctx.session_id,
      state: base,
      confirmed: true,
      signal: ctx.signal,
    });
    call = {
      tool_use_id,
      iteration: 0,
      name: pending.tool,
      input: pending.input,
      result: outcome.result,
      duration_ms: outcome.duration_ms,
    };
    state = applyToolCall(base, { name: pending.tool, input: pending.input, state_updates: outcome.state_updates });
  } else {
    const message =
      answer === 'no'
        ? 'The user declined this action; nothing was changed.'
        : 'The user did not confirm this action (they wrote something else instead); nothing was changed. Answer their new message.';
    call = {
      tool_use_id,
      iteration: 0,
      name: pending.tool,
      input: pending.input,
      result: err('permission_denied', message, { reason: 'user_declined' }),
      duration_ms: 0,
    };
  }
  return {
    call,
    state,
    messages: [
      { role: 'assistant', content: [{ type: 'tool_use', id: tool_use_id, name: pending.tool, input: pending.input }] },
      { role: 'user', content: [toolResultBlock(call)] },
    ],
  };
}
