import type { Features } from './features';
import type { Intent, IntentModel } from './types';

/**
 * Conversation acts: whole short messages from closed vocabularies ("help", "thanks", "undo",
 * "what's the date"). Yes and no are the one answer vocabulary every surface reads
 * (src-shared/text/answers), so "yes please" means the same here as in a confirmation.
 */

const HELP =
  /^(?:help(?:\s+me)?|\?+|h|what can (?:you|i) (?:do|say|ask(?: you)?)(?: for me)?|what do you do|what are you|who are you|how does (?:this|it) work|how do i use (?:this|you|quire|it)|(?:show (?:me )?)?(?:the\s+|your\s+)?commands|what are (?:the|your) commands|menu|examples?|instructions|usage|what can i type|i'?m (?:lost|confused|stuck))$/i;
const GREETING =
  /^(?:hi|hello|hey|hiya|yo|howdy|sup|good (?:morning|afternoon|evening)|morning|evening)(?:\s+(?:there|quire|again))?$/i;
const THANKS =
  /^(?:(?:ok|okay|great|cool|perfect|awesome|lovely|brilliant)\s+)?(?:thanks|thank you|thanks a lot|many thanks|cheers|ta|thx)(?:\s+(?:so much|very much|a lot|a bunch|again|quire))?$/i;
const ACK = /^(?:great|cool|nice|perfect|awesome|lovely|brilliant|ok|okay|k|got it|sounds good|good|fine|alright|👍)$/i;
// "what's the date today, i lost track lol": chatter after the question changes nothing.
// "remind me what day it is", "wait whats todays date again": asked indirectly, the date is still
// read, never a reminder set ("remind me" leads a question here, as "tell me" does).
// "forgive me, i've lost track: what's the date?", "today's date kindly": an apology or a please
// around the question is manners, not another request.
const TODAY =
  /^(?:(?:wait|so|hey|um+|oh|ok(?:ay)?|sorry|hang on|hold on|forgive me|excuse me|pardon(?: me)?|apologies|i(?:'ve| have)? lost track(?: of (?:time|the days?|the date))?|i(?:'ve| have)? no idea|i forgot)[\s,:;.!-]+)*(?:(?:(?:can|could)\s+you\s+)?(?:remind|tell)\s+me\s+|(?:do\s+you|does\s+anyone)\s+know\s+|quick\s+q(?:uestion)?[\s,:]+)?(?:(?:what|which)(?:'s|s| is)?\s+(?:the\s+)?(?:date|day|weekday|day of the week|time)(?:\s+(?:today|is it|it is|now|again|rn|right now))*|(?:what|which)\s+(?:week)?day(?: of the week)?\s+(?:is\s+(?:it|today)|it\s+is|today\s+is)(?:\s+(?:today|again|rn|right now))*|what\s+(?:the\s+)?(?:date|day)\s+(?:it\s+)?is(?:\s+(?:today|again|now))*|what(?:'s|s| is) today(?:'?s date)?(?:\s+again)?|what(?:'s|s| is)\s+today'?s\s+date(?:\s+again)?|today'?s date(?:\s+again)?|what time is it|date|day|is (?:it|today) (?:a\s+|the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)?)(?:\s+today)?)(?:[\s,]+(?:kindly|please|pls|thanks|thank you|thx|if you would|if you don'?t mind))*(?:\s*,\s*(?:i|lol|sorry|pls|please|btw|quick question)\b[^,]*)?$/i;
// "is it thursday yet lol", "it's friday right?", "today's the 25th isn't it": the date guessed and
// asked to be checked — read, as the date asked outright is.
const A_DAY = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|the\s+\d{1,2})`;
const CHATTER = String.raw`(?:\s+(?:lol|lmao|haha|omg|already|yet|now|still|today))*`;
const DATE_GUESSED = new RegExp(
  String.raw`^(?:(?:wait|so|hey|um+|oh|ok(?:ay)?|hang on)[\s,]+)*(?:is\s+(?:it|today)\s+(?:still\s+|already\s+|really\s+)?${A_DAY}${CHATTER}|(?:it['’]?s|its|it\s+is|today['’]?s|todays|today\s+is|we['’]?re\s+on|we\s+are\s+on)\s+(?:still\s+|already\s+)?${A_DAY}${CHATTER}[\s,]+(?:right|yeah|yes|no|correct|innit|isn['’]?t\s+it|yh|ya)${CHATTER})$`,
  'i',
);
// "wait no, undo", "oh no, undo that", "nvm, undo what you just did", "that was a mistake, undo":
// a regret said first (or after: "undo, that was wrong") is no task's name.
const REGRET_WORDS = String.raw`(?:wait|hang on|hold on|go back|oh|oops|whoops|ugh|argh|nvm|never mind|no+|nope|hmm+|sorry|actually|wrong|my bad|(?:that|this|it)(?: was|'s| is)(?: a)? (?:mistake|wrong|an accident|a typo|not right|not what i (?:meant|wanted))|i (?:messed|screwed|mucked) (?:that |it )?up|i didn'?t mean (?:that|to))`;
const REGRET = String.raw`(?:${REGRET_WORDS}[\s,!.-]+)*`;
const UNDO = new RegExp(
  String.raw`^${REGRET}(?:undo|undo (?:that|it|this|the last (?:one|thing|action|change)|my last (?:action|change)|what you (?:just )?did|(?:the|your) last (?:thing|step|edit))|take (?:that|it) back|revert(?: that| it| the last (?:one|thing|action|change|edit)| my last (?:action|change))?|restore (?:it|that|the (?:task|plan|card|flashcard) i (?:just )?deleted)|bring (?:it|that) back|undelete(?: it| that)?|oops!*|whoops!*|(?:ctrl|cmd|control|command)\s*[+-]?\s*z)(?:[\s,!.]+(?:please|pls|plz|thanks))?(?:[\s,!.-]+${REGRET_WORDS})?[!.]*$`,
  'i',
);

/** "how do I …", "where can I …": a question about using Quire when it names what Quire keeps. */
export const HOW_TO = /^(?:how|where)\s+(?:do|can|could|would|should)\s+(?:i|you|we)\s+\S/i;
const HOW_TO_ACT =
  /^\w+\s+\w+\s+(?:i|you|we)\s+(?:add|delete|remove|mark|complete|finish|tick|move|change|rename|create|make|undo|review|quiz|plan|archive|reopen|suspend|bury|import|export|back up)\b/i;
const ABOUT_QUIRE = ['task', 'card', 'plan', 'step', 'quiz', 'topic', 'review', 'exam', 'progress'] as const;

/** A closed form: the whole message, short. */
function whole(intent: Intent, re: RegExp, score: number, writes = false): IntentModel {
  return {
    kind: intent.kind,
    writes,
    score: (f: Features) => (f.words.length <= 9 && re.test(f.text) ? score : 0),
    fill: () => intent,
  };
}

export const CONVERSATION_MODELS: IntentModel[] = [
  whole({ kind: 'help' }, HELP, 0.95),
  { kind: 'help', writes: false, score: (f) => (f.words[0] === 'help' ? 0.8 : 0), fill: () => ({ kind: 'help' }) },
  // "how do I delete a task?", "where can I add a card": how to use Quire, answered with examples.
  {
    kind: 'help',
    writes: false,
    score: (f) => (HOW_TO.test(f.text) && (ABOUT_QUIRE.some((c) => f.noun(c)) || HOW_TO_ACT.test(f.text)) ? 0.92 : 0),
    fill: () => ({ kind: 'help' }),
  },
  whole({ kind: 'greeting' }, GREETING, 0.9),
  whole({ kind: 'thanks' }, THANKS, 0.92),
  whole({ kind: 'ok' }, ACK, 0.91),
  whole({ kind: 'today' }, TODAY, 0.95),
  whole({ kind: 'today' }, DATE_GUESSED, 0.95),
  whole({ kind: 'undo' }, UNDO, 0.9, true),
  {
    kind: 'yes_without_question',
    writes: false,
    // "delete it" is a yes to a waiting question, and a request when none waits.
    score: (f) =>
      f.words.length <= 5 && f.answer() === 'yes' && !ACK.test(f.text) && !f.leads('delete', 'wipe', 'complete')
        ? 0.9
        : 0,
    fill: () => ({ kind: 'yes_without_question' }),
  },
  {
    kind: 'cancel',
    writes: false,
    // "done" alone, with nothing running, reports a task done (which one is asked); "stop" cancels.
    score: (f) =>
      f.words.length <= 5 && (f.answer() === 'no' || (f.answer() === 'stop' && !/^(?:done|finished?)$/i.test(f.text)))
        ? 0.9
        : 0,
    fill: () => ({ kind: 'cancel' }),
  },
];
