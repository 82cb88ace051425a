import { findDueDate } from '../../../../../src-shared/text/dates';
import { extractPriority } from '../../../../../src-shared/text/priority';
import { namesCardSide } from './cardActs';
import { inContext } from './changeInContext';
import type { Features } from './features';
import { TRAILING_HASTE } from './lexicon';
import { subjectOf } from './taskSlots';
import type { IntentModel } from './types';

/** Quizzes and topics: start one on a topic, weak topics, wrong answers, the topic list. */

const ATTEMPT = /^(?:delete|remove|trash)\s+(?:the\s+)?(?:quiz\s+)?attempt\s*(?:#|no\.?|number)?\s*(\d{1,9})$/i;
// Sentences that add or create something are never questions about quizzes, even when the title
// says "mistakes" or "weak points".
const isCommand = (f: Features) =>
  f.leads('add', 'remind', 'make', 'need') || f.words[0] === 'todo' || f.words[0] === 'task';

const deleteAttempt: IntentModel = {
  kind: 'delete_attempt',
  writes: true,
  score: (f) => (f.noun('attempt') && ATTEMPT.test(f.text) ? 0.95 : 0),
  fill: (f) => ({ kind: 'delete_attempt', attempt_id: Number(ATTEMPT.exec(f.text)![1]) }),
};

const WEAK =
  /\b(?:bad|not (?:very |so |that )?good|terrible|rubbish|awful)\s+at\b|\bneeds?\s+(?:more\s+|the\s+most\s+)?(?:work|practice|practise|revision|attention|improvement|improving)\b|\b(?:weak(?:est|er|ness(?:es)?)?|worst\s+(?:topics?|subjects?|at)|struggl\w*)\b|^(?:what|which)(?:\s+(?:topics?|subjects?|cards?|decks?))?\s+(?:should|do)\s+i\s+(?:need\s+to\s+)?(?:study|revise|focus on|work on|practi[cs]e|review)(?:\s+(?:next|more|now|today|most))?$|^where\s+(?:am i|do i)\s+(?:weak|bad|struggling|need)|\b(?:lowest|worst)\s+(?:score|scores|mark|marks|grade|grades|results?)\b|^(?:what|which)(?:\s+(?:topics?|subjects?))?\s+should\s+i\s+(?:focus on|concentrate on|study|revise|work on|prioriti[sz]e)\b.*\b(?:based on|judging by|going by|according to|looking at|from)\s+(?:my\s+)?(?:quiz|quizzes|scores|results|marks|grades)\b|^where\s+do\s+i\s+(?:keep\s+|always\s+)?(?:mess(?:ing)?\s+up|go(?:ing)?\s+wrong|slip(?:ping)?\s+up)/i;

// "which topic am i scoring lowest in", "where are my marks lowest", "my lowest scoring subject":
// the scores asked about by their low end, not by the word "weak".
const LOWEST_SCORES =
  /\b(?:scor(?:e|es|ed|ing)|marks?|grades?|results?|perform(?:ing)?)\s+(?:the\s+)?(?:lowest|worst|least well|poorest|less|lower|worse|badly|poorly)\b|\b(?:scores?|marks?|grades?|results?)\s+(?:are|is)\s+(?:the\s+)?(?:lowest|worst|poorest)\b|^(?:where|which|what)\b.*\b(?:doing|do|did)\s+(?:the\s+)?(?:worst|worse|badly|poorly|least well|less well)\b|\b(?:lowest|worst|poorest)[\s-]+(?:(?:quiz|test)\s+)?(?:scor(?:e|es|ed|ing)|mark(?:s|ed)?|grad(?:e|es|ed)|results?|rated|performing)\b/i;

// "which topic do i suck at most", "what subject is dragging my scores down": the topic asked for by
// what it does to the student, in everyday words.
const HURTS_ME =
  /^(?:which|what)\s+(?:(?:of\s+my\s+)?(?:topics?|subjects?|decks?))\b.*\b(?:suck(?:s|ing)?|dragg(?:ing)?|drags?|pull(?:s|ing)?\s+(?:me|my\s+\w+)\s+down|hurt(?:s|ing)?|let(?:s|['’]s|ting)?\s+me\s+down|kill(?:s|ing)?\s+(?:me|my\s+\w+)|tank(?:s|ing)?|trip(?:s|ping)?\s+me\s+up)\b/i;

// "what lets me down most in my quizzes", "what keeps letting me down": "lets" reads as "let's"
// once normalized, so both spellings are the verb here.
const LETS_ME_DOWN =
  /^what\s+(?:always\s+|keeps\s+|usually\s+)?(?:let(?:s|['’]s|ting)?)\s+me\s+down(?:\s+(?:the\s+)?most)?(?:\s+(?:in|on|with)\s+(?:my\s+)?(?:quiz(?:zes)?|tests?|flashcards?|cards|reviews?|revision))?$/i;

const weakTopics: IntentModel = {
  kind: 'weak_topics',
  writes: false,
  // "what should I work on today" is about tasks; "which topics should I work on" is not.
  score: (f) =>
    !isCommand(f) &&
    !f.noun('plan') &&
    (WEAK.test(f.text) || LOWEST_SCORES.test(f.text) || HURTS_ME.test(f.text) || LETS_ME_DOWN.test(f.text)) &&
    (f.noun('topic') || !/\bwork on\b/i.test(f.text))
      ? 0.85
      : 0,
  fill: () => ({ kind: 'weak_topics' }),
};

// "which bio questions did i miss", "what did i mess up in bio", "questions i've been getting wrong".
const WRONG =
  /\b(?:wrong|missed|incorrect)\s+(?:answers?|questions?|ones)\b|\b(?:got|get|getting|answered|have)\s+(?:\w+\s+)?wrong\b|\bmistakes\b|\b(?:questions?|answers?|ones)\s+(?:did|have|do)\s+i\s+(?:\w+\s+)?(?:miss|missed|missing|fail|failed|failing|mess up|messed up|messing up|flub\w*|botch\w*|blank(?:ed|ing)? on|bomb\w*|screw(?:ed|ing)? up)\b|^what\s+did\s+i\s+(?:mess|screw|muck)\s+up\b/i;

/**
 * "what did I get wrong in recursion" → "recursion"; "which bio questions did I miss" → "bio";
 * "wrong answers spanish" → "spanish".
 */
function topicAfter(text: string): string {
  const said = text.replace(/\s+(?:last time|recently|lately|so far|this week)$/i, '');
  const m =
    /\b(?:on|in|for|about|with|from)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:quiz|quizzes|topic|test))?$/i.exec(said) ??
    /^(?:which|what)\s+(?!did\b|have\b|do\b)(.+?)\s+(?:questions?|answers?)\b/i.exec(said) ??
    /^(?:wrong|missed|incorrect)\s+(?:answers?|questions?)\s+(.+)$/i.exec(said);
  if (!m) return '';
  return /^(?:quiz(?:zes)?|tests?|topics?|total|general|all|the past|last time)$/i.test(m[1]!) ? '' : m[1]!;
}

const wrongAnswers: IntentModel = {
  kind: 'wrong_answers',
  writes: false,
  score: (f) => (!isCommand(f) && WRONG.test(f.text) ? 0.85 : 0),
  fill: (f) => ({ kind: 'wrong_answers', topic: topicAfter(f.text) }),
};

const TOPICS =
  /^(?:list|show|see|view|what are)?(?:\s+me)?(?:\s+my|\s+all|\s+the)*\s*(?:quiz\s+|study\s+)?(?:topics|subjects)$|^(?:what|which)\s+(?:topics|subjects)\b/i;

const listTopics: IntentModel = {
  kind: 'list_topics',
  writes: false,
  score: (f) => (f.noun('topic') && !WEAK.test(f.text) && !LOWEST_SCORES.test(f.text) && TOPICS.test(f.text) ? 0.9 : 0),
  fill: () => ({ kind: 'list_topics' }),
};

// Words of a quiz request that are not its topic: "give me | a quick | biology | quiz".
const QUIZ_FRAME = new Set(
  (
    'a an another one some quick short little small mini pop fun easy hard new me us with w please now again ' +
    'quiz quizzes quizz practice practise time question questions vocab vocabulary words knowledge skills ' +
    'deck decks cards flashcards pls plz go'
  ).split(' '),
);

// "5 biology questions", "give me 5 spanish quiz questions": the count, the topic's word, the noun.
const COUNT =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twenty)[\s-]+(?:([\p{L}]+)\s+)?(?:(?:quiz|test|practice|practise)\s+)?(questions?|qs)\b/iu;
// "quiz me bio x5": a count said as a multiple, last.
const TIMES = /\s+x\s?(\d{1,2})()()\s*$/i;
// Words that end a topic going back from the quiz noun: "can I get a | spanish | quiz".
const BEFORE_STOP = new Set(
  "a an the my some me us get have give want like do take start begin can could i let let's for with quick short little".split(
    ' ',
  ),
);
const cleanWord = (w: string) => w.toLowerCase().replace(/[!?.,;:]+$/, '');
const topicWords = (words: readonly string[]) =>
  words.filter((w) => w !== '' && !QUIZ_FRAME.has(w) && w !== 'test' && w !== 'tests').join(' ');

// "quiz me on biology pls, exam is soon", "Quiz: biology. Go.": a sentence's end always ends the
// topic; a comma only when a clause of its own follows ("on cells, tissues and organs" is one topic).
const CLAUSE_BREAK =
  /\s*(?:[.!?;]+(?:\s+|$)|\s[-–—]\s|,\s*(?=(?:i|i'm|im|i've|ive|it|it's|its|my|the|exam|test|because|cause|cos|since|as|so|got|have|need|go|thanks|thx|pls|please|now)\b))/i;

/**
 * The topic words of a quiz request: what follows "on/about/in" ("can I have a quick quiz on
 * biology"), else the words just before the quiz noun ("can I get a spanish quiz", "5 biology
 * questions"), else the words after it ("quiz time! spanish"), in the first clause that names one
 * ("quiz. spanish."). A count is kept in front for the handler ("5 questions biology").
 */
function quizTopic(f: Features): string {
  const said = (f.leads('quiz', 'generate', 'make', 'start', 'want', 'study', 'add') ? f.afterLead() : f.text).replace(
    TRAILING_HASTE,
    '',
  );
  const counted = COUNT.exec(said) ?? TIMES.exec(said);
  const count = counted ? `${counted[1]} questions` : '';
  // "5 biology questions": the word between the count and the noun is the topic.
  const rest = (counted ? said.replace(counted[0], ` ${counted[2] ?? ''} questions `) : said)
    // "practise spanish with a quiz": the quiz is how, not what; "hit me with a biology quiz" keeps its topic.
    .replace(/\b(?:with|w)\s+(?:a|an|some)\s+((?:\w+\s+)?)(quiz|test)\b/i, ' $1$2');
  const topic =
    rest
      .split(CLAUSE_BREAK)
      .map(topicIn)
      .find((t) => t !== '') ?? '';
  return `${count} ${topic}`.trim();
}

function topicIn(clause: string): string {
  // "2 qs from my spanish cards": the cards a quiz is drawn from name its topic too.
  const on = /\b(?:on|about|in|over|covering|for|from)\s+(.+)$/i.exec(clause);
  if (on) return topicWords(on[1]!.split(/\s+/).map(cleanWord));
  const words = clause.split(/\s+/).map(cleanWord);
  const noun = words.findIndex((w) => /^(?:quiz|quizzes|quizz|test|questions?)$/.test(w));
  if (noun >= 0) {
    const before: string[] = [];
    let k = noun - 1;
    while (k >= 0 && QUIZ_FRAME.has(words[k]!)) k--; // "a quick | biology quiz"
    for (; k >= 0 && !BEFORE_STOP.has(words[k]!); k--) before.unshift(words[k]!);
    return topicWords(before) || topicWords(words.slice(noun + 1));
  }
  return topicWords(words);
}

/**
 * "create a quiz about chemistry", "make me a quiz on history", "generate a bio quiz": asking for
 * a quiz to be made is the quiz intent — never a task titled "Quiz about …" ("add vocab quiz
 * friday", a quiz to sit, stays a task).
 */
export const CREATE_QUIZ =
  /^(?:create|make|generate|build|write|set up|put together|give)\s+(?:me\s+|us\s+)?(?:a|an|some|another|one|\d{1,2})\s+(?:(?:quick|short|little|small|mini|practice|new)\s+)?(?:(?!quiz)[\p{L}\d-]+\s+)?(?:quiz|quizzes|quizz)\b(?!\s+(?:on|for|by|due)\s+(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|next)\w*)/iu;

// "i wanna be quizzed on spanish", "can i get tested on bio": the quiz asked for in the passive.
const QUIZZED = /\b(?:be|get|getting|being)\s+(?:quizzed|tested|drilled)\s+(?:on|about|in|over)\s+\S/i;

const QUIZ_EVENT = /\bquiz\s+(?:night|nite|evening|show|team|league|party|master|questions?\s+for\s+the\s+club)\b/i;
// "today" and "now" say when to be quizzed ("biology quiz today"), not the day of one to sit.
const NOW_WORDS = /^(?:today|now|tonight|right now)$/i;

/** The day a quiz is sat on, read with a priority said after it ("pharm quiz thurs, urgent"). */
function quizDay(f: Features): boolean {
  const said = findDueDate(extractPriority(f.text).rest, f.now, f.locale);
  return said !== null && !NOW_WORDS.test(said.text.trim());
}

const quiz: IntentModel = {
  kind: 'quiz',
  writes: false,
  score(f) {
    if (CREATE_QUIZ.test(f.text) && !f.noun('attempt')) return 0.92;
    if (QUIZZED.test(f.text) && !f.reading && !f.leads('add', 'remind')) return 0.9;
    // "add study for chem quiz friday", "add vocab quiz friday #spanish" are tasks (adding is
    // what tasks are for); "make me a quiz on X" is a quiz.
    if (isCommand(f) && (f.object() !== 'quiz' || !f.leads('make'))) return 0;
    if (f.noun('attempt') || WRONG.test(f.text) || WEAK.test(f.text)) return 0;
    // "a flashcard with the question X and the answer Y": a card told by its sides.
    if (f.noun('card') && !f.leads('quiz') && /\b(?:front|back|answer)\b/i.test(f.text)) return 0;
    // "edit the chloroplast card's question to …": a card's side rewritten.
    if (/^(?:edit|change|update|fix|correct|rewrite|reword)\b/i.test(f.text) && namesCardSide(f)) return 0;
    // "quiz me on my flashcards" is a review of the cards due, not a quiz on a topic.
    // "quiz me on the spanish deck" names a subject: that is a quiz on it.
    if (f.noun('card') && /\b(?:flashcards?|cards?|deck)$/i.test(f.text) && !subjectOf(f)) return 0;
    // "drill me on whatever cards are due": the cards due are studied by a review.
    if (f.noun('card') && /\b(?:due|waiting|to review)\b/i.test(f.text)) return 0;
    // "quiz night friday", "pub quiz team at 8": a quiz as an event to go to is a task's title.
    if (QUIZ_EVENT.test(f.text)) return 0;
    if (f.leads('quiz')) return 0.9;
    // "they moved the stats quiz to dec 4": a quiz to sit given a new day is a task's move.
    if (inContext(f)) return 0;
    if (f.studyingASubject()) return 0.7;
    // "3 qs on biology pls": "qs" after a count is short for questions ("any qs?" asks for none).
    const quizNoun =
      f.has('quiz') ||
      f.has('quizz') ||
      f.has('quizzes') ||
      f.has('questions') ||
      f.has('question') ||
      (f.has('qs') && COUNT.test(f.text));
    const testAsQuiz = f.has('test') && f.leads('generate', 'start', 'want', 'make');
    if (!quizNoun && !testAsQuiz) return 0;
    if (f.reading || f.noun('plan') || f.noun('task')) return 0;
    // "pharm quiz thurs, urgent", "anatomy quiz on friday": a quiz to sit on a day, no verb asking
    // for one, is an event to note (a task), not "quiz me".
    if (f.lead === null && quizDay(f)) return 0;
    return 0.88;
  },
  fill: (f) => ({ kind: 'quiz', topic: quizTopic(f) }),
};

export const QUIZ_MODELS: IntentModel[] = [deleteAttempt, weakTopics, wrongAnswers, listTopics, quiz];
