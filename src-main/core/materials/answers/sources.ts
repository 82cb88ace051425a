import { z } from 'zod';
import { queryTerms, snippetOf as snippetOfTerms } from '../query';
import {
  LOW_CONFIDENCE_SCORE,
  SearchHitSchema,
  type SearchHit,
  type Grounding,
  SNIPPET_MAX,
  type GroundingMetadata,
  type GroundingMode,
  type MaterialSource,
  type SelectedTextSource,
} from '../../../../src-shared/grounding';

export { SearchHitSchema, type SearchHit };

export const SearchDataSchema = z.object({ results: z.array(SearchHitSchema) });

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** At most `max` characters of a passage around the question's first term it holds (materials/query). */
export function snippetAround(text: string, query: string, max = SNIPPET_MAX): string {
  return snippetOfTerms(text, queryTerms(query), max);
}

/** Clips a snippet the tool gave (or builds one) so the contract's 200 characters always hold. */
function snippetOf(hit: SearchHit, query: string): string {
  const given = hit.snippet ? clean(hit.snippet) : '';
  if (given && given.length <= SNIPPET_MAX) return given;
  return snippetAround(given || hit.chunk_text, query);
}

export function materialSources(hits: readonly SearchHit[], query: string): MaterialSource[] {
  return hits.map((h) => ({
    source_type: 'material',
    source: h.source,
    title: h.title,
    section: h.section,
    chunk_position: h.chunk_position,
    score: h.score,
    snippet: snippetOf(h, query),
    chunk_id: h.chunk_id,
    material_id: h.material_id,
  }));
}

export function selectionSource(selection: string, relevance_note: string): SelectedTextSource {
  const flat = clean(selection);
  return {
    source_type: 'selected_text',
    selection_length: selection.length,
    snippet: flat.length <= SNIPPET_MAX ? flat : `${flat.slice(0, SNIPPET_MAX - 1)}…`,
    relevance_note,
  };
}

export function isLowConfidence(hits: readonly { score: number }[]): boolean {
  const best = hits.reduce((m, h) => Math.max(m, h.score), 0);
  return hits.length > 0 && best < LOW_CONFIDENCE_SCORE;
}

/** Metadata without the request id, which turn.ts stamps (the one place that knows it). */
export type DraftMetadata = Omit<GroundingMetadata, 'request_id'>;

/** A grounded answer before turn.ts stamps it; the offline agent and the model turn build these. */
export type DraftGrounding = Omit<Grounding, 'metadata'> & { metadata: DraftMetadata };

export const SELECTION_NOTE = 'Answered only from the text you selected.';

export function groundingMetadata(
  mode: GroundingMode,
  hits: readonly { score: number }[],
  query_time_ms: number,
): DraftMetadata {
  return {
    query_time_ms: Math.round(query_time_ms * 100) / 100,
    retrieval_count: hits.length,
    mode,
    low_confidence: isLowConfidence(hits),
  };
}
