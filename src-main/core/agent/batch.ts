import type Anthropic from '@anthropic-ai/sdk';
import type { ConversationState } from '../../../src-shared/conversation';
import type { ToolResult } from '../../../src-shared/result';
import type { ConfirmationRequest, ConfirmDecision, Registry } from '../tools/registry';
import { applyToolCall } from './state';

/** One tool call the model asked for and the registry ran (or refused), in model order. */
export interface ExecutedCall {
  tool_use_id: string;
  /** Which model request of the turn asked for it (0 = resumed from a previous turn's confirmation). */
  iteration: number;
  name: string;
  input: unknown;
  result: ToolResult;
  duration_ms: number;
}

/**
 * The record of one call the agent made — from the model's batch, a resumed confirmation, the
 * orchestrator's own search or the offline agent — as the transcript, the UI's events and the
 * model's next request see it. Every agent path builds it here; turn.ts saves each one.
 */
export function executedCall(
  id: Pick<ExecutedCall, 'tool_use_id' | 'iteration'>,
  name: string,
  input: unknown,
  ran: { result: ToolResult; duration_ms: number },
): ExecutedCall {
  return { ...id, name, input, result: ran.result, duration_ms: ran.duration_ms };
}

/** A destructive call waiting for the user's yes/no in a later turn (CLI mode). */
export interface PausedCall {
  tool_use_id: string;
  tool: string;
  input: Record<string, unknown>;
  summary: string;
}

export interface TurnEvents {
  textDelta(text: string): void;
  toolStarted(call: { tool_use_id: string; name: string; input: unknown }): void;
  /** A call finished; `state` is the conversation state after it (saved with the call, at once). */
  toolFinished(call: ExecutedCall, state: ConversationState): void;
}

export interface BatchContext {
  registry: Registry;
  session_id: number;
  iteration: number;
  signal: AbortSignal;
  events: TurnEvents;
  /** App mode: ask now and wait. Absent (CLI), a call that needs asking pauses the turn instead. */
  confirm?: (request: ConfirmationRequest) => Promise<ConfirmDecision>;
}

export interface BatchOutcome {
  calls: ExecutedCall[];
  state: ConversationState;
  /** Every call that waits for the user's answer (CLI), in model order. */
  paused: PausedCall[];
}

// Results go back to the model verbatim; a runaway listing is cut rather than blowing the budget.
const MAX_RESULT_CHARS = 60_000;

export function toolResultBlock(call: ExecutedCall): Anthropic.ToolResultBlockParam {
  let content = JSON.stringify(call.result);
  if (content.length > MAX_RESULT_CHARS)
    content = `${content.slice(0, MAX_RESULT_CHARS)}… [truncated: ask for fewer items]`;
  return { type: 'tool_result', tool_use_id: call.tool_use_id, content, ...(call.result.ok ? {} : { is_error: true }) };
}

/**
 * Consecutive read-only calls form one group that runs in parallel; every write is a group of
 * its own and runs after the previous group finished, so writes happen in the model's order.
 * An unknown tool counts as a read: the registry answers it without touching anything.
 */
function groups(uses: readonly Anthropic.ToolUseBlock[], registry: Registry): Anthropic.ToolUseBlock[][] {
  const out: Anthropic.ToolUseBlock[][] = [];
  let reads: Anthropic.ToolUseBlock[] = [];
  for (const use of uses) {
    const readOnly = registry.get(use.name)?.annotations.readOnly ?? true;
    if (readOnly) {
      reads.push(use);
      continue;
    }
    if (reads.length > 0) out.push(reads);
    reads = [];
    out.push([use]);
  }
  if (reads.length > 0) out.push(reads);
  return out;
}

/**
 * Runs the tool_use blocks of one model response through the registry (origin `agent`),
 * applying each call's state updates in model order. Stops early on cancel. A destructive call
 * that needs a confirmation nobody can give now (CLI) becomes `paused`, and so does every other
 * one of the response: they are all asked at once, never the first one alone. The other calls
 * of the response run (the model asked for them together, without waiting on each other).
 */
export async function runToolBatch(
  uses: readonly Anthropic.ToolUseBlock[],
  startState: ConversationState,
  ctx: BatchContext,
): Promise<BatchOutcome> {
  const calls: ExecutedCall[] = [];
  const paused: PausedCall[] = [];
  let state = startState;
  for (const group of groups(uses, ctx.registry)) {
    if (ctx.signal.aborted) break;
    const snapshot = state;
    const outcomes = await Promise.all(
      group.map(async (use) => {
        ctx.events.toolStarted({ tool_use_id: use.id, name: use.name, input: use.input });
        const outcome = await ctx.registry.call(use.name, use.input, {
          origin: 'agent',
          session_id: ctx.session_id,
          state: snapshot,
          signal: ctx.signal,
          ...(ctx.confirm ? { confirm: ctx.confirm } : {}),
        });
        return { use, outcome };
      }),
    );
    for (const { use, outcome } of outcomes) {
      if (outcome.confirmation) {
        paused.push({
          tool_use_id: use.id,
          tool: outcome.confirmation.tool,
          input: outcome.confirmation.input as Record<string, unknown>,
          summary: outcome.confirmation.summary,
        });
        continue;
      }
      const call = executedCall({ tool_use_id: use.id, iteration: ctx.iteration }, use.name, use.input, outcome);
      calls.push(call);
      state = applyToolCall(state, { name: use.name, input: use.input, state_updates: outcome.state_updates });
      ctx.events.toolFinished(call, state);
    }
  }
  return { calls, state, paused };
}
