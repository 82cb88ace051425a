import { readOrdinal } from './numbers';

/**
 * How the user pointed at a task: by its place in the last list ("task 2", "#2", "the last one"),
 * at whatever they just touched ("it", "that one"), or by words from its title.
 */
export type TargetRef =
  | { kind: 'positions'; positions: number[] }
  | { kind: 'pronoun' }
  | { kind: 'title'; words: string }
  | { kind: 'none' };

const POSITION = String.raw`(?:#\s*|no\.?\s*|number\s+|task\s+|item\s+|todo\s+)?(\d{1,3})`;
const ORDINAL = String.raw`(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d{1,3}(?:st|nd|rd|th))(?:\s+(?:one|task|item|todo|entry))?`;

/** Reads one position: "2", "#2", "task 2", "number 2", "the second one", "last". -1 means last. */
export function readPosition(text: string): number | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, '');
  const m = new RegExp(`^(?:the\\s+)?(?:task|todo|item|option|choice)?\\s*${POSITION}(?:\\s+(?:one|task|item))?$`).exec(
    t,
  );
  if (m) return Number(m[1]);
  const o = new RegExp(`^${ORDINAL}$`).exec(t);
  if (o) return readOrdinal(o[1]!);
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
