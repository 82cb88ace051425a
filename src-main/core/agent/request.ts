import type Anthropic from '@anthropic-ai/sdk';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every request the loop sends must satisfy, in one place:
 * - no empty or whitespace-only text block (the API answers 400 "text content blocks must contain
 *   non-whitespace text"), and no message left empty by dropping one;
 * - a cache breakpoint on the latest message, so each step of a tool loop reads the conversation
 *   so far from the cache (tools and system carry the other two; the API allows four).
 */
const CACHE: Anthropic.CacheControlEphemeral = { type: 'ephemeral' };

const blank = (b: Anthropic.ContentBlockParam) => b.type === 'text' && !b.text.trim();

export function sanitizeMessages(messages: readonly Anthropic.MessageParam[]): Anthropic.MessageParam[] {
  const out: Anthropic.MessageParam[] = [];
  for (const m of messages) {
    const blocks = typeof m.content === 'string' ? [{ type: 'text' as const, text: m.content }] : m.content;
    const kept = (blocks as Anthropic.ContentBlockParam[]).some(blank)
      ? (blocks as Anthropic.ContentBlockParam[]).filter((b) => !blank(b))
      : (blocks as Anthropic.ContentBlockParam[]);
    if (kept.length === 0) continue;
    const last = out.at(-1);
    if (last && last.role === m.role) {
      out[out.length - 1] = {
        role: m.role,
        content: [...(last.content as Anthropic.ContentBlockParam[]), ...kept],
      } as Anthropic.MessageParam;
    } else out.push(kept === blocks ? m : ({ role: m.role, content: kept } as Anthropic.MessageParam));
  }
  return out;
}

/** A copy with `cache_control` on the last block of the last message (the stored history is untouched). */
export function withLatestBreakpoint(messages: readonly Anthropic.MessageParam[]): Anthropic.MessageParam[] {
  const last = messages.at(-1);
  if (!last || typeof last.content === 'string' || last.content.length === 0) return [...messages];
  const blocks = [...last.content];
  const tail = blocks[blocks.length - 1]!;
  // Thinking blocks cannot carry cache_control; every block the loop sends can.
  if (tail.type === 'thinking' || tail.type === 'redacted_thinking') return [...messages];
  blocks[blocks.length - 1] = { ...tail, cache_control: CACHE } as Anthropic.ContentBlockParam;
  return [...messages.slice(0, -1), { role: last.role, content: blocks } as Anthropic.MessageParam];
}

/** The assistant content to send back: text (never blank) and tool_use blocks. */
export function assistantContent(message: Anthropic.Message): Anthropic.ContentBlockParam[] {
  const out: Anthropic.ContentBlockParam[] = [];
  for (const block of message.content) {
    if (block.type === 'text' && block.text.trim()) out.push({ type: 'text', text: block.text });
    else if (block.type === 'tool_use')
      out.push({ type: 'tool_use', id: block.id, name: block.name, input: block.input });
  }
  return out;
}

/**
 * Watches one model request across the SDK's own retries. The SDK waits out `retry-after` (and
 * its backoff) between attempts; an idle timer that kept running through that wait reported a
 * 429 as "stopped responding". The client's fetch (providers.ts) tells the watch of the request
 * it runs under when an attempt starts and when its answer's status arrives, so the timer runs
 * only while the server owes us bytes.
 */
export interface AttemptWatch {
  attemptStarted(): void;
  answered(status: number): void;
}

export const attemptWatch = new AsyncLocalStorage<AttemptWatch>();

/** The fetch the SDK clients use: the platform's, reporting to the current request's watch. */
export const watchedFetch: typeof fetch = async (input, init) => {
  const watch = attemptWatch.getStore();
  watch?.attemptStarted();
  const res = await fetch(input, init);
  watch?.answered(res.status);
  return res;
};
