import type { Err } from '../../../../src-shared/result';
import { err } from '../../../../src-shared/result';
import { log } from '../../log';
import type { CallOutcome } from '../../tools/registry';
import { SearchDataSchema, type SearchHit } from './sources';
import { TOOL } from '../../../../src-shared/tools/names';

/** How a caller runs a tool: the offline agent's TurnContext.call, or the model turn's registry call. */
export type CallTool = (name: string, input: Record<string, unknown>) => Promise<CallOutcome>;

/** The tool the answers are grounded through; without it (no materials support), nothing is grounded. */
export const SEARCH_TOOL = TOOL.search_materials;
/** Passages given to the model or shown offline. */
export const PASSAGES_PER_ANSWER = 5;
/** search_materials takes a query of at most this many characters; a longer question is cut. */
const MAX_QUERY_CHARS = 2_000;

export interface Retrieval {
  hits: SearchHit[];
  query: string;
  query_time_ms: number;
}

/**
 * Searches the student's materials for a question through the registry (so the search is
 * audited and shows in the chat as a tool call like any other). A failed search is returned as
 * the tool's error for the caller to report; a result of the wrong shape is an internal error.
 */
export async function retrievePassages(
  call: CallTool,
  question: string,
  limit = PASSAGES_PER_ANSWER,
): Promise<Retrieval | Err> {
  const query = question.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS);
  const outcome = await call(SEARCH_TOOL, { query, limit });
  if (!outcome.result.ok) return outcome.result;
  const parsed = SearchDataSchema.safeParse(outcome.result.data);
  if (!parsed.success) {
    log.error('search_materials returned an unexpected shape', { issues: parsed.error.issues.slice(0, 3) });
    return err('internal_error', 'The materials search answered in an unexpected shape; details are in the log.', {
      request_id: outcome.request_id,
    });
  }
  return { hits: parsed.data.results, query, query_time_ms: outcome.duration_ms };
}
