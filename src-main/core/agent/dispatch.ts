import type Anthropic from '@anthropic-ai/sdk';
import type { TurnResponse } from '../../../src-shared/agent';
import type { ChatRequest } from '../../../src-shared/chatTurn';
import { ConversationStateSchema, type ConversationState } from '../../../src-shared/conversation';
import type { Settings } from '../../../src-shared/settings';
import { log } from '../log';
import type { ConfirmationRequest, ConfirmDecision } from '../tools/registry';
import type { ExecutedCall, TurnEvents } from './batch';
import { windowFromError } from './failures';
import { fitHistory, type FittedHistory } from './fit';
import type { ReplayRow } from './history';
import { runModelLoop } from './loop';
import { modelTurnVerdict, type TurnVerdict } from './outcome';
import { confirmationAnswer, isExpired, pendingCalls, pendingConfirmation, resumePendingConfirmation } from './pending';
import { fixedPromptChars, selectionBlock, turnContext } from './prompts';
import type { ProviderPick } from './providers';
import { describeTaskReferences } from './references';
import { charsOf, modelLimits, type ModelLimits } from './tokens';
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
  /** Saves a call and the state after it at once (turn.ts). */
  saveCall: (call: ExecutedCall, state: ConversationState) => void;
}

const FALLBACK_KINDS = new Set(['refused', 'timeout', 'bad_response']);
const SUMMARISED = 'Earlier messages of this chat were summarised to fit the model’s context window.';
// Room for the estimate being off, beside max_tokens.
const WINDOW_MARGIN = 0.05;

/** The messages of this turn: the fitted history, then the student's message with its context. */
function turnMessages(
  c: TurnCtx,
  pick: Extract<ProviderPick, { kind: 'model' }>,
  state: ConversationState,
  shrink: number,
): { messages: Anthropic.MessageParam[]; fit: FittedHistory; limits: ModelLimits; addedTokens: number } {
  const { deps, req } = c;
  const key = `${pick.provider}|${pick.model}`;
  const refs = describeTaskReferences(deps.db, req.text, state);
  const userBlocks: Anthropic.TextBlockParam[] = [
    { type: 'text', text: turnContext(deps.now(), refs) },
    { type: 'text', text: req.text },
    ...(req.selection ? [{ type: 'text' as const, text: selectionBlock(req.selection) }] : []),
  ];
  const base = modelLimits(pick.provider, pick.model, c.settings);
  const learned = deps.meter.learnedWindow(key);
  const limits = { ...base, window: Math.min(base.window, learned ?? Infinity) };
  const tokensOf = (chars: number) => deps.meter.estimate(key, chars);
  const addedTokens = tokensOf(charsOf(userBlocks));
  const budgetTokens =
    (limits.window * (1 - WINDOW_MARGIN) -
      c.settings.max_tokens -
      tokensOf(fixedPromptChars(deps.registry)) -
      addedTokens) *
    shrink;
  const fit = fitHistory(c.history, state.history_cut, { budgetTokens, tokensOf });
  const messages = [...fit.messages];
  const last = messages.at(-1);
  if (last?.role === 'user')
    messages[messages.length - 1] = {
      role: 'user',
      content: [...(last.content as Anthropic.ContentBlockParam[]), ...userBlocks],
    };
  else messages.push({ role: 'user', content: userBlocks });
  return { messages, fit, limits, addedTokens };
}

async function modelTurn(pick: Extract<ProviderPick, { kind: 'model' }>, c: TurnCtx): Promise<TurnRun | 'fallback'> {
  const { deps, req } = c;
  let state = c.state;
  const notices: string[] = [];
  let built = turnMessages(c, pick, state, 1);
  const applyFit = () => {
    if (built.fit.summarisedNow) {
      state = { ...state, history_cut: built.fit.cut };
      if (!notices.includes(SUMMARISED)) notices.push(SUMMARISED);
    }
  };
  applyFit();

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

  const loopDeps = (limits: ModelLimits, addedTokens: number) => ({
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
  let r = await runModelLoop(loopDeps(built.limits, built.addedTokens), {
    messages: [...built.messages, ...resumedMessages],
    state,
  });
  if (r.outcome === 'context_exceeded' && !r.progressed) {
    // Nothing was shown or run: learn the window, summarise harder and ask once more.
    const key = `${pick.provider}|${pick.model}`;
    const told = r.failure ? windowFromError(r.failure.message) : null;
    deps.meter.learnWindow(key, told ?? Math.floor((r.largestRequest || built.limits.window) * 0.8));
    built = turnMessages(c, pick, state, 0.5);
    applyFit();
    r = await runModelLoop(loopDeps(built.limits, built.addedTokens), {
      messages: [...built.messages, ...resumedMessages],
      state,
    });
  }
  if (r.outcome === 'failed' && r.failure && FALLBACK_KINDS.has(r.failure.kind)) {
    deps.picker.forget(pick.provider);
    if (req.agent === 'auto' && !r.progressed && before.length === 0) return 'fallback';
  }
  const verdict = modelTurnVerdict(r, { iterationCap: c.settings.iteration_cap, maxTokens: c.settings.max_tokens });
  let next = r.state;
  if (r.paused.length > 0) {
    next = { ...next, pending: pendingConfirmation(r.paused, deps.now(), c.settings.confirmation_expiry_minutes) };
  }
  const summary = r.paused.map((p) => p.summary).join('\n');
  return {
    agent: pick.provider,
    verdict,
    calls: [...before, ...r.calls],
    state: next,
    modelText: r.texts
      .map((t) => t.trim())
      .filter(Boolean)
      .join('\n\n'),
    ...(r.outcome === 'refusal' ? { refused: true } : {}),
    ...(notices.length > 0 ? { notices } : {}),
    ...(r.paused.length > 0
      ? {
          confirmation: {
            tool: r.paused[0]!.tool,
            input: r.paused.length === 1 ? r.paused[0]!.input : r.paused.map((p) => ({ tool: p.tool, input: p.input })),
            summary,
          },
        }
      : {}),
  };
}

async function offlineTurn(c: TurnCtx): Promise<TurnRun> {
  const { deps } = c;
  const offlineId = c.request_id.slice(0, 8);
  let n = 0;
  const result = await deps.offlineAgent(
    { text: c.req.text, state: c.state, session_id: c.session_id },
    {
      registry: deps.registry,
      now: deps.now,
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
    calls: result.tool_calls.map((t, i) => ({
      tool_use_id: `toolu_offline_${offlineId}_${i + 1}`,
      iteration: i + 1,
      name: t.name,
      input: t.input,
      result: t.result as ExecutedCall['result'],
      duration_ms: t.duration_ms,
    })),
    state: withExpiry(parsed.success ? parsed.data : c.state, c),
    modelText: result.response,
    ...(result.confirmation ? { confirmation: result.confirmation } : {}),
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

async function answer(c: TurnCtx): Promise<TurnRun & { switchReason?: string }> {
  const pick = await c.deps.picker.pick(c.req.agent, c.settings);
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
    return { ...(await offlineTurn(c)), switchReason: `${AGENT_NAME[pick.provider]} could not be reached just now.` };
  }
  return { ...(await offlineTurn(c)), ...(pick.reason ? { switchReason: pick.reason } : {}) };
}
