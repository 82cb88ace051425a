import { isSubject } from './subjects';
import { allQuoted, tidyTitle } from './titles';
import { topicName } from './topics';

/** A card read from prose: "what is a closure? — a function with its scope". */
export interface CardText {
  front: string;
  back: string;
  topic: string | null;
}

// A topic named around the card: "(topic: js)", "in topic js", "in my js deck", "#js" at the end.
const TOPIC_TAIL = [
  /\s*[([]\s*(?:topic|deck|subject)\s*:?\s*([^)\]]+)[)\]]\s*$/i,
  /[\s,]+(?:in|under|to|for)\s+(?:the\s+|my\s+)?(?:topic|deck|subject)\s+["“]?([^"”]+?)["”]?\s*$/i,
  /[\s,]+(?:in|under|to)\s+(?:the\s+|my\s+)?["“]?([^"”]+?)["”]?\s+(?:topic|deck)\s*$/i,
  /\s+#([\w-]+)\s*$/,
  // "front: el perro, back: the dog, topic spanish": the topic said last, after a comma.
  /\s*[,;]\s*(?:topic|deck|subject)\s*[:=]?\s*([\p{L}\d][\p{L}\d -]{0,40}?)\s*$/iu,
  // "front 'el perro' back 'the dog' in spanish": after a closing quote the card is over, so a
  // trailing "in X" names where it goes, not part of the answer.
  /(?<=["”'’])[\s,]+(?:in|under|to|for)\s+(?:the\s+|my\s+)?([\p{L}\d][\p{L}\d -]{0,40}?)(?:\s+(?:deck|topic|cards))?\s*$/iu,
];
// ... or before it: "for javascript: what is …", "about recursion: …", "topic recursion: …",
// "(add a card) to biology: …".
// "add to my chemistry deck: …": the filing verb said before it is part of the lead, not the front.
const TOPIC_HEAD =
  /^(?:(?:add|put|save|stick|file)\s+(?:(?:this|it|that|one)\s+)?(?=(?:to|into|in|under)\s))?(?:(?:for|about|on|in|under|to|into)\s+(?:the\s+|my\s+)?(?:topic\s+)?|topic\s*:?\s*)([^:?]{1,60}?)(?:\s+(?:deck|topic|(?:flash\s?)?cards))?\s*:\s+(?=\S)/i;

// "(add a card) to spanish with 'el libro' on the front …": the deck, then the card's sides.
const TOPIC_BEFORE_SIDES =
  /^(?:to|into|in|for|under)\s+(?:the\s+|my\s+)?(?:topic\s+|deck\s+)?(?!(?:the|a|an|my|this|that|it|question|front)\b)([\p{L}](?:[\p{L}\d -]{0,30}?[\p{L}\d])?)(?:\s+(?:deck|topic|cards))?\s*,?\s+(?=(?:with|where|whose|front)\b|(?:q|question)\s*[:=]|["“'‘])/iu;

const TOPIC_BEFORE_LABEL =
  /^(?:(?:for|about|on|in|under|to|into)\s+(?:the\s+|my\s+)?(?:topic\s+)?|topic\s*:?\s*)([^:?\-–—]{1,60}?)(?:\s+(?:deck|topic|cards))?(?:\s*[-–—,:]\s*|\s+)(?=(?:q|question|front)\s*[:=])/i;

// The separators people put between question and answer, strongest first.
const SEPARATORS: RegExp[] = [
  /\s*::\s*/,
  /\s+(?:—|–|->|=>|→|\|)\s+|\s*(?:—|→)\s*/,
  /\s*[,;]?\s*\bwith\s+(?:the\s+|an\s+)?(?:answer|back)\s*(?:is\b|:|=)?\s+(?=\S)|\s*[,;]?\s*\b(?:and\s+)?(?:the\s+)?(?:answer|back)\s*(?:is\b|:|=)\s*|\s+a\s*:\s*/i,
  // "asking what year the wall fell, answer 1989", "… and the answer 56": "answer" alone introduces it.
  /\s*(?:[,;]\s*(?:and\s+)?|\s+and\s+)(?:the\s+)?answer(?:ing)?\s+(?=\S)/i,
  /\s+-\s+/,
  /\s+=\s+/,
  // "perro means dog", "el perro meaning the dog": vocabulary, said as people say it.
  /\s+(?:means|meaning)\s+(?!of\b)(?=\S)/i,
];

const LABELLED = /^(?:front|q|question)\s*[:=]\s*(.+?)\s*[,;]?\s*(?:back|a|answer)\s*[:=]\s*(.+)$/is;
// "with front 'X' and back 'Y'", "where the question is X and the answer is Y", "- front X back Y".
const SIDES_NAMED =
  /^(?:[-–—:,]\s*)?(?:(?:with|where|whose)\s+)?(?:the\s+|a\s+|its\s+)?(?:front|question)(?:\s+side)?\s*(?:[:=]|is\b|says\b|reads\b|should\s+(?:be|say)\b|will\s+be\b|of)?\s*(.+?)\s*[,;.]?\s*(?:and\s+)?(?:the\s+|a\s+|its\s+)?(?:back|answer)(?:\s+side)?\s*(?:[:=]|is\b|says\b|reads\b|should\s+(?:be|say)\b|will\s+be\b|of)?\s*(.+)$/is;

function topicOf(text: string): { text: string; topic: string | null } {
  for (const re of TOPIC_TAIL) {
    const m = re.exec(text);
    if (m && m.index !== undefined) return { text: text.slice(0, m.index), topic: m[1]!.trim() };
  }
  // "#bio: what is atp :: energy", "#topic front :: back": a leading tag names the topic.
  // "in #history — when did …": so does one after "in"/"for", with its separator.
  const tag =
    /^(?:(?:in|for|about|on|under|to|into)\s+(?:the\s+|my\s+)?)?#([\p{L}\d_-]+)(?:\s+(?:deck|topic|cards))?\s*[:\-–—]?\s+(?=\S)/iu.exec(
      text,
    );
  if (tag) return { text: text.slice(tag[0].length), topic: tag[1]! };
  const beforeSides = TOPIC_BEFORE_SIDES.exec(text);
  if (beforeSides) return { text: text.slice(beforeSides[0].length), topic: beforeSides[1]!.trim() };
  // "for biology - Q: … A: …": the topic ends where a side's label begins.
  const labelled = TOPIC_BEFORE_LABEL.exec(text);
  if (labelled) return { text: text.slice(labelled[0].length), topic: labelled[1]!.trim() };
  const head = TOPIC_HEAD.exec(text);
  // "for javascript: what is …" — only when what follows still holds a question and an answer.
  if (head && head[1] && !/\?/.test(head[1])) return { text: text.slice(head[0].length), topic: head[1].trim() };
  return { text, topic: null };
}

function clean(side: string): string {
  return side
    .trim()
    .replace(/^["“'‘]|["”'’]$/g, '')
    .trim();
}

/**
 * Reads front and back from what followed "make a flashcard". Returns null when no answer can be
 * told apart from the question, so the caller asks instead of guessing.
 *
 * @example
 *   readCard('what is a closure? — a function with its scope')
 *   // → { front: 'what is a closure?', back: 'a function with its scope', topic: null }
 *   readCard('mitochondria :: powerhouse of the cell (topic: biology)')
 *   // → { front: 'mitochondria', back: 'powerhouse of the cell', topic: 'biology' }
 */
// Prose around the question: "(a card) asking what year …", "that asks …", "with the question …".
const ASKING = /^(?:asking(?:\s+me)?|that\s+asks|which\s+asks|with\s+the\s+question|the\s+question\s+(?:is\s+)?)\s+/i;

// The request said after the card: "q: … a: Au. turn that into a flashcard", "… — make it a card pls".
const COMMAND_AFTER =
  /[\s.!,;\-–—]+(?:(?:pls|please|can\s+you|could\s+you|now)\s+)?(?:turn|make|save|put|add|store|keep)\s+(?:that|this|it|those|these)\s+(?:(?:in(?:to)?|as|on)\s+)?(?:a\s+|an\s+|my\s+)?(?:new\s+)?(?:flash\s*cards?|cards?)(?:\s+(?:pls|please|thx|thanks))?[.!]*\s*$/i;

// What leads into a card rather than being part of it: "— what year…" after "flashcard pls", "one
// more: el perro :: the dog" and "add another: el libro :: the book" after a first card.
// "spanish card pls: el gato :: the cat": a please before the colon is how it was asked, too.
const LEAD_IN =
  /^(?:[:\s]+|[-–—]+\s+|(?:and\s+)?(?:(?:add|make|new)\s+)?(?:one\s+more|another(?:\s+one)?|next(?:\s+one)?)\s*[:\-–—]\s*|(?:pls|plz|please|thx|thanks)\s*[:\-–—]\s*)+/i;

// "(a flashcard) for el perro meaning the dog": the word a vocabulary card is for, said after "for".
const FOR_THE_WORD = /^(?:for|of)\s+(?:the\s+(?:word|phrase|term)\s+)?(?=[^:]+?\s(?:means|meaning)\s)/i;
// "… meaning the dog in spanish": a subject said last, after the card, is the card's deck.
const IN_SUBJECT = /^(.*\S)\s+in\s+(\p{L}+)\s*[.!]*$/iu;

export function readCard(raw: string): CardText | null {
  const { text: whole, topic } = topicOf(raw.trim().replace(LEAD_IN, '').replace(COMMAND_AFTER, ''));
  const text = whole.replace(ASKING, '').replace(FOR_THE_WORD, '');
  const inSubject = topic === null ? IN_SUBJECT.exec(text) : null;
  if (inSubject && isSubject(inSubject[2]!)) {
    const card = readSides(inSubject[1]!, inSubject[2]!);
    if (card) return card;
  }
  return readSides(text, topic);
}

function readSides(text: string, topic: string | null): CardText | null {
  const labelled = LABELLED.exec(text.trim()) ?? SIDES_NAMED.exec(text.trim());
  // A front that opens a quote it does not close was cut at a label word inside the quotes
  // ("front 'lower back pain' back 'lumbago'"): the quoted sides below read it whole.
  if (labelled && closesItsQuote(labelled[1]!)) return finish(labelled[1]!, labelled[2]!, topic);
  const quoted = allQuoted(text);
  if (quoted.length === 2) return finish(quoted[0]!, quoted[1]!, topic);
  for (const sep of SEPARATORS) {
    const m = sep.exec(text);
    if (m && m.index !== undefined && m.index > 0)
      return finish(text.slice(0, m.index), text.slice(m.index + m[0].length), topic);
  }
  // "what is a closure? a function with its scope": the question mark is the separator.
  const q = /^(.+?\?)\s+(\S.*)$/s.exec(text.trim());
  if (q) return finish(q[1]!, q[2]!, topic);
  return null;
}

const CLOSING: Record<string, string> = { '"': '"', '“': '”', "'": "'", '‘': '’' };

/** Whether a side that begins with a quote mark also ends with its closing one. */
function closesItsQuote(side: string): boolean {
  const s = side.trim();
  const close = CLOSING[s[0] ?? ''];
  if (close === undefined) return true;
  return (
    s.length > 1 && (s.endsWith(close) || (close === '’' && s.endsWith("'")) || (close === "'" && s.endsWith('’')))
  );
}

function finish(front: string, back: string, topic: string | null): CardText | null {
  const f = clean(front);
  const b = tidyTitle(clean(back)) === '' ? '' : clean(back).replace(/\s+$/, '');
  if (f === '' || b === '') return null;
  const name = topic === null ? '' : topicName(topic);
  return { front: f, back: b, topic: name === '' ? null : name };
}
