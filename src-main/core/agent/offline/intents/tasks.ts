import { extractDueDate, findDueDate } from '../../../../../src-shared/text/dates';
import { readNumber } from '../../../../../src-shared/text/numbers';
import { ADD_THAT, pointedAdd } from './addThat';
import { Features } from './features';
import {
  DONE_WORDS,
  givenUp,
  IRREGULAR_PAST,
  NOT_A_REPORT,
  NOT_NEEDED,
  OPEN_STATE,
  presentTense,
  SAID_WHEN,
} from './lexicon';
import { asksForGeneratedPlan, makesAPlan } from './plans';
import { ADD_STEP_ALONE, REASON_AFTER_PLAN, REASON_AFTER_TASK, stepForPlan, stepToIt } from './planWords';
import { STEP_IS } from './planSteps';
import { CREATE_QUIZ } from './quizzes';
import { NOTE_TO_TASK } from './taskEdits';
import { filterOf, COMPLETED_LIST } from './taskSlots';
import { firstFit, shape, type Intent, type IntentModel, type TaskFilter } from './types';
import { CARDS_TO_MAKE, SAVE_AS_CARD, SIDES_PLACED } from './cards';

/** Adding, completing, reopening and deleting tasks, one or many. Listing is in taskLists.ts. */

const NUMBER = String.raw`\d{1,2}|two|three|four|five|six|seven|eight|nine|ten`;
const TODO_LABEL =
  /^(?:new\s+)?(?:(?:(daily|weekly|monthly|yearly)|recurring|repeating)\s+)?(?:todo|to-?do|task|reminder|item|thing to do|note to self|memo)\s*[:\-–—]\s*(.+)$|^(?:new\s+)?(?:recurring|repeating)\s*[:\-–—]\s*()(.+)$/i;
const TASKS_LABEL = new RegExp(
  String.raw`^(?:(${NUMBER})\s+)?(?:new\s+)?(?:tasks|todos|to-?dos|items|reminders|things)(?:\s+to\s+(?:add|do))?\s*[:\-–]\s*(.+)$`,
  'is',
);
// "p1 email landlord about the heating", "#biology add label the heart diagram": what it is
// filed as, said first. Nobody opens a question with a priority or a tag: it is a task to add.
const META_FIRST = /^(?:p[1-4]|#\p{L}[\p{L}\d_-]*)(?:\s+(?:p[1-4]|#\p{L}[\p{L}\d_-]*))*[\s:,-]+(?:add\s+)?(?=\p{L})/iu;
const N_THINGS =
  /^(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|a dozen)\s+(?:new\s+|more\s+|big\s+|small\s+)?(?!(?:days?|weeks?|months?|hours?|minutes?|mins?|times?|questions?|cards?|flashcards?|tasks?|todos?|items?|steps?|sessions?|pages?)\b)[a-z]{3,}s\b.*$/i;
// "set me a task to revise algebra", "give me a reminder for the rent": the task is what is set.
const SET_ME = /^(?:set|give|write)\s+me\s+(?=an?\s)/i;
const A_TASK_TO =
  /^(?:(?:set|give|write)\s+me\s+)?(?:an?\s+)?(?:new\s+)?(?:(?:urgent|important|(?:high|low|top)[- ]priority|p[1-4])\s+)?(?:task|to-?do|reminder)\s+(?:to|for)\s+\S.*$/i;
/** "p1 email landlord…": a to-do after its tag or priority — not "#biology tasks" or "#bio what's due". */
function metaFirst(f: Features): boolean {
  const meta = META_FIRST.exec(f.text);
  if (!meta || f.reading || f.nouns.length > 0) return false;
  const rest = f.text.slice(meta[0].length);
  return (
    /\s/.test(rest.trim()) &&
    !/^(?:what|what's|whats|which|when|how|show|list|any|anything|is|are|did|do)\b/i.test(rest)
  );
}

// "add a task to buy a birthday card", "add a reminder to post the card to gran": the noun "task"
// said first names what is added, whatever the title's words name after it.
const saysATask = (f: Features) =>
  A_TASK_TO.test(f.afterLead()) || /^(?:add|create|set|make)(?:\s+me)?\s+a\s+reminder\s+(?:to|for)\s/i.test(f.text);

/**
 * "hand in the proposal 10/12, high priority", "renew passport friday p2": a to-do with its due
 * date and then its priority after it, no verb asking for anything. Nobody ends a question or a
 * change that way; both are read by the shared parser, so they leave the title.
 */
// Nouns that may describe a to-do's head word ("stats homework", "progress report"): not a thing
// Quire keeps, so a title is no request about one.
const DESCRIBING_NOUNS = new Set(['progress', 'review', 'leisure']);
/** A noun said before the title's head word, as its describer: "stats" in "stats homework due friday". */
const modifiesTitle = (f: Features) => (n: Features['nouns'][number]) =>
  DESCRIBING_NOUNS.has(n.cls) && n.at + n.len < f.words.length && !/^(?:due|by|on|for)$/.test(f.words[n.at + n.len]!);

function metaLast(f: Features): boolean {
  // "revise chem 28/11, it's urgent": a study verb names the to-do; any other lead is a request.
  const lead = f.lead === null || [...f.lead.classes].every((c) => c === 'study' || c === 'learn');
  if (!lead || f.reading || f.wh || f.question || !f.nouns.every(modifiesTitle(f))) return false;
  const priority = f.priorities().at(-1);
  if (!priority) return false;
  // The date is read with the priority and the mark before it ("… 28/11 - high priority") blanked
  // (same length): it ends the rest.
  const from = f.text.slice(0, priority.start).search(/[\s,;:–—-]*$/);
  const blanked = f.text.slice(0, from) + ' '.repeat(priority.end - from) + f.text.slice(priority.end);
  const due = findDueDate(blanked, f.now, f.locale);
  if (!due || priority.start < due.end) return false;
  // "essay draft is now due dec 1 and make it p1": a priority asked of "it" after the day is a
  // second change to a task named first, not a new to-do's priority.
  // "physics set is due friday now, and it's p3": a day said as now the task's is a change too.
  if (
    /\b(?:make|set|bump|put|mark|change|move|raise|drop|lower)\s+(?:it|that|this)\b/i.test(
      f.text.slice(due.end, priority.end),
    ) ||
    /\bnow\b/i.test(f.text.slice(due.cutStart, priority.start))
  )
    return false;
  const head = f.text.slice(0, due.cutStart).trim();
  // "the essay friday, urgent" may be a change to a task that exists: that one is asked about. A
  // head of several clauses ("ugh i'm so behind, add X tonight, it's urgent") is read clause by clause.
  if (/^(?:the|my|that|this|it|its|it's|i|i'm|im|ugh|oh|so|we|you)\b/i.test(head) || /[,;:.!?]/.test(head))
    return false;
  return /^\p{L}[\p{L}'’-]*\s+\S/u.test(head) && /^[\s,;.!]*$/.test(f.text.slice(priority.end));
}

/**
 * Whether the thing acted on is not a task: a flashcard, a quiz, or a plan — except after "add",
 * where "add plan the week" is a to-do (plans are created, made or started).
 */
const notTaskObject = (f: Features) => {
  if (saysATask(f)) return false;
  const o = f.object();
  // "add mum's birthday card" is a task; "delete the manzana card" acts on a flashcard.
  if (o === 'card') return f.leads('add', 'make', 'need', 'remind') ? f.cardObject() : true;
  if (o === 'plan') return f.words[f.lead?.at ?? 0] !== 'add' || f.place() === 'plan';
  // "add vocab quiz friday", "add practice questions for ch 2": a quiz to sit or prepare is a to-do.
  if (o === 'quiz') return !f.leads('add', 'remind', 'need') || CREATE_QUIZ.test(f.text);
  return o === 'attempt';
};
const placeIsElsewhere = (f: Features) => {
  if (saysATask(f)) return false;
  const p = f.place();
  return p === 'plan' || p === 'card';
};

/** The title part of "add …": the lead and "a new task to/called" taken off; "to my list" too. */
// "need to add pay back sarah": a request to add. "need to add more detail to the essay", "need to
// add a chart to the report": adding is the task itself (a thing added to another).
const NEED_TO_ADD =
  /^(?:add|put|pop|stick|jot down)\s+(?!(?:a|an|the|more|some|my|this|that|another|extra|\d+)\b)(?!.*\s(?:to|into|onto)\s+(?:the|my|a|an|this|that)\s)(?=\S)/i;

// "put the bins out on friday", "put up the poster": "put" with a particle after its object is
// the task's own verb, not the add verb ("put X on my list", "put down X").
const PUT_PHRASAL =
  /^(?:the\s+|my\s+|our\s+|a\s+)?(?:(?!on\b|in\b|to\b|into\b|onto\b)[\p{L}'-]+\s+){0,2}(?!on\b|in\b|to\b|into\b|onto\b)[\p{L}'-]+\s+(?:out|away|up|together|aside)\b|^(?:up|out|together|aside)\s+\S/iu;

function addBody(f: Features): string {
  const after = f.afterLead();
  if (f.lead && /^put$/i.test(f.words[f.lead.at] ?? '') && PUT_PHRASAL.test(after)) return `put ${after}`.trim();
  return (
    after
      .replace(/^[:\-–]\s*/, '')
      // "need to add pay back sarah": after a need, "add" is the request, not the title's verb.
      .replace(f.leads('need') ? NEED_TO_ADD : /$^/, '')
      .replace(
        // "note down one task for me: pay the bill": who it is for, said before the colon, goes too.
        /^(?:me\s+)?(?:a\s+|an\s+|one\s+(?=(?:task|todo|to-?do|reminder)\b))?(?:new\s+)?(?:(?:repeating|recurring)\s+)?(?:(?:task|todo|to-?do|reminder)s?\b\s*(?:for\s+me\s*(?=[:\-–]))?(?:to\s+|for\s+|called\s+|named\s+|titled\s+|saying\s+)?)?[:\-–]?\s*/i,
        '',
      )
      // "stick a task on my list to buy stamps": where it goes, said before the title.
      .replace(/^(?:on|to|onto|in)\s+(?:my|the)\s+(?:list|to-?do list|tasks|todos)\s+(?=(?:to|for)\s+\S)/i, '')
      .replace(/^(?:to\s+|about\s+|that\s+|of\s+|for\s+)(?=\S)/i, '')
      // "remember I have to renew the permit": the need is the request, not the title.
      .replace(/^i\s+(?:have|need|must|should|ought|got)\s+(?:to\s+)?(?=\S)/i, '')
      .replace(/^(?:really|definitely|probably|still|also|actually|seriously|finally)\s+(?=\S)/i, '')
      .replace(/\s+(?:to|on|onto|in)\s+(?:my|the)\s+(?:list|tasks?|to-?do(?: list)?|todos?)$/i, '')
      // "need to email my TA, add it for tomorrow": the command said again is not the title.
      .replace(
        /\s*[,;]\s*(?:so\s+)?(?:please\s+)?(?:add|put|note|save|stick)\s+(?:it|that|this)(?:\s+(?:down|in|on my list))?\b/i,
        ' ',
      )
      .trim()
  );
}

// Repeated words typed before a task ("weekly task: plan the week") are its repetition.
const labelled = (f: Features): Intent | null => {
  const m = TODO_LABEL.exec(f.text);
  if (!m) return null;
  // "recurring: water plants every monday": the rule is in the words after the colon.
  const rest = m[2] ?? m[4]!;
  return {
    kind: 'add_task',
    body: m[1] && !/\b(?:every|each|daily|weekly|monthly)\b/i.test(rest) ? `${rest} ${m[1]}` : rest,
  };
};

const addTask: IntentModel = {
  kind: 'add_task',
  writes: true,
  score(f) {
    if (NOTE_TO_TASK.test(f.text)) return 0; // "add a note to X: …" changes X
    // "add a step X", "new step for X plan: Y", "add a step to it: Y".
    if (ADD_STEP_ALONE.test(f.text) || stepForPlan(f.text) || stepToIt(f.text) !== null) return 0;
    if (SAVE_AS_CARD.test(f.text)) return 0; // "save this as a flashcard: …" is a card
    if (SIDES_PLACED.test(f.text)) return 0; // "put X on one side and Y on the other" is a card
    if (/\S\s*::\s*\S/.test(f.text)) return 0; // "add another: el libro :: the book": "::" parts a card's sides
    if (/^(?:the\s+)?new\s+(?:due date|deadline)\s+(?:for|of|on)\s+.+\s+is\s/i.test(f.text)) return 0; // a date's news
    // "recurring: gym" with no rule to read: asking beats a task that does not repeat.
    if (TODO_LABEL.test(f.text))
      return /^(?:new\s+)?(?:recurring|repeating)\b/i.test(f.text) && !f.repetition() ? 0 : 0.95;
    if (asksForGeneratedPlan(f) || makesAPlan(f)) return 0; // "schedule 6 days of study for X", "30 mins a day for 5 days on X"
    if (addTasks.score(f) > 0) return 0; // several, said as such: add_tasks
    // "remember the essay?" asks whether it is remembered; "remember to call mum?" still asks to add.
    if (f.leads('remind')) return f.question && /^remember\s+(?!to\b|that\b)/i.test(f.text) ? 0 : 0.9;
    if (/^put\s+.+?\s+back\b/i.test(f.text)) return 0; // "put X back on my list" reopens it
    // "put it down as the exam date": files something already said as something; it adds nothing.
    if (/^(?:put|add|note|save|log|stick|mark)\s+(?:it|that|this|them)\s+(?:down\s+)?as\b/i.test(f.text)) return 0;
    if (f.leads('add') && CARDS_TO_MAKE.test(f.text)) return 0.9; // "add make flashcards for ch 5 tmrw"
    if (f.leads('add') && !notTaskObject(f) && !placeIsElsewhere(f)) return 0.9;
    // "make a task to …" adds one; "make the groceries task urgent" changes one that exists.
    // "make it a repeating task" turns what was said into one: with nothing said, there is no title.
    if (f.leads('make') && f.object() === 'task' && !/^(?:the|my|that|this|it|them)$/.test(f.words[f.lead!.next] ?? ''))
      return 0.9;
    if (A_TASK_TO.test(f.text)) return 0.85;
    if (ADD_THAT.test(f.text)) return 0.8;
    if (f.leads('need')) return NEED_TO_ADD.test(f.afterLead()) ? 0.9 : 0.7;
    if (metaFirst(f)) return 0.85;
    if (metaLast(f)) return 0.8;
    if (N_THINGS.test(f.text)) return 0.75;
    // "water the plants every saturday": a sentence carrying a repeat rule, starting like a to-do.
    if (f.lead === null && !f.wh && !/^(?:i|is|are|do|does|can|should|will|my|the)$/.test(f.words[0] ?? '')) {
      const r = f.repetition();
      if (r && r.start > 0 && /^[a-z][a-z'-]+\s+\S/i.test(f.text)) return 0.75;
    }
    return 0;
  },
  fill(f) {
    const label = labelled(f);
    if (label) return label;
    const that = ADD_THAT.exec(f.text);
    if (f.leads('remind', 'add', 'make', 'need') && !that) return { kind: 'add_task', body: addBody(f) };
    // "#biology add label the heart diagram": the tag and priority go after, where the parser reads them.
    const meta = metaFirst(f) ? META_FIRST.exec(f.text) : null;
    if (meta)
      return {
        kind: 'add_task',
        body: `${f.text.slice(meta[0].length)} ${meta[0].replace(/\badd\s*$/i, '').replace(/[\s:,-]+$/, '')}`.trim(),
      };
    if (!that && (A_TASK_TO.test(f.text) || N_THINGS.test(f.text)))
      return { kind: 'add_task', body: f.text.replace(SET_ME, '') };
    // "I have a dentist appointment on friday, add it": what the student has is the task.
    // "water the plants, make it a repeating task": repeating by no rule said is asked, not guessed.
    if (that) {
      const body = pointedAdd(f.text, f.now, f.locale);
      return body === null ? null : { kind: 'add_task', body };
    }
    return { kind: 'add_task', body: f.text };
  },
};

// "add these: …", "add to my list: …": a list follows the colon. A day said before the colon ("add
// these for tomorrow: a, b", "add for friday: a, b") is said of every item (it went to the first).
// "add these please: …", "add the following to my list: …": where they go and a please may come
// before the colon too ("please" is politeness only at the message's ends).
const LIST_FOLLOWS =
  /^(?:(?:(?:these|the following|this list|all of these)(?:\s+(?:items|tasks|things|ones))?(?:\s+(?:to|on|onto)\s+(?:my|the)\s+(?:list|to-?do list|tasks|todos|to-?dos))?|(?:to|on|onto)\s+(?:my|the)\s+(?:list|to-?do list|tasks|todos|to-?dos))(\s+(?:for(?!\s+me\b)|on|by|due)\s+[^:]{1,30}?)?|((?:for|by|due)\s+[^:]{1,30}?))(?:\s+(?:please|for me))*\s*:/i;

/** The list after "add these …:" and the day said before its colon (only a day the one parser reads). */
function listAfterHead(f: Features): { body: string; day: string | null } | null {
  const m = new RegExp(String.raw`${LIST_FOLLOWS.source}\s*(.+)$`, 'is').exec(f.afterLead());
  if (!m) return null;
  const day = (m[1] ?? m[2])?.trim() ?? null;
  if (day === null) return { body: m[3]!, day };
  const dated = findDueDate(day, f.now, f.locale);
  // "add for biology: read ch 2" names a topic, not a day: not this list.
  const before = dated
    ? day
        .slice(0, dated.start)
        .replace(/^(?:for|on|by|due)\b/i, '')
        .trim()
    : null;
  return before === '' ? { body: m[3]!, day } : null;
}

const addTasks: IntentModel = {
  kind: 'add_tasks',
  writes: true,
  score(f) {
    if (TASKS_LABEL.test(f.text)) return 0.92;
    if (!f.leads('add', 'make')) return 0;
    // "add these: …", "add the following: …": a list follows.
    if (listAfterHead(f)) return placeIsElsewhere(f) ? 0 : 0.92;
    // "add tasks: …", "add 2 new tasks: …", "add me three things: …".
    let i = f.lead!.next;
    while (/^(?:me|new|more)$/.test(f.words[i] ?? '') || (readNumber(f.words[i] ?? '') ?? 0) > 1) i++;
    if (!/^(?:tasks|todos|to-dos|items|things|reminders)$/.test(f.words[i] ?? '')) return 0;
    return placeIsElsewhere(f) ? 0 : 0.92;
  },
  fill(f) {
    const label = TASKS_LABEL.exec(f.text);
    if (label) return { kind: 'add_tasks', body: label[2]!, count: label[1] ? readNumber(label[1]) : null };
    const these = listAfterHead(f);
    // A day before the colon is said of every item, as the handler reads "a, b, all for tomorrow".
    if (these)
      return { kind: 'add_tasks', body: these.day ? `${these.body}, all ${these.day}` : these.body, count: null };
    const m = new RegExp(
      String.raw`^(?:me\s+)?(?:(${NUMBER})\s+)?(?:new\s+)?(?:tasks|todos|to-?dos|items|things|reminders)\s*(?:to\s+(?:my|the)\s+list)?\s*[:\-–]?\s*(.+)$`,
      'is',
    ).exec(f.afterLead());
    return m ? { kind: 'add_tasks', body: m[2]!, count: m[1] ? readNumber(m[1]) : null } : null;
  },
};

const DONE = String.raw`(?:done|complete|completed|finished|sorted|ticked off|checked off)(?:\s+(?:too|as well|also|now|already|today|actually))*`;
const TICK_MARK = String.raw`(?:✓|✔|✅|☑️?)`;
// "groceries are done ✅", "the lab report is finally submitted": a state, maybe with a tick after it.
const IS_DONE = new RegExp(
  String.raw`^(.+?)\s+(?:is|are|was)\s+(?:now\s+|all\s+|finally\s+)?(?:${DONE}|submitted|handed in)(?:\s*${TICK_MARK})*$`,
  'iu',
);
const X_DONE = new RegExp(String.raw`^(.+?)\s*[-:,—–]?\s+(?:${DONE}(?:\s*(?:✓|✔|✅|☑️?))*|(?:✓|✔|✅|☑️?)+)$`, 'iu');
const TICK_IT_OFF =
  /^(?:i\s+)?(.+?)(?:\s+already)?\s*[,;.—–-]?\s+(?:so\s+)?(?:please\s+)?(?:(?:you|u)\s+can\s+|can\s+you\s+|go\s+ahead\s+and\s+)?(?:tick|check|cross|mark)\s+(?:it|that)\s*(?:off|as\s+done|done|complete)(?:\s+please)?$/i;
const PRO_VERB =
  /^(?:i\s+)?(?:just\s+|already\s+|finally\s+)*(?:did|done|have|had|finished|did it|did that|done it|done that|i have|i did)$/i;
const MARK_DONE = new RegExp(String.raw`^(?:mark|set|tick|check|cross|flag)\s+(.+?)\s+(?:as\s+)?(?:off|${DONE})$`, 'i');
const PHONE_TALK =
  /^(?:(?:got|get|just got)\s+off\s+the\s+phone\s+(?:with|to)|hung\s+up\s+(?:with|on)|(?:was|been)\s+on\s+the\s+phone\s+(?:with|to)|(?:had|made)\s+(?:a|the|my)\s+(?:phone\s+)?call\s+(?:with|to))\s+(.+)$|^(?:spoke|talked|chatted)\s+(?:to|with)\s+(.+?)\s+on\s+the\s+phone$/i;
/**
 * A report's words as the task would say them ("just got the groceries" → "get the groceries"),
 * and what was done without the verb ("the groceries"), for when the verb is not the title's.
 */
export function completion(words: string): Extract<Intent, { kind: 'complete_task' }> {
  const w = words
    .replace(/[\s,;.—–-]+$/, '')
    .replace(/^(?:that['’]?s|that is|so)\s+/i, '') // "that's the groceries done"
    // "rang the dentist earlier so that's sorted": the coda and the time say nothing of the task.
    .replace(/[\s,;.]+(?:so\s+)?(?:that['’]?s|thats|that is|it['’]?s|its)$/i, '')
    // "…already actually": the words after say when, or how sure; none of them names the task.
    .replace(new RegExp(String.raw`(?:\s+(?:${SAID_WHEN}|already|actually|tbh|to be honest))+$`, 'i'), '')
    .replace(/^(?:i\s+|i've\s+|just\s+|already\s+|finally\s+|actually\s+)+/i, '')
    .replace(/^(?:off|up)\s+(?=\S)/i, '') // "finished off the set", "wrapped up X"
    .replace(/['’]s$/i, '')
    // "got off the phone with mom", "talked to mom on the phone": a call made, as the to-do says it.
    .replace(PHONE_TALK, (_all, withWhom?: string, toWhom?: string) => `call ${withWhom ?? toWhom}`);
  const verb = /^([a-z]+)\s+(\S.*)$/i.exec(w);
  const v = verb?.[1]!.toLowerCase() ?? '';
  const past = verb !== null && (IRREGULAR_PAST.has(v) || (/^[a-z]{3,}ed$/.test(v) && !NOT_A_REPORT.has(v)));
  // "picked up the groceries": the verb's particle goes with the verb, not with what was done.
  const object = verb?.[2]!.replace(/^(?:up|off|out|back|down)\s+(?=\S)/i, '');
  return { kind: 'complete_task', target: presentTense(w), ...(past ? { object: object! } : {}) };
}

const NEGATED = /\b(?:not|isn'?t|wasn'?t|aren'?t|didn'?t|haven'?t|hasn'?t|never)\b/i;

/** The sentence ends by saying it is done: "groceries done", "the essay is finished too". */
function endsDone(f: Features): boolean {
  const w = f.words;
  let end = w.length - 1;
  while (end > 0 && /^(?:too|also|now|already|actually)$/.test(w[end]!)) end--;
  if (w[end] === 'well' && w[end - 1] === 'as') end -= 2;
  const last = w[end] ?? '';
  // "call mom ✓": a tick mark says it as well as the word.
  if (/(?:✓|✔|✅|☑️?)\s*$/u.test(f.text)) return true;
  return DONE_WORDS.has(last) || (last === 'off' && /^(?:ticked|checked)$/.test(w[end - 1] ?? ''));
}

const completeTask: IntentModel = {
  kind: 'complete_task',
  writes: true,
  score(f) {
    if (NEGATED.test(f.lower) || f.object() === 'plan' || f.place() === 'plan' || f.quantified) return 0;
    if (STEP_IS.test(f.text)) return 0; // "the photosynthesis step is done": the noun says a plan step
    if (COMPLETED_LIST.test(f.text)) return 0; // "completed tasks pls" lists them
    if (/\b(?:accidentally|mistakenly|wrongly|by mistake|by accident)\b/i.test(f.text)) return 0;
    if (f.leads('mark') && MARK_DONE.test(f.text)) return 0.95;
    // "finish the lab write-up by 3/12 - kindly add this in my list": to do, pointed at to be added.
    if (f.leads('complete')) return notTaskObject(f) || ADD_THAT.test(f.text) ? 0 : 0.9;
    if (TICK_IT_OFF.test(f.text)) return 0.85;
    if (f.leads('report') && !f.lead!.inferred) return 0.85;
    if (endsDone(f) && f.words.length >= 2) return IS_DONE.test(f.text) ? 0.85 : 0.75;
    if (f.leads('report')) return 0.7;
    return 0;
  },
  fill(f) {
    // "ok I just did, mark it done": the words before say only that it was done; "it" names the task.
    const tick = TICK_IT_OFF.exec(f.text);
    if (tick && PRO_VERB.test(tick[1]!)) return { kind: 'complete_task', target: 'it' };
    for (const re of [MARK_DONE, TICK_IT_OFF, IS_DONE]) {
      const m = re.exec(f.text);
      // "mark as done" names no task: the handler asks which.
      if (m) return completion(/^as$/i.test(m[1]!) ? '' : m[1]!);
    }
    if (f.leads('complete', 'report')) {
      const said = f
        .afterLead()
        .replace(/^with\s+/i, '')
        // "picked up the groceries, done ✅": the mark after a comma or a dash ends it.
        .replace(new RegExp(String.raw`[\s,;:—–-]+(?:as\s+)?${DONE}(?:\s*(?:✓|✔|✅|☑️?))*$`, 'iu'), '');
      const words = said.replace(/(?:^|\s+)(?:already|now|today|just now|yesterday)$/i, '');
      // "done already 🙂" after a list of one: when it was done, and "it" the task in hand. A bare
      // "complete" names nothing: the handler asks which.
      return words.trim() === '' && said.trim() !== '' ? { kind: 'complete_task', target: 'it' } : completion(words);
    }
    const done = X_DONE.exec(f.text);
    return done ? completion(done[1]!) : null;
  },
};

const NOT_DONE_WORDS = String.raw`(?:done|finished|complete|completed|submitted|sent|paid|handed in|sorted|[a-z]+ed)`;
const NOT_DONE = new RegExp(
  String.raw`^(.+?)\s+(?:is|was|are)(?:n'?t| not)\s+(?:actually\s+|really\s+|quite\s+)?${NOT_DONE_WORDS}(?:\s+(?:yet|after all))?(?:$|[,;.]\s*|\s+(?=so\b|please\b|put\b|reopen\b))`,
  'i',
);
// "I accidentally ticked off the lab report": a completion taken back.
const BY_MISTAKE =
  /^(?:i\s+)?(?:accidentally|mistakenly|wrongly)\s+(?:ticked off|checked off|crossed off|completed|finished|marked)\s+(.+?)(?:\s+(?:as\s+)?(?:done|complete|completed))?$|^(?:i\s+)?(?:ticked off|checked off|crossed off|ticked|checked|crossed|completed|marked)\s+(.+?)(?:\s+off)?(?:\s+(?:as\s+)?(?:done|complete|completed))?\s+(?:by mistake|by accident)$/i;

// The state of a task not done, said as a state: "not done", "not completed", "uncompleted", "to-do".
// "mark X as not done", "set X back to not completed", "reset X to to-do", "put X back to not
// started": a task reopened or a plan step sent back to to-do (the handler looks for both).
const BACK_TO_TODO = new RegExp(
  String.raw`^(?:mark|set|reset|put|move|change|make)\s+(.+?)\s+(?:back\s+)?(?:as\s+|to\s+)?${OPEN_STATE}(?:\s+again)?$`,
  'i',
);
// "bring the first one back to pending", "put X back on my list as not done": back, maybe to a state.
const BACK_TO = new RegExp(
  String.raw`^(?:put|bring|move|set|send|turn)\s+(.+?)\s+back(?:\s+(?:on|in|onto)\s+(?:my|the)\s+(?:list|tasks?|to-?do list))?(?:\s+(?:as|to|into)\s+(?:${OPEN_STATE}|active))?$`,
  'i',
);
// "submit lab report back to pending", "the lab report back on my list": no verb, but the state or
// the list it goes back to says a reopen ("the bins back on friday" names neither).
const BACK_TO_WITHOUT_VERB = new RegExp(
  String.raw`^(?!(?:put|bring|move|set|send|turn|push|get|it|that|this)\b)(.+?)\s+back\s+(?:(?:on|in|onto)\s+(?:my|the)\s+(?:list|tasks|to-?do list)|(?:as|to|into)\s+(?:${OPEN_STATE}|active))(?:\s+again)?$`,
  'i',
);

// "I didn't (actually) submit the lab report", "turns out i never finished X": any report taken
// back, its verb kept for the title. The lead-in ("turns out", "apparently") only frames it.
const NEGATED_PAST =
  /^(?:(?:it\s+)?(?:turns out|turned out|looks like|apparently|actually|oops|so)(?:\s+that)?[\s,]+)*i\s+(?:didn'?t|did not|haven'?t|have not|never)\s+(?:actually\s+|really\s+|quite\s+|even\s+)?(?:(?:finish|finished|complete|completed|do|done)\s+)?(.+?)(?:\s+(?:yet|after all))?$/i;

const REOPEN_SHAPES = [
  shape(BY_MISTAKE, (m) => ({ kind: 'reopen_task', target: m[1] ?? m[2]! })),
  shape(BACK_TO_TODO, (m) => ({ kind: 'reopen_task', target: m[1]! })),
  shape(NOT_DONE, (m) => ({ kind: 'reopen_task', target: m[1]! })),
  shape(/^(.+?)\s+(?:needs?|has)\s+(?:(?:doing|to be done|to be redone)(?:\s+again)?|re[a-z]+ing)$/i, (m) => ({
    kind: 'reopen_task',
    target: m[1]!,
  })),
  // "I didn't (actually) submit the lab report": any report taken back, its verb kept for the title.
  shape(NEGATED_PAST, (m) => ({ kind: 'reopen_task', target: m[1]! })),
  // "put it back as not done", "bring the first one back to pending": the state it goes back to ends it.
  shape(BACK_TO, (m) => ({ kind: 'reopen_task', target: m[1]! })),
  shape(BACK_TO_WITHOUT_VERB, (m) => ({ kind: 'reopen_task', target: m[1]! })),
];

const reopenTask: IntentModel = {
  kind: 'reopen_task',
  writes: true,
  score(f) {
    if (f.object() === 'plan' || f.noun('card')) return 0;
    if (BACK_TO_TODO.test(f.text)) return 0.95; // over "set X to …" as a change of the task
    if (f.leads('reopen') || BY_MISTAKE.test(f.text)) return 0.9;
    if (f.leads('mark') && new RegExp(String.raw`\b${OPEN_STATE}\b`, 'i').test(f.text)) return 0.9;
    if (
      NOT_DONE.test(f.text) ||
      /\b(?:needs?|has) (?:(?:doing|to be done|to be redone) again|re[a-z]+ing)$|\bput (?:it|that|them) back\b/i.test(
        f.text,
      )
    )
      return 0.85;
    if (NEGATED_PAST.test(f.text)) return 0.85;
    // "put X on the front and Y on the back" is a card's sides, not "put X back".
    if (/^put\s+.+?\s+back\b/i.test(f.text) && !/\bon\s+(?:the\s+)?front\b/i.test(f.text)) return 0.92;
    if (BACK_TO.test(f.text) && /\s(?:as|to|into)\s+\S+$/i.test(f.text)) return 0.92;
    if (BACK_TO_WITHOUT_VERB.test(f.text)) return 0.85;
    return 0;
  },
  fill(f) {
    const hit = firstFit(f.text, REOPEN_SHAPES);
    if (hit) return hit;
    return f.leads('reopen') ? { kind: 'reopen_task', target: f.afterLead() } : null;
  },
};

const deleteTask: IntentModel = {
  kind: 'delete_task',
  writes: true,
  score(f) {
    if (NOT_NEEDED.test(f.text)) return f.noun('plan') || f.noun('card') ? 0 : 0.85;
    if (!f.leads('delete') || f.quantified || notTaskObject(f)) return 0;
    // "delete the bio plan because the exam was cancelled": a plan, whatever the reason's last word.
    if (REASON_AFTER_PLAN.test(f.afterLead())) return 0;
    // "remove the due date from X" changes the task; it deletes nothing.
    return /^(?:the\s+)?(?:due\s+)?(?:date|deadline)\b/i.test(f.afterLead()) ? 0 : 0.9;
  },
  // "delete" alone: the handler asks which task, with choices.
  fill: (f) => {
    const target = givenUp(f.text) ?? f.afterLead();
    return { kind: 'delete_task', target: REASON_AFTER_TASK.exec(target)?.[1] ?? target };
  },
};

// "everything due today", "all of today's tasks", "my overdue stuff", "today's tasks", "my tasks for
// today": many tasks, by when they are due (a plural said of a day is all of that day's).
const MANY_BY_DAY =
  /^(?:(?:all|every(?:thing)?)\b.*|(?:(?:my|the)\s+)?(?:overdue|late|today'?s|tomorrow'?s)\s+(?:tasks|stuff|things|todos|to-dos|items)|(?:my|the)\s+(?:tasks|stuff|things|todos|to-dos|items)\s+(?:for|due|from)\s+(?:today|tomorrow))$/i;
const TO_DAY = /^(.+)\s+(?:to|till|until|onto|over to)\s+(\S.*)$/i;

/**
 * "move everything due today to tomorrow", "shift my overdue stuff to friday": which tasks (read
 * as a list's filter is) and the day they all move to (the one date parser reads it whole).
 */
function manyMoved(f: Features): { filter: TaskFilter; to: string } | null {
  const m = TO_DAY.exec(f.afterLead());
  if (!m || !MANY_BY_DAY.test(m[1]!.trim())) return null;
  const { due, rest } = extractDueDate(m[2]!, f.now, f.locale);
  if (!due || rest !== '') return null;
  const which = new Features(m[1]!, false, f.now, f.state, f.locale);
  const filter = filterOf(which, m[1]!);
  // Only a set named by when it is due: "move everything to friday" would move every task.
  return filter.period || filter.on || filter.before ? { filter, to: m[2]! } : null;
}

/**
 * Everything of a kind at once, maybe narrowed: "delete all my tasks", "wipe my flashcards",
 * "delete every task due this week", "I finished everything". Destructive ones are asked about,
 * naming the count.
 */
const bulk: IntentModel = {
  kind: 'bulk',
  writes: true,
  score(f) {
    const o = f.object();
    if (o !== null && o !== 'task' && o !== 'card') return 0;
    if (f.leads('delete', 'wipe') && f.quantified) return 0.92;
    // "clear my list", "wipe my flashcards": the plural noun is all of them.
    if (
      f.leads('wipe', 'delete') &&
      o !== null &&
      /^(?:tasks|todos|to-dos|list|flashcards|cards|deck)$/.test(f.words.at(-1) ?? '')
    )
      return f.leads('wipe') || /^(?:my|the)$/.test(f.words[f.lead!.next] ?? '') ? 0.9 : 0;
    if (f.leads('complete', 'report', 'mark') && f.quantified) return 0.9;
    // Above a move of one task named "my overdue stuff", which it would otherwise ask about.
    if (f.leads('move') && o !== 'card' && manyMoved(f)) return 0.95;
    return 0;
  },
  fill(f) {
    const moved = f.leads('move') ? manyMoved(f) : null;
    if (moved) return { kind: 'bulk', action: 'move', what: 'tasks', filter: moved.filter, to: moved.to };
    const what = f.object() === 'card' ? 'flashcards' : 'tasks';
    const action = f.leads('delete', 'wipe') ? 'delete' : 'complete';
    return { kind: 'bulk', action, what, filter: filterOf(f, f.afterLead()) };
  },
};

export const TASK_MODELS: IntentModel[] = [addTask, addTasks, completeTask, reopenTask, deleteTask, bulk];
