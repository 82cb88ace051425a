import { extractDueDate } from '../../../../../src-shared/text/dates';
import { stem, words } from '../../../../../src-shared/text/fuzzy';
import { TOOL } from '../../../../../src-shared/tools/names';
import { log } from '../../../log';
import { Features } from '../intents/features';
import { dataOf, type TurnContext } from '../turnContext';
import { guessLabels, knowsAny, type GuessModel } from './bayes';
import { cueTokens } from './cues';
import { decide } from './decide';
import { foundIn, RESTATEMENTS } from './restatements';

// Loaded on the first guess: most turns never need it, and a CLI start should not parse it.
let model: GuessModel | undefined;
const loadModel = async () => (model ??= (await import('./model')).MODEL);

// The tasks a request may name, looked up by its words (the FTS index covers every task).
const CANDIDATES = 20;

// The most a request unlike a restatable one may score before its names are looked up.
const WORTH_LOOKING = 0.3;
/** The label the request leans to before its names are known, when a guess could restate it. */
const leaning = (m: GuessModel, cues: string[]): string | null => {
  const [top] = guessLabels(m, cues);
  return top !== undefined && top.label in RESTATEMENTS && top.p >= WORTH_LOOKING ? top.label : null;
};

// Where a task the label acts on can be: a reopen names a done task, the others one still to do.
const STATUS_OF: Record<string, 'pending' | 'completed'> = {
  [TOOL.complete_task]: 'pending',
  [TOOL.delete_task]: 'pending',
  [TOOL.update_task]: 'pending',
  [TOOL.reopen_task]: 'completed',
};

// A task already looked for by this few words was looked for by each word alone (taskWords.ts).
const SEARCHED_ALIKE = 3;
// At most this many words are searched: those the phrasings used least, then the longest.
const NAME_WORDS = 4;

/**
 * The words of a request that may be part of a task's name ("tick", "done", "lol" are how
 * requests are said): the rarest in the corpora first. None when the resolver already searched
 * every title by the same few words.
 */
function nameWords(m: GuessModel, text: string, searched?: string): string[] {
  const names = [...new Set(words(text))]
    .filter((w) => w.length >= 3 && !saysHow(m, w))
    .sort((a, b) => uses(m, a) - uses(m, b) || b.length - a.length)
    .slice(0, NAME_WORDS);
  // "finished the physics homework": every title was already searched by each of these few words.
  const looked = searched === undefined ? [] : words(searched);
  return looked.length <= SEARCHED_ALIKE && names.every((w) => looked.includes(w)) ? [] : names;
}

/**
 * The titles that hold the name words, each searched as a substring of titles and notes (the
 * trigram index: well under a millisecond at 100,000 tasks, where the word-ranked title search
 * with its fallbacks took 5–25 ms) — as typed and as the matcher reads it ("mum" is "mom"). A word
 * on more tasks than one page holds names nothing for sure: then no title is returned at all, so a
 * guess is never made on part of the candidates.
 */
async function titlesNamed(turn: TurnContext, names: string[], label: string): Promise<string[]> {
  const titles = new Set<string>();
  for (const query of new Set(names.flatMap((w) => [w, stem(w)]).filter((q) => q.length >= 3))) {
    const listed = await turn.call(
      TOOL.list_tasks,
      { query, status: STATUS_OF[label] ?? 'all', limit: CANDIDATES },
      { lookup: true },
    );
    const tasks = dataOf<{ tasks: { title: string }[] }>(listed)?.tasks ?? [];
    if (tasks.length >= CANDIDATES) return [];
    for (const t of tasks) titles.add(t.title);
  }
  return [...titles];
}

// Labels whose phrasings carry free text (a new task's title, a card's sides): their words are names.
const FREE_TEXT = new Set<string>([
  TOOL.add_task,
  TOOL.create_flashcard,
  TOOL.write_plan,
  TOOL.add_plan_item,
  // Labels of the training script's own (scripts/guessTraining.ts), not tools.
  'several_writes',
  'ask',
  'decline',
]);
/** A word the requests that name an existing thing use to say what they want (it names nothing). */
function saysHow(m: GuessModel, word: string): boolean {
  let n = 0;
  for (const [label, l] of Object.entries(m.labels)) if (!FREE_TEXT.has(label)) n += l.counts[word] ?? 0;
  return n >= 3;
}

/** How many labelled phrasings used a word, names and all: a name is rare. */
function uses(m: GuessModel, word: string): number {
  let n = 0;
  for (const l of Object.values(m.labels)) n += l.counts[word] ?? 0;
  return n;
}

/**
 * What the rules did not understand, guessed from how the labelled phrasings were said (bayes.ts)
 * and said again in their words: "TA sent my lab report back so it's not done anymore" →
 * "reopen Submit lab report". Null unless decide() keeps the guess. The caller keeps the
 * restatement only when the rules then read it with confidence.
 */
export async function guessRequest(
  turn: TurnContext,
  text: string,
  question: boolean,
  searched?: string,
): Promise<string | null> {
  try {
    return await guess(turn, text, question, searched);
  } catch (e) {
    // The guess only ever adds to the rules' answer: a fault in it (the model missing from a
    // build, a lookup that throws) leaves that answer standing rather than failing the turn.
    log.warn('The offline guess failed; the rules answered alone', {
      error: e instanceof Error ? e.message : String(e),
    });
    return null;
  }
}

async function guess(turn: TurnContext, text: string, question: boolean, searched?: string): Promise<string | null> {
  const m = await loadModel();
  // First without the date parser (the costly part of reading a text): words no phrasing ever used
  // ("asdf qwer"), a request unlike anything a guess can restate, or a task change whose name words
  // the resolver already searched by end the guess before anything is parsed or looked up.
  const rough = cueTokens({ task: null, topic: null, due: null, rest: text });
  const label = knowsAny(m, rough) ? leaning(m, rough) : null;
  if (label === null) return null;
  const changesTask = label in STATUS_OF;
  if (changesTask && nameWords(m, text, searched).length === 0) return null;
  const dated = extractDueDate(text, turn.now, turn.locale);
  // Name words from the text without its date: "wednesday" names no task.
  const titles = await titlesNamed(turn, nameWords(m, dated.rest, searched), label);
  // A change to a task needs the task: with no title named, nothing else is worth reading.
  if (titles.length === 0 && changesTask) return null;
  const topicsOut = await turn.call(TOOL.list_topics, {}, { lookup: true });
  const topics = (dataOf<{ topics: { name: string }[] }>(topicsOut)?.topics ?? []).map((t) => t.name);
  const found = foundIn(text, titles, topics, dated);
  // Read only when a write is guessed: the features parse the text again.
  return decide(m, text, found, () => new Features(text, question, turn.now).reading)?.restated ?? null;
}
