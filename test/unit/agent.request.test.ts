import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS, MAX_SELECTION_CHARS, validateChatRequest } from '../../src-shared/chatRequest';
import { tablesChecksum } from '../helpers/db';
import { agentHarness, type AgentHarness } from '../helpers/agent';

// A chat message is trimmed and must hold 1–32,000 characters; a selection at most 64,000.
// Every refusal is a validation_error with a code the UI can act on, and nothing runs.
const ws = fc.constantFrom(' ', '\n', '\t', '\r', '\u00a0');
const blank = fc.array(ws, { maxLength: 20 }).map((a) => a.join(''));
const word = fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim().length > 0);

describe('validateChatRequest', () => {
  it('trims the message and keeps it when 1–32,000 characters remain', () => {
    fc.assert(
      fc.property(blank, word, blank, (pre, text, post) => {
        const r = validateChatRequest({ text: pre + text + post });
        expect(r).toEqual({ ok: true, data: { text: text.trim(), agent: 'auto' } });
      }),
    );
  });

  it('whitespace only → EMPTY_QUERY', () => {
    fc.assert(
      fc.property(blank, (text) => {
        const r = validateChatRequest({ text });
        expect(r).toMatchObject({
          ok: false,
          error: { code: 'validation_error', details: { codes: ['EMPTY_QUERY'], fields: [{ field: 'text' }] } },
        });
        if (!r.ok) expect(r.error.message).toBe('Type a message first.');
      }),
    );
  });

  it('over 32,000 characters after trimming → QUERY_TOO_LONG; exactly 32,000 passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000 }), blank, (extra, pad) => {
        const r = validateChatRequest({ text: pad + 'x'.repeat(MAX_MESSAGE_CHARS + extra) + pad });
        expect(r).toMatchObject({ ok: false, error: { details: { codes: ['QUERY_TOO_LONG'] } } });
        if (!r.ok) expect(r.error.message).toMatch(/limit is 32,000/);
      }),
      { numRuns: 30 },
    );
    expect(validateChatRequest({ text: ` ${'x'.repeat(MAX_MESSAGE_CHARS)} ` }).ok).toBe(true);
  });

  it('a selection over 64,000 characters → SELECTION_TOO_LONG, alongside any message error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.boolean(), (extra, emptyText) => {
        const r = validateChatRequest({
          text: emptyText ? ' ' : 'explain',
          selection: 's'.repeat(MAX_SELECTION_CHARS + extra),
        });
        const codes = emptyText ? ['EMPTY_QUERY', 'SELECTION_TOO_LONG'] : ['SELECTION_TOO_LONG'];
        expect(r).toMatchObject({ ok: false, error: { details: { codes } } });
      }),
      { numRuns: 20 },
    );
    expect(validateChatRequest({ text: 'x', selection: 's'.repeat(MAX_SELECTION_CHARS) }).ok).toBe(true);
  });
});

describe('chat:send refuses an invalid request before anything happens', () => {
  let h: AgentHarness;
  beforeAll(async () => (h = await agentHarness()));
  afterAll(async () => h.close());

  it('no session, no message, no model request, no event', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          blank.map((text) => ({ text })),
          fc.integer({ min: 1, max: 50 }).map((n) => ({ text: 'x'.repeat(MAX_MESSAGE_CHARS + n) })),
          fc.integer({ min: 1, max: 50 }).map((n) => ({ text: 'ok', selection: 'y'.repeat(MAX_SELECTION_CHARS + n) })),
        ),
        async (payload) => {
          const before = tablesChecksum(h.core.db);
          const r = await h.core.router.handle('chat:send', payload);
          expect(r).toMatchObject({ ok: false, error: { code: 'validation_error' } });
          expect(tablesChecksum(h.core.db)).toBe(before);
        },
      ),
      { numRuns: 25 },
    );
    expect(h.requests()).toHaveLength(0);
    expect(h.events).toHaveLength(0);
  });

  it('a malformed payload is refused by the channel schema', async () => {
    expect(await h.core.router.handle('chat:send', { text: 3 })).toMatchObject({
      ok: false,
      error: { code: 'validation_error' },
    });
    expect(await h.core.router.handle('chat:send', { text: 'hi', agent: 'gpt' })).toMatchObject({
      ok: false,
      error: { code: 'validation_error' },
    });
  });
});
