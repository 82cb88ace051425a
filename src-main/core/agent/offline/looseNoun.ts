import type { Task } from '../../../../src-shared/tasks';
import { scoreTitle, words as wordsOf } from '../../../../src-shared/text/fuzzy';
import { TOOL } from '../../../../src-shared/tools/names';
import { dataOf, type TurnContext } from './turnContext';

// "grocery run", "the grocery shop", "physics homework", "the chem assignment": an errand said by
// its outing, or a subject by a generic kind of work. The last word names no task; the words
// before it (the errand's stem, the subject) do.
const LOOSE_NOUN = /^(.+?)\s+(run|shop|shopping|trip|errand|homework|hw|assignment|coursework|classwork)$/i;
/** A word a title (or topic) holds as its own, its stem or a prefix of it ("bio" of "biology"), not a slip of one. */
const LOOSE_MATCH = 0.85;
/** The soonest tasks of the status looked at (resolveTask's first page), and the most offered as choices. */
const WINDOW = 200;
const CHOICES = 9;
const holds = (text: string, word: string) => wordsOf(text).some((w) => scoreTitle(word, w) >= LOOSE_MATCH);

/**
 * The tasks the words name when their last word is an outing or a generic work noun no title
 * holds: among the soonest page of the status, those whose title or topic holds every word before
 * it ("physics homework" is the one task of Physics). Null when the words are not of that form,
 * when the noun is a title's own word (then the full words decided), or when no task fits.
 */
export async function byLooseNoun(
  turn: TurnContext,
  said: string,
  status: 'pending' | 'completed',
): Promise<{ task_id: number; title: string }[] | null> {
  const m = LOOSE_NOUN.exec(said.trim());
  const stems = m ? wordsOf(m[1]!) : [];
  if (stems.length === 0) return null;
  const listed = await turn.call(TOOL.list_tasks, { status, limit: WINDOW }, { lookup: true });
  const tasks = dataOf<{ tasks: Task[] }>(listed)?.tasks ?? [];
  if (tasks.some((t) => holds(t.title, m![2]!))) return null;
  const fit = tasks.filter((t) => stems.every((w) => holds(`${t.title} ${t.topic ?? ''}`, w)));
  return fit.length === 0 ? null : fit.slice(0, CHOICES).map((t) => ({ task_id: t.task_id, title: t.title }));
}
