import type { Task } from '../../../../../src-shared/tasks';
import type { Scored } from '../../../../../src-shared/text/fuzzy';
import { titleWords } from '../../../../../src-shared/text/references';
import { TOOL } from '../../../../../src-shared/tools/names';
import type { Intent } from '../intents';
import { findInWindow, pendingTaskById } from '../resolveTask';
import { q, taskDetails } from '../respond';
import type { TurnContext } from '../turnContext';
import { done, type Reply } from '../types';
import { stepStateIfAny } from './planSteps';

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

/** The best match among the pending tasks and among the completed ones, for these words. */
async function bestOf(turn: TurnContext, words: string): Promise<{ match: Scored; done: boolean }[]> {
  const found: { match: Scored; done: boolean }[] = [];
  for (const status of ['pending', 'completed'] as const) {
    const { choice } = await findInWindow(turn, words, status);
    if (choice.kind === 'one') found.push({ match: choice.match, done: status === 'completed' });
    if (choice.kind === 'several')
      found.push(...choice.matches.map((m) => ({ match: m, done: status === 'completed' })));
  }
  return found.sort((a, b) => b.match.score - a.match.score);
}

/**
 * "is the essay done?", "did I call mom already?": the task looked up (pending and completed,
 * by its words) and its state said. The task becomes "it" for the next message ("ok, mark it
 * done"), as after a list of one.
 */
export async function taskStatus(turn: TurnContext, intent: IntentOf<'task_status'>): Promise<Reply> {
  const words = titleWords(intent.target);
  let found = words === '' ? [] : await bestOf(turn, words);
  if (found.length === 0 && intent.object) found = await bestOf(turn, titleWords(intent.object));
  // "have i ticked off genetics yet?": no task is called that, so the plan step of that name is meant.
  const step = found.length === 0 && !intent.removed && !intent.onList ? await stepStateIfAny(turn, words) : null;
  if (step) return step;
  if (found.length === 0)
    return done(
      intent.removed
        ? `It’s not on your list — no task matches ${q(words)}, done or not (deleted tasks aren’t kept).`
        : intent.onList
          ? `No — nothing on your list matches ${q(words)}. Say “add ${words}” to add it.`
          : `I couldn’t find a task matching ${q(words)}, done or not. Say “list tasks” to see them.`,
    );
  const top = found[0]!;
  const close = found.filter((f) => top.match.score - f.match.score < 0.05);
  turn.state = {
    ...turn.state,
    last_tool_used: TOOL.list_tasks,
    task_references: Object.fromEntries(close.map((f, i) => [String(i + 1), f.match.id])),
  };
  if (close.length > 1) {
    const lines = close.map((f, i) => `${i + 1}. ${f.match.title}${f.done ? ' ✓ done' : ' — not done yet'}`);
    return done(`More than one task fits:\n${lines.join('\n')}`);
  }
  if (intent.removed)
    return done(
      `No — ${q(top.match.title)} is still on your list${top.done ? ', done ✓' : ''}. Say “delete it” to remove it.`,
    );
  if (top.done)
    return done(
      intent.onList
        ? `Yes — ${q(top.match.title)} is on your list, and already done ✓.`
        : `Yes — ${q(top.match.title)} is done ✓.`,
    );
  const task: Task | null = await pendingTaskById(turn, top.match.id);
  const details = task ? taskDetails(task, turn.now) : '';
  return done(`${intent.onList ? 'Yes' : 'Not yet'} — ${q(top.match.title)} is still on your list${details}.`);
}
