/**
 * The one question a bulk delete asks ("delete all my tasks", "delete both my plans"): the count and
 * the first few names, so the student sees what a yes removes. `tail` adds what goes with them.
 *
 * @example deleteAllQuestion('tasks', ['Essay', 'Call mom']) // "Delete all 2 tasks ('Essay', 'Call mom')?"
 */
export function deleteAllQuestion(plural: string, names: readonly string[], tail = ''): string {
  const shown = names.slice(0, 3).map((n) => `'${n}'`);
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  return `Delete all ${names.length} ${plural} (${shown.join(', ')}${more})${tail}?`;
}
