import type { Task } from '../../../../../src-shared/tasks';
import { perform } from '../actions';
import * as say from '../describe';
import type { Intent } from '../intents';
import { readNewTask, readTaskChange } from '../../../../../src-shared/text/taskText';
import { isSeveralInOneLine } from '../../../../../src-shared/text/titles';
import { pendingTaskById, resolveTask } from '../resolveTask';
import { findDuration } from '../../../../../src-shared/text/numbers';
import { addDays, localIsoDate } from '../../../tools/studyPlan';
import { due, plural, q, taskDetails } from '../respond';
import { dataOf, type TurnContext } from '../turnContext';
import { ask, askFor, done, failed, type Reply } from '../types';
import { addPlanItem, completePlanItemByWords, PLAN_IN_HAND, reopenPlanItemByWords, stepAlsoNamed } from './planSteps';
import { addTasks, isSeveralLines } from './several';
import { dayCut, taskFilterInputs } from './taskFilter';
import { TOOL } from '../../../../../src-shared/tools/names';
import { queueSize, type DueQueue } from '../../../../../src-shared/flashcards';
import { changeWhichKind, completeWhichKind, deletePlanByTitle, deleteWhichKind, moveWhichKind } from './whichKind';

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

// "add equilibrium to it (by friday)": "it" is what the chat has in hand, never part of a title.
// "… to it too", "… to it as well": a word that only adds, said after the place.
const TO_IT =
  /\s+to\s+(?:it|this|that)(?:\s+one)?(?:\s+(?:too|also|as\s+well|aswell))?(?=\s*$|\s+(?:by|due|on|for|before|tomorrow|today|tonight)\b)/i;

export async function addTask(turn: TurnContext, intent: IntentOf<'add_task'>): Promise<Reply> {
  const toIt = TO_IT.exec(intent.body);
  if (toIt) {
    const item = (intent.body.slice(0, toIt.index) + intent.body.slice(toIt.index + toIt[0].length)).trim();
    // A plan just made or shown takes the step; with no plan in hand, ask rather than add a task
    // called "Equilibrium to it" (it used to).
    if (
      PLAN_IN_HAND.has(turn.state.last_tool_used ?? '') ||
      typeof turn.state.last_tool_parameters?.plan_id === 'number'
    )
      return addPlanItem(turn, { kind: 'add_plan_item', item, plan: 'it' });
    return ask(`What should ${q(item)} go in? Name the plan, or say “add ${item}” to make it a task.`);
  }
  if (isSeveralLines(intent.body) || isSeveralInOneLine(readNewTask(intent.body, turn.now, turn.locale).title))
    return addTasks(turn, { kind: 'add_tasks', body: intent.body, count: null });
  const task = readNewTask(intent.body, turn.now, turn.locale);
  if (task.title === '') return askFor('body', 'What should the task be called? For example: “buy a new charger”.');
  return perform(turn, TOOL.add_task, { ...task });
}

const PERIOD_WORDS = {
  overdue: 'Overdue',
  today: 'Due today',
  tomorrow: 'Due tomorrow',
  week: 'Due this week',
} as const;

/**
 * "what's due tomorrow" lists tomorrow's tasks only (dayCut), and the numbers the student sees
 * ("push it to friday", "the first one") are those of the list shown.
 */
function keepShown(turn: TurnContext, tasks: Task[], keep: (t: Task) => boolean): Task[] {
  const kept = tasks.filter(keep);
  turn.state = {
    ...turn.state,
    task_references: Object.fromEntries(kept.map((t, i) => [String(i + 1), t.task_id])),
  };
  return kept;
}

/** The most urgent task: the highest priority, then the soonest due (the list's own order). */
function mostUrgent(tasks: readonly Task[], now: Date): string {
  const top = [...tasks].sort((a, b) => a.priority - b.priority)[0];
  if (!top) return '';
  return `Most urgent: ${q(top.title)}${taskDetails(top, now)}.\n\n`;
}

export async function listTasks(turn: TurnContext, intent: IntentOf<'list_tasks'>): Promise<Reply> {
  // "what's due?" alone means today, as in the Today view, and includes cards to review; "what's
  // due on thursday" names its day, so neither its heading nor its empty reply says "today".
  const dated = Boolean(intent.before || intent.on);
  const period = dated ? null : (intent.period ?? (intent.withCards ? 'today' : null));
  const readings = await taskFilterInputs(turn, { ...intent, period }, intent.status);
  let tasks: Task[] | undefined;
  let scope = '';
  for (const reading of readings) {
    const outcome = await turn.call(TOOL.list_tasks, reading.input);
    tasks = dataOf<{ tasks: Task[] }>(outcome)?.tasks;
    scope = reading.scope;
    if (!tasks || tasks.length > 0) break;
  }
  if (!tasks) return failed('Sorry — I couldn’t read your tasks just now. Please try again.');
  const keep = intent.status === 'pending' ? dayCut({ ...intent, period }, turn.now) : null;
  if (keep) tasks = keepShown(turn, tasks, keep);

  const before = intent.on
    ? ` due ${due(intent.on, turn.now)}`
    : intent.before
      ? ` due before ${due(intent.before, turn.now)}`
      : '';
  const heading =
    intent.status === 'completed'
      ? `Completed tasks${scope}:`
      : period
        ? `${PERIOD_WORDS[period]}${scope}:`
        : `Your tasks${scope}${before}:`;
  const empty =
    intent.status === 'completed'
      ? `No completed tasks${scope} yet.`
      : period
        ? `Nothing ${period === 'overdue' ? 'overdue' : `due ${period === 'week' ? 'this week' : period}`}${scope} 🎉`
        : scope || before
          ? `No tasks${scope}${before}.`
          : 'No pending tasks — you’re all clear. Add one with “add …”.';
  let text = say.taskList(tasks, turn.now, heading, empty);
  if (intent.urgent && tasks.length > 0) text = `${mostUrgent(tasks, turn.now)}${text}`;
  if (intent.withCards && !dated) {
    // The queue's own counts (limits applied, every card), not the length of a list capped at the limit.
    const cards = await turn.call(TOOL.get_due_flashcards, { limit: 1 }, { lookup: true });
    const queue = dataOf<{ counts: DueQueue['counts'] }>(cards);
    const n = queue ? queueSize(queue) : 0;
    if (n > 0)
      text += `\n\nAlso ${plural(n, 'flashcard')} ${n === 1 ? 'is' : 'are'} due for review — say “start review”.`;
  }
  return done(text);
}

/** Runs one call per target ("complete 1 and 3") and joins the replies. */
async function eachTarget(
  turn: TurnContext,
  tool: string,
  targets: { task_id: number; title?: string; reference?: string }[],
  extra: Record<string, unknown> = {},
): Promise<Reply> {
  if (targets.length === 1) {
    const t = targets[0]!;
    return perform(
      turn,
      tool,
      { task_id: t.task_id, ...extra },
      { ...(t.title ? { label: t.title } : {}), ...(t.reference ? { reference: t.reference } : {}) },
    );
  }
  const texts: string[] = [];
  let failures = 0;
  for (const t of targets) {
    const r = await perform(
      turn,
      tool,
      { task_id: t.task_id, ...extra },
      t.reference ? { reference: t.reference } : {},
    );
    texts.push(r.text);
    if (r.kind === 'done' && r.status === 'error') failures++;
  }
  return failures === targets.length ? failed(texts.join('\n')) : done(texts.join('\n'));
}

export async function completeTask(turn: TurnContext, intent: IntentOf<'complete_task'>): Promise<Reply> {
  // "the biology one is done" may mean the Biology plan as much as a task: ask which.
  const kind = await completeWhichKind(turn, intent.target);
  if (kind) return kind;
  const opts = { tool: TOOL.complete_task, status: 'pending' } as const;
  const target = await resolveTask(turn, intent.target, opts);
  if (target.kind === 'tasks')
    return (
      (await taskOrStep(turn, target.targets, intent.target, TOOL.complete_task, 'done')) ??
      eachTarget(turn, TOOL.complete_task, target.targets)
    );
  // "I got the groceries" when the task says "Buy groceries": what was done, without the verb.
  if (target.unsure && intent.object) {
    const object = await resolveTask(turn, intent.object, opts);
    if (object.kind === 'tasks') return eachTarget(turn, TOOL.complete_task, object.targets);
  }
  // "I finished reading chapter 3" may be a step of the study plan rather than a task.
  if (target.notFound) {
    const item = await completePlanItemByWords(turn, intent.target);
    if (item) return item;
  }
  return target.reply;
}

export async function reopenTask(turn: TurnContext, intent: IntentOf<'reopen_task'>): Promise<Reply> {
  const target = await resolveTask(turn, intent.target, { tool: TOOL.reopen_task, status: 'completed' });
  if (target.kind === 'tasks') {
    const both = await taskOrStep(turn, target.targets, intent.target, TOOL.reopen_task, 'todo');
    return both ?? eachTarget(turn, TOOL.reopen_task, target.targets);
  }
  // "set photosynthesis back to todo": a plan step is sent back to to-do by its name alone.
  if (target.notFound || target.unsure) {
    const step = await reopenPlanItemByWords(turn, intent.target);
    if (step) return step;
  }
  return target.reply;
}

/**
 * A task found by its words whose name a plan step also has ("Genetics" the task and the
 * step): one question with both as choices, never a guess. Null when only the task fits.
 */
async function taskOrStep(
  turn: TurnContext,
  targets: readonly { task_id: number; title?: string; reference?: string }[],
  words: string,
  tool: string,
  status: 'done' | 'todo',
): Promise<Reply | null> {
  const task = targets.length === 1 ? targets[0]! : null;
  if (!task?.title || task.reference) return null;
  const step = await stepAlsoNamed(turn, words);
  if (!step) return null;
  return ask(`Both a task and a plan step are called ${q(step.title)} — which one?`, [
    { label: `The task ${q(task.title)}`, tool, input: { task_id: task.task_id } },
    { label: `The plan step ${q(step.title)}`, tool: TOOL.update_item_status, input: { item_id: step.id, status } },
  ]);
}

export async function deleteTask(turn: TurnContext, intent: IntentOf<'delete_task'>): Promise<Reply> {
  // "delete the biology one" may mean a plan or a topic's cards as much as a task: ask which.
  const kind = (await deleteWhichKind(turn, intent.target)) ?? (await deletePlanByTitle(turn, intent.target));
  if (kind) return kind;
  const target = await resolveTask(turn, intent.target, {
    tool: TOOL.delete_task,
    status: 'pending',
    fallbackStatus: 'completed',
  });
  if (target.kind === 'reply') return target.reply;
  if (target.targets.length > 1)
    return ask(
      'I delete one task at a time, so each can be confirmed. Which one first?',
      target.targets.map((t) => ({
        label: t.reference ?? (t.title ? q(t.title) : `task ${t.task_id}`),
        tool: TOOL.delete_task,
        input: { task_id: t.task_id },
      })),
    );
  return eachTarget(turn, TOOL.delete_task, target.targets);
}

/** "push X back a day": the new due date is the current one (or today) plus the span. */
async function shiftTask(turn: TurnContext, intent: IntentOf<'update_task'>, days: number): Promise<Reply> {
  const target = await resolveTask(turn, intent.target, { tool: TOOL.update_task, status: 'pending' });
  if (target.kind === 'reply') return target.reply;
  const { task_id, title } = target.targets[0]!;
  const task = await pendingTaskById(turn, task_id);
  if (!task) return ask(`To what date should I move ${title ? q(title) : 'it'}?`);
  const current = task.due_at;
  const due_at =
    current === null
      ? addDays(localIsoDate(turn.now), days)
      : current.length === 10
        ? addDays(current, days)
        : new Date(new Date(current).getTime() + days * 86_400_000).toISOString();
  return perform(turn, TOOL.update_task, { task_id, due_at }, { label: task.title });
}

/** "rename the groceries task": the task found first, then its new title asked for (the next message). */
async function askForTitle(turn: TurnContext, intent: IntentOf<'update_task'>): Promise<Reply> {
  const target = await resolveTask(turn, intent.target, { tool: TOOL.update_task, status: 'pending' });
  if (target.kind === 'reply') return target.reply;
  const one = target.targets[0]!;
  const name = one.title ? q(one.title) : 'it';
  return askFor('title', `What should ${name} be called?`);
}

/** "move the essay": the task found first, then its new day asked for (the next message: "to dec 2"). */
async function askForDay(turn: TurnContext, intent: IntentOf<'update_task'>): Promise<Reply> {
  const target = await resolveTask(turn, intent.target, { tool: TOOL.update_task, status: 'pending' });
  if (target.kind === 'reply') return target.reply;
  const one = target.targets[0]!;
  return askFor('day', `When should ${one.title ? q(one.title) : 'it'} be due? For example “friday” or “dec 2”.`);
}

export async function updateTask(turn: TurnContext, intent: IntentOf<'update_task'>): Promise<Reply> {
  // "push the biology thing back a day" may mean the Biology plan as much as a task: ask which task.
  const kind = await changeWhichKind(turn, intent);
  if (kind) return kind;
  const shift = /^shift\s+(.+)$/.exec(intent.change);
  const span = shift ? findDuration(shift[1]!) : null;
  if (span) return shiftTask(turn, intent, span.days);
  const change = readTaskChange(intent.change, turn.now, intent.renameOk === true, turn.locale);
  if (Object.keys(change).length === 0) {
    // "change the priority": which task and what to, in one answer ("the essay, make it p3").
    if (intent.target.trim() === '')
      return askFor('target', 'Which task, and what should change? For example “the essay, make it p3”.');
    if (intent.renameOk) return askForTitle(turn, intent);
    if (intent.moveOnly) return askForDay(turn, intent);
    return ask('What should I change? For example “move it to friday”, “make it p1” or “rename it to …”.');
  }
  const subject = change.due_at !== undefined ? await moveWhichKind(turn, intent.target, { ...change }) : null;
  if (subject) return subject;
  const target = await resolveTask(turn, intent.target, {
    tool: TOOL.update_task,
    status: 'pending',
    fallbackStatus: 'completed',
    extra: { ...change },
  });
  if (target.kind === 'reply') return target.reply;
  // A note is added to the task's notes, never over them.
  if (change.description !== undefined && target.targets.length === 1) {
    const task = await pendingTaskById(turn, target.targets[0]!.task_id);
    if (task?.description) change.description = `${task.description}\n${change.description}`;
  }
  return eachTarget(turn, TOOL.update_task, target.targets, { ...change });
}
