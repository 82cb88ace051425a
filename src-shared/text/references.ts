import { readOrdinal } from './numbers';

/**
 * The one reference grammar: how a user points at something in the last list shown ("task 2",
 * "#2", "number 2", "the second one", "the last one"), at what they just touched ("it", "that"),
 * or by words of its title. The model loop scans a message for positional phrases
 * (findPositionalPhrases) to tell the model; the offline agent reads a whole target (readTarget).
 */
export type TargetRef =
  | { kind: 'positions'; positions: number[] }
  | { kind: 'pronoun' }
  | { kind: 'title'; words: string }
  | { kind: 'none' };

const ORDINAL_WORDS = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth';
const NOUN = '(?:one|task|item|todo|entry|option|choice)';
const POSITION = String.raw`(?:#\s*|no\.?\s*|number\s+|task\s+|item\s+|todo\s+)?(\d{1,3})`;
const ORDINAL = String.raw`(?:the\s+)?(${ORDINAL_WORDS}|last|\d{1,3}(?:st|nd|rd|th))(?:\s+${NOUN})?`;

/**
 * Reads one whole position: "2", "#2", "task 2", "option 2", "the second one", "last". -1 means
 * the last. Null when the text is anything more ("2 eggs and milk" is not a position).
 */
export function readPosition(text: string): number | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, '');
  const m = new RegExp(`^(?:the\\s+)?(?:task|todo|item|option|choice)?\\s*${POSITION}(?:\\s+${NOUN})?$`).exec(t);
  if (m) return Number(m[1]);
  const o = new RegExp(`^${ORDINAL}$`).exec(t);
  if (o) return readOrdinal(o[1]!);
  // "the top one", "the bottom task": the list as it reads on screen.
  const edge = new RegExp(`^(?:the\\s+)?(top|bottom)\\s+${NOUN}$`).exec(t);
  if (edge) return edge[1] === 'top' ? 1 : -1;
  return null;
}

const PRONOUN =
  /^(?:it|that|this|them|those|that one|this one|the one i just (?:added|made|created)|the (?:task|one) i just (?:added|made|created)|the last (?:one|task) i (?:added|made|created)|that task|this task)$/i;

// Words around a title that say "a task" rather than being part of the title itself.
const TITLE_NOISE = [
  /^(?:my|the|a|an|that|this)\s+/i,
  /^(?:task|todo|to-do|reminder)s?\s+(?:called|named|titled|about|for|to)?\s*/i,
  /^(?:one|task)\s+(?:called|named|titled|about|for|to|that says)\s+/i,
  /^(?:called|named|titled|about)\s+/i,
  /\s+(?:one|task|todo|to-do|thing|reminder|item)s?$/i,
  // "extend the essay deadline": the task is the essay; its deadline is what changes.
  /\s+(?:deadline|due date)$/i,
  /\s+from\s+(?:my|the)\s+(?:list|tasks?|to-?dos?)$/i,
  /\s+(?:off\s+)?(?:my|the)\s+(?:list|tasks?|to-?do list)$/i,
];

/** Strips "the … task"/"the … one" wrapping until the title words are left. */
export function titleWords(text: string): string {
  let t = text.trim().replace(/^["“”'‘’]|["“”'‘’]$/g, '');
  for (let pass = 0; pass < 3; pass++) {
    for (const re of TITLE_NOISE) t = t.replace(re, '');
  }
  return t.replace(/^["“”'‘’]|["“”'‘’]$/g, '').trim();
}

/**
 * Reads the target of "complete …", "delete …", "move … to friday".
 *
 * @example
 *   readTarget('task 2')            // → { kind: 'positions', positions: [2] }
 *   readTarget('1 and 3')           // → { kind: 'positions', positions: [1, 3] }
 *   readTarget('the groceries one') // → { kind: 'title', words: 'groceries' }
 */
export function readTarget(text: string): TargetRef {
  const t = text
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/\s+(?:too|as well|also|then)$/i, '')
    .trim();
  if (t === '') return { kind: 'none' };
  if (PRONOUN.test(t)) return { kind: 'pronoun' };
  const single = readPosition(t);
  if (single !== null) return { kind: 'positions', positions: [single] };
  // "tasks 1 and 3", "#1, #2 and #4", "2 & 3"
  const list = t.replace(/^(?:the\s+)?(?:tasks?|todos?|items?|numbers?)\s+/i, '');
  const parts = list.split(/\s*(?:,|\band\b|&|\+)\s*/i).filter((p) => p !== '');
  if (parts.length > 1) {
    const positions = parts.map(readPosition);
    if (positions.every((p): p is number => p !== null)) return { kind: 'positions', positions };
  }
  const words = titleWords(t);
  return words === '' ? { kind: 'none' } : { kind: 'title', words };
}

/** A positional phrase found inside a longer message. `position` -1 is "the last". */
export interface PositionalPhrase {
  phrase: string;
  index: number;
  position: number;
}

// Each pattern yields a position. Every match is reported, left to right; where two overlap
// ("task #2") the first pattern's (widest) wins.
const SCANS: { re: RegExp; position: (m: RegExpExecArray) => number }[] = [
  { re: /\btask\s*(?:number\s*|no\.?\s*|#\s*)?(\d{1,4})\b/gi, position: (m) => Number(m[1]) },
  { re: /(?:^|[\s(])#(\d{1,4})\b/g, position: (m) => Number(m[1]) },
  { re: /\bnumber\s+(\d{1,4})\b/gi, position: (m) => Number(m[1]) },
  { re: /\b(\d{1,2})(?:st|nd|rd|th)\s+(?:one|task)\b/gi, position: (m) => Number(m[1]) },
  {
    re: new RegExp(`\\b(?:the\\s+)?(${ORDINAL_WORDS}|last)\\s+(?:one|task)\\b`, 'gi'),
    position: (m) => readOrdinal(m[1]!)!,
  },
];

/**
 * Every positional phrase in a message, left to right.
 *
 * @example
 *   findPositionalPhrases('complete task #1 and the last one')
 *   // → [{ phrase: 'task #1', position: 1, … }, { phrase: 'the last one', position: -1, … }]
 */
export function findPositionalPhrases(text: string): PositionalPhrase[] {
  const found: PositionalPhrase[] = [];
  for (const { re, position } of SCANS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const phrase = m[0].trim().replace(/^\(/, '');
      const index = m.index + m[0].indexOf(phrase);
      if (found.some((f) => index >= f.index && index < f.index + f.phrase.length)) continue;
      found.push({ phrase, index, position: position(m) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
