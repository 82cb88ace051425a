import { readNumber } from '../../../../../src-shared/text/numbers';
import { findRepetition } from '../../../../../src-shared/text/repetition';
import type { Intent, Rule, TaskPeriod } from './types';
import { rule } from './types';

const DONE_WORDS = String.raw`(?:done|complete|completed|finished|sorted|ticked off|checked off)(?:\s+(?:too|as well|also))?`;
const TASK_NOUN = String.raw`(?:tasks?|todos?|to-?dos?|to-?do list|reminders|list|stuff to do|things to do|agenda)`;
/** "I", "I've", "I have", "just", "already" before a report of what was done. */
const I_DID = String.raw`(?:i(?=['\s])\s*)?(?:(?:'ve|have|just|already|finally)\s+)*`;
/** Kinds of task a list can be narrowed to in words; the list shows them all, pending first. */
const LIST_KIND = String.raw`(?:(?:high|low|top|medium)[- ]priority|urgent|important|pending|open|outstanding|remaining|current|completed|done|finished|all|overdue|upcoming|late|today'?s|tomorrow'?s|this week'?s)`;

function periodOf(text: string): TaskPeriod | null {
  if (/\b(?:overdue|late|past due|missed)\b/i.test(text)) return 'overdue';
  if (/\btomorrow\b/i.test(text)) return 'tomorrow';
  if (/\b(?:this|next|the)\s+(?:week|7 days|seven days)\b|\bweek\b/i.test(text)) return 'week';
  if (/\b(?:today|tonight|now)\b/i.test(text)) return 'today';
  return null;
}

function statusOf(text: string): 'pending' | 'completed' | 'all' {
  // "how many tasks did I complete": a question about the past asks for the completed ones.
  if (/\b(?:completed|done|finished|closed|ticked off)\b|\bdid i\s+(?:complete|finish|do|tick off)\b/i.test(text))
    return 'completed';
  if (/\ball\b/i.test(text) && !/\b(?:pending|open|outstanding|remaining)\b/i.test(text)) return 'all';
  return 'pending';
}

function queryOf(rest: string): string | null {
  const m = /\b(?:about|matching|containing|with|called|named|mentioning|for|on)\s+["“']?(.+?)["”']?$/i.exec(rest);
  if (!m) return null;
  const q = m[1]!.trim();
  // "for this week", "for today" are periods, not search words.
  return periodOf(q) !== null && q.split(/\s+/).length <= 3 ? null : q;
}

function listIntent(rest: string, wording: string, withCards = false): Intent {
  return { kind: 'list_tasks', status: statusOf(wording), period: periodOf(rest), query: queryOf(rest), withCards };
}

/**
 * Task sentences. Order matters: "remove the due date from X" is an update before it is a
 * delete, and "add X to my plan" was claimed by the plan rules before these run.
 */
export const TASK_RULES: Rule[] = [
  rule(
    'set a reminder',
    /^(?:set|create|make|add|new)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?reminder\s+(?:to|for|about|that)\s+(.+)$/i,
    0.9,
    (m) => ({ kind: 'add_task', body: m[1]! }),
  ),
  // "push X back a day", "postpone X by a week": a shift from the current due date.
  rule(
    'shift',
    /^(?:push|move|postpone|delay|defer|bump|put off|shift)\s+(.+?)\s+(?:back\s+|forward\s+|out\s+)?(?:by\s+)?((?:a|an|one|two|three|four|five|six|seven|\d{1,3})\s+(?:days?|weeks?))(?:\s+(?:back|later))?$/i,
    0.85,
    (m) => ({ kind: 'update_task', target: m[1]!, change: `shift ${m[2]!}` }),
  ),
  // --- update (before delete/add, whose verbs overlap) ---
  rule(
    'clear due date',
    /^(?:remove|clear|drop|delete|take off|unset)\s+(?:the\s+)?(?:due\s+)?(?:date|deadline)\s+(?:from|on|of|for)\s+(.+)$/i,
    0.9,
    (m) => ({ kind: 'update_task', target: m[1]!, change: 'no due date' }),
  ),
  rule('rename', /^(?:rename|retitle|call)\s+(.+?)\s+(?:to|as)\s+(.+)$/i, 0.9, (m) => ({
    kind: 'update_task',
    target: m[1]!,
    change: `title: ${m[2]!}`,
  })),
  rule(
    'change title',
    /^(?:change|update|set|edit)\s+(?:the\s+)?(?:title|name)\s+(?:of|for|on)\s+(.+?)\s+to\s+(.+)$/i,
    0.9,
    (m) => ({ kind: 'update_task', target: m[1]!, change: `title: ${m[2]!}` }),
  ),
  rule(
    'change field of',
    /^(?:change|update|set|move|make)\s+(?:the\s+)?(priority|due date|deadline|date|due)\s+(?:of|for|on)\s+(.+?)\s+to\s+(.+)$/i,
    0.9,
    (m) => ({
      kind: 'update_task',
      target: m[2]!,
      change: /prior/i.test(m[1]!) ? `priority ${m[3]!}` : `due ${m[3]!}`,
    }),
  ),
  rule(
    'change X to Y',
    /^(change|update|set|move|reschedule|postpone|push(?: back)?|bump|defer|delay|shift|switch|edit)\s+(.+?)(?:\s+(?:up|down|back|forward|out))?\s+(?:to|until|till|for)\s+(.+)$/i,
    0.85,
    (m) => ({
      kind: 'update_task',
      target: m[2]!,
      change: m[3]!,
      renameOk: /^(?:change|update|edit|switch)$/i.test(m[1]!),
    }),
  ),
  rule(
    'make X p1',
    /^(?:make|set|mark|change|bump)\s+(.+?)\s+((?:p[1-4]|priority\s*[1-4]|(?:top|high|medium|normal|low)(?:est)?\s+priority|urgent)\b.*|due\s+.+)$/i,
    0.85,
    (m) => ({ kind: 'update_task', target: m[1]!, change: m[2]! }),
  ),
  rule(
    'X is due',
    /^(?!(?:what|which|when|is|are|anything|does|do)\b)(.+?)(?:\s+(?:is|are|should be|will be)|'s)\s+(?:now\s+)?(due\s+.+?)(?:\s+(?:now|instead))?$/i,
    0.75,
    (m) => ({ kind: 'update_task', target: m[1]!, change: m[2]! }),
  ),
  rule(
    'X can wait',
    /^(?!(?:what|which|when|is|are|can|does|do)\b)(.+?)\s+can\s+wait\s+(?:until|till|til|for|to)\s+(.+)$/i,
    0.8,
    (m) => ({ kind: 'update_task', target: m[1]!, change: `due ${m[2]!}` }),
  ),
  // "make call mom repeat every sunday", "have the essay repeat weekly".
  rule('make X repeat', /^(?:make|set|have|let)\s+(.+?)\s+(?:repeat|recur|happen)\s+(.+)$/i, 0.85, (m) => ({
    kind: 'update_task',
    target: m[1]!,
    change: m[2]!,
  })),
  rule('postpone alone', /^(?:postpone|reschedule|push back|defer|delay)\s+(.+)$/i, 0.7, (m) => ({
    kind: 'update_task',
    target: m[1]!,
    change: '',
  })),

  // --- delete ---
  rule('delete', /^(?:delete|remove|erase|trash|get rid of|drop|scrap|ditch|bin|cancel)\s+(.+)$/i, 0.9, (m) => ({
    kind: 'delete_task',
    target: m[1]!,
  })),

  // --- reopen ---
  rule(
    'reopen',
    /^(?:reopen|re-open|un-?complete|un-?finish|unmark|un-?check|un-?tick|uncross)\s+(.+)$/i,
    0.9,
    (m) => ({ kind: 'reopen_task', target: m[1]! }),
  ),
  rule(
    'mark not done',
    /^(?:mark|set)\s+(.+?)\s+(?:as\s+)?(?:not\s+done|not\s+finished|incomplete|undone|pending|open|to ?do)(?:\s+again)?$/i,
    0.9,
    (m) => ({ kind: 'reopen_task', target: m[1]! }),
  ),
  rule(
    'not done after all',
    /^(.+?)\s+(?:is|was)(?:n'?t| not)\s+(?:actually\s+|really\s+)?(?:done|finished|complete|completed)(?:\s+(?:yet|after all))?(?:[,;.]?\s*(?:so\s+)?(?:please\s+)?(?:reopen|re-open|un-?tick|un-?check|undo|put back)\s+(?:it|that)(?:\s+please)?)?$/i,
    0.85,
    (m) => ({ kind: 'reopen_task', target: m[1]! }),
  ),
  rule('needs doing again', /^(.+?)\s+(?:needs?|has)\s+(?:doing|to be done|redoing)\s+again$/i, 0.85, (m) => ({
    kind: 'reopen_task',
    target: m[1]!,
  })),
  rule(
    'did not finish',
    /^i\s+(?:didn'?t|did not|haven'?t|have not)\s+(?:actually\s+)?(?:finish|finished|complete|completed|do|done)\s+(.+?)(?:\s+(?:yet|after all))?$/i,
    0.85,
    (m) => ({ kind: 'reopen_task', target: m[1]! }),
  ),

  // "did I finish the essay outline?": a question about one task's state shows it, never ticks it.
  rule(
    'did I finish X',
    /^(?:did|have)\s+i\s+(?:already\s+|actually\s+)?(?:finish(?:ed)?|complete(?:d)?|do|done|tick(?:ed)? off)\s+(.+?)(?:\s+(?:yet|already))?$/i,
    0.85,
    (m) => ({
      kind: 'list_tasks',
      status: 'all',
      period: null,
      query: m[1]!.replace(/^(?:the|my)\s+/i, '').replace(/\s+(?:task|one)$/i, ''),
      withCards: false,
    }),
  ),

  // --- complete ---
  rule(
    'mark done',
    new RegExp(String.raw`^(?:mark|set|tick|check|cross)\s+(.+?)\s+(?:as\s+)?(?:off|${DONE_WORDS})$`, 'i'),
    0.95,
    (m) => ({ kind: 'complete_task', target: m[1]! }),
  ),
  rule(
    'complete X',
    new RegExp(
      String.raw`^(?:complete|finish|close|tick off|check off|cross off|done with|done)\s+(.+?)(?:\s+(?:as\s+)?${DONE_WORDS})?$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'complete_task', target: m[1]! }),
  ),
  rule(
    "I'm done with X",
    /^(?:i'?m|i am|im)\s+(?:all\s+|finally\s+)?(?:done|finished|through)\s+with\s+(.+?)(?:\s+(?:now|already|today))?$/i,
    0.85,
    (m) => ({ kind: 'complete_task', target: m[1]! }),
  ),
  // "I read chapter 4 already, tick it off": the report names the task, the tail says what to do.
  rule(
    'X, tick it off',
    /^(?:i\s+)?(.+?)(?:\s+already)?[,;.]?\s+(?:so\s+)?(?:please\s+)?(?:tick|check|cross|mark)\s+(?:it|that)\s*(?:off|as\s+done|done|complete)(?:\s+please)?$/i,
    0.85,
    (m) => ({ kind: 'complete_task', target: m[1]! }),
  ),
  rule(
    'I finished X',
    new RegExp(
      String.raw`^${I_DID}(?:finished|completed|did|done|ticked off|sorted|got through)\s+(?:with\s+)?(.+?)(?:\s+(?:already|now|today|just now))?$`,
      'i',
    ),
    0.85,
    (m) => ({ kind: 'complete_task', target: m[1]! }),
  ),
];

const BULK_WHAT = String.raw`(?:(?:(?:of|on|in|from)\s+)?(?:my|the)\s+)?(?:(?:whole|entire)\s+)?(tasks?|todos?|to-?dos?|(?:task|to-?do) list|list|flashcards?|cards?|deck)`;
const BULK_PLURAL = String.raw`(?:my|the|all my|all the)\s+(?:(?:whole|entire)\s+)?(tasks|todos|to-?dos|(?:task|to-?do) list|list|flashcards|cards|deck)`;

/**
 * Everything at once ("delete all my tasks", "wipe my flashcards", "I finished everything"):
 * these run before every other rule, so a bulk request is never read as one task's title.
 */
export const BULK_RULES: Rule[] = [
  rule(
    'bulk',
    new RegExp(
      String.raw`^(delete|remove|clear|erase|trash|wipe|empty|get rid of|complete|finish|mark|tick off|i(?:'ve| have)?\s+(?:finished|completed|done|did))\s+(?:(?:all|every|everything|all of)\b\s*(?:${BULK_WHAT})?|${BULK_PLURAL}(?:\s+(?:completely|entirely))?)(?:\s+(?:as\s+)?(?:done|complete|completed))?$`,
      'i',
    ),
    0.9,
    (m) => {
      const what = /card|deck/i.test(m[2] ?? m[3] ?? '') ? 'flashcards' : 'tasks';
      const action = /^(?:delete|remove|clear|erase|trash|wipe|empty|get rid of)/i.test(m[1]!) ? 'delete' : 'complete';
      // "clear my list" / "wipe my tasks" without "all" is still everything; "complete my task" is not bulk.
      if (action === 'complete' && !/\b(?:all|every|everything)\b/i.test(m[0])) return null;
      return { kind: 'bulk', action, what };
    },
  ),
];

/** Listing and adding; run after the plan and study rules so "add X to my plan" is not a task. */
export const TASK_LATE_RULES: Rule[] = [
  rule(
    'todo: X',
    /^(?:new\s+)?(?:(daily|weekly|monthly|yearly)\s+)?(?:todo|to-?do|task|reminder|note to self|memo)\s*[:\-–]\s*(.+)$/i,
    0.95,
    (m) => ({
      kind: 'add_task',
      // "weekly task: plan the week" repeats; a rule typed in the body ("every sunday") says more.
      body: m[1] && !findRepetition(m[2]!) ? `${m[2]!} ${m[1]}` : m[2]!,
    }),
  ),
  rule(
    'N new tasks: A and B',
    /^(?:(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:new\s+)?(?:tasks|todos|to-?dos|items|reminders)\s*[:\-–]\s*(.+)$/is,
    0.9,
    (m) => ({ kind: 'add_tasks', body: m[2]!, count: m[1] ? readNumber(m[1]) : null }),
  ),

  // --- list ---
  rule(
    'list tasks',
    new RegExp(
      String.raw`^(?:list|show|see|view|display|get|give|read|check|print|open)(?:\s+me)?(?:\s+all)?(?:\s+of)?(?:\s+my|\s+the)?\s*(${LIST_KIND}\s+)?${TASK_NOUN}\b(.*)$`,
      'i',
    ),
    0.95,
    (m) => listIntent(`${m[1] ?? ''} ${m[2] ?? ''}`, m[0]),
  ),
  rule(
    'bare list',
    new RegExp(
      String.raw`^(?:my\s+)?(?:(?:pending|open|completed|done|all|overdue)\s+)?${TASK_NOUN}(\s+(?:due|for|this|next|today|tomorrow|overdue|about|matching|with|containing|i have|left|pending|please)\b.*)?$`,
      'i',
    ),
    0.85,
    (m) => listIntent(m[1] ?? '', m[0]),
  ),
  rule(
    "what's due",
    /^(?:what(?:'s|s| is| are)?|anything|is anything|is there anything)\s+(?:else\s+)?(due|overdue|on my (?:plate|list|agenda)|on(?=\s+(?:for\s+)?(?:today|tonight|tomorrow|this week|next week)\b)|left(?: to do)?|pending|outstanding|upcoming|late)\b(.*)$/i,
    0.9,
    (m) =>
      listIntent(
        `${m[1]} ${m[2] ?? ''}`.replace(/^(?:due|on my \w+|on|left(?: to do)?|pending|outstanding)\s*/i, ''),
        '',
        /^due/i.test(m[1]!) && !/task|todo/i.test(m[2] ?? ''),
      ),
  ),
  rule(
    'what tasks',
    new RegExp(
      String.raw`^(?:what|which)\s+${TASK_NOUN}\s*(?:are|do i have|have i got|are there|is|remain)?\b(.*)$`,
      'i',
    ),
    0.9,
    (m) => listIntent(m[1] ?? '', m[0]),
  ),
  rule(
    'what are my tasks',
    new RegExp(
      String.raw`^what(?:'s|s| is| are)\s+(?:on\s+)?(?:my|the)\s+((?:pending|open|outstanding|remaining|current|completed|done|finished|overdue|upcoming)\s+)?${TASK_NOUN}\b(.*)$`,
      'i',
    ),
    0.9,
    (m) => listIntent(`${m[1] ?? ''} ${m[2] ?? ''}`, m[0]),
  ),
  rule(
    'what have I got due',
    /^what\s+(?:have|do)\s+i\s+(?:got|have)\s+(?:(?:else\s+)?(?:left\s+)?(?:to do\s+)?)?(due|on|left|coming up|pending|overdue)?\b(.*)$/i,
    0.85,
    (m) => listIntent(`${m[1] === 'overdue' ? 'overdue' : ''} ${m[2] ?? ''}`, ''),
  ),
  rule(
    'how many tasks',
    new RegExp(
      String.raw`^how\s+many\s+(?:(pending|open|overdue|completed|done|finished)\s+)?(?:${TASK_NOUN}|(?:things|items)(?=.*\b(?:left|to do|on my list|pending|due|overdue)\b))\b(.*)$`,
      'i',
    ),
    0.9,
    (m) => listIntent(`${m[1] ?? ''} ${m[2] ?? ''}`, `${m[1] ?? ''} ${m[2] ?? ''}`),
  ),
  rule(
    'what do I have to do',
    /^what\s+(?:do|should|else do)\s+i\s+(?:have|need|got)?\s*(?:to\s+)?(?:do|work on)\b(.*)$/i,
    0.9,
    (m) => listIntent(m[1] ?? '', ''),
  ),
  rule(
    'what did I finish',
    /^what\s+(?:did|have)\s+i\s+(?:already\s+)?(?:finish(?:ed)?|complete(?:d)?|done|do|get done|tick(?:ed)? off)\b(.*)$/i,
    0.9,
    () => ({ kind: 'list_tasks', status: 'completed', period: null, query: null, withCards: false }),
  ),
  rule(
    'do I have tasks',
    new RegExp(
      String.raw`^(?:do i have\s+|have i got\s+)?(?:any\s+((?:pending|open|overdue)\s+)?${TASK_NOUN}|anything(?=\s+(?:about|on|for|with|mentioning)\s))\b(.*)$`,
      'i',
    ),
    0.85,
    (m) => listIntent(`${m[1] ?? ''} ${m[2] ?? ''}`, m[0]),
  ),
  rule(
    'find tasks',
    /^(?:find|search(?:\s+for)?|look for|look up|search my tasks for)\s+(?:tasks?\s+|todos?\s+)?(?:about\s+|for\s+|with\s+|called\s+|matching\s+)?(.+)$/i,
    0.8,
    (m) => ({
      kind: 'list_tasks',
      status: 'all',
      period: null,
      query: m[1]!.replace(/\s+(?:tasks?|todos?)$/i, ''),
      withCards: false,
    }),
  ),

  // --- add ---
  rule(
    'add several',
    /^(?:add|create|make|new|put|jot down|note down|write down)\s+(?:me\s+)?(?:(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:new\s+)?(?:tasks|todos|to-?dos|items|things|reminders)\s*(?:to\s+(?:my|the)\s+list)?\s*[:\-–]?\s*(.+)$/is,
    0.9,
    (m) => ({
      kind: 'add_tasks',
      body: m[2]!,
      count: m[1] ? readNumber(m[1]) : null,
    }),
  ),
  rule('remind me', /^remind\s+me\s+(?:to\s+|about\s+|that\s+|of\s+)?(.+)$/i, 0.9, (m) => ({
    kind: 'add_task',
    body: m[1]!,
  })),
  rule(
    'add X',
    /^(?:add|create|new|make|put|insert|jot down|note down|write down|save|schedule|log)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:(?:task|todo|to-?do|reminder)s?\b\s*(?:to\s+|for\s+|called\s+|named\s+|titled\s+|saying\s+)?)?[:\-–]?\s*(.*)$/i,
    0.9,
    (m) => ({
      kind: 'add_task',
      body: m[1]!.replace(/\s+(?:to|on|onto|in)\s+(?:my|the)\s+(?:list|tasks?|to-?do(?: list)?|todos?)$/i, ''),
    }),
  ),
  // "a high priority task to email my tutor": a task described, with no verb, is one to add.
  rule(
    'a task to X',
    /^(?:an?\s+)?(?:new\s+)?(?:(?:urgent|important|(?:high|low|top)[- ]priority|p[1-4])\s+)?(?:task|to-?do|reminder)\s+(?:to|for)\s+\S.*$/i,
    0.85,
    (m) => ({ kind: 'add_task', body: m[0] }),
  ),
  rule(
    'remember to',
    /^(?:please\s+)?remember\s+(?:to\s+|about\s+|that\s+i\s+(?:need|have)\s+to\s+)(.+)$/i,
    0.85,
    (m) => ({
      kind: 'add_task',
      body: m[1]!,
    }),
  ),
  rule("don't forget", /^(?:don'?t|do not)\s+(?:let me\s+)?forget\s+(?:to\s+|about\s+)?(.+)$/i, 0.85, (m) => ({
    kind: 'add_task',
    body: m[1]!,
  })),
  rule(
    'I need to',
    /^(?:i\s+)?(?:need to|have to|must|should|gotta|got to|ought to|want to remember to)\s+(.+)$/i,
    0.7,
    (m) => ({ kind: 'add_task', body: m[1]! }),
  ),

  // --- complete, loose shapes that would swallow the ones above ---
  rule(
    'X is done',
    new RegExp(String.raw`^(.+?)\s+(?:is|are|was)\s+(?:now\s+|all\s+)?${DONE_WORDS}$`, 'i'),
    0.85,
    (m) => ({ kind: 'complete_task', target: m[1]! }),
  ),
  rule('X done', new RegExp(String.raw`^(.+?)\s*[-:,]?\s+${DONE_WORDS}(?:\s*[✓✔]+)?$`, 'i'), 0.75, (m) => ({
    kind: 'complete_task',
    target: m[1]!,
  })),
  // "I emailed professor lee", "called mom": a past-tense verb and the rest of a title. The verb
  // stays in the target (its stem matches "Email …"/"Call …"); the resolver writes only on a clear
  // match. Verbs about the app or intentions (added, wanted, forgot…) are not a report of a done task.
  rule(
    'I <did> X',
    new RegExp(
      String.raw`^${I_DID}((?!(?:added|asked|created|deleted|removed|moved|changed|renamed|reopened|scheduled|wanted|needed|forgot|missed|skipped|failed|started|planned|tried|hoped|liked|loved|hated|used|seemed|decided)\b)[a-z]{2,}ed|read|wrote|bought|paid|sent|took|made|went to|rang|met|sold|did|handed in|gave)\s+(.+?)(?:\s+(?:already|today|just now|yesterday))?$`,
      'i',
    ),
    0.7,
    (m) => ({ kind: 'complete_task', target: `${m[1]!} ${m[2]!}` }),
  ),
  // "2 eggs and milk need buying too, add that": the thing said first, then the request to add it.
  rule(
    'X, add that',
    /^(.+?)(?:\s+(?:needs?|need to be)\s+(?:buying|getting|doing|done|bought|adding)(?:\s+too)?)?[,;.]?\s+(?:so\s+)?(?:please\s+)?(?:add|note)\s+(?:that|it|this|them)(?:\s+(?:too|as well|to my list|please))*$/i,
    0.8,
    (m) => ({ kind: 'add_task', body: m[1]! }),
  ),
  // "3 new notebooks for school", "2 loaves of bread from the bakery": a count of things is a
  // thing to get, not a choice (a choice is the whole message) nor a span of days for a plan.
  rule(
    'N things',
    /^(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|a dozen)\s+(?:new\s+|more\s+|big\s+|small\s+)?(?!(?:days?|weeks?|months?|hours?|minutes?|mins?|times?|questions?|cards?|flashcards?|tasks?|todos?|items?|steps?|sessions?|pages?)\b)[a-z]{3,}s\b.*$/i,
    0.75,
    (m) => ({ kind: 'add_task', body: m[0] }),
  ),
  // "water the plants every saturday": a sentence carrying a repeat rule is a routine to add, when
  // it starts with a verb-like word (not a question, a greeting or a number); last, as the loosest.
  {
    name: 'X every Y',
    match(text) {
      const found = findRepetition(text);
      if (!found || found.start === 0) return null;
      if (
        !/^[a-z][a-z'-]+\s+\S/i.test(text) ||
        /^(?:i|is|are|do|does|can|should|will|what|when|which|how|why|who)\b/i.test(text)
      )
        return null;
      return { intent: { kind: 'add_task', body: text }, confidence: 0.75 };
    },
  },
];
