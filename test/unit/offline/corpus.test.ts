import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import type { OfflineTurnResult } from '../../../src-main/core/agent/offline';
import { CORPUS, type CorpusTurn, type ExpectedCall } from './corpus';
import { seedStudent } from './fixture';
import { offlineChat, type OfflineChat } from './harness';

// Every key of `expected` equals the same key of `actual` (recursively for objects; arrays of
// objects element by element), so a case names only the inputs a user would care about.
function matches(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matches(actual[i], e))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v));
  }
  return isDeepStrictEqual(actual, expected);
}

function callMatches(actual: OfflineTurnResult['tool_calls'][number], e: ExpectedCall): boolean {
  const ok = (actual.result as { ok: boolean }).ok;
  return (
    actual.name === e.name &&
    (e.input === undefined || matches(actual.input, e.input)) &&
    (e.ok === undefined || ok === e.ok)
  );
}

/** Expected calls appear in order; every call that writes (not read-only) is one of them. */
function checkCalls(c: OfflineChat, r: OfflineTurnResult, turn: CorpusTurn): void {
  const shown = JSON.stringify(
    r.tool_calls.map((t) => ({ name: t.name, input: t.input, ok: (t.result as { ok: boolean }).ok })),
  );
  const used = new Set<number>();
  let from = 0;
  for (const e of turn.calls) {
    const at = r.tool_calls.findIndex((a, i) => i >= from && callMatches(a, e));
    expect(at, `expected call ${JSON.stringify(e)} in ${shown}`).toBeGreaterThanOrEqual(0);
    used.add(at);
    from = at + 1;
  }
  r.tool_calls.forEach((a, i) => {
    const readOnly = c.registry.get(a.name)?.annotations.readOnly ?? false;
    expect(readOnly || used.has(i), `unexpected write call ${a.name} ${JSON.stringify(a.input)} in ${shown}`).toBe(
      true,
    );
  });
}

describe('offline agent corpus', () => {
  it('has at least 150 phrasings across every intent family', () => {
    const turns = CORPUS.reduce((n, c) => n + c.turns.length, 0);
    expect(turns).toBeGreaterThanOrEqual(150);
    const families = new Set(CORPUS.map((c) => c.intent));
    for (const f of [
      'add_task',
      'list_tasks',
      'complete_task',
      'reopen_task',
      'update_task',
      'delete_task',
      'correction',
      'generate_plan',
      'create_plan',
      'list_plans',
      'show_plan',
      'add_plan_item',
      'set_item_status',
      'set_plan_status',
      'delete_plan',
      'create_flashcard',
      'browse_flashcards',
      'due_flashcards',
      'start_review',
      'delete_flashcard',
      'quiz',
      'weak_topics',
      'wrong_answers',
      'list_topics',
      'delete_attempt',
      'materials',
      'help',
      'unknown',
      'pending',
    ]) {
      expect(families, f).toContain(f);
    }
  });

  for (const [n, kase] of CORPUS.entries()) {
    const title = `${kase.intent} #${n + 1}: ${kase.turns.map((t) => JSON.stringify(t.say)).join(' → ')}`;
    it(title, async () => {
      const c = await offlineChat();
      await seedStudent(c);
      if (kase.listed) await c.say('list tasks');
      for (const turn of kase.turns) {
        const r = await c.say(turn.say);
        const context = `${JSON.stringify(turn.say)} → [${r.status}] ${r.response}`;
        expect(r.status, context).toBe(turn.status);
        checkCalls(c, r, turn);
        if (turn.response) expect(r.response, context).toMatch(turn.response);
        if (turn.options !== undefined) expect(r.options?.length ?? 0, context).toBe(turn.options);
      }
    });
  }
});
