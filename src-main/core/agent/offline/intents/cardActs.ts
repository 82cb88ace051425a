import { allQuoted } from '../../../../../src-shared/text/titles';
import type { Features } from './features';
import type { Restater } from './taskNews';
import type { IntentModel } from './types';

/**
 * Acting on one flashcard named by its content: "delete the manzana card", "suspend the card
 * about mitochondria", "hide the chloroplast card until tomorrow", "change the back of the
 * manzana card to 'apple'". A clause that gives the reason ("…, I know it by heart") or repeats
 * the command ("…, suspend it") is not part of the card's name.
 */

// Words that end a card's name going back from the noun: "stop showing me | the | chloroplast card".
const NAME_STOP = new Set(
  'the this that my a an your me see seeing showing show delete remove suspend unsuspend bury hide skip pause edit change update fix for in on of to with want never'.split(
    ' ',
  ),
);
// After the noun, what it is about: "the card about where photosynthesis happens".
const ABOUT = /^(?:about|on|for|with|saying|that says|asking)\s+(.+)$/i;
const TIME_TAIL =
  /\s+(?:until|till|til)\s+(?:tomorrow|later|next time)\b.*$|\s+for\s+(?:today|now|good|ever|a while|the (?:rest of )?(?:day|today|week))\b.*$|\s+(?:again|ever again|any more|anymore|indefinitely|forever|for good|permanently|today|in (?:my )?reviews?(?:\s+again)?)\s*$/i;

/** The words that name the card: before the noun ("the manzana card") or after it ("the card about X"). */
export function namedCard(f: Features, fallback: string): string {
  const noun = f.nouns.find((n) => n.cls === 'card');
  if (!noun) {
    const said = fallback.replace(TIME_TAIL, '').trim();
    // "bury this one": the card shown, as "bury this card" is.
    if (/^(?:this|that|it)(?:\s+one)?$/i.test(said)) return 'this';
    return said.replace(/^(?:the|this|that|my)\s+/i, '').trim();
  }
  const before: string[] = [];
  for (let i = noun.at - 1; i >= 0 && before.length < 6 && !NAME_STOP.has(f.words[i]!); i--)
    before.unshift(f.words[i]!);
  if (before.length > 0 && !/'s$/.test(before.at(-1)!)) return before.join(' ');
  const after = f
    .from(noun.at + noun.len)
    .split(/\s*[,;]\s*/)[0]!
    .replace(TIME_TAIL, '');
  if (/^(?:#|no\.?\s*|number\s+)?\d{1,9}$/i.test(after)) return after.replace(/\D/g, '');
  const about = ABOUT.exec(after);
  if (about) return `about ${about[1]!.trim()}`;
  return before.join(' ').replace(/'s$/, '');
}

// "hide la manzana for today, bury it", "not in the mood for the mitochondria one today, bury that
// card": the card named in the clause before, the command on "it" after (only cards are buried or
// suspended, so "it" is a card).
const CARD_THEN_COMMAND =
  /^(.+?)\s*[,;—–]+\s*(?:so\s+)?(?:please\s+)?(?:bury|suspend|unsuspend)\s+(?:it|that(?:\s+(?:one|card))?|this(?:\s+(?:one|card))?)(?:\s+(?:please|for today|till tomorrow|for now))?$/i;
const BEFORE_CARD =
  /^(?:(?:i'?m\s+)?(?:not in the mood for|sick of|tired of|done with|over)|(?:i\s+)?(?:already\s+)?know|hide|skip|bury|suspend|ugh|meh)\s+/i;

/** The card named before "…, bury it", or null. */
function cardBeforeCommand(text: string): string | null {
  const m = CARD_THEN_COMMAND.exec(text);
  if (!m) return null;
  const name = m[1]!
    .replace(BEFORE_CARD, '')
    .replace(TIME_TAIL, '')
    .replace(/^(?:the|this|that|my)\s+/i, '')
    .replace(/\s+(?:one|card|flashcard)$/i, '')
    .trim();
  return name === '' || /^(?:it|that|this)$/i.test(name) ? null : name;
}

const TODAY_ONLY =
  /\b(?:until|till|til)\s+tomorrow\b|\bfor\s+(?:today|now|the rest of (?:the day|today))\b|\bnot today\b|\btoday\b/i;
const FOR_GOOD = /\b(?:for good|forever|permanently|indefinitely|never|again|anymore|any more)\b/i;
const AGAIN_FOR_A_DAY =
  /\bagain\s+(?=today\b|tonight\b|(?:until|till|til)\s+tomorrow\b|for\s+(?:today|now|the rest of)\b)/gi;

/** Which state the words ask for: said outright, or "until tomorrow" (bury) against "for good" (suspend). */
function action(f: Features): 'suspend' | 'unsuspend' | 'bury' | null {
  const said = /\b(unsuspend|un-suspend|unbury|bury|suspend)\b/i.exec(f.text)?.[1]?.toLowerCase();
  if (said === 'bury') return 'bury';
  if (said && /^un/.test(said)) return 'unsuspend';
  if (said === 'suspend') return 'suspend';
  if (f.leads('unsuspend') || /\bbring\b.*\bback\b/i.test(f.text)) return 'unsuspend';
  const hiding =
    f.leads('suspend', 'skip') ||
    /^(?:don'?t|do not|never)\s+show\b|\bstop showing\b|\bnever want to see\b/i.test(f.text);
  if (!hiding) return null;
  // "don't show me X again today": "again" bounded by today is a day's rest, not for good.
  const lasting = f.text.replace(AGAIN_FOR_A_DAY, '');
  if (TODAY_ONLY.test(f.text) && !FOR_GOOD.test(lasting)) return 'bury';
  return f.leads('skip') ? 'bury' : 'suspend';
}

const deleteFlashcard: IntentModel = {
  kind: 'delete_flashcard',
  writes: true,
  score: (f) => (f.leads('delete') && f.object() === 'card' && !f.quantified ? 0.9 : 0),
  fill: (f) => ({ kind: 'delete_flashcard', target: namedCard(f, f.afterLead()) }),
};

// "suspend the card about X", "bury this card", "bring back the card on Y", "don't show me this card again".
const cardState: IntentModel = {
  kind: 'card_state',
  writes: true,
  score(f) {
    if (f.noun('plan') || f.noun('task') || f.reading) return 0;
    const a = action(f);
    if (!a) return 0;
    if (f.noun('card') || cardBeforeCommand(f.text)) return 0.9;
    // "bury la manzana till tomorrow", "suspend the manzana one" (after a list of cards): only cards are buried or suspended.
    if (!/^(?:bury|suspend|unsuspend)$/.test(f.words[f.lead?.at ?? 0] ?? '')) return 0;
    // "bury this one" in a review: the card shown, said as surely as "bury this card".
    return /^(?:this|that|it)(?:\s+one)?$/i.test(f.afterLead()) ? 0.9 : 0.85;
  },
  fill(f) {
    const a = action(f);
    if (!a) return null;
    // The card's own noun names it when it can ("not today for the manzana card, bury it");
    // otherwise the clause before the command does ("hide la manzana for today, bury it").
    const named = namedCard(f, f.afterLead());
    const byNoun = f.noun('card') && named !== '';
    return { kind: 'card_state', action: a, target: byNoun ? named : (cardBeforeCommand(f.text) ?? named) };
  },
};

const SIDE = /\b(front|back|answer|question|prompt)\b/i;
const EDITING = /\b(?:change|edit|update|fix|correct|set|make|typo|should\s+(?:say|be|read)|rewrite|replace)\b/i;

/** The new words for the side: the quoted ones, else what follows "to"/"say"/"be"/":" after the side. */
function newSide(text: string): string | null {
  const quoted = allQuoted(text);
  if (quoted.length > 0) return quoted.at(-1)!;
  const m = /\b(?:front|back|answer|question|prompt)\b.*?\b(?:to|say|says|be|read|:)\s+(.+)$/i.exec(text);
  // "to 'the cell's energy currency'": quotes around words that hold an apostrophe still go.
  return m ? m[1]!.trim().replace(/^["“'‘](.+)["”'’]$/s, '$1') : null;
}

/**
 * A side of a card named: "the chloroplast card's question", "the back of that" (the card the chat
 * just made or showed). Such a request edits a card: it is never a task's rename or a quiz.
 */
export const namesCardSide = (f: Features) =>
  (f.noun('card') && /\b(?:front|back|question|answer|prompt)\b/i.test(f.text)) || sideOfThat(f);

/** "the back of that", "its front": a side of the card the chat just made or showed. */
const sideOfThat = (f: Features) =>
  /flashcard/.test(f.state.lastTool ?? '') &&
  /\b(?:(?:front|back)\s+of\s+(?:that|it|this)|its\s+(?:front|back))\b/i.test(f.text);

// "change the back of the manzana card to 'apple'", "the manzana card should say 'an apple' on the back".
const editFlashcard: IntentModel = {
  kind: 'edit_flashcard',
  writes: true,
  score: (f) =>
    (f.noun('card') || sideOfThat(f)) &&
    SIDE.test(f.text) &&
    EDITING.test(f.text) &&
    newSide(f.text) !== null &&
    !f.reading &&
    !(f.leads('add', 'make', 'generate') && f.cardObject())
      ? 0.92
      : 0,
  fill(f) {
    const text = newSide(f.text);
    const side = SIDE.exec(f.text)?.[1]?.toLowerCase();
    if (!text || !side) return null;
    return {
      kind: 'edit_flashcard',
      target: namedCard(f, ''),
      side: /^(?:front|question|prompt)$/.test(side) ? 'front' : 'back',
      text,
    };
  },
};

// A card put away for a while: "put the chloroplasts card away until tomorrow", "set aside the
// manzana flashcard for today", "park the mitochondria card till tomorrow". Only a card is put away
// like this, so it is a bury; read as an add it became a task "The chloroplasts card away".
const A_CARD = String.raw`(.+?\b(?:flash\s?card|card))`;
const FOR_A_WHILE = String.raw`(?:\s+(?:until|till|til|for)\s+.+|\s+today|\s+tonight)?`;
const CARD_PUT_AWAY = [
  new RegExp(String.raw`^(?:put|set|lay|tuck|move)\s+(?:away|aside)\s+${A_CARD}${FOR_A_WHILE}$`, 'i'),
  new RegExp(
    String.raw`^(?:put|set|lay|tuck|move)\s+${A_CARD}\s+(?:away|aside|to\s+(?:one|the)\s+side|on\s+hold|on\s+ice|off)${FOR_A_WHILE}$`,
    'i',
  ),
  new RegExp(String.raw`^(?:park|snooze|shelve)\s+${A_CARD}${FOR_A_WHILE}$`, 'i'),
];

/** A card put away, parked or snoozed for a while: restated as its bury. */
export const cardPutAway: Restater = (text) => {
  const t = text.replace(/[.!]+$/, '');
  for (const re of CARD_PUT_AWAY) {
    const m = re.exec(t);
    if (m) return `bury ${m[1]!.trim()}`;
  }
  return null;
};

// "i want all the biology flashcards gone", "i'd like my biology deck wiped", "the spanish cards can
// go": a delete of cards said as a wish or a state. Only cards or a deck: a task wished gone is not this.
const CARDS = String.raw`(.+?\b(?:flash\s?cards?|cards?|deck|decks)(?:\s+(?:in|on|for|from|under)\s+[\p{L}\d ]{1,30}?)?)`;
const GONE = String.raw`(?:gone|deleted|removed|wiped(?:\s+out)?|cleared(?:\s+out)?|binned|trashed|erased|got\s+rid\s+of)`;
const CARDS_GONE = [
  new RegExp(
    String.raw`^(?:i\s+(?:want|need)|i'?d\s+like|id\s+like|i\s+would\s+like)\s+${CARDS}\s+${GONE}(?:\s+(?:please|pls|now|asap))?$`,
    'iu',
  ),
  new RegExp(
    String.raw`^${CARDS}\s+(?:can|should|must|need\s+to|needs\s+to)\s+(?:go|be\s+${GONE})(?:\s+(?:please|pls|now))?$`,
    'iu',
  ),
];

/** Cards wished gone, or said to be ready to go: restated as their delete, which asks first. */
export const cardsGone: Restater = (text) => {
  const t = text.replace(/[.!]+$/, '');
  for (const re of CARDS_GONE) {
    const m = re.exec(t);
    if (!m) continue;
    const cards = m[1]!.trim();
    // A deck, or cards said in the plural, is every card of it: "delete all …" (the bulk delete's words).
    const every = !/\b(?:all|every|each)\b/i.test(cards) && /\b(?:decks?|cards|flash\s?cards)\b/i.test(cards);
    return `delete ${every ? 'all ' : ''}${cards}`;
  }
  return null;
};

// "the mitochondria card: easy", "chloroplast card -> again", "rate the manzana card as hard": a card
// named, a mark or "as"/"was", then one of the review's four ratings and nothing else ("… card
// again" without one is "don't show me the X card again", a suspend).
const RATED =
  /^(?:(?:rate|grade|mark)\s+)?(?:the\s+|my\s+|that\s+|this\s+)?(.+?)\s+(?:flash\s?)?card\s*(?::|=|->|=>|→|—|–|-|\s(?:as|was|is|felt))\s*(again|hard|good|easy)[.!]*$/i;
// "make a spanish card: easy" names no card; its words begin with the command that makes one.
const NOT_A_NAME = /^(?:make|create|add|new|write|save|another|a|an|one|some)\b/i;

/** Whether the words rate a named card ("chloroplast card -> again"), which makes no card. */
export const ratesACard = (f: Features) => {
  const m = RATED.exec(f.text);
  return m !== null && !NOT_A_NAME.test(m[1]!) && !f.reading;
};

const rateCard: IntentModel = {
  kind: 'rate_card',
  writes: true,
  score: (f) => (ratesACard(f) ? 0.93 : 0),
  fill(f) {
    const m = RATED.exec(f.text);
    if (!m) return null;
    return {
      kind: 'rate_card',
      rating: m[2]!.toLowerCase() as 'again' | 'hard' | 'good' | 'easy',
      target: m[1]!.trim(),
    };
  },
};

export const CARD_ACT_MODELS: IntentModel[] = [editFlashcard, deleteFlashcard, cardState, rateCard];
