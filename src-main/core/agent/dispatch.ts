import type Anthropic from '@anthropic-ai/sdk';
import type { TurnResponse } from '../../../src-shared/agent';
import type { ChatRequest } from '../../../src-shared/chatRequest';
import { ConversationStateSchema, type ConversationState } from '../../../src-shared/conversation';
import type { Settings } from '../../../src-shared/settings';
import { log } from '../log';
import { groundingPlan, prepareModelGrounding, type ModelGrounding } from '../materials/answers/ground';
import { offlineFallbackMessage, retrievalOnlyAnswer, selectionOfflineAnswer } from '../materials/answers/offline';
import { SEARCH_TOOL, type CallTool } from '../materials/answers/retrieve';
import type { DraftGrounding } from '../materials/answers/sources';
import type { ConfirmationRequest, ConfirmDecision } from '../tools/registry';
import { executedCall, type ExecutedCall, type TurnEvents } from './batch';
import { windowFromError, type ProviderFailureKind } from './failures';
import { fitTurn } from './fit';
import type { ReplayRow } from './history';
import { runModelLoop, type ModelLoopDeps } from './loop';
import { modelTurnVerdict, type TurnVerdict } from './outcome';
import { confirmationAnswer, isExpired, pendingCalls, pendingConfirmation, resumePendingConfirmation } from './pending';
import { localeFrom } from '../../../src-shared/text/locale';
import { fixedPromptChars, turnContext } from './prompts';
import type { ProviderPick } from './providers';
import { describeTaskReferences } from './references';
import { modelLimits } from './tokens';
import type { ChatEmit, TurnDeps, TurnRef } from './turnDeps';

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
  /** The model's own words, replayed next turn; the app's notes in `verdict.response` are not. */
  modelText: string;
  /** The exchange drew a refusal: it is kept out of what the model is sent again. */
  refused?: boolean;
  notices?: string[];
}

export interface TurnCtx extends TurnRef {
  deps: TurnDeps;
  req: ChatRequest;
  settings: Settings;
  history: ReplayRow[];
  state: ConversationState;
  signal: AbortSignal;
  emit: ChatEmit;
  events: TurnEvents;
  confirm?: (request: ConfirmationRequest) => Promise<ConfirmDecision>;
}

const FALLBACK_KINDS = new Set(['refused', 'timeout', 'bad_response']);
const SUMMARISED = 'Earlier messages of this chat were summarised to fit the model’s context window.';

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
    const call = executedCall({ tool_use_id, iteration: 0 }, name, input, outcome);
    c.events.toolFinished(call, c.state);
    into.push(call);
    return outcome;
  };
}

const canSearch = (c: TurnCtx) => c.deps.registry.get(SEARCH_TOOL) !== undefined;

async function modelTurn(pick: Extract<ProviderPick, { kind: 'model' }>, c: TurnCtx): Promise<TurnRun | 'fallback'> {
  const { deps, req } = c;
  let state = c.state;
  const notices: string[] = [];
  const refs = describeTaskReferences(deps.db, req.text, state);
  const plan = await groundingPlan(req, canSearch(c), deps.now());
  const retrieval: ExecutedCall[] = [];
  const grounded: ModelGrounding | null = plan
    ? await prepareModelGrounding(plan, req.text, orchestratorCall(c, retrieval))
    : null;
  const userBlocks: Anthropic.TextBlockParam[] = [
    { type: 'text', text: turnContext(deps.now(), refs) },
    { type: 'text', text: req.text },
    ...(grounded ? [{ type: 'text' as const, text: grounded.block }] : []),
  ];
  // The history is fitted to the context window by tokens (fit.ts); the oldest turns are summarised.
  const key = `${pick.provider}|${pick.model}`;
  const base = modelLimits(pick.provider, pick.model, c.settings);
  const limits = { ...base, window: Math.min(base.window, deps.meter.learnedWindow(key) ?? Infinity) };
  const fitted = (shrink: number) => {
    const t = fitTurn({
      history: c.history,
      cut: state.history_cut,
      userBlocks,
      limits: { ...limits, window: Math.min(limits.window, deps.meter.learnedWindow(key) ?? Infinity) },
      maxTokens: c.settings.max_tokens,
      fixedChars: fixedPromptChars(deps.registry),
      tokensOf: (chars) => deps.meter.estimate(key, chars),
      shrink,
    });
    if (t.fit.summarisedNow) {
      state = { ...state, history_cut: t.fit.cut };
      if (!notices.includes(SUMMARISED)) notices.push(SUMMARISED);
    }
    return t;
  };
  let built = fitted(1);

  const before: ExecutedCall[] = [];
  let resumedMessages: Anthropic.MessageParam[] = [];
  if (state.pending?.kind === 'confirmation') {
    const resumed = await resumePendingConfirmation(state.pending, confirmationAnswer(req.text), {
      registry: deps.registry,
      session_id: c.session_id,
      state,
      signal: c.signal,
      now: deps.now(),
      onCall: (call, after) => {
        c.events.toolStarted({ tool_use_id: call.tool_use_id, name: call.name, input: call.input });
        c.events.toolFinished(call, after);
      },
    });
    before.push(...resumed.calls);
    state = resumed.state;
    resumedMessages = resumed.messages;
  } else if (state.pending) {
    // A clarification the offline agent asked: the model reads the question in the history instead.
    state = { ...state, pending: null };
  }

  const loopDeps = (addedTokens: number): ModelLoopDeps => ({
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
    limits,
    meter: deps.meter,
    addedTokens,
    ...(c.confirm ? { confirm: c.confirm } : {}),
    ...(deps.idleTimeoutMs ? { idleTimeoutMs: deps.idleTimeoutMs } : {}),
    ...(deps.retryDelayMs !== undefined ? { retryDelayMs: deps.retryDelayMs } : {}),
  });
  let r = await runModelLoop(loopDeps(built.addedTokens), { messages: [...built.messages, ...resumedMessages], state });
  if (r.outcome === 'context_exceeded' && !r.progressed) {
    // Nothing was shown or run: learn the window, summarise harder and ask once more.
    const told = r.failure ? windowFromError(r.failure.message) : null;
    deps.meter.learnWindow(key, told ?? Math.floor((r.largestRequest || limits.window) * 0.8));
    built = fitted(0.5);
    r = await runModelLoop(loopDeps(built.addedTokens), { messages: [...built.messages, ...resumedMessages], state });
  }
  if (r.outcome === 'failed' && r.failure && FALLBACK_KINDS.has(r.failure.kind)) {
    deps.picker.forget(pick.provider);
    if (req.agent === 'auto' && !r.progressed && before.length === 0) return 'fallback';
  }
  const verdict = modelTurnVerdict(r, { iterationCap: c.settings.iteration_cap, maxTokens: c.settings.max_tokens });
  const answer =
    r.texts
      .map((t) => t.trim())
      .filter(Boolean)
      .join('\n\n') || null;
  let next = r.state;
  if (r.paused.length > 0) {
    next = { ...next, pending: pendingConfirmation(r.paused, deps.now(), c.settings.confirmation_expiry_minutes) };
  }
  return {
    agent: pick.provider,
    verdict,
    calls: [...retrieval, ...before, ...r.calls],
    state: next,
    modelText: answer ?? '',
    ...(r.outcome === 'refusal' ? { refused: true } : {}),
    ...(notices.length > 0 ? { notices } : {}),
    ...(r.paused.length > 0
      ? {
          confirmation: {
            tool: r.paused[0]!.tool,
            input: r.paused.length === 1 ? r.paused[0]!.input : r.paused.map((p) => ({ tool: p.tool, input: p.input })),
            summary: r.paused.map((p) => p.summary).join('\n'),
          },
        }
      : {}),
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
    return {
      agent: 'offline',
      verdict: { status: 'error', response: answer.error.message },
      calls,
      state: c.state,
      modelText: '',
    };
  return {
    agent: 'offline',
    verdict: { status: 'success', response: answer.text },
    calls,
    state: c.state,
    modelText: answer.text,
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
        c.events.toolFinished(
          {
            tool_use_id,
            iteration: n,
            name,
            input,
            result: outcome.result,
            duration_ms: outcome.duration_ms,
          },
          c.state,
        );
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
    calls: result.tool_calls.map((t, i) =>
      executedCall({ tool_use_id: `toolu_offline_${offlineId}_${i + 1}`, iteration: i + 1 }, t.name, t.input, {
        result: t.result as ExecutedCall['result'],
        duration_ms: t.duration_ms,
      }),
    ),
    state: withExpiry(parsed.success ? parsed.data : c.state, c),
    modelText: result.response,
    ...(result.confirmation ? { confirmation: result.confirmation } : {}),
    ...(result.grounding ? { grounding: { ...result.grounding, fallback_message: fallback } } : {}),
  };
}

/** A confirmation the offline agent left waiting expires like the model's. */
function withExpiry(state: ConversationState, c: TurnCtx): ConversationState {
  const p = state.pending;
  if (p?.kind !== 'confirmation' || p.expires_at) return state;
  const expires_at = new Date(c.deps.now().getTime() + c.settings.confirmation_expiry_minutes * 60_000).toISOString();
  return { ...state, pending: { ...p, expires_at } };
}

const AGENT_NAME = { cloud: 'Claude', local: 'the local model', offline: 'the offline agent' } as const;

/**
 * A confirmation left unanswered past its expiry runs nothing: a yes or no to it gets that
 * answer; anything else is a new request, with the chat told the question lapsed.
 */
function expiredConfirmation(c: TurnCtx): { run?: TurnRun; notice?: string; state: ConversationState } {
  const p = c.state.pending;
  if (p?.kind !== 'confirmation' || !isExpired(p, c.deps.now())) return { state: c.state };
  const state = { ...c.state, pending: null };
  const asked = pendingCalls(p)
    .map((x) => x.summary)
    .join(' ');
  const notice = `The question “${asked}” expired unanswered after ${c.settings.confirmation_expiry_minutes} minutes; nothing was changed.`;
  if (confirmationAnswer(c.req.text) === 'other') return { notice, state };
  return {
    state,
    run: {
      agent: c.state.last_agent ?? 'offline',
      verdict: { status: 'error', response: `${notice} Ask again if you still want it.` },
      calls: [],
      state,
      modelText: '',
    },
  };
}

export async function dispatch(c: TurnCtx): Promise<TurnRun> {
  const expired = expiredConfirmation(c);
  if (expired.run) return expired.run;
  const ctx = { ...c, state: expired.state };
  const run = await answer(ctx);
  const notices = [...(expired.notice ? [expired.notice] : []), ...(run.notices ?? [])];
  // Under auto the agent can change between turns: the chat says so, and why.
  const before = c.state.last_agent;
  if (c.req.agent === 'auto' && before && before !== run.agent) {
    notices.push(
      `${cap(AGENT_NAME[run.agent])} answered this time instead of ${AGENT_NAME[before]}${run.switchReason ? `: ${run.switchReason}` : '.'}`,
    );
  }
  const { switchReason: _reason, ...rest } = run;
  return { ...rest, state: { ...run.state, last_agent: run.agent }, ...(notices.length > 0 ? { notices } : {}) };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Failures that mean "nothing is answering there"; a missing model or a refused key stay errors to fix. */
const LOCAL_UNREACHABLE: ReadonlySet<ProviderFailureKind> = new Set(['refused', 'timeout', 'bad_response']);

async function answer(c: TurnCtx): Promise<TurnRun & { switchReason?: string }> {
  const pick = await c.deps.picker.pick(c.req.agent, c.settings);
  if (pick.kind === 'unavailable' && pick.provider === 'local' && LOCAL_UNREACHABLE.has(pick.failure.kind)) {
    // A local server that is simply not running should not cost the student their question:
    // the chat says so, and the offline agent answers through the same tools.
    log.info('Local model unreachable; answering this turn with the offline agent', { kind: pick.failure.kind });
    const run = await offlineTurn(c, offlineFallbackMessage('model_failed'));
    const notice = `${pick.failure.message} The offline agent answered instead.`;
    return { ...run, notices: [notice, ...(run.notices ?? [])] };
  }
  if (pick.kind === 'unavailable') {
    return {
      agent: pick.provider,
      verdict: { status: 'error', response: pick.failure.message },
      calls: [],
      state: c.state,
      modelText: '',
    };
  }
  if (pick.kind === 'model') {
    const run = await modelTurn(pick, c);
    if (run !== 'fallback') return run;
    log.info('Model unreachable; answering this turn with the offline agent', { provider: pick.provider });
    return {
      ...(await offlineTurn(c, offlineFallbackMessage('model_failed'))),
      switchReason: `${AGENT_NAME[pick.provider]} could not be reached just now.`,
    };
  }
  return {
    ...(await offlineTurn(c, offlineFallbackMessage(pick.reason))),
    ...(pick.reason ? { switchReason: pick.reason } : {}),
  };
}
