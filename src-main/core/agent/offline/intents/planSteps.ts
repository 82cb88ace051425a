import { examDate } from './examDate';
import type { Features } from './features';
import { periodOf } from './taskSlots';
import {
  ADD_STEP_ALONE,
  headThenStatus,
  headThenStep,
  ITEM_STATUS,
  itemStatus,
  NAMED,
  PLAN,
  planName,
  planRef,
  planSaidAfterStep,
  slotStart,
  stepBeforePlace,
  stepForPlan,
  stepToIt,
} from './planWords';
import { firstFit, shape, type Intent, type IntentModel } from './types';
import { SAID_WHEN } from './lexicon';

/** A plan's steps (added, done, skipped, started, asked about) and its late steps moved; exam dates are examDate.ts. */

const ADD_STEP_COLON = new RegExp(
  // "add a further step to the biology plan, 'Mock exam', due saturday": a comma or a dash may stand for the colon.
  String.raw`^(?:add|put|include|append|insert)\s+(?:a\s+|an\s+|one\s+|another\s+)?(?:new\s+|further\s+|extra\s+|additional\s+)?(?:step|item|task|session|entry)\s+(?:to|in|into|onto|on)\s+${NAMED}\s*(?::|,|\s[-–—])\s*(.+)$`,
  'i',
);
const ADD_STEP = new RegExp(
  String.raw`^(?:add|put|include|append|stick|insert|(?:slot|fit|squeeze|pop)(?:\s+in)?(?:\s+(?:a|an|another))?)\s+(.+?)\s+(?:to|in|into|onto|on|at\s+the\s+end\s+of|to\s+the\s+end\s+of)\s+${NAMED}$`,
  'i',
);

// "I'd like 'Colours' added to my spanish plan", "can i get past papers put in the bio plan": the
// step wished added, the plan after the place word (by the noun, or by its title: the caller checks).
const WISHED_ADDED = new RegExp(
  String.raw`^(?:i'?d\s+(?:like|love|want)|i\s+would\s+(?:like|love)|i\s+(?:want|need)|(?:can|could|may)\s+i\s+(?:have|get)|please\s+(?:have|get))\s+(.+?)\s+(?:added|put|included|inserted|slotted)\s+(?:to|in|into|onto|on)\s+(?:${NAMED}|(?:the\s+|my\s+)?(.+))$`,
  'i',
);
const wishedAdded = (f: Features): [string, string] | null => {
  const m = WISHED_ADDED.exec(f.text);
  if (!m || (f.place() !== 'plan' && !f.planSpan)) return null;
  return [m[1]!, m[4] ?? planName(m[2], m[3])];
};

const addPlanItem: IntentModel = {
  kind: 'add_plan_item',
  writes: true,
  score: (f) =>
    stepToIt(f.text) !== null
      ? 0.95
      : stepForPlan(f.text) || (!f.reading && headThenStep(f)) || wishedAdded(f)
        ? 0.92
        : (f.leads('add') || slotStart(f) !== null) && f.place() === 'plan'
          ? 0.9
          : f.place() !== 'plan' && ADD_STEP_ALONE.test(f.text)
            ? 0.95
            : 0,
  fill(f) {
    // "add a step to it: X": '' is the plan the conversation has in hand (or a question which).
    const toIt = stepToIt(f.text);
    if (toIt !== null) return { kind: 'add_plan_item', item: toIt, plan: '' };
    const lacks = stepForPlan(f.text);
    if (lacks) return { kind: 'add_plan_item', item: lacks[1], plan: planName(lacks[0], undefined) };
    const wished = wishedAdded(f);
    if (wished) return { kind: 'add_plan_item', item: wished[0], plan: wished[1] };
    const headed = headThenStep(f);
    if (headed) return { kind: 'add_plan_item', item: headed[1], plan: headed[0] };
    const alone = f.place() === 'plan' ? null : ADD_STEP_ALONE.exec(f.text);
    if (alone) return { kind: 'add_plan_item', item: alone[1]!, plan: '' };
    const colon = ADD_STEP_COLON.exec(f.text);
    if (colon) return { kind: 'add_plan_item', item: colon[3]!, plan: planName(colon[1], colon[2]) };
    const m = f.planSpan || f.pronounPlan() ? null : ADD_STEP.exec(f.text);
    if (m) return { kind: 'add_plan_item', item: m[1]!, plan: planName(m[2], m[3]) };
    const item = stepBeforePlace(f);
    return item ? { kind: 'add_plan_item', item, plan: planRef(f) } : null;
  },
};

// "genetics done in my bio plan", "photosynthesis is finished on the biology plan".
const STEP_DONE_IN = new RegExp(
  String.raw`^(?:the\s+)?(.+?)(?:'s|’s)?\s+(?:is\s+|are\s+)?(?:now\s+|all\s+)?(done|complete|completed|finished|skipped|started|in progress|not done)\s+(?:in|on|for|from|of)\s+${NAMED}$`,
  'i',
);
// "starting genetics now", "im starting on photosynthesis", "i'm halfway through food words".
const NOW_STARTING =
  /^(?:(?:i'?m|im|i am)\s+)?(?:now\s+)?(?:starting|beginning)(?:\s+(?:on|with))?\s+(.+?)\s+(?:now|today|right now)$|^(?:(?:i'?m|im|i am)\s+)?(?:starting\s+on|(?:halfway|half\s+way|partway|part\s+way|midway)\s+through|in\s+the\s+middle\s+of)\s+(.+?)(?:\s+(?:now|today|right now))?$/i;

// "genetics is in progress", "photosynthesis is underway", "working on food words atm": under way is
// a state only plan steps have, so the step is looked for by its name.
const UNDER_WAY =
  /^(?!(?:what|which|when|who|how|is|are|does|do|did)\b)(?:the\s+|my\s+)?(.+?)(?:\s+(?:is|are)|'s)\s+(?:now\s+|currently\s+|already\s+)?(?:in progress|in-progress|underway|under way|ongoing|being worked on|started)(?:\s+(?:now|atm|at the moment|rn|right now|today))?$/i;
const DOING_NOW =
  /^(?:doing|studying|revising|on)\s+(?!(?:it|that|this|something|stuff|things|nothing|fine|good|well|ok|okay)\b)(.+?)\s+(?:atm|at the moment|rn|right now|now|currently)$/i;
const WORKING_ON =
  /^(?:(?:been|currently|still)\s+)?working\s+on\s+(?!(?:it|that|this|something|stuff|things)$)(.+?)(?:\s+(?:atm|at the moment|rn|right now|now|today|currently|still))?$/i;

const STEP_SHAPES = [
  shape(UNDER_WAY, (m) => ({ kind: 'set_item_status', item: m[1]!, plan: '', status: 'in_progress' })),
  shape(WORKING_ON, (m) => ({ kind: 'set_item_status', item: m[1]!, plan: '', status: 'in_progress' })),
  shape(
    /^(?:the\s+)?(.+?\s+(?:step|part|session|stage))\s+(?:is|'s)\s+(?:now\s+)?(\w+(?:\s+progress)?)(?:\s*[✔✓✅☑!.]+)?$/iu,
    (m) => ({
      kind: 'set_item_status',
      item: m[1]!,
      status: itemStatus(m[2]!),
      plan: '',
    }),
  ),
  // "doing genetics rn", "studying food words at the moment": under way now, said without "i'm".
  shape(DOING_NOW, (m) => ({ kind: 'set_item_status', item: m[1]!, plan: '', status: 'in_progress' })),
  shape(/^(?:currently|now|right now)\s+(?:working on|doing|studying|on)\s+(.+)$/i, (m) => ({
    kind: 'set_item_status',
    item: m[1]!,
    plan: '',
    status: 'in_progress',
  })),
  shape(
    new RegExp(
      String.raw`^(?:tick off|check off|cross off|complete|finish)\s+(.+?)\s+(?:in|on|of|from|for)\s+${NAMED}$`,
      'i',
    ),
    (m) => ({ kind: 'set_item_status', item: m[1]!, status: 'done', plan: planName(m[2], m[3]) }),
  ),
  shape(
    new RegExp(
      String.raw`^(?:mark|set|tick|check)\s+(.+?)\s+(?:as\s+|to\s+)?${ITEM_STATUS}\s+(?:in|on|of|from|for)\s+${NAMED}$`,
      'i',
    ),
    (m) => ({ kind: 'set_item_status', item: m[1]!, status: itemStatus(m[2]!), plan: planName(m[3], m[4]) }),
  ),
  // "mark 'Travel words' as done in the spanish sprint": the plan said by its title, no noun (the
  // score asks for a plan as the place, so the words are a plan's).
  shape(
    new RegExp(
      String.raw`^(?:mark|set|tick|check)\s+(.+?)\s+(?:as\s+|to\s+)?${ITEM_STATUS}\s+(?:in|on|of|from|for)\s+(?:the\s+|my\s+)?(\S.*)$`,
      'i',
    ),
    (m) => ({ kind: 'set_item_status', item: m[1]!, status: itemStatus(m[2]!), plan: m[3]! }),
  ),
  shape(
    new RegExp(
      String.raw`^(?:i\s+)?(?:'ve\s+|have\s+|just\s+)*(finished|completed|did|done with|wrapped up|went through|got through|worked through|gone through|skipped|started|began|am working on|'m working on)\s+(.+?)\s+(?:in|on|of|from|for)\s+${NAMED}$`,
      'i',
    ),
    (m) => ({ kind: 'set_item_status', item: m[2]!, status: itemStatus(m[1]!), plan: planName(m[3], m[4]) }),
  ),
  // "tick off genetics in bio exam prep", "cross food words off in my spanish plan": the plan said
  // by its title stays in the step's words here, and fill splits it off (planSaidAfterStep). Only
  // read when a plan is the place (the score asks for one).
  shape(/^(?:tick|check|cross)\s+(?!off\b)(.+?)\s+off\b\s*(.*)$/i, (m) => ({
    kind: 'set_item_status',
    item: `${m[1]!} ${m[2]!}`.trim(),
    status: 'done',
    plan: '',
  })),
  shape(/^(?:tick off|check off|cross off)\s+(.+)$/i, (m) => ({
    kind: 'set_item_status',
    item: m[1]!,
    status: 'done',
    plan: '',
  })),
  shape(new RegExp(String.raw`^(skip|start)\s+(.+?)\s+(?:in|on|of|from)\s+${NAMED}$`, 'i'), (m) => ({
    kind: 'set_item_status',
    item: m[2]!,
    status: itemStatus(m[1]!),
    plan: planName(m[3], m[4]),
  })),
  shape(
    new RegExp(
      String.raw`^(?:mark\s+|i\s+(?:finished|did)\s+)?(day\s+\d{1,3}|session\s+\d{1,3})(?:\s+(?:as\s+)?${ITEM_STATUS})?$`,
      'i',
    ),
    (m) => ({ kind: 'set_item_status', item: m[1]!, status: itemStatus(m[2] ?? 'done'), plan: '' }),
  ),
  shape(
    // Not "i'm starting again from scratch", "i'm starting over": a fresh start, not a step.
    /^(?:i'?m|i am|im)\s+(?:now\s+|currently\s+)?(?:working on|doing|starting(?: on)?(?!\s+(?:again|over|afresh|from scratch)\b)|studying|on)\s+(.+?)(?:\s+(?:now|today|right now))?$/i,
    (m) => ({ kind: 'set_item_status', item: m[1]!, plan: '', status: 'in_progress' }),
  ),
  // The status word (in progress, started, skipped — states only plan steps have) decides, and
  // the step is looked for across the active plans.
  shape(/^(?:mark|set|put)\s+(.+?)\s+(?:as\s+|to\s+)?(in progress|in-progress|started|skipped)$/i, (m) => ({
    kind: 'set_item_status',
    item: m[1]!,
    plan: '',
    status: /skip/i.test(m[2]!) ? 'skipped' : 'in_progress',
  })),
  shape(
    /^(?:i(?:'ve| have)?\s+|(?:i'?m|im|i am)\s+|let'?s\s+)?(skip|skipped|skipping|start|started|begin|began)\s+(?:working\s+on\s+|on\s+|with\s+)?(?!(?:a|my|the)\s+(?:review|quiz)\b)(.+)$/i,
    (m) => ({
      kind: 'set_item_status',
      // "started the genetics step tonight": when it was started is not part of its name.
      item: m[2]!.replace(new RegExp(String.raw`\s+${SAID_WHEN}$`, 'i'), ''),
      plan: '',
      status: /^skip/i.test(m[1]!) ? 'skipped' : 'in_progress',
    }),
  ),
  // Said last, after the shapes that lead with their verb ("mark X as done in …").
  shape(STEP_DONE_IN, (m) => ({
    kind: 'set_item_status',
    item: m[1]!,
    status: itemStatus(m[2]!),
    plan: planName(m[3], m[4]),
  })),
  shape(NOW_STARTING, (m) => ({ kind: 'set_item_status', item: m[1] ?? m[2]!, plan: '', status: 'in_progress' })),
];
// "the photosynthesis step is done", "genetics part is finished": the step said to be in a state.
export const STEP_IS =
  /^(?:the\s+)?(.+?\s+(?:step|part|session|stage))\s+(?:is|'s)\s+(?:now\s+)?(done|complete|completed|finished|skipped|started|in progress)(?:\s*[✔✓✅☑!.]+)?$/iu;
// "currently studying photosynthesis", "now working on genetics": what the student is on now.
const NOW_ON = /^(?:currently|now|right now)\s+(?:working on|doing|studying|on)\s+(.+)$/i;
const DAY_N = /^(?:mark\s+|i\s+(?:finished|did)\s+)?(?:day|session)\s+\d{1,3}\b/i;
const STEP_STATUS = /\b(?:in progress|in-progress|started|skipped)$/i;

// "ok photosynthesis is done, starting genetics", "genetics finished — moving on to food words":
// one step done and the next begun, said together.
const DONE_THEN_START =
  /^(?:(?:ok(?:ay)?|right|so|alright)[\s,]+)?(?:the\s+)?(.+?)\s+(?:(?:is|'s)\s+)?(?:now\s+|all\s+)?(?:done|finished|complete|completed)\s*(?:[,;.!—–-]+\s*|\s+)(?:and\s+|so\s+|now\s+)*(?:i['’]?m\s+|im\s+|i am\s+)?(?:now\s+)?(?:starting(?:\s+on)?|beginning|moving on to|on to|onto|working on)\s+(?:the\s+)?(.+?)(?:\s+(?:now|next|today))?$/i;

const TICKED_OFF = /^(?:tick|check|cross)\s+(?!off\b)\S.*?\s+off\b/i;

const setItemStatus: IntentModel = {
  kind: 'set_item_status',
  writes: true,
  score(f) {
    if (DONE_THEN_START.test(f.text)) return 0.9;
    if (headThenStatus(f)) return 0.92;
    const inPlan = f.place() === 'plan';
    // "check travel words off in …": "off" says ticking, not "check" as in look at the plan.
    if (TICKED_OFF.test(f.text) && inPlan) return 0.99;
    if (f.leads('mark') && inPlan) return 0.9;
    if (f.leads('report', 'complete', 'skip', 'start', 'working') && inPlan) return 0.85;
    if (DAY_N.test(f.text)) return 0.85;
    if (inPlan && STEP_DONE_IN.test(f.text)) return 0.9;
    if (NOW_STARTING.test(f.text)) return 0.85;
    if (STEP_IS.test(f.text)) return 0.92; // over "X is done" as a task report: the noun says step
    if (NOW_ON.test(f.text)) return 0.85;
    if (UNDER_WAY.test(f.text) || WORKING_ON.test(f.text) || DOING_NOW.test(f.text)) return 0.86;
    // "finished the travel words part of the spanish plan": a part of a plan is one of its steps.
    if (inPlan && /\b(?:part|step|bit|section|stage)\s+(?:of|in|from)\b/i.test(f.text)) return 0.9;
    if (f.leads('working')) return 0.85;
    if (f.leads('mark') && STEP_STATUS.test(f.text)) return 0.8;
    if (f.leads('skip')) return f.noun('step') ? 0.85 : 0.75;
    if (
      f.leads('start') &&
      /^(?:start|started|begin|began)$/.test(f.words[f.lead!.next - 1]!) &&
      !f.noun('review') &&
      !f.noun('quiz') &&
      !f.noun('card')
    )
      return 0.75;
    return 0;
  },
  fill(f) {
    const both = DONE_THEN_START.exec(f.text);
    if (both)
      return {
        kind: 'set_item_status',
        item: both[1]!.replace(/\s+(?:step|part|stage)$/i, ''),
        plan: '',
        status: 'done',
        then: { item: both[2]!.replace(/\s+(?:step|part|stage)$/i, ''), status: 'in_progress' },
      };
    const headed = headThenStatus(f);
    const hit: Intent | null = headed
      ? { kind: 'set_item_status', item: headed[1], plan: headed[0], status: itemStatus(headed[2]) }
      : firstFit(f.text, STEP_SHAPES);
    if (!hit || hit.kind !== 'set_item_status') return hit;
    // "skip the genetics step": the noun says what it is, the words before it which one.
    const split = hit.plan === '' ? planSaidAfterStep(f, hit.item) : null;
    const plan = split ? split.plan : hit.plan;
    const item = (split ? split.step : hit.item)
      .replace(/\s+(?:for now|for today|for the moment|today|now|this week)$/i, '')
      .replace(/^(?:the|my)\s+/i, '')
      // "the genetics part", "the photosynthesis bit": the step is what the part is called.
      .replace(/\s+(?:step|item|session|stage|part|bit|section)$/i, '');
    return { ...hit, item, plan };
  },
};

// "when is the genetics part due", "whens the photosynthesis step due in my bio plan", "when do i
// have to finish the travel words part": a step named with its noun, asked about its day.
const STEP_DUE = new RegExp(
  String.raw`^when(?:'s|s| is| are| do i (?:have|need) to (?:do|finish|get through))\s+(?:the\s+|my\s+)?(.+?)\s+(?:step|part|session|stage|bit|section)(?:\s+(?:of|in|on|for)\s+${NAMED})?(?:\s+(?:due|for|scheduled|planned|set for))?(?:\s+(?:in|on|of)\s+${NAMED})?$`,
  'i',
);
// "when is genetics due in my bio plan": the plan said, the noun not.
const DUE_IN_PLAN = new RegExp(
  String.raw`^when(?:'s|s| is| are)\s+(?:the\s+)?(.+?)\s+due\s+(?:in|on|for)\s+${NAMED}$`,
  'i',
);

// "did i finish the photosynthesis step", "have i done the genetics part yet", "is the genetics
// step done", "is cell structure done in my plan": a step's state asked, read from its plan.
const STEP_NOUN = String.raw`(?:step|part|session|stage|bit|section)`;
const FINISHED = String.raw`(?:done|finished|complete|completed|ticked off|checked off)`;
const STEP_STATE = [
  new RegExp(
    String.raw`^(?:did|have|had)\s+i\s+(?:already\s+|actually\s+|ever\s+)?(?:finish(?:ed)?|complete(?:d)?|done|do|did|get\s+through|got\s+through)\s+(?:with\s+)?(?:the\s+|my\s+)?(.+?)\s+${STEP_NOUN}(?:\s+(?:of|in|on|for)\s+${NAMED})?(?:\s+yet)?$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:is|was)\s+(?:the\s+|my\s+)?(.+?)\s+${STEP_NOUN}\s+(?:already\s+)?${FINISHED}(?:\s+yet)?(?:\s+(?:of|in|on|for)\s+${NAMED})?$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:is|was)\s+(?:the\s+)?(.+?)\s+(?:already\s+)?${FINISHED}(?:\s+yet)?\s+(?:in|on|of|for)\s+${NAMED}$`,
    'i',
  ),
];

/** "did i finish the genetics step": the noun says a plan step, not a task of that name. */
export const asksStepState = (text: string): boolean => STEP_STATE.some((re) => re.test(text));

/** "when is the genetics part due": a question about a step, which no task list or plan view answers as well. */
export const asksWhenStepIsDue = (f: Features): boolean =>
  STEP_DUE.test(f.text) || DUE_IN_PLAN.test(f.text) || asksStepState(f.text);

const stepDue: IntentModel = {
  kind: 'step_due',
  writes: false,
  score: (f) => (asksWhenStepIsDue(f) ? 0.95 : 0),
  fill(f) {
    for (const re of STEP_STATE) {
      const s = re.exec(f.text);
      if (s) return { kind: 'step_due', item: s[1]!, plan: planName(s[2], s[3]), asked: 'state' };
    }
    const m = STEP_DUE.exec(f.text);
    if (m) return { kind: 'step_due', item: m[1]!, plan: planName(m[2] ?? m[4], m[3] ?? m[5]) };
    const d = DUE_IN_PLAN.exec(f.text);
    return d ? { kind: 'step_due', item: d[1]!, plan: planName(d[2], d[3]) } : null;
  },
};

// "which plan steps are due tomorrow", "what study sessions do i have this week", "any steps overdue?".
const STEPS_OF_A_PERIOD = /\b(?:steps|sessions|items|stages)\b/i;

/** A question about the steps of a period across the plans (not one plan's view, not the task list). */
export function asksStepsDue(f: Features): boolean {
  const asks = f.reading || f.wh || f.words[0] === 'any' || f.leads('show');
  return asks && f.noun('step') && !f.noun('task') && STEPS_OF_A_PERIOD.test(f.text) && periodOf(f.text) !== null;
}

const stepsDue: IntentModel = {
  kind: 'steps_due',
  writes: false,
  score: (f) => (asksStepsDue(f) && !f.planSpan ? 0.92 : 0),
  fill: (f) => ({ kind: 'steps_due', period: periodOf(f.text)! }),
};

// "the steps i missed", "sessions i didn't get to": a plan's late steps said by what the student did not do.
const STEPS_MISSED = String.raw`(?:steps|sessions|items)\s+(?:that\s+)?i(?:'ve|\s+have)?\s+(?:missed|skipped|fell\s+behind\s+on|didn'?t\s+(?:do|get\s+to))`;

const RESCHEDULE = [
  // The late steps said first: "reschedule the steps i missed in my bio plan" names the bio plan.
  shape(
    new RegExp(
      String.raw`^(?:reschedule|re-schedule|replan|re-plan|catch\s+up\s+on|move|push\s+back|shift|bump|postpone)\s+(?:what\s+i(?:'ve|\s+have)?\s+missed|(?:my\s+|the\s+)?(?:late|missed|overdue)\s+(?:([\p{L}\d ]{1,30}?)\s+)?(?:steps|sessions|items)|(?:my\s+|the\s+)?(?:([\p{L}\d ]{1,30}?)\s+)?${STEPS_MISSED})(?:\s+(?:in|on|of|for)\s+(?:(?:the|my|this|that)\s+)?(.*?)(?:\s*${PLAN})?)?$`,
      'iu',
    ),
    (m) => ({ kind: 'reschedule_plan', plan: planName(m[1] ?? m[2] ?? m[3], undefined) }),
  ),
  shape(
    new RegExp(
      String.raw`^(?:reschedule|re-schedule|replan|re-plan|catch\s+up\s+on|rearrange)\s+(?:(?:the|my|this|that)\s+)?(.*?)\s*${PLAN}$`,
      'i',
    ),
    (m) => ({ kind: 'reschedule_plan', plan: planName(m[1], undefined) }),
  ),
  // "I'm behind on biology", "I fell behind with my python plan, reschedule it".
  shape(
    new RegExp(
      String.raw`^i(?:'m|m|\s+am|'ve|\s+have)?\s+(?:fallen\s+|fell\s+|got\s+|gotten\s+|been\s+|falling\s+)?behind(?:\s+(?:on|in|with)\s+(?:(?:the|my|this|that)\s+)?(.*?)(?:\s*${PLAN})?)?(?:[,.!—–-]?\s*(?:(?:can|could|would)\s+you\s+|please\s+|so\s+)?(?:reschedule|replan|re-plan|rearrange|move|sort\s+out|redo)(?:\s+(?:it|them|the\s+rest|the\s+plan|my\s+plan|that))?(?:\s+please)?)?[.!?]?$`,
      'i',
    ),
    (m) => ({ kind: 'reschedule_plan', plan: planName(m[1], undefined) }),
  ),
];

const reschedulePlan: IntentModel = {
  kind: 'reschedule_plan',
  writes: true,
  score(f) {
    if (f.leads('behind')) return 0.85;
    if (!f.leads('move', 'reschedule')) return 0;
    if (
      /\b(?:what i(?:'ve| have)? missed|(?:late|missed|overdue) (?:\w+ )?(?:steps|sessions|items))\b/i.test(f.text) ||
      new RegExp(STEPS_MISSED, 'i').test(f.text)
    )
      return 0.9;
    return f.object() === 'plan' && /^(?:plan|schedule)$/.test(f.words.at(-1) ?? '') ? 0.9 : 0;
  },
  fill: (f) => firstFit(f.text, RESCHEDULE),
};

export const STEP_MODELS: IntentModel[] = [addPlanItem, setItemStatus, stepDue, stepsDue, reschedulePlan, examDate];
