import { localIsoDate, type TextLocale } from './locale';
import { extractDueDate } from './dates';
import { findDuration, NUMBER_WORD, readNumber } from './numbers';
import { capitalise, extractQuoted, splitItems, tidyTitle } from './titles';

/**
 * A request for a generated plan, read from what the student said: how long it runs (a span of
 * days, or an end day, or "up to the exam"), when it starts, how long a day, and what it is for.
 */
export interface PlanRequest {
  goal: string;
  days?: number;
  /** The last day named ("up to dec 10", "ending the 12th"), YYYY-MM-DD. */
  deadline?: string;
  /** "up to the exam", "until my biology final": the topic's exam date is the deadline. */
  untilExam?: boolean;
  start_date?: string;
  minutes_per_day?: number;
  /** "30 mins of reading a day": how the time is spent, said with it. Not a topic, nor a goal. */
  activity?: string;
}

// "30 mins of biology reading a day": the words between the time and "a day" say what is done then.
const MINUTES = new RegExp(
  String.raw`\b(?:for\s+|at\s+|about\s+|around\s+)?(${NUMBER_WORD}|half an?|an?)\s*(minutes?|mins?|hours?|hrs?|h)\b(?:\s+of\s+([a-z][a-z\s'#-]{0,40}?)(?=\s+(?:a|per|each|every)\s*day\b|\s+daily\b))?(?:\s*(?:a|per|each|every)\s*day|\s*daily)?`,
  'i',
);
// Ways of spending study time: "reading", "spanish practice" — the rest of the words is the subject.
const ACTIVITY =
  /\b(?:reading|readings|practice|practise|practising|practicing|revision|revising|studying|study|review|reviewing|homework|exercises|problems|drills?|listening|writing|prep|work|flashcards?|cards|quiz(?:zes)?|past papers)\b/gi;
const START =
  /\b(?:starting|start(?:ing)? on|from|beginning)\s+(.+?)(?=\s+(?:for|to|with|and|until|till|up|ending|by)\b|,|$)/i;
// The end of the plan: "up to dec 10", "until my exam", "ending the 12th", "by friday".
const UNTIL =
  /(?:^|[\s,]+)(?:(?:all\s+the\s+way\s+|right\s+)?up\s+(?:to|until|till)|until|till|til|through|thru|ending(?:\s+on)?|finishing(?:\s+on)?|before|ahead\s+of|leading\s+up\s+to|in\s+time\s+for|by)\s+/gi;
const EXAM = /^(?:the\s+|my\s+|our\s+)?(?:[\p{L}\d-]+\s+){0,2}?(?:exam|test|final|midterm|mock|quiz)s?$/iu;

/** Cuts `[at, at + len)` out of the text. */
const cut = (text: string, at: number, len: number) => `${text.slice(0, at)} ${text.slice(at + len)}`;

/**
 * "plan two weeks to learn the Python tutorial, 45 minutes a day starting monday" →
 * { goal: 'Learn the Python tutorial', days: 14, minutes_per_day: 45, start_date: '2026-11-23' };
 * "study plan for biology up to the exam" → { goal: 'Biology', untilExam: true };
 * "revision timetable for chem until dec 10" → { goal: 'Chem', deadline: '2026-12-10' }. The
 * minutes a day are read before the span, so "45 mins a day for 6 days" is six days, not one.
 */
export function readPlanRequest(body: string, now: Date, locale?: TextLocale): PlanRequest {
  let text = ` ${body} `;
  const out: PlanRequest = { goal: '' };
  const minutes = MINUTES.exec(text);
  if (minutes) {
    const n = /^half/i.test(minutes[1]!) ? 0.5 : /^an?$/i.test(minutes[1]!) ? 1 : readNumber(minutes[1]!);
    if (n !== null) out.minutes_per_day = Math.round(/^h/i.test(minutes[2]!) ? n * 60 : n);
    const spent = minutes[3]?.trim() ?? '';
    const activity = spent.match(ACTIVITY);
    if (activity) out.activity = activity.join(' ').toLowerCase();
    // The subject said inside ("of biology reading") stays where it was said, for the goal.
    const subject = spent.replace(ACTIVITY, ' ').replace(/^\s*(?:my|the|some)\s+/i, '');
    text = `${text.slice(0, minutes.index)} ${activity ? subject : spent} ${text.slice(minutes.index + minutes[0].length)}`;
  }
  const start = START.exec(text);
  if (start) {
    const d = extractDueDate(start[1]!, now, locale).due;
    if (d) {
      out.start_date = localIsoDate(d.date);
      text = cut(text, start.index, start[0].length);
    }
  }
  const duration = findDuration(text);
  if (duration) {
    out.days = duration.days;
    const before = text.slice(0, duration.index).replace(/\b(?:in|over|for|across|within|during|of)\s*$/i, '');
    text = `${before} ${text.slice(duration.index + duration.text.length)}`;
  }
  // The first end word whose words up to the end of the request are wholly a day or an exam.
  for (const until of text.trimEnd().matchAll(UNTIL)) {
    const end = text
      .slice(until.index + until[0].length)
      .trim()
      .replace(/[.!?]+$/, '');
    if (EXAM.test(end)) out.untilExam = true;
    else {
      const d = extractDueDate(end, now, locale);
      if (!d.due || !/^(?:the|on|of)?$/i.test(d.rest)) continue;
      out.deadline = localIsoDate(d.due.date);
    }
    text = text.slice(0, until.index);
    break;
  }
  out.goal = planGoal(text);
  return out;
}

/** Whether a request says how long a plan runs, when it starts or how long a day: a plan's extent. */
export function hasPlanExtent(req: PlanRequest): boolean {
  return (
    req.days !== undefined ||
    req.deadline !== undefined ||
    req.untilExam === true ||
    req.minutes_per_day !== undefined ||
    req.start_date !== undefined
  );
}

/** The goal of a plan request once its span, minutes and start were cut: the verb and "plan" go. */
export function planGoal(text: string): string {
  const goal = text
    .replace(/\s+/g, ' ')
    .trim()
    // "i have 3 days to cram for stats, make me a plan": the ask after the goal, and who has it.
    .replace(
      /[,;.]?\s*(?:so\s+)?(?:(?:can|could)\s+you\s+|please\s+)?(?:make|create|build|give|draw up|put together)\s+(?:me\s+)?(?:a|an)\s+(?:study\s+|revision\s+)?(?:plan|schedule|timetable)(?:\s+for\s+(?:it|that|this))?$/i,
      '',
    )
    .replace(/^(?:i\s+have|i've|ive|i\s+got)(?:\s+got)?\s+(?:to\s+)?(?=\S)/i, '')
    .replace(
      /^(?:(?:please|pls|can you|could you|would you|will you|help me|i need|i want|i'd like|need|want)\s+)*/i,
      '',
    )
    .replace(
      /^(?:make|create|build|generate|give|write|set up|draw up|put together|sort out)?\s*(?:me\s+)?(?:a\s+|an\s+)?/i,
      '',
    )
    .replace(
      /^[\s-]*(?:day|week|month)?[\s-]*(?:study\s+|revision\s+|learning\s+|exam\s+)?(?:plan|schedule|timetable)\b\s*/i,
      '',
    )
    .replace(/^(?:plan|schedule)\s+/i, '')
    .replace(/^(?:to\s+)?(?:do|spend|put in|work|go)\s+(?=(?:on|at|of|for)\s)/i, '')
    .replace(/^(?:out\s+)?(?:for|on|about|covering|of)\s+/i, '')
    .replace(/^to\s+/i, '')
    .replace(/^(?:my|our)\s+/i, '')
    .replace(/^#(?=\p{L})/u, '')
    .replace(/\s+(?:study\s+|revision\s+)?(?:plan|schedule|timetable)$/i, '')
    // "a plan to revise for it": a pronoun names no goal (the agent asks what the plan is for).
    .replace(/^(?:(?:revise|study|prepare|prep|cram)\s+)?(?:for\s+)?(?:it|that|this|them)$/i, '');
  return capitalise(tidyTitle(goal));
}

export interface NewPlan {
  title: string;
  items: { title: string; due_date?: string }[];
}

// "with 2 steps: a and b": the count says how many follow, it is not part of the first step.
const STEP_COUNT = String.raw`(?:(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?=(?:items?|steps?|tasks?|sessions?|topics?|chapters?)\b))?`;
const STEP_NOUN = String.raw`(?:items?|steps?|tasks?|sessions?|topics?|chapters?)`;
const LABEL_NOUN = String.raw`(?:items?|steps?|tasks?|sessions?)`;
// "with the steps", "with these steps -", "with the following steps:": which steps, not the first one.
const STEPS_DET = String.raw`(?:(?:the\s+)?following\s+|the\s+|these\s+|those\s+)?`;
/** Where a plan's name ends and its steps begin. */
const STEPS_START = [
  // ": a, b", " — a, b".
  String.raw`:|\s[—–-]\s`,
  // "with (the) (2) steps: a, b", "with: a, b".
  // "with steps for a, b and c": what the steps are for is each step's name, "for" is no part of the first.
  String.raw`[,;]?\s*(?:with|w\/|including|containing|having)(?:\s+${STEPS_DET}${STEP_COUNT}(?:${STEP_NOUN}\s+(?:for|on|covering)\b|${STEP_NOUN}?)\s*[:\-–—]?|\s*:)`,
  // ", the steps are a, b", "; its steps being a and b": the steps said by a verb.
  String.raw`[,;.]?\s*(?:and\s+)?(?:the\s+|its\s+|it['’]?s\s+)?${LABEL_NOUN}\s+(?:are|will be|being)\s*:?`,
  // ". steps: a, b": a label after a mark ("plan called Buy items: a, b" keeps its title).
  String.raw`[,;.]\s*(?:the\s+|its\s+)?${LABEL_NOUN}\s*:`,
  // ", steps a and b".
  String.raw`[,;]\s*(?:the\s+|its\s+)?steps\s+(?=\S)`,
  // "that has the steps a, b".
  String.raw`[,;]?\s*(?:that|which)\s+(?:has|have|contains|includes)\s+(?:the\s+)?${STEP_COUNT}${LABEL_NOUN}\s*:?`,
];
const WITH_ITEMS = new RegExp(String.raw`\s*(?:${STEPS_START.join('|')})\s*`, 'i');
// "…, the steps are a, b", "…, its steps being a and b", "— steps: a, b": a label before the steps
// says what follows; it names neither the plan nor its first step.
const STEPS_LABEL =
  /^[,;.]?\s*(?:(?:and|with)\s+)?(?:the\s+|its\s+|it['’]?s\s+|these\s+|those\s+)?(?:items?|steps?|tasks?|sessions?)\s*(?:are|is|will be|being|[:\-–—])\s*:?\s*/i;

const STEPS_COUNTED = new RegExp(String.raw`\b(${NUMBER_WORD})\s+${STEP_NOUN}\b`, 'i');

/**
 * The steps as listed. Dictated without commas ("with three steps outline research and first
 * draft"), the list splits only at "and"; when the count said before it matches one step per
 * word before the last "and" (or per word in all), those words are the steps. Otherwise the list
 * stays as split.
 */
function stepsSaid(text: string, intro: string): string[] {
  const parts = splitItems(text);
  const counted = STEPS_COUNTED.exec(intro);
  const want = counted ? readNumber(counted[1]!) : null;
  if (want === null || parts.length >= want) return parts;
  const words = (p: string) => p.trim().split(/\s+/);
  const all = parts.flatMap(words);
  if (all.length === want) return all;
  const leading = parts.slice(0, -1).flatMap(words);
  if (parts.length > 1 && leading.length + 1 === want) return [...leading, parts.at(-1)!];
  return parts;
}

/**
 * What followed "create a plan": `called Exam prep with items read ch1, read ch2 and practice
 * test`, `"Exam prep": read ch1; read ch2`, or just a title.
 */
export function readNewPlan(body: string, now: Date): NewPlan {
  let text = body
    .trim()
    .replace(/^[:\-–—,;]\s*/, '')
    // "create a new plan, name it Portfolio, steps …": naming it is "called".
    .replace(/^(?:(?:and\s+)?(?:name|call|title)\s+it|called|named|titled)\s+/i, '')
    // "a plan for my art portfolio": the plan is the portfolio's, "my" is how it was said.
    .replace(/^(?:for|about|on)\s+(?:my\s+)?/i, '');
  let title: string;
  // What introduced the steps ("with three steps"): how many the student said there are.
  let said = '';
  const { quoted, rest } = extractQuoted(text);
  if (quoted !== null && text.indexOf(quoted) <= 2) {
    title = quoted;
    text = rest.replace(
      new RegExp(
        String.raw`^[\s:\-–—,;]*(?:with|w\/|including|containing|having)?\s*${STEPS_DET}${STEP_COUNT}(?:(?:items?|steps?|tasks?)\b(?:\s+(?:for|on|covering)\b)?)?\s*[:\-–—]?\s*(?!\s*(?:are|is|will\s+be|being)\b)`,
        'i',
      ),
      '',
    );
  } else {
    const m = WITH_ITEMS.exec(text);
    if (m && m.index !== undefined && m.index > 0) {
      title = text.slice(0, m.index);
      text = text.slice(m.index + m[0].length);
      said = m[0];
    } else if (text.includes(';')) {
      // "Driving test; theory book; mock test": the first part names the plan.
      title = text.slice(0, text.indexOf(';'));
      text = text.slice(text.indexOf(';') + 1);
    } else {
      title = text;
      text = '';
    }
  }
  text = text.replace(STEPS_LABEL, '');
  const items =
    text.trim() === ''
      ? []
      : stepsSaid(text, said).map((said) => {
          // "step 1 collect drawings, step 2 scan them": the step's number is its place, not its name.
          const raw = said.replace(/^\s*(?:step|item|part)\s+\d{1,2}\s*[:.)\-–—]?\s+(?=\S)/i, '');
          const d = extractDueDate(raw, now);
          return {
            title: capitalise(tidyTitle(d.due ? d.rest : raw)),
            ...(d.due ? { due_date: localIsoDate(d.due.date) } : {}),
          };
        });
  return { title: capitalise(tidyTitle(title)), items: items.filter((i) => i.title !== '') };
}

/**
 * A step's title from what was said to add: `a step 'flashcards'`, `the step "review notes"`,
 * `a new session called mock test` — the noun and its quotes are how it was said, not the step.
 *
 * @example
 *   stepTitle(`a step 'flashcards'`)           // → 'Flashcards'
 *   stepTitle('the new step called past papers') // → 'Past papers'
 */
export function stepTitle(item: string): string {
  const { quoted } = extractQuoted(item);
  const said =
    quoted ??
    item
      .trim()
      .replace(
        /^(?:(?:a|an|the|one|another)\s+)?(?:new\s+)?(?:step|item|session|entry|stage)\b\s*(?:(?:called|named|titled|saying|for)\b\s*)?[:\-–—]?\s*(?=\S)/i,
        '',
      );
  // "put ecology as a step in my bio plan": "as a step" says what it is, not what it is called.
  // "a numbers step", "another revision session": the noun after the name says what it is, too.
  // "needs a step for verbs too": "too" says it is one more, not what it is called.
  const named = said
    .replace(quoted === null ? /\s+(?:too|as well|also)$/i : /$^/, '')
    .replace(/\s+as\s+(?:a|an|another|one\s+more)\s+(?:new\s+|extra\s+)?(?:step|item|stage)$/i, '')
    .replace(/^(?:a|an|another|one\s+more|one)\s+(?:new\s+|extra\s+)?(\S.*?)\s+(?:step|item|stage)$/i, '$1');
  return capitalise(tidyTitle(named.replace(/^["“‘']+|["”’']+$/g, '')));
}
