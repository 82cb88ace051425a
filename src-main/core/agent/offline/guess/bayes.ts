/**
 * A naive Bayes reader of what a request asks for, over its cue words (cues.ts), trained on the
 * labelled phrasings of the project's corpora (scripts/train-guess.ts writes model.ts). It does
 * not replace the rules: it is asked only when they did not understand (guess/index.ts), and its
 * guess is only kept when the rules then read the restated request with confidence.
 */

/** Per label: how many phrasings, how many cue words in all, and each cue word's count. */
export interface GuessModel {
  /** Cue words seen in training: the smoothing's denominator. */
  vocabulary: number;
  labels: Record<string, { phrasings: number; cues: number; counts: Record<string, number> }>;
}

export interface LabelledCues {
  label: string;
  cues: string[];
}

const SMOOTHING = 0.5;

/** Counts cue words per label; each phrasing counts a cue word once. */
export function train(examples: readonly LabelledCues[]): GuessModel {
  const labels: GuessModel['labels'] = {};
  const vocabulary = new Set<string>();
  for (const { label, cues } of examples) {
    const l = (labels[label] ??= { phrasings: 0, cues: 0, counts: {} });
    l.phrasings++;
    for (const c of new Set(cues)) {
      l.counts[c] = (l.counts[c] ?? 0) + 1;
      l.cues++;
      vocabulary.add(c);
    }
  }
  return { vocabulary: vocabulary.size, labels };
}

export interface Guess {
  label: string;
  /** The label's share of the posterior, 0–1. */
  p: number;
}

/** Whether any single cue word was seen in training (pairs and the first-word mark aside). */
export function knowsAny(model: GuessModel, cues: readonly string[]): boolean {
  const labels = Object.values(model.labels);
  return cues.some((c) => !c.includes(' ') && !c.startsWith('^') && labels.some((l) => c in l.counts));
}

/** Labels by posterior, best first; cue words never seen in training are left out. */
export function guessLabels(model: GuessModel, cues: readonly string[]): Guess[] {
  const entries = Object.entries(model.labels);
  const all = entries.reduce((n, [, l]) => n + l.phrasings, 0);
  const known = [...new Set(cues)].filter((c) => entries.some(([, l]) => c in l.counts));
  if (known.length === 0) return [];
  const logs = entries.map(([label, l]) => {
    let s = Math.log(l.phrasings / all);
    const denominator = Math.log(l.cues + SMOOTHING * model.vocabulary);
    for (const c of known) s += Math.log((l.counts[c] ?? 0) + SMOOTHING) - denominator;
    return { label, s };
  });
  const top = Math.max(...logs.map((x) => x.s));
  const sum = logs.reduce((n, x) => n + Math.exp(x.s - top), 0);
  return logs.map((x) => ({ label: x.label, p: Math.exp(x.s - top) / sum })).sort((a, b) => b.p - a.p);
}
