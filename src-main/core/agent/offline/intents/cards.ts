import { ratesACard } from './cardActs';
import type { Features } from './features';
import { HASTE, TRAILING_HASTE } from './lexicon';
import { subjectOf } from './taskSlots';
import type { IntentModel } from './types';

/** Flashcards: made, written from material, listed, due, reviewed, deleted, suspended, buried. */

const CARD = String.raw`(?:flashcards?|flash-cards?|cards?)`;
// "make a biology flashcard: Q :: A", "quick card: Q :: A": the command and its deck come off the front.
const CARD_SYNTAX =
  /^(?:(?:(?:make|create|add|new|write|save)\s+(?:me\s+)?(?:a\s+|an\s+|one\s+|another\s+|new\s+)*)?(?:#?([\p{L}]{3,20})\s+)?(?:flashcards?|cards?)\b[\s:,.-]*)?(.+::.+)$/iu;
const NOT_A_DECK = /^(?:new|my|the|a|this|flash|add|make|create|write|save|another|quick|one|me|some)$/i;
const GENERATE = new RegExp(
  String.raw`^(?:make|create|generate|write|give)\s+(?:me\s+)?(?:(\d{1,3}|some|a few|several|a couple of|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+)?(?:more\s+|new\s+)?${CARD}\s+(?:about|on|for|from|covering|of)\s+(.+)$`,
  'i',
);
const MAKE_ONE = new RegExp(
  String.raw`^(?:make|create|add|new|write|save|generate)\s+(?:me\s+)?(?:a\s+|an\s+|one\s+|another\s+|new\s+)*(?:#?([\p{L}]{3,20})\s+)?${CARD}\b[\s:,.-]*(.*)$`,
  'iu',
);
/** "save this as a flashcard — q: … a: …", "turn this into a card: …": the card follows. */
export const SAVE_AS_CARD = new RegExp(
  String.raw`^(?:save|keep|store|turn|make|put|add)\s+(?:this|that|it|the following)\s+(?:as|into|in(?:to)?)\s+(?:a\s+|an\s+|my\s+)?(?:new\s+)?(?:#?([\p{L}]{3,20})\s+)?${CARD}\b[\s:,.—–-]*(.+)$`,
  'iu',
);
const CARD_LABEL = new RegExp(String.raw`^(?:new\s+)?(?:#?([\p{L}]{3,20})\s+)?${CARD}\s*[:\-–]\s*(.+)$`, 'iu');
// "flashcard for spanish: la ventana means the window": the deck said after the noun, the card after
// the colon (readCard takes the topic off its head).
const CARD_FOR_DECK = new RegExp(
  String.raw`^(?:(?:a|new)\s+)?${CARD}\s+((?:for|in|on|about|under)\s+(?:my\s+|the\s+)?[\p{L}][\p{L}\d -]{1,30}?\s*:\s*\S.*)$`,
  'iu',
);
// "add this to my spanish flashcards: hola means hello": the card after the colon, filed under the deck named.
const INTO_DECK = new RegExp(
  String.raw`^(?:add|put|save|stick)\s+(?:this|these|that|it|one|a new one)?\s*(?:to|in|into|on)\s+(?:my\s+|the\s+)?(?:#?([\p{L}]{3,20})\s+)?(?:${CARD})\s*:\s*(.+)$`,
  'iu',
);
// "flashcard asking what the capital of Peru is, answer Lima": the noun first, then the card in words.
const CARD_PROSE = new RegExp(
  String.raw`^(?:a\s+|new\s+)?${CARD}[\s,:;–—-]+((?:asking|that asks|which asks|with|where|whose|front|q\b|question).+)$`,
  'i',
);
const DUE = /\b(?:due|waiting|to review|for review|need(?:s)? (?:a )?review|to revise|to study|left|to go over)\b/i;
// "do i have reviews rn", "got any reviews today?": reviews asked after by themselves are the cards
// due; "reviews of my essay" are not.
const REVIEWS_WAITING =
  /^(?:do\s+i\s+have|have\s+i\s+got|i\s+got|got|are\s+there|is\s+there|any)\s+(?:any\s+)?(?:card\s+|flashcard\s+)?reviews?(?:\s+(?:right now|now|today|tonight|atm|at the moment|pending|left|waiting|due|for me|to do|yet))*$/i;
const CARD_COUNT = /^(?:how many|any|which|what)\s+(?:\w+\s+)?(?:flashcards?|cards?)\b/i;
const cardNoun = (f: Features) => f.noun('card');

// "put 'mitosis' on the front and 'cell division' on the back": a card told side by side (it was
// read as "put X back", a reopen). "put la playa on one side of a card and the beach on the
// other" says the same by sides (it was read as a task).
const CARD_OF = String.raw`\s+of\s+(?:a|the)\s+(?:new\s+)?(?:flash\s?)?card`;
const OF_A_CARD = String.raw`(?:${CARD_OF})?`;
// "one side" names a card's side only when a card is said ("… of the desk" is furniture).
const ONE_SIDE = String.raw`one\s+side(?:${CARD_OF}|(?=.*\bthe\s+other(?:\s+side)?${CARD_OF}\s*[.!]*$))`;
export const SIDES_PLACED = new RegExp(
  String.raw`^(?:put|write|have|stick|place)\s+(.+?)\s+on\s+(?:(?:the\s+)?front|${ONE_SIDE})${OF_A_CARD}\s*(?:,\s*|\s+)(?:and\s+)?(.+?)\s+on\s+(?:(?:the\s+)?back|the\s+other(?:\s+side)?)${OF_A_CARD}\s*[.!]*$`,
  'i',
);

// "add make flashcards for ch 5 #bio tmrw", "remind me to write cards for spanish": making cards is
// the to-do itself; the card has no sides to read.
export const CARDS_TO_MAKE =
  /^(?:add|remind\s+me\s+to|todo:?)\s+(?:make|write|do|create|finish)\s+(?:\w+\s+)?(?:flash\s?)?cards?\b(?!.*::)/i;

const createFlashcard: IntentModel = {
  kind: 'create_flashcard',
  writes: true,
  score(f) {
    if (f.text.includes('::') || SIDES_PLACED.test(f.text)) return 0.95;
    if (GENERATE.test(f.text)) return 0; // "make flashcards from my notes": written from material
    if (CARDS_TO_MAKE.test(f.text)) return 0; // "add make flashcards for ch 5 tmrw": a to-do of making cards
    if (ratesACard(f)) return 0; // "chloroplast card -> again": a card rated, its rating no card's back
    if (CARD_LABEL.test(f.text) || CARD_FOR_DECK.test(f.text) || INTO_DECK.test(f.text) || SAVE_AS_CARD.test(f.text))
      return 0.9;
    if (f.lead === null && CARD_PROSE.test(f.text)) return 0.88;
    return f.leads('add', 'make', 'generate') && f.cardObject() && f.place() !== 'plan' ? 0.9 : 0;
  },
  fill(f) {
    const placed = SIDES_PLACED.exec(f.text);
    if (placed) return { kind: 'create_flashcard', body: `front: ${placed[1]!} back: ${placed[2]!}` };
    const syntax = CARD_SYNTAX.exec(f.text);
    if (syntax) {
      const deck = syntax[1] && !NOT_A_DECK.test(syntax[1]) ? syntax[1] : null;
      return { kind: 'create_flashcard', body: deck ? `${syntax[2]!} (topic: ${deck})` : syntax[2]! };
    }
    const forDeck = CARD_FOR_DECK.exec(f.text);
    if (forDeck) return { kind: 'create_flashcard', body: forDeck[1]! };
    // The deck's name before the noun is the card's topic, unless the card names its own.
    const labelled =
      CARD_LABEL.exec(f.text) ?? INTO_DECK.exec(f.text) ?? SAVE_AS_CARD.exec(f.text) ?? MAKE_ONE.exec(f.text);
    if (labelled) {
      const topic = labelled[1] && !NOT_A_DECK.test(labelled[1]) ? labelled[1] : null;
      return { kind: 'create_flashcard', body: topic ? `${labelled[2]!} (topic: ${topic})` : labelled[2]! };
    }
    const m = CARD_PROSE.exec(f.text);
    return m ? { kind: 'create_flashcard', body: m[1]! } : null;
  },
};

// "make 3 flashcards about photosynthesis": content the offline agent cannot write itself.
const generateCards: IntentModel = {
  kind: 'generate_cards',
  writes: true,
  score: (f) => (f.leads('make', 'add', 'generate') && !f.text.includes('::') && GENERATE.test(f.text) ? 0.92 : 0),
  fill(f) {
    const m = GENERATE.exec(f.text);
    return m ? { kind: 'generate_cards', topic: m[2]!, count: m[1] ?? null } : null;
  },
};

const BROWSE = new RegExp(
  String.raw`^(?:(?:show|list|find|search|see|view)(?:\s+me)?(?:\s+for)?(?:\s+all)?(?:\s+(?:my|the))?\s+${CARD}(?:\s+(?:about|on|for|in|matching|with|containing)\s+(.+))?|(?:what|which)\s+${CARD}\s+do\s+i\s+have(?:\s+(?:about|on|for|in)\s+(.+))?|what\s+(?:does|do)\s+(?:the|my|that)\s+(.+?)\s+${CARD}\s+(?:say|read|ask))$`,
  'i',
);

// "show my flashcards", "show my spanish flashcards", "what cards do I have about biology", "what
// does the spanish card say".
const browseFlashcards: IntentModel = {
  kind: 'browse_flashcards',
  writes: false,
  score(f) {
    if (!cardNoun(f) || DUE.test(f.text)) return 0;
    return BROWSE.test(f.text) || (f.leads('show') && f.object() === 'card') ? 0.9 : 0;
  },
  fill(f) {
    const m = BROWSE.exec(f.text);
    if (m) return { kind: 'browse_flashcards', query: m[1] ?? m[2] ?? m[3] ?? '' };
    const about = /\b(?:about|on|for|in|matching|with|containing)\s+(.+)$/i.exec(f.afterLead());
    return { kind: 'browse_flashcards', query: about?.[1] ?? subjectOf(f) ?? '' };
  },
};

const dueFlashcards: IntentModel = {
  kind: 'due_flashcards',
  writes: false,
  score(f) {
    if (f.leads('add', 'make', 'remind', 'need') || f.text.includes('::')) return 0;
    // "drill me on the cards due" studies them (start_review); "which cards are due" lists them.
    if (f.leads('quiz', 'study') && !f.reading) return 0;
    if (cardNoun(f) && DUE.test(f.text)) return 0.9;
    if (REVIEWS_WAITING.test(f.text)) return 0.9;
    // "anything to review today?", "what needs reviewing": reviewing is what cards are for.
    if (
      /\b(?:(?:to|for) review|needs? reviewing|needs? a review|needs? revising)\b/i.test(f.text) &&
      !f.noun('task') &&
      !f.noun('plan')
    )
      return 0.85;
    // "what flashcards do I have" lists them all; "how many cards" asks what is due.
    if (cardNoun(f) && CARD_COUNT.test(f.text) && !BROWSE.test(f.text)) return 0.9;
    if (/^what(?:'s| is) due (?:for|to) review/i.test(f.text)) return 0.9;
    if (/^(?:list|show)(?:\s+me)?(?:\s+my|\s+the)?\s+due\s+(?:flashcards?|cards?)$/i.test(f.text)) return 0.9;
    if (f.reading && f.noun('review') && DUE.test(f.text)) return 0.85;
    return 0;
  },
  fill: () => ({ kind: 'due_flashcards' }),
};

// "flashcard session", "a card session now", "cards rn", "card time": the cards' review named as a time to study.
const STUDY_NOW = new RegExp(
  String.raw`^(?:(?:it'?s\s+)?time\s+(?:to|for)\s+)?(?:start|begin|let'?s(?:\s+do)?|do|run)?\s*(?:a\s+|my\s+|the\s+)?review(?:ing)?(?:\s+(?:session|now|time))?$|^(?:it'?s\s+)?(?:(?:a|my|the|some)\s+)?(?:flashcards?|cards?)(?:\s+(?:time|session|sesh|practice|practise))?(?:\s+${HASTE})+$|^(?:it'?s\s+)?(?:(?:a|my|the)\s+)?(?:flashcards?|cards?)\s+(?:time|session|sesh|practice|practise)$`,
  'i',
);
// What may close a request to study the cards: "… the biology deck with me", "… my cards now pls".
const CARDS_LAST = new RegExp(
  String.raw`\b(?:flashcards?|cards?|deck)(?:\s+(?:with me|together|today|please|pls|tonight|again|${HASTE}))*$`,
  'i',
);
const NEXT_CARD = /^(?:next card|show (?:me )?(?:the )?next card)$/i;

// "review my flashcards", "can we do some flashcard practice now", "start a review", "next card".
const startReview: IntentModel = {
  kind: 'start_review',
  writes: false,
  score(f) {
    if (STUDY_NOW.test(f.text) || NEXT_CARD.test(f.text)) return 0.9;
    // "drill me on whatever cards are due": the cards due, studied now.
    if (f.leads('quiz', 'study') && cardNoun(f) && DUE.test(f.text) && !f.reading) return 0.92;
    // "review spanish": the verb that means the cards, with a subject.
    if (f.words[0] === 'review' && f.studyingASubject()) return 0.8;
    if (f.reading || f.leads('add', 'make', 'delete', 'suspend', 'unsuspend', 'bury') || DUE.test(f.text)) return 0;
    // "I never want to see the X card in reviews again, suspend it" is about one card.
    if (/\b(?:suspend|unsuspend|bury|unbury|never want|stop showing|don'?t show)\b/i.test(f.text)) return 0;
    const studying = f.leads('study', 'start', 'want', 'quiz');
    const cardLast = CARDS_LAST.test(f.text);
    // "quiz me on the spanish deck" is a quiz on spanish; "quiz me on my flashcards" a review.
    if (f.leads('quiz') && subjectOf(f)) return 0;
    if (studying && cardNoun(f) && cardLast) return 0.88;
    // "can we do some flashcard practice now", "flashcard review time".
    if (cardNoun(f) && f.noun('review') && (studying || f.lead === null)) return 0.86;
    if (
      (studying || f.noun('review')) &&
      (f.noun('review') || f.leads('study')) &&
      /\b(?:session|now|time)\b/i.test(f.text)
    )
      return 0.85;
    // "start a plan named chem revision" makes a plan; its title's "revision" starts no review.
    if (f.leads('start') && f.noun('review') && !f.noun('plan')) return 0.85;
    if (f.studyingASubject()) return 0.7;
    return 0;
  },
  fill(f) {
    // "drill me on whatever cards are due": the cards due, whatever their deck.
    if (DUE.test(f.text)) return { kind: 'start_review' };
    // "review spanish" names the deck; "practise recursion" stays a review of everything due (or a quiz).
    const said = f.words[0] === 'review' && f.studyingASubject() ? f.words.slice(f.lead!.next).join(' ') : subjectOf(f);
    const topic = said
      ?.replace(TRAILING_HASTE, '')
      .replace(/\b(?:now|today|tonight|later|again|please|pls|asap|quickly)\b/g, '')
      .trim();
    return topic ? { kind: 'start_review', topic } : { kind: 'start_review' };
  },
};

const PROGRESS =
  /^how(?:'s| is| are)\s+(?:my\s+)?(?:studying|study|studies|revision|revising|reviews?|reviewing|progress)(?:\s+going\b.*)?$|^(?:(?:show|see|view|open|check)\s+)?(?:me\s+)?(?:my\s+)?(?:study\s+|review\s+)?(?:progress|stats|statistics)(?:\s+(?:so\s+far|this\s+week|please))?$|^how\s+(?:am\s+i|'?m\s+i|have\s+i\s+been)\s+doing\b.*$|^how\s+much\s+(?:have\s+i|did\s+i)\s+(?:studied|study|reviewed|review)\b.*$/i;

const progress: IntentModel = {
  kind: 'progress',
  writes: false,
  score: (f) => (!f.noun('plan') && PROGRESS.test(f.text) ? 0.9 : 0),
  fill: () => ({ kind: 'progress' }),
};

export const CARD_MODELS: IntentModel[] = [
  createFlashcard,
  generateCards,
  browseFlashcards,
  dueFlashcards,
  startReview,
  progress,
];
