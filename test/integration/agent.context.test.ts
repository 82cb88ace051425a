import { afterEach, describe, expect, it } from 'vitest';
import { createSession, insertMessage } from '../../src-main/core/db/queries/sessions';
import { writeSettings } from '../../src-main/core/services/settings';
import { messageRequests, textReply, toolUseReply } from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';
import { expectGolden, transcriptWriter } from '../helpers/golden';

// Issue 13 item 1: long chats keep working. History is fitted by tokens (not 50 messages), the
// oldest turns are summarised and the chat says so, the per-turn budget counts what the turn
// adds, and the latest message carries a cache breakpoint so a tool loop re-reads from cache.
let h: AgentHarness;
afterEach(async () => h?.close());

describe('long chats', () => {
  it('a 300-turn chat stays under the context window and keeps working (golden transcript)', async () => {
    // The window is what the tools and system prompt take plus room for ~50 turns, so the
    // transcript does not change whenever a tool is added to the app.
    const fake = { contextWindow: 1_000_000 };
    h = await agentHarness({
      settings: { max_tokens: 1_024 },
      fake,
    });
    const api = h.api;
    api.script(textReply('Hello.'));
    const opening = await h.send('hello');
    const WINDOW = messageRequests(api)[0]!.usage!.total_input_tokens + 9_000;
    fake.contextWindow = WINDOW;
    writeSettings(h.core.db, { context_limit_tokens: Math.max(8_000, WINDOW) });
    const g = transcriptWriter();
    let session_id: number | undefined = opening.session_id;
    let largest = 0;
    let cuts = 0;
    for (let turn = 1; turn <= 300; turn++) {
      const question = `Turn ${turn}: remind me what chapter ${turn % 17} of the algorithms book says about recursion and loops, in two sentences.`;
      api.script(
        textReply(
          `Chapter ${turn % 17} explains that a recursive function calls itself on a smaller input until it reaches a base case, and that every loop can be rewritten that way. Answer ${turn}.`,
        ),
      );
      const r = await h.send(question, session_id ? { session_id } : {});
      session_id = r.session_id;
      expect(r.status).toBe('success');
      const req = messageRequests(api).at(-1)!;
      largest = Math.max(largest, req.usage!.total_input_tokens);
      if (r.notices?.some((n) => /summarised/.test(n))) {
        cuts++;
        g.line(`turn ${turn}: ${r.notices.join(' ')}`);
        g.request(req, `request of turn ${turn}`);
      }
    }
    g.line(`300 turns answered; history summarised ${cuts} times; no request over the window`);
    expect(cuts).toBeGreaterThan(3);
    expect(largest).toBeLessThanOrEqual(WINDOW);
    // The figure for the issue note.
    console.info(`[measure] largest request of a 300-turn chat: ${largest} tokens (window ${WINDOW})`);
    // The last request still begins with the summary, and ends with the newest question.
    const last = messageRequests(api).at(-1)!.body.messages;
    expect(last[0].content[0].text).toMatch(/^<earlier_conversation note="written by the app/);
    expect(last.at(-1).content.at(-1).text).toMatch(/^Turn 300:/);
    expectGolden('long-chat-300-turns', g.text());
  }, 240_000);

  it('a 10-step tool loop in a long chat: the budget counts what the turn adds, and each step reads the chat from cache', async () => {
    h = await agentHarness({ settings: { token_budget: 6_000, iteration_cap: 10 } });
    // A chat that already holds ~60 messages of earlier talk.
    const session = createSession(h.core.db, 'long', new Date().toISOString());
    for (let i = 0; i < 30; i++) {
      insertMessage(
        h.core.db,
        session.id,
        'user',
        `Question ${i} about graph search and shortest paths?`,
        new Date().toISOString(),
      );
      insertMessage(
        h.core.db,
        session.id,
        'assistant',
        `Answer ${i}: use breadth-first search on unweighted graphs.`,
        new Date().toISOString(),
      );
    }
    for (let i = 0; i < 9; i++) h.api.script(toolUseReply('list_tasks', { status: 'all' }));
    h.api.script(textReply('You have no tasks at all.'));
    const r = await h.send('check my tasks ten times', { session_id: session.id });
    expect(r.status).toBe('success');
    expect(r.tool_calls).toHaveLength(9);
    const reqs = h.requests();
    expect(reqs).toHaveLength(10);
    // Every request marks its latest message, and every step after the first reads all of the
    // previous request from the cache.
    for (const [i, req] of reqs.entries()) {
      expect(req.body.messages.at(-1).content.at(-1).cache_control).toEqual({ type: 'ephemeral' });
      if (i > 0) expect(req.usage!.cache_read_input_tokens).toBe(reqs[i - 1]!.usage!.total_input_tokens);
    }
    const read = reqs.reduce((n, q) => n + q.usage!.cache_read_input_tokens, 0);
    const total = reqs.reduce((n, q) => n + q.usage!.total_input_tokens, 0);
    console.info(
      `[measure] 10-step tool loop: ${((100 * read) / total).toFixed(1)}% of ${total} input tokens read from cache`,
    );
    expect(read / total).toBeGreaterThan(0.8);
  });
});
