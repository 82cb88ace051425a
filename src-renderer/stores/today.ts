import { create } from 'zustand';
import type { PlanItem, PlanItemStatus } from '../../src-shared/plans';
import type { WeakTopic } from '../../src-shared/quizzes';
import type { ToolError } from '../../src-shared/result';
import { WEEK_AHEAD, type Task } from '../../src-shared/tasks';
import { callTool } from '../api/tools';
import { changed, STATUS_WORDS } from '../api/undo';
import { addDays, localDay } from '../format';
import { toastError } from './toasts';
import { TOOL } from '../../src-shared/tools/names';

/** A plan item due today or earlier, with the plan it belongs to. */
export interface DuePlanItem extends PlanItem {
  plan_id: number;
  plan_title: string;
}

interface TodayState {
  /** Only this subject's tasks, cards, plan steps and weak spots (a topic's name), or everything. */
  topic: string | null;
  /** The filtered topic's id, once a load has found it: R reviews just that topic. */
  topicId: number | null;
  setTopic: (topic: string | null) => void;
  loaded: boolean;
  error: ToolError | null;
  tasks: Task[];
  /** How many tasks each section holds, counted by main: true however many rows `tasks` has. */
  counts: Record<TaskSection, number>;
  dueCards: number;
  planItems: DuePlanItem[];
  weakTopics: WeakTopic[];
  load: () => Promise<void>;
  completeTask: (task: Task) => Promise<void>;
  setItemStatus: (item: DuePlanItem, status: PlanItemStatus) => Promise<void>;
}

let generation = 0;
/** Tasks Today lists at once (list_tasks' most); the counts above them are main's, not this list's length. */
const LISTED = 200;

async function duePlanItems(today: string, topic: string | null): Promise<DuePlanItem[] | ToolError> {
  const plans = await callTool(TOOL.list_plans, {
    status: 'active',
    ...(topic === null ? {} : { topic_name: topic }),
  });
  if (!plans.ok) return plans.error;
  const lists = await Promise.all(
    plans.data.plans.map(async (p) => {
      const r = await callTool(TOOL.list_plan_items, { plan_id: p.plan_id });
      const items = r.ok ? (r.data.plan_items[String(p.plan_id)] ?? []) : [];
      return items
        .filter(
          (i) => i.due_date !== null && i.due_date <= today && (i.status === 'todo' || i.status === 'in_progress'),
        )
        .map((i) => ({ ...i, plan_id: p.plan_id, plan_title: p.title }));
    }),
  );
  return lists.flat().sort((a, b) => a.due_date!.localeCompare(b.due_date!) || a.item_id - b.item_id);
}

/**
 * Today's agenda from five read-only tools. Every part loads in parallel; one failing shows its
 * error without hiding the others' data.
 */
export { WEEK_AHEAD };
export type TaskSection = 'overdue' | 'today' | 'week';

/** Which of Today's sections a pending task belongs in, by the user's clock; null when further off. */
export function taskSection(task: Task, now: Date): TaskSection | null {
  if (!task.due_at) return null;
  // Overdue as describeDue says it (a day before today; an instant already past), without building
  // its words: a render of Today asks this six times for each of up to 200 tasks.
  const dateOnly = task.due_at.length === 10;
  const day = dateOnly ? task.due_at : localDay(new Date(task.due_at));
  const today = localDay(now);
  if (dateOnly ? day < today : Date.parse(task.due_at) < now.getTime()) return 'overdue';
  if (day === today) return 'today';
  return day <= addDays(today, WEEK_AHEAD) ? 'week' : null;
}

const ORDER: Record<TaskSection, number> = { overdue: 0, today: 1, week: 2 };

/** The tasks Today shows, section by section (j/k walk them in the order drawn), list order kept within. */
function inSections(tasks: Task[], now: Date): Task[] {
  return tasks
    .map((task) => ({ task, section: taskSection(task, now) }))
    .filter((t): t is { task: Task; section: TaskSection } => t.section !== null)
    .sort((a, b) => ORDER[a.section] - ORDER[b.section])
    .map((t) => t.task);
}

/** The filtered topic's id, for R (a review of one topic takes its id); undefined when there is no filter. */
async function topicIdOf(topic: string | null): Promise<number | undefined | ToolError> {
  if (topic === null) return undefined;
  const r = await callTool(TOOL.list_topics, {});
  if (!r.ok) return r.error;
  // A topic deleted meanwhile filters nothing: the filter goes (below) rather than show all as "Biology".
  return r.data.topics.find((t) => t.name.toLowerCase() === topic.toLowerCase())?.topic_id;
}

export const useToday = create<TodayState>((set, get) => ({
  topic: null,
  topicId: null,
  setTopic: (topic) => {
    if (topic === get().topic) return;
    set({ topic });
    void get().load();
  },
  loaded: false,
  error: null,
  tasks: [],
  counts: { overdue: 0, today: 0, week: 0 },
  dueCards: 0,
  planItems: [],
  weakTopics: [],
  load: async () => {
    const mine = ++generation;
    const now = new Date();
    const today = localDay(now);
    let topic = get().topic;
    // Unfiltered, the agenda's calls go out in this same tick: an await here would queue them
    // behind every other call the window makes as it opens.
    const topicId = topic === null ? undefined : await topicIdOf(topic);
    if (typeof topicId === 'object') return void set({ loaded: true, error: topicId });
    if (topicId === undefined && topic !== null) {
      topic = null;
      set({ topic: null });
    }
    // A day past the week, then sorted here: list_tasks compares UTC text, the user lives in local time.
    const listed = {
      status: 'pending' as const,
      due_before: addDays(today, WEEK_AHEAD + 2),
      limit: LISTED,
      ...(topic === null ? {} : { topic_name: topic }),
    };
    const [tasks, counted, items, weak] = await Promise.all([
      callTool(TOOL.list_tasks, listed),
      // The counts (tasks by section; cards: the review session's own queue) come from main, never
      // from a capped list's length: 1,400 overdue tasks are 1,400, not the 200 listed.
      callTool(TOOL.get_today, topic === null ? {} : { topic_name: topic }),
      duePlanItems(today, topic),
      callTool(TOOL.get_weak_topics, { limit: 5 }),
    ]);
    if (mine !== generation) return;
    const error = [tasks, counted, weak].find((r) => !r.ok)?.error ?? (Array.isArray(items) ? null : items);
    const counts = counted.ok
      ? {
          overdue: counted.data.tasks_overdue,
          today: counted.data.tasks_due_today,
          week: counted.data.tasks_due_next_7_days,
        }
      : get().counts;
    set({
      loaded: true,
      error: error ?? null,
      tasks: tasks.ok ? inSections(tasks.data.tasks, now) : get().tasks,
      counts,
      dueCards: counted.ok ? counted.data.flashcards_due : get().dueCards,
      topicId: topicId ?? null,
      planItems: Array.isArray(items) ? items : get().planItems,
      weakTopics: weak.ok
        ? weak.data.weak_topics.filter((w) => topic === null || w.name.toLowerCase() === topic.toLowerCase())
        : get().weakTopics,
    });
    // Overdue tasks filled the list: today's and the week's come from past them, so a pile of old
    // tasks never hides what is due today.
    if (!tasks.ok || tasks.data.tasks.length < LISTED) return;
    const drawn = get().tasks.filter((t) => taskSection(t, now) === 'overdue');
    if (drawn.length >= counts.overdue || counts.today + counts.week === 0) return;
    // list_tasks sorts by the stored text, which can put a timed task a few places off the local
    // order at midnight: start a little early, and keep each task once.
    const rest = await callTool(TOOL.list_tasks, { ...listed, offset: Math.max(0, counts.overdue - 20) });
    if (mine !== generation || !rest.ok) return;
    const seen = new Set(drawn.map((t) => t.task_id));
    const ahead = rest.data.tasks.filter((t) => !seen.has(t.task_id) && taskSection(t, now) !== 'overdue');
    set({ tasks: [...drawn, ...inSections(ahead, now)] });
  },
  completeTask: async (task) => {
    const r = await callTool(TOOL.complete_task, { task_id: task.task_id });
    if (!r.ok) return void toastError(r.error.message);
    const section = taskSection(task, new Date());
    const counts = { ...get().counts };
    if (section) counts[section] = Math.max(0, counts[section] - 1);
    set({ tasks: get().tasks.filter((t) => t.task_id !== task.task_id), counts });
    changed(`Completed ‘${task.title}’.`, r.change_id);
  },
  setItemStatus: async (item, status) => {
    const r = await callTool(TOOL.update_item_status, { item_id: item.item_id, status });
    if (!r.ok) return void toastError(r.error.message);
    changed(`Marked ‘${item.title}’ ${STATUS_WORDS[status]}.`, r.change_id);
    const planItems = get().planItems.map((i) => (i.item_id === item.item_id ? { ...i, status } : i));
    // A finished item leaves today's list; main's change event would drop it too.
    set({ planItems: planItems.filter((i) => i.status === 'todo' || i.status === 'in_progress') });
  },
}));
