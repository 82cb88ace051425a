import type Anthropic from '@anthropic-ai/sdk';
import { isSdkError } from './sdk';
import { redactSecrets } from '../redact';

/**
 * Why a model request failed, as a type the turn can act on and a sentence the user can read.
 * Nothing here ever includes the API key: messages are built from status codes and the API's
 * own error text, never from request headers.
 *
 * @example
 *   classifyFailure(new Anthropic.AuthenticationError(401, …), { provider: 'cloud', … })
 *   // { kind: 'auth', message: 'The API key was rejected (401)…', retryable: false, status: 401 }
 */
export type ProviderFailureKind =
  | 'no_key'
  | 'not_configured'
  | 'refused'
  | 'timeout'
  | 'bad_response'
  | 'auth'
  | 'forbidden'
  | 'not_found'
  | 'bad_request'
  | 'too_large'
  | 'context_exceeded'
  | 'rate_limited'
  | 'overloaded'
  | 'server'
  | 'cut_stream'
  | 'cancelled';

export interface ProviderFailure {
  kind: ProviderFailureKind;
  message: string;
  /** Whether trying the same request again later could work. */
  retryable: boolean;
  status: number | null;
}

/** Thrown by the loop for failures it detects itself (a stream that ends without message_stop). */
export class ProviderFailureError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(failure.message);
    this.name = 'ProviderFailureError';
  }
}

export interface FailureContext {
  provider: 'cloud' | 'local';
  baseUrl: string;
  model: string;
  /** True once response headers arrived: a later transport error is a cut stream, not an unreachable host. */
  connected: boolean;
  /** True while nothing of the answer (no message_start) has arrived yet. */
  beforeContent?: boolean;
}

const where = (c: FailureContext) => (c.provider === 'cloud' ? 'Anthropic' : `the local model server at ${c.baseUrl}`);

function apiMessage(e: InstanceType<typeof Anthropic.APIError>): string {
  const body = e.error as { error?: { message?: unknown } } | undefined;
  const text = typeof body?.error?.message === 'string' ? body.error.message : '';
  // Upstream text can echo the key back; it is shown, stored and logged, so the key goes first.
  return text ? ` It said: “${redactSecrets(text).slice(0, 300)}”` : '';
}

/** The `error.type` of an API error body ("overloaded_error", "invalid_request_error"…). */
function apiErrorType(e: InstanceType<typeof Anthropic.APIError>): string {
  const body = e.error as { error?: { type?: unknown } } | undefined;
  return typeof body?.error?.type === 'string' ? body.error.type : '';
}

/** "prompt is too long: 210345 tokens > 200000 maximum" → 200000, the window the server enforces. */
export function windowFromError(message: string): number | null {
  const m = /prompt is too long:?\s*(\d+)\s*tokens?\s*>\s*(\d+)/i.exec(message);
  return m ? Number(m[2]) : null;
}

function causeCode(e: unknown): string {
  let cur: unknown = e;
  for (let depth = 0; depth < 5 && cur && typeof cur === 'object'; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    // undici names a non-HTTP answer HTTPParserError, with or without an HPE_* code.
    if ((cur as { name?: unknown }).name === 'HTTPParserError') return 'HPE_PARSE';
    cur = (cur as { cause?: unknown }).cause;
  }
  return '';
}

export function classifyFailure(e: unknown, c: FailureContext): ProviderFailure {
  const f = (
    kind: ProviderFailureKind,
    message: string,
    retryable: boolean,
    status: number | null = null,
  ): ProviderFailure => ({
    kind,
    message,
    retryable,
    status,
  });
  if (e instanceof ProviderFailureError) return e.failure;
  if (isSdkError(e, 'APIUserAbortError')) return f('cancelled', 'Stopped. Nothing more was done.', false);
  if (isSdkError(e, 'APIConnectionTimeoutError')) {
    return f('timeout', `${cap(where(c))} did not answer in time. Your conversation so far is saved; try again.`, true);
  }
  if (isSdkError(e, 'APIConnectionError')) {
    const code = causeCode(e);
    if (code.startsWith('HPE_') || code === 'UND_ERR_INVALID_ARG') {
      return f(
        'bad_response',
        `${cap(where(c))} answered with something that is not the Anthropic Messages API.`,
        false,
      );
    }
    if (c.connected) return cutStream(c);
    return f(
      'refused',
      `${cap(where(c))} could not be reached${code ? ` (${code})` : ''}. ${c.provider === 'local' ? 'Is the server running?' : 'Check your internet connection.'}`,
      true,
    );
  }
  if (isSdkError(e, 'APIError') && typeof e.status === 'number') {
    const s = e.status;
    if (s === 401)
      return f(
        'auth',
        c.provider === 'local'
          ? `The local model server at ${c.baseUrl} refused the request (401). Check the local endpoint's API key in Settings → Local model (the key its server was started with, e.g. llama.cpp --api-key).`
          : `The API key was rejected (401). Check it in Settings, or ANTHROPIC_API_KEY for the command line.`,
        false,
        s,
      );
    if (s === 403) return f('forbidden', `The API key is not allowed to do this (403).${apiMessage(e)}`, false, s);
    if (s === 404)
      return f('not_found', `The model “${c.model}” was not found at ${where(c)} (404).${apiMessage(e)}`, false, s);
    if (s === 413)
      return f(
        'too_large',
        'The conversation is too large for one request (413). Start a new chat, or send less text.',
        false,
        s,
      );
    if (s === 429)
      return f(
        'rate_limited',
        'Too many requests right now (429), even after waiting as asked. Try again in a minute.',
        true,
        s,
      );
    if (s === 529)
      return f(
        'overloaded',
        `${cap(where(c))} is overloaded (529) and stayed so after several retries. Try again shortly.`,
        true,
        s,
      );
    if (s >= 500)
      return f(
        'server',
        `${cap(where(c))} had an internal error (${s}) after several retries. Try again shortly.`,
        true,
        s,
      );
    if (s === 400 && /prompt is too long|context (window|length)|too many tokens/i.test(apiMessage(e))) {
      return f(
        'context_exceeded',
        `This chat has grown past what ${c.provider === 'cloud' ? 'the model' : 'the local model'} can read at once (400).${apiMessage(e)} Earlier messages are summarised on your next message; send it again.`,
        true,
        s,
      );
    }
    return f('bad_request', `The request was refused (${s}).${apiMessage(e)}`, false, s);
  }
  if (isSdkError(e, 'APIError')) {
    // An `event: error` in a 200 stream. Before any content it is the server's answer, retried
    // like its HTTP form (the loop does that); after content began, the answer is incomplete.
    const type = apiErrorType(e);
    if (!c.connected || c.beforeContent) {
      if (type === 'overloaded_error')
        return f(
          'overloaded',
          `${cap(where(c))} is overloaded (overloaded_error) and stayed so after several retries. Try again shortly.`,
          true,
        );
      if (type === 'rate_limit_error')
        return f(
          'rate_limited',
          'Too many requests right now (rate_limit_error), even after waiting. Try again in a minute.',
          true,
        );
      if (type === 'api_error' || type === 'internal_server_error')
        return f(
          'server',
          `${cap(where(c))} had an internal error (${type}) after several retries. Try again shortly.`,
          true,
        );
    }
    return cutStream(c);
  }
  if (
    e instanceof SyntaxError ||
    (isSdkError(e, 'AnthropicError') && /without sending any chunks|without producing/.test(e.message))
  ) {
    return f('bad_response', `${cap(where(c))} answered with something that is not the Anthropic Messages API.`, false);
  }
  if (c.connected) return cutStream(c);
  return f('refused', `${cap(where(c))} could not be reached.`, true);
}

function cutStream(c: FailureContext): ProviderFailure {
  return {
    kind: 'cut_stream',
    message: `The connection to ${where(c)} was cut before the answer finished. No half-received action was run, and your conversation so far is saved; try again.`,
    retryable: true,
    status: null,
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
