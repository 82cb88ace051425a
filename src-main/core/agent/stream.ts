import type Anthropic from '@anthropic-ai/sdk';
import { classifyFailure, ProviderFailureError } from './failures';
import { attemptWatch } from './request';

export interface StreamedResponse {
  message: Anthropic.Message;
  text: string;
}

export interface StreamDeps {
  client: Anthropic;
  provider: 'cloud' | 'local';
  baseUrl: string;
  model: string;
  signal: AbortSignal;
  idleTimeoutMs?: number;
}

/**
 * One streamed request. Throws ProviderFailureError for anything but a complete response (one
 * that reached message_stop). The idle timer runs while the server owes us bytes — from each
 * attempt's start to its headers, and between stream events — and not while the SDK waits out
 * a `retry-after` between attempts.
 */
export async function streamOnce(
  deps: StreamDeps,
  params: Anthropic.MessageCreateParamsNonStreaming,
  onText: (t: string) => void,
): Promise<StreamedResponse> {
  const ctl = new AbortController();
  const onAbort = () => ctl.abort();
  deps.signal.addEventListener('abort', onAbort, { once: true });
  let connected = false;
  let sawStart = false;
  let sawStop = false;
  let timedOut = false;
  let text = '';
  let timer: NodeJS.Timeout | undefined;
  const idle = deps.idleTimeoutMs ?? (deps.provider === 'cloud' ? 90_000 : 300_000);
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      ctl.abort();
    }, idle);
  };
  const ctx = { provider: deps.provider, baseUrl: deps.baseUrl, model: deps.model };
  const watch = {
    attemptStarted: arm,
    // An error status is followed by the SDK's wait (retry-after, backoff) or by its throw.
    answered: (status: number) => (status >= 400 ? clearTimeout(timer) : arm()),
  };
  try {
    arm();
    const stream = attemptWatch.run(watch, () => deps.client.messages.stream(params, { signal: ctl.signal }));
    stream.on('connect', () => {
      connected = true;
      arm();
    });
    stream.on('streamEvent', (event) => {
      arm();
      if (event.type === 'message_start') sawStart = true;
      if (event.type === 'message_stop') sawStop = true;
    });
    stream.on('text', (delta) => {
      text += delta;
      onText(delta);
    });
    const message = await stream.finalMessage();
    if (!sawStop) {
      throw new ProviderFailureError(classifyFailure(new Error('stream ended early'), { ...ctx, connected: true }));
    }
    // Some local servers end a complete message without a stop reason: it ended its turn.
    if (message.stop_reason === null) message.stop_reason = 'end_turn';
    return { message, text };
  } catch (e) {
    if (timedOut && !deps.signal.aborted) {
      throw new ProviderFailureError({
        kind: 'timeout',
        message: `${deps.provider === 'cloud' ? 'Anthropic' : `The local model server at ${deps.baseUrl}`} stopped responding. Your conversation so far is saved; try again.`,
        retryable: true,
        status: null,
      });
    }
    if (e instanceof ProviderFailureError) throw e;
    const failure = classifyFailure(e, { ...ctx, connected, beforeContent: !sawStart });
    // Once a message began, any ending other than a cancel is a cut stream (the SDK reports a
    // body that stops before message_stop as "no message produced").
    if (sawStart && failure.kind !== 'cancelled' && failure.kind !== 'cut_stream') {
      throw new ProviderFailureError(classifyFailure(new Error('stream ended early'), { ...ctx, connected: true }));
    }
    throw new ProviderFailureError(failure);
  } finally {
    clearTimeout(timer);
    deps.signal.removeEventListener('abort', onAbort);
  }
}
