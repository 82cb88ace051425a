import { extractDueDate } from '../../../../../src-shared/text/dates';
import { stem, words } from '../../../../../src-shared/text/fuzzy';
import { TOOL } from '../../../../../src-shared/tools/names';
import { Features } from '../intents/features';
import { dataOf, type TurnContext } from '../turnContext';
import { knowsAny, type GuessModel } from './bayes';
import { cueTokens } from './cues';
import { decide } from './decide';
import { taskMention, topicMention } from './mentions';
import { aboutWords } from './restatements';

// Loaded on the first guess: most turns never need it, and a CLI start should not parse it.
let model: GuessModel | undefined;
const loadModel = async () => (model ??= (await import('./model.json')).default as GuessModel);

// The tasks a request may name, looked up by its words (the FTS index covers every task).
const CANDIDATES = 20;

/**
 * What the rules did not understand, guessed from how the labelled phrasings were said (bayes.ts)
 * and said again in their words: "TA sent my lab report back so it's not done anymore" →
 * "reopen Submit lab report". Null unless decide() keeps the guess. The caller keeps the
 * restatement only when the rules then read it with confidence.
 */
export async function guessRequest(turn: TurnContext, text: string, question: boolean): Promise<string | null> {
  const m = await loadModel();
  // Words no phrasing ever used ("asdf qwer"): nothing to guess from, so nothing is looked up.
  if (!knowsAny(m, cueTokens(text, { task: null, topic: null }, turn.now, turn.locale))) return null;
  // Searched by the words as typed and as the matcher reads them: "mum" finds "Call mom".
  const listed = await turn.call(
    TOOL.list_tasks,
    { title_words: [...new Set(words(text).flatMap((w) => [w, stem(w)]))].join(' '), status: 'all', limit: CANDIDATES },
    { lookup: true },
  );
  const titles = (dataOf<{ tasks: { title: string }[] }>(listed)?.tasks ?? []).map((t) => t.title);
  const topicsOut = await turn.call(TOOL.list_topics, {}, { lookup: true });
  const topics = (dataOf<{ topics: { name: string }[] }>(topicsOut)?.topics ?? []).map((t) => t.name);
  const found = {
    task: taskMention(text, titles),
    topic: topicMention(text, topics),
    due: extractDueDate(text, turn.now, turn.locale).due,
    about: aboutWords(text),
  };
  const reading = new Features(text, question, turn.now).reading;
  return decide(m, text, found, reading, turn.now, turn.locale)?.restated ?? null;
}
