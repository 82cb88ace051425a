import type { Features } from './features';
import { asksStepState } from './planSteps';
import { completion } from './tasks';
import { firstFit, shape, type Intent, type IntentModel } from './types';

/**
 * Asking whether one task is done: "is the essay done", "did I submit the lab report already?",
 * "have I emailed professor lee", "do I still need to call mom", "what's the status of the essay".
 * A read: it looks the task up and says; it never marks anything.
 */

const DONE = String.raw`(?:done|finished|complete|completed|submitted|sent|paid|ticked off|checked off|crossed off|sorted|handed in)`;
const LATER = String.raw`(?:\s+(?:yet|already|now|today|or not))?`;

// "did I add milk to my list?", "is the dentist on my to-do list", "have I got X on my list":
// whether a task is there at all, a read of the list.
const LIST_PLACE = String.raw`(?:to|on|onto|in|into)\s+(?:my|the)\s+(?:(?:to[- ]?do|todo|task)s?(?:\s+list)?|list)`;
export const ON_LIST = new RegExp(
  String.raw`^(?:(?:did|have)\s+i\s+(?:already\s+|ever\s+|even\s+|actually\s+)?(?:(?:add(?:ed)?|put|write|written|wrote|stick|stuck|include(?:d)?|got)\s+(.+?)\s+${LIST_PLACE}|add(?:ed)?\s+(.+?))|(?:is|are)\s+(?:there\s+)?(.+?)\s+(?:still\s+|already\s+)?${LIST_PLACE})(?:\s+(?:yet|already|still))?$`,
  'i',
);

// "did i delete the chem task", "have i removed call mom already": asked after a write, answered by
// reading the list (a deleted task is not on it); never a choice that could lead to a write.
export const REMOVED_ASKED =
  /^(?:did|have|had)\s+(?:i|we)\s+(?:already\s+|ever\s+|actually\s+)?(?:delete|deleted|remove|removed|get rid of|got rid of|gotten rid of|bin|binned|trash|trashed|erase|erased|scrap|scrapped)\s+(?!(?:it|that|this|them|everything|all)\b)(.+?)(?:\s+(?:task|to-?do|reminder))?(?:\s+(?:already|yet|earlier|before|or not))?$/i;

const SHAPES = [
  shape(REMOVED_ASKED, (m) => ({ kind: 'task_status', target: m[1]!, removed: true })),
  shape(ON_LIST, (m) => ({ kind: 'task_status', target: m[1] ?? m[2] ?? m[3]!, onList: true })),
  // Not "have i marked the essay as done": the student is no task (the last shape reads it).
  shape(
    new RegExp(
      String.raw`^(?:is|was|are|were|has|have)\s+(?!(?:i|we)\s)(.+?)\s+(?:been\s+|all\s+)?${DONE}${LATER}$`,
      'i',
    ),
    (m) => status(m[1]!),
  ),
  shape(
    new RegExp(String.raw`^is\s+(.+?)\s+(?:still\s+)?(?:pending|open|outstanding|on my list|left to do)${LATER}$`, 'i'),
    (m) => status(m[1]!),
  ),
  shape(
    /^do\s+i\s+(?:still\s+)?(?:need|have|got)\s+to\s+(?:do\s+)?(.+?)(?:\s+(?:still|anymore|any more|today))?$/i,
    (m) => status(m[1]!),
  ),
  shape(/^what(?:'s| is)\s+(?:the\s+)?status\s+(?:of|on|for)\s+(.+)$/i, (m) => status(m[1]!)),
  shape(
    /^(?:did|have)\s+i\s+(?:already\s+|actually\s+|ever\s+|even\s+)?(?!(?:get|got|have|had|miss|missed|mess|messed|do wrong|score|scored)\b)(.+?)(?:\s+(?:yet|already|today|or not))?$/i,
    (m) => {
      // "did I complete the essay": the verb of finishing is the question, not part of the name.
      // "did i mark it as done", "have i ticked off genetics": the ticking is the question too.
      const ticked = TICKED.exec(m[1]!)?.slice(1).find(Boolean) ?? m[1]!;
      const report = completion(ticked.replace(/^(?:complete|finish|do|tick off|check off|cross off)\s+(?=\S)/i, ''));
      return { kind: 'task_status', target: report.target, ...(report.object ? { object: report.object } : {}) };
    },
  ),
];

// "mark photosynthesis as done", "ticked off genetics", "crossed food words off": [the name].
const TICKED =
  /^(?:mark(?:ed)?|tick(?:ed)?|check(?:ed)?|cross(?:ed)?)\s+(.+?)\s+(?:off|(?:as\s+)?(?:done|complete|completed|finished))$|^(?:ticked|checked|crossed)\s+off\s+(.+)$/i;

function status(words: string): Intent {
  return { kind: 'task_status', target: words };
}

// A question about something other than one task: quizzes, cards, plans, the list as a whole.
const ELSEWHERE = ['card', 'plan', 'quiz', 'topic', 'progress', 'exam', 'attempt', 'review', 'world'] as const;

const taskStatus: IntentModel = {
  kind: 'task_status',
  writes: false,
  score(f: Features) {
    if (!f.reading || ELSEWHERE.some((c) => f.noun(c)) || f.quantified || asksStepState(f.text)) return 0;
    if (/\b(?:anything|everything|all|how many|what|which)\b/i.test(f.text) && !/\bstatus\b/i.test(f.text)) return 0;
    return firstFit(f.text, SHAPES) ? 0.93 : 0;
  },
  fill: (f) => firstFit(f.text, SHAPES),
};

export const STATUS_MODELS: IntentModel[] = [taskStatus];
