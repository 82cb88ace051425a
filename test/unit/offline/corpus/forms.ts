import type { Expectation, Phrasing } from '../heldoutWorld';

/** Short forms of the held-out expectation forms (test/fixtures/heldout/README.md), for the broad corpus. */
export const write = (tool: string, input: Record<string, unknown> = {}): Expectation => ({ write: { tool, input } });
export const writes = (...calls: [string, Record<string, unknown>][]): Expectation => ({
  writes: calls.map(([tool, input]) => ({ tool, input })),
});
export const read = (tool = 'any'): Expectation => ({ read: tool });
export const asks: Expectation = { ask: true };
export const confirm = (tool: string, count?: number): Expectation => ({ confirm: tool, ...(count ? { count } : {}) });
export const declines: Expectation = { decline: true };

export const p = (intent: string, text: string, expect: Expectation): Phrasing => ({ intent, text, expect });
/** Several phrasings of one intent with one expectation. */
export const many = (intent: string, expect: Expectation, texts: string[]): Phrasing[] =>
  texts.map((t) => p(intent, t, expect));
export const turn = (text: string, expect?: Expectation) => ({ text, ...(expect ? { expect } : {}) });
