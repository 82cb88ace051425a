import { TOOL } from '../../../../../src-shared/tools/names';
import type { Features } from './features';
import { hasPlanExtent } from '../../../../../src-shared/text/planText';
import { NOT_NEEDED } from './lexicon';
import { asksStepsDue, asksWhenStepIsDue } from './planSteps';
import { planHold } from './planHold';
import { headThenSteps, NAMED, PLAN, planName, planRef, planWordsOf, REASON_AFTER_PLAN } from './planWords';
import { firstFit, shape, type IntentModel } from './types';

/** Whole plans: made, generated, listed, shown, archived, reactivated, deleted. Steps are in planSteps.ts. */

const hasPlan = (f: Features) => f.noun('plan');
const pluralPlans = (f: Features) => f.has('plans');
const STATUS_WORD = /\b(?:done|complete|completed|finished|archived|active)$/i;

// Studying said in words: with a span of days and a planning verb, it asks for a generated plan.
const STUDYING = /\b(?:study|studying|revision|revise|revising|learn|learning|prep|preparation|practice|practise)\b/i;
const PLANNING = /^(?:schedule|plan|make|build|create|set|draft|organi[sz]e|map|lay)$/i;

// "i want to cram organic chem over 3 days", "need to cram physics in 2 days": cramming over a span
// of days is a study plan for that span, never a to-do "Cram physics" due in 2 days.
const CRAM =
  /^(?:(?:i\s+)?(?:want|need|have|got|gotta|wanna|will|must|should|am\s+going)\s+(?:to\s+)?|(?:i'?m|im|i\s+am)\s+(?:going\s+to\s+|gonna\s+)?|i'?ll\s+|let'?s\s+|help\s+me\s+)?(?:to\s+)?(?:cram|cramming)\s+(?:for\s+)?(?:my\s+|the\s+)?(.+?)\s+(?:over|in|across|for|within|during)\s+(?:the\s+next\s+)?(\S+\s+days?)$/i;

/** "need to cram physics in 2 days" → "physics over 2 days": the goal and its span, the cramming said. */
function crammed(f: Features): string | null {
  const m = CRAM.exec(f.text);
  return m && f.duration() !== null ? `${m[1]} over ${m[2]}` : null;
}

/** "schedule 6 days of study for X": a span of days to study, asked for as such (not a task). */
export function asksForStudyDays(f: Features): boolean {
  const first = f.lead ? f.words[f.lead.at]! : '';
  return PLANNING.test(first) && STUDYING.test(f.text) && f.duration() !== null && !f.wh && !f.reading;
}

// How long a day, said as a rate: "30 mins a day", "an hour per day", "20 minutes daily".
// "30 mins of reading a day": what is done may be said between the time and the rate.
const PER_DAY =
  /\b(?:\d{1,3}|an?|half an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five|ninety)\s*-?\s*(?:minutes?|mins?|hours?|hrs?|h)\s*(?:of\s+[a-z][a-z\s'#-]{0,40}?\s+)?(?:(?:a|per|each|every)\s*day|daily)\b/i;
// An end said as such ("until", "up to", "ending"); "by" alone ends a to-do as often as a plan.
const UNTIL_WORD = /\b(?:until|till|til|up to|ending|finishing|leading up to|in time for|ahead of|through|thru)\b/i;
// A plan named by its title or given its steps is written as said (write_plan), not generated.
const WRITTEN_AS_SAID =
  /["“”‘’:]|(?:^|\s)'|\b(?:called|named|titled|(?:name|call)\s+it)\b|\bwith\s+(?:the\s+)?(?:steps|items)\b/i;
const STUDY_SAID =
  /\b(?:study|studying|revision|revise|revising|learn|learning|prep|preparation|practice|practise|exam|exams|test|final|finals|midterm|cram|cramming)\b|(?:^|\s)#\p{L}/iu;
// The words that may stand before a plan noun that is the thing made: "a 5-day biology study plan".
const BEFORE_NOUN =
  /^(?:a|an|me|my|the|new|study|revision|learning|exam|day|week|month|daily|weekly|proper|quick|full|\d{1,3}(?:-(?:day|week|month)s?)?|(?:day|week|month)s?)$/;

/**
 * Whether the request asks for a study plan (the noun, or "plan" as the verb of studying), not
 * a to-do that mentions one: "make me a biology study plan", "revision timetable for history",
 * "plan biology until dec 12", "plan my biology revision" — but not "plan the party", "email the
 * schedule to mum", "remind me to plan my week".
 */
function planAsked(f: Features): boolean {
  const makes =
    f.lead === null ||
    f.leads('make', 'plan', 'generate', 'need', 'want', 'learn', 'study') ||
    (f.leads('add') && /^(?:create|new|schedule|build|draft|set)$/.test(f.words[f.lead!.at]!));
  if (!makes || f.leads('remind', 'show', 'delete', 'complete', 'mark', 'move', 'archive')) return false;
  const noun = f.nouns.find((n) => n.cls === 'plan');
  if (!noun) return false;
  const from = f.lead && f.lead.at !== noun.at ? f.lead.next : 0;
  const verb = noun.at === f.lead?.at || f.words[noun.at - 1] === 'to';
  if (verb) {
    // "plan biology …", "plan for #chem …"; "plan the party" only with studying said.
    const next = f.words[noun.at + 1] ?? '';
    if (/^(?:the|a|an|my|our|this|that|some|his|her|their)$/.test(next)) return STUDY_SAID.test(f.text);
    return STUDY_SAID.test(f.text) || UNTIL_WORD.test(f.text) || f.duration() !== null || PER_DAY.test(f.text);
  }
  // "biology study plan": one word of subject may come right before the noun's words.
  const before = f.words.slice(from, noun.at);
  const others = before.filter((w) => !BEFORE_NOUN.test(w));
  return others.length === 0 || (others.length === 1 && others[0] === before.at(-1) && before.length <= 4);
}

// "start an empty plan called X", "new blank plan X": a plan with no steps yet, never generated.
const EMPTY_PLAN = new RegExp(String.raw`\b(?:empty|blank)\s+${PLAN}\b`, 'i');

const generatePlan: IntentModel = {
  kind: 'generate_plan',
  writes: true,
  score(f) {
    // A labelled plan is createPlan's, which generates it when a span is said ("new plan: X for 10 days").
    if (EMPTY_PLAN.test(f.text) || PLAN_LABEL.test(f.text)) return 0;
    if (asksForStudyDays(f)) return 0.92;
    if (crammed(f)) return 0.92;
    const first = f.lead ? f.words[f.lead.at]! : '';
    if (/^(?:add|show|list|delete|remove|archive|mark)$/.test(first) || f.wh || f.reading || f.leads('remind'))
      return 0;
    if (first === 'put' && !f.leads('make')) return 0; // "put X on my list"; "put together a plan" makes one
    if (f.duration() && hasPlan(f)) return 0.92;
    if (!WRITTEN_AS_SAID.test(f.text) && (hasPlan(f) || PER_DAY.test(f.text))) {
      // "30 mins a day for 5 days on biology": a daily time over a span is a study plan, said or not.
      const req = f.planRequest();
      const span = req.days !== undefined || req.deadline !== undefined || req.untilExam === true;
      // Without a subject ("30 mins of reading a day for 5 days") the plan reading asks for one.
      if (PER_DAY.test(f.text) && span && (req.goal !== '' || req.activity !== undefined)) return 0.92;
      if (hasPlanExtent(req) && planAsked(f)) return 0.92;
    }
    if (!f.duration()) return 0;
    // Without the word "plan", only a sentence that starts with studying asks for one ("learn
    // Spanish in 30 days"); "remind me to study in 2 days" is a task.
    // "learn spanish in 30 days", "(I want) to learn french in 3 weeks".
    return f.leads('learn', 'study') && f.lead!.at <= (f.words[0] === 'to' ? 1 : 0) ? 0.7 : 0;
  },
  fill: (f) => ({ kind: 'generate_plan', body: crammed(f) ?? f.text }),
};

/** Whether the request asks for a generated plan: then it is no task, whatever its verb ("schedule …"). */
export const asksForGeneratedPlan = (f: Features): boolean => generatePlan.score(f) >= 0.9;

const CREATE = new RegExp(
  String.raw`^(?:create|make|new|start|write|build|set up|draft|begin|draw up|put together|whip up)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:(?:new|empty|blank|fresh)\s+)*${PLAN}\b\s*(.*)$`,
  'i',
);
/** "create a plan 'X' with steps: …", "new plan X: a, b": a plan made, whatever nouns its title or steps hold. */
export const makesAPlan = (f: Features): boolean => CREATE.test(f.text);
// "new plan: chem revision", "new study plan - organic chem", "new plan – french, 2 weeks": a colon or
// a dash (a hyphen only with spaces around it) labels what follows as the plan's name or goal.
// "study plan - add past papers" gives a step to a plan (headThenStep), it names none.
const PLAN_LABEL = new RegExp(
  String.raw`^(?:(?:new|empty|blank|fresh)\s+)*${PLAN}(?:\s*[:–—]|\s+-+)\s*(?!(?:add|plus)\b)(\S.*)$`,
  'i',
);
// "plan named Portfolio, steps are a, b, c", "a plan called Move with the steps a and b": no verb, but
// a name and its steps said — the plan to write. Named without steps, it stays as read today.
// "i need a plan named Move with steps …", "plan called Portfolio: sketch, ink" (a list after the colon).
const NAMED_WITH_STEPS = new RegExp(
  String.raw`^(?:(?:i\s+)?(?:need|want)\s+|give\s+me\s+)?(?:(?:a|an|new|my)\s+)*${PLAN}\s+((?:called|named|titled)\s+(?:.+?(?:[,;.:—–-]|\s(?:with|and))\s*(?:the\s+|its\s+)?(?:steps?|items?|tasks?)\b.+|[^:]+:\s*[^,;]+[,;].+))$`,
  'i',
);

// "plan 'garden': dig, sow, water", "study plan bio midterm: cells, genetics": a name, a colon and a
// list of steps, with no verb — unless a span says a plan to generate ("plan bio: 10 days, 30 mins a day").
const NAMED_LIST = /^(?:(?:a|an|new|my)\s+)*(?:(?:study|revision)\s+)?plan\s+([^:,;]{1,60}:\s*[^,;]+[,;].+)$/i;
const namedList = (f: Features) => NAMED_LIST.test(f.text) && f.duration() === null;

const createPlan: IntentModel = {
  kind: 'create_plan',
  writes: true,
  score(f) {
    if (!hasPlan(f)) return 0;
    if (PLAN_LABEL.test(f.text) || NAMED_WITH_STEPS.test(f.text) || namedList(f)) return 0.9;
    if (EMPTY_PLAN.test(f.text) && CREATE.test(f.text)) return 0.95;
    if (generatePlan.score(f) > 0) return 0; // a span of days asks for a generated plan
    return f.leads('add', 'make', 'start') && CREATE.test(f.text) ? 0.9 : 0;
  },
  fill(f) {
    const m =
      PLAN_LABEL.exec(f.text) ??
      NAMED_WITH_STEPS.exec(f.text) ??
      (namedList(f) ? NAMED_LIST.exec(f.text) : null) ??
      CREATE.exec(f.text);
    if (!m) return null;
    // "new plan: chem revision" names the plan, as "a plan called X" does: with no span said, it
    // is made as named (not asked how long to run, as a goal to generate from would be).
    const named = PLAN_LABEL.test(f.text) && !hasPlanExtent(f.planRequest());
    return { kind: 'create_plan', body: m[1]!, ...(EMPTY_PLAN.test(f.text) || named ? { empty: true } : {}) };
  },
};

function planStatusWord(word: string | undefined): 'active' | 'completed' | 'archived' | 'all' {
  const w = (word ?? '').toLowerCase();
  if (w === 'active' || w === 'current') return 'active';
  if (w === 'completed' || w === 'finished') return 'completed';
  if (w === 'archived' || w === 'old') return 'archived';
  return 'all';
}

const listPlans: IntentModel = {
  kind: 'list_plans',
  writes: false,
  score(f) {
    if (!pluralPlans(f) || f.noun('step')) return 0;
    if (f.leads('show') || f.reading || f.lead === null) return 0.95;
    return 0;
  },
  fill(f) {
    const status = /\b(active|completed|finished|archived|current|old)\b/i.exec(f.text)?.[1];
    return { kind: 'list_plans', status: planStatusWord(status) };
  },
};

const SHOW = [
  shape(
    new RegExp(
      String.raw`^(?:show|open|view|see|display|read|check|what'?s in|what is in|what'?s on|what is on|what'?s left (?:in|on|of)|what is left (?:in|on|of)|go to|how(?:'s| is) (?:my )?progress (?:on|in))(?:\s+me)?\s+${NAMED}(?:\s+(?:items|details|steps|progress))?$`,
      'i',
    ),
    (m) => ({ kind: 'show_plan', plan: planName(m[1], m[2]) }),
  ),
  shape(
    new RegExp(
      String.raw`^(?:what(?:'s| is)\s+|how(?:'s| is| am i doing with)\s+)?(?:my\s+)?progress\s+(?:on|in|with|for)\s+${NAMED}$`,
      'i',
    ),
    (m) => ({ kind: 'show_plan', plan: planName(m[1], m[2]) }),
  ),
];
// "how far am I through exam prep": progress asked by the plan's name alone.
const HOW_FAR =
  /^how\s+far\s+(?:am\s+i|have\s+i\s+got|along\s+am\s+i|have\s+i\s+gone)\s+(?:through|with|in|into|on)\s+(?:my\s+|the\s+)?(.+?)(?:\s+plan)?$/i;
// "what's next for spanish", "what's the next step in my bio plan", "next session?".
const WHATS_NEXT = new RegExp(
  String.raw`^(?:what(?:'s|s| is| are)\s+(?:the\s+)?next(?:\s+(?:step|steps|item|session|thing|part|bit))?|next\s+(?:step|item|session))(?:\s+(?:in|on|for|of|with)\s+(?:my\s+|the\s+)?(.*?)(?:\s*${PLAN})?)?$`,
  'i',
);

// "show me what's in it", "what's on it?", "let me see it" just after a plan was made or shown:
// "it" is that plan, never the task list.
const WHATS_IN_IT =
  /^(?:(?:ok(?:ay)?|great|cool|nice|thanks)[\s,!.]+)?(?:(?:can|could)\s+you\s+|pls\s+|please\s+)?(?:(?:show|tell)\s+me\s+)?(?:what['’]?s|whats|what is)\s+(?:in|on)\s+(?:it|that|there)(?:\s+please)?$|^(?:show\s+(?:me\s+)?it|let\s+me\s+see\s+it|what\s+does\s+it\s+(?:have|contain|say))(?:\s+please)?$/i;
// "show me the steps", "what are the steps?", "list its steps", "what steps does it have": the steps
// asked for with no plan named are the plan in hand's — only then (planInHand), never a task list.
const ITS_STEPS =
  /^(?:(?:ok(?:ay)?|great|cool|nice|thanks|so|and)[\s,!.]+)?(?:(?:can|could)\s+you\s+|pls\s+|please\s+)?(?:(?:(?:show|list|give|tell)(?:\s+me)?|let\s+me\s+see|read\s+(?:me\s+)?out)\s+|what\s+(?:are|r)\s+|(?:and\s+)?)(?:all\s+)?(?:the|its|it['’]?s|those|their)\s+(?:steps|items|sessions)(?:\s+(?:in|of)\s+(?:it|that|there))?(?:\s+(?:then|again|please|pls))?$|^what\s+(?:steps|items|sessions)\s+(?:does\s+it\s+have|are\s+(?:in\s+it|there|in\s+there)|did\s+you\s+(?:make|add|put\s+in))$|^(?:and\s+)?(?:the\s+)?steps$/i;
// "anything left in the spanish vocab sprint", "is there anything still to do in my bio plan", "any
// steps left on bio exam prep": what remains of what is named after the place word (a plan, when
// it names one; else the task readings have it).
const ANYTHING_LEFT_IN =
  /^(?:(?:is|are)\s+there\s+|(?:do|have)\s+i\s+(?:got|have\s+)?|got\s+|i\s+have\s+)?(?:anything|any\s+(?:steps?|items?|sessions?|work)|much|a\s+lot)\s+(?:else\s+|still\s+)?(?:left|remaining|outstanding|pending|open|to\s+do|undone|unfinished)\s+(?:to\s+do\s+)?(?:in|on|of|for|from)\s+\S/i;
export const asksWhatIsLeftIn = (text: string): boolean => ANYTHING_LEFT_IN.test(text);
const PLAN_JUST_MADE = new Set<string>([TOOL.write_plan, TOOL.generate_study_plan]);
const planInHand = (f: Features) => Boolean(f.state.lastPlanId) || PLAN_JUST_MADE.has(f.state.lastTool ?? '');

const showPlan: IntentModel = {
  kind: 'show_plan',
  writes: false,
  score(f) {
    if ((WHATS_IN_IT.test(f.text) || ITS_STEPS.test(f.text)) && planInHand(f)) return 0.95;
    // "… make me a plan" asks for one, not to see it; "when is the X step due in my plan" asks of one step.
    if (asksForGeneratedPlan(f) || asksWhenStepIsDue(f) || (asksStepsDue(f) && !f.planSpan)) return 0;
    if (headThenSteps(f) !== null) return 0.9;
    if (HOW_FAR.test(f.text)) return 0.8;
    if (WHATS_NEXT.test(f.text)) return 0.85;
    if (!hasPlan(f) || pluralPlans(f)) return 0;
    if (ANYTHING_LEFT_IN.test(f.text)) return 0.9;
    if (f.leads('show') || f.reading || f.wh) return 0.9;
    // "progress on the biology plan?", "biology plan status".
    if (f.lead === null && (f.noun('progress') || f.question || /\bstatus\b/i.test(f.text))) return 0.85;
    return 0;
  },
  fill(f) {
    // The plan just shown, or (just made) the newest active one, which is what '' picks.
    if ((WHATS_IN_IT.test(f.text) || ITS_STEPS.test(f.text)) && planInHand(f))
      return { kind: 'show_plan', plan: f.state.lastPlanId ? `#${f.state.lastPlanId}` : '' };
    const head = headThenSteps(f);
    if (head !== null) return { kind: 'show_plan', plan: head };
    const far = HOW_FAR.exec(f.text);
    if (far) return { kind: 'show_plan', plan: far[1]! };
    const next = WHATS_NEXT.exec(f.text);
    if (next) return { kind: 'show_plan', plan: planName(next[1], undefined) };
    if (f.planSpan) return { kind: 'show_plan', plan: planRef(f) };
    return firstFit(f.text, SHOW) ?? { kind: 'show_plan', plan: planWordsOf(f) };
  },
};

// "the whole biology exam prep plan is finished": the plan said to be done.
const PLAN_IS_DONE =
  /^(?:the\s+|my\s+)?(?:whole\s+|entire\s+)?(.+?)\s+(?:study\s+|revision\s+)?plan\s+(?:is|'s)\s+(?:now\s+|all\s+)?(?:done|finished|complete|completed|over)$/i;

// "biology exam prep is all done, mark the whole plan completed", "i'm done with the spanish vocab
// sprint, close it out": the plan named first, how it ends said after ("the whole plan" and "it"
// name no plan of their own).
// "i'm through the whole biology plan": "through" alone and "the whole" say done, not the plan's name
// (it read no name, and the newest plan was closed instead).
const FINISHED_FIRST = String.raw`(?:(?:i'?m|im|i am|i'?ve|ive|i have|i)\s+)?(?:(?:all\s+|totally\s+|completely\s+)?(?:done|finished|through)\s+with|through|finished|completed|wrapped up)\s+(?:the\s+|my\s+)?(?:whole\s+|entire\s+)?(.+?)`;
// "… is finished now", "… is finally all done": when it ended is no part of the plan's name.
const IS_FINISHED = String.raw`(?:the\s+|my\s+)?(.+?)\s+(?:is|'s)\s+(?:now\s+|finally\s+|completely\s+)?(?:all\s+)?(?:done|finished|complete|completed|over|wrapped up)(?:\s+(?:now|at last|finally))?`;
const CLOSE = String.raw`(?:so\s+)?(?:please\s+|pls\s+|you can\s+|can you\s+|just\s+)*(?:(?:mark|set)\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:plan|it|that|the whole thing)\s+(?:as\s+|to\s+)?(done|complete|completed|finished|archived)|close\s+(?:it|that|(?:the\s+)?(?:whole\s+)?plan)(?:\s+(?:out|off|down|up))?|wrap\s+(?:it|that|the\s+plan)\s+up)(?:\s+(?:please|pls|now))?`;
const DONE_THEN_MARK = new RegExp(String.raw`^(?:${FINISHED_FIRST}|${IS_FINISHED})\s*[,.;!—–-]+\s*(${CLOSE})$`, 'i');

/** "X is finished, close it out": something said done, then closed — a plan, when X names one. */
export const saysDoneThenClosed = (text: string) => DONE_THEN_MARK.test(text);

const PLAN_LAST = new RegExp(String.raw`\s*\b${PLAN}$`, 'i');

/** The plan said done, then closed: when the close names no plan ("close it out"), the clause before must. */
function doneThenClosed(f: Features): { plan: string; status: 'completed' | 'archived' } | null {
  const m = DONE_THEN_MARK.exec(f.text);
  if (!m) return null;
  const named = m[1] ?? m[2]!;
  const before = m[0].length - m[3]!.length;
  const span = f.planSpan;
  const namedFirst = span
    ? f.tokens[span.at + span.len - 1]!.end <= before
    : f.nouns.some((n) => n.cls === 'plan' && f.tokens[n.at]!.end <= before);
  const closeSaysPlan = /\bplan\b/i.test(m[3]!);
  if (!closeSaysPlan && !namedFirst) return null;
  return {
    // "the spanish plan is over, …": the noun is no part of the name pickPlan matches.
    plan: span ? planRef(f) : planName(named.replace(PLAN_LAST, ''), undefined),
    status: /archiv/i.test(m[4] ?? '') ? 'archived' : 'completed',
  };
}

// "spanish vocab sprint is finished, archive it", "finished the bio plan — archive it": the plan named
// in the clause before, "it" after (commandAfterContext reads only "the X …" and "i'm done with X").
const ARCHIVE_IT_AFTER =
  /^(.+?)\s*(?:[,;.!]|\s[—–-])\s*(?:(?:so|and|then|now|just|please|pls)\s+)*(?:archive|shelve)\s+(?:it|that|this)(?:\s+(?:now|please|pls|too))?$/i;
function archivedAfter(f: Features): boolean {
  const m = ARCHIVE_IT_AFTER.exec(f.text);
  if (!m) return false;
  const before = m[1]!.length;
  const span = f.planSpan;
  if (span) return f.tokens[span.at + span.len - 1]!.end <= before;
  return f.nouns.some((n) => n.cls === 'plan' && f.tokens[n.at]!.end <= before);
}

const setPlanStatus: IntentModel = {
  kind: 'set_plan_status',
  writes: true,
  score(f) {
    // "put the bio plan on hold", "pick the spanish plan back up": above a task's 0.9 by the asking margin.
    if (planHold(f)) return 0.99;
    if (f.pronounPlan() && f.leads('archive', 'reactivate')) return 0.9;
    if (archivedAfter(f)) return 0.9;
    // Named, then closed: above a task's or a bulk's 0.9 by more than the asking margin.
    if (doneThenClosed(f)) return 0.99;
    if (f.object() !== 'plan' || f.noun('step')) return 0;
    // "finished the travel words part of the spanish plan": a part of a plan is a step.
    if (/\b(?:part|bit|section|stage)\s+(?:of|in|from)\b/i.test(f.text)) return 0;
    if (PLAN_IS_DONE.test(f.text)) return 0.85;
    if (f.leads('archive', 'reactivate')) return 0.9;
    if (f.leads('reopen', 'unsuspend', 'start') && /^(?:reopen|resume|restart)$/.test(f.words[f.lead!.at]!)) return 0.9;
    if (f.leads('mark', 'change') && STATUS_WORD.test(f.text)) return 0.9;
    if (f.leads('report', 'complete') && f.words.at(-1) !== undefined && /^(?:plan|schedule)$/.test(f.words.at(-1)!))
      return 0.85;
    return 0;
  },
  fill(f) {
    const hold = planHold(f);
    if (hold)
      return {
        kind: 'set_plan_status',
        plan: hold.plan ?? '',
        status: hold.status,
        ...(hold.status === 'archived' ? { paused: true as const } : {}),
        ...(hold.plan === null ? { unnamed: true as const } : {}),
      };
    if (archivedAfter(f)) return { kind: 'set_plan_status', plan: planRef(f), status: 'archived' };
    const named = f.planSpan || f.pronounPlan() ? planRef(f) : null;
    const after = new RegExp(String.raw`^${NAMED}$`, 'i').exec(f.afterLead());
    const plan = named ?? (after ? planName(after[1], after[2]) : null);
    if (f.leads('archive')) return plan !== null ? { kind: 'set_plan_status', plan, status: 'archived' } : null;
    if (f.leads('reactivate', 'reopen', 'unsuspend', 'start'))
      return plan !== null ? { kind: 'set_plan_status', plan, status: 'active' } : null;
    const closed = doneThenClosed(f);
    if (closed) return { kind: 'set_plan_status', ...closed };
    const said = PLAN_IS_DONE.exec(f.text);
    if (said) return { kind: 'set_plan_status', plan: planName(said[1], undefined), status: 'completed' };
    const mark = new RegExp(
      String.raw`^(?:mark|set)\s+${NAMED}(?:\s+status)?\s+(?:as\s+|to\s+)?(done|complete|completed|finished|archived|active)$`,
      'i',
    ).exec(f.text);
    if (mark)
      return {
        kind: 'set_plan_status',
        plan: planName(mark[1], mark[2]),
        status: /archiv/i.test(mark[3]!) ? 'archived' : /active/i.test(mark[3]!) ? 'active' : 'completed',
      };
    const done = new RegExp(String.raw`(?:the|my)\s+(.*?)\s*${PLAN}$`, 'i').exec(f.afterLead());
    return done ? { kind: 'set_plan_status', plan: planName(done[1], undefined), status: 'completed' } : null;
  },
};

/** "all my plans", "both of my plans", "every plan", "my plans" after delete/wipe: several plans at once. */
const severalPlans = (f: Features) =>
  f.leads('delete', 'wipe') &&
  f.object() === 'plan' &&
  (f.quantified || f.has('both') || /^(?:plans|schedules|timetables)$/.test(f.words.at(-1) ?? ''));

const deletePlans: IntentModel = {
  kind: 'delete_plans',
  writes: true,
  score: (f) => (severalPlans(f) ? 0.92 : 0),
  fill(f) {
    const status = /\b(active|completed|finished|archived|current|old)\b/i.exec(f.text)?.[1];
    return { kind: 'delete_plans', status: planStatusWord(status), both: f.has('both') };
  },
};

const deletePlan: IntentModel = {
  kind: 'delete_plan',
  writes: true,
  // "delete the spanish plan", "I don't need the bio plan anymore, delete it".
  score: (f) =>
    severalPlans(f)
      ? 0
      : f.leads('delete') && f.object() !== 'plan' && REASON_AFTER_PLAN.test(f.afterLead())
        ? 0.9
        : (f.leads('delete') && f.object() === 'plan') || (NOT_NEEDED.test(f.text) && f.noun('plan'))
          ? 0.9
          : 0,
  fill(f) {
    if (!f.leads('delete')) return { kind: 'delete_plan', plan: planRef(f) };
    const reasonless = REASON_AFTER_PLAN.exec(f.afterLead());
    if (!reasonless && (f.planSpan || f.pronounPlan())) return { kind: 'delete_plan', plan: planRef(f) };
    const m = new RegExp(String.raw`^${NAMED}$`, 'i').exec(reasonless?.[1] ?? f.afterLead());
    return m ? { kind: 'delete_plan', plan: planName(m[1], m[2]) } : null;
  },
};

export const PLAN_MODELS: IntentModel[] = [
  generatePlan,
  createPlan,
  listPlans,
  showPlan,
  setPlanStatus,
  deletePlans,
  deletePlan,
];
