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
export function modelTurnVerdict(r: ModelLoopResult, limits: { iterationCap: number }): TurnVerdict {
  const text = joined(r.texts);
  const withNote = (status: TurnStatus, note: string): TurnVerdict => ({ status, response: joined([text, note]) });
  switch (r.outcome) {
    case 'paused':
      return withNote('confirmation_required', `${r.paused!.summary} Reply “yes” to go ahead or “no” to cancel.`);
    case 'failed':
      return withNote('error', r.failure!.message);
    case 'cancelled':
      return withNote('error', 'Stopped. Anything already done is listed above; nothing else was run.');
    case 'cap':
      return withNote(
        'error',
        `I stopped after ${limits.iterationCap} steps without finishing (the step limit in Settings). What has been done so far is saved.`,
      );
    case 'budget':
      return withNote(
        'error',
        'I stopped because this turn used up its token budget (Settings → Agent). What has been done so far is saved.',
      );
    case 'refusal':
      return withNote('error', text ? '' : 'The model declined to help with this request.');
    case 'max_tokens':
      return withNote('success', '(The answer was cut off at the length limit; ask me to continue.)');
    case 'end_turn': {
      const failed = lastFailure(r.calls);
      if (!failed) return { status: 'success', response: text || 'Done.' };
      const policy = errorPolicyReply(failed);
      return { ...policy, response: text || policy.response };
    }
  }
}
