import type { ChatRequest } from '../../../../src-shared/chatRequest';
import type { Grounding } from '../../../../src-shared/grounding';
import { normalize } from '../../../../src-shared/text/normalize';
import { selectionBlock, passagesBlock } from './prompt';
import { retrievePassages, type CallTool } from './retrieve';
import { groundingMetadata, materialSources, selectionSource, SELECTION_NOTE, type DraftGrounding } from './sources';

export type GroundingPlan = { kind: 'selected_text'; selection: string } | { kind: 'retrieve' } | null;

/**
 * Whether a model turn answers from the materials: always when the user selected text; else
 * when the text reads as a question about them — the same reading the offline agent makes (its
 * classifier is the one place that tells "what's due today?" from "what is osmosis?").
 */
export async function groundingPlan(req: ChatRequest, canSearch: boolean, now: Date): Promise<GroundingPlan> {
  if (req.selection) return { kind: 'selected_text', selection: req.selection };
  if (!canSearch) return null;
  if (req.from_materials) return { kind: 'retrieve' };
  const { text, question } = normalize(req.text);
  // Loaded on use: the classifier brings chrono's grammars, which start-up of the CLI never needs.
  const { classify } = await import('../../agent/offline/intents');
  return classify(text, question, now).intent.kind === 'materials_question' ? { kind: 'retrieve' } : null;
}

/** What the model turn adds to the user's message, and how it completes the grounding afterwards. */
export interface ModelGrounding {
  block: string;
  finish: (answer: string | null) => DraftGrounding;
}

/**
 * Prepares a model turn's grounding: the selection, or the best passages for the question
 * (searched now, through `call`). A failed search leaves the turn ungrounded — the failure shows
 * as that tool call's card — rather than failing the question.
 */
export async function prepareModelGrounding(
  plan: NonNullable<GroundingPlan>,
  question: string,
  call: CallTool,
): Promise<ModelGrounding | null> {
  if (plan.kind === 'selected_text') {
    return {
      block: selectionBlock(plan.selection),
      finish: (answer) => ({
        answer,
        sources: [selectionSource(plan.selection, SELECTION_NOTE)],
        metadata: groundingMetadata('selected_text', [], 0),
      }),
    };
  }
  const r = await retrievePassages(call, question);
  if ('ok' in r) return null;
  return {
    block: passagesBlock(r.hits),
    finish: (answer) => ({
      answer,
      sources: materialSources(r.hits, r.query),
      metadata: groundingMetadata(r.hits.length > 0 ? 'full' : 'no_results', r.hits, r.query_time_ms),
    }),
  };
}

/** The grounding as the turn response carries it and history keeps it. */
export function stampGrounding(d: DraftGrounding, request_id: string): Grounding {
  return {
    answer: d.answer,
    sources: d.sources,
    metadata: { ...d.metadata, request_id },
    ...(d.fallback_message ? { fallback_message: d.fallback_message } : {}),
  };
}
