/**
 * How well a palette command matches what the student typed, 0 (hidden) to 1. Everyday words
 * first: the label's own start ("progress" → Go to Progress), then a keyword said exactly
 * ("backup" → Back up now), then whole words anywhere, and only last scattered letters, so
 * "help" finds the shortcuts and not a label that happens to contain h…e…l…p.
 *
 * @example
 *   paletteScore('Go to Progress', 'prog', ['stats']) // → 1
 *   paletteScore('Back up now', 'backup', ['backup']) // → 0.95
 */
export function paletteScore(label: string, typed: string, keywords: readonly string[] = []): number {
  const search = normal(typed);
  if (!search) return 1;
  const name = normal(label.replace(/^Go to /, ''));
  const words = normal(label);
  const keys = keywords.map(normal);
  if (name.startsWith(search) || words.startsWith(search)) return 1;
  if (keys.includes(search)) return 0.95;
  if (keys.some((k) => k.startsWith(search))) return 0.9;
  if (new RegExp(`\\b${escape(search)}`).test(words)) return 0.8;
  const haystack = [words, ...keys].join(' ');
  const parts = search.split(' ');
  if (parts.every((p) => new RegExp(`\\b${escape(p)}`).test(haystack))) return 0.6;
  return inOrder(words, search) ? SCATTERED : 0;
}

/** The score of letters found only scattered, in order. */
const SCATTERED = 0.1;
const normal = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every typed letter appears in order (a last resort for typos like "flshcrd"). */
function inOrder(text: string, search: string): boolean {
  const letters = search.replace(/ /g, '');
  let i = 0;
  for (const ch of text) if (ch === letters[i]) i++;
  return i === letters.length;
}

/**
 * The commands that match what was typed, best first across every group; equal scores keep the
 * list's own order (views before actions). Nothing typed: every command, in the list's order.
 *
 * @example
 *   rankCommands([{ label: 'Open topic Recursion' }, { label: 'Show the welcome tour', keywords: ['tour'] }], 'tour')
 *   // → [the tour] (0.95 for its keyword; t…o…u…r scattered in "Recursion" is left out beside it)
 */
export function rankCommands<T extends { label: string; keywords?: readonly string[] }>(
  commands: readonly T[],
  typed: string,
): T[] {
  if (!normal(typed)) return [...commands];
  const scored = commands
    .map((command, order) => ({ command, order, score: paletteScore(command.label, typed, command.keywords) }))
    .filter((m) => m.score > 0);
  // Scattered letters are for a typo that matches nothing better: beside a real match they are
  // noise ("tour" also listed "Import a folder of study materials").
  const floor = scored.some((m) => m.score > SCATTERED) ? SCATTERED : 0;
  return scored
    .filter((m) => m.score > floor)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((m) => m.command);
}
