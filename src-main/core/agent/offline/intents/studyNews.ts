import type { Restater } from './taskNews';

/**
 * Plans and study talked about rather than commanded, restated in the words the intents read
 * (restate.ts runs these with its own): a step begun said as where the student is, a step's name
 * after "called", the subject of a plan said in the clause before it, weak spots and practice
 * wanted said casually. Words naming a step, a plan, a subject or a day are passed on as typed, so
 * the one resolver and the one date parser still read them. Nothing here writes.
 */

// "help me prep for my bio exam, make a plan till the 9th of december", "i need to be ready for
// organic chem by dec 11, make me a revision plan" (it added that as a task): the subject said in the
// clause before the plan asked for; the span after is passed on as typed, for the date parser.
const PREP_THEN_PLAN =
  /^(?:(?:help\s+me\s+|i\s+(?:need|want)\s+to\s+|i\s+have\s+to\s+|gotta\s+|to\s+)?(?:prep|prepare|study|revise|get ready|cram|be ready|be prepared|be prepped|get prepped)\s+for\s+)(.+?)\s*(?:[,;.!]|\s[-–—])\s*(?:(?:so|and|then|pls|please|can you|could you)\s+)*(?:make|build|create|give|draw up|set up|write|put together)\s+(?:me\s+)?(?:a\s+)?(?:study\s+|revision\s+)?plan\b\s*(.*)$/i;
const prepThenPlan: Restater = (text) => {
  const m = PREP_THEN_PLAN.exec(text);
  if (!m || /\bplan\b/i.test(m[1]!)) return null;
  const span = m[2]!.replace(/[.!]+$/, '').trim();
  return `make a study plan for ${m[1]!}${span ? ` ${span}` : ''}`;
};

// "put a step called past papers in biology exam prep, due dec 5": the step's name is what follows
// "called"; said as "add a step to <plan>: <name> due …", which the step reading takes apart.
const STEP_CALLED =
  /^(?:add|put|include|insert|stick|append)\s+(?:a|an|another|one more)\s+(?:new\s+)?(?:step|item|session)\s+(?:called|named|titled)\s+(.+?)\s+(?:in|to|into|onto|on)\s+(.+?)(?:\s*[,;]?\s+((?:due|by)\s+.+))?$/i;
const stepCalled: Restater = (text) => {
  const m = STEP_CALLED.exec(text);
  return m ? `add a step to ${m[2]!}: ${m[1]!}${m[3] ? ` ${m[3]}` : ''}` : null;
};

// "im on genetics now", "i'm onto travel words", "moving on to photosynthesis": a step begun, said
// as where the student is; "start <step>" reads it against the active plans' steps.
const NOW_ON = [
  /^(?:i'?m|im|i am)\s+(?:now\s+)?(?:on|onto|on to|working on|doing|starting(?:\s+on)?|moving on to|moving onto)\s+(?:the\s+)?(.+?)(?:\s+(?:step|part|bit|section))?\s+(?:right\s+now|now|at the moment|atm|currently)$/i,
  /^(?:(?:i'?m|im|i am)\s+(?:now\s+)?|now\s+|ok(?:ay)?\s+)?(?:onto|on to|moving on to|moving onto|moved on to|moved onto)\s+(?:the\s+)?(.+?)(?:\s+(?:step|part|bit|section))?(?:\s+(?:right\s+now|now))?$/i,
];
// "mark photosynthesis as not done yet": "yet" adds nothing to the state asked for.
const NOT_DONE_YET =
  /^((?:mark|set|put)\s+.+?\s+(?:as\s+|to\s+|back\s+to\s+)?(?:not\s+(?:done|finished|complete|completed)|undone|unfinished))\s+(?:yet|anymore|any more)$/i;

const NOT_A_STEP =
  /^(?:it|that|this|them|my way|the way|(?:my\s+)?(?:break|lunch|holiday|vacation|phone|call|shift|bus|train|tube|way home|campus)|next(?:\s+\w+)?|the next(?:\s+\w+)?)$/i;

const stepBegun: Restater = (text) => {
  const yet = NOT_DONE_YET.exec(text);
  if (yet) return yet[1]!;
  for (const re of NOW_ON) {
    const m = re.exec(text);
    // "i'm on the bus now", "moving on to the next one": where the student is, or what comes next, names no step.
    if (m && !NOT_A_STEP.test(m[1]!)) return `start ${m[1]!}`;
  }
  return null;
};

// "where am i doing worst", "what am i weakest at", "which subject needs the most work".
const WEAK_ASKED = [
  /^where\s+(?:am i|i'?m)\s+(?:doing\s+)?(?:the\s+)?(?:worst|weakest|struggling(?:\s+(?:the\s+)?most)?)\b/i,
  /^(?:what|which)\s+(?:topics?|subjects?|areas?|decks?)\s+(?:do i need|needs?|need)\s+(?:the\s+)?(?:most|more)\s+(?:work|practi[cs]e|help|revision)\b/i,
  /^(?:what|which)(?:'s|\s+is)?\s+(?:my\s+)?(?:worst|weakest)\s+(?:topic|subject|area|deck)\b/i,
  /^(?:what|which\s+\w+)\s+(?:am i|do i)\s+(?:doing\s+)?(?:worst|weakest|struggl\w*)\s*(?:at|in|with|on)?(?:\s+(?:the\s+)?most)?$/i,
  // "which topics do i keep messing up", "what do i keep getting wrong", "where am i slipping": the
  // slips asked about by area, not by question ("which spanish questions do i keep missing" lists those).
  /^(?:what|which|where)(?:\s+(?:topics?|subjects?|areas?|decks?|bits?|parts?|stuff|things?))?\s+(?:do|am|have)\s+i\s+(?:been\s+)?(?:keep\s+|always\s+|still\s+|often\s+|usually\s+)?(?:mess(?:ing)?\s+up|screw(?:ing)?\s+up|get(?:ting)?\s+wrong|slip(?:ping)?(?:\s+up)?|fall(?:ing)?\s+(?:down|behind)|go(?:ing)?\s+wrong|trip(?:ping)?\s+up|los(?:e|ing)\s+(?:marks|points)|fail(?:ing)?|bomb(?:ing)?|flop(?:ping)?)(?:\s+(?:on|at|in|with)(?:\s+(?:my\s+|the\s+)?(?:quiz(?:zes)?|tests?))?)?(?:\s+(?:the\s+)?most)?(?:\s+(?:lately|recently|so far))?$/i,
];
const weakAsked: Restater = (text) => (WEAK_ASKED.some((re) => re.test(text)) ? 'what are my weak topics' : null);

// "wanna practise spanish", "i'd like to revise some bio now": practice wanted, by quiz or review.
const PRACTICE_WANTED =
  /^(?:(?:i\s+)?(?:wanna|want to|would like to|'d like to|feel like|fancy)\s+|to\s+)(?:practi[sc]e|practi[sc]ing|study|studying|revise|revising|brush up on)\s+(?:my\s+|some\s+|a bit of\s+)?([a-z]+(?:\s+[a-z]+)??)(?:\s+(?:now|today|tonight|a bit|for a bit|please|pls))?$/i;
const NOT_A_SUBJECT =
  /\b(?:with|for|quiz\w*|test|cards?|flashcards?|deck|reviews?|it|that|this|more|again|together|tomorrow)\b/i;

/** Practice of a subject wanted, said as the bare "practice <subject>" that asks: a quiz or a review? */
const practiceWanted: Restater = (text) => {
  const m = PRACTICE_WANTED.exec(text);
  return m && !NOT_A_SUBJECT.test(m[1]!) ? `practice ${m[1]!}` : null;
};

export const STUDY_NEWS: readonly Restater[] = [prepThenPlan, stepCalled, stepBegun, weakAsked, practiceWanted];
