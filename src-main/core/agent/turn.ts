import type Anthropic from '@anthropic-ai/sdk';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TurnResponse } from '../../../src-shared/agent';
import { validateChatRequest, type chatEvents, type ChatRequest, type ChatSendInput } from '../../../src-shared/chatTurn';
import { ConversationStateSchema, type ConversationState } from '../../../src-shared/conversation';
import { err, ok, type ToolResult } from '../../../src-shared/result';
import type { Settings } from '../../../src-shared/settings';
import type { Db } from '../db/connection';
import { insertToolCalls, saveSessionState } from '../db/queries/conversations';
import { createSession, insertMessage, liveSession } from '../db/queries/sessions';
import { exceptionToResult } from '../errors';
import { log } from '../log';
import type { ConfirmationRequest, Registry } from '../tools/registry';
import type { ExecutedCall, TurnEvents } from './batch';
import { replayForModel } from './history';
import { runModelLoop } from './loop';
import type { OfflineAgent } from './offlineSeam';
import { modelTurnVerdict, type TurnVerdict } from './outcome';
import { confirmationAnswer, resumePendingConfirmation } from './pending';
import { selectionBlock, turnContext } from './prompts';
import type { ProviderPick, ProviderPicker } from './providers';
import { describeTaskReferences } from './references';
import { parseConversationState, serializeConversationState } from './state';

/**
 * One user turn, whichever agent answers: validate the request → load or create the session and
 * its state → save the user's message → pick the provider → run the model loop or the offline
 * agent → save the reply, its tool calls and the state in one transaction → TurnResponse.
 *
 * @example
 *   const r = await runTurn({ text: 'what is due today?', agent: 'auto' }, deps, emit);
 *   if (r.ok) console.log(r.data.status, r.data.response);
 */
export type ChatEventName = keyof typeof chatEvents;
export type ChatEmit = <E extends ChatEventName>(event: E, payload: z.output<(typeof chatEvents)[E]>) => void;

export interface TurnRef {
  session_id: number;
  request_id: string;
}

export interface TurnDeps {
  db: Db;
  registry: Registry;
  settings: () => Settings;
  now: () => Date;
  picker: ProviderPicker;
  offlineAgent: OfflineAgent;
  /** App mode: ask the user now and wait. Absent (CLI), destructive calls end the turn with confirmation_required. */
  confirm?: (request: ConfirmationRequest, turn: TurnRef) => Promise<boolean>;
  signal?: AbortSignal;
  /** Told the ids as soon as they exist, so the caller can cancel this turn. */
  onStart?: (turn: TurnRef) => void;
  idleTimeoutMs?: number;
}

interface TurnRun {
  agent: TurnResponse['agent'];
  verdict: TurnVerdict;
  calls: ExecutedCall[];
  state: ConversationState;
  confirmation?: TurnResponse['confirmation'];
}

interface TurnCtx extends TurnRef {
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

function titleFrom(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

async function modelTurn(pick: Extract<ProviderPick, { kind: 'model' }>, c: TurnCtx): Promise<TurnRun | 'fallback'> {
  const { deps, req } = c;
  let state = c.state;
  const refs = describeTaskReferences(deps.db, req.text, state);
  const userBlocks: Anthropic.TextBlockParam[] = [
    { type: 'text', text: turnContext(deps.now(), refs) },
    { type: 'text', text: req.text },
    ...(req.selection ? [{ type: 'text' as const, text: selectionBlock(req.selection) }] : []),
  ];
  const messages: Anthropic.MessageParam[] = [...c.history];
  const last = messages.at(-1);
  if (last?.role === 'user') messages[messages.length - 1] = { role: 'user', content: [...(last.content as Anthropic.ContentBlockParam[]), ...userBlocks] };
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
  let next = r.state;
  if (r.paused) {
    next = { ...next, pending: { kind: 'confirmation', tool: r.paused.tool, input: r.paused.input, summary: r.paused.summary, tool_use_id: r.paused.tool_use_id } };
  }
  return {
    agent: pick.provider,
    verdict,
    calls: [...before, ...r.calls],
    state: next,
    ...(r.paused ? { confirmation: { tool: r.paused.tool, input: r.paused.input, summary: r.paused.summary } } : {}),
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
        c.events.toolFinished({ tool_use_id, iteration: n, name, input, result: outcome.result, duration_ms: outcome.duration_ms });
        return outcome;
      },
    },
  );
  const parsed = ConversationStateSchema.safeParse(result.state);
  if (!parsed.success) log.warn('Offline agent returned an invalid state; keeping the previous one', { session_id: c.session_id });
  return {
    agent: 'offline',
    verdict: { status: result.status, response: result.response, ...(result.options ? { options: result.options } : {}) },
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
  };
}

async function dispatch(c: TurnCtx): Promise<TurnRun> {
  const pick = await c.deps.picker.pick(c.req.agent, c.settings);
  if (pick.kind === 'unavailable') {
    return { agent: pick.provider, verdict: { status: 'error', response: pick.failure.message }, calls: [], state: c.state };
  }
  if (pick.kind === 'model') {
    const run = await modelTurn(pick, c);
    if (run !== 'fallback') return run;
    log.info('Model unreachable; answering this turn with the offline agent', { provider: pick.provider });
  }
  return offlineTurn(c);
}

export async function runTurn(input: ChatSendInput, deps: TurnDeps, emit: ChatEmit): Promise<ToolResult<TurnResponse>> {
  const settings = deps.settings();
  const valid = validateChatRequest(input, settings.provider);
  if (!valid.ok) return valid;
  const req = valid.data;
  const { db } = deps;
  const request_id = randomUUID();
  const started = deps.now().toISOString();

  let existing = req.session_id === undefined ? undefined : liveSession(db, req.session_id);
  if (req.session_id !== undefined && !existing) {
    return err('not_found', `There is no chat ${req.session_id} (it may have been deleted). Start a new chat or pick one from the list.`, {
      entity_type: 'session',
      query: { session_id: req.session_id },
    });
  }
  let history: Anthropic.MessageParam[];
  try {
    history = existing ? replayForModel(db, existing.id) : [];
    // The user's words are saved before any model call, so nothing they typed is lost to a failure.
    existing = db.transaction(() => {
      const session = existing ?? createSession(db, titleFrom(req.text), started);
      insertMessage(db, session.id, 'user', req.text, started);
      return session;
    })();
  } catch (e) {
    return exceptionToResult(e, request_id, 'Chat turn (start)');
  }
  const session_id = existing.id;
  const ref = { session_id, request_id };
  deps.onStart?.(ref);
  const signal = deps.signal ?? new AbortController().signal;
  const events: TurnEvents = {
    textDelta: (text) => emit('chat:text_delta', { ...ref, text }),
    toolStarted: (t) => emit('chat:tool_started', { ...ref, ...t }),
    toolFinished: (t) => emit('chat:tool_finished', { ...ref, tool_use_id: t.tool_use_id, name: t.name, ok: t.result.ok, result: t.result, duration_ms: t.duration_ms }),
  };
  const state = parseConversationState(existing.state, session_id);
  const ctx: TurnCtx = {
    ...ref,
    deps,
    req,
    settings,
    history,
    state,
    signal,
    emit,
    events,
    ...(deps.confirm ? { confirm: (r: ConfirmationRequest) => deps.confirm!(r, ref) } : {}),
  };

  let run: TurnRun;
  try {
    run = await dispatch(ctx);
  } catch (e) {
    const failed = exceptionToResult(e, request_id, 'Chat turn');
    run = { agent: 'offline', verdict: { status: 'error', response: failed.error.message }, calls: [], state };
  }

  const response: TurnResponse = {
    session_id,
    request_id,
    status: run.verdict.status,
    response: run.verdict.response,
    tool_calls: run.calls.map(({ name, input, result, duration_ms }) => ({ name, input, result, duration_ms })),
    agent: run.agent,
    ...(run.verdict.options ? { options: run.verdict.options } : {}),
    ...(run.confirmation ? { confirmation: run.confirmation } : {}),
  };
  try {
    const finished = deps.now().toISOString();
    db.transaction(() => {
      const message = insertMessage(db, session_id, 'assistant', response.response, finished);
      insertToolCalls(db, session_id, message.id, run.calls.map((c) => ({ ...c, request_id })), finished);
      saveSessionState(db, session_id, serializeConversationState(run.state), finished);
    })();
  } catch (e) {
    return exceptionToResult(e, request_id, 'Chat turn (save)');
  }
  if (response.status === 'clarification_needed' && response.options) {
    emit('chat:clarification', { ...ref, question: response.response, options: response.options });
  }
  emit('chat:turn_finished', response);
  return ok(response);
}
