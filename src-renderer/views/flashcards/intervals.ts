const MINUTES_PER_DAY = 1440;

/** One decimal, without a trailing ".0": 1.5 → "1.5", 2.0 → "2". */
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/**
 * An interval as Anki labels its rating buttons: "1m", "10m", "3h", "4d", "1.5mo", "2.1y".
 * FSRS gives learning steps as fractions of a day, so minutes and hours matter as much as days.
 *
 * @example formatInterval(10 / 1440) // "10m"
 */
export function formatInterval(days: number): string {
  const minutes = days * MINUTES_PER_DAY;
  if (minutes < 59.5) return `${Math.max(1, Math.round(minutes))}m`;
  if (minutes < 23.5 * 60) return `${Math.round(minutes / 60)}h`;
  if (days < 29.5) return `${Math.round(days)}d`;
  if (days < 365) return `${oneDecimal(days / 30)}mo`;
  return `${oneDecimal(days / 365)}y`;
}

/**
 * When a card is next due, relative to `now`: "due now" for anything at or before now,
 * otherwise "in 4d" with the same units as the rating buttons.
 */
export function formatDueIn(dueIso: string, now: Date = new Date()): string {
  const ms = new Date(dueIso).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 'due now';
  return `in ${formatInterval(ms / 86_400_000)}`;
}
