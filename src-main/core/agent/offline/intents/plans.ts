import { findDueDate } from '../../../../../src-shared/text/dates';
import { findDuration } from '../../../../../src-shared/text/numbers';
import type { Rule } from './types';
import { rule } from './types';

const PLAN = String.raw`(?:study\s+|revision\s+|learning\s+)?(?:plan|schedule)`;
// "the python plan", "my latest plan", "plan 3", "the plan" → the words naming the plan ('' = latest).
// The words after "plan" are optional and lazy: "mark my plan as done" leaves "as" to the rule.
const NAMED = String.raw`(?:(?:the|my|this|that|our)\s+)?(.*?)\s*${PLAN}(?:\s+(?:called|named|titled)?\s*(.+?))??`;

function planName(before: string | undefined, after: string | undefined): string {
  return (
    `${before ?? ''} ${after ?? ''}`
      // "the steps of the spanish plan": what of the plan is wanted is not its name.
      .replace(
        /^\s*(?:the\s+)?(?:steps|items|sessions|details|contents|progress)\s+(?:of|in|on|for)\s+(?:the\s+|my\s+)?/i,
        '',
      )
      .replace(/\b(?:latest|current|newest|last|active)\b/gi, '')
      .trim()
  );
}

function itemStatus(word: string): 'done' | 'in_progress' | 'skipped' | 'todo' {
  const w = word.toLowerCase();
  if (/progress|start|working|begun|began/.test(w)) return 'in_progress';
  if (/skip/.test(w)) return 'skipped';
  if (/not done|todo|to do|undone|reset/.test(w)) return 'todo';
  return 'done';
}

const ITEM_STATUS = String.raw`(done|complete|completed|finished|in progress|started|skipped|not done|to ?do)`;

/** "plan 5 days for X", "make me a two-week study plan for X", "help me learn X in 10 days". */
const generatePlan: Rule = {
  name: 'generate plan',
  match(text) {
    if (/^(?:add|put|show|list|delete|remove|archive|mark|what)\b/i.test(text)) return null;
    const duration = findDuration(text);
    if (!duration) return null;
    const planWord = /\b(?:plan|schedule)\b/i.test(text);
    // Without the word "plan", only a sentence that starts with studying asks for one ("learn
    // Spanish in 30 days"); "remind me to study in 2 days" is a task.
    const studyWord = /^(?:study|learn|revise|prepare|prep|cover|master|get through|work through)\b/i.test(text);
    if (!planWord && !studyWord) return null;
    return { intent: { kind: 'generate_plan', body: text }, confidence: planWord ? 0.9 : 0.7 };
  },
};

/**
 * Plan sentences. They run before the task rules: "add X to my plan" and "delete the python
 * plan" share their verbs with tasks, and the word "plan" decides.
 */
/** Whether the words after "exam … on" are a date at all ("prep plan" is not). */
function isDate(words: string): boolean {
  const text = words.replace(/[.!?]+$/, '').trim();
  const found = findDueDate(text, new Date());
  return found !== null && found.start === 0;
}

// Not a command that merely mentions an exam ("add task: biology exam on friday").
const NOT_A_COMMAND = String.raw`^(?!(?:add|remind|todo|task|create|make|new|put|note|jot|save|plan)\b)`;

export const PLAN_RULES: Rule[] = [
  rule(
    'set exam date',
    /^(?:set|change|move|put)\s+(?:the\s+|my\s+)?(?:exam|test)(?:\s+date|\s+day)?\s+(?:for|of|in)\s+(.+?)\s+(?:to|on|as)\s+(.+)$/i,
    0.9,
    (m) => ({ kind: 'exam_date', topic: m[1]!, when: m[2]! }),
  ),
  // "my biology exam is on 12 june", "the chemistry exam is friday", "I have a maths exam on the 3rd".
  rule(
    'exam date',
    new RegExp(
      String.raw`${NOT_A_COMMAND}(?:i\s+have\s+(?:an?\s+|my\s+)?|(?:my|the|our)\s+)?([\p{L}\d][\p{L}\d\s-]{0,40}?)\s+(?:exam|test|final)\s+(?:is\s+|will\s+be\s+)?(?:on\s+|at\s+)?(.+)$`,
      'iu',
    ),
    0.85,
    (m) => (isDate(m[2]!) ? { kind: 'exam_date', topic: m[1]!, when: m[2]! } : null),
  ),
  // "reschedule my python plan", "reschedule what I missed" ('' = the latest plan). Without the
  // word "plan" or "what I missed", "reschedule X for sunday" moves a task instead.
  rule(
    'reschedule plan',
    new RegExp(
      String.raw`^(?:reschedule|re-schedule|replan|re-plan|catch\s+up\s+on|rearrange)\s+(?:(?:the|my|this|that)\s+)?(.*?)\s*${PLAN}$|^(?:reschedule|re-schedule|replan|re-plan|catch\s+up\s+on)\s+(?:what\s+i\s+missed|(?:my\s+|the\s+)?(?:late|missed)\s+steps)(?:\s+(?:in|on|of|for)\s+(?:(?:the|my|this|that)\s+)?(.*?)(?:\s*${PLAN})?)?$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'reschedule_plan', plan: planName(m[1] ?? m[2], undefined) }),
  ),
  // "I'm behind on biology", "I fell behind with my python plan, reschedule it".
  rule(
    "I'm behind",
    new RegExp(
      String.raw`^i(?:'m|\s+am|'ve|\s+have)?\s+(?:fallen\s+|fell\s+|got\s+|gotten\s+|been\s+)?behind(?:\s+(?:on|in|with)\s+(?:(?:the|my|this|that)\s+)?(.*?)(?:\s*${PLAN})?)?(?:[,.!]?\s*(?:please\s+)?(?:reschedule|replan|move)(?:\s+(?:it|them|the\s+rest))?)?[.!]?$`,
      'i',
    ),
    0.85,
    (m) => ({ kind: 'reschedule_plan', plan: planName(m[1], undefined) }),
  ),
  // "add a step to my spanish plan: numbers 1 to 100 by friday": the step named after the colon.
  rule(
    'add a step to plan: X',
    new RegExp(
      String.raw`^(?:add|put|include|append|insert)\s+(?:a\s+|an\s+|one\s+|another\s+)?(?:new\s+)?(?:step|item|task|session|entry)\s+(?:to|in|into|onto|on)\s+${NAMED}\s*:\s*(.+)$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'add_plan_item', item: m[3]!, plan: planName(m[1], m[2]) }),
  ),
  rule(
    'add item to plan',
    new RegExp(String.raw`^(?:add|put|include|append|stick|insert)\s+(.+?)\s+(?:to|in|into|onto|on)\s+${NAMED}$`, 'i'),
    0.9,
    (m) => ({ kind: 'add_plan_item', item: m[1]!, plan: planName(m[2], m[3]) }),
  ),
  rule(
    'item status in plan',
    new RegExp(
      String.raw`^(?:mark|set|tick|check)\s+(.+?)\s+(?:as\s+)?${ITEM_STATUS}\s+(?:in|on|of|from|for)\s+${NAMED}$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'set_item_status', item: m[1]!, status: itemStatus(m[2]!), plan: planName(m[3], m[4]) }),
  ),
  rule(
    'finished item of plan',
    new RegExp(
      String.raw`^(?:i\s+)?(?:'ve\s+|have\s+|just\s+)*(finished|completed|did|done with|skipped|started|began|am working on|'m working on)\s+(.+?)\s+(?:in|on|of|from|for)\s+${NAMED}$`,
      'i',
    ),
    0.85,
    (m) => ({ kind: 'set_item_status', item: m[2]!, status: itemStatus(m[1]!), plan: planName(m[3], m[4]) }),
  ),
  rule('skip item', new RegExp(String.raw`^(skip|start)\s+(.+?)\s+(?:in|on|of|from)\s+${NAMED}$`, 'i'), 0.85, (m) => ({
    kind: 'set_item_status',
    item: m[2]!,
    status: itemStatus(m[1]!),
    plan: planName(m[3], m[4]),
  })),
  rule(
    'day N done',
    new RegExp(
      String.raw`^(?:mark\s+|i\s+(?:finished|did)\s+)?(day\s+\d{1,3}|session\s+\d{1,3})(?:\s+(?:as\s+)?${ITEM_STATUS})?$`,
      'i',
    ),
    0.85,
    (m) => ({ kind: 'set_item_status', item: m[1]!, status: itemStatus(m[2] ?? 'done'), plan: '' }),
  ),

  rule('archive plan', new RegExp(String.raw`^(?:archive|shelve|put away)\s+${NAMED}$`, 'i'), 0.9, (m) => ({
    kind: 'set_plan_status',
    plan: planName(m[1], m[2]),
    status: 'archived',
  })),
  rule(
    'mark plan',
    new RegExp(
      String.raw`^(?:mark|set)\s+${NAMED}\s+(?:as\s+)?(done|complete|completed|finished|archived|active)$`,
      'i',
    ),
    0.9,
    (m) => ({
      kind: 'set_plan_status',
      plan: planName(m[1], m[2]),
      status: /archiv/i.test(m[3]!) ? 'archived' : /active/i.test(m[3]!) ? 'active' : 'completed',
    }),
  ),
  rule(
    'finished plan',
    new RegExp(String.raw`^(?:i\s+)?(?:'ve\s+|have\s+)?(?:finished|completed)\s+(?:the|my)\s+(.*?)\s*${PLAN}$`, 'i'),
    0.85,
    (m) => ({ kind: 'set_plan_status', plan: planName(m[1], undefined), status: 'completed' }),
  ),
  rule(
    'reactivate plan',
    new RegExp(String.raw`^(?:reactivate|unarchive|un-archive|restart|resume|reopen)\s+${NAMED}$`, 'i'),
    0.9,
    (m) => ({ kind: 'set_plan_status', plan: planName(m[1], m[2]), status: 'active' }),
  ),
  rule(
    'delete plan',
    new RegExp(String.raw`^(?:delete|remove|trash|get rid of|drop|scrap|ditch|bin)\s+${NAMED}$`, 'i'),
    0.9,
    (m) => ({ kind: 'delete_plan', plan: planName(m[1], m[2]) }),
  ),

  generatePlan,
  rule(
    'create plan',
    new RegExp(
      String.raw`^(?:create|make|new|start|write|build|set up|draft|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?${PLAN}\b\s*(.*)$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'create_plan', body: m[1]! }),
  ),
  rule('plan: X', new RegExp(String.raw`^(?:new\s+)?${PLAN}\s*:\s*(.+)$`, 'i'), 0.9, (m) => ({
    kind: 'create_plan',
    body: m[1]!,
  })),

  rule(
    'list plans',
    /^(?:list|show|see|view|display|get|give)?(?:\s+me)?(?:\s+all)?(?:\s+of)?(?:\s+my|\s+the)?\s*(active|completed|finished|archived|all|current|old)?\s*(?:study\s+)?plans$/i,
    0.95,
    (m) => ({ kind: 'list_plans', status: planStatusWord(m[1]) }),
  ),
  rule('what plans', /^(?:what|which)\s+(active\s+|archived\s+|completed\s+)?(?:study\s+)?plans\b.*$/i, 0.9, (m) => ({
    kind: 'list_plans',
    status: planStatusWord(m[1]?.trim()),
  })),
  rule('do I have plans', /^(?:do i have\s+)?any\s+(?:study\s+)?plans\b.*$/i, 0.85, () => ({
    kind: 'list_plans',
    status: 'all',
  })),
  rule(
    'show plan',
    new RegExp(
      String.raw`^(?:show|open|view|see|display|read|check|what'?s in|what is in|what'?s on|what is on|go to|how(?:'s| is) (?:my )?progress (?:on|in))(?:\s+me)?\s+${NAMED}(?:\s+(?:items|details|steps|progress))?$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'show_plan', plan: planName(m[1], m[2]) }),
  ),
  rule(
    'plan progress',
    new RegExp(
      String.raw`^(?:what(?:'s| is)\s+|how(?:'s| is| am i doing with)\s+)?(?:my\s+)?progress\s+(?:on|in|with|for)\s+${NAMED}$`,
      'i',
    ),
    0.85,
    (m) => ({ kind: 'show_plan', plan: planName(m[1], m[2]) }),
  ),
  // "how far am I through exam prep": progress asked by the plan's name alone; a read, so a name
  // that is no plan only says so.
  rule(
    'how far through',
    /^how\s+far\s+(?:am\s+i|have\s+i\s+got|along\s+am\s+i|have\s+i\s+gone)\s+(?:through|with|in|into|on)\s+(?:my\s+|the\s+)?(.+?)(?:\s+plan)?$/i,
    0.8,
    (m) => ({ kind: 'show_plan', plan: m[1]! }),
  ),
  rule(
    "what's next",
    /^(?:what(?:'s| is)\s+next|next\s+(?:step|item|session))(?:\s+(?:in|on|for)\s+(?:my|the)\s+(.*?)\s*plan)?$/i,
    0.85,
    (m) => ({ kind: 'show_plan', plan: planName(m[1], undefined) }),
  ),
];

function planStatusWord(word: string | undefined): 'active' | 'completed' | 'archived' | 'all' {
  const w = (word ?? '').toLowerCase();
  if (w === 'active' || w === 'current') return 'active';
  if (w === 'completed' || w === 'finished') return 'completed';
  if (w === 'archived' || w === 'old') return 'archived';
  return 'all';
}
