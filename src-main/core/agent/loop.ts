import type Anthropic from '@anthropic-ai/sdk';
import type { ConversationState } from '../../../src-shared/conversation';
import type { ConfirmationRequest, Registry } from '../tools/registry';
import { runToolBatch, toolResultBlock, type ExecutedCall, type PausedCall, type TurnEvents } from './batch';
import { classifyFailure, ProviderFailureError, type ProviderFailure } from './failures';
import { systemBlocks, toolParams } from './prompts';

/**
 * The one tool loop for cloud and local models, over `messages.stream`: stream text out as it
 * arrives, run the response's tool calls through the registry, send the results back, repeat
 * until the model ends its turn — bounded by the iteration cap and the token budget.
 *
 * Safety rules kept here:
 * - tools run only after a complete response (message_stop with stop_reason `tool_use`), so a
 *   cut stream, a refusal or a max_tokens cut never runs a half-received call;
 * - a failed request is never replayed by the loop (the SDK retries only before any byte of
 *   the response arrived), so no tool runs twice.
 */
export interface ModelLoopDeps {
  client: Anthropic;
  provider: 'cloud' | 'local';
  baseUrl: string;
  model: string;
  maxTokens: number;
  iterationCap: number;
  tokenBudget: number;
  registry: Registry;
  session_id: number;
  signal: AbortSignal;
  events: TurnEvents;
  confirm?: (request: ConfirmationRequest) => Promise<boolean>;
  /** Abort a response that sends nothing for this long (a stalled connection). */
  idleTimeoutMs?: number;
}

export type LoopOutcome = 'end_turn' | 'refusal' | 'max_tokens' | 'cap' | 'budget' | 'paused' | 'failed' | 'cancelled';

export interface ModelLoopResult {
  outcome: LoopOutcome;
  /** The text of each model response, in order (what the user saw streamed). */
  texts: string[];
  calls: ExecutedCall[];
  state: ConversationState;
  paused?: PausedCall;
  failure?: ProviderFailure;
  /** True once any text was shown or any tool ran: auto may no longer fall back to offline. */
  progressed: boolean;
  usage: { input_tokens: number; output_tokens: number };
}

interface StreamedResponse {
  message: Anthropic.Message;
  text: string;
}

/** One streamed request. Throws ProviderFailureError for anything but a complete response. */
async function streamOnce(
  deps: ModelLoopDeps,
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
  try {
    arm();
    const stream = deps.client.messages.stream(params, { signal: ctl.signal });
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
    if (!sawStop || message.stop_reason === null) {
      throw new ProviderFailureError(classifyFailure(new Error('stream ended early'), { ...ctx, connected: true }));
    }
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
    const failure = classifyFailure(e, { ...ctx, connected });
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

/** The assistant content to send back next time: text and tool_use blocks only. */
function assistantContent(message: Anthropic.Message): Anthropic.ContentBlockParam[] {
  const out: Anthropic.ContentBlockParam[] = [];
  for (const block of message.content) {
    if (block.type === 'text' && block.text) out.push({ type: 'text', text: block.text });
    else if (block.type === 'tool_use')
      out.push({ type: 'tool_use', id: block.id, name: block.name, input: block.input });
  }
  return out;
}

export async function runModelLoop(
  deps: ModelLoopDeps,
  start: { messages: Anthropic.MessageParam[]; state: ConversationState },
): Promise<ModelLoopResult> {
  const messages = [...start.messages];
  const tools = toolParams(deps.registry.list());
  const system = systemBlocks();
  const result: ModelLoopResult = {
    outcome: 'end_turn',
    texts: [],
    calls: [],
    state: start.state,
    progressed: false,
    usage: { input_tokens: 0, output_tokens: 0 },
  };
  const spent = () => result.usage.input_tokens + result.usage.output_tokens;

  for (let iteration = 1; ; iteration++) {
    if (iteration > deps.iterationCap) return { ...result, outcome: 'cap' };
    if (spent() >= deps.tokenBudget) return { ...result, outcome: 'budget' };
    if (deps.signal.aborted) return { ...result, outcome: 'cancelled' };

    let response: StreamedResponse;
    const partial = { text: '' };
    try {
      response = await streamOnce(
        deps,
        { model: deps.model, max_tokens: deps.maxTokens, system, tools, messages },
        (t) => {
          partial.text += t;
          result.progressed = true;
          deps.events.textDelta(t);
        },
      );
    } catch (e) {
      const failure = e instanceof ProviderFailureError ? e.failure : classifyFailure(e, { ...deps, connected: false });
      if (partial.text) result.texts.push(partial.text);
      return { ...result, outcome: failure.kind === 'cancelled' ? 'cancelled' : 'failed', failure };
    }
    const { message, text } = response;
    const u = message.usage;
    result.usage.input_tokens +=
      u.input_tokens + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0);
    result.usage.output_tokens += u.output_tokens;
    if (text) result.texts.push(text);

    // A refusal's tool calls (if any) may be partial: end here without running them.
    if (message.stop_reason === 'refusal') return { ...result, outcome: 'refusal' };
    const uses = message.content.filter((b): b is Anthropic.ToolUseBlock => b.type === 'tool_use');
    if (message.stop_reason !== 'tool_use' || uses.length === 0) {
      return { ...result, outcome: message.stop_reason === 'max_tokens' ? 'max_tokens' : 'end_turn' };
    }

    messages.push({ role: 'assistant', content: assistantContent(message) });
    const batch = await runToolBatch(uses, result.state, {
      registry: deps.registry,
      session_id: deps.session_id,
      iteration,
      signal: deps.signal,
      events: deps.events,
      ...(deps.confirm ? { confirm: deps.confirm } : {}),
    });
    result.calls.push(...batch.calls);
    result.state = batch.state;
    if (batch.calls.length > 0) result.progressed = true;
    if (batch.paused) return { ...result, outcome: 'paused', paused: batch.paused };
    if (deps.signal.aborted) return { ...result, outcome: 'cancelled' };
    messages.push({ role: 'user', content: batch.calls.map(toolResultBlock) });
  }
}
