/** The constant of reciprocal rank fusion: a passage's share is 1 / (k + rank). 60 is the usual choice. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion of ranked lists of ids (best first): each id scores the sum of
 * 1 / (k + rank) over the lists it is in, and the result is sorted by that sum, best first.
 * An id missing from a list simply gets nothing from it.
 *
 * @example rrf([[1, 2], [2, 3]]) // → [{ id: 2, … }, { id: 1, … }, { id: 3, … }]
 */
export function rrf(lists: readonly (readonly number[])[], k = RRF_K): { id: number; fused: number }[] {
  const sums = new Map<number, number>();
  for (const list of lists) {
    list.forEach((id, i) => sums.set(id, (sums.get(id) ?? 0) + 1 / (k + i + 1)));
  }
  return [...sums].map(([id, fused]) => ({ id, fused })).sort((a, b) => b.fused - a.fused || a.id - b.id);
}
