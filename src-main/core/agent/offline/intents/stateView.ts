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
  /** The topic whose exam the last answer or change was about, for "move it to dec 12". */
  examTopic?: string | null;
  /** The exam's day was just asked and is not known: a day said alone next ("dec 10.") is its day. */
  examDayAsked?: boolean;
  /** The one plan step the last answer named ("what's the next step…") or set, for "start it". */
  stepInHand?: { item: string; plan: string } | null;
}

// Tools after which "it" may be the plan they showed or changed.
const PLAN_TOOLS = new Set<string>([
  TOOL.list_plan_items,
  TOOL.add_plan_item,
  TOOL.update_plan_status,
  TOOL.reschedule_plan,
  // The plan just made: turnContext keeps its id beside the input.
  TOOL.write_plan,
  TOOL.generate_study_plan,
]);

// Tools whose input names one topic's exam: set_exam_date, and list_topics as "when is my X exam?" holds it.
const EXAM_TOOLS = new Set<string>([TOOL.set_exam_date, TOOL.list_topics]);

// Tools whose input may hold one plan step by its title: the next step named, or a step just set.
const STEP_TOOLS = new Set<string>([TOOL.list_plan_items, TOOL.update_item_status]);

/** The parts of conversation state the classifier reads. */
export function stateView(state: ConversationState | null | undefined): StateView {
  if (!state) return { pending: null, listed: 0, lastTool: null };
  const params = state.last_tool_parameters ?? {};
  const { plan_id: planId, topic_name: topic, item_title: step, plan_title: plan } = params;
  return {
    pending: state.pending?.kind ?? null,
    listed: Object.keys(state.task_references).length,
    lastTool: state.last_tool_used,
    lastPlanId: PLAN_TOOLS.has(state.last_tool_used ?? '') && typeof planId === 'number' ? planId : null,
    examTopic: EXAM_TOOLS.has(state.last_tool_used ?? '') && typeof topic === 'string' ? topic : null,
    examDayAsked: state.last_tool_used === TOOL.list_topics && params.exam_date_unknown === true,
    stepInHand:
      STEP_TOOLS.has(state.last_tool_used ?? '') && typeof step === 'string' && typeof plan === 'string'
        ? { item: step, plan }
        : null,
  };
}
