import type { ConversationState } from '../../../../../src-shared/conversation';
import { perform } from '../actions';
import { movedTogether } from './bulkMove';
import { resolveTask } from '../resolveTask';
import { readNewTask } from '../../../../../src-shared/text/taskText';
import { q } from '../respond';
import type { TurnContext } from '../turnContext';
import { ask, done, failed, type Reply } from '../types';
import { TOOL } from '../../../../../src-shared/tools/names';
import type { ToolResult } from '../../../../../src-shared/result';

type Pending = NonNullable<ConversationState['pending']>;

/**
 * "undo", "undo that", "oops": the `undo` tool reverts this conversation's latest change exactly
 * (a completion, an edit, a review, a delete, a whole plan), or says why it cannot. Asked before
 * this conversation changed anything ("wait no undo that" as a chat's first words), it means the
 * latest change made in Quire (DESIGN §10) — never after this chat's own changes were all undone.
 */
export async function undo(turn: TurnContext): Promise<Reply> {
  // "move these 3 tasks to friday" → "yes" → "undo": every move of that one answer goes back.
  const together = movedTogether(turn.state);
  if (together) {
    const texts: string[] = [];
    for (const change_id of together) {
      const r = await perform(turn, TOOL.undo, { change_id });
      texts.push(r.kind === 'done' ? r.text : '');
    }
    return done(texts.filter((t) => t !== '').join('\n'));
  }
  const here = await perform(turn, TOOL.undo, {});
  const result = turn.calls.at(-1)?.result as ToolResult | undefined;
  const nothingEverHere =
    result?.ok === false &&
    result.error.code === 'not_found' &&
    (result.error.details as { query?: { changed_here?: unknown } }).query?.changed_here === false;
  return nothingEverHere ? perform(turn, TOOL.undo, { scope: 'anywhere' }) : here;
}

const TASK_ACTIONS = new Set<string>([TOOL.complete_task, TOOL.reopen_task, TOOL.delete_task, TOOL.update_task]);

/** The task tool the user was correcting: a pending question's, else the last one run. */
function correctedTool(
  turn: TurnContext,
  dropped: Pending | null,
): { tool: string; extra: Record<string, unknown>; ran: boolean } | null {
  if (dropped?.kind === 'confirmation' && TASK_ACTIONS.has(dropped.tool))
    return { tool: dropped.tool, extra: {}, ran: false };
  if (dropped?.kind === 'clarification') {
    const first = dropped.options[0];
    if (first && TASK_ACTIONS.has(first.tool)) {
      const { task_id: _id, ...extra } = first.input;
      return { tool: first.tool, extra, ran: false };
    }
  }
  const last = turn.state.last_tool_used;
  if (last && TASK_ACTIONS.has(last)) {
    const { task_id: _id, ...extra } = turn.state.last_tool_parameters ?? {};
    return { tool: last, extra, ran: true };
  }
  return null;
}

/**
 * "no, I meant the essay one": the same action on another task. A completion that already ran
 * is reopened first; a pending confirmation or question is simply re-aimed. After add_task it
 * is a new title for the task just added ("add buy milk" → "no, I meant oat milk").
 */
export async function retarget(turn: TurnContext, target: string, dropped: Pending | null): Promise<Reply> {
  if (!dropped && turn.state.last_tool_used === TOOL.add_task) {
    const renamed = readNewTask(target, turn.now).title;
    const added = await resolveTask(turn, 'it', { tool: TOOL.update_task, status: 'pending' });
    if (added.kind === 'tasks' && renamed !== '')
      return perform(turn, TOOL.update_task, { task_id: added.targets[0]!.task_id, title: renamed });
  }
  const corrected = correctedTool(turn, dropped);
  if (!corrected) return ask(`What would you like me to do with ${q(target)}?`);
  const { tool, extra, ran } = corrected;
  const status = tool === TOOL.reopen_task ? 'completed' : 'pending';
  const resolved = await resolveTask(turn, target, {
    tool,
    status,
    extra,
    ...(tool === TOOL.delete_task || tool === TOOL.update_task ? { fallbackStatus: 'completed' as const } : {}),
  });
  if (resolved.kind === 'reply') return resolved.reply;
  const next = resolved.targets[0]!;
  const previous = turn.state.last_tool_parameters?.task_id;
  if (ran && typeof previous === 'number' && previous === next.task_id)
    return done('That’s the one I already changed.');

  let lead = '';
  if (ran && tool === TOOL.complete_task && typeof previous === 'number') {
    const undone = await turn.call(TOOL.reopen_task, { task_id: previous });
    if (!undone.result.ok)
      return failed('Sorry — I couldn’t reopen the task I marked by mistake. Say “list tasks” to check.');
    lead = 'Sorry about that — I’ve put the other one back on your list. ';
  }
  if (ran && tool === TOOL.delete_task && typeof previous === 'number') {
    const restored = await turn.call(TOOL.restore_deleted, { entity_type: 'task', id: previous });
    if (restored.result.ok) lead = 'Sorry about that — I’ve restored the task I deleted. ';
  }
  const reply = await perform(turn, tool, { task_id: next.task_id, ...extra }, next.title ? { label: next.title } : {});
  const note =
    ran && tool === TOOL.update_task
      ? ' (The task I changed first keeps its change — tell me if it should go back.)'
      : '';
  return { ...reply, text: `${lead}${reply.text}${note}` };
}
