import type { Task } from '../../../../../src-shared/tasks';
import { dueBeforeFor } from '../../../../../src-shared/text/dates';
import { addDays, localIsoDate } from '../../../../../src-shared/text/locale';
import type { TaskFilter } from '../intents/types';
import { q } from '../respond';
import type { TurnContext } from '../turnContext';
import { topicNamed } from './topics';

/**
 * "due tomorrow" means on that day: list_tasks reads up to a date, so the tasks due before it are
 * left out here. Null when the filter needs no such cut.
 */
export function dayCut(filter: TaskFilter, now: Date): ((t: Task) => boolean) | null {
  const day = filter.on ?? (filter.period === 'tomorrow' && !filter.before ? addDays(localIsoDate(now), 1) : null);
  if (day === null) return null;
  return (t) => t.due_at !== null && (t.due_at.length === 10 ? t.due_at : localIsoDate(new Date(t.due_at))) === day;
}

export interface FilterReading {
  input: Record<string, unknown>;
  /** The filter in words for the reply: " matching “physics”", " in Biology". */
  scope: string;
}

/**
 * A filter read from the sentence, as list_tasks' input: the period or "before" date as
 * due_before, search words as query, and a subject as the topic it names. A subject may be a
 * topic or just words of titles ("my physics tasks" finds "Physics problem set 3"), so two
 * readings come back when a topic has that name: the topic first, the words second — the caller
 * takes the first that finds anything.
 */
export async function taskFilterInputs(
  turn: TurnContext,
  filter: TaskFilter,
  status: 'pending' | 'completed' | 'all',
): Promise<FilterReading[]> {
  const base: Record<string, unknown> = { status };
  if (filter.on) base.due_before = addDays(filter.on, 1);
  else if (filter.before) base.due_before = filter.before;
  else if (filter.period) base.due_before = dueBeforeFor(filter.period, turn.now);
  const byWords = (words: (string | null | undefined)[]): FilterReading => {
    const w = words.filter((x): x is string => !!x).join(' ');
    return w === '' ? { input: base, scope: '' } : { input: { ...base, query: w }, scope: ` matching ${q(w)}` };
  };
  const words = byWords([filter.query, filter.subject]);
  if (!filter.subject) return [words];
  const topic = await topicNamed(turn, filter.subject);
  if (!topic) return [words];
  const inTopic = byWords([filter.query]);
  return [{ input: { ...inTopic.input, topic_name: topic.name }, scope: ` in ${topic.name}${inTopic.scope}` }, words];
}
