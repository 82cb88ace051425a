import { extractDueDate, findDueDate } from '../../../../../src-shared/text/dates';
import { extractPriority } from '../../../../../src-shared/text/priority';
import { findRepetition } from '../../../../../src-shared/text/repetition';
import type { Features } from './features';

/**
 * A task's change said around it rather than as a command: only a date or priority ("make it
 * friday"), only a repeat ("make that every sunday"), or a new date in the context of one task
 * ("… instead", "got an extension", "the essay deadline got moved to friday"). Dates, priorities
 * and repeats are read by the one parser of each (src-shared/text).
 */
// A word that could start a date or a priority: the cheap test before chrono reads a short message.
const CHANGE_WORD =
  /\d|\b(?:today|tonight|tomorrow|tmrw|\w+day|mon|tues?|wed|thu|thurs?|fri|sat|sun|weekend|week|month|year|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|next|noon|midnight|eod|eow|priority|urgent|important|high|low|top|whenever|someday|date|deadline)/i;

/** Text that is only a date and/or a priority, maybe with "make it", "instead": an amendment. */
export function onlyChange(text: string, now: Date): boolean {
  if (!CHANGE_WORD.test(text)) return false;
  const core = text
    .replace(
      /^(?:make|set|change|move|put|push|switch)\s+(?:it|that|this|the date|the due date|the priority)\s*(?:(?:to|for|as|on)\b)?\s*/i,
      '',
    )
    .replace(/^(?:due|to|for|on|by)\s+/i, '')
    .replace(/(\S)\s+(?:instead|now|then)$/i, '$1')
    .trim();
  if (core === '') return false;
  const p = extractPriority(core);
  const d = extractDueDate(p.rest, now);
  const left = d.rest.replace(/^(?:and|,|due|by|on)\s*|\s*(?:and|,)$/gi, '').trim();
  return left === '' && (p.priority !== null || d.due !== null || /^no (?:due )?date$/i.test(core));
}

// "make that every sunday", "make it weekly", "it repeats every 2 weeks", "do that every weekday":
// the thing just made or shown given a repeat.
const REPEAT_LEAD =
  /^(?:(?:make|set|have|let|do|schedule)\s+(?:it|that|this)(?:\s+(?:to\s+)?(?:repeat|recur|happen)|\s+(?:a\s+)?(?:recurring|repeating)(?:\s+(?:task|one))?)?|(?:repeat|redo)\s+(?:it|that|this)|(?:it|that|this)\s+(?:(?:should|will|needs? to|has to|must|is going to|is gonna)\s+)?(?:repeats?|recurs?|happens?))\s+/i;

/** The repeat said of "it" with nothing else, or null: "make it weekly" → "weekly". */
export function onlyRepeat(said: string): string | null {
  // "oh and it repeats every friday", "also make it weekly": an aside before it changes nothing.
  const text = said.replace(/^(?:(?:oh|and|also|plus|btw|oops|actually|wait)[\s,]+)+/i, '');
  // "every tuesday" alone, right after a task was added or shown, is that task's repeat too.
  const lead = REPEAT_LEAD.exec(text) ?? (/^(?:every|each)\b/i.test(text) ? { 0: '' } : null);
  if (!lead) return null;
  const rest = text.slice(lead[0].length).trim();
  const found = findRepetition(rest);
  if (!found || found.start !== 0) return null;
  const after = rest
    .slice(found.end)
    .replace(/[\s,.!]+/g, ' ')
    .trim();
  return /^(?:|instead|now|then|please|pls|from now on)$/i.test(after) ? rest.slice(0, found.end) : null;
}

// A date said in the context of a task rather than as a command to move it.
// "can i do the bio reading on saturday instead", "i'll email prof lee tomorrow instead, move it":
// the task, then its new day, then "instead"; or told as a command ("do the groceries on sunday instead").
const INSTEAD =
  /^(?:(?:(?:can|could|may)\s+i\s+|i['’]?ll\s+|i\s+will\s+|i['’]?m\s+(?:going\s+to|gonna)\s+|i['’]?d\s+rather\s+|let\s+me\s+|i\s+(?:want|need|have)\s+to\s+)(?:(?:do|finish|get|work on|tackle|start)\s+)?|(?:do|finish|tackle)\s+)(.+?)\s+instead(?:\s*[,;.!?]+\s*(?:so\s+)?(?:(?:please|pls)\s+)?(?:move|push|change|update|reschedule|shift)\s+it(?:\s+(?:please|pls))?)?$/i;
// "i got an extension!! essay now due dec 7", "extension on the essay, it's due dec 7 now"; "X is
// due dec 2 now and its p1": the day and what else changed, read by the update as one change.
const NOW_DUE =
  /^(?:i\s+got\s+(?:an?\s+)?extension\w*|(?:got\s+)?(?:an?\s+)?extension\w*(?:\s+granted)?|good news|update)\s*[!.,;:—–-]+\s*(.+?)\s+(?:is\s+|'s\s+)?(?:now\s+)?(?:due|moved to|pushed to)\s+(.+?)(?:\s+now)?$|^(?!(?:what|which|when|is|are|anything|does|do|how)\b)(.+?)\s+(?:(?:is\s+|'s\s+)?now\s+due|(?:is|are|'s)\s+due(?=\s.*\bnow\b))\s+(.+)$/i;
const EXTENSION_ON =
  /^(?:i\s+)?(?:got|have|was given|was granted)\s+(?:an?\s+)?extension\s+(?:on|for)\s+(.+?)\s*[!.,;:—–-]+\s*(?:(?:it['’]?s|it\s+is|now|so\s+it['’]?s)\s+)?(?:now\s+)?due\s+(.+?)(?:\s+now)?$/i;
// "can the biology reading be due friday instead", "could the essay be moved to monday".
const CAN_BE =
  /^(?:can|could)\s+(.+?)\s+be\s+(?:due|moved\s+to|pushed\s+(?:back\s+)?to|done|(?:re)?scheduled\s+for)\s+(.+?)(?:\s+instead)?$/i;

// A new deadline told as news about the task: "the essay deadline got moved to friday", "the
// physics set due date is now dec 2", "call mom got pushed to thursday", "they extended the lab
// report to monday". The day must be all that follows (onlyChange), so "X got moved to the
// shared drive" is no date change.
const NOT_A_QUESTION = String.raw`(?!(?:what|which|when|who|why|how|is|are|was|were|has|have|did|does|do|can|could|should)\b)`;
const MOVED = String.raw`(?:moved|pushed(?:\s+back)?|put off|postponed|delayed|extended|bumped|shifted|rescheduled|changed)`;
const DEADLINE = String.raw`(?:due date|deadline|hand-?in(?: date)?|submission date)`;
const TOLD = String.raw`(?:got|has been|have been|'s been|was|were|is being|is|just got|finally got|got officially)`;
const NEWS = [
  new RegExp(
    String.raw`^${NOT_A_QUESTION}(?:the\s+|my\s+)?(.+?)(?:['’]s)?\s+${DEADLINE}\s+(?:${TOLD}\s+)?${MOVED}\s+(?:back\s+)?(?:to|until|till|til)\s+(.+?)(?:\s+now)?$`,
    'i',
  ),
  new RegExp(
    String.raw`^${NOT_A_QUESTION}(?:the\s+|my\s+)?(.+?)(?:['’]s)?\s+${DEADLINE}\s+(?:is|'s)\s+(?:now|actually|changed to)\s+(.+)$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:the\s+)?(?:new\s+)?${DEADLINE}\s+(?:for|of|on)\s+(.+?)\s+is\s+(?:now\s+)?(.+?)(?:\s+now)?$`,
    'i',
  ),
  new RegExp(
    String.raw`^${NOT_A_QUESTION}(.+?)\s+${TOLD}\s+${MOVED}\s+(?:back\s+)?(?:to|until|till|til)\s+(.+?)(?:\s+now)?$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:they|he|she|(?:the |my |our )?(?:prof|professor|teacher|lecturer|tutor|ta|school|uni|class|department)|prof(?:essor)?\s+\w+)\s+(?:just\s+)?(?:extended|moved|pushed(?:\s+back)?|postponed|delayed|bumped|shifted)\s+(?:the\s+${DEADLINE}\s+(?:for|of|on)\s+)?(.+?)\s+(?:back\s+)?(?:to|until|till|til)\s+(.+?)(?:\s+now)?$`,
    'i',
  ),
  // "bio reading moved to fri": the news typed short, without "got" or "was" (not a wish: "i'd
  // like the essay moved to sunday" is taskEdits').
  new RegExp(
    String.raw`^${NOT_A_QUESTION}(?!(?:i|i['’]d|id|i['’]ll|we|you|please|pls|can|could|let)\b)(.+?)\s+${MOVED}\s+(?:back\s+)?(?:to|until|till|til)\s+(.+?)(?:\s+now)?$`,
    'i',
  ),
];

function newsOfDeadline(text: string, now: Date): { target: string; change: string } | null {
  for (const re of NEWS) {
    const m = re.exec(text);
    if (!m) continue;
    // "the deadline got moved to friday": no task named, so the one in hand ("it") — or asked.
    const said = m[1]!.trim();
    const target = /^(?:(?:the|my|its|that|this)\s*)?(?:deadline|due date)?$/i.test(said) ? 'it' : said;
    const day = m[2]!.trim();
    if (said === '' || /^(?:it|that|this|they|i|we)$/i.test(said) || !onlyChange(`due ${day}`, now)) continue;
    return { target, change: `due ${day}` };
  }
  return null;
}

/** "…the bio reading on saturday instead": the task's words and the day, read by the one date parser. */
function insteadChange(text: string, now: Date): { target: string; change: string } | null {
  const m = INSTEAD.exec(text);
  if (!m) return null;
  const body = m[1]!;
  const found = findDueDate(body, now);
  if (!found || body.slice(found.end).trim() !== '' || found.cutStart === 0) return null;
  const target = body
    .slice(0, found.cutStart)
    .replace(/\s+(?:on|by|at|for|until|till|to)$/i, '')
    .trim();
  return target === '' ? null : { target, change: `due ${body.slice(found.start)}` };
}

const IN_CONTEXT = [
  (text: string, now: Date) => {
    const c = insteadChange(text, now);
    return c ? ({ kind: 'update_task', ...c } as const) : null;
  },
  (text: string) => {
    const m = EXTENSION_ON.exec(text) ?? NOW_DUE.exec(text);
    if (!m) return null;
    const target = m[1] ?? m[3]!;
    const day = m[2] ?? m[4]!;
    return { kind: 'update_task', target, change: `due ${day}` } as const;
  },
  (text: string, now: Date) => {
    const c = newsOfDeadline(text, now);
    return c ? ({ kind: 'update_task', ...c } as const) : null;
  },
  (text: string) => {
    const m = CAN_BE.exec(text);
    return m ? ({ kind: 'update_task', target: m[1]!, change: `due ${m[2]!}` } as const) : null;
  },
];

/** A new date said in the context of one task, or null. */
export function inContext(f: Features) {
  if (
    !/\b(?:instead|extension\w*|now due|due\s.+\snow|be (?:due|moved|pushed|done|scheduled|rescheduled)|moved|pushed|put off|postponed|delayed|extended|bumped|shifted|rescheduled|changed|due date|deadline)\b/i.test(
      f.text,
    )
  )
    return null;
  for (const read of IN_CONTEXT) {
    const hit = read(f.text, f.now);
    if (hit) return hit;
  }
  return null;
}
