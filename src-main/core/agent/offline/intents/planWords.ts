import type { Features } from './features';

/** How a plan is named in a sentence, and which status a step is given: shared by the plan intents. */

export const PLAN = String.raw`(?:study\s+|revision\s+|learning\s+)?(?:plan|schedule|timetable)`;
/**
 * "the python plan", "my latest plan", "plan 3", "the plan" → the words naming the plan ('' = the
 * latest). The words after "plan" are optional and lazy: "mark my plan as done" leaves "as".
 */
export const NAMED = String.raw`(?:(?:the|my|this|that|our)\s+)?(.*?)\s*${PLAN}(?:\s+(?:called|named|titled)?\s*(.+?))??`;

// "get rid of the spanish plan its pointless now", "delete the groceries task its old": a reason
// said after "plan" or "task" without a comma is not part of the name (after a comma,
// withoutReason drops it).
const reasonAfter = (noun: string) =>
  new RegExp(
    String.raw`^(.*?\b${noun})\s+(?:it['’]?s|it is|it was|because|since|cause|cos|as|don['’]?t|i don['’]?t|no longer|not needed)\b.*$`,
    'i',
  );
export const REASON_AFTER_PLAN = reasonAfter(PLAN);
export const REASON_AFTER_TASK = reasonAfter(String.raw`(?:task|todo|to-do|reminder)`);

export function planName(before: string | undefined, after: string | undefined): string {
  return (
    `${before ?? ''} ${after ?? ''}`
      // "the steps of the spanish plan": what of the plan is wanted is not its name.
      .replace(
        /^\s*(?:the\s+)?(?:steps|items|sessions|details|contents|progress)\s+(?:of|in|on|for)\s+(?:the\s+|my\s+)?/i,
        '',
      )
      .replace(/\b(?:latest|current|newest|last|active)\b/gi, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export type StepStatus = 'done' | 'in_progress' | 'skipped' | 'todo';

export function itemStatus(word: string): StepStatus {
  const w = word.toLowerCase();
  if (/progress|start|working|begun|began/.test(w)) return 'in_progress';
  if (/skip/.test(w)) return 'skipped';
  if (/not done|todo|to do|undone|reset/.test(w)) return 'todo';
  return 'done';
}

export const ITEM_STATUS = String.raw`(done|complete|completed|finished|in progress|started|skipped|not done|to ?do)`;

// Words that end a plan's name going back from the noun: "what's left in | my biology exam prep | plan".
const NAME_BOUNDARY = new Set(
  (
    'in on of for to from through with into at about show me see view open check display read list what ' +
    "what's whats is are left how how's far am i done next get give go going tell the my this that our a an need want"
  ).split(' '),
);

/**
 * The plan a reading names, from the words before the noun "plan" (and after "called"):
 * "what's left in my biology exam prep plan" → "biology exam prep". '' = the latest plan.
 */
export function planWordsOf(f: Features): string {
  const noun = f.nouns.find((n) => n.cls === 'plan');
  if (!noun) return '';
  const words: string[] = [];
  for (let i = noun.at - 1; i >= 0; i--) {
    const w = f.words[i]!;
    if (NAME_BOUNDARY.has(w)) break;
    words.unshift(w);
  }
  const called = /\b(?:called|named|titled)\s+(.+)$/i.exec(f.text);
  const named = words.filter((w, k) => !(k === 0 && /^(?:the|my|this|that|our|a)$/.test(w)));
  return planName(named.join(' '), called?.[1]);
}

/**
 * The plan a request names, as pickPlan reads it: the plan's own title when its words were said
 * ("archive the spanish vocab sprint"), "#id" for "it" just after a plan was shown, else the
 * words before the noun "plan" ('' = the latest).
 */
export function planRef(f: Features): string {
  if (f.planSpan) return f.planSpan.title;
  if (f.pronounPlan() && f.state.lastPlanId) return `#${f.state.lastPlanId}`;
  return planWordsOf(f);
}

const PLACE_WORD = /^(?:to|into|onto|in|on)$/;

/**
 * "add ecology to the biology exam prep, due dec 1" → item "ecology, due dec 1": the words
 * between the verb and the place word before the plan, with what follows the plan's name (a
 * date) kept for the step. "as a step" says what it is, not what it is called.
 */
export function stepBeforePlace(f: Features): string | null {
  const plan = f.nouns.find((n) => n.cls === 'plan');
  const pronoun = f.pronounPlan()
    ? f.words.findIndex((w, i) => PLACE_WORD.test(w) && /^(?:it|that|this)$/.test(f.words[i + 1] ?? ''))
    : -1;
  const at = pronoun >= 0 ? pronoun + 1 : plan?.at;
  const start = f.lead?.next ?? slotStart(f);
  if (at === undefined || start === null) return null;
  let place = at - 1;
  while (place > start && /^(?:the|my|that|this|our|a)$/.test(f.words[place]!)) place--;
  if (!PLACE_WORD.test(f.words[place] ?? '')) return null;
  const len = pronoun >= 0 ? 1 : plan!.len;
  const item = f
    .between(start, place)
    .replace(/\s+as\s+(?:a|an|another|the)?\s*(?:new\s+)?(?:step|item|session|part|stage|topic)$/i, '');
  const tail = f.from(at + len).replace(/^(?:plan|schedule)\b\s*/i, '');
  return `${item} ${tail}`.trim();
}

/**
 * "slot past papers into the bio plan", "squeeze in a mock exam to biology exam prep": a step
 * fitted into a plan, where its words start. Only a place naming a plan makes it a step (the
 * caller checks); these verbs are no task's, so "slot the essay into friday" adds nothing.
 */
export function slotStart(f: Features): number | null {
  if (!/^(?:slot|fit|squeeze|pop)$/.test(f.words[0] ?? '')) return null;
  let at = f.words[1] === 'in' ? 2 : 1;
  if (/^(?:a|an|another)$/.test(f.words[at] ?? '')) at++;
  return at;
}

/**
 * "add a step stoichiometry due dec 4", "add a new step: past papers": a step is a plan's, though
 * no plan is named (the handler takes the plan in the conversation, or asks which). Never a task.
 * A place later ("… to exam prep") names the plan: that is add_plan_item's other shapes.
 */
export const ADD_STEP_ALONE =
  /^(?:add|put|include|append|insert)\s+(?:a\s+|an\s+|another\s+|one\s+more\s+)?(?:new\s+)?step\b\s*:?\s*(?:(?:called|named|titled|for)\s+)?(?!to\b|in\b|into\b|on\b|onto\b)(?!.*\s(?:to|into|onto)\s)(\S.*)$/i;

// "it", "that", "this": the plan the conversation has in hand (the handler takes it, or asks which).
const IT = String.raw`(?:it|that|this|that\s+plan|this\s+plan|the\s+new\s+(?:one|plan))`;
const A_STEP = String.raw`(?:a\s+|an\s+|another\s+|one\s+more\s+|one\s+)?(?:new\s+|extra\s+)?step`;

/**
 * A step given to the plan in hand by a pronoun: "add a step to it: ecology", "give it a step:
 * ecology", "give that plan another step called ecology", "add ecology to it as a step", "add
 * ecology as a step to it". Each fit's one group is the step.
 */
export const STEP_TO_IT: readonly RegExp[] = [
  new RegExp(
    String.raw`^(?:add|put|stick|include|append|insert)\s+${A_STEP}\s+(?:to|in|into|onto|on)\s+${IT}\s*(?:[:\-–—,]\s*|\s(?:called|named|titled)\s+)(\S.*)$`,
    'i',
  ),
  new RegExp(String.raw`^give\s+${IT}\s+${A_STEP}\s*(?:[:\-–—,]\s*|\s(?:called|named|titled)\s+)(\S.*)$`, 'i'),
  new RegExp(
    String.raw`^(?:add|put|stick|include|append|insert)\s+(.+?)\s+(?:to|in|into|onto|on)\s+${IT}\s+as\s+${A_STEP}$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:add|put|stick|include|append|insert)\s+(.+?)\s+as\s+${A_STEP}\s+(?:to|in|into|onto|on)\s+${IT}$`,
    'i',
  ),
];

/** The step's words when a step is given to the plan in hand by a pronoun, else null. */
export function stepToIt(text: string): string | null {
  for (const re of STEP_TO_IT) {
    const m = re.exec(text);
    if (m) return m[1]!;
  }
  return null;
}

const STEP_NOUN = String.raw`(?:step|item|session|stage|part)`;
const OWNER = String.raw`^(?:the\s+|my\s+|our\s+)?(.+?)(?:\s+${PLAN})?`;
const NEEDS = String.raw`\s+(?:needs|need|should have|could use|could do with|wants|is missing)\s+`;
const ONE_MORE = String.raw`(?:one\s+more\s+|another\s+|an?\s+(?:new\s+|extra\s+)?|one\s+)`;

/**
 * A step asked for by saying the plan lacks it: "the bio plan needs one more step: ecology",
 * "spanish plan needs a 'numbers' step", "new step in biology plan: review flashcards", "one more
 * step for my bio plan - past papers". Each fit is [plan words, step words].
 */
export const STEP_FOR_PLAN: readonly RegExp[] = [
  new RegExp(
    String.raw`${OWNER}${NEEDS}${ONE_MORE}?(?:new\s+|extra\s+)?${STEP_NOUN}\b\s*(?:called|named|titled|for|[:\-–—])?\s*(\S.*)$`,
    'i',
  ),
  // "the spanish vocab sprint needs a numbers step too".
  new RegExp(String.raw`${OWNER}${NEEDS}${ONE_MORE}(.+?)\s+${STEP_NOUN}(?:\s+(?:too|as well|also))?$`, 'i'),
  new RegExp(
    String.raw`^(?:add\s+)?(?:a\s+|an\s+)?(?:new|another|one\s+more|extra)\s+${STEP_NOUN}\s+(?:in|for|to|on|into|of)\s+(?:the\s+|my\s+|our\s+)?(.+?)(?:\s+${PLAN})?\s*(?::|\s[-–—]|,)\s*(\S.*)$`,
    'i',
  ),
];

// "mock exam should be a step in bio exam prep", "make past papers a step in my spanish plan": the
// step said first, then the plan it belongs in.
const STEP_FIRST: readonly RegExp[] = [
  new RegExp(
    String.raw`^(?:i\s+think\s+|maybe\s+)?(.+?)\s+(?:should|could|can|must|needs?\s+to|has\s+to|ought\s+to)\s+(?:also\s+)?be\s+${ONE_MORE}${STEP_NOUN}\s+(?:in|of|for|on)\s+(?:the\s+|my\s+|our\s+)?(.+?)(?:\s+${PLAN})?(?:\s+(?:too|as well|also))?$`,
    'i',
  ),
  new RegExp(
    String.raw`^make\s+(.+?)\s+${ONE_MORE}${STEP_NOUN}\s+(?:in|of|for|on)\s+(?:the\s+|my\s+|our\s+)?(.+?)(?:\s+${PLAN})?$`,
    'i',
  ),
];

/** [plan words, step words] when the text asks for a step by saying its plan lacks it, or that it belongs in one. */
export function stepForPlan(text: string): [string, string] | null {
  for (const re of STEP_FOR_PLAN) {
    const m = re.exec(text);
    if (m) return [m[1]!, m[2]!];
  }
  for (const re of STEP_FIRST) {
    const m = re.exec(text);
    if (m) return [m[2]!, m[1]!];
  }
  return null;
}

// "let's skip photosynthesis from my bio plan", "starting genetics in the bio plan": a shape that
// read the step alone kept its plan in the step's words; the plan is split off and picked by its
// own words (pickPlan matches "bio" to Biology exam prep).
const PLAN_AFTER_STEP = new RegExp(String.raw`^(.+?)\s+(?:in|on|of|from|for)\s+${NAMED}$`, 'i');

/**
 * The plan said after a step's words, split off: "photosynthesis from my bio plan" → step
 * "photosynthesis", plan "bio"; "photosynthesis in the biology exam prep" (the plan said by its
 * title, closing the request after a place word) → plan "Biology exam prep".
 */
export function planSaidAfterStep(f: Features, item: string): { step: string; plan: string } | null {
  const m = PLAN_AFTER_STEP.exec(item);
  if (m) return { step: m[1]!, plan: planName(m[2], m[3]) };
  const span = f.planSpan;
  if (!span || span.at + span.len !== f.words.length) return null;
  let place = span.at - 1;
  while (place > 0 && /^(?:the|my|this|that|our)$/.test(f.words[place]!)) place--;
  if (!/^(?:in|on|of|from|for)$/.test(f.words[place] ?? '')) return null;
  const tail = f.from(place);
  if (!item.toLowerCase().endsWith(tail.toLowerCase())) return null;
  const step = item.slice(0, item.length - tail.length).trim();
  return step === '' ? null : { step, plan: span.title };
}

// "spanish sprint - add colours", "bio plan: add ecology", "exam prep, add: past papers", "exam prep + past papers": a head, then the
// step to add. Only a head that names a plan makes it a step (headThenStep); else it reads as before.
// "in the spanish vocab sprint add colours", "spanish sprint -> add colours": a place word before the
// head, or an arrow after it, says the same.
const HEAD_THEN_STEP =
  /^(?:(?:in|into|to|for|on)\s+)?(?:the\s+|my\s+)?(\S.*?)(?:\s*(?:[:—–,-]|->|=>|→)\s*(?:(?:add|plus)\s*:?\s+|\+\s*)|\s*\+\s*|(?<=^(?:in|into|to|for|on)\s.*)\s+add\s*:?\s+)(\S.*)$/i;
// "bio plan", "my study plan" ('' = the latest): the words before the noun name the plan.
const PLAN_HEAD = new RegExp(String.raw`^(?:(.*?)\s+)??${PLAN}$`, 'i');

/** Whether the text has the head-then-step shape, so the plans' titles are worth reading (index.ts). */
export const saysHeadThenStep = (text: string): boolean => HEAD_THEN_STEP.test(text);

/**
 * [plan words, step words] when a plan is named first and the step after: by the noun ("bio plan:
 * add ecology") or by its own title, the whole head ("spanish sprint - add colours"). Null when the
 * head is anything else ("groceries: add eggs" may be a task).
 */
export function headThenStep(f: Features): [string, string] | null {
  const m = HEAD_THEN_STEP.exec(f.text);
  if (!m) return null;
  const plan = planOfHead(f, m[1]!.trim(), m[0].indexOf(m[1]!.trim()));
  return plan === null ? null : [plan, m[2]!];
}

/**
 * The plan a head said first names ("bio plan", or a plan's own title wholly: "biology prep"), as
 * pickPlan reads it; null when the head is anything else. `start` is where the head begins.
 */
function planOfHead(f: Features, head: string, start: number): string | null {
  const byNoun = PLAN_HEAD.exec(head);
  if (byNoun) return planName(byNoun[1], undefined);
  const span = f.planSpan;
  if (!span) return null;
  const first = f.tokens[span.at]!;
  const last = f.tokens[span.at + span.len - 1]!;
  return first.start === start && last.end === start + head.length ? span.title : null;
}

// "biology prep - steps?", "spanish sprint: what's left", "bio plan -> progress": a plan named
// first, then what of it is asked for — its steps.
const HEAD_THEN_STEPS =
  /^(?:the\s+|my\s+)?(\S.*?)\s*(?:[:—–,]|\s-+|->|=>|→)\s*(?:(?:the|its|all)\s+)?(?:steps|items|sessions|progress|status|what['’]?s\s+(?:left|next|remaining)|what\s+is\s+(?:left|next)|what\s+remains|how\s+far)[\s?!.]*$/i;

/** Whether a plan's steps are asked for after a head (the titles are worth reading then). */
export const saysHeadThenSteps = (text: string): boolean => HEAD_THEN_STEPS.test(text);

/** The plan whose steps are asked for after the head that names it: "biology prep - steps?". */
export function headThenSteps(f: Features): string | null {
  const m = HEAD_THEN_STEPS.exec(f.text);
  if (!m) return null;
  const head = m[1]!.trim();
  return planOfHead(f, head, m[0].indexOf(head));
}

const NOT_A_HEAD = /^(?:i|i['’]m|im|i['’]ve|ive|we|so|ok|okay)\b/i;
const NOT_A_STEP = /^(?:mark|set|make|put|change|close|the\s+(?:whole\s+|entire\s+)?plan|it|that|this)\b/i;

// "bio plan: photosynthesis complete", "spanish sprint - travel words done", "biology prep, genetics
// started": a plan named first, then one of its steps and its state.
const HEAD_THEN_STATUS = new RegExp(
  String.raw`^(?:the\s+|my\s+)?(\S.*?)\s*(?:[:—–,]|\s-+|->|=>|→)\s*(?:the\s+|my\s+)?(\S.*?)\s+(?:is\s+|are\s+|['’]s\s+)?(?:now\s+|all\s+)?${ITEM_STATUS}(?:\s*[✔✓✅☑!.]+)?$`,
  'iu',
);

/** Whether a step's state is said after a head (the titles are worth reading then). */
export const saysHeadThenStatus = (text: string): boolean => HEAD_THEN_STATUS.test(text);

/** [plan, step, status word] when a plan is named first, then a step's state; else null. */
export function headThenStatus(f: Features): [string, string, string] | null {
  const m = HEAD_THEN_STATUS.exec(f.text);
  // "i'm through the whole bio plan, mark the plan completed": a clause and a command, not a head and a step.
  if (!m || NOT_A_HEAD.test(m[1]!) || NOT_A_STEP.test(m[2]!)) return null;
  const head = m[1]!.trim();
  const plan = planOfHead(f, head, m[0].indexOf(head));
  return plan === null ? null : [plan, m[2]!, m[3]!];
}
