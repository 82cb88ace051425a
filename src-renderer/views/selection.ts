/**
 * Keyboard selection in a list that main can change under the user (an agent adds a task, a
 * completed task leaves "pending"). Selection follows the item's id; when the item is gone it
 * stays at the same position, so j/x/j/x walks down a list as in Todoist.
 */
export interface Selection<K extends string | number = number> {
  id: K | null;
  index: number;
}

export const NO_SELECTION: Selection<never> = { id: null, index: -1 };

/**
 * The selection after `ids` changed.
 *
 * @example
 *   reconcileSelection([1, 3, 4], { id: 2, index: 1 })  // → { id: 3, index: 1 } (2 was removed)
 *   reconcileSelection([5, 1, 2], { id: 2, index: 1 })  // → { id: 2, index: 2 } (5 was added above)
 */
export function reconcileSelection<K extends string | number>(ids: readonly K[], prev: Selection<K>): Selection<K> {
  if (ids.length === 0) return NO_SELECTION;
  if (prev.id !== null) {
    // Cheap when the item has not moved, which is the common case.
    if (ids[prev.index] === prev.id) return prev;
    const at = ids.indexOf(prev.id);
    if (at >= 0) return { id: prev.id, index: at };
  }
  const index = Math.min(Math.max(prev.index, 0), ids.length - 1);
  return { id: ids[index]!, index };
}

/** The selection moved by `delta` rows, clamped to the list (no wrap: j at the end stays put). */
export function moveSelection<K extends string | number>(
  ids: readonly K[],
  prev: Selection<K>,
  delta: number,
): Selection<K> {
  if (ids.length === 0) return NO_SELECTION;
  // A list never shows without a selection: "none" is the first row, as reconcileSelection says.
  const current = reconcileSelection(ids, prev);
  const index = Math.min(Math.max(current.index + delta, 0), ids.length - 1);
  return { id: ids[index]!, index };
}

/** Selects `id` if it is in the list (e.g. a task just added). */
export function selectId<K extends string | number>(ids: readonly K[], id: K, prev: Selection<K>): Selection<K> {
  const index = ids.indexOf(id);
  return index >= 0 ? { id, index } : prev;
}
