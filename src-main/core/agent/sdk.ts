import type AnthropicSdk from '@anthropic-ai/sdk';

/**
 * The Anthropic SDK, loaded on the first model turn. `quire tool …`, `quire mcp` and turns of the
 * offline agent never need it, and it is the largest module the core would otherwise load at
 * start-up (about 250 files). An SDK error can only exist once the SDK has loaded, so failures.ts
 * asks `isSdkError`, which answers false until then.
 */
type Sdk = typeof AnthropicSdk;
let loaded: Sdk | null = null;

export async function loadSdk(): Promise<Sdk> {
  loaded ??= (await import('@anthropic-ai/sdk')).default;
  return loaded;
}

type ErrorClassName =
  'AnthropicError' | 'APIError' | 'APIUserAbortError' | 'APIConnectionError' | 'APIConnectionTimeoutError';

export function isSdkError<K extends ErrorClassName>(e: unknown, name: K): e is InstanceType<Sdk[K]> {
  return loaded !== null && e instanceof loaded[name];
}
