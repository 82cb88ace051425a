import { z } from 'zod';

/**
 * Grounded answers (DESIGN §6, issue 9 item 7): what a chat turn that answered from the
 * student's materials carries beside its text. Shared by main (which builds it), the renderer
 * (citation chips, the reader) and the CLI (`quire ask --json`).
 *
 * @example
 *   { answer: 'Osmosis moves water across a membrane [1].',
 *     sources: [{ source_type: 'material', source: 'biology/cells.md', title: 'Cells', section: 'Cells › Transport',
 *                 chunk_position: 3, score: 0.82, snippet: '…water moves across a semi-permeable membrane…',
 *                 chunk_id: 41, material_id: 2 }],
 *     metadata: { query_time_ms: 4.1, retrieval_count: 1, mode: 'full', low_confidence: false, request_id: 'b1…' } }
 */
export const SNIPPET_MAX = 200;

/**
 * One hit of `search_materials` (DESIGN §3), parsed at this boundary: main parses the tool's result with it
 * before building citations (a shape drift fails loudly, never `undefined` in a citation), and the
 * Materials view types its search results with it.
 */
export const SearchHitSchema = z.object({
  chunk_id: z.int().positive(),
  material_id: z.int().positive(),
  chunk_text: z.string(),
  source: z.string(),
  title: z.string(),
  section: z.string(),
  chunk_position: z.int().min(0),
  score: z.number().min(0).max(1),
  snippet: z.string().optional(),
});
export type SearchHit = z.output<typeof SearchHitSchema>;

export const GroundingMode = z.enum(['full', 'selected_text', 'retrieval_only', 'no_results']);
export type GroundingMode = z.output<typeof GroundingMode>;

/** A passage retrieved from a material; its position in `sources` (1-based) is its citation number. */
export const MaterialSourceSchema = z.object({
  source_type: z.literal('material'),
  source: z.string(),
  title: z.string(),
  section: z.string(),
  chunk_position: z.int().min(0),
  score: z.number().min(0).max(1),
  snippet: z.string().max(SNIPPET_MAX),
  /** Where the reader opens the passage. */
  chunk_id: z.int().positive(),
  material_id: z.int().positive(),
});
export type MaterialSource = z.output<typeof MaterialSourceSchema>;

/** The text the user selected (in the reader) and asked about. */
export const SelectedTextSourceSchema = z.object({
  source_type: z.literal('selected_text'),
  selection_length: z.int().min(0),
  snippet: z.string().max(SNIPPET_MAX),
  relevance_note: z.string(),
});
export type SelectedTextSource = z.output<typeof SelectedTextSourceSchema>;

export const GroundingSourceSchema = z.discriminatedUnion('source_type', [
  MaterialSourceSchema,
  SelectedTextSourceSchema,
]);
export type GroundingSource = z.output<typeof GroundingSourceSchema>;

export const GroundingMetadataSchema = z.object({
  query_time_ms: z.number().min(0),
  retrieval_count: z.int().min(0),
  mode: GroundingMode,
  /** The best passage scored below LOW_CONFIDENCE_SCORE: the answer may not be in the materials. */
  low_confidence: z.boolean(),
  request_id: z.string(),
});
export type GroundingMetadata = z.output<typeof GroundingMetadataSchema>;

/**
 * The grounded part of a turn. `answer` is the model's answer, null when no model wrote one
 * (retrieval_only, or no_results offline); then `fallback_message` says why and the passages
 * themselves are the turn's `response`.
 */
export const GroundingSchema = z.object({
  answer: z.string().nullable(),
  sources: z.array(GroundingSourceSchema),
  metadata: GroundingMetadataSchema,
  fallback_message: z.string().optional(),
});
export type Grounding = z.output<typeof GroundingSchema>;

/**
 * Below this best score an answer is flagged low_confidence. search_materials scores mostly by the
 * share of the question's words a passage holds (plus its BM25 relative to the best hit, which
 * gives the best hit 0.25), so under 0.5 the best passage holds less than a third of them.
 */
export const LOW_CONFIDENCE_SCORE = 0.5;

/**
 * The citation markers in an answer: `[1]`, `[2, 3]`, `[1][4]`. Returns each marker's text span
 * and the numbers it cites, for turning them into chips.
 *
 * @example citationMarks('Water moves [1, 3].') // → [{ start: 12, end: 18, numbers: [1, 3] }]
 */
export function citationMarks(text: string): { start: number; end: number; numbers: number[] }[] {
  const out: { start: number; end: number; numbers: number[] }[] = [];
  for (const m of text.matchAll(/\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g)) {
    const numbers = m[1]!.split(',').map((n) => Number(n.trim()));
    out.push({ start: m.index, end: m.index + m[0].length, numbers });
  }
  return out;
}
