import type { FoundDate } from '../../../../../src-shared/text/dates';
import { stem, words } from '../../../../../src-shared/text/fuzzy';
import type { Mention } from './mentions';

/** What the cue words are read from: the names found, and the date the shared parser found with the text around it. */
export interface CueInput {
  task: Mention | null;
  topic: Mention | null;
  due: FoundDate | null;
  /** The text without the date phrase (extractDueDate's `rest`). */
  rest: string;
}

/**
 * The words of a request that say what is asked, for the guesser's model (bayes.ts): the task,
 * topic and date it names are masked as TASK, TOPIC and DATE, numbers as NUM, and word pairs are
 * kept beside single words ("tick that", "not done"). The same function reads the training
 * phrasings (scripts/train-guess.ts) and the student's request, so both are read alike.
 */
export function cueTokens(found: CueInput): string[] {
  const { due, rest } = found;
  const out: string[] = [];
  let lastMask = '';
  // words() drops the small words ("the", "it", "that") that name nothing, but "that"/"it" after a
  // verb say what is meant: keep them from the raw split instead.
  for (const raw of rest.toLowerCase().split(/[^a-z0-9']+/)) {
    if (raw === '') continue;
    const w = raw.replace(/'/g, '');
    const s = stem(w);
    const token = found.task?.matched.includes(s)
      ? 'TASK'
      : found.topic?.matched.includes(w) || found.topic?.matched.includes(s)
        ? 'TOPIC'
        : /^\d+(?:st|nd|rd|th)?$/.test(w)
          ? 'NUM'
          : words(w).length === 0 && !KEPT_SMALL.has(w)
            ? ''
            : s;
    if (token === '') continue;
    // A name of several words is one mask.
    if ((token === 'TASK' || token === 'TOPIC') && token === lastMask) continue;
    lastMask = token === 'TASK' || token === 'TOPIC' ? token : '';
    out.push(token);
  }
  if (due) out.push('DATE');
  const pairs: string[] = [];
  for (let i = 0; i + 1 < out.length; i++) pairs.push(`${out[i]} ${out[i + 1]}`);
  return [...out, ...pairs, `^${out[0] ?? ''}`];
}

// Small words that carry the request's shape: "tick that", "undo it", "not done", "is it".
export const KEPT_SMALL = new Set(['that', 'it', 'this', 'me', 'i', 'my', 'is', 'was', 'about', 'to', 'on', 'for']);
