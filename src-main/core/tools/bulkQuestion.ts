/**
 * The one question a bulk delete asks ("delete all my tasks", "delete both my plans"): the count and
 * the first few names, so the student sees what a yes removes. `tail` adds what goes with them. A
 * filter that found one ("delete my finished tasks" with one finished) names it as one, not "all 1".
 *
 * @example deleteAllQuestion('tasks', ['Essay', 'Call mom']) // "Delete all 2 tasks ('Essay', 'Call mom')?"
 * @example deleteAllQuestion('tasks', ['Essay'])             // "Delete the 1 task ('Essay')?"
 */
export function deleteAllQuestion(plural: string, names: readonly string[], tail = ''): string {
  const shown = names.slice(0, 3).map((n) => `'${n}'`);
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  const what = names.length === 1 ? `the 1 ${plural.replace(/s$/, '')}` : `all ${names.length} ${plural}`;
  return `Delete ${what} (${shown.join(', ')}${more})${tail}?`;
}
