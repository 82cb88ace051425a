import { damerau } from './fuzzy';

/**
 * Typing as people type: spelling slips on the words the planner keys on are fixed, politeness
 * around a request is dropped, and case and quotes are kept so titles come out as typed.
 */

// Frequent misspellings no edit-distance rule would catch safely (short words, or two edits).
const SPELLING: Record<string, string> = {
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  tomoz: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tomorow: 'tomorrow',
  tomrrow: 'tomorrow',
  tomoorow: 'tomorrow',
  tonite: 'tonight',
  '2nite': 'tonight',
  tday: 'today',
  tdy: 'today',
  '2day': 'today',
  wensday: 'wednesday',
  wendsday: 'wednesday',
  wednsday: 'wednesday',
  thrusday: 'thursday',
  thursdy: 'thursday',
  fridy: 'friday',
  firday: 'friday',
  saturady: 'saturday',
  sunady: 'sunday',
  mondy: 'monday',
  tuseday: 'tuesday',
  nxt: 'next',
  rn: 'right now',
  evry: 'every',
  evrything: 'everything',
  // "renew the cert b4 dec 4", "due b4 fri?": the shorthand for "before".
  b4: 'before',
  wk: 'week',
  wks: 'weeks',
  addd: 'add',
  creat: 'create',
  lsit: 'list',
  shwo: 'show',
  sho: 'show',
  taks: 'task',
  tsk: 'task',
  tsks: 'tasks',
  taskss: 'tasks',
  tasl: 'task',
  pls: 'please',
  plz: 'please',
  pleas: 'please',
  plese: 'please',
  pleaes: 'please',
  u: 'you',
  ur: 'your',
  thx: 'thanks',
  ty: 'thanks',
  'thank u': 'thanks',
  cancle: 'cancel',
  chnage: 'change',
  chagne: 'change',
  remvoe: 'remove',
  rmeove: 'remove',
  delte: 'delete',
  dlete: 'delete',
  flashcrd: 'flashcard',
  flashcrds: 'flashcards',
  flahscard: 'flashcard',
  flaschard: 'flashcard',
  flashcad: 'flashcard',
  'flash card': 'flashcard',
  'flash cards': 'flashcards',
  quizz: 'quiz',
  qiuz: 'quiz',
  quize: 'quiz',
  qz: 'quiz',
  whats: "what's",
  wats: "what's",
  wat: 'what',
  dont: "don't",
  ive: "i've",
  lets: "let's",
  // "study" is too short for the edit-distance rule ("sturdy" and "studs" are one edit away), and a
  // slip left in "make a studdy plan for spanish" named the plan "Studdy plan for spanish".
  studdy: 'study',
  stdy: 'study',
  sutdy: 'study',
  studey: 'study',
  stuyd: 'study',
};

// Command and date words, corrected by one edit (two for long words) when a token is not
// already a word of its own. Short words are left alone: "plan"/"plane" are both real words.
const KEYWORDS = [
  'complete',
  'completed',
  'finished',
  'finish',
  'delete',
  'reopen',
  'tomorrow',
  'tonight',
  'flashcard',
  'flashcards',
  'review',
  'priority',
  'archive',
  'create',
  'remind',
  'questions',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'upcoming',
  'schedule',
  'rename',
  'postpone',
  'weakest',
  'answers',
  'please',
];
// Real words one edit from a keyword, which must never be "corrected" into it.
const REAL_WORDS = new Set([
  'compete',
  'completes',
  'finishes',
  'deleted',
  'deletes',
  'reopens',
  'reviews',
  'reviewed',
  'archives',
  'archived',
  'creates',
  'created',
  'creative',
  'reminds',
  'question',
  'answer',
  'answered',
  'renamed',
  'postponed',
  'weaker',
  'mondays',
  'fridays',
  'sundays',
  'sundae',
  'priorities',
  'please',
  'pleased',
  'plead',
  'delegate',
  'relate',
  'finnish',
  'reviewer',
  'cremate',
  'remand',
  'remains',
  'rewind',
  'crate',
  'crease',
  'sundry',
  // "add sign lease" added "Sign": "lease" became "please", which politeness then dropped.
  'lease',
  'leases',
  'leased',
  'pleat',
  'pleats',
  'sunray',
]);

// "reviews", "completed", "finishing": a keyword plus an ending is a real word, not a slip.
function isInflection(word: string, keyword: string): boolean {
  return word.startsWith(keyword) && /^(?:s|es|d|ed|ing|r|er)$/.test(word.slice(keyword.length));
}

function correctWord(word: string): string {
  const lower = word.toLowerCase();
  const fixed = SPELLING[lower];
  if (fixed !== undefined) return fixed;
  if (lower.length < 5 || REAL_WORDS.has(lower) || KEYWORDS.includes(lower) || !/^[a-z]+$/.test(lower)) return word;
  for (const k of KEYWORDS) {
    // "uncomplete", "reschedule": a keyword inside a longer word is that word, not a slip.
    if (Math.abs(k.length - lower.length) > 2 || isInflection(lower, k) || lower.includes(k)) continue;
    const d = damerau(lower, k);
    if (d === 1 || (d === 2 && lower.length >= 8 && k.length >= 8)) return k;
  }
  return word;
}

/** Fixes spelling outside quotes, word by word, keeping everything else as typed. */
export function correctSpelling(text: string): string {
  const withPairs = text
    .replace(/\b(flash cards?|thank u)\b/gi, (m) => SPELLING[m.toLowerCase()] ?? m)
    // "done w/ groceries": the shorthand for "with" after a report of something done. Elsewhere it
    // is kept as typed ("grab coffee w/ jess" is the title the student wrote).
    .replace(/(?<=\b(?:done|finished|through)\s+)w\/(?=\s)/gi, 'with')
    // "off the phone w my mom", "call w/ dad": after a call, "w" and "w/" are "with" too.
    .replace(/(?<=\b(?:phone|call|chat|talk|talked|spoke|chatted)\s+)w\/?(?=\s)/gi, 'with')
    // "remind me 2 submit the form", "i need 2 call mum": "2" for "to" before a verb. Not before a
    // unit or a plural ("remind me 2 days before", "need 2 eggs"): a verb's plain form seldom ends in
    // a lone s ("discuss", "focus" do, and are kept).
    .replace(
      /(?<=\b(?:remind\s+me|need|needs|have|has|got|gotta|want|wants|going|ought|time)\s+)2(?=\s+(?!(?:days?|weeks?|hours?|hrs?|mins?|minutes?|months?|am|pm|more|of|times?|and|or)\b)[a-z]+(?:ss|us|[^s\W])\b)/gi,
      'to',
    )
    // "physics set 3 is done and dusted": the idiom says done.
    .replace(/\bdone and dusted\b/gi, 'done');
  const parts = withPairs
    // "del the groceries one": the shorthand leads a delete; elsewhere "del" is a word ("pan del día").
    .replace(/^del(?=\s+\S)/i, 'delete')
    .split(/("[^"]*"|“[^”]*”|(?<=^|\s)'[^']*'(?=\s|$|[,.!?:;]))/);
  return parts.map((part, i) => (i % 2 === 1 ? part : notation(part).replace(/[\p{L}\p{N}]+/gu, correctWord))).join('');
}

// "handover notes @7am", "call pharmacy @ 5pm": "@" before a time is "at" (never part of a title).
const AT_TIME = /(?<![\w.])@\s*(?=\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h)?\b)/gi;
// "add wound care reading !! fri": a run of "!" standing alone is emphasis, not a word of the title
// or a priority. Typed onto a word ("done!! took me all weekend") it ends a sentence, and stays.
const EMPHASIS = /\s+!{2,}(?=\s|$)/g;

/** Symbols typed for words, outside quotes: "@5pm" is "at 5pm"; "!!" only stresses the request. */
function notation(text: string): string {
  return text
    .replace(AT_TIME, ' at ')
    .replace(EMPHASIS, '')
    .replace(/\s{2,}/g, ' ');
}

const LEADING = [
  /^(?:hey|hi|hello|ok|okay|ok so|so|um+|uh+|yo|right|quire|alright|hmm+)\b[\s,!.:-]*/i,
  // "I'm pleased to say the physics set is finished", "happy to report …": the news is what follows.
  /^(?:(?:i'?m|im|i am|we'?re)\s+)?(?:(?:so|very|really)\s+)?(?:pleased|happy|glad|proud|relieved|delighted|thrilled|excited)\s+to\s+(?:say|report|tell\s+you|announce|confirm|let\s+you\s+know)(?:\s+that)?[\s,:]+(?=\S+\s+\S)/i,
  // "ok now make me…", "so yeah call mom done", "alright so add…": a turn of talk, not the request.
  // The words after must start the request: "yep, sure" keeps its "yep" (stripping it left ", sure").
  /^(?:now|yeah|yea|yep|anyway|anyways)\b[\s,!.:-]*(?=\w\S*\s+\S)/i,
  // "and move it to thursday", "also make it p1": a follow-up joined to the last message.
  /^(?:and|also|and also|plus)(?:\s+|\s*,\s*)(?=\S+\s+\S)/i,
  /^(?:could|can|would|will|wud|cn)\s+(?:you|ya)\s+(?:please\s+|kindly\s+|just\s+)?/i,
  // Formal courtesy: "(would you) be so good as to add …", "I'd be ever so grateful if you could
  // put … on my list", "might I ask you to add …": the request is what follows.
  /^be\s+(?:so\s+(?:good|kind)\s+as|(?:kind|good)\s+enough)\s+to\s+(?=\S)/i,
  /^(?:i'?d|i\s+would|i\s+should)\s+be\s+(?:(?:ever\s+so|very|most|really|so|extremely|awfully|terribly)\s+)?(?:grateful|obliged|thankful|glad)\s+if\s+you\s+(?:could|would|can|will|might)\s+(?:please\s+|kindly\s+|just\s+)?(?=\S)/i,
  /^(?:could|can|may|might)\s+i\s+(?:please\s+)?ask\s+you\s+to\s+(?=\S)/i,
  /^(?:please|kindly|just)\b[\s,]*/i,
  // "I should like to add …" is the formal "I'd like to add …" (not "I should", a need).
  /^(?:i'?d\s+like|i\s+would\s+like|i\s+should\s+like|i\s+want|i\s+wanna|i\s+need)\s+(?:you\s+)?to\s+(?=(?:add|create|make|list|show|delete|remove|complete|mark|see|view|review|start|change|update|move|rename|reopen|archive|plan|quiz|know|get)\b)/i,
  /^(?:i'?d\s+like|i\s+would\s+like|i\s+should\s+like|i\s+want)\s+(?=(?:a|an|to)\b)/i,
  /^(?:go ahead and|help me)\s+(?=\S+\s+\S)/i,
  // "remember that my spanish exam is dec 12", "fyi the essay is due friday": the fact is the request.
  /^(?:(?:please\s+)?(?:note|remember|save|log|record)\s+that|fyi|just so you know|heads up)[\s,:]+(?=(?:my|the|our|i|i'?ve|i'?m)\s)/i,
];
// "add something.. pick up my prescription", "add a thing: call the bank": the placeholder before a
// pause says a task follows; the task is what follows.
const SOMETHING_THEN =
  /^(add|put\s+down|note\s+down|jot\s+down)\s+(?:something|a\s+thing|one\s+thing|another\s+(?:one|thing))\s*(?:\.{2,}|…|:|\s[-–—])\s*(?=\S)/i;
// "card pls - front: …", "add please buy milk": a please after the first word is politeness too.
const AFTER_FIRST_WORD = /^(\p{L}+)\s+please\b[\s,]*/iu;
const TRAILING = [
  // "biology oral exam dec 16, can you note that": asking for it to be kept is the request itself.
  /[\s,;-]+(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+)?(?:note|remember|save|log|record|jot|write|put)\s+(?:that|this|it)(?:\s+down)?(?:\s+(?:pls|please|for me))?\s*[.!]*$/i,
  // "got the groceries finally lol", "the essay is done finally": relief said after, not a name.
  // Slang said after it as well: "…, lets goooo", "… fr", "… lowkey", "… im so cooked".
  /[\s,]+(?:(?:finally|lol|lmao|haha+|tbh|ngl|omg|omfg|ugh|at last|fr|frfr|for real|lowkey|highkey|let'?s\s+go+|(?:i'?m|im)\s+(?:so\s+)?(?:cooked|dead|done for))\b[\s,!]*)+$/i,
  // "…, I'm afraid", "… if you would be so kind": a manner of asking, not part of what is asked.
  /[\s,]*\b(?:(?:i'?m|im|i am)\s+afraid|if\s+you\s+(?:would|could|will)\s+be\s+so\s+kind|if\s+you\s+don'?t\s+mind|if\s+that'?s\s+ok(?:ay)?)\s*[.!]*$/i,
  /[\s,]*\b(?:please|thanks|thank you|cheers|for me|if you can|if possible|asap please)\s*[.!?]*$/i,
  // "tick it off now", "mark that done now": "now" after a command on "it" says when, as "please" would.
  /(?<=\b(?:it|that|this|them)\s+(?:off|done|as done|complete|completed)|\b(?:done|off))\s+now\s*[.!]*$/i,
  /\s*[.!]+$/,
];

// "add a task, if you would: …", "add, if you please, milk": a courtesy set off by commas, anywhere.
const IF_YOU_WOULD =
  /\s*,\s*if\s+you\s+(?:would|please|don'?t\s+mind|wouldn'?t\s+mind|could|will|may)\b\s*(?:,\s*|(?=[:;.!]|$))/gi;

/**
 * The student's own words put back into text the agent keeps (a card's sides): a word the
 * spelling table changed ("whats" → "what's", "u" → "you") is written as typed again, when the
 * typed message has that form and not the corrected one. Reading needs the fix; the card does not.
 *
 * @example
 *   asTyped("what's the formula for kinetic energy", 'make a card asking whats the formula …') // → 'whats the formula …'
 */
export function asTyped(kept: string, typed: string): string {
  let out = kept;
  for (const { slip, fixed } of (wordFixes ??= fixesOfWords())) {
    const typedForm = slip.exec(typed)?.[0];
    if (typedForm === undefined || fixed.test(typed)) continue;
    out = out.replace(new RegExp(fixed.source, 'gi'), typedForm);
  }
  return out;
}

/** A whole word (an apostrophe, straight or curly, counts as part of it), any case. */
const wordIn = (w: string) => new RegExp(`(?<![\\w'’])${w.replace(/'/g, "['’]")}(?![\\w'’])`, 'i');

// The one-word entries of the spelling table as patterns, made on first use (only a card needs them).
let wordFixes: { slip: RegExp; fixed: RegExp }[] | undefined;
const fixesOfWords = () =>
  Object.entries(SPELLING)
    .filter(([slip, fixed]) => /^[\w']+$/.test(slip) && /^[\w']+$/.test(fixed))
    .map(([slip, fixed]) => ({ slip: wordIn(slip), fixed: wordIn(fixed) }));

/** Drops "could you please", "hey", "thanks" and the like around the request itself. */
export function stripPoliteness(text: string): string {
  let t = text.trim().replace(IF_YOU_WOULD, (m) => (m.trimEnd().endsWith(',') ? ' ' : ''));
  for (let pass = 0; pass < 4; pass++) {
    const before = t;
    for (const re of LEADING) t = t.replace(re, '');
    t = t.replace(AFTER_FIRST_WORD, '$1 ');
    t = t.replace(SOMETHING_THEN, '$1 ');
    for (const re of TRAILING) t = t.replace(re, '');
    t = t.trim();
    if (t === before) break;
  }
  return t === '' ? text.trim().replace(/[\s.!]+$/, '') : t;
}

/**
 * The text the planner reads: spelling fixed, politeness gone, spacing normalised, and a final
 * question mark taken off (rules are anchored at the end) but remembered.
 */
export function normalize(raw: string): { text: string; question: boolean } {
  // Several lines (a bulleted or numbered list) become one line of "; "-separated items, which
  // the item splitter reads back as separate items.
  const lines = raw
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, '').trim())
    .filter((l) => l !== '');
  const flat = (lines.length > 1 ? `${lines[0]!.replace(/[:;,]$/, '')}: ${lines.slice(1).join('; ')}` : raw)
    .replace(/\s+/g, ' ')
    .trim();
  // Emoji after a request decorate it ("call grandma on sunday 🙏"); a tick mark says done and stays.
  const question = /\?[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}]*$/u.test(flat);
  // So do faces typed in ASCII ("the essay is done :)", "got it xD").
  const undecorated =
    flat
      .replace(/(?:\s*(?![✅☑✔✓])[\p{Extended_Pictographic}\u{FE0F}\u{200D}])+\s*$/u, '')
      .replace(/(?:\s+(?:[:;]-?[)(DPp3]|<3+|xD+|XD+|\^_?\^))+\s*$/u, '') || flat;
  const text = stripPoliteness(correctSpelling(undecorated.replace(/[\s?]+$/, '')));
  const bare = text.replace(/[\s?]+$/, '');
  // "thanks!" is all politeness; keep the word itself, minus the punctuation.
  return { text: bare === '' ? flat.replace(/[\s?!.]+$/, '') || flat : bare, question };
}
