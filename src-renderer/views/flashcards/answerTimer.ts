/**
 * How long the student spent on the card in front of them, for Progress's "time spent". One card
 * is on screen at a time, so one start time is enough. Capped like Anki's "maximum answer
 * seconds" (60 s by default): a card left open over lunch is not an hour of study.
 */
const MAX_ANSWER_MS = 60_000;
let shownAt = 0;

/** The card appeared (or came back after an undo). */
export function cardShown(): void {
  shownAt = performance.now();
}

/** Milliseconds since the card appeared, capped. */
export function answerTime(): number {
  return Math.min(MAX_ANSWER_MS, Math.max(0, Math.round(performance.now() - shownAt)));
}
