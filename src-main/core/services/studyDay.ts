/**
 * Anki's study day: it begins at "next day starts at" o'clock local time (4 by default), not at
 * midnight, so a review at 1 a.m. still counts for the evening before. Daily limits count the
 * reviews since the day began; a buried card is hidden until the next day begins.
 *
 * @example
 *   studyDay(new Date('2026-11-23T02:30'), 4) // → { start: 2026-11-22T04:00 local, end: 2026-11-23T04:00 local }
 */
export function studyDay(now: Date, startsAtHour: number): { start: Date; end: Date } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), startsAtHour);
  if (start.getTime() > now.getTime()) start.setDate(start.getDate() - 1);
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1, startsAtHour);
  return { start, end };
}

/** A number that changes once per study day, to seed the day's shuffle of new cards. */
export function studyDaySeed(now: Date, startsAtHour: number): number {
  const { start } = studyDay(now, startsAtHour);
  return start.getFullYear() * 10_000 + (start.getMonth() + 1) * 100 + start.getDate();
}
