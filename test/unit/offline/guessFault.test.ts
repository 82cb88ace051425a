import { describe, expect, it, vi } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// A build without the model (CI once ran one: the E2E harness could not load it as JSON).
vi.mock('../../../src-main/core/agent/offline/guess/model', () => {
  throw new Error('model missing from this build');
});

describe('a fault in the guesser', () => {
  it('leaves the rules’ own answer standing instead of failing the turn', async () => {
    const c = await heldoutChat();
    // Not read by the rules, so the guesser is asked (and fails to load).
    const r = await c.say('the lab report came back from my tutor lol, it isnt finished anymore');
    expect(r.status).toBe('clarification_needed');
    expect(r.response).not.toMatch(/went wrong/i);
    expect(r.tool_calls.filter((t) => t.name === 'reopen_task')).toEqual([]);
  });
});
