import type Anthropic from '@anthropic-ai/sdk';
import { newRequestId } from '../ids';
import type { ConversationState } from '../../../src-shared/conversation';
import { err } from '../../../src-shared/result';
import type { Registry } from '../tools/registry';
import { executedCall, toolResultBlock, type ExecutedCall } from './batch';
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

export type PendingConfirmation = Extract<NonNullable<ConversationState['pending']>, { kind: 'confirmation' }>;
export type PendingCall = NonNullable<PendingConfirmation['calls']>[number];

/** The calls a pending confirmation asks about (an older build stored only the one). */
export function pendingCalls(pending: PendingConfirmation): PendingCall[] {
  if (pending.calls && pending.calls.length > 0) return pending.calls;
  return [
    {
      tool: pending.tool,
      input: pending.input,
      summary: pending.summary,
      tool_use_id: pending.tool_use_id ?? `toolu_resumed_${newRequestId().slice(0, 8)}`,
    },
  ];
}

/** A confirmation for every paused call, expiring `minutes` from now. */
export function pendingConfirmation(calls: readonly PendingCall[], now: Date, minutes: number): PendingConfirmation {
  const first = calls[0]!;
  return {
    kind: 'confirmation',
    tool: first.tool,
    input: first.input,
    summary: calls.map((c) => c.summary).join('\n'),
    tool_use_id: first.tool_use_id,
    calls: [...calls],
    expires_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
  };
}

export const isExpired = (pending: PendingConfirmation, now: Date): boolean =>
  typeof pending.expires_at === 'string' && Date.parse(pending.expires_at) <= now.getTime();

export interface Resumed {
  calls: ExecutedCall[];
  state: ConversationState;
  /** Appended after the user's message: the model's original tool_use blocks and their results. */
  messages: Anthropic.MessageParam[];
  expired: boolean;
}

const DECLINED: Record<Exclude<ConfirmationAnswer, 'yes'> | 'expired', string> = {
  no: 'The user declined this action; nothing was changed.',
  other:
    'The user did not confirm this action (they wrote something else instead); nothing was changed. Answer their new message.',
  expired:
    'The confirmation expired before the user answered; nothing was changed. If it is still wanted, the user must ask again.',
};

/**
 * Settles the pending confirmation with the user's answer. "yes" runs exactly the calls that
 * were shown — their inputs as stored, references already resolved — unless the question has
 * expired. Each call is saved with the state as it runs (`onCall`), so the pending confirmation
 * is gone from the saved state the moment its call has run and a second "yes" finds nothing.
 */
export async function resumePendingConfirmation(
  pending: PendingConfirmation,
  answer: ConfirmationAnswer,
  ctx: {
    registry: Registry;
    session_id: number;
    state: ConversationState;
    signal: AbortSignal;
    now: Date;
    onCall: (call: ExecutedCall, state: ConversationState) => void;
  },
): Promise<Resumed> {
  const calls = pendingCalls(pending);
  const expired = isExpired(pending, ctx.now);
  let state: ConversationState = { ...ctx.state, pending: null };
  const done: ExecutedCall[] = [];
  for (const [i, p] of calls.entries()) {
    const rest = calls.slice(i + 1);
    const after: ConversationState = {
      ...state,
      pending: rest.length > 0 ? { ...pending, tool: rest[0]!.tool, input: rest[0]!.input, calls: rest } : null,
    };
    let call: ExecutedCall;
    if (answer === 'yes' && !expired && !ctx.signal.aborted) {
      const outcome = await ctx.registry.call(p.tool, p.input, {
        origin: 'agent',
        session_id: ctx.session_id,
        state,
        confirmed: true,
        signal: ctx.signal,
      });
      call = executedCall({ tool_use_id: p.tool_use_id, iteration: 0 }, p.tool, p.input, outcome);
      state = applyToolCall(after, { name: p.tool, input: p.input, state_updates: outcome.state_updates });
    } else {
      const why = expired ? 'expired' : answer === 'yes' ? 'no' : answer;
      const reason = expired ? 'expired' : ctx.signal.aborted ? 'stopped' : 'user_declined';
      call = executedCall({ tool_use_id: p.tool_use_id, iteration: 0 }, p.tool, p.input, {
        result: err('permission_denied', DECLINED[why], { reason }),
        duration_ms: 0,
      });
      state = after;
    }
    ctx.onCall(call, state);
    done.push(call);
  }
  return {
    calls: done,
    state,
    expired,
    messages: [
      {
        role: 'assistant',
        content: calls.map((p) => ({ type: 'tool_use' as const, id: p.tool_use_id, name: p.tool, input: p.input })),
      },
      { role: 'user', content: done.map(toolResultBlock) },
    ],
  };
}
