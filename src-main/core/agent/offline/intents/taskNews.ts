import { extractDueDate } from '../../../../../src-shared/text/dates';
import type { TextLocale } from '../../../../../src-shared/text/locale';
import { findLead } from './lead';

/**
 * Tasks talked about as news rather than asked about as commands, restated in the words the
 * intents read (restate.ts runs these with its own): a done thing told with a chatty "so tick
 * that", a task someone sent back, a deadline asked with "supposed to", a search asked as "did I
 * add anything about X". The words that name the task or the day are passed on as typed, so the
 * one resolver and the one date parser still read them. Nothing here writes.
 */

/** `question`: the message ended with "?" (a statement asked back is no request). */
export type Restater = (text: string, now: Date, locale?: TextLocale, question?: boolean) => string | null;

// Chatter between the news and the request: "lol", "haha", "omg", "yay".
const CHATTER = String.raw`(?:(?:lol|lmao|haha+|hehe+|ha|xd|omg|ngl|tbh|yay|woo+|phew|finally)[\s,;.!]+)*`;
// "… so tick that", "…, you can cross it off", "… check that one off pls". Group 2: the chatter,
// 3: "one", 4: the word that ends the request ("off", "done").
const TICK_REQUEST = new RegExp(
  String.raw`^(.+?)[\s,;.!]+(${CHATTER})(?:so|and)?\s*(?:(?:pls|please|can you|could you|(?:you|u) can|go ahead and|just|now)\s+)*(?:tick|check|cross|mark|strike)\s+(?:that|it|this)(\s+one)?(?:\s+(off|done|as done|complete|as complete|as finished))?(?:\s+(?:the|my)\s+list)?(?:\s+(?:pls|please|for me|thx|thanks))?$`,
  'i',
);
// A request or a question is no news of something done; "i just did" names nothing ("it" is read).
const NOT_NEWS =
  /^(?:what|which|how|why|when|where|who|is|are|was|were|am|can|could|will|would|should|shall|may|might|do|does|any|anything|tell me|remind me|(?:did|have|had)\s+(?:i|you|we|they)|add|create|make|new|delete|remove|move|show|list|find|don'?t|do not|not)\b|^(?:ok(?:ay)?\s+)?(?:i\s+)?(?:(?:just|already|finally)\s+)*(?:did|done|have|had|finished|did it|did that|done it|done that)$/i;

// "groceries sorted", "the essay's handled", "lab report dealt with": done said as another state.
// Not "done" or "handed in" (restate.ts reads those): these only say so before a mark ("…, tick it off").
const DONE_STATE = String.raw`(?:\s+(?:is|are|was|were|all|now|finally|got)|'s)*\s+(?:sorted(?:\s+out)?|handled|dealt\s+with|taken\s+care\s+of|squared\s+away|out\s+of\s+the\s+way|wrapped\s+up)(?:\s+(?:now|already|today|finally))?$`;
/** The thing said done in other words ("physics set taken care of" → "physics set"); null when it says no such state. */
export function doneInState(clause: string): string | null {
  const m = new RegExp(String.raw`^(.+?)${DONE_STATE}`, 'i').exec(clause.trim());
  return m ? m[1]! : null;
}

/**
 * "i did call mom last night lol so tick that", "went to the gym this morning haha cross it off":
 * what was done, restated as "mark X done" (its time and chatter left out).
 */
const doneThenTick: Restater = (text) => {
  const m = TICK_REQUEST.exec(text);
  // "X, tick it off" with nothing around it is read as it is (tasks.ts); chatter, "that one" or a
  // bare "tick that" is what needs restating.
  if (!m || (m[2] === '' && !m[3] && m[4])) return null;
  const news = m[1]!
    .replace(new RegExp(String.raw`[\s,;.!]+${CHATTER}$`, 'i'), '')
    .replace(/[\s,;.!]+(?:lol|lmao|haha+|hehe+|xd|omg|yay|phew)$/i, '')
    .trim();
  if (news === '' || NOT_NEWS.test(news) || /^(?:it|that|this)$/i.test(news)) return null;
  return `mark ${doneInState(news) ?? news} done`;
};

// What shows a task is open again: "so it's not done anymore", "it needs redoing", "i have to redo it".
const UNDONE = String.raw`(?:(?:it'?s|its|it is|that'?s|thats|it was)\s+(?:not|no longer)\s+(?:done|finished|complete|completed|submitted)(?:\s+(?:any\s?more|after all|now|yet))?|(?:it\s+|which\s+)?(?:needs?|has)\s+(?:redoing|re-?doing|to be re-?done|to be redone|fixing|more work|doing again|another go|resubmitting|to be resubmitted)|i\s+(?:have|need|got|gotta|must|'ve got|'ll have)\s+(?:to\s+)?(?:redo|re-do|fix|resubmit|rewrite|do)\s+it(?:\s+again)?|(?:reopen|re-open|unmark|untick|uncheck)\s+it|(?:it'?s|its|it is)\s+back\s+on\s+(?:my|the)\s+list)`;
// "TA bounced my lab report back so its not done anymore", "prof handed back the essay, it needs fixing".
const SENT_BACK_BY = new RegExp(
  String.raw`^(?:(?:my|the|our)\s+)?[\w'’]+(?:\s+[\w'’]+)?\s+(?:bounced|sent|handed|gave|kicked|passed|threw|returned|rejected)\s+(?:back\s+)?((?:my|the|our)\s+.+?)(?:\s+back)?[\s,;.!]+(?:so\s+|and\s+|which means\s+|meaning\s+)?${UNDONE}$`,
  'i',
);
// "the lab report came back, it needs redoing", "lab report got bounced back, needs redoing".
const CAME_BACK = new RegExp(
  String.raw`^((?:(?:my|the|our)\s+)?\p{L}.*?)\s+(?:came|got sent|was sent|got handed|was handed|got bounced|was bounced|bounced|got returned|was returned|got kicked)\s+back(?:\s+to me)?[\s,;.!]+(?:so\s+|and\s+|which means\s+)?${UNDONE}$`,
  'iu',
);

/** A task someone sent back, so it is open again: restated as "reopen X". */
const sentBack: Restater = (text) => {
  if (NOT_NEWS.test(text)) return null;
  const m = SENT_BACK_BY.exec(text) ?? CAME_BACK.exec(text);
  return m ? `reopen ${m[1]!.trim()}` : null;
};

// "what am i supposed to complete by friday", "what do i need to get done before the 30th".
const DUE_BY_ASKED =
  /^(?:what|which(?:\s+(?:tasks?|things?|ones))?|what\s+(?:tasks?|things?|stuff))\s+(?:am\s+i|do\s+i|have\s+i(?:\s+got)?|i|should\s+i|must\s+i)\s+(?:(?:supposed|meant|expected|required|having)\s+to|have\s+to|need\s+to|got\s+to|gotta|ought\s+to|should|must)\s+(?:get\s+|have\s+)?(?:complete|completed|finish|finished|do|done|hand\s+in|handed\s+in|submit|submitted|turn\s+in|sort(?:\s+out)?|sorted|get\s+through|tackle)?\s*(?:done\s+)?(by|before|until|till|on|for)\s+(.+)$/i;

/** A deadline asked with "supposed to"/"have to": restated as "what's due by <day>" — a read. */
const dueByAsked: Restater = (text, now, locale) => {
  const m = DUE_BY_ASKED.exec(text);
  if (!m) return null;
  const when = m[2]!.trim();
  const { due, rest } = extractDueDate(when, now, locale);
  if (!due || rest !== '') return null;
  return /^(?:on|for)$/i.test(m[1]!) ? `what's due on ${when}` : `what's due ${m[1]!.toLowerCase()} ${when}`;
};

const ABOUT = String.raw`(?:about|for|regarding|re|mentioning|to do with|related to|called|named)`;
const ON_LIST = String.raw`(?:\s+(?:on|in)\s+(?:my|the)\s+(?:list|to-?do list|tasks|todos))`;
const SEARCH_ASKED = [
  // "did i add anything about the dentist", "have i put down a task for the car".
  new RegExp(
    String.raw`^(?:did|have)\s+i\s+(?:already\s+|ever\s+)?(?:add|added|put|put down|write|written|wrote|jot|jotted|save|saved|make|made|create|created|note|noted|log|logged)\s+(?:down\s+)?(?:anything|something|a\s+task|any\s+tasks?|a\s+reminder|any\s+reminders?|a\s+to-?do|an\s+item)\s+(?:down\s+)?${ON_LIST}?\s*${ABOUT}\s+(.+?)${ON_LIST}?$`,
    'i',
  ),
  // "have i got anything on my list about mom", "do i have a task about the essay".
  new RegExp(
    String.raw`^(?:do|have)\s+i\s+(?:have|got|already have)\s+(?:(?:anything|something)${ON_LIST}\s*|(?:a|any)\s+(?:tasks?|reminders?|to-?dos?)\s+)${ABOUT}\s+(.+?)${ON_LIST}?$|^(?:do|have)\s+i\s+(?:have|got)\s+(?:anything|something)\s+${ABOUT}\s+(.+?)${ON_LIST}$`,
    'i',
  ),
  // "is there anything on my list about the bank", "is there a to-do for the car".
  new RegExp(
    String.raw`^is\s+there\s+(?:(?:anything|something)${ON_LIST}\s*|(?:a|any)\s+(?:tasks?|reminders?|to-?dos?)\s+)${ABOUT}\s+(.+?)${ON_LIST}?$|^is\s+there\s+(?:anything|something)\s+${ABOUT}\s+(.+?)${ON_LIST}$`,
    'i',
  ),
];

/** A search of the tasks asked as a question about the list: restated as "find <words>" (every status). */
const searchAsked: Restater = (text) => {
  for (const re of SEARCH_ASKED) {
    const m = re.exec(text);
    const said = m?.slice(1).find((g) => g !== undefined);
    if (!said) continue;
    const words = said.replace(/^(?:the|my|a|an|any|some)\s+/i, '').trim();
    return words === '' ? null : `find ${words}`;
  }
  return null;
};

// Things one has at an hour, as a noun phrase: "dentist appointment", "soccer practice", "a meeting
// with my advisor" — up to three words before the thing, who or where after it, no verb anywhere.
const AT_AN_HOUR =
  /^(?:[\p{L}'-]+\s+){0,3}?(?:appointment|appt|practice|meeting|interview|lesson|class|session|rehearsal|shift|checkup|check-up|training|tutoring|game|match)s?(?:\s+(?:with|at|for|in)\s+(?:[\p{L}'-]+\s*){1,4})?$/iu;
const NOT_A_NOUN_PHRASE =
  /\b(?:i|i'm|im|it|is|was|were|to|not|no|can'?t|cancel|cancelled|canceled|skip|missed|moved|got|have|had|did|done|[a-z]+ed)\b/i;
// An exam is kept as the topic's exam date (examDate.ts), never as a task.
const EXAM_WORDS = /\b(?:exams?|tests?|midterms?|finals?|quiz(?:zes)?|orals?)\b/i;
const HAVE_LEAD = /^(?:(?:i\s+)?(?:have|'ve got|have got|got|gotta go to)|i've\s+got|ive\s+got)\s+/i;

/**
 * "i have a dentist appointment thu 3pm", "got soccer practice tomorrow at 5", "meeting with my
 * advisor friday 10am": a commitment at a day and an hour, told as a fact — restated as "add X <when>".
 * Only with the hour: a day alone is left as it was read before (an offer to add it).
 */
const commitmentAt: Restater = (text, now, locale, question) => {
  if (question || NOT_NEWS.test(text) || EXAM_WORDS.test(text)) return null;
  const said = text.replace(HAVE_LEAD, '');
  // "schedule study session tomorrow at 10am" is a request already, read as it was said.
  if (findLead(said.toLowerCase().split(/\s+/)) !== null) return null;
  const { due, rest } = extractDueDate(said, now, locale);
  if (!due?.hasTime) return null;
  const what = rest
    .replace(/^(?:an?|my|the)\s+/i, '')
    .replace(/\s+(?:at|on|@)$/i, '')
    .trim();
  // The words left are the thing had, one short phrase about it: "dentist appointment", not a sentence.
  if (!AT_AN_HOUR.test(what) || NOT_A_NOUN_PHRASE.test(what)) return null;
  return `add ${what} ${due.text}`;
};

export const TASK_NEWS: readonly Restater[] = [doneThenTick, sentBack, dueByAsked, searchAsked, commitmentAt];
