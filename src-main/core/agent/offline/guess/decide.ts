import { TOOL } from '../../../../../src-shared/tools/names';
import { guessLabels, type Guess, type GuessModel } from './bayes';
import { cueTokens } from './cues';
import { asksToDoIt } from './mentions';
import { OTHER_KINDS, READ_LABELS, RESTATEMENTS, type Found } from './restatements';
import { GUESS_THRESHOLD } from './threshold';

// Guesses about tasks, never taken when the request names another kind of thing.
const TASK_LABELS = new Set<string>([
  TOOL.complete_task,
  TOOL.reopen_task,
  TOOL.delete_task,
  TOOL.update_task,
  TOOL.list_tasks,
]);

const SLOTLESS = new Set<string>([
  TOOL.get_today,
  TOOL.get_weak_topics,
  TOOL.get_wrong_questions,
  TOOL.list_plans,
  TOOL.get_due_flashcards,
]);
const MASKS = new Set(['TASK', 'TOPIC', 'DATE', 'NUM']);

/**
 * A change only thought about ("i might move the physics set to friday", "maybe push the essay",
 * "should i delete the groceries"): no write is guessed from it; the rules' question stands. Not
 * "can i …": "can i do the bio reading on saturday instead" asks for the move (sets I, J, K).
 */
export const HEDGED =
  /\b(?:might|maybe|perhaps|probably|possibly|thinking\s+(?:of|about)|considering|wondering|not\s+sure\s+(?:if|whether)|(?:should|shall)\s+i|if\s+i|in\s+case)\b/i;

/**
 * Words that say a task is NOT done ("mark it as incomplete", "not finished yet", "undone"): a
 * completion is never guessed from them, whatever the cue words score ("incomplete" shares
 * "complete" with every completion the model has seen; leave-one-set-out guessed two such reopens
 * as completions).
 */
export const NOT_DONE =
  /\b(?:in|un)-?(?:complete[ds]?|finished|done)\b|\bnot\s+(?:yet\s+|quite\s+|really\s+)?(?:done|finished|complete[ds]?|ticked|over)\b|\bisn[’']?t\s+(?:done|finished|complete)\b/i;
const unseen = (model: GuessModel, cue: string) =>
  !cue.includes(' ') &&
  !cue.startsWith('^') &&
  !MASKS.has(cue) &&
  !Object.values(model.labels).some((l) => cue in l.counts);

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
  /** Whether the request is phrased as a question (asked only when a write is guessed). */
  reading: boolean | (() => boolean),
  threshold = GUESS_THRESHOLD,
): { guess: Guess; restated: string } | null {
  const cues = cueTokens(found);
  const [top] = guessLabels(model, cues);
  if (!top || top.p < threshold) return null;
  // "what time is it in tokyo": a word no phrasing ever used is something Quire does not hold, so
  // a guess that names nothing from the request (the date, the plans) would answer another question.
  if (SLOTLESS.has(top.label) && !found.topic && cues.some((c) => unseen(model, c))) return null;
  if (!READ_LABELS.has(top.label) && (HEDGED.test(text) || (typeof reading === 'function' ? reading() : reading)))
    return null;
  if (TASK_LABELS.has(top.label) && (OTHER_KINDS.test(text) || (found.task && asksToDoIt(text, found.task))))
    return null;
  if (top.label === TOOL.complete_task && NOT_DONE.test(text)) return null;
  const restated = RESTATEMENTS[top.label]?.(found) ?? null;
  return restated ? { guess: top, restated } : null;
}
