import { extractDueDate, findDueDate } from '../../../../../src-shared/text/dates';
import type { Features } from './features';
import type { Restater } from './taskNews';
import type { Intent, IntentModel } from './types';

/** A topic's exam date said as a fact or a command: "my biology exam is on dec 12", "set the spanish exam to friday". */

// Not a command that merely mentions an exam ("add task: biology exam on friday").
const EXAM_DATE =
  /^(?:set|change|move|put)\s+(?:the\s+|my\s+)?(?:exam|test)(?:\s+date|\s+day)?\s+(?:for|of|in)\s+(.+?)\s+(?:to|on|as)\s+(.+)$/i;
const EXAM_IS =
  /^(?:(?:i\s+)?have\s+(?:an?\s+|my\s+)?|(?:i've\s+|i\s+)?got\s+(?:an?\s+|my\s+)?|there's\s+(?:an?\s+|my\s+)?|(?:my|the|our)\s+)?([\p{L}\d][\p{L}\d\s-]{0,40}?)(?:\s+(?:oral|written|practical|mock|listening|speaking))?\s+(?:exam|test|final|midterm)\s+(?:is\s+|will\s+be\s+|'s\s+)?(?:on\s+|at\s+)?(.+)$/iu;

// "my spanish oral is on dec 9", "i have a chemistry mock on dec 8", "bio practical is the 14th":
// the kind of exam said instead of the word "exam" (kept out of the nouns: "oral practice" is a step).
const EXAM_KIND_IS =
  /^(?:(?:i\s+)?have\s+(?:an?\s+|my\s+)?|(?:i've\s+|i\s+)?got\s+(?:an?\s+|my\s+)?|there's\s+(?:an?\s+|my\s+)?|(?:my|the|our)\s+)?(?!(?:my|the|our|an?|i|this|that|next)\b)([\p{L}\d][\p{L}\d\s-]{0,30}?)\s+(?:oral|orals|practical|viva|mock|mocks|final|finals|midterm|midterms)(?:\s+exam)?\s+(?:is\s+|will\s+be\s+|'s\s+)?(?:on\s+|at\s+)?(.+)$/iu;

/** [topic, day] when an exam is said by its kind and the rest is a date; else null. */
function examKindSaid(f: Features): [string, string] | null {
  const m = EXAM_KIND_IS.exec(f.text);
  if (!m || m[1]!.split(/\s+/).length > 3) return null;
  const when = m[2]!.replace(/^the\s+(?=\d)/i, '');
  return isDate(when, f) ? [m[1]!, when] : null;
}

// "spanish oral is dec 3, put it down as the exam date", "chem final's on the 9th, set that as my
// exam": the date first, then the request to keep it as the exam's.
const EXAM_AFTER =
  /^(?:my\s+|the\s+|our\s+)?([\p{L}\d][\p{L}\d\s-]{0,40}?)\s+(?:is|'s|will\s+be)\s+(?:on\s+)?(.+?)[,;.]?\s+(?:so\s+)?(?:pls\s+|please\s+)?(?:put|set|mark|save|log|add|note)\s+(?:it|that|this)\s+(?:down\s+)?as\s+(?:the|my|its|an?)\s+(?:exam|test)(?:\s+date|\s+day)?(?:\s+(?:pls|please))?[.!]*$/iu;

/** Whether the words after "exam … on" are a date at all ("prep plan" is not). */
function isDate(words: string, f: Features): boolean {
  const found = findDueDate(words.replace(/[.!?]+$/, '').trim(), f.now, f.locale);
  return found !== null && found.start === 0;
}

// The words of an exam-date sentence that are not its topic: "set | my | biology | exam date to".
const EXAM_FRAME = new Set(
  (
    'set change move moved update put the my our an a exam exams test final finals midterm oral written practical mock date day for of in to on as is was got has been now will be ' +
    'pushed rescheduled shifted bumped postponed brought back forward'
  ).split(' '),
);

/**
 * "set my biology exam date to friday", "exam date for biology: 12/9", "spanish exam got moved to
 * dec 18", "the biology final is on the 14th of december": the date the shared parser finds at
 * the end, and the one to three words before it that are not the sentence's frame.
 */
function examSaid(f: Features): Intent | null {
  const found = findDueDate(f.text.replace(/[.!?]+$/, '').trim(), f.now, f.locale);
  if (!found || found.start === 0) return null;
  const topic = f.text
    .slice(0, found.start)
    .toLowerCase()
    .split(/[\s:—–]+/)
    .filter((w) => w !== '' && w !== '-' && !EXAM_FRAME.has(w));
  if (topic.length === 0 || topic.length > 3) return null;
  return { kind: 'exam_date', topic: topic.join(' '), when: found.text };
}

/** The topic in "spanish oral", "the chem final": the kind of exam is not part of it. */
const topicOfExam = (said: string) =>
  said
    .split(/\s+/)
    .filter((w) => !EXAM_FRAME.has(w.toLowerCase()))
    .join(' ') || said;

export const examDate: IntentModel = {
  kind: 'exam_date',
  writes: true,
  score(f) {
    if (f.leads('add', 'remind', 'make', 'need', 'quiz', 'plan') || f.noun('plan')) return 0;
    if (!f.reading && examKindSaid(f)) return 0.88;
    if (!f.noun('exam')) return 0;
    if (EXAM_DATE.test(f.text)) return 0.9;
    return f.reading ? 0 : 0.88;
  },
  fill(f): Intent | null {
    const after = EXAM_AFTER.exec(f.text);
    const afterWhen = after?.[2]!.replace(/^the\s+/i, '');
    if (after && afterWhen && isDate(afterWhen, f))
      return { kind: 'exam_date', topic: topicOfExam(after[1]!), when: afterWhen };
    const set = EXAM_DATE.exec(f.text);
    if (set) return { kind: 'exam_date', topic: set[1]!, when: set[2]! };
    const kind = examKindSaid(f);
    if (kind) return { kind: 'exam_date', topic: kind[0], when: kind[1] };
    const m = EXAM_IS.exec(f.text);
    return m && isDate(m[2]!, f) ? { kind: 'exam_date', topic: m[1]!, when: m[2]! } : examSaid(f);
  },
};

// "bio exam got moved to dec 18, update it", "the essay got moved to friday, update it", "… so
// change it": the request to keep the day said of an exam, or of anything said as moved (a task).
const KEEP_THE_DAY =
  /^(.*\b(?:exam|test|final|midterm|moved|pushed|extended|rescheduled|bumped|shifted|postponed|delayed)\b.*?)\s*(?:[,;.—–-]+\s*|\s+)(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?(?:update|change|fix|correct|save|note|set|log)\s+(?:it|that|this)(?:\s+(?:please|pls|for\s+me))?$/i;

/**
 * An exam's or a task's new day said, then "update it": the sentence alone, which examDate reads as
 * a change of the exam's day and the edit reading (changeInContext.ts) as a move of the task.
 */
export const examDayKept: Restater = (text, now, locale) => {
  const said = KEEP_THE_DAY.exec(text.replace(/[.!]+$/, ''))?.[1];
  if (!said) return null;
  const found = findDueDate(said, now, locale);
  // The day ends what is kept: "update it" after anything else is another request.
  return found && said.slice(found.end).trim() === '' ? said : null;
};

// The plan asked for, with nothing of its own to plan for: "can you make me a study plan for it",
// "make a revision plan till then", "plan it out", "study plan".
const PLAN_FOR_IT = String.raw`(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+|i\s+(?:need|want)\s+|help\s+me\s+)*(?:(?:make|create|build|give|draw\s+up|put\s+together|write|set\s+up|sort\s+out|get)\s+(?:me\s+)?(?:up\s+)?(?:a\s+|an\s+)?)?(?:study\s+|revision\s+|exam\s+|prep\s+)?(?:plan|schedule|timetable)(?:\s+(?:it|that|this|my\s+revision|my\s+studying))?(?:\s+(?:out|for\s+(?:it|that|this|the\s+exam|the\s+test)|(?:till|until|til|up\s+to|up\s+until|before|leading\s+up\s+to)\s+(?:then|that|it|that\s+day|the\s+exam|the\s+test)))*(?:\s+(?:please|pls))?[.!?]*`;
// "my chem exam is on dec 9, can you make me a study plan for it", "history test dec 10 -> study
// plan", "physics exam thursday, plan it out": an exam's day said, then a plan asked for that points
// back at it ("for it", "till then") or at nothing else. The plan runs to that day, for that topic.
const EXAM_THEN_PLAN = new RegExp(
  String.raw`^(?:(?:i\s+)?have\s+(?:an?\s+|my\s+)?|(?:i['’]?ve\s+|i\s+)?got\s+(?:an?\s+|my\s+)?|there['’]?s\s+(?:an?\s+|my\s+)?|(?:my|the|our)\s+)?(?!(?:my|the|our|an?|i|this|that|next|it)\b)([\p{L}][\p{L}\d-]*(?:\s+[\p{L}\d-]+){0,2}?)\s+(?:(?:oral|written|practical|mock|final|listening|speaking)\s+)?(?:exam|test|final|midterm|oral|practical|mock)s?\s+(?:is\s+|will\s+be\s+|['’]s\s+)?(?:on\s+|at\s+)?(\S.*?)\s*(?:[,;.!]+\s*|\s[-–—]+\s*|\s*(?:->|=>|→)\s*|\s+)(?:so\s+|and\s+)?${PLAN_FOR_IT}$`,
  'iu',
);

export const examThenPlan: Restater = (text, now, locale) => {
  const m = EXAM_THEN_PLAN.exec(text.trim());
  if (!m) return null;
  // Only a day fits between the exam and the ask: "bio exam is hard, make a plan" has none.
  const when = m[2]!.replace(/^the\s+(?=\d)/i, '');
  const { due, rest } = extractDueDate(when, now, locale);
  if (!due || !/^(?:the|on)?$/i.test(rest.trim())) return null;
  return `make a study plan for ${topicOfExam(m[1]!)} until ${when}`;
};
