import { findDueDate } from '../../../../../src-shared/text/dates';
import { TOOL } from '../../../../../src-shared/tools/names';
import type { Features } from './features';
import type { StateView } from './stateView';
import type { Classified, IntentModel } from './types';

/**
 * Answers about exactly one thing, and "it" after them: "when is my biology exam?" then "move it to
 * dec 12"; "what's the next step for the biology plan?" then "start it". The answer holds its one
 * subject in the conversation state (handlers/inHand.ts); an answer about several holds none, so
 * "it" then stays the task or plan readings' (which ask).
 */

const EXAM = String.raw`(?:exam|test|final|midterm|mock)s?`;
// "when is my biology exam?", "what day is the spanish test", "when's my chem final again".
const EXAM_WHEN = new RegExp(
  String.raw`^(?:when(?:'s|\s+is|\s+are)|what\s+(?:day|date)\s+is|what(?:'s|\s+is)\s+the\s+date\s+of|when\s+do\s+i\s+(?:have|sit|take))\s+(?:my|the|our)\s+(.+?)\s+${EXAM}(?:\s+(?:again|date|day))?$`,
  'i',
);
// "what's the next step for biology exam prep", "what's next in my spanish plan".
const NEXT_STEP =
  /^(?:what(?:'s|\s+is)|which\s+is)\s+(?:the\s+|my\s+)?next\s+(?:step|thing|item|part|session|task)\s+(?:for|in|of|on)\s+(.+)$|^what(?:'s|\s+is)\s+next\s+(?:for|in|on)\s+(.+)$/i;

const clean = (s: string) => s.replace(/[?.!]+$/, '').trim();

// "plan out my week", "help me plan my week", "can we organise the coming week": no one subject yet,
// so the answer is a question whose choices are the things a week's plan can be (handlers/inHand.ts).
const PLAN_WEEK =
  /^(?:(?:can|could|would)\s+(?:you|we)\s+|let'?s\s+|i\s+(?:need|want)\s+(?:to\s+)?|(?:please\s+)?help\s+(?:me\s+)?(?:to\s+|with\s+)?)*(?:plan|planning|organi[sz]e|organi[sz]ing|sort(?:ing)?(?:\s+out)?|schedule|scheduling|map|mapping)\s+(?:out\s+)?(?:my|the|this)\s+(?:week|coming\s+week)(?:\s+out)?(?:\s+for\s+me)?$/i;

export const IN_HAND_MODELS: readonly IntentModel[] = [
  {
    kind: 'plan_week',
    writes: false,
    score: (f) => (PLAN_WEEK.test(clean(f.text)) ? 0.97 : 0),
    fill: () => ({ kind: 'plan_week' }),
  },
  {
    kind: 'exam_when',
    writes: false,
    score: (f) => (EXAM_WHEN.test(clean(f.text)) ? 0.97 : 0),
    fill: (f) => {
      const m = EXAM_WHEN.exec(clean(f.text));
      return m ? { kind: 'exam_when', topic: m[1]!.trim() } : null;
    },
  },
  {
    kind: 'next_step',
    writes: false,
    score: (f: Features) => (NEXT_STEP.test(clean(f.text)) ? 0.97 : 0),
    fill: (f) => {
      const m = NEXT_STEP.exec(clean(f.text));
      const plan = (m?.[1] ?? m?.[2])?.replace(/\s+plan$/i, '').trim();
      return plan ? { kind: 'next_step', plan } : null;
    },
  },
];

const SOFT_LEAD = String.raw`(?:(?:no|nope|actually|oh|wait|sorry|hmm|oops)[\s,!.]+)*`;
// "it's actually on dec 10, change it", "move it to dec 12", "it got moved to the 14th".
// "… set it", "… save that", "… put it down": keep the day said as the exam's.
const KEEP_IT = String.raw`(?:change|update|fix|move|correct|set|save|note|log|record|keep|add)\s+(?:it|that|this)(?:\s+down)?|(?:put|write|jot|note)\s+(?:it|that|this)\s+down`;
// "it's on dec 10, set it", "it's actually on the 14th", "dec 10. save that", "put it down as the
// 10th", "move it to dec 12", "it got moved to the 14th". The whole of each group must be a day.
const EXAM_IT = [
  new RegExp(
    String.raw`^${SOFT_LEAD}(?:it'?s|its|it\s+is|it'?ll\s+be|it\s+will\s+be)\s+(?:actually\s+|now\s+|really\s+)?(?:on\s+)?(.+?)(?:\s*[,;.—–-]?\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?(?:${KEEP_IT})(?:\s+(?:please|pls|for\s+me))?)?$`,
    'i',
  ),
  new RegExp(
    String.raw`^${SOFT_LEAD}(?:on\s+)?(.+?)\s*[,;.—–-]+\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?(?:${KEEP_IT})(?:\s+(?:please|pls|for\s+me))?$`,
    'i',
  ),
  new RegExp(
    String.raw`^${SOFT_LEAD}(?:please\s+|pls\s+|can\s+you\s+)?(?:move|change|push|set|update|make|put|write|jot|note|save|log|mark)\s+(?:it|that)\s+(?:down\s+)?(?:to|for|on|as)\s+(?:being\s+)?(.+)$`,
    'i',
  ),
  new RegExp(
    String.raw`^${SOFT_LEAD}(?:it'?s|it)\s+(?:been\s+|got\s+|was\s+)?(?:moved|changed|pushed|rescheduled)\s+(?:to|for)\s+(.+)$`,
    'i',
  ),
];
// "start it", "mark it done", "skip that one".
const STEP_IT: [RegExp, 'in_progress' | 'done' | 'skipped'][] = [
  [
    /^(?:ok(?:ay)?[\s,]+)?(?:let'?s\s+)?(?:start|begin)(?:\s+on)?\s+(?:it|that|this)(?:\s+one)?(?:\s+now)?$/i,
    'in_progress',
  ],
  [/^(?:ok(?:ay)?[\s,]+)?mark\s+(?:it|that|this)(?:\s+one)?\s+(?:as\s+)?(?:started|in\s+progress)$/i, 'in_progress'],
  [
    /^(?:ok(?:ay)?[\s,]+)?(?:mark\s+(?:it|that|this)(?:\s+one)?\s+(?:as\s+)?(?:done|complete|completed|finished)|(?:i\s+)?(?:finished|completed|did)\s+(?:it|that))$/i,
    'done',
  ],
  [/^(?:ok(?:ay)?[\s,]+)?skip\s+(?:it|that|this)(?:\s+one)?$/i, 'skipped'],
  // "actually its done now", "oh it's finished", "that's complete too": the step's state said.
  [
    new RegExp(
      String.raw`^${SOFT_LEAD}(?:ok(?:ay)?[\s,]+)?(?:it'?s|its|it\s+is|that'?s|thats|that\s+is)\s+(?:now\s+|all\s+|actually\s+)?(?:done|finished|complete|completed)(?:\s+(?:now|too|already|actually))*$`,
      'i',
    ),
    'done',
  ],
];

// "plan my revision for it", "make me a revision plan for that", "can you do a study timetable for
// it", "plan it out until then": a plan asked for the exam just set or asked about.
const PLAN_FOR_IT = new RegExp(
  String.raw`^${SOFT_LEAD}(?:(?:ok(?:ay)?|great|cool|right|so|now)[\s,]+)*(?:` +
    String.raw`(?:plan|schedule|map\s+out|organi[sz]e|sort\s+out)\s+(?:out\s+)?(?:my\s+|the\s+|some\s+)?(?:revision|revising|studying|study|prep|preparation)` +
    String.raw`|(?:make|create|build|give|draw\s+up|put\s+together|set\s+up|do|generate|write)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|my\s+)?(?:revision\s+|study\s+|prep\s+|exam\s+)?(?:plan|schedule|timetable)` +
    String.raw`|(?:help\s+me\s+)?plan(?:\s+(?:it|everything|things)(?:\s+all)?\s+out)?|(?:a\s+)?(?:revision|study)\s+(?:plan|schedule|timetable))` +
    // "make a plan to revise for it": what the plan is for, said before "for it".
    String.raw`(?:\s+(?:to|so\s+i\s+can)\s+(?:revise|study|prep|prepare|cram))?` +
    // "… up to then", "… until then": "then" is the exam's day.
    String.raw`\s+(?:(?:for|towards|around|ahead\s+of|before|leading\s+up\s+to|up\s+to)\s+(?:it|that|this|the\s+exam|that\s+exam|this\s+exam)|(?:up\s+(?:to|till|until)|until|till|til|before|by|between\s+now\s+and)\s+then)(?:\s+(?:then|too|as\s+well))?$`,
  'i',
);

// "well i just did, tick it off", "i have now, mark it", "done it now actually": said right after an
// answer about one task ("did i finish X?" → "Not yet…"), the task is done now.
const DID_IT_NOW = new RegExp(
  String.raw`^(?:(?:well|oh|ah|um+|so|actually|ok(?:ay)?|yeah|yes)[\s,!.]+)*` +
    String.raw`(?:i\s+(?:just\s+|actually\s+|finally\s+)*(?:did|have|did\s+(?:it|that)|(?:have|'ve)\s+(?:done|finished|completed)\s+(?:it|that)|(?:just\s+)?(?:finished|completed|done)\s+(?:it|that))|(?:just\s+)?(?:finished|completed|done|did)\s+(?:it|that)|i'?ve\s+(?:just\s+)?(?:done|finished|completed)\s+(?:it|that))` +
    String.raw`(?:\s+(?:now|just now|actually|already|today|this morning|earlier))*` +
    // The request after it, if any: "tick it off", "mark it (done)", "so cross it off".
    String.raw`(?:[\s,;!.—–-]+(?:(?:so|and|pls|please|you can|u can|can you)\s+)*(?:tick|mark|check|cross)\s+(?:it|that)(?:\s+(?:off|done|as\s+done|complete|completed|finished))?(?:\s+(?:then|now|please|pls))?)?$`,
  'i',
);

// After these the plan in hand is the one just made: "it" is that plan, not a task.
const PLAN_MADE = new Set<string>([TOOL.write_plan, TOOL.generate_study_plan]);
const IT = String.raw`(?:it|that|this)(?:\s+(?:one|plan))?`;
const PLAN_SOFT = String.raw`^${SOFT_LEAD}(?:(?:ok(?:ay)?|hmm+|on\s+second\s+thought|never\s*mind|please|pls|just|can\s+you|could\s+you)[\s,]+)*`;
// "actually mark it complete", "delete that one", "ok just bin it": a status or a delete, and nothing else.
const PLAN_IT: [RegExp, 'completed' | 'delete'][] = [
  [
    new RegExp(
      String.raw`${PLAN_SOFT}(?:mark|set)\s+${IT}\s+(?:as\s+)?(?:complete|completed|done|finished)(?:\s+(?:please|pls))?$`,
      'i',
    ),
    'completed',
  ],
  [
    new RegExp(
      String.raw`${PLAN_SOFT}(?:delete|remove|bin|scrap|trash|get\s+rid\s+of)\s+${IT}(?:\s+(?:please|pls))?$`,
      'i',
    ),
    'delete',
  ],
];

// After a card list "it" is a card (handlers/study.ts takes the one card shown, or asks which):
// "delete it", "bin that one", "ok get rid of this card".
const CARD_LISTS = new Set<string>([TOOL.list_flashcards, TOOL.get_due_flashcards]);
const CARD_DELETE_IT = new RegExp(
  String.raw`${PLAN_SOFT}(?:delete|remove|bin|scrap|trash|ditch|get\s+rid\s+of)\s+(?:it|that|this)(?:\s+(?:one|card|flashcard))?(?:\s+(?:please|pls|too))?$`,
  'i',
);

// Tools after which "it" is the one task just shown or changed (resolveTask.ts finds which).
const TASK_IN_HAND = new Set<string>([TOOL.add_task, TOOL.update_task, TOOL.complete_task, TOOL.reopen_task]);
// "do it saturday instead", "let's do that on sunday instead", "i'll do it fri instead": the task in
// hand moved to that day (the whole rest must be a day).
const DO_IT_INSTEAD =
  /^(?:(?:let'?s|lets|i'?ll|ill|i\s+will|we'?ll|i'?d\s+rather|just)\s+)?do\s+(?:it|that|this)(?:\s+one)?\s+(.+?)\s+(?:instead|rather)$/i;

/** Whether the words are one day the shared parser reads, and nothing else. */
function wholeDay(when: string, now: Date): boolean {
  const found = findDueDate(when, now);
  return found !== null && when.slice(0, found.cutStart).trim() === '' && when.slice(found.end).trim() === '';
}

// After a card was made or changed, a side said alone is that card's (handlers/study.ts takes the
// card from the state): "actually the back should be 'window'", "change the front to 'la ventana
// grande'", "make the answer just window". The new words follow a "to", "just", "say" or "be", or
// are quoted: "make the answer longer" says how, not what, and is left to ask.
const CARD_MADE = new Set<string>([TOOL.create_flashcard, TOOL.update_flashcard]);
const SIDE = String.raw`(front|back|answer|question|prompt)(?:\s+side)?(?:\s+of\s+(?:it|that|this|the\s+card))?`;
const SAYS = String.raw`(?:to\s+(?:just\s+|only\s+)?(?:say\s+|read\s+|be\s+)?|(?:just|only|simply)\s+(?:say\s+|read\s+|be\s+)?|(?:say|read)\s+|:\s*)`;
const CARD_SIDE_IT = [
  new RegExp(
    String.raw`${PLAN_SOFT}(?:change|set|make|fix|update|edit|correct|switch|turn)\s+(?:the|its|that)\s+${SIDE}\s+(?:${SAYS}(.+)|(["“'‘].+["”'’]))$`,
    'i',
  ),
  new RegExp(
    String.raw`${PLAN_SOFT}(?:the|its)\s+${SIDE}\s+(?:should|needs\s+to|has\s+to|must|ought\s+to|can)\s+(?:just\s+|only\s+)?(?:be|say|read)\s+(?:just\s+|only\s+)?(.+)$`,
    'i',
  ),
];
// "… shorter", "… a bit clearer", "… more detailed": how the side should change, not its words.
const HOW_NOT_WHAT =
  /^(?:a\s+(?:bit|little)\b|more\b|less\b|much\b|way\b|it$|that$|this$|different\b|(?:better|longer|shorter|clearer|simpler|easier|harder|bigger|smaller|neater)\b)/i;

/** The side and its new words, when the message corrects one side of the card in hand. */
function cardSideSaid(text: string): { side: 'front' | 'back'; text: string } | null {
  for (const re of CARD_SIDE_IT) {
    const m = re.exec(text);
    if (!m) continue;
    const said = (m[2] ?? m[3])!
      .replace(/\s+(?:instead|please|pls|thanks|thx)$/i, '')
      .trim()
      .replace(/^["“'‘](.+)["”'’]$/s, '$1')
      .trim();
    if (said === '' || HOW_NOT_WHAT.test(said)) return null;
    return { side: /^(?:front|question|prompt)$/i.test(m[1]!) ? 'front' : 'back', text: said };
  }
  return null;
}

/**
 * "it" read as the one subject the last answer held: the exam of a topic, or a plan's step. Null
 * when nothing is in hand or the message does not say "it" about it.
 */
export function itInHand(text: string, now: Date, view: StateView): Classified | null {
  const t = clean(text);
  if (view.examTopic) {
    // The plan runs up to that exam: the plan reading finds the topic's exam day (handlers/plans.ts).
    if (PLAN_FOR_IT.test(t))
      return {
        intent: { kind: 'generate_plan', body: `study plan for ${view.examTopic} up to the exam` },
        confidence: 0.95,
      };
    // "dec 10. save that" (read as "dec 10"), "the 10th": a day alone, just after its exam's day was
    // asked and not known, is that day.
    const alone = view.examDayAsked ? [/^(?:on\s+)?(.+)$/i] : [];
    for (const re of [...EXAM_IT, ...alone]) {
      const when = re.exec(t)?.[1];
      // The whole rest is the day: "it's actually pretty hard" is no change of date.
      if (when && wholeDay(when, now))
        return { intent: { kind: 'exam_date', topic: view.examTopic, when }, confidence: 0.95 };
    }
  }
  if (view.lastPlanId && PLAN_MADE.has(view.lastTool ?? '')) {
    const plan = `#${view.lastPlanId}`;
    for (const [re, act] of PLAN_IT)
      if (re.test(t))
        return {
          intent: act === 'delete' ? { kind: 'delete_plan', plan } : { kind: 'set_plan_status', plan, status: act },
          confidence: 0.95,
        };
  }
  if (CARD_LISTS.has(view.lastTool ?? '') && CARD_DELETE_IT.test(t))
    return { intent: { kind: 'delete_flashcard', target: '' }, confidence: 0.95 };
  if (view.lastTool === TOOL.list_tasks && view.listed === 1 && DID_IT_NOW.test(t))
    return { intent: { kind: 'complete_task', target: 'it' }, confidence: 0.95 };
  const side = CARD_MADE.has(view.lastTool ?? '') ? cardSideSaid(t) : null;
  if (side) return { intent: { kind: 'edit_flashcard', target: '', ...side }, confidence: 0.95 };
  const taskInHand = (view.lastTool === TOOL.list_tasks && view.listed === 1) || TASK_IN_HAND.has(view.lastTool ?? '');
  const instead = DO_IT_INSTEAD.exec(t)?.[1]?.replace(/^on\s+/i, '');
  if (taskInHand && instead && wholeDay(instead, now))
    return { intent: { kind: 'update_task', target: 'it', change: `move it to ${instead}` }, confidence: 0.9 };
  if (view.stepInHand) {
    for (const [re, status] of STEP_IT)
      if (re.test(t)) return { intent: { kind: 'set_item_status', ...view.stepInHand, status }, confidence: 0.95 };
  }
  return null;
}
