import type { ConversationState } from '../../../../../src-shared/conversation';
import { TOOL } from '../../../../../src-shared/tools/names';
import type { KnownNames } from './names';

/** What the conversation holds that changes how a message reads. */
export interface StateView {
  pending: 'confirmation' | 'clarification' | null;
  /** How many tasks the last list showed (0: no list). */
  listed: number;
  lastTool: string | null;
  /** The plan the last action showed or changed, for "add X to it". */
  lastPlanId?: number | null;
  /** The plans' titles, when the agent read them for this request (index.ts). */
  known?: KnownNames;
}

// Tools after which "it" may be the plan they showed or changed.
const PLAN_TOOLS = new Set<string>([
  TOOL.list_plan_items,
  TOOL.add_plan_item,
  TOOL.update_plan_status,
  TOOL.reschedule_plan,
]);

/** The parts of conversation state the classifier reads. */
export function stateView(state: ConversationState | null | undefined): StateView {
  if (!state) return { pending: null, listed: 0, lastTool: null };
  const planId = state.last_tool_parameters?.plan_id;
  return {
    pending: state.pending?.kind ?? null,
    listed: Object.keys(state.task_references).length,
    lastTool: state.last_tool_used,
    lastPlanId: PLAN_TOOLS.has(state.last_tool_used ?? '') && typeof planId === 'number' ? planId : null,
  };
}
