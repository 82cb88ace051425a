import { stem, words } from '../../../../../src-shared/text/fuzzy';

/**
 * Where a request names one of the student's tasks or topics inside other words ("i did call mom
 * last night lol so tick that" names "Call mom"; "quiz me in bio real quick" names biology). The
 * guesser (guess/index.ts) masks what is found, so the words left say what is asked, and restates
 * the request with the exact name, which the usual resolvers then find as any other.
 */

// Verbs a title starts with that say nothing about which task: "read" alone must not name
// "Read chapter 4 of the biology textbook".
const GENERIC = new Set(
  'read buy call email submit finish do make write review study get go pay send book plan start prep draft work'.split(
    ' ',
  ),
);

const stems = (text: string) => words(text).map(stem);

export interface Mention {
  /** The name as stored: the restatement uses it verbatim. */
  name: string;
  /** The typed words (stemmed) that named it, masked before the cue words are read. */
  matched: string[];
}

// Words that may follow a one-word name without making it part of another thing's name: "phoned
// mom earlier" names Call mom, "the coffee shop shift" does not name Buy coffee.
const AFTER_A_NAME = new Set(
  (
    'last earlier yesterday today tonight this that it already now off so lol haha again anymore too finally just ' +
    'done finished is was has had got back up out over on in at by before after for and but then as'
  ).split(' '),
);

/**
 * The one task title the text names: two of its words or more, or its one telling word (not a
 * verb like "read" or "call") when no other title has it and nothing that could extend the name
 * follows it. Null when none is named or two are named equally well (the guesser never picks).
 */
export function taskMention(text: string, titles: readonly string[]): Mention | null {
  const typed = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  const typedStems = typed.map(stem);
  const said = new Set(typedStems);
  const titleStems = titles.map((t) => [...new Set(stems(t))]);
  const owners = new Map<string, number>();
  for (const ts of titleStems) for (const s of ts) owners.set(s, (owners.get(s) ?? 0) + 1);
  const oneWordName = (word: string, ts: string[]) => {
    const telling = ts.filter((s) => !GENERIC.has(s));
    if (telling.length !== 1 || telling[0] !== word || owners.get(word) !== 1) return false;
    const next = typed[typedStems.indexOf(word) + 1];
    return next === undefined || AFTER_A_NAME.has(next) || words(next).length === 0;
  };
  let best: { i: number; matched: string[]; score: number } | null = null;
  let tie = false;
  titleStems.forEach((ts, i) => {
    const matched = ts.filter((s) => said.has(s));
    if (matched.length === 0) return;
    if (matched.length < 2 && !oneWordName(matched[0]!, ts)) return;
    const score = matched.length + matched.length / ts.length;
    if (!best || score > best.score) {
      best = { i, matched, score };
      tie = false;
    } else if (score === best.score) tie = true;
  });
  if (!best || tie) return null;
  const { i, matched } = best as { i: number; matched: string[] };
  return { name: titles[i]!, matched };
}

/**
 * The one topic the text names: its name, or the start of it of three letters or more ("bio",
 * "chem", "span"). Null when none or several are named.
 */
export function topicMention(text: string, names: readonly string[]): Mention | null {
  const said = words(text);
  const found = names.filter((n) => {
    const name = n.toLowerCase();
    return said.some((w) => w === name || stem(w) === stem(name) || (w.length >= 3 && name.startsWith(w)));
  });
  if (found.length !== 1) return null;
  const name = found[0]!.toLowerCase();
  return {
    name: found[0]!,
    matched: said.filter((w) => w === name || stem(w) === stem(name) || (w.length >= 3 && name.startsWith(w))),
  };
}

const POLITE = new Set('can could would will you u please pls plz hey ok okay so just now go ahead and'.split(' '));

/**
 * Whether the request starts with the named task's own verb ("can you call my mom" for "Call
 * mom"): it asks for the task to be done, not for its state to change, so no status is guessed.
 */
export function asksToDoIt(text: string, task: Mention): boolean {
  const typed = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !POLITE.has(w));
  const first = typed[0] === undefined ? '' : stem(typed[0]);
  return GENERIC.has(first) && task.matched.includes(first);
}
