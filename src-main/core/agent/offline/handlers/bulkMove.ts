import type { ConversationState } from '../../../../../src-shared/conversation';
import type { Task } from '../../../../../src-shared/tasks';
import { extractDueDate } from '../../../../../src-shared/text/dates';
import { formatDue } from '../../../../../src-shared/text/dueWords';
import { movedToDay } from '../../../../../src-shared/text/taskText';
import { TOOL } from '../../../../../src-shared/tools/names';
import { plural, q } from '../respond';
import type { TurnContext } from '../turnContext';
import { ask, done, failed, type Named, type Reply } from '../types';

/**
 * "move everything due today to tomorrow", "shift my overdue stuff to friday": several tasks moved
 * to one day. Asked first, naming the count and the tasks; on "yes" each is moved by its own
 * update_task (the tool moves one task), and the chat's "undo" right after takes back every move of
 * that answer, not only the last (see undoMoves).
 */

/** More than this many at once is narrowed down first: the question has to list them. */
const MOVE_MAX = 25;

/** The day a move goes to (a weekday named alone is never today: see movedToDay). */
function moveDay(turn: TurnContext, to: string): string | null {
  const due = extractDueDate(to, turn.now, turn.locale).due;
  return due ? movedToDay(due, turn.now) : null;
}

/** The question before moving `tasks` (pending) to the day said; nothing is written yet. */
export function askToMove(turn: TurnContext, tasks: readonly Named[], to: string, scope: string): Reply {
  const day = moveDay(turn, to);
  if (!day) return ask(`Which day should they move to?`);
  if (tasks.length > MOVE_MAX)
    return failed(
      `That is ${tasks.length} tasks${scope}; I move at most ${MOVE_MAX} at once. Narrow it down (a topic, or one day).`,
    );
  const said = formatDue(day, turn.now);
  const calls = tasks.map((t) => ({
    tool: TOOL.update_task,
    input: { task_id: t.id, due_at: day },
    summary: `Move ${q(t.title)} to ${said}.`,
  }));
  const one = tasks.length === 1;
  const summary = `Move ${one ? 'this task' : `these ${tasks.length} tasks`} to ${said}?\n${tasks.map((t) => `- ${t.title}`).join('\n')}`;
  return {
    kind: 'confirm',
    tool: TOOL.update_task,
    input: calls[0]!.input,
    summary,
    text: `${summary}\nReply “yes” to move ${one ? 'it' : 'them'} or “no” to leave ${one ? 'it' : 'them'}.`,
    calls,
  };
}

type Calls = NonNullable<Extract<NonNullable<ConversationState['pending']>, { kind: 'confirmation' }>['calls']>;

/**
 * The "yes" to askToMove: every move, each its own call. The change of each is kept in the state
 * so that "undo" next takes them all back.
 */
export async function moveEach(turn: TurnContext, calls: Calls): Promise<Reply> {
  const lines: string[] = [];
  const change_ids: number[] = [];
  const task_ids: number[] = [];
  for (const c of calls) {
    const outcome = await turn.call(c.tool, c.input, { confirmed: true });
    if (outcome.change_id !== null) change_ids.push(outcome.change_id);
    if (typeof c.input.task_id === 'number') task_ids.push(c.input.task_id);
    lines.push(sayMoved(outcome));
  }
  turn.state = {
    ...turn.state,
    last_tool_used: TOOL.update_task,
    last_tool_parameters: { task_ids, change_ids },
  };
  const moved = change_ids.length;
  return moved === 0 ? failed(lines.join('\n')) : done(`Moved ${plural(moved, 'task')}.\n${lines.join('\n')}`);
}

function sayMoved(outcome: Awaited<ReturnType<TurnContext['call']>>): string {
  if (!outcome.result.ok) return `Couldn’t move one: ${outcome.result.error.message}`;
  const t = (outcome.result.data as { task: Task }).task;
  return `- ${t.title}`;
}

/** The changes the last answer's moves made, newest first; null when the last turn moved one task or none. */
export function movedTogether(state: ConversationState): number[] | null {
  const ids = state.last_tool_parameters?.change_ids;
  if (state.last_tool_used !== TOOL.update_task || !Array.isArray(ids) || ids.length < 2) return null;
  return ids.filter((id): id is number => typeof id === 'number').reverse();
}
