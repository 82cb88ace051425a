/**
 * The words the classifier reads requests by: verbs grouped by what they ask for, nouns grouped
 * by what they name. A new way of saying "delete" is one word added here, not a new sentence
 * rule; every intent that listens for deleting hears it.
 */

/** What a request's leading verb asks for. */
export type VerbClass =
  | 'add' // add, create, jot down
  | 'make' // make: a card, a plan, or "make X p1"
  | 'remind' // remind me, remember to, don't forget
  | 'need' // i need to, have to, gotta
  | 'show' // show, list, find, check
  | 'complete' // complete, finish, tick off
  | 'report' // finished, did, called … (a report of something done)
  | 'mark' // mark, set, tick, check (the status word says which)
  | 'reopen' // reopen, untick
  | 'delete' // delete, remove, get rid of
  | 'wipe' // clear, wipe, empty (everything of a kind)
  | 'change' // change, update, edit
  | 'move' // move, postpone, push
  | 'rename' // rename, retitle
  | 'quiz' // quiz me, test me
  | 'study' // review, study, practise
  | 'start' // start, begin, do, run
  | 'skip' // skip
  | 'suspend' // suspend, stop showing
  | 'unsuspend' // unsuspend, bring back
  | 'bury' // bury
  | 'archive' // archive, shelve
  | 'reactivate' // reactivate, unarchive
  | 'plan' // plan (as a verb: "plan 5 days for X")
  | 'learn' // learn, prepare, master ("learn spanish in 30 days")
  | 'reschedule' // reschedule, replan, catch up on
  | 'working' // i'm working on
  | 'behind' // i'm behind on
  | 'generate' // generate, give me
  | 'want'; // i want, can we, let's (a wish whose object decides)

/**
 * Leading phrases by class. The longest phrase that starts the request wins ("tick off" over
 * "tick", "i'm done with" over "i").
 */
const VERBS: Record<VerbClass, string> = {
  add: 'add|addd|create|new|put|put down|insert|jot down|jot|note down|write down|save|schedule|log|stick|include|append|set a reminder|set me a reminder|set reminder|create a reminder|add a reminder|make a reminder|make me a reminder',
  make: 'make|make me|write|build|draft|set up|draw up|put together',
  remind:
    "remind me|remind|remember|please remember|don't forget|do not forget|don't let me forget|do not let me forget",
  need: 'i need to|need to|i have to|have to|i must|must|i should|i gotta|gotta|i got to|got to|i ought to|ought to|i want to remember to',
  show: 'show|show me|list|see|view|display|get|give me a list of|give me an overview of|read|check|print|open|find|search|search for|look up|look for|tell me|pull up|bring up|go to',
  complete:
    "complete|compelte|finish|close|tick off|check off|cross off|done with|i'm done with|i am done with|im done with|i'm finished with|i'm through with|i'm all done with|i'm finally done with",
  report:
    "finished|i finished|completed|i completed|did|i did|done|ticked off|crossed off|checked off|i ticked off|i crossed off|sorted|got through|handed in|i've finished|i've done|i've completed|i have finished|i have done|i have completed|i just finished|just finished|i finally finished|i already finished|i've just finished|" +
    // "i went through all the food words", "wrapped up the genetics bit": done, said by getting to its end.
    "went through|i went through|i've gone through|i have gone through|i got through|i've got through|worked through|i worked through|wrapped up|i wrapped up|i've wrapped up",
  mark: 'mark|set|tick|check|cross|flag',
  reopen:
    'reopen|re-open|uncomplete|un-complete|unfinish|un-finish|unmark|uncheck|un-check|untick|un-tick|uncross|put back|restore|reset',
  delete: 'delete|del|delte|dlete|remove|erase|trash|get rid of|drop|scrap|ditch|bin|cancel|kill',
  wipe: 'clear|clear out|wipe|wipe out|empty|purge|nuke',
  change: 'change|update|edit|switch|modify|adjust|set the|set',
  move: 'move|reschedule|postpone|push|push back|bump|defer|delay|shift|put off|bring forward|move up|extend',
  rename: 'rename|retitle',
  quiz: 'quiz me|quiz|test me|test my|examine me|drill me|ask me|quick quiz|be quizzed|get quizzed|be tested|get tested',
  study: 'review|study|practise|practice|drill|go through|go thru|revise|run through|run thru',
  start:
    "start|started|began|i started|i began|i've started|i have started|begin|do|run|take|let's do|let's|lets do|time for|time to|it's time for|it's time to|begin with|start on|start with",
  skip: "skip|skipped|i've skipped|i skipped|skipping|i'm skipping|im skipping|i am skipping|let's skip|lets skip",
  suspend: 'suspend|pause|hide|stop showing|stop showing me',
  unsuspend: 'unsuspend|unpause|unhide|bring back|resume',
  bury: 'bury',
  archive: 'archive|shelve|put away',
  reactivate: 'reactivate|unarchive|un-archive|restart',
  plan: 'plan',
  learn: 'learn|help me learn|prepare|prep|cover|master|work through',
  reschedule: 'replan|re-plan|re-schedule|catch up on|rearrange',
  working:
    "i'm working on|i am working on|im working on|i'm now working on|i'm currently working on|i'm starting on|i'm starting|i'm doing|i'm studying|i'm on|im starting on|im starting|i am starting on|i am starting|starting on|i'm halfway through|im halfway through|i am halfway through|halfway through|i'm in the middle of|im in the middle of",
  behind:
    "i'm behind|i am behind|im behind|i've fallen behind|i have fallen behind|i fell behind|i got behind|i'm falling behind|i've got behind",
  generate: "generate|give me|give|set me|i want|i would like|i'd like",
  want: "can we|could we|shall we|let us|i want to|i wanna|i'd like to|i would like to|i need|need",
};

/** Words before the verb that change nothing: "i just finished", "ok so add …". */
export const LEAD_FILLERS = new Set([
  'i',
  'just',
  'also',
  'then',
  'so',
  'now',
  'quickly',
  'finally',
  'already',
  'and',
  'oh',
  'ok',
  'okay',
  'please',
  'kindly',
  "i've",
  'ive',
  'we',
  'actually',
]);

export interface Phrase<C extends string> {
  words: readonly string[];
  cls: C;
}

/** First word → the phrases of a table that start with it, longest first. */
function phraseIndex<C extends string>(table: Record<C, string>): ReadonlyMap<string, readonly Phrase<C>[]> {
  const index = new Map<string, Phrase<C>[]>();
  for (const [cls, phrases] of Object.entries(table) as [C, string][]) {
    for (const p of phrases.split('|')) {
      const words = p.split(' ');
      const list = index.get(words[0]!) ?? [];
      list.push({ words, cls });
      index.set(words[0]!, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

export const VERB_INDEX = phraseIndex(VERBS);

/** What a noun names. */
export type NounClass =
  | 'task'
  | 'card'
  | 'plan'
  | 'step'
  | 'quiz'
  | 'topic'
  | 'exam'
  | 'progress'
  | 'attempt'
  | 'review'
  | 'date'
  | 'world'
  | 'leisure';

const NOUNS: Record<NounClass, string> = {
  task: 'task|tasks|todo|todos|to-do|to-dos|to-do list|todo list|reminder|reminders|list|agenda|stuff to do|things to do|chores|errands|plate|deadline|deadlines|due dates',
  card: 'flashcard|flashcards|card|cards|deck|decks|flash-card|flash-cards',
  plan: 'plan|plans|study plan|revision plan|learning plan|schedule|timetable|timetables|revision timetable|study timetable|revision schedule|study schedule',
  step: 'step|steps|item|items|session|sessions|stage|milestone',
  quiz: 'quiz|quizzes|quizz|questions|question',
  topic: 'topic|topics|subject|subjects',
  exam: 'exam|exams|midterm|midterms|final|finals|test|tests|mock',
  progress: 'progress|stats|streak',
  attempt: 'attempt|attempts',
  review: 'review|reviews|revision|practice|practise',
  date: 'date|day|time|weekday',
  // Services of the world outside Quire: nothing in the student's tasks, plans, cards or notes answers these.
  world:
    'weather|forecast|rain|raining|snow|sunny|temperature|news|headlines|stock|stocks|bitcoin|traffic|directions|flight status|lottery|horoscope|sports|football score|match score|alarm|timer|uber|taxi',
  // Things to enjoy: a question or an order about them is out of scope; a to-do about them is not.
  leisure: 'joke|jokes|song|songs|music|movie|movies|film|films|restaurant|restaurants|pizza|takeaway|game|games',
};

export const NOUN_INDEX = phraseIndex(NOUNS);

const words = (list: string) => new Set(list.split(' '));

/** Words that say "all of them". */
export const QUANTIFIERS = words('all every everything each whole entire');

/** Openings of a request to see something, never to change it. */
export const READING = // Every question word: "how would I mark X done?" asks how, it does not mark anything.
  (
    "show|list|see|view|display|what|what's|whats|which|did i|have i|how|how's|hows|why|where|where's|who|who's|whose|" +
    'do i have|are there|is there|tell me|give me a list|give me an overview|give me list|find|search|look up|when|' +
    "know what|know what's|know whats|know when|know which|know if|let me know|i wonder|i want to know|remind me what|remind me what's|remind me when|remind me which|remind me how|remind me where|remind me if|remind me whether"
  )
    .split('|')
    .map((p) => p.split(' '));

/** When something was done, said after it: "…this morning", "…last night" — never part of its name. */
export const SAID_WHEN = String.raw`(?:earlier(?:\s+today)?|this (?:morning|afternoon|evening)|last night|tonight|at lunch(?:time)?|on my lunch break|yesterday|just now)`;

/** Words a past report of a task done ends in: "groceries done", "the essay is finished". */
export const DONE_WORDS = words('done complete completed finished sorted submitted handed ticked checked');

/** Past-tense verbs that report using the app or an intention, not a task done. */
export const NOT_A_REPORT = words(
  'added asked created deleted removed moved changed renamed reopened scheduled wanted needed forgot missed ' +
    'skipped failed started planned tried hoped liked loved hated used seemed decided meant said got',
);

/**
 * Irregular past tenses that report a task done ("I bought the groceries"), with the form a to-do
 * is written in ("Buy groceries"), so the report finds the task.
 */
export const IRREGULAR_PAST: ReadonlyMap<string, string> = new Map(
  (
    'read:read wrote:write bought:buy paid:pay sent:send took:take made:make rang:ring met:meet sold:sell ' +
    'gave:give went:go ran:run did:do drew:draw fed:feed swept:sweep sang:sing spoke:speak built:build ' +
    'caught:catch brought:bring taught:teach found:find got:get left:leave kept:keep ' +
    // Participles after "i have": "i have rung the dentist", "i've written the essay".
    'rung:ring written:write taken:take given:give spoken:speak drawn:draw sung:sing'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** "bought the groceries" → "buy the groceries": a report's verb as the to-do says it. */
export function presentTense(words: string): string {
  return words.replace(/^(\w+)/, (verb) => IRREGULAR_PAST.get(verb.toLowerCase()) ?? verb);
}

// "I don't need the physics set anymore", "no longer need X", "no need to call mom anymore" (it
// added "Call mom anymore"), "don't have to X any more": a task given up. "Have to" only with
// "anymore"/"after all": "i don't have to do it till friday" is no giving up.
// "… anymore get rid of it", "…, so delete it": the delete said after the need denied.
const RID_OF_IT = String.raw`(?:[\s,]+(?:so\s+|just\s+|pls\s+|please\s+)*(?:get rid of|delete|remove|bin|scrap|ditch|trash)\s+(?:it|that|this))?`;
export const NOT_NEEDED = new RegExp(
  String.raw`^(?:(?:i\s+)?(?:don'?t|do not|no longer)\s+need|(?:there'?s\s+|there\s+is\s+)?no\s+need)\s+(?:to\s+(?:do\s+)?)?(?!to\b)(.+?)(?:\s+(?:any\s?more|now|after\s+all))?${RID_OF_IT}$|^(?:i\s+)?(?:don'?t|do\s+not|no\s+longer)\s+have\s+to\s+(?:do\s+)?(.+?)\s+(?:any\s?more|after\s+all)$`,
  'i',
);

/** A task's state said as not done: "not done yet", "incomplete", "unfinished", "to-do" (reopen, and never a guessed completion). */
export const OPEN_STATE = String.raw`(?:not\s+(?:yet\s+)?(?:done|finished|started|complete|completed|ticked\s+off)(?:\s+yet)?|incomplete|uncompleted|undone|unfinished|pending|outstanding|open|to[- ]?\s?do)`;

/** The task a NOT_NEEDED request gives up ("no need to call mom anymore" → "call mom"). */
export function givenUp(text: string): string | undefined {
  const m = NOT_NEEDED.exec(text);
  return m ? (m[1] ?? m[2]) : undefined;
}

/**
 * Haste said after a study request — "quiz me in bio real quick", "cards rn" (read as "right now"),
 * "test me on spanish for a sec": how soon, never what; no topic or deck includes it.
 */
export const HASTE = String.raw`(?:right now|now|real quick|really quick|quick|quickly|for a (?:sec|second|bit|min|minute|moment)|asap)`;
/** Haste at the end of a request (or all of what follows its verb), with any run of it ("now real quick"). */
export const TRAILING_HASTE = new RegExp(String.raw`(?:(?:^|[\s,]+)${HASTE})+$`, 'i');
