/**
 * The card browser's marks: the cards a bulk action will change, as a set of ids apart from the
 * one current card (Space marks it, Shift+↑/↓ marks as it moves, Ctrl+A marks every card shown).
 */
export type Marks = ReadonlySet<number>;

export const NO_MARKS: Marks = new Set();

/** `id` marked if it was not, unmarked if it was. */
export function toggleMark(marks: Marks, id: number): Marks {
  const next = new Set(marks);
  if (!next.delete(id)) next.add(id);
  return next;
}

/**
 * Shift+↑/↓ from `from` to `to`: both rows end up marked, as in a file list. Moving back over a
 * marked row keeps it marked; Space unmarks one.
 *
 * @example markStep(new Set(), [7, 8, 9], 0, 1) // → Set {7, 8}
 */
export function markStep(marks: Marks, ids: readonly number[], from: number, to: number): Marks {
  const next = new Set(marks);
  for (const i of [from, to]) if (ids[i] !== undefined) next.add(ids[i]);
  return next;
}

/** Marks no longer shown (the search or filter changed, a card was deleted) are dropped. */
export function keepShown(marks: Marks, ids: readonly number[]): Marks {
  if (marks.size === 0) return marks;
  const shown = new Set(ids);
  const kept = [...marks].filter((id) => shown.has(id));
  return kept.length === marks.size ? marks : new Set(kept);
}
