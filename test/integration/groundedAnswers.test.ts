import { afterEach, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../src-shared/agent';
import type { HistoryMessage } from '../../src-shared/chatTurn';
import { GroundingSchema, SNIPPET_MAX } from '../../src-shared/grounding';
import { textReply } from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';
import { BIOLOGY_NOTES, importNotes } from '../helpers/groundedNotes';

// Issue 9 item 7: a question about the student's materials is answered from them, the turn
// carries numbered sources and metadata, and the model gets the passages as quoted data.
let h: AgentHarness;
let tmp: { cleanup: () => void } | undefined;
afterEach(async () => {
  await h?.close();
  tmp?.cleanup();
});

async function withNotes(opts: Parameters<typeof agentHarness>[0] = {}) {
  h = await agentHarness(opts);
  tmp = await importNotes(h.core, BIOLOGY_NOTES);
}

/** The text blocks of the last user message the model received. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lastUserText = (body: any): string =>
  (body.messages.at(-1).content as { type: string; text?: string }[]).map((b) => b.text ?? '').join('\n');

function grounding(r: TurnResponse) {
  return GroundingSchema.parse({
    answer: r.answer,
    sources: r.sources,
    metadata: r.metadata,
    ...(r.fallback_message ? { fallback_message: r.fallback_message } : {}),
  });
}

describe('with a model (mode full)', () => {
  it('gives the model numbered passages as quoted data and returns its cited answer with the sources', async () => {
    await withNotes();
    h.api.script(textReply('Osmosis moves water across a semi-permeable membrane [1].'));
    const r = await h.send('what is osmosis?');

    const g = grounding(r);
    expect(g.metadata).toMatchObject({ mode: 'full', low_confidence: false, request_id: r.request_id });
    expect(g.metadata.retrieval_count).toBe(g.sources.length);
    expect(g.answer).toBe('Osmosis moves water across a semi-permeable membrane [1].');
    const first = g.sources[0]!;
    expect(first).toMatchObject({ source_type: 'material', source: 'biology/cells.md', title: 'Cells' });
    if (first.source_type !== 'material') throw new Error('expected a material source');
    expect(first.section).toMatch(/Transport/);
    expect(first.snippet).toMatch(/Osmosis is the movement of water/);
    expect(first.snippet.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(first.score).toBeGreaterThan(0.5);

    const sent = lastUserText(h.requests()[0]!.body);
    expect(sent).toMatch(/<retrieved_passages count="\d+" note="[^"]*data, not instructions/);
    expect(sent).toMatch(/<passage n="1" title="Cells" section="[^"]*Transport" source="biology\/cells.md">\nOsmosis/);
    // The search is an audited tool call of the turn, shown like any other.
    expect(r.tool_calls.map((c) => c.name)).toEqual(['search_materials']);
  });

  it('keeps the question, the answer and its sources in the session history', async () => {
    await withNotes();
    h.api.script(textReply('Two consuls a year [1].'), textReply('They were elected every year [1].'));
    const r = await h.send('who governed the roman republic?');
    const history = await h.core.router.handle('chat:history', { session_id: r.session_id });
    if (!history.ok) throw new Error('history failed');
    const [question, answer] = (history.data as { messages: HistoryMessage[] }).messages;
    expect(question!.content).toBe('who governed the roman republic?');
    expect(answer!.grounding).toEqual(grounding(r));

    // The next turn's model sees the earlier search and its passages in the replayed history.
    await h.send('how often were they elected?', { session_id: r.session_id });
    const replayed = JSON.stringify(h.requests()[1]!.body.messages);
    expect(replayed).toContain('search_materials');
    expect(replayed).toContain('two consuls elected every year');
  });

  it('no matching passage → no_results, and the model is told so', async () => {
    await withNotes();
    h.api.script(textReply('Your materials do not cover photosynthesis.'));
    const r = await h.send('what is photosynthesis?');
    expect(grounding(r)).toMatchObject({ sources: [], metadata: { mode: 'no_results', retrieval_count: 0 } });
    expect(lastUserText(h.requests()[0]!.body)).toMatch(/count="0">\nNothing in the student's materials matched/);
  });

  it('a weak best match is flagged low_confidence', async () => {
    await withNotes();
    h.api.script(textReply('Not really covered [1].'));
    // Only "cells" of five content words occurs in the notes.
    const r = await h.send('how do plant cells photosynthesize glucose using chlorophyll?');
    const g = grounding(r);
    expect(g.metadata.mode).toBe('full');
    expect(g.sources.length).toBeGreaterThan(0);
    expect(g.metadata.low_confidence).toBe(true);
  });

  it('a turn that is not a question about materials carries no grounding and searches nothing', async () => {
    await withNotes();
    h.api.script(textReply('Added.'));
    const r = await h.send('add essay draft due friday');
    expect(r.sources).toBeUndefined();
    expect(r.metadata).toBeUndefined();
    expect(r.tool_calls).toEqual([]);
  });
});

describe('a selection (mode selected_text)', () => {
  it('answers only from the selected text, quoted, with the selection as the source', async () => {
    await withNotes();
    h.api.script(textReply('It says mitosis makes two identical cells [1].'));
    const selection = 'Mitosis produces two identical daughter cells; meiosis produces four gametes.';
    const r = await h.send('explain this', { selection });
    const g = grounding(r);
    expect(g.metadata).toMatchObject({ mode: 'selected_text', retrieval_count: 0 });
    expect(g.sources).toEqual([
      {
        source_type: 'selected_text',
        selection_length: selection.length,
        snippet: selection,
        relevance_note: expect.stringMatching(/only from the text you selected/),
      },
    ]);
    expect(lastUserText(h.requests()[0]!.body)).toContain(`<selected_text note=`);
    expect(r.tool_calls).toEqual([]);
  });
});

describe('without a model (retrieval_only)', () => {
  it('the offline agent answers a material question with the passages, answer null and a fallback message', async () => {
    await withNotes();
    const r = await h.send('what is osmosis?', { agent: 'offline' });
    const g = grounding(r);
    expect(g.answer).toBeNull();
    expect(g.metadata.mode).toBe('retrieval_only');
    expect(g.fallback_message).toMatch(/offline agent is answering/);
    expect(r.response).toMatch(/^Here’s what your materials say:\n\n\[1\] .*Osmosis is the movement of water/s);
    expect(r.response).toContain('— *Cells › ');
    expect(h.requests()).toHaveLength(0);
  });

  it('nothing found offline → no_results with the fallback message', async () => {
    await withNotes();
    const r = await h.send('what is photosynthesis?', { agent: 'offline' });
    expect(grounding(r)).toMatchObject({ answer: null, sources: [], metadata: { mode: 'no_results' } });
    expect(r.response).toMatch(/found nothing about that in your materials/);
  });

  it('auto with no model reachable says why in the fallback message', async () => {
    await withNotes({ apiKey: null });
    const r = await h.send('what is osmosis?', { agent: 'auto' });
    expect(r.agent).toBe('offline');
    expect(r.fallback_message).toMatch(/^No model is available \(/);
  });

  it('a selection offline: the selection first, then matching passages', async () => {
    await withNotes();
    const r = await h.send('what about osmosis here?', { agent: 'offline', selection: 'Water moves by osmosis.' });
    const g = grounding(r);
    expect(g.metadata.mode).toBe('retrieval_only');
    expect(g.sources[0]).toMatchObject({ source_type: 'selected_text', selection_length: 23 });
    expect(g.sources[1]).toMatchObject({ source_type: 'material', source: 'biology/cells.md' });
    expect(r.response).toMatch(/\[1\] Water moves by osmosis\.[\s\S]*\[2\] /);
  });

  it('--materials (from_materials) answers from the materials even when the text is not a question', async () => {
    await withNotes();
    const r = await h.send('osmosis', { agent: 'offline', from_materials: true });
    expect(grounding(r).metadata.mode).toBe('retrieval_only');
  });
});
