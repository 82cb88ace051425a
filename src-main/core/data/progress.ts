/** How far a long export or import has come; `total` is known up front (rows or notes). */
export interface DataProgress {
  operation: 'export' | 'import';
  /** What is happening now, for a person: "reading tasks", "writing cards". */
  phase: string;
  done: number;
  total: number;
}

export type ProgressSink = (p: DataProgress) => void;

/**
 * Calls `sink` at most every `every` steps (and always at the end), so a million-row export does
 * not send a million events.
 */
export function progressCounter(
  sink: ProgressSink | undefined,
  operation: DataProgress['operation'],
  total: number,
  every = 500,
) {
  let done = 0;
  return {
    step(phase: string, n = 1) {
      const before = done;
      done += n;
      if (sink && (Math.floor(before / every) !== Math.floor(done / every) || done >= total))
        sink({ operation, phase, done: Math.min(done, total), total });
    },
    finish(phase: string) {
      sink?.({ operation, phase, done: total, total });
    },
  };
}
