/**
 * Runs writes one after another, in the order they were queued, while the screen moves on:
 * the review session's ratings are saved behind it, and whatever must see them saved (undo,
 * suspend, bury) waits for `settled()` first.
 */
export interface SaveQueue {
  add(write: () => Promise<void>): void;
  /** Resolves once every write queued so far has finished. */
  settled(): Promise<void>;
}

export function createSaveQueue(): SaveQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    add(write) {
      // A write that throws must not stop the ones after it.
      tail = tail.then(write).catch(() => {});
    },
    settled: () => tail,
  };
}
