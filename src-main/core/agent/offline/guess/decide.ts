import type { TextLocale } from '../../../../../src-shared/text/locale';
import { TOOL } from '../../../../../src-shared/tools/names';
import { guessLabels, type Guess, type GuessModel } from './bayes';
import { cueTokens } from './cues';
import { asksToDoIt } from './mentions';
import { OTHER_KINDS, READ_LABELS, RESTATEMENTS, type Found } from './restatements';
import { GUESS_THRESHOLD } from './threshold';

// Guesses about tasks, never taken when the request names another kind of thing.
const TASK_LABELS = new Set<string>([TOOL.complete_task, TOOL.reopen_task, TOOL.delete_task, TOOL.list_tasks]);

/**
 * The guess for a request and its restatement, or null: the guess must be likely
 * (GUESS_THRESHOLD), only read when the request is phrased as a question, not act on a task when
 * the request names cards, plans or the like, and name what it acts on. Pure: the agent
 * (guess/index.ts) and the training script's leave-one-set-out check decide the same way.
 */
export function decide(
  model: GuessModel,
  text: string,
  found: Found,
  reading: boolean,
  now: Date,
  locale?: TextLocale,
  threshold = GUESS_THRESHOLD,
): { guess: Guess; restated: string } | null {
  const [top] = guessLabels(model, cueTokens(text, found, now, locale));
  if (!top || top.p < threshold) return null;
  if (reading && !READ_LABELS.has(top.label)) return null;
  if (TASK_LABELS.has(top.label) && (OTHER_KINDS.test(text) || (found.task && asksToDoIt(text, found.task))))
    return null;
  const restated = RESTATEMENTS[top.label]?.(found) ?? null;
  return restated ? { guess: top, restated } : null;
}
