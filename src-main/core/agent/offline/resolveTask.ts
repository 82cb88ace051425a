import type { Task } from '../../../../src-shared/tasks';
import { byScore, choose, rank, saysAnotherNumber, type Choice, type Scored } from '../../../../src-shared/text/fuzzy';
import { readTarget } from '../../../../src-shared/text/references';
import { byLooseNoun } from './looseNoun';
import { q } from './respond';
import { dataOf, type TurnContext } from './turnContext';
import { ask, askFor, type PendingOption, type Reply } from './types';
import { TOOL } from '../../../../src-shared/tools/names';

/** A task the user pointed at, or the reply to give when they did not point clearly. */
export type TaskTarget =
  | { kind: 'tasks'; targets: { task_id: number; title?: string; reference?: string }[] }
  | {
      kind: 'reply';
      reply: Reply;
      notFound?: true;
      /** No task fitted well (none, or only a near one). */ unsure?: true;
    };

// Title words are scored against the soonest-due tasks of the status (pages of 200 along the
// due-date index) and the best candidates from the word index over every task's title
// (list_tasks' `title_words`), so a task due in two years is found too; see findInWindow.
const PAGE = 200;
const PAGES = { pending: 5, completed: 2 } as const;

/** Tools that act on one task by id, and so make "it" mean that task afterwards. */
const TASK_TOOLS = new Set<string>([
  TOOL.complete_task,
  TOOL.reopen_task,
  TOOL.update_task,
  TOOL.delete_task,
  TOOL.add_task,
]);

/**
 * The task the last action touched, for "it"/"that one"; null when the last action was not on a
 * task. (After add_task, TurnContext records the new task's id with its input.)
 */
function lastTouchedTask(turn: TurnContext): { task_id: number } | null {
  const tool = turn.state.last_tool_used;
  const params = turn.state.last_tool_parameters ?? {};
  if (tool === TOOL.restore_deleted && params.entity_type === 'task' && typeof params.id === 'number')
    return { task_id: params.id };
  if (!tool || !TASK_TOOLS.has(tool)) return null;
  return typeof params.task_id === 'number' ? { task_id: params.task_id } : null;
}

/** A task by id from the pending window (for "push it back a day", which needs its due date). */
export async function pendingTaskById(turn: TurnContext, task_id: number): Promise<Task | null> {
  return (await pendingTasksById(turn, [task_id])).get(task_id) ?? null;
}

/** Several pending tasks by id, read a page at a time until all are found (one page for a short list). */
async function pendingTasksById(turn: TurnContext, ids: readonly number[]): Promise<Map<number, Task>> {
  const found = new Map<number, Task>();
  for (let page = 0; page < PAGES.pending; page++) {
    const listed = await turn.call(
      TOOL.list_tasks,
      { status: 'pending', limit: PAGE, ...(page > 0 ? { offset: page * PAGE } : {}) },
      { lookup: true },
    );
    const tasks = dataOf<{ tasks: Task[] }>(listed)?.tasks ?? [];
    for (const t of tasks) if (ids.includes(t.task_id)) found.set(t.task_id, t);
    if (found.size === ids.length || tasks.length < PAGE) break;
  }
  return found;
}

/** Which list positions the last shown list had, and what "last" means there. */
function positionToId(turn: TurnContext, position: number): number | 'no_list' | 'out_of_range' {
  const refs = turn.state.task_references;
  const keys = Object.keys(refs).map(Number);
  if (keys.length === 0) return 'no_list';
  const pos = position === -1 ? Math.max(...keys) : position;
  return refs[String(pos)] ?? 'out_of_range';
}

const LIST_OPTION: PendingOption = { label: 'Show my tasks', tool: TOOL.list_tasks, input: {} };

/**
 * "complete", "move to friday": the action is clear, the task is not. One question, with the
 * soonest tasks it could be as the choices (and the whole list).
 */
async function whichTask(
  turn: TurnContext,
  tool: string,
  status: 'pending' | 'completed',
  extra: Record<string, unknown>,
): Promise<Reply> {
  const listed = await turn.call(TOOL.list_tasks, { status, limit: FEW }, { lookup: true });
  const tasks = dataOf<{ tasks: Task[] }>(listed)?.tasks ?? [];
  const options: PendingOption[] = tasks.map((t) => ({
    label: t.title,
    tool,
    input: { task_id: t.task_id, ...extra },
  }));
  return askFor('target', 'Which task do you mean?', [...options, LIST_OPTION]);
}

/** Actions a bare word can report about the task just listed ("done", "not done after all"). */
const REPORTS = new Set<string>([TOOL.complete_task, TOOL.reopen_task]);

/** A short list can be pointed at with "it": one task is that task, a few are the choices. */
const FEW = 5;
/** "it" after a longer list shown just now asks which with all of it, up to a screenful of choices. */
const CHOICES = 9;

/**
 * "it" just after a list ("what's due tomorrow?" → "push it to friday"): the one task listed, or,
 * when a few were, the question which — with those tasks as the choices.
 */
async function fromLastList(
  turn: TurnContext,
  tool: string,
  extra: Record<string, unknown>,
): Promise<TaskTarget | null> {
  if (turn.state.last_tool_used !== TOOL.list_tasks) return null;
  const ids = Object.entries(turn.state.task_references)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, id]) => id);
  if (ids.length === 1) return { kind: 'tasks', targets: [{ task_id: ids[0]!, reference: 'task 1' }] };
  if (ids.length === 0 || ids.length > CHOICES) return null;
  const tasks = await pendingTasksById(turn, ids);
  const options: PendingOption[] = ids.map((id, i) => ({
    label: tasks.get(id)?.title ?? `Task ${i + 1}`,
    tool,
    input: { task_id: id, ...extra },
  }));
  return { kind: 'reply', reply: askFor('target', 'Which of those do you mean?', options) };
}

/** How many word-index candidates are scored: enough that a title's own words put it in front. */
const CANDIDATES = 50;

/** The best word-index candidates of the status, across every task, scored fuzzily. */
async function wordCandidates(turn: TurnContext, words: string, status: 'pending' | 'completed'): Promise<Scored[]> {
  const listed = await turn.call(
    TOOL.list_tasks,
    { status, title_words: words.slice(0, 200), limit: CANDIDATES },
    { lookup: true },
  );
  const tasks = dataOf<{ tasks: Task[] }>(listed)?.tasks ?? [];
  return rank(
    words,
    tasks.map((t) => ({ id: t.task_id, title: t.title })),
  );
}

/**
 * Scores the soonest 200 of the status first (most references are to what is due soon; a
 * misspelt word still fits there), then the word-index candidates from every task, and only when
 * neither fits the rest of the window, for a misspelt word in a task due a little later. The
 * index before the wider window keeps a lookup to a few small queries at 100,000 tasks.
 */
export async function findInWindow(
  turn: TurnContext,
  words: string,
  status: 'pending' | 'completed',
): Promise<{ choice: Choice }> {
  let scored: Scored[] = [];
  const seen = new Set<number>();
  const add = (more: Scored[]) => {
    const fresh = more.filter((c) => !seen.has(c.id));
    for (const c of fresh) seen.add(c.id);
    scored = [...scored, ...fresh].sort(byScore);
    return choose(scored);
  };
  const windowPage = async (page: number) => {
    const listed = await turn.call(
      TOOL.list_tasks,
      { status, limit: PAGE, ...(page > 0 ? { offset: page * PAGE } : {}) },
      { lookup: true },
    );
    const tasks = dataOf<{ tasks: Task[] }>(listed)?.tasks ?? [];
    const ranked = rank(
      words,
      tasks.map((t) => ({ id: t.task_id, title: t.title })),
    );
    // A short page is the window's end: nothing lies beyond it.
    return { choice: add(ranked), last: tasks.length < PAGE };
  };
  const first = await windowPage(0);
  if (first.choice.kind !== 'none' || first.last) return { choice: first.choice };
  const indexed = add(await wordCandidates(turn, words, status));
  if (indexed.kind !== 'none') return { choice: indexed };
  let choice: Choice = indexed;
  for (let page = 1; page < PAGES[status]; page++) {
    const next = await windowPage(page);
    choice = next.choice;
    if (choice.kind !== 'none' || next.last) break;
  }
  return { choice };
}

/**
 * "the essay and call mom": tasks named one after another, each by its own words — only when every
 * part names exactly one task, each a different one (a title with "and" in it, "buy groceries and
 * toilet roll", is one task: its parts find it twice or not at all). Null otherwise.
 */
async function severalNamed(
  turn: TurnContext,
  words: string,
  status: 'pending' | 'completed',
): Promise<{ task_id: number; title: string }[] | null> {
  const parts = words.split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/i).filter((p) => p.trim() !== '');
  if (parts.length < 2) return null;
  const found: { task_id: number; title: string }[] = [];
  for (const part of parts) {
    const { choice } = await findInWindow(turn, part, status);
    if (choice.kind !== 'one' || found.some((f) => f.task_id === choice.match.id)) return null;
    found.push({ task_id: choice.match.id, title: choice.match.title });
  }
  return found;
}

/**
 * Resolves "task 2", "#2 and #4", "the last one", "it", or title words to task ids. Positions go
 * through `state.task_references` (the last list shown); words are matched fuzzily against
 * pending tasks (completed ones for reopen), asking when several fit or none fits well.
 *
 * @example
 *   await resolveTask(turn, 'the groceries one', { tool: 'complete_task', status: 'pending' })
 *   // → { kind: 'tasks', targets: [{ task_id: 4, title: 'Buy groceries' }] }
 */
export async function resolveTask(
  turn: TurnContext,
  text: string,
  opts: {
    tool: string;
    status: 'pending' | 'completed';
    extra?: Record<string, unknown>;
    fallbackStatus?: 'pending' | 'completed';
  },
): Promise<TaskTarget> {
  // "done ✅": a mark names no task.
  const ref = readTarget(/[\p{L}\p{N}]/u.test(text) ? text : '');
  const extra = opts.extra ?? {};
  if (ref.kind === 'none') {
    // "done!!" right after a list: the one task shown, or which of the few.
    const listed = REPORTS.has(opts.tool) ? await fromLastList(turn, opts.tool, extra) : null;
    return listed ?? { kind: 'reply', reply: await whichTask(turn, opts.tool, opts.status, extra) };
  }
  if (ref.kind === 'pronoun') {
    const last = lastTouchedTask(turn);
    if (last) return { kind: 'tasks', targets: [last] };
    const listed = await fromLastList(turn, opts.tool, extra);
    if (listed) return listed;
    // "mark it done" as a chat's first words: nothing is in hand, so the soonest tasks are the choices.
    return { kind: 'reply', reply: await whichTask(turn, opts.tool, opts.status, extra) };
  }
  if (ref.kind === 'positions') {
    const targets: { task_id: number; reference: string }[] = [];
    for (const position of ref.positions) {
      const id = positionToId(turn, position);
      const phrase = position === -1 ? 'the last task' : `task ${position}`;
      if (id === 'no_list') {
        return {
          kind: 'reply',
          reply: ask(
            `I don’t have a numbered list to go by yet, so I can’t tell which task is ${phrase}. Want to see your tasks?`,
            [LIST_OPTION],
          ),
        };
      }
      if (id === 'out_of_range') {
        const n = Object.keys(turn.state.task_references).length;
        return {
          kind: 'reply',
          reply: ask(
            `Your last list had only ${n} task${n === 1 ? '' : 's'}, so there’s no ${phrase}. Want to see the list again?`,
            [LIST_OPTION],
          ),
        };
      }
      targets.push({ task_id: id, reference: phrase });
    }
    return { kind: 'tasks', targets };
  }

  const several = await severalNamed(turn, ref.words, opts.status);
  if (several) return { kind: 'tasks', targets: several };
  const statuses = opts.fallbackStatus ? [opts.status, opts.fallbackStatus] : [opts.status];
  let nearest: { id: number; title: string; score: number } | null = null;
  for (const status of statuses) {
    const { choice } = await findInWindow(turn, ref.words, status);
    if (choice.kind === 'one')
      return { kind: 'tasks', targets: [{ task_id: choice.match.id, title: choice.match.title }] };
    if (choice.kind === 'several') {
      const options = choice.matches.map((m) => ({
        label: m.title,
        tool: opts.tool,
        input: { task_id: m.id, ...extra },
      }));
      return {
        kind: 'reply',
        reply: {
          ...askFor('target', `More than one task matches ${q(ref.words)} — which one?`, options),
          confidence: 0.5,
        },
      };
    }
    if (!nearest && choice.nearest && choice.nearest.score >= 0.4) nearest = choice.nearest;
  }
  // "grocery run done", "finished my physics homework": the one task of that errand or subject,
  // or the question which when several are (its choices show each title as it is).
  const loose = await byLooseNoun(turn, ref.words, opts.status);
  if (loose?.length === 1) return { kind: 'tasks', targets: loose };
  if (loose) {
    const options = loose.map((t) => ({ label: t.title, tool: opts.tool, input: { task_id: t.task_id, ...extra } }));
    return {
      kind: 'reply',
      reply: {
        ...askFor('target', `More than one task matches ${q(ref.words)} — which one?`, options),
        confidence: 0.5,
      },
    };
  }
  if (nearest) {
    const option = { label: nearest.title, tool: opts.tool, input: { task_id: nearest.id, ...extra } };
    return {
      kind: 'reply',
      reply: {
        ...askFor('target', `I couldn’t find ${q(ref.words)} exactly. Did you mean ${q(nearest.title)}?`, [option]),
        confidence: 0.4,
        // "set 4" when the task is "set 3": asked as it is, with no guess at other words for it.
        ...(saysAnotherNumber(ref.words, nearest.title) ? {} : { unmatched: ref.words }),
      },
      unsure: true,
    };
  }
  const which = opts.status === 'completed' ? 'completed task' : 'task';
  // Nothing is written on a guess: one short question, with the exact-text search (every title was
  // already searched by its words) and the list as its choices.
  const options: PendingOption[] = [
    {
      label: `Search titles and notes for ${q(ref.words)}`,
      tool: TOOL.list_tasks,
      input: { status: 'all', query: ref.words },
    },
    LIST_OPTION,
  ];
  return {
    kind: 'reply',
    reply: {
      ...askFor('target', `I couldn’t find a ${which} matching ${q(ref.words)}. Which task do you mean?`, options),
      confidence: 0.4,
      unmatched: ref.words,
    },
    notFound: true,
    unsure: true,
  };
}
