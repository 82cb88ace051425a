import { newRequestId } from '../ids';
import type { TurnResponse } from '../../../src-shared/agent';
import type { ChatSendInput } from '../../../src-shared/chatTurn';
import { validateChatRequest } from '../../../src-shared/chatRequest';
import { err, ok, type ToolResult } from '../../../src-shared/result';
import {
  excludeFromReplay,
  finishAssistantMessage,
  insertToolCalls,
  renameSession,
  saveSessionState,
} from '../db/queries/conversations';
import { saveMessageGrounding } from '../db/queries/grounding';
import { stampGrounding } from '../materials/answers/ground';
import { createSession, insertMessage, liveSession } from '../db/queries/sessions';
import { exceptionToResult } from '../errors';
import type { ConfirmationRequest } from '../tools/registry';
import type { ExecutedCall, TurnEvents } from './batch';
import { dispatch, type TurnCtx, type TurnRun } from './dispatch';
import { replayRows, type ReplayRow } from './history';
import { parseConversationState, serializeConversationState } from './state';
import type { ConversationState } from '../../../src-shared/conversation';
import { log } from '../log';
import type { ChatEmit, TurnDeps } from './turnDeps';

export type { ChatEmit, ChatEventName, TurnDeps, TurnRef } from './turnDeps';

/**
 * What an assistant message shows until its turn finishes: if the app is killed mid-turn, the
 * chat then says so, beside the tool calls that were saved as they ran.
 */
export const INTERRUPTED_REPLY =
  'This answer was interrupted before it finished (the app closed or stopped). What ran is listed here and was saved.';

function titleFrom(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/**
 * One user turn, whichever agent answers: validate the request → load or create the session and
 * its state → save the user's message → pick the provider → run the model loop or the offline
 * agent → save the reply, its tool calls and the state in one transaction → TurnResponse.
 *
 * @example
 *   const r = await runTurn({ text: 'what is due today?', agent: 'auto' }, deps, emit);
 *   if (r.ok) console.log(r.data.status, r.data.response);
 */
export async function runTurn(input: ChatSendInput, deps: TurnDeps, emit: ChatEmit): Promise<ToolResult<TurnResponse>> {
  const settings = deps.settings();
  const valid = validateChatRequest(input, settings.provider);
  if (!valid.ok) return valid;
  const req = valid.data;
  const { db } = deps;
  const request_id = newRequestId();
  const started = deps.now().toISOString();

  let existing = req.session_id === undefined ? undefined : liveSession(db, req.session_id);
  if (req.session_id !== undefined && !existing) {
    return err(
      'not_found',
      `There is no chat ${req.session_id} (it may have been deleted). Start a new chat or pick one from the list.`,
      {
        entity_type: 'session',
        query: { session_id: req.session_id },
      },
    );
  }
  let history: ReplayRow[];
  let userMessageId: number;
  let assistantMessageId: number;
  try {
    history = existing ? replayRows(db, existing.id) : [];
    // The user's words are saved before any model call, so nothing they typed is lost to a
    // failure; the reply's row exists from the start, so each tool call is saved as it runs.
    const begun = db.transaction(() => {
      const session = existing ?? createSession(db, titleFrom(req.text), started);
      // A chat opened empty from the UI is named after its first message, as new ones are.
      if (existing && existing.title.trim() === '') renameSession(db, session.id, titleFrom(req.text), started);
      const user = insertMessage(db, session.id, 'user', req.text, started);
      const reply = insertMessage(db, session.id, 'assistant', INTERRUPTED_REPLY, started);
      finishAssistantMessage(db, reply.id, { content: INTERRUPTED_REPLY, model_text: '', replay: true }, started);
      return { session, user: user.id, reply: reply.id };
    })();
    existing = begun.session;
    userMessageId = begun.user;
    assistantMessageId = begun.reply;
  } catch (e) {
    return exceptionToResult(e, request_id, 'Chat turn (start)');
  }
  const session_id = existing.id;
  const saved = new Set<string>();
  /** Saves one call and the state after it, together: what ran is never lost to a crash or a quit. */
  const saveCall = (call: ExecutedCall, state: ConversationState) => {
    try {
      const at = deps.now().toISOString();
      db.transaction(() => {
        insertToolCalls(db, session_id, assistantMessageId, [{ ...call, request_id }], at);
        saveSessionState(db, session_id, serializeConversationState(state), at);
      })();
      saved.add(call.tool_use_id);
    } catch (e) {
      log.error('Saving a tool call failed; it is saved with the reply instead', {
        error: e instanceof Error ? e.message : String(e),
      });
    }
  };
  const ref = { session_id, request_id };
  deps.onStart?.(ref);
  const signal = deps.signal ?? new AbortController().signal;
  const events: TurnEvents = {
    textDelta: (text) => emit('chat:text_delta', { ...ref, text }),
    toolStarted: (t) => emit('chat:tool_started', { ...ref, ...t }),
    toolFinished: (t, after) => {
      saveCall(t, after);
      emit('chat:tool_finished', {
        ...ref,
        tool_use_id: t.tool_use_id,
        name: t.name,
        ok: t.result.ok,
        result: t.result,
        duration_ms: t.duration_ms,
      });
    },
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
    run = {
      agent: 'offline',
      verdict: { status: 'error', response: failed.error.message },
      calls: [],
      state,
      modelText: '',
    };
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
    ...(run.notices && run.notices.length > 0 ? { notices: run.notices } : {}),
    ...(run.grounding ? stampGrounding(run.grounding, request_id) : {}),
  };
  try {
    const finished = deps.now().toISOString();
    db.transaction(() => {
      // Calls not saved as they ran (the offline agent records a declined one itself).
      const unsaved = run.calls.filter((c) => !saved.has(c.tool_use_id));
      insertToolCalls(
        db,
        session_id,
        assistantMessageId,
        unsaved.map((c) => ({ ...c, request_id })),
        finished,
      );
      // The chat shows the whole reply; the model is sent again only its own words.
      finishAssistantMessage(
        db,
        assistantMessageId,
        { content: response.response, model_text: run.modelText, replay: !run.refused },
        finished,
      );
      // A refused exchange is left out of what the model is sent again, question included.
      if (run.refused) excludeFromReplay(db, userMessageId);
      saveSessionState(db, session_id, serializeConversationState(run.state), finished);
      if (run.grounding) saveMessageGrounding(db, assistantMessageId, stampGrounding(run.grounding, request_id));
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
