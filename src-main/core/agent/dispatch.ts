import type Anthropic from '@anthropic-ai/sdk';
import type { TurnResponse } from '../../../src-shared/agent';
import type { ChatRequest } from '../../../src-shared/chatTurn';
import { ConversationStateSchema, type ConversationState } from '../../../src-shared/conversation';
import type { Settings } from '../../../src-shared/settings';
import { log } from '../log';
import { groundingPlan, prepareModelGrounding, type ModelGrounding } from '../materials/answers/ground';
import { offlineFallbackMessage, retrievalOnlyAnswer, selectionOfflineAnswer } from '../materials/answers/offline';
import { SEARCH_TOOL, type CallTool } from '../materials/answers/retrieve';
import type { DraftGrounding } from '../materials/answers/sources';
import type { ConfirmationRequest } from '../tools/registry';
import type { ExecutedCall, TurnEvents } from './batch';
import { runModelLoop } from './loop';
import { modelTurnVerdict, type TurnVerdict } from './outcome';
import { confirmationAnswer, resumePendingConfirmation } from './pending';
import { localeFrom } from '../../../src-shared/text/locale';
import { turnContext } from './prompts';
import type { ProviderPick } from './providers';
import { describeTaskReferences } from './references';
import type { ChatEmit, TurnDeps, TurnRef } from './turn';

/**
 * Who answers a turn and how: the model loop (resuming a confirmation the user just answered,
 * falling back to offline under `auto` when the model cannot be reached before it said
 * anything) or the offline agent through its seam. turn.ts owns everything around this.
 */
export interface TurnRun {
  agent: TurnResponse['agent'];
  verdict: TurnVerdict;
  calls: ExecutedCall[];
  state: ConversationState;
  confirmation?: TurnResponse['confirmation'];
  /** The turn answered from the materials (turn.ts stamps it with the request id). */
  grounding?: DraftGrounding;
}

export interface TurnCtx extends TurnRef {
  deps: TurnDeps;
  req: ChatRequest;
  settings: Settings;
  history: Anthropic.MessageParam[];
  state: ConversationState;
  signal: AbortSignal;
  emit: ChatEmit;
  events: TurnEvents;
  confirm?: (request: ConfirmationRequest) => Promise<boolean>;
}

const FALLBACK_KINDS = new Set(['refused', 'timeout', 'bad_response']);

/**
 * Runs a tool for the orchestrator itself (the search that grounds a question): through the
 * registry as the agent, shown as a tool call, recorded with the turn's calls.
 */
function orchestratorCall(c: TurnCtx, into: ExecutedCall[]): CallTool {
  return async (name, input) => {
    const tool_use_id = `toolu_ground_${c.request_id.slice(0, 8)}_${into.length + 1}`;
    c.events.toolStarted({ tool_use_id, name, input });
    const outcome = await c.deps.registry.call(name, input, {
      origin: 'agent',
      session_id: c.session_id,
      state: c.state,
      signal: c.signal,
    });
    const call: ExecutedCall = {
      tool_use_id,
      iteration: 0,
      name,
      input,
      result: outcome.result,
      duration_ms: outcome.duration_ms,
    };
    c.events.toolFinished(call);
    into.push(call);
    return outcome;
  };
}

const canSearch = (c: TurnCtx) => c.deps.registry.get(SEARCH_TOOL) !== undefined;

async function modelTurn(pick: Extract<ProviderPick, { kind: 'model' }>, c: TurnCtx): Promise<TurnRun | 'fallback'> {
  const { deps, req } = c;
  let state = c.state;
  const refs = describeTaskReferences(deps.db, req.text, state);
  const plan = groundingPlan(req, canSearch(c), deps.now());
  const retrieval: ExecutedCall[] = [];
  const grounded: ModelGrounding | null = plan
    ? await prepareModelGrounding(plan, req.text, orchestratorCall(c, retrieval))
    : null;
  const userBlocks: Anthropic.TextBlockParam[] = [
    { type: 'text', text: turnContext(deps.now(), refs) },
    { type: 'text', text: req.text },
    ...(grounded ? [{ type: 'text' as const, text: grounded.block }] : []),
  ];
  const messages: Anthropic.MessageParam[] = [...c.history];
  const last = messages.at(-1);
  if (last?.role === 'user')
    messages[messages.length - 1] = {
      role: 'user',
      content: [...(last.content as Anthropic.ContentBlockParam[]), ...userBlocks],
    };
  else messages.push({ role: 'user', content: userBlocks });

  const before: ExecutedCall[] = [];
  if (state.pending?.kind === 'confirmation') {
    const resumed = await resumePendingConfirmation(state.pending, confirmationAnswer(req.text), {
      registry: deps.registry,
      session_id: c.session_id,
      state,
      signal: c.signal,
    });
    c.events.toolStarted({ tool_use_id: resumed.call.tool_use_id, name: resumed.call.name, input: resumed.call.input });
    c.events.toolFinished(resumed.call);
    before.push(resumed.call);
    state = resumed.state;
    messages.push(...resumed.messages);
  } else if (state.pending) {
    // A clarification the offline agent asked: the model reads the question in the history instead.
    state = { ...state, pending: null };
  }

  const r = await runModelLoop(
    {
      client: pick.client,
      provider: pick.provider,
      baseUrl: pick.baseUrl,
      model: pick.model,
      maxTokens: c.settings.max_tokens,
      iterationCap: c.settings.iteration_cap,
      tokenBudget: c.settings.token_budget,
      registry: deps.registry,
      session_id: c.session_id,
      signal: c.signal,
      events: c.events,
      ...(c.confirm ? { confirm: c.confirm } : {}),
      ...(deps.idleTimeoutMs ? { idleTimeoutMs: deps.idleTimeoutMs } : {}),
    },
    { messages, state },
  );
  if (r.outcome === 'failed' && r.failure && FALLBACK_KINDS.has(r.failure.kind)) {
    deps.picker.forget(pick.provider);
    if (req.agent === 'auto' && !r.progressed && before.length === 0) return 'fallback';
  }
  const verdict = modelTurnVerdict(r, { iterationCap: c.settings.iteration_cap });
  const answer =
    r.texts
      .map((t) => t.trim())
      .filter(Boolean)
      .join('\n\n') || null;
  let next = r.state;
  if (r.paused) {
    next = {
      ...next,
      pending: {
        kind: 'confirmation',
        tool: r.paused.tool,
        input: r.paused.input,
        summary: r.paused.summary,
        tool_use_id: r.paused.tool_use_id,
      },
    };
  }
  return {
    agent: pick.provider,
    verdict,
    calls: [...retrieval, ...before, ...r.calls],
    state: next,
    ...(r.paused ? { confirmation: { tool: r.paused.tool, input: r.paused.input, summary: r.paused.summary } } : {}),
    ...(grounded ? { grounding: grounded.finish(answer) } : {}),
  };
}

/**
 * A selection question, or "answer from my materials", with no model: the passages themselves
 * (materials/answers/offline). The offline agent never sees the selection, so these do not go
 * through it, and any waiting confirmation stays waiting.
 */
async function groundedOfflineTurn(c: TurnCtx, fallback: string, selection: string | undefined): Promise<TurnRun> {
  const calls: ExecutedCall[] = [];
  const call = orchestratorCall(c, calls);
  const answer = selection
    ? await selectionOfflineAnswer(call, c.req.text, selection)
    : await retrievalOnlyAnswer(call, c.req.text);
  if ('ok' in answer)
    return { agent: 'offline', verdict: { status: 'error', response: answer.error.message }, calls, state: c.state };
  return {
    agent: 'offline',
    verdict: { status: 'success', response: answer.text },
    calls,
    state: c.state,
    grounding: { ...answer.grounding, fallback_message: fallback },
  };
}

async function offlineTurn(c: TurnCtx, fallback: string): Promise<TurnRun> {
  if (c.req.selection || (c.req.from_materials && canSearch(c)))
    return groundedOfflineTurn(c, fallback, c.req.selection);
  const { deps } = c;
  const offlineId = c.request_id.slice(0, 8);
  let n = 0;
  const result = await deps.offlineAgent(
    { text: c.req.text, state: c.state, session_id: c.session_id },
    {
      registry: deps.registry,
      now: deps.now,
      locale: localeFrom(c.settings),
      callTool: async (name, input, opts) => {
        const tool_use_id = `toolu_offline_${offlineId}_${++n}`;
        c.events.toolStarted({ tool_use_id, name, input });
        const outcome = await deps.registry.call(name, input, {
          origin: 'agent',
          session_id: c.session_id,
          state: c.state,
          signal: c.signal,
          ...(opts?.confirmed ? { confirmed: true } : {}),
          ...(c.confirm ? { confirm: c.confirm } : {}),
        });
        c.events.toolFinished({
          tool_use_id,
          iteration: n,
          name,
          input,
          result: outcome.result,
          duration_ms: outcome.duration_ms,
        });
        return outcome;
      },
    },
  );
  const parsed = ConversationStateSchema.safeParse(result.state);
  if (!parsed.success)
    log.warn('Offline agent returned an invalid state; keeping the previous one', { session_id: c.session_id });
  return {
    agent: 'offline',
    verdict: {
      status: result.status,
      response: result.response,
      ...(result.options ? { options: result.options } : {}),
    },
    calls: result.tool_calls.map((t, i) => ({
      tool_use_id: `toolu_offline_${offlineId}_${i + 1}`,
      iteration: i + 1,
      name: t.name,
      input: t.input,
      result: t.result as ExecutedCall['result'],
      duration_ms: t.duration_ms,
    })),
    state: parsed.success ? parsed.data : c.state,
    ...(result.confirmation ? { confirmation: result.confirmation } : {}),
    ...(result.grounding ? { grounding: { ...result.grounding, fallback_message: fallback } } : {}),
  };
}

export async function dispatch(c: TurnCtx): Promise<TurnRun> {
  const pick = await c.deps.picker.pick(c.req.agent, c.settings);
  if (pick.kind === 'unavailable') {
    return {
      agent: pick.provider,
      verdict: { status: 'error', response: pick.failure.message },
      calls: [],
      state: c.state,
    };
  }
  if (pick.kind === 'model') {
    const run = await modelTurn(pick, c);
    if (run !== 'fallback') return run;
    log.info('Model unreachable; answering this turn with the offline agent', { provider: pick.provider });
    return offlineTurn(c, offlineFallbackMessage('model_failed'));
  }
  return offlineTurn(c, offlineFallbackMessage(pick.reason));
}
