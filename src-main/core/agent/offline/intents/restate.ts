import { extractDueDate } from '../../../../../src-shared/text/dates';
import { readCard } from '../../../../../src-shared/text/flashcard';
import type { TextLocale } from '../../../../../src-shared/text/locale';
import { findDuration } from '../../../../../src-shared/text/numbers';
import { withoutPointer } from './addThat';
import { findLead } from './lead';
import { cardPutAway, cardsGone } from './cardActs';
import { examDayKept, examThenPlan } from './examDate';
import { notation } from './notation';
import { STUDY_NEWS } from './studyNews';
import { TASK_CHANGES_SAID } from './taskChangeSaid';
import { TASK_NEWS, type Restater } from './taskNews';

/**
 * Requests said in other words than the ones the intents read, restated in theirs: "physics set
 * 3 is handed in" → "mark physics set 3 done", "cards: spanish" → "review my spanish cards". Like
 * the clauses (clauses.ts), each restatement is read by the classifier and kept only when read
 * with confidence; the words that name a task, a deck, a date or a span are passed on as typed,
 * so the one parser of each (src-shared/text) still reads them. Nothing here writes.
 */

const TASKS_NOUN = String.raw`(?:tasks?|things?|to-?dos?|items?|jobs?)`;
const COUNT = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|some|a couple of)`;

// "2 new tasks for friday: X, Y", "add 4 things for tomorrow - a, b", "tasks for monday: a; b".
const SHARED_DATE_LIST = new RegExp(
  String.raw`^(?:(?:add|new|create|make)\s+)?(?:(${COUNT})\s+)?(?:new\s+|more\s+)?${TASKS_NOUN}\s*,?\s+(?:(?:all|both)\s+)?(?:for|due|on|by)\s+(.+?)\s*(?::|\s[-–—]\s)\s*(.+)$`,
  'i',
);

/** A count of new tasks that share a date said before a colon: each item is added with that date. */
const sharedDate: Restater = (text, now, locale) => {
  const m = SHARED_DATE_LIST.exec(text);
  if (!m) return null;
  const when = m[2]!;
  // Only a date fits there ("tasks for physics: …" has a topic, not a day): the whole phrase is one.
  const { due, rest } = extractDueDate(when, now, locale);
  if (!due || rest.replace(/^(?:due|on|by)\s*/i, '') !== '') return null;
  // "two jobs on friday: X and Y. Please add both": the pointer at them is no item.
  const items = withoutPointer(m[3]!).replace(/[.!]+$/, '');
  if (!/[,;]|\band\b/.test(items)) return null;
  return `add ${m[1] ? `${m[1]} ` : ''}tasks: ${items}, all due ${when}`;
};

// "add pay library fine and return calculator to jake, both for friday", "add X, Y and Z - all due
// monday": the items first, then the date they share.
const DATE_SHARED_AFTER =
  /^(?:add|new|put)\s+(.+?)\s*(?:,|\s[-–—])?\s+(?:both|all|each)(?:\s+of\s+(?:them|these))?\s+(?:due\s+|for\s+|on\s+|by\s+)?(\S.*)$/i;

const dateSharedAfter: Restater = (text, now, locale) => {
  const m = DATE_SHARED_AFTER.exec(text);
  // Its own restatement ("add tasks: …, all due friday") is read by sharedDate's reader, not again here.
  if (!m || !/,|\band\b/.test(m[1]!) || /\btasks:/i.test(m[1]!)) return null;
  const { due, rest } = extractDueDate(m[2]!, now, locale);
  if (!due || rest !== '') return null;
  return `add tasks: ${m[1]!}, all due ${m[2]!}`;
};

// "X is handed in", "X's sorted", "X has been submitted", "X got sent off".
const DONE_STATE =
  /^(?!(?:is|are|was|has|did|does|what|when|where|which|who|how|why)\b)(.+?)\s+(?:is|are|'s|was|has been|have been|got)\s+(?:now\s+|finally\s+|all\s+)?(?:handed in|turned in|sorted(?: out)?|submitted|sent(?: off)?|posted|dealt with|taken care of)$/i;
// "you can cross X off", "cross X off the list", "tick X off", "strike X off".
const CROSS_OFF =
  /^(?:(?:you|u)\s+(?:can|could|may)\s+)?(?:please\s+)?(?:cross|tick|check|strike)\s+(.+?)\s+off(?:\s+(?:the|my)\s+(?:list|to-?do list))?$/i;
// "you can tick off X", "X can be crossed off".
const OFF_FIRST =
  /^(?:you|u)\s+(?:can|could|may)\s+(?:now\s+)?(?:cross|tick|check|strike)\s+off\s+(.+?)(?:\s+(?:the|my)\s+list)?$/i;
const CAN_BE_OFF = /^(.+?)\s+can\s+(?:now\s+)?be\s+(?:crossed|ticked|checked|struck)\s+off(?:\s+(?:the|my)\s+list)?$/i;
// "handed in X", "I turned in X".
const HANDED_IN = /^(?:i\s+)?(?:just\s+|finally\s+)?(?:handed|turned)\s+in\s+(.+)$/i;
// "essay draft submitted!", "lab report handed in": a task and its state, no verb — unless a request leads.
const STATE_ONLY =
  /^(?!(?:get|have|make|need|want|remind|add|please|can|could|should|will|is|are|was|has|what|when|which|who|how|why)\b)(.+?)\s+(?:now\s+|finally\s+)?(?:handed in|turned in|submitted|sent off)$/i;

/** Done said of a task in other words: restated as "mark X done", which resolves X as any other. */
const doneInOtherWords: Restater = (text) => {
  const t = text.replace(/[!.]+$/, '');
  const m =
    DONE_STATE.exec(t) ??
    CROSS_OFF.exec(t) ??
    OFF_FIRST.exec(t) ??
    CAN_BE_OFF.exec(t) ??
    HANDED_IN.exec(t) ??
    STATE_ONLY.exec(t);
  return m ? `mark ${m[1]!} done` : null;
};

const FINISHED_ONES = String.raw`(?:completed|complete|finished|done|ticked(?:-|\s)off|checked(?:-|\s)off|crossed(?:-|\s)off)`;
const DELETE_VERB = String.raw`(?:delete|remove|clear(?:\s+out)?|get rid of|wipe|bin|trash|purge|clean up|clean out)`;
// "delete my completed tasks", "remove all done tasks", "clear out the finished ones".
const DELETE_FINISHED = new RegExp(
  String.raw`^${DELETE_VERB}\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?${FINISHED_ONES}\s+(?:${TASKS_NOUN}|ones)$`,
  'i',
);
// "clear out everything i've finished", "delete the tasks i already did", "remove what i've done".
const DELETE_WHAT_I_DID = new RegExp(
  String.raw`^${DELETE_VERB}\s+(?:everything|all|(?:all\s+)?(?:the\s+|my\s+)?${TASKS_NOUN}|what|whatever|the ones)\s+(?:that\s+)?(?:i'?ve|i have|i|i'd)\s+(?:already\s+)?(?:finished|completed|done|did|ticked off|crossed off)(?:\s+already)?$`,
  'i',
);
// "remove everything that's done", "delete all tasks that are completed".
const DELETE_THAT_ARE_DONE = new RegExp(
  String.raw`^${DELETE_VERB}\s+(?:everything|all|all\s+(?:of\s+)?(?:the\s+|my\s+)?${TASKS_NOUN}|(?:the\s+|my\s+)?${TASKS_NOUN}|the ones)\s+(?:that|which)\s*(?:are|is|'s|'re|were|have been|i've)\s+(?:already\s+)?(?:marked\s+)?(?:as\s+)?${FINISHED_ONES}$`,
  'i',
);
const DELETE_OVERDUE = new RegExp(
  String.raw`^${DELETE_VERB}\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?:overdue|late|past due)\s+(?:${TASKS_NOUN}|ones|stuff)$`,
  'i',
);

/** A bulk delete of the done (or overdue) tasks, said the way the bulk reading reads its filter. */
const deleteByStatus: Restater = (text) => {
  if (DELETE_FINISHED.test(text) || DELETE_WHAT_I_DID.test(text) || DELETE_THAT_ARE_DONE.test(text))
    return 'delete all completed tasks';
  if (DELETE_OVERDUE.test(text)) return 'delete all my overdue tasks';
  return null;
};

// "spread my biology revision over the next 5 days", "split my chem studying across 4 days".
const SPREAD =
  /^(?:(?:can|could)\s+you\s+|(?:i\s+(?:want|need|'d like|would like)\s+)?to\s+|help\s+me\s+|let'?s\s+)?(?:spread|split|divide|break up|space out|stretch|share out)\s+(?:out\s+)?(?:my\s+|the\s+|all\s+my\s+)?(.*?)\s*\b(?:revision|revising|studying|study|prep|preparation|review|reviewing|exam prep|work|learning)\s+(?:out\s+)?(?:over|across|into|between|throughout)\s+(?:the\s+)?(?:next\s+|coming\s+|following\s+)?(.+?)$/i;
// The span as a count of days, when it is only that: "5 days", "a week", "two weeks", "a fortnight".
const PLAIN_SPAN = /^(?:(?:a|one|\d+|[a-z]+)[\s-]+)?(?:days?|weeks?|fortnight)$/i;

/**
 * Revision spread over a span is a study plan of that many days on that topic. A span that is more
 * than a count ("a week and a half") or no topic: the plan is asked for without it, and the plan's
 * reading asks what it lacks.
 */
// "spread chemistry over 14 days", "split spanish across 10 days (starting wednesday)": a subject spread over a count of
// days, no study word said. Only a count of days: "split the essay into 3 parts" is no plan.
const SPREAD_SUBJECT =
  /^(?:(?:can|could)\s+you\s+|let'?s\s+)?(?:spread|split|divide|space out|stretch|share out)\s+(?:out\s+)?(?:my\s+)?(?!the\b)([a-z]+(?:\s+[a-z]+){0,2}?)\s+(?:out\s+)?(?:over|across|into|between)\s+(?:the\s+)?(?:next\s+|coming\s+)?(\d{1,3}|[a-z]+)\s+days(\s+(?:starting|beginning|from)\s+\S.*)?$/i;
const NOT_A_STUDY_SUBJECT =
  /\b(?:tasks?|to-?dos?|chores|jobs|errands|it|this|that|them|these|those|work|homework|time|money|budget|bill|rent|costs?)\b/i;

const spreadRevision: Restater = (text) => {
  const m = SPREAD.exec(text);
  if (!m) {
    const bare = SPREAD_SUBJECT.exec(text);
    const count = bare && !NOT_A_STUDY_SUBJECT.test(bare[1]!) ? findDuration(`${bare[2]!} days`)?.days : undefined;
    // "… over 4 days starting wednesday": the first day goes with the plan.
    return bare && count ? `make a ${count} day study plan for ${bare[1]!}${bare[3] ?? ''}` : null;
  }
  const topic = m[1]!.trim().replace(/\s+(?:exam|test|final)s?$/i, '');
  const span = m[2]!.replace(/[.!]+$/, '').trim();
  const days = PLAIN_SPAN.test(span)
    ? (findDuration(span)?.days ?? (/^(?:a\s+|one\s+)?week$/i.test(span) ? 7 : null))
    : null;
  if (topic === '') return days ? `make a ${days} day study plan` : 'make a study plan';
  return days ? `make a ${days} day study plan for ${topic}` : `make a study plan for ${topic}`;
};

// "schedule my history revision till the 4th of december", "plan out my chem revising up to dec 10":
// study of a subject scheduled up to a day is a generated plan with that deadline, not a to-do.
const SCHEDULE_UNTIL =
  /^(?:schedule|plan(?:\s+out)?|map\s+out|organi[sz]e|timetable|sort\s+out)\s+(?:my\s+|the\s+|all\s+my\s+)?([a-z]+(?:\s+[a-z]+){0,2}?)\s+(?:revision|revising|studying|study|exam\s+prep|prep)\s+(?:till|until|til|up\s+to|up\s+until|before|by)\s+(\S.*)$/i;

const scheduleUntil: Restater = (text, now, locale) => {
  const m = SCHEDULE_UNTIL.exec(text);
  if (!m || NOT_A_STUDY_SUBJECT.test(m[1]!)) return null;
  // Only a day fits after "till": "till i'm done" is no deadline.
  const { due, rest } = extractDueDate(m[2]!, now, locale);
  if (!due || rest.replace(/^(?:the)\s*/i, '') !== '') return null;
  return `make a study plan for ${m[1]!} until ${m[2]!}`;
};

// "add osmosis to my bio plan, due dec 1": the comma before the step's own date is not a new clause.
const PLAN_THEN_DUE =
  /^((?:add|put|stick|slot|include)\s+.+?\s+(?:to|in|into|on|onto)\s+.+?\bplan)\s*[,;-]\s*((?:due|by|for|on)\s+.+)$/i;
const planStepDue: Restater = (text) => {
  const m = PLAN_THEN_DUE.exec(text);
  return m ? `${m[1]!} ${m[2]!}` : null;
};

// "im not gonna bother with genetics, skip it", "forget food words, skip that one": the step is named
// first, and "it" in the same message is that step (handlers/planSteps.ts asks when no step matches).
const STEP_DROPPED =
  /^(?:(?:i'?m|im|i\s+am)\s+(?:not\s+(?:gonna|going\s+to)\s+(?:bother(?:\s+with)?|do|study)|not\s+bothering(?:\s+with)?|not\s+doing|skipping|ditching|dropping)|i\s+(?:can'?t|won'?t)\s+be\s+bothered\s+with|(?:just\s+)?forget(?:\s+about)?|screw|not\s+doing|no\s+point\s+(?:in\s+)?doing)\s+(.+?)\s*[,;.!—–-]+\s*(?:so\s+|just\s+)?(?:skip|drop|ditch)\s+(?:it|that|this)(?:\s+one)?(?:\s+(?:then|please|pls))?$/i;
const stepDropped: Restater = (text) => {
  const step = STEP_DROPPED.exec(text)?.[1]?.trim();
  return step && !/^(?:it|that|this)$/i.test(step) ? `skip ${step}` : null;
};

const CARD = String.raw`(?:flash\s?card|card)`;
// "make a card with X on the front and Y on the back".
const FRONT_BACK_PROSE = new RegExp(
  String.raw`^(?:(?:make|create|add|new)\s+)?(?:me\s+)?(?:a\s+|an\s+|one\s+)?(?:new\s+)?(?:([a-z][a-z ]{1,30}?)\s+)?${CARD}\s+(?:with|that has|having)\s+(.+?)\s+on\s+(?:the\s+)?front\s*,?\s+and\s+(.+?)\s+on\s+(?:the\s+)?back$`,
  'i',
);
// "card - front: X / back: Y", "flashcard: front X, back Y", "card front = X; back = Y".
const FRONT_BACK_LABELS = new RegExp(
  String.raw`^(?:(?:(?:make|create|add|new)\s+)?(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:([a-z][a-z ]{1,30}?)\s+)?${CARD}\s*[:\-–—,]?\s*)?front\s*[:=-]?\s*(.+?)(?:\s*(?:[/|;,]|\band\b)\s*|\s+)back\s*[:=-]?\s*(.+)$`,
  'i',
);
// "a spanish card, agua on one side, water on the other", "a card with el perro on one side and
// the dog on the other" (the "with" is no part of the front).
const SIDES = new RegExp(
  String.raw`^(?:(?:make|create|add|new)\s+)?(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:([a-z][a-z ]{1,30}?)\s+)?${CARD}\s*[:,\-–—]?\s*(?:(?:with|that has|having)\s+)?(.+?)\s+on\s+one\s+side\s*[,;]?\s*(?:and\s+)?(.+?)\s+on\s+the\s+other(?:\s+side)?$`,
  'i',
);

// "q: what is osmosis a: water crossing a membrane", "card - question: X / answer: Y".
const QUESTION_ANSWER = new RegExp(
  String.raw`^(?:(?:(?:make|create|add|new)\s+)?(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:([a-z][a-z ]{1,30}?)\s+)?${CARD}\s*[:\-–—,]?\s*)?(?:q|question)\s*:\s*(.+?)\s*[,;/|]?\s+(?:a|answer)\s*:\s*(.+)$`,
  'i',
);

const NOT_A_DECK_NAME = /\b(?:this|that|it|as|save|keep|store|turn|put|me|please|my|the)\b/i;

/** A card's sides said in prose: restated in the typed card syntax, "make a <topic> flashcard: X :: Y". */
const cardSides: Restater = (text) => {
  const m =
    FRONT_BACK_PROSE.exec(text) ?? FRONT_BACK_LABELS.exec(text) ?? SIDES.exec(text) ?? QUESTION_ANSWER.exec(text);
  if (!m) return null;
  const topic = m[1]?.trim().replace(/^(?:new|a|an)\s+/i, '');
  // "save this as a flashcard — q: …": words before the noun that are no deck's name leave it to the card reading.
  if (topic && (topic.split(/\s+/).length > 2 || NOT_A_DECK_NAME.test(topic))) return null;
  const front = m[2]!.trim().replace(/[,;]$/, '');
  const back = m[3]!.trim().replace(/[.!]+$/, '');
  if (front === '' || back === '') return null;
  return `make a ${topic ? `${topic} ` : ''}flashcard: ${front} :: ${back}`;
};

const DECK = String.raw`(?:flash\s?cards?|cards|reviews?|deck)`;
// "flashcard time! biology", "cards: spanish", "biology cards now", "time to do my spanish reviews".
const REVIEW_SHOUTS = [
  new RegExp(String.raw`^${DECK}\s+time\s*[!.,:]*\s+([a-z][a-z ]{1,30}?)(?:\s+(?:please|now))?[!.]*$`, 'i'),
  new RegExp(String.raw`^${DECK}\s*:\s*([a-z][a-z ]{1,30}?)[!.]*$`, 'i'),
  new RegExp(String.raw`^(?:my\s+)?([a-z][a-z ]{1,30}?)\s+${DECK}\s+(?:now|time|please|go)[!.]*$`, 'i'),
  new RegExp(String.raw`^(?:my\s+)?([a-z][a-z ]{1,30}?)\s+${DECK}\s*!+$`, 'i'),
  // "spanish review", "biology reviews": a deck's review named outright (one or two words, no verb).
  /^(?:my\s+)?([a-z]+(?:\s+[a-z]+)?)\s+reviews?$/i,
  // "let's review spanish", "i wanna go over my biology cards".
  new RegExp(
    String.raw`^(?:let'?s|lets|to|i\s+(?:want|wanna|need)\s+to|i\s+wanna)\s+(?:(?:review|drill)\s+(?:my\s+|the\s+)?([a-z][a-z ]{1,30}?)(?:\s+${DECK})?|(?:go over|go through|run through|do)\s+(?:my\s+|the\s+)?([a-z][a-z ]{1,30}?)\s+${DECK})$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:ok(?:ay)?\s+|right\s+)?(?:it'?s\s+)?time\s+(?:to|for)\s+(?:do\s+|go through\s+|start\s+|run through\s+|practi[sc]e\s+)?(?:my\s+|the\s+|some\s+)?([a-z][a-z ]{1,30}?)\s+${DECK}[!.]*$`,
    'i',
  ),
];

const NOT_A_DECK = /^(?:my|the|due|all|new|some|more|today'?s|flash)$/i;
// "what review", "which cards": a question, not a deck.
const ASKS = /^(?:what|what's|whats|which|did|have|how|do|are|is|tell|find|when|remind|why|where|who|any)\b/i;
const CHEER = /^(?:go|now|please|start|again|let'?s go|lets|yes|ok|okay|yay)$/i;

/** A review asked for by an exclamation or a bare deck name: the review of that deck. */
const reviewShout: Restater = (text) => {
  for (const re of REVIEW_SHOUTS) {
    const m = re.exec(text);
    const said = (m?.[1] ?? m?.[2])?.trim();
    if (!said || NOT_A_DECK.test(said) || ASKS.test(said) || findLead(said.toLowerCase().split(/\s+/)) !== null)
      continue;
    // "flashcard: hola means hello": a name with a card's two sides in it is that card, not a deck.
    if (readCard(said) !== null) continue;
    // "cards time! go": a cheer is no deck's name; every card due is meant.
    return CHEER.test(said) ? 'review my cards' : `review my ${said} cards`;
  }
  return null;
};

const TOPIC_NOUN = String.raw`(?:topic|subject|category|tag)`;
// "file X under #physics", "tag X as history", "put X in my chem topic", "X belongs to #bio".
const TOPIC_GIVEN = [
  new RegExp(
    String.raw`^(?:file|tag|label|categori[sz]e|classify)\s+(.+?)\s+(?:under|as|with|in|into)\s+(?:the\s+|my\s+)?#?([^\s#].*?)(?:\s+${TOPIC_NOUN})?$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:put|move|stick|place|assign|file|add)\s+(.+?)\s+(?:in|into|under|to)\s+(?:the\s+|my\s+)?#?([^\s#].*?)\s+${TOPIC_NOUN}$`,
    'i',
  ),
  /^(?:put|move|stick|place|assign)\s+(.+?)\s+(?:in|into|under|to)\s+#([^\s#]+)$/i,
  // "put X under family": under a name is filed under it.
  /^(?:put|move|stick|place|file)\s+(.+?)\s+under\s+(?:the\s+|my\s+)?([^\s#][^\s]*(?:\s+[^\s]+)?)$/i,
  // "set the topic of X to family", "change X's subject to history".
  /^(?:set|change|make|switch)\s+(?:the\s+)?(?:topic|subject|category)\s+(?:of|for|on)\s+(.+?)\s+(?:to|as)\s+#?([^\s#].*)$/i,
  /^(?:set|change|switch)\s+(.+?)(?:'s)?\s+(?:topic|subject|category)\s+to\s+#?([^\s#].*)$/i,
  // "X goes under physics".
  /^(.+?)\s+(?:belongs|goes|should go)\s+under\s+(?:the\s+|my\s+)?#?([^\s#][^\s]*(?:\s+[^\s]+)?)$/i,
  new RegExp(
    String.raw`^(.+?)\s+(?:belongs|goes|should go)\s+(?:to|in|into|under|with)\s+(?:the\s+|my\s+)?(#[^\s#]+|[^\s#].*?\s+${TOPIC_NOUN})$`,
    'i',
  ),
];

// "tag X as urgent", "mark X as done": a priority or a state, not a subject.
const NOT_A_TOPIC =
  /^(?:urgent|important|p[1-4]|priority\s*[1-4]|(?:(?:high|low|medium|top|normal)(?:est)?(?:\s+priority)?)|done|complete|completed|finished|to-?do|in progress|started|skipped|later|tomorrow|today|review|control|pressure|consideration|way|wraps)$/i;

/** A topic given to a task said in other words: "change X to topic: Y", the change update_task reads. */
const topicGiven: Restater = (text) => {
  for (const re of TOPIC_GIVEN) {
    const m = re.exec(text);
    if (!m) continue;
    const topic = m[2]!
      .replace(new RegExp(String.raw`\s+${TOPIC_NOUN}$`, 'i'), '')
      .replace(/^#/, '')
      .trim();
    // "put X in the spanish plan" is a step; a topic is one or two words.
    if (topic === '' || /\bplan$/i.test(topic) || topic.split(/\s+/).length > 3 || NOT_A_TOPIC.test(topic)) return null;
    return `change ${m[1]!.trim()} to topic: ${topic}`;
  }
  return null;
};

// "ok mark it done then", "then tick it off", "right, move it to friday then": "then" only joins
// the request to what was just said (the task in hand stays "it").
const THEN_AROUND =
  /^(?:(?:ok(?:ay)?|alright|right|cool|fine|great)[\s,!.]+)?(?:then\s+|so\s+then\s+)?(.+?)(?:[\s,]+then)?$/i;
const thenDropped: Restater = (text) => {
  const m = THEN_AROUND.exec(text);
  return m && /\bthen\b/i.test(text) ? m[1]! : null;
};

// "could you pop 'order school shoes' on my list for thursday": "pop" adds only with the list said
// ("pop the kettle on" is no task).
const POP_ON_LIST =
  /^(?:pop|bung|chuck)\s+(.+?)\s+(?:on|onto|to|in)\s+(?:my|the)\s+(?:list|to-?do list|to-?dos|tasks)\b\s*(.*)$/i;
const popOnList: Restater = (text) => {
  const m = POP_ON_LIST.exec(text);
  return m ? `add ${m[1]!}${m[2] ? ` ${m[2]}` : ''}` : null;
};

const RESTATERS: readonly Restater[] = [
  notation,
  popOnList,
  topicGiven,
  sharedDate,
  dateSharedAfter,
  doneInOtherWords,
  deleteByStatus,
  spreadRevision,
  scheduleUntil,
  examThenPlan,
  planStepDue,
  stepDropped,
  cardSides,
  cardPutAway,
  cardsGone,
  reviewShout,
  ...STUDY_NEWS,
  ...TASK_NEWS,
  ...TASK_CHANGES_SAID,
  examDayKept,
  thenDropped,
];

/** The request in the words the intents read, when it was said in others; null otherwise. */
export function restate(text: string, now: Date, locale?: TextLocale, question = false): string | null {
  const t = text.trim().replace(/[?]+$/, '');
  for (const r of RESTATERS) {
    const said = r(t, now, locale, question || /\?\s*$/.test(text));
    if (said !== null && said !== t) return said;
  }
  return null;
}
