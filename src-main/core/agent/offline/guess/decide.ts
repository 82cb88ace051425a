import { TOOL } from '../../../../../src-shared/tools/names';
import { guessLabels, type Guess, type GuessModel } from './bayes';
import { cueTokens, KEPT_SMALL } from './cues';
import { OPEN_STATE } from '../intents/lexicon';
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

// Guesses that change a task's state: each needs a word that says the change. (A guessed
// update_task is restated only with the new date, priority or repetition it found: that is its word.)
const CHANGES_A_TASK = new Set<string>([TOOL.complete_task, TOOL.reopen_task, TOOL.delete_task]);

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
export const NOT_DONE = new RegExp(
  String.raw`\b${OPEN_STATE}\b|\bnot\s+(?:quite|really)\s+(?:done|finished|complete)|\bisn[’']?t\s+(?:done|finished|complete)\b`,
  'i',
);
const unseen = (model: GuessModel, cue: string) =>
  !cue.includes(' ') &&
  !cue.startsWith('^') &&
  !MASKS.has(cue) &&
  !Object.values(model.labels).some((l) => cue in l.counts);

// A word marks a label when the label's phrasings use it at least this many times as often as
// all phrasings do, and at least this many of them.
const MARKER_LIFT = 2;
const MARKER_USES = 2;
// Words that join or soften what is said ("… so tick that", "… lol"): frequent around changes,
// they say none. "the physics problem set is so" is no completion.
const JOINERS = new Set(['so', 'and', 'then', 'now', 'just', 'really', 'also', 'too', 'very', 'lol', 'pls', 'please']);

/**
 * Whether a word of the request itself says the change (a single cue word, not a name, a date or a
 * small word): "TASK is going well" or "TASK is harder than i thought" carry only the shape
 * "TASK is", which every "X is done" taught the model, and were guessed as completions (wrong
 * writes). "done", "tick", "handed", "bounced" are markers; "going", "harder" are not.
 */
function saysTheChange(model: GuessModel, cues: readonly string[], label: string): boolean {
  const said = cues.filter(
    (c) => !c.includes(' ') && !c.startsWith('^') && !MASKS.has(c) && !KEPT_SMALL.has(c) && !JOINERS.has(c),
  );
  // "I emailed professor lee": the name is all there is, its verb the change (a report of it done);
  // but "the lab report was …" with nothing after says how it was, not what to do.
  if (said.length === 0) return !cues.includes('is') && !cues.includes('was');
  const l = model.labels[label];
  if (!l) return false;
  let phrasings = 0;
  for (const x of Object.values(model.labels)) phrasings += x.phrasings;
  return said.some((c) => {
    const here = l.counts[c] ?? 0;
    if (here < MARKER_USES) return false;
    let all = 0;
    for (const x of Object.values(model.labels)) all += x.counts[c] ?? 0;
    return here / l.phrasings >= (MARKER_LIFT * all) / phrasings;
  });
}

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
  if (CHANGES_A_TASK.has(top.label) && !saysTheChange(model, cues, top.label)) return null;
  const restated = RESTATEMENTS[top.label]?.(found) ?? null;
  return restated ? { guess: top, restated } : null;
}
