// Words too common to tell passages apart; a student's question is full of them.
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could do does did for from has have how i if in into is it its me my of on or ' +
    'our should so than that the their them then there these they this to was we what when where which who why will ' +
    'with would you your about any all also been being explain tell show give mean means'
  ).split(' '),
);

/** The words of a query, lowercased, without stop words (unless nothing else is left). */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return [...new Set(kept.length ? kept : words)].slice(0, 32);
}

/**
 * A free-text question → an FTS5 MATCH expression: every term quoted (so FTS5 syntax in the
 * question is never interpreted) and OR-ed, letting BM25 reward passages that hold more of them.
 * Null when the query has no words at all.
 *
 * @example ftsMatch('How do I slice a list?') // → '"slice" OR "list"'
 */
export function ftsMatch(query: string): string | null {
  const terms = queryTerms(query);
  return terms.length ? terms.map((t) => `"${t}"`).join(' OR ') : null;
}

/** A crude stem for spotting a term in text: the first five letters catch most inflections. */
const stemOf = (term: string) => term.slice(0, Math.max(4, Math.min(5, term.length)));

/** The share (0–1) of the query's terms that occur in `text`. */
export function termCoverage(terms: readonly string[], text: string): number {
  if (!terms.length) return 0;
  const lower = text.toLowerCase();
  return terms.filter((t) => lower.includes(stemOf(t))).length / terms.length;
}

/**
 * At most `max` characters of `text` around the first place a query term occurs, cut at word
 * boundaries, with "…" where text was left out (the ellipses count toward the limit).
 */
export function snippetOf(text: string, terms: readonly string[], max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const lower = flat.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(stemOf(t))).filter((i) => i >= 0);
  const at = hits.length ? Math.min(...hits) : 0;
  let start = Math.max(0, at - Math.floor(max / 4));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  const room = max - (start > 0 ? 1 : 0) - 1;
  let end = Math.min(flat.length, start + room);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + room / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

/** A rough token count (≈4 characters per token), the unit of request_context's budget. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
