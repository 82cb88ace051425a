import { extractDueDate } from '../../../../../src-shared/text/dates';
import { extractPriority, findPriority } from '../../../../../src-shared/text/priority';
import { findRepetition } from '../../../../../src-shared/text/repetition';
import { POINTS_BACK } from './addThat';
import { findLead } from './lead';
import { OPEN_STATE, SAID_WHEN } from './lexicon';
import { doneInState } from './taskNews';

/**
 * Requests said with a clause around them: a reason after ("unmark the lab report, it's not
 * done", "skip genetics, it's not on the exam"), or the thing first and the command after ("the
 * lab report needs redoing, reopen it", "ugh i'm so behind, add finish chem worksheet tonight").
 * Each gives the one command to read instead; the classifier keeps it only when it reads it with
 * confidence. Nothing here writes, and nothing is read twice: dates and priorities stay with the
 * shared parser.
 */

/** Clauses split at ", " "; " ". " "! " — the marks people end a thought with. */
// "…, need to resubmit so mark it not done": "so" before a command starts the command's clause.
// A hyphen typed with a space either side is a dash ("essay handled - tick it off"); a laugh ends a
// thought as a comma would ("the groceries are bought haha tick them").
const clausesOf = (text: string) =>
  text
    .split(
      /\s*[,;]\s+|(?<=\S)[.!]+\s+|\s+[—–-]\s+|\s+(?:lol|lmao|haha+|hehe|omg)\s+(?=\S)|\s+so\s+(?=(?:mark|tick|cross|set|move|push|reopen|unmark|untick|delete|remove|make|change|bump)\b)|\s+(?=while\s+(?:the|my|i|i'm|im|we|you|he|she|they|it)\b)/,
    )
    .filter((c) => c.trim() !== '');

// "…, it's not on the exam", "…, i forgot it all lol", "…, he already replied", "…, thank god";
// someone else's doing ("…, my daughter will kill me if i forget", "…, the lecturer gave us an extra
// day"), how it went ("…!! took me all weekend", "…, fresh start for the new term") and what else
// was going on ("… while the kettle boils").
const REASON = new RegExp(
  String.raw`^(?:(?:it'?s|it is|its|it was|it isn't|i|i'm|im|i've|i'll|i have|he|she|they|we|because|since|cause|cos|as|thank|thanks|thx|lol|haha|ugh|not|no longer|already|don't|didn't|doesn't|isn't|won't|while|took me|fresh start)\b|` +
    String.raw`(?:my|our|the)\s+(?:[\p{L}']+\s+){1,2}(?:will|would|is|was|has|had|got|said|says|wants|gave|keeps|kept|told|extended|just)\b)`,
  'iu',
);

/** Whether a clause carries something the shared parser reads (a date, priority or repeat): not chatter. */
function carriesData(clause: string, now: Date): boolean {
  return (
    // As said after a comma: "…, its important" is a priority only there.
    extractPriority(`x, ${clause}`).priority !== null ||
    extractDueDate(clause, now).due !== null ||
    findRepetition(clause) !== null
  );
}

/** The command without the reasons after it: "unmark the lab report, it's not done" → "unmark the lab report". */
export function withoutReason(text: string, now: Date): string | null {
  const clauses = clausesOf(text);
  for (let k = 1; k < clauses.length; k++) {
    const tail = clauses.slice(k);
    if (!tail.every((c) => REASON.test(c) && !/^i\s+(?:meant|mean)\b/i.test(c))) continue;
    if (carriesData(tail.join(', '), now)) return null;
    // "sign the form for tomorrow pls, my daughter will kill me": the please ended the request.
    return clauses
      .slice(0, k)
      .join(', ')
      .replace(/\s+(?:please|pls|plz)$/i, '');
  }
  return null;
}

const FILLER =
  /^(?:(?:oh no|oh dear|oh|wait|ok|okay|so|well|hmm+|um+|actually|also|and|ah|omg|ugh|oops|whoops|sorry|my bad|turns out(?: that)?|looks like|guess what|apparently)[\s,!.]+)*/i;
// "the lab report needs redoing", "that one isn't done", "the essay doesn't have a deadline anymore",
// "the groceries are bought"; typed without the apostrophe too ("the lab report isnt done").
const NAMED =
  /^((?:the|my|that|this)\s+.+?)\s+(?:is|isn'?t|is not|are|aren'?t|are not|'s|doesn'?t|does not|don'?t|needs?|has|hasn'?t|have|haven'?t|was|wasn'?t|were|weren'?t|got|should|won'?t|will|can'?t|can wait)\b/i;
// Without an article, only a need or a setback names the thing ("lab report needs resubmitting",
// "emailing prof lee isnt happening today"), or a state of not done ("lab report is still
// pending"): "spanish oral is dec 3" says a fact, not a task.
const NAMED_BARE = new RegExp(
  String.raw`^([\p{L}\d'-]+(?:\s+[\p{L}\d'-]+){0,4}?)\s+(?:isn'?t|is not|aren'?t|are not|doesn'?t|does not|don'?t|needs?|hasn'?t|haven'?t|wasn'?t|weren'?t|won'?t|can'?t|can wait|(?:is|are|'s)\s+(?:still\s+)?${OPEN_STATE})\b`,
  'iu',
);
// Words that make a clause about the speaker or the talk, not a thing: "no wait i need to redo it".
const NOT_A_THING =
  /^(?:i|i'?m|im|i'?ve|ive|me|we|you|he|she|they|it|its|it'?s|there|here|what|who|how|why|when|where|which|do|does|did|can|could|should|would|will|is|are|no|nah|nope|yes|yeah|yep|ok|okay|wait|so|but|and|just|also|still|really|actually)$/i;

// "i didn't actually submit the lab report", "i'm done with the spanish vocab sprint".
const SAID_OF = [
  /^(?:i\s+)?(?:didn'?t|did not|haven'?t|have not|never)\s+(?:actually\s+|really\s+|yet\s+)?(.+)$/i,
  // "we're finished with biology exam prep", "done with the spanish sprint now".
  /^(?:(?:i'm|i am|im|we're|we are)\s+)?(?:all\s+|finally\s+)?(?:done|finished|through)\s+with\s+(.+?)(?:\s+now)?$/i,
  // "submit lab report got bounced back by my TA": a setback names the task, article or not.
  /^(.+?)\s+(?:got|was|has been|came|were)\s+(?:bounced|rejected|returned|sent|kicked|handed|given|marked)\s+(?:back\b|down\b)?.*$/i,
  // "the lab report came back for corrections", "my essay came back with comments".
  /^((?:the|my|our)\s+.+?)\s+(?:came|come|has come|is)\s+back\b.*$/i,
  // "the teacher rejected my lab report", "my TA sent back the lab report": someone else sent it back.
  /^(?:(?:my|the|our)\s+)?[\p{L}']+(?:\s+[\p{L}']+)?\s+(?:rejected|returned|bounced|failed|sent\s+back|handed\s+back|kicked\s+back|gave\s+back)\s+((?:my|the|our)\s+.+?)(?:\s+back)?(?:\s+(?:to me|today|yesterday))?$/iu,
  // "I ticked the lab report by mistake": a completion taken back names the thing.
  /^(?:i\s+)?(?:accidentally\s+|mistakenly\s+)?(?:ticked|checked|crossed|marked|completed)(?:\s+off)?\s+(.+?)(?:\s+off)?(?:\s+(?:as\s+)?done)?\s+(?:by mistake|by accident)$/i,
  // "can't call mom today", "didn't get to the groceries": a setback of the speaker's names the task.
  /^(?:i\s+)?(?:can'?t|cannot|couldn'?t|won'?t\s+(?:be\s+able\s+to|get\s+to)|didn'?t\s+(?:get\s+to|manage\s+to|have\s+time\s+to)|(?:have\s+)?no\s+time\s+to)\s+(?!(?:do|make|find)\s+(?:it|that|this)\b)(.+?)(?:\s+(?:today|tonight|this\s+(?:morning|afternoon|evening|week)|now|after\s+all))?$/i,
];

// "photosynthesis is done, tick it off …": a thing said done without an article.
const SAID_DONE =
  /^(?!(?:it|that|this|everything|all)\b)(.+?)\s+(?:is|'s|are)\s+(?:now\s+|all\s+)?(?:done|finished|complete|completed)$/i;
// "…, tick it off in the bio plan": where the thing is, after the mark.
const MARK_PLACE = /\s+((?:in|on|from|for)\s+(?:the|my|our)\s+.+?\s+plan)$/i;

const MARK = /^(?:mark|tick|cross|check)$/;
const MARK_REST = /^(?:done|complete|completed|finished|off|as|please|pls|now|then|too)$/;

// "started on genetics this morning", "did food words last night": a step or task worked on, when
// it was said after it (not part of its name; "today" too: no step is called that).
const WORKED_ON = new RegExp(
  String.raw`^(?:i\s+)?(?:just\s+|already\s+|finally\s+)?(?:started|began|begun|did|worked|got\s+going|made\s+a\s+start)(?:\s+(?:on|with))?\s+(.+?)(?:\s+(?:${SAID_WHEN}|today))+$`,
  'i',
);

/** Whether the words are a day and nothing else ("thursday", "dec 4", "the 10th"). */
// Only whether a day is said matters here, not which: any reference day reads the same words.
const SOME_DAY = new Date(Date.UTC(2026, 0, 5));
function onlyADay(words: string): boolean {
  const d = extractDueDate(words, SOME_DAY);
  return d.due !== null && d.rest.trim() === '';
}

/** Whether the words give something a new day ("… is now due dec 3"), not only say "now". */
const saysNewDay = (words: string) =>
  /\b(?:due|deadline|moved|pushed)\b/i.test(words) && extractDueDate(words, SOME_DAY).due !== null;

// Talk said before a request ("thanks, move it to friday", "quick one: make it p1"): no thing's name.
const TALK =
  /^(?:thanks|thank|cheers|great|cool|nice|perfect|awesome|sure|fine|good|alright|right|hey|hi|hello|sweet|lovely|brilliant|excellent|wow|damn|dang|oops|sorry|please|pls|lol|haha|hmm+|ugh|wait|done|quick|one|thing|another|last|next|same|again|more|also|btw|anyway|nvm|true|fair|shit|crap|omg)$/i;

/** A clause that is a name and nothing else ("professor lee email", "the groceries"): no verb, no talk. */
function nameAlone(clause: string): string | null {
  const c = clause.replace(FILLER, '').trim();
  const words = c.toLowerCase().split(/\s+/);
  // "can't call mom today" says something of the thing; a name has no negation.
  const talk = (w: string) =>
    NOT_A_THING.test(w) ||
    TALK.test(w) ||
    /^(?:can|don|won|isn|aren|didn|doesn|haven|hasn|wasn|weren|couldn|shouldn|wouldn)['’]?t$/.test(w);
  if (words.length > 5 || words.some(talk) || findLead(words)) return null;
  return /^[\p{L}\d' -]+$/u.test(c) ? c : null;
}

// "… friday instead", "… tomorrow not today", "… thursday rather than today": the day that is not
// meant, said after the one that is.
const INSTEAD_OF = /\s+(?:instead(?:\s+of\s+.+)?|not\s+.+|rather\s+than\s+.+)$/i;
const dayAlone = (words: string) => {
  const day = words.replace(INSTEAD_OF, '').trim();
  return onlyADay(day) ? day.replace(/^(?:on|to|for|by)\s+/i, '') : null;
};
const priorityAlone = (words: string) => {
  const found = findPriority(words);
  return found && words.slice(0, found.start).trim() === '' && words.slice(found.end).trim() === ''
    ? words.trim()
    : null;
};

// A name said first, then a colon or an arrow, then what to do with it: "physics set: friday
// instead", "email lee: drop to p3", "email lee → retitle 'Y'". Commas and dashes are clauses already.
const NAME_THEN_MARK = /^([^:→]+?)(?:\s*:|\s+(?:->|→|=>))\s+(\S.*)$/;

/**
 * After a name said alone ("the physics set - …"), what is asked of it, with the name put in:
 * "push it to next wednesday" ("it" is the name), "drop to p3" (a verb and no object), "friday
 * instead" (a day alone), "p1" (a priority alone). Null when the tail is none of these.
 */
function askedOfName(name: string, tail: string, lead: ReturnType<typeof findLead>, words: string[]): string | null {
  const said = tail.split(/\s+/);
  if (!lead) {
    const day = dayAlone(tail);
    if (day) return `move ${name} to ${day}`;
    const level = priorityAlone(tail);
    return level ? `make ${name} ${level}` : null;
  }
  if (lead.inferred || lead.classes.has('report') || lead.at !== 0) return null;
  const after = words[lead.next];
  const rest = said.slice(lead.next).join(' ');
  const pointed = after !== undefined && /^(?:it|that|this|them)$/.test(after);
  // "retitle 'Email Prof Lee'", "rename it Call mum": the new name is all that follows ("rename
  // it" alone asks for one).
  if (lead.classes.has('rename') && after !== undefined) {
    const title = said
      .slice(lead.next + (pointed ? 1 : 0))
      .join(' ')
      .replace(/^(?:as|to|into)\s+/i, '');
    return title === '' ? `rename ${name}` : `rename ${name} to ${title}`;
  }
  // "water the ferns, make it a repeating task": making it a task is an add, read by addThat.ts.
  // "exam in macroeconomics 14 jan!! can u put it in": "put it in" (an add) points back too.
  if (
    pointed &&
    (lead.classes.has('add') || /\b(?:task|to-?do|reminder)s?\b/i.test(said.slice(lead.next + 1).join(' ')))
  )
    return null;
  // "do it tomorrow not today", "have it done by friday": a day given to the thing is a move.
  if (pointed) {
    const day = /^(?:do|make|set|schedule|plan|have|get)$/i.test(said[0] ?? '')
      ? dayAlone(
          said
            .slice(lead.next + 1)
            .join(' ')
            .replace(/^done\s+/i, ''),
        )
      : null;
    if (day) return `move ${name} to ${day}`;
    return `${said.slice(0, lead.next).join(' ')} ${name} ${said.slice(lead.next + 1).join(' ')}`.trim();
  }
  // "drop to p3", "push to next week": the verb's object left out.
  if (after !== undefined && /^(?:to|till|until|into|back|up|down)$/.test(after))
    return `${said.slice(0, lead.next).join(' ')} ${name} ${rest}`;
  return null;
}

/** What the first clause is about, when it names a task, step or plan. */
function subjectOf(clause: string): string | null {
  const c = clause.replace(FILLER, '');
  const named = NAMED.exec(c);
  if (named) return named[1]!.replace(/^(?:the|my)\s+whole\s+/i, 'the ');
  const bare = NAMED_BARE.exec(c);
  if (bare && !bare[1]!.split(/\s+/).some((w) => NOT_A_THING.test(w))) return bare[1]!;
  const worked = WORKED_ON.exec(c)?.[1];
  if (worked && !NOT_A_THING.test(worked)) return worked;
  const state = doneInState(c) ?? SAID_DONE.exec(c)?.[1];
  if (state) return state;
  for (const re of SAID_OF) {
    const m = re.exec(c);
    if (m) return m[1]!;
  }
  return null;
}

/**
 * The command said after its context, with "it" made the thing the context named:
 * "the lab report needs redoing, reopen it" → "reopen the lab report"; "ugh i'm so behind, add
 * X" → "add X". `named` when "it" was replaced by the thing named (then it is read even over a
 * confident reading of the whole, which would have swallowed the context into its slot). Null
 * when no later clause starts with a command.
 */
export function commandAfterContext(text: string): { command: string; named: boolean } | null {
  let clauses = clausesOf(text);
  const marked = clauses.length === 1 ? NAME_THEN_MARK.exec(text) : null;
  if (marked && nameAlone(marked[1]!)) clauses = [marked[1]!, marked[2]!];
  for (let k = 1; k < clauses.length; k++) {
    // "…, can you reopen it": the polite frame is not the command.
    const tail = clauses
      .slice(k)
      .join(', ')
      .replace(/^(?:(?:can|could|would|will)\s+you\s+|pls\s+|please\s+)+/i, '');
    const words = tail
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[:;,.!?]+$/, ''));
    const lead = findLead(words);
    // "the physics set - push it to next wednesday", "physics set: friday instead": a name alone
    // first, and the thing asked of it after.
    const name = k === 1 && !subjectOf(clauses[0]!) ? nameAlone(clauses[0]!) : null;
    const asked = name ? askedOfName(name, tail, lead, words) : null;
    if (asked) return { command: asked, named: true };
    if (!lead || lead.inferred || lead.classes.has('report')) continue;
    // "…, i have to redo it — mark it as not done": a need said before the command is more context.
    if (lead.classes.has('need') && k < clauses.length - 1) continue;
    const after = words[lead.next];
    const said = tail.split(/\s+/);
    // "…, make it thursday": a day made the thing's is a move ("make X thursday" reads as a title).
    const madeADay =
      /^(?:make|set)$/i.test(said[0] ?? '') &&
      lead.next === 1 &&
      after !== undefined &&
      /^(?:it|that|this|them)$/.test(after) &&
      onlyADay(said.slice(2).join(' '));
    // A bare name said first ("professor lee email, make it thursday") was read above (askedOfName).
    const subject = subjectOf(clauses.slice(0, k).join(', '));
    if (!subject) return { command: tail, named: false };
    // "groceries sorted, mark done", "…, tick it off", "…, mark it": a mark, with or without "it",
    // and nothing but done-words after it (and maybe the plan it is in), is a mark of the thing
    // named as done.
    const place = MARK_PLACE.exec(tail)?.[1];
    const marked = place ? words.slice(0, words.length - place.split(/\s+/).length) : words;
    if (
      MARK.test(marked[0] ?? '') &&
      lead.next === 1 &&
      marked.slice(1).every((w, i) => MARK_REST.test(w) || (i === 0 && /^(?:it|that|this|them)$/.test(w)))
    )
      return { command: `mark ${subject} done${place ? ` ${place}` : ''}`, named: true };
    // "the groceries are bought, tick them off": "them" is the one thing named as well.
    if (after && /^(?:it|that|this|them)$/.test(after)) {
      const rest = said.slice(lead.next + 1).join(' ');
      if (madeADay) return { command: `move ${subject} to ${rest}`, named: true };
      // "the physics set is now due dec 3, set it to p1 too": the first clause is a change as well
      // (its new day), so the whole is read as one change of two parts, not the second alone.
      if (/^(?:make|set|bump|put|change)$/i.test(said[0] ?? '') && saysNewDay(clauses.slice(0, k).join(', ')))
        return null;
      return { command: `${said.slice(0, lead.next).join(' ')} ${subject}${rest ? ` ${rest}` : ''}`, named: true };
    }
    // "…, clear the date": the date of the thing named.
    if (/\b(?:the\s+)?(?:due\s+)?(?:date|deadline)$/i.test(tail))
      return { command: `${tail} of ${subject}`, named: true };
    return { command: tail, named: false };
  }
  return null;
}

// "starting wednesday give me a 4 day plan on X", "from dec 1, plan 5 days of chem": the first
// day said before the request. The day word forms the shared date parser reads after a request.
const START_FIRST =
  /^(starting|beginning|from)\s+((?:next\s+|this\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|today|monday|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[a-z]{3,9}|[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?)[\s,]+(\S.*)$/i;

/** The request with its first day moved after it: "starting wed give me a plan" → "give me a plan starting wed". */
export function startSaidAfter(text: string): string | null {
  const m = START_FIRST.exec(text);
  return m ? `${m[3]!} ${m[1]!.toLowerCase()} ${m[2]!}` : null;
}

// "ugh push that to saturday", "meh, do it saturday instead", "ugh ok mark it done then": a sigh
// (and the "ok" or "fine" that gives in after it) said before a request is no part of it.
const SIGH_LEAD =
  /^(?:ugh+|urgh+|argh+|meh|bleh|sigh|ffs)(?:[\s,!.]+(?:ugh+|meh|ok(?:ay)?|fine|alright|right|then|so))*[\s,!.]+(?=\S)/i;

/** The request after a sigh: "ugh push that to saturday" → "push that to saturday". */
export function afterSigh(text: string): string | null {
  const m = SIGH_LEAD.exec(text);
  return m ? text.slice(m[0].length) : null;
}

// News of a task's new day: "the history essay is now due dec 4".
const DUE_NEWS = /^(?:the|my)\s+\S.*\s(?:is|are)\s+(?:now\s+)?due\s/i;
// A question's first word: "which biology questions did i get wrong", "what's due thursday?".
const ASKS =
  /^(?:what|what's|whats|which|when|where|how|how's|who|is|are|do|does|did|can|could|have|has|any|anything)\b/i;

/**
 * The request after sentences about the student's day: "I've got a group call coming up for my
 * module. add prep slides for sunday p3" → "add prep slides for sunday p3". A sentence is set aside
 * only when it ends with "." or "!" (not a question) and what follows starts with a command or a
 * question; whether the aside was itself a request is the caller's to judge (it is read on its
 * own). Null when there is no such split.
 */
export function requestAfterAside(text: string): { aside: string; request: string } | null {
  // A sentence's end, or "so" before news of a task's new day ("prof lee gave me more time so the
  // history essay is now due dec 4").
  const ends = [
    ...text.matchAll(/(?<=[^\s.!?])[.!]+\s+(?=\S)|\s+so\s+(?=(?:the|my)\s+\S.*\s(?:is|are)\s+(?:now\s+)?due\s)/g),
  ];
  for (const end of ends) {
    const at = end.index + end[0].length;
    const request = text.slice(at).replace(/^(?:(?:can|could|would|will)\s+you\s+|please\s+|ok\s+|so\s+)+/i, '');
    const words = request
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[:;,.!?]+$/, ''));
    // "I have to pay the bill by friday. Add it with priority two.": a pointer back is no request of its own.
    if (POINTS_BACK.test(request)) continue;
    const lead = findLead(words);
    if ((lead && !lead.inferred && !lead.classes.has('report')) || ASKS.test(request) || DUE_NEWS.test(request))
      return { aside: text.slice(0, end.index).trim(), request };
  }
  return null;
}
