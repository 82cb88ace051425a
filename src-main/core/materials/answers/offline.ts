import type { Err } from '../../../../src-shared/result';
import { retrievePassages, type CallTool } from './retrieve';
import {
  groundingMetadata,
  materialSources,
  selectionSource,
  snippetAround,
  SELECTION_NOTE,
  type DraftGrounding,
  type SearchHit,
} from './sources';

/**
 * Material questions answered without a model (mode retrieval_only): the best passages are the
 * reply, numbered like citations, and `fallback_message` says why there is no written answer.
 * Used by the offline agent's material questions and by selection questions offline.
 */
export const OFFLINE_FALLBACK =
  'No model is answering (the offline agent is), so these are the passages from your materials that best match your question, not a written answer.';
/** A retrieval_only reply shows more of each passage than a citation's 200-character snippet. */
const PASSAGE_CHARS = 420;

/**
 * Why there is no written answer, as specifically as the caller knows it: the offline agent was
 * chosen (null), a model failed mid-way, or auto found none (the probes' reasons).
 */
export function offlineFallbackMessage(why: string | null | 'model_failed'): string {
  const passages = 'so these are the passages from your materials that best match your question, not a written answer.';
  if (why === null) return `The offline agent is answering (Settings → Agent), ${passages}`;
  if (why === 'model_failed') return `The model could not be reached just now, ${passages}`;
  return `No model is available (${why.replace(/\.\s*$/, '')}), ${passages}`;
}

export interface OfflineAnswer {
  text: string;
  grounding: DraftGrounding;
}

/** "Cells › Transport" from title "Cells" and heading path "Cells > Transport". */
function where(h: SearchHit): string {
  const path = h.section.split(' > ').filter(Boolean);
  if (path[0] === h.title) path.shift();
  return [h.title, ...path].filter(Boolean).join(' › ') || h.source;
}

function passagesText(hits: readonly SearchHit[], query: string, offset = 0): string {
  return hits
    .map((h, i) => `[${i + 1 + offset}] ${snippetAround(h.chunk_text, query, PASSAGE_CHARS)}\n— *${where(h)}*`)
    .join('\n\n');
}

/** "what is osmosis?" with no model: the passages that best match, or no_results. */
export async function retrievalOnlyAnswer(call: CallTool, question: string): Promise<OfflineAnswer | Err> {
  const r = await retrievePassages(call, question);
  if ('ok' in r) return r;
  if (r.hits.length === 0) {
    return {
      text: 'I found nothing about that in your materials. Try other words, or import the notes that cover it (Materials view).',
      grounding: {
        answer: null,
        sources: [],
        metadata: groundingMetadata('no_results', [], r.query_time_ms),
        fallback_message: OFFLINE_FALLBACK,
      },
    };
  }
  return {
    text: `Here’s what your materials say:\n\n${passagesText(r.hits, r.query)}`,
    grounding: {
      answer: null,
      sources: materialSources(r.hits, r.query),
      metadata: groundingMetadata('retrieval_only', r.hits, r.query_time_ms),
      fallback_message: OFFLINE_FALLBACK,
    },
  };
}

/**
 * A question about a selection with no model: the selection is source [1] (nothing can explain
 * it offline), and passages elsewhere in the materials that match the question follow it.
 */
export async function selectionOfflineAnswer(
  call: CallTool,
  question: string,
  selection: string,
): Promise<OfflineAnswer> {
  const r = await retrievePassages(call, question);
  const hits = 'ok' in r ? [] : r.hits;
  const selected = selectionSource(selection, SELECTION_NOTE);
  const related =
    hits.length > 0
      ? `\n\nPassages elsewhere in your materials that match your question:\n\n${passagesText(hits, 'ok' in r ? question : r.query, 1)}`
      : '';
  return {
    text: `No model is answering, so I can’t explain the selection — here it is with what your materials say nearby.\n\n[1] ${selected.snippet}${related}`,
    grounding: {
      answer: null,
      sources: [selected, ...materialSources(hits, question)],
      metadata: groundingMetadata('retrieval_only', hits, 'ok' in r ? 0 : r.query_time_ms),
      fallback_message: OFFLINE_FALLBACK,
    },
  };
}
