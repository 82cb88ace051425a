import { TOOL } from '../../../../../src-shared/tools/names';
import type { Features } from './features';
import { PLAN, planName } from './planWords';

/**
 * A plan paused or picked back up, said casually: "pause my spanish plan", "put the bio plan on
 * hold", "pick the spanish plan back up", "take it off hold". A plan is active, completed or
 * archived (DESIGN §3) — there is no paused state — so a pause archives it: it keeps every step,
 * leaves the active plans, and comes back whole when picked up again. The handler says so.
 */

// Words before the verb that change nothing: "ok can you pause …", "i want to pick … back up".
const SOFT = String.raw`^(?:(?:ok(?:ay)?|so|actually|hmm+|please|pls|can\s+you|could\s+you|let'?s|i\s+(?:want|need)\s+to|i'?d\s+like\s+to|i\s+wanna|just|i'?m\s+going\s+to|i'?ll)[\s,]+)*`;
const REF = String.raw`(?:the\s+|my\s+|this\s+|that\s+|our\s+)?(.+?)`;
const FOR_NOW = String.raw`(?:\s+(?:for\s+(?:now|a\s+(?:while|bit|few\s+days|week|couple\s+of\s+(?:days|weeks)))|for\s+the\s+(?:moment|time\s+being)|(?:un)?till?\s+later))?`;
const PLEASE = String.raw`(?:\s+(?:please|pls|thanks))?$`;

const PAUSE: readonly RegExp[] = [
  new RegExp(String.raw`${SOFT}(?:pause|freeze|park|shelve)\s+${REF}${FOR_NOW}${PLEASE}`, 'i'),
  new RegExp(
    String.raw`${SOFT}(?:put|place|keep|leave|set)\s+${REF}\s+on\s+(?:hold|ice|pause|the\s+back\s*burner)${FOR_NOW}${PLEASE}`,
    'i',
  ),
];
// Not "continue with" or "get back to": working on a plan again is no change of its status.
const RESUME: readonly RegExp[] = [
  new RegExp(String.raw`${SOFT}(?:pick|take)\s+${REF}\s+back\s+up(?:\s+again)?${PLEASE}`, 'i'),
  new RegExp(String.raw`${SOFT}(?:pick\s+up|resume|unpause|unfreeze|unshelve)\s+${REF}(?:\s+again)?${PLEASE}`, 'i'),
  new RegExp(String.raw`${SOFT}take\s+${REF}\s+off\s+(?:hold|ice|pause|the\s+back\s*burner)${PLEASE}`, 'i'),
];

const PRONOUN = /^(?:it|that|this|that\s+one|this\s+one|the\s+(?:new\s+)?one)$/i;
const BY_NOUN = new RegExp(String.raw`^(.*?)\s*${PLAN}$`, 'i');
// After these the plan in hand is the one just made (list_plans is newest first: '' picks it).
const JUST_MADE = new Set<string>([TOOL.write_plan, TOOL.generate_study_plan]);

/** What a casual pause or pick-up said, with the words naming its plan; null when it says neither. */
function said(text: string): { words: string; status: 'archived' | 'active' } | null {
  for (const re of PAUSE) {
    const m = re.exec(text);
    if (m) return { words: m[1]!.trim(), status: 'archived' };
  }
  for (const re of RESUME) {
    const m = re.exec(text);
    if (m) return { words: m[1]!.trim(), status: 'active' };
  }
  return null;
}

/** Whether the text pauses or picks something up: then the plans' titles are worth reading (index.ts). */
export const saysHoldOrResume = (text: string): boolean => said(text) !== null;

export interface PlanHold {
  /** The plan as pickPlan reads it; null when none is named and none is in hand (the handler asks). */
  plan: string | null;
  status: 'archived' | 'active';
}

/**
 * The plan paused or picked up: named by the noun ("my spanish plan"), by its title ("the spanish
 * vocab sprint"), or "it" for the plan in hand. Null when what is paused is no plan ("pause the
 * timer", "put the essay on hold", "pick up milk"), so the other readings keep it.
 */
export function planHold(f: Features): PlanHold | null {
  const s = said(f.text);
  if (!s) return null;
  const inHand = f.state.lastPlanId ? `#${f.state.lastPlanId}` : JUST_MADE.has(f.state.lastTool ?? '') ? '' : null;
  if (PRONOUN.test(s.words)) return { plan: inHand, status: s.status };
  const noun = BY_NOUN.exec(s.words);
  if (noun) {
    const name = planName(noun[1], undefined).replace(/^(?:the|my|this|that|our)$/i, '');
    return { plan: name === '' ? inHand : name, status: s.status };
  }
  const span = f.planSpan;
  if (span && s.words.toLowerCase().includes(f.between(span.at, span.at + span.len).toLowerCase()))
    return { plan: span.title, status: s.status };
  return null;
}
