import type { TurnStatus } from '../../../src-shared/agent';
import type { Err, ToolResult } from '../../../src-shared/result';
import type { ExecutedCall } from './batch';
import type { ModelLoopResult } from './loop';

/**
 * DESIGN §4's error policy, turned into a status and (when the model wrote nothing) words:
 * validation_error → ask for the named fields; not_found → say so / ask; conflict ambiguous →
 * the candidates as numbered options; db_error → apologise and suggest retrying.
 */
export interface TurnVerdict {
  status: TurnStatus;
  response: string;
  options?: { label: string }[];
}

export function errorPolicyReply(e: Err): TurnVerdict {
  const { error } = e;
  switch (error.code) {
    case 'validation_error': {
      const fields = error.details.fields.map((f) => `${f.field} (${f.message})`);
      return {
        status: 'clarification_needed',
        response: `I need a bit more to do that: ${fields.join('; ')}. What should I use?`,
      };
    }
    case 'not_found':
      return { status: 'clarification_needed', response: error.message };
    case 'conflict': {
      const candidates = error.details.candidates ?? [];
      if (error.details.reason === 'ambiguous' && candidates.length > 0) {
        const options = candidates.map((c) => ({ label: `${c.title} (#${c.id})` }));
        return {
          status: 'clarification_needed',
          response: `Which one do you mean?\n${options.map((o, i) => `${i + 1}. ${o.label}`).join('\n')}`,
          options,
        };
      }
      return { status: 'error', response: error.message };
    }
    case 'db_error':
      return {
        status: 'error',
        response: 'Sorry — the database could not complete that. Please try again in a moment.',
      };
    case 'permission_denied':
      if (error.details.reason === 'stopped')
        return { status: 'error', response: 'Stopped before you answered; nothing was changed.' };
      if (error.details.reason === 'expired') return { status: 'error', response: error.message };
      return { status: 'success', response: 'OK — nothing was changed.' };
    default:
      return { status: 'error', response: error.message };
  }
}

const joined = (parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');

/** The last call of the turn, when it failed: the model's closing words are about it. */
function lastFailure(calls: readonly ExecutedCall[]): Err | null {
  const last = calls.at(-1)?.result as ToolResult | undefined;
  return last && !last.ok ? last : null;
}

/** Status and response of a model turn from how the loop ended. */
export function modelTurnVerdict(r: ModelLoopResult, limits: { iterationCap: number; maxTokens: number }): TurnVerdict {
  const text = joined(r.texts);
  // Text from a response that did not complete is shown, and marked as cut, never as an answer.
  const shown = joined([text, r.partial]);
  const withNote = (status: TurnStatus, note: string, body = shown): TurnVerdict => ({
    status,
    response: joined([body, note]),
  });
  switch (r.outcome) {
    case 'paused': {
      const several = r.paused.length > 1;
      const question = several
        ? `${r.paused.length} actions need your go-ahead:\n${r.paused.map((p, i) => `${i + 1}. ${p.summary}`).join('\n')}\nReply “yes” to do all of them or “no” to cancel.`
        : `${r.paused[0]!.summary} Reply “yes” to go ahead or “no” to cancel.`;
      return withNote('confirmation_required', question);
    }
    case 'failed':
      return withNote('error', r.failure!.message);
    case 'cancelled':
      return withNote('error', 'Stopped. Anything already done is listed above; nothing else was run.');
    case 'cap':
      return withNote(
        'error',
        r.ignoredCalls.length > 0
          ? `I stopped after ${limits.iterationCap} steps (the step limit in Settings); the model's last tool calls (${r.ignoredCalls.join(', ')}) were not run. What has been done so far is saved.`
          : `I stopped after ${limits.iterationCap} steps without finishing (the step limit in Settings). What has been done so far is saved.`,
      );
    case 'budget':
      return withNote(
        'error',
        'I stopped because this turn used up its token budget (Settings → Agent). What has been done so far is saved.',
      );
    case 'refusal': {
      // The refused text is cut off mid-way: the explanation replaces it.
      const why = r.refusal?.explanation?.trim() || 'The model declined to help with this request.';
      return withNote(
        'error',
        `${why} This exchange is left out of the conversation, so you can rephrase and go on.`,
        text,
      );
    }
    case 'max_tokens':
      return withNote(
        'error',
        `The answer was cut off at the length limit (${limits.maxTokens.toLocaleString('en')} tokens, Settings → Agent), so it is incomplete. Raise the limit, or ask for a shorter answer.`,
      );
    case 'context_exceeded':
      return withNote(
        'error',
        r.failure?.message ??
          'The conversation filled the model’s context window, so the answer above is incomplete. Earlier messages are summarised on your next message; send it again.',
      );
    case 'end_turn': {
      const failed = lastFailure(r.calls);
      if (!failed) return { status: 'success', response: text || 'Done.' };
      const policy = errorPolicyReply(failed);
      return { ...policy, response: text || policy.response };
    }
  }
}
