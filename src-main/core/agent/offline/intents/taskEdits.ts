import { inContext, onlyChange, onlyRepeat } from './changeInContext';
import { namesCardSide } from './cardActs';
import type { Features } from './features';
import { firstFit, shape, type IntentModel } from './types';

/**
 * Changing one task: a new date, priority, repeat or title. The target is the words before the
 * change ("move | the essay draft | to monday"); the change itself is read by the one parser
 * (readTaskChange in the handler).
 */

const SPAN = String.raw`((?:a|an|one|two|three|four|five|six|seven|\d{1,3})\s+(?:days?|weeks?))`;
const PRIORITY_CHANGE = String.raw`(?:p[1-4]|priority\s*(?:[1-4]|one|two|three|four)|(?:top|high|medium|normal|low)(?:est)?\s+priority|urgent|important)\b.*`;
// "X is now p1", "X should be high priority", "X has become urgent": a task said to have a priority — and maybe a due
// day with it ("X is now p2 and due thursday"), both one change.
const STATE_IS = new RegExp(
  String.raw`^(?!(?:what|which|when|is|are|anything|does|do|how)\b)(.+?)\s+(?:is|are|should be|will be|has to be|needs to be|(?:has|have|'s)\s+(?:now\s+|just\s+)?become|became)\s+(?:now\s+|actually\s+|really\s+)?(?:an?\s+)?(${PRIORITY_CHANGE.replace(/\\b\.\*$/, '')}|(?:top|high|medium|normal|low)\s+priority)((?:\s*(?:,|&|and|,\s*and)\s+(?:(?:is\s+)?(?:now\s+)?due|by)\s+.+)?)(?:\s+now)?$`,
  'i',
);
const REPEAT_SAID =
  /^(?!(?:what|which|when|is|are|does|do|how)\b)(.+?)\s+(?:should|will|needs? to|has to|must|is going to|ought to)\s+(?:repeat|recur)\s+(.+)$/i;
const MOVERS = String.raw`change|update|set|move|reschedule|postpone|push(?: back)?|put off|bump|defer|delay|shift|switch|edit|extend`;

// "essay draft: move to friday", "call mum — p1": the task named first, then what to do with it.
const NAMED_FIRST =
  /^(?!(?:add|new|todo|task|tasks|card|flashcard|plan|note)\b)([^:—–]{2,60}?)\s*[:—–]\s*((?:move|push|postpone|reschedule|change|make|set|due|do\s+(?:it|them|this|that)\b|p[1-4]\b|priority|urgent).*)$/i;

// "add a note to the physics task: only questions 1-10", "description for groceries: milk, eggs".
const NOTE =
  /^(?:(?:add|put|attach|write|leave|set)\s+(?:a\s+|the\s+|some\s+)?(?:note|notes|description|details?|comment)\s+(?:to|on|for|in)|(?:the\s+)?(?:note|notes|description|details?)\s+(?:for|on|of|to))\s+(?!(?:self|myself|me)\b)(.+?)\s*(?:[:—–]|\s-)\s*(.+)$/is;

// "essay -> p1", "due date for the bio reading -> 3/12": the task, an arrow, its new date or priority.
const ARROW = /^(?:(?:the\s+)?(?:due\s+date|deadline|date|priority)\s+(?:for|of|on)\s+)?(.+?)\s*(?:-+>|→|=>)\s*(.+)$/i;

const SHAPES = [
  shape(ARROW, (m) => ({ kind: 'update_task', target: m[1]!, change: m[2]! })),
  shape(NOTE, (m) => ({ kind: 'update_task', target: m[1]!, change: `note: ${m[2]!}` })),
  shape(NAMED_FIRST, (m) => ({
    kind: 'update_task',
    target: m[1]!,
    change: m[2]!
      .replace(/^(?:move|push|postpone|reschedule|change|make|set)\s+(?:it\s+)?(?:to\s+|until\s+)?/i, '')
      .replace(/^do\s+(?:it|them|this|that)\s+(?:on\s+)?/i, ''),
  })),
  // "push X back a day", "postpone X by a week": a shift from the current due date.
  shape(
    new RegExp(
      String.raw`^(?:push|move|postpone|delay|defer|bump|put off|shift)\s+(.+?)\s+(?:back\s+|forward\s+|out\s+)?(?:by\s+)?${SPAN}(?:\s+(?:back|later))?$`,
      'i',
    ),
    (m) => ({ kind: 'update_task', target: m[1]!, change: `shift ${m[2]!}` }),
  ),
  shape(
    /^(?:remove|clear|drop|delete|take off|unset)\s+(?:the\s+)?(?:due\s+)?(?:date|deadline)\s+(?:from|on|of|for)\s+(.+)$/i,
    (m) => ({ kind: 'update_task', target: m[1]!, change: 'no due date' }),
  ),
  shape(/^(?:rename|retitle|call)\s+(.+?)\s+(?:to|as)\s+(.+)$/i, (m) => ({
    kind: 'update_task',
    target: m[1]!,
    change: `title: ${m[2]!}`,
  })),
  // "rename the groceries task": the new title is asked for, and the next message is it.
  shape(/^(?:rename|retitle)\s+(?!(?:it|that|this)$)(.+)$/i, (m) => ({
    kind: 'update_task',
    target: m[1]!,
    change: '',
    renameOk: true,
  })),
  // "change the title to buy safety goggles" right after adding it: the task just touched.
  shape(/^(?:change|update|set|edit|make)\s+(?:the\s+|its\s+)?(?:title|name)\s+(?:to|as|into)\s+(.+)$/i, (m) => ({
    kind: 'update_task',
    target: 'it',
    change: `title: ${m[1]!}`,
  })),
  shape(/^(?:change|update|set|edit)\s+(?:the\s+)?(?:title|name)\s+(?:of|for|on)\s+(.+?)\s+to\s+(.+)$/i, (m) => ({
    kind: 'update_task',
    target: m[1]!,
    change: `title: ${m[2]!}`,
  })),
  // "change the groceries title to big food shop": the task named before its title.
  shape(
    /^(?:change|update|set|edit)\s+(?:the\s+|my\s+)?(.+?)(?:['’]s)?\s+(?:title|name)\s+(?:to|as|into)\s+(.+)$/i,
    (m) => ({
      kind: 'update_task',
      target: m[1]!,
      change: `title: ${m[2]!}`,
    }),
  ),
  // "change the essay's due date to dec 2".
  shape(
    /^(?:change|update|set|move|make)\s+(?:the\s+)?(.+?)(?:['’]s?)?\s+(priority|due date|deadline|date)\s+to\s+(.+)$/i,
    (m) => ({
      kind: 'update_task',
      target: m[1]!,
      change: /prior/i.test(m[2]!) ? `priority ${m[3]!}` : `due ${m[3]!}`,
    }),
  ),
  shape(
    /^(?:change|update|set|move|make)\s+(?:the\s+)?(priority|due date|deadline|date|due)\s+(?:of|for|on)\s+(.+?)\s+to\s+(.+)$/i,
    (m) => ({
      kind: 'update_task',
      target: m[2]!,
      change: /prior/i.test(m[1]!) ? `priority ${m[3]!}` : `due ${m[3]!}`,
    }),
  ),
  // "groceries should repeat every saturday", "the gym session needs to recur weekly".
  shape(REPEAT_SAID, (m) => ({ kind: 'update_task', target: m[1]!, change: m[2]! })),
  // "make X repeat every sunday", "have the essay repeat weekly".
  shape(/^(?:make|set|have|let)\s+(.+?)\s+(?:repeat|recur|happen)\s+(.+)$/i, (m) => ({
    kind: 'update_task',
    target: m[1]!,
    change: m[2]!,
  })),
  shape(
    new RegExp(
      String.raw`^(${MOVERS})\s+(.+?)(?:\s+(?:up|down|back|forward|out))?\s+(?:to|until|till|for)\s+(.+)$`,
      'i',
    ),
    (m) => ({
      kind: 'update_task',
      target: m[2]!,
      change: m[3]!,
      renameOk: /^(?:change|update|edit|switch)$/i.test(m[1]!),
    }),
  ),
  shape(
    new RegExp(String.raw`^(?:make|set|mark|change|bump)\s+(.+?)\s+(?:an?\s+)?(${PRIORITY_CHANGE}|due\s+.+)$`, 'i'),
    (m) => ({
      kind: 'update_task',
      target: m[1]!,
      change: m[2]!,
    }),
  ),
  // "I'd like the essay moved to sunday".
  shape(
    /^(?:i['’]?d like|i would like|i want|please have|can you have)\s+(.+?)\s+(?:moved|pushed|put off|postponed|rescheduled|changed)\s+(?:back\s+)?(?:to|until|till)\s+(.+)$/i,
    (m) => ({ kind: 'update_task', target: m[1]!, change: m[2]! }),
  ),
  // "call mum should be p3", "the essay is urgent now".
  shape(STATE_IS, (m) => ({ kind: 'update_task', target: m[1]!, change: `${m[2]!}${m[3]!}` })),
  // "the essay is due thursday now", "the bio reading is actually due thursday".
  shape(
    /^(?!(?:what|which|when|is|are|anything|does|do)\b)(.+?)(?:\s+(?:is|are|should be|will be)|'s)\s+(?:now\s+|actually\s+|really\s+|in fact\s+)?(due\s+.+?)(?:\s+(?:now|instead))?$/i,
    (m) => ({ kind: 'update_task', target: m[1]!, change: m[2]! }),
  ),
  shape(/^can\s+(.+?)\s+wait\s+(?:until|till|til|for|to)\s+(.+)$/i, (m) => ({
    kind: 'update_task',
    target: m[1]!,
    change: `due ${m[2]!}`,
  })),
  shape(
    /^(?!(?:what|which|when|is|are|can|does|do)\b)(.+?)\s+can\s+wait\s+(?:until|till|til|for|to)\s+(.+)$/i,
    (m) => ({
      kind: 'update_task',
      target: m[1]!,
      change: `due ${m[2]!}`,
    }),
  ),
  // "move to friday", "postpone", "rename": the change without the task — the handler asks which.
  shape(new RegExp(String.raw`^(?:${MOVERS})\s+(?:it\s+)?(?:to|until|till)\s+(.+)$`, 'i'), (m) => ({
    kind: 'update_task',
    target: '',
    change: m[1]!,
  })),
  shape(
    /^(?:postpone|reschedule|push back|defer|delay|put off|rename|move|change|update|edit)(?:\s+(?:the\s+|a\s+)?(?:priority|due date|deadline|date|title|name|task))?$/i,
    () => ({ kind: 'update_task', target: '', change: '' }),
  ),
  // "move the essay", "push the physics set back": the task named, its new day asked for next
  // ("move my missed biology steps" is a plan's).
  shape(
    /^(?:postpone|reschedule|push back|defer|delay|put off|move|push|bump)\s+(?!.*\s(?:to|into|onto|until|till|til|by|from)\s)(?!(?:on|over|along|ahead|up)$)(?!.*\b(?:steps?|plans?|sessions?|(?:flash)?cards?|exams?|quiz(?:zes)?)\b)(.+?)(?:\s+(?:back|later|out|along))?$/i,
    (m) => ({ kind: 'update_task', target: m[1]!, change: '', moveOnly: true }),
  ),
];

const pronounFirst = (f: Features) => f.lead !== null && /^(?:it|that|this)$/.test(f.words[f.lead.next] ?? '');

const updateTask: IntentModel = {
  kind: 'update_task',
  writes: true,
  score(f) {
    if (NOTE.test(f.text) && f.object() !== 'card' && f.object() !== 'plan') return 0.92;
    const arrow = ARROW.exec(f.text);
    if (arrow && onlyChange(arrow[2]!, f.now)) return 0.85;
    const o = f.object();
    // "rename the essay task to 'Essay final draft'": an exam word in the new title names no exam.
    if (f.leads('rename') && o !== 'plan' && o !== 'card' && /\s(?:to|as)\s/i.test(f.afterLead())) return 0.9;
    if (o === 'plan' || o === 'card' || f.noun('exam') || f.noun('world') || f.quantified || namesCardSide(f)) return 0;
    // "set genetics to in progress": states only plan steps have.
    if (/\b(?:in progress|in-progress|started|skipped)$/i.test(f.text)) return 0;
    // "I need to finish the poster, it's due friday" is a new task with its date.
    // "new deadline for the essay is dec 3" is news of a date, not a task called "deadline for …".
    if (/^(?:the\s+)?new\s+(?:due date|deadline)\b/i.test(f.text) && inContext(f)) return 0.95;
    if (f.leads('add', 'remind', 'need')) return 0;
    if (inContext(f)) return 0.85;
    if (onlyRepeat(f.text)) return 0.88;
    if (/\bwhat i(?:'ve| have)? missed\b|\b(?:late|missed|overdue) (?:steps|sessions|items)\b/i.test(f.text)) return 0;
    if (f.leads('delete', 'wipe') && /^(?:the\s+)?(?:due\s+)?(?:date|deadline)\b/i.test(f.afterLead())) return 0.92;
    if (f.leads('rename')) return 0.9;
    if (f.leads('move')) return 0.85;
    if (f.leads('change') && /\s(?:to|until|till|for|as)\s/i.test(f.text)) return 0.85;
    if (
      f.leads('make', 'mark', 'change', 'move') &&
      /\b(?:repeat|recur|p[1-4]|priority|urgent|important|due)\b/i.test(f.text)
    )
      return 0.85;
    if (
      /\bwait\s+(?:until|till|til|for|to)\b/i.test(f.text) &&
      /^(?:can\s|(?!what|which|when|is|are)\S+.*\scan\s)/i.test(f.text)
    )
      return 0.8;
    if (STATE_IS.test(f.text)) return 0.8;
    if (REPEAT_SAID.test(f.text)) return 0.85;
    if (NAMED_FIRST.test(f.text)) return 0.8;
    if (
      /^(?:i['’]?d like|i would like|i want|please have|can you have)\s+.+\s+(?:moved|pushed|put off|postponed|rescheduled|changed)\s/i.test(
        f.text,
      )
    )
      return 0.85;
    if (/(?:\s(?:is|are|should be|will be)|'s)\s+(?:now\s+|actually\s+|really\s+|in fact\s+)?due\s+\S/i.test(f.text))
      return 0.8;
    if (f.words.length <= 7 && (f.lead === null || pronounFirst(f)) && onlyChange(f.text, f.now)) return 0.75;
    return 0;
  },
  fill(f) {
    const repeat = onlyRepeat(f.text);
    if (repeat) return { kind: 'update_task', target: 'it', change: repeat };
    if (f.words.length <= 7 && (f.lead === null || pronounFirst(f)) && onlyChange(f.text, f.now))
      return { kind: 'update_task', target: 'it', change: f.text };
    return inContext(f) ?? firstFit(f.text, SHAPES);
  },
};

export { onlyChange } from './changeInContext';
export const NOTE_TO_TASK = NOTE;
export const EDIT_MODELS: IntentModel[] = [updateTask];
