import type Anthropic from '@anthropic-ai/sdk';
import type { ConversationState } from '../../../src-shared/conversation';
import type { ConfirmationRequest, ConfirmDecision, Registry } from '../tools/registry';
import { runToolBatch, toolResultBlock, type ExecutedCall, type PausedCall, type TurnEvents } from './batch';
import { classifyFailure, ProviderFailureError, type ProviderFailure } from './failures';
import { fixedPromptChars, systemBlocks, toolParams } from './prompts';
import { assistantContent, sanitizeMessages, withLatestBreakpoint } from './request';
import { streamOnce, type StreamedResponse } from './stream';
import { charsOf, reportedInputTokens, reportedOutputTokens, type ModelLimits, type TokenMeter } from './tokens';

/**
 * The one tool loop for cloud and local models, over `messages.stream`: stream text out as it
 * arrives, run the response's tool calls through the registry, send the results back, repeat
 * until the model ends its turn — bounded by the iteration cap and the token budget.
 *
 * Safety rules kept here:
 * - tools run only after a complete response (message_stop), so a cut stream, a refusal or a
 *   max_tokens cut never runs a half-received call;
 * - a failed request is never replayed once any of its answer arrived (the SDK and the retry
 *   below repeat only requests that got nothing back), so no tool runs twice;
 * - every stop reason is handled as the Messages API documents it (see `stopReasons` below).
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
  confirm?: (request: ConfirmationRequest) => Promise<ConfirmDecision>;
  /** Abort a response that sends nothing for this long (a stalled connection). */
  idleTimeoutMs?: number;
  limits: ModelLimits;
  meter: TokenMeter;
  /** Estimated tokens this turn adds before any model output (the student's message and context). */
  addedTokens: number;
  /** Waits between retries of an error event; tests shorten it. */
  retryDelayMs?: number;
}

export type LoopOutcome =
  'end_turn' | 'refusal' | 'max_tokens' | 'context_exceeded' | 'cap' | 'budget' | 'paused' | 'failed' | 'cancelled';

export interface ModelLoopResult {
  outcome: LoopOutcome;
  /** The text of each complete model response, in order: what the model said (and is replayed). */
  texts: string[];
  /** Text shown from a response that did not complete (a cut, a cancel): shown, never replayed. */
  partial: string;
  calls: ExecutedCall[];
  state: ConversationState;
  /** Every call of the last response that waits for the user's yes (CLI). */
  paused: PausedCall[];
  failure?: ProviderFailure;
  refusal?: { explanation: string | null; category: string | null };
  /** Tool calls the model made where none could run (the final step past the cap). */
  ignoredCalls: string[];
  /** True once any text was shown or any tool ran: auto may no longer fall back to offline. */
  progressed: boolean;
  /** What the turn added, as the token budget counts it (not the cached input re-sent each step). */
  spent: number;
  /** The largest request of the turn, in input tokens (reported, or estimated when not). */
  largestRequest: number;
}

const ERROR_EVENT_RETRIES = 3;
// Error events (a 200 stream that says overloaded_error…) the SDK does not retry; HTTP errors
// carry a status and were retried by the SDK already.
const RETRIED_EVENT_KINDS = new Set(['overloaded', 'server', 'rate_limited']);

export async function runModelLoop(
  deps: ModelLoopDeps,
  start: { messages: Anthropic.MessageParam[]; state: ConversationState },
): Promise<ModelLoopResult> {
  const messages = [...start.messages];
  const tools = toolParams(deps.registry.list());
  const system = systemBlocks();
  const key = `${deps.provider}|${deps.model}`;
  const fixedChars = fixedPromptChars(deps.registry);
  const result: ModelLoopResult = {
    outcome: 'end_turn',
    texts: [],
    partial: '',
    calls: [],
    state: start.state,
    paused: [],
    ignoredCalls: [],
    progressed: false,
    spent: 0,
    largestRequest: 0,
  };
  const end = (outcome: LoopOutcome, extra: Partial<ModelLoopResult> = {}) => ({ ...result, outcome, ...extra });
  let maxTokens = deps.maxTokens;
  let lengthRetried = false;
  let errorRetries = 0;
  let previousInput: number | null = null;
  /** Text of this step already shown before a retry of the same step, so it is not shown twice. */
  let shownThisStep = '';

  for (let iteration = 1; ; iteration++) {
    // Past the cap, one last request without tools lets the model sum up what was done.
    const finalStep = iteration > deps.iterationCap;
    if (result.spent >= deps.tokenBudget) return end('budget');
    if (deps.signal.aborted) return end('cancelled');

    const sent = withLatestBreakpoint(sanitizeMessages(messages));
    const params: Anthropic.MessageCreateParamsNonStreaming = {
      model: deps.model,
      max_tokens: maxTokens,
      system,
      tools,
      messages: sent,
      ...(finalStep ? { tool_choice: { type: 'none' } } : {}),
    };
    let response: StreamedResponse;
    let streamed = '';
    const separate = result.texts.some((t) => t.trim()) || result.partial.trim() !== '';
    try {
      response = await streamOnce(deps, params, (t) => {
        streamed += t;
        // A retried step shows only what goes beyond the text already shown for it.
        if (shownThisStep && shownThisStep.startsWith(streamed)) return;
        let out = t;
        if (shownThisStep && streamed.startsWith(shownThisStep)) out = streamed.slice(shownThisStep.length);
        shownThisStep = '';
        if (separate && streamed === t) out = `\n\n${out}`;
        result.progressed = true;
        deps.events.textDelta(out);
      });
    } catch (e) {
      const failure = e instanceof ProviderFailureError ? e.failure : classifyFailure(e, { ...deps, connected: false });
      // An error event before any content is the server's answer, retried like a 529.
      const fromEvent = failure.status === null && RETRIED_EVENT_KINDS.has(failure.kind);
      if (fromEvent && !streamed && errorRetries < ERROR_EVENT_RETRIES && !deps.signal.aborted) {
        errorRetries++;
        await delay((deps.retryDelayMs ?? 500) * 2 ** (errorRetries - 1), deps.signal);
        iteration--;
        continue;
      }
      result.partial += streamed;
      return end(
        failure.kind === 'cancelled'
          ? 'cancelled'
          : failure.kind === 'context_exceeded'
            ? 'context_exceeded'
            : 'failed',
        { failure },
      );
    }
    errorRetries = 0;
    const { message, text } = response;
    countUsage(deps, result, message, key, fixedChars + charsOf(sent), previousInput);
    previousInput = reportedInputTokens(message.usage) ?? deps.meter.estimate(key, fixedChars + charsOf(sent));

    const uses = message.content.filter((b): b is Anthropic.ToolUseBlock => b.type === 'tool_use');
    switch (message.stop_reason) {
      case 'refusal': {
        // The refused text is cut off mid-way and its tool calls may be partial: neither is kept.
        const d = message.stop_details;
        result.partial += text;
        return end('refusal', { refusal: { explanation: d?.explanation ?? null, category: d?.category ?? null } });
      }
      case 'max_tokens': {
        const cutCall = message.content.at(-1)?.type === 'tool_use';
        if (cutCall && !lengthRetried && maxTokens < deps.limits.maxOutput) {
          // A tool call cut by the length limit: ask for the same step again with room for it.
          lengthRetried = true;
          maxTokens = Math.min(deps.limits.maxOutput, Math.max(maxTokens * 4, 16_384));
          shownThisStep = text;
          iteration--;
          continue;
        }
        result.partial += text;
        return end('max_tokens');
      }
      case 'model_context_window_exceeded': {
        deps.meter.learnWindow(key, (reportedInputTokens(message.usage) ?? previousInput) + deps.maxTokens);
        result.partial += text;
        return end('context_exceeded');
      }
      case 'pause_turn': {
        // Documented: send the assistant content back as it is, and the model continues.
        if (text.trim()) result.texts.push(text);
        messages.push({ role: 'assistant', content: assistantContent(message) });
        continue;
      }
      default:
        break;
    }
    if (text.trim()) result.texts.push(text);
    lengthRetried = false;
    maxTokens = deps.maxTokens;
    // end_turn, tool_use, stop_sequence or none at all: local servers end tool calls either way.
    if (uses.length === 0) return end(finalStep ? 'cap' : 'end_turn');
    if (finalStep) return end('cap', { ignoredCalls: uses.map((u) => u.name) });

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
    if (batch.paused.length > 0) return end('paused', { paused: batch.paused });
    if (deps.signal.aborted) return end('cancelled');
    messages.push({ role: 'user', content: batch.calls.map(toolResultBlock) });
  }
}

/**
 * The token budget counts what the turn adds: each response's output, and how much each request
 * grew over the one before (tool results, the model's own words) — not the whole conversation
 * re-sent, mostly from cache, on every step. Usage a server leaves out or reports as zero is
 * estimated instead, so it can never switch the budget off.
 */
function countUsage(
  deps: ModelLoopDeps,
  result: ModelLoopResult,
  message: Anthropic.Message,
  key: string,
  requestChars: number,
  previousInput: number | null,
): void {
  const reportedIn = reportedInputTokens(message.usage);
  if (reportedIn !== null) deps.meter.calibrate(key, requestChars, reportedIn);
  const input = reportedIn ?? deps.meter.estimate(key, requestChars);
  const output = reportedOutputTokens(message.usage) ?? Math.max(1, deps.meter.estimate(key, charsOf(message.content)));
  const added = previousInput === null ? deps.addedTokens : Math.max(0, input - previousInput);
  result.spent += output + added;
  result.largestRequest = Math.max(result.largestRequest, input);
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
