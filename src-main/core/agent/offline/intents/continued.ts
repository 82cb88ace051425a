import { TOOL } from '../../../../../src-shared/tools/names';
import { findLead } from './lead';
import type { StateView } from './stateView';

// "also hypothesis testing, due dec 2", "and bread", "plus one more: mock exam": more of what was
// just added. Not "also, what's due?" nor "also what's due" nor "and mark it p1": another request.
const MORE =
  /^(?:(?:oh\s+)?and\s+also|also|and|plus|oh\s+and)\s+(?!,)(?!(?:what|what's|whats|which|when|where|how|who|why|is|are|do|does|did|can|could|show|list|delete|remove|mark|move|tick|make|set|change|quiz|review|undo)\b)(?:(?:one\s+more|another(?:\s+one)?)\s*[:\-–—]?\s*)?(\S.*)$/i;

/**
 * More of the same right after an add, said without its command: restated as that add again
 * ("add bread" after a task, "add a step to it: X" after a step of the plan in hand), for the
 * classifier to read with confidence or not at all. Null when the last action added nothing.
 */
export function moreOfTheSame(text: string, view: StateView): string | null {
  const m = MORE.exec(text);
  if (!m || view.pending) return null;
  const rest = m[1]!;
  // "also add a step: X", "oh and it repeats every friday": a request or a change of its own.
  const words = rest.toLowerCase().split(/\s+/);
  if (findLead(words) || /^(?:it|its|it's|that|this|they|them|those|these|the same|same)$/.test(words[0] ?? ''))
    return null;
  if (view.lastTool === TOOL.add_task) return `add ${rest}`;
  if (view.lastPlanId && (view.lastTool === TOOL.add_plan_item || view.lastTool === TOOL.write_plan))
    return `add a step to it: ${rest}`;
  return null;
}
