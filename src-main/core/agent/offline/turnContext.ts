import type { ToolCallRecord } from '../../../../src-shared/agent';
import type { ConversationState } from '../../../../src-shared/conversation';
import type { PlanSummary } from '../../../../src-shared/plans';
import type { ToolResult } from '../../../../src-shared/result';
import type { OfflineAgentDeps } from '../offlineSeam';
import { applyToolCall } from '../state';
import type { CallOutcome } from '../../tools/registry';
import { DEFAULT_LOCALE, type TextLocale } from '../../../../src-shared/text/locale';
import { TOOL } from '../../../../src-shared/tools/names';

// Tools that make a plan and return its id as created_plan_id.
const MAKES_PLAN = new Set<string>([TOOL.write_plan, TOOL.generate_study_plan]);

/**
 * One turn's working state: every tool call goes through here so it is recorded in order and
 * its state updates land in the state the turn returns.
 */
export class TurnContext {
  readonly calls: ToolCallRecord[] = [];
  state: ConversationState;
  readonly now: Date;
  readonly locale: TextLocale;
  /** The request as the planner read it (normalised), for the write gate's checks. */
  /** The message as the agent reads it (`text`, spelling fixed) and as it was typed. */
  request: { text: string; question: boolean; typed: string } = { text: '', question: false, typed: '' };

  constructor(
    private readonly deps: OfflineAgentDeps,
    state: ConversationState,
  ) {
    this.state = state;
    this.now = deps.now();
    this.locale = deps.locale ?? DEFAULT_LOCALE;
  }

  /**
   * Runs a tool and records it. A `lookup` call (list_tasks run only to find the task the user
   * named) is recorded but leaves the state alone: the numbers the user saw in their last list
   * must keep meaning what they meant, and "it" must keep meaning the task last acted on.
   */
  async call(
    name: string,
    input: Record<string, unknown>,
    opts: { confirmed?: boolean; lookup?: boolean } = {},
  ): Promise<CallOutcome> {
    const outcome = await this.deps.callTool(name, input, opts.confirmed ? { confirmed: true } : {});
    this.calls.push({ name, input, result: outcome.result, duration_ms: outcome.duration_ms });
    // A call that only asked for confirmation did nothing yet; it becomes "last" when it runs.
    if (!outcome.confirmation && !opts.lookup) {
      this.state = applyToolCall(this.state, { name, input, state_updates: outcome.state_updates });
      // add_task's input names no task; keep the new task's id beside it so "make it p2" and
      // "undo" find it without searching every task by title. So for a new card: "delete that card".
      const created = name === TOOL.add_task ? dataOf<{ task: { task_id: number } }>(outcome)?.task.task_id : undefined;
      if (created !== undefined) this.state = { ...this.state, last_tool_parameters: { ...input, task_id: created } };
      const card = name === TOOL.create_flashcard ? dataOf<{ card_id: number }>(outcome)?.card_id : undefined;
      if (card !== undefined) this.state = { ...this.state, last_tool_parameters: { ...input, card_id: card } };
      // So for a plan just made: "actually archive it", "delete it" mean that plan (stateView's lastPlanId).
      const plan = MAKES_PLAN.has(name) ? dataOf<{ created_plan_id: number }>(outcome)?.created_plan_id : undefined;
      if (plan !== undefined) this.state = { ...this.state, last_tool_parameters: { ...input, plan_id: plan } };
    }
    return outcome;
  }

  /** Records a declined confirmation the way the model loop does: the call, refused, in 0 ms. */
  recordDeclined(name: string, input: Record<string, unknown>, result: ToolResult): void {
    this.calls.push({ name, input, result, duration_ms: 0 });
  }

  hasTool(name: string): boolean {
    return this.deps.registry.get(name) !== undefined;
  }

  /** Whether a tool changes the student's data (what the write gate guards). */
  writes(name: string): boolean {
    const tool = this.deps.registry.get(name);
    return tool !== undefined && !tool.annotations.readOnly;
  }
}

/** The data of an ok result, typed by the caller who knows the tool; undefined when it failed. */
export function dataOf<T>(outcome: CallOutcome): T | undefined {
  return outcome.result.ok ? (outcome.result.data as T) : undefined;
}

/** The student's plans of a status, looked up (not shown); empty when they cannot be read. */
export async function plansOf(turn: TurnContext, status: 'active' | 'all'): Promise<PlanSummary[]> {
  return dataOf<{ plans: PlanSummary[] }>(await turn.call(TOOL.list_plans, { status }, { lookup: true }))?.plans ?? [];
}
