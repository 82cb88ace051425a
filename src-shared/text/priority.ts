/**
 * Priorities as people type them. p1 is the most urgent, as in Todoist; the words map onto the
 * same scale so "urgent" and "p1" mean one thing and "whenever" is the default p4.
 */
export type Priority = 1 | 2 | 3 | 4;

export interface FoundPriority {
  priority: Priority;
  /** The words that said it, as offsets into the input (end exclusive). */
  start: number;
  end: number;
}

const WORD_LEVEL: Record<string, Priority> = {
  top: 1,
  highest: 1,
  critical: 1,
  urgent: 1,
  high: 2,
  important: 2,
  medium: 3,
  normal: 3,
  mid: 3,
  low: 4,
  lowest: 4,
};

// Each pattern's first group is the level (a digit or a word above). Words alone count only where
// they cannot be part of a title: at the end after a comma/dash ("call mum, it's urgent"), as
// the whole leading word with a colon ("urgent: call mum"), before the word task ("urgent task"),
// or as the whole text (a change: "make it important").
const PATTERNS: RegExp[] = [
  // First, so "not urgent" is read whole before "urgent" alone (the first reading of a span wins);
  // "…, no rush on that one" as "no rush".
  /[,;–—-]?\s*(?:\b(?:no rush|no hurry|whenever|someday|low prio|not urgent|not important)\b)(?:\s+(?:on|with|for)\s+(?:that|this|it)(?:\s+one)?)?(?=\s*[.!]*\s*$)/gi,
  // "essay outline due fri and make it high priority": the lead-in goes with the level it sets, so
  // no title keeps "and make it". Only after other words and "and" or a comma: "make it urgent"
  // said alone is a change, read by the change reader.
  /(?<=\S)(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:make|mark|set|flag)\s+(?:it|this|that)\s+(?:as\s+|to\s+)?(?:an?\s+|the\s+)?(?:p([1-4])|(top|highest|critical|urgent|high|important|medium|normal|low|lowest)(?:[\s-]+priority)?|priority\s+([1-4]|one|two|three|four))(?=$|[\s,.!)])/gi,
  /(?<=^|[\s,(])[p!]([1-4])(?=$|[\s,.!)])/gi,
  // "priority two", "with a priority of three": the level said as a word reads as its digit.
  /\b(?:with\s+|at\s+)?(?:an?\s+)?(?:priority|prio|pri)\s*(?:of\s+|to\s+|=\s*|:\s*|level\s+)?(?:number\s+)?#?([1-4]|one|two|three|four)\b/gi,
  // "at the highest priority", "the lowest priority": the article goes with the level.
  /\b(?:with\s+|at\s+|a\s+)?(?:the\s+)?(top|highest|critical|urgent|high|important|medium|normal|mid|low|lowest)[\s-]+priority\b/gi,
  /\bpriority\s*(?:to\s+|:\s*|is\s+)?(high|medium|low|urgent|top)\b/gi,
  /[,;–—!?.-]\s*(?:(?:it['’]?s|its|it is|this is|that['’]?s)\s+)?(?:(?:very|super|really|kinda|kind of|sort of|sorta|pretty|quite|fairly|somewhat|a bit|a little|lowkey|actually)\s+)?(urgent|important)(?:\s+(?:tbh|ngl|lol|honestly|though|tho|too|now))?\s*!*(?=\s*$)/gi,
  // "fill out the housing form tonight its urgent": "it's" before the level says so without a comma.
  /\s+(?:it['’]?s|its|it is|this is)\s+(?:(?:very|super|really|pretty|quite)\s+)?(urgent|important)\s*!*(?=\s*$)/gi,
  // "essay draft kinda urgent tbh": a hedged level at the end needs no comma; the hedge says so.
  /(?:^|\s)(?:(?:it['’]?s|its|it is)\s+)?(?:kinda|kind of|sort of|sorta|lowkey)\s+(urgent|important)(?:\s+(?:tbh|ngl|lol|honestly|though|tho))?\s*!*(?=\s*$)/gi,
  /(?:^|[\s,;–—-])(urgent(?:ly)?|asap)!*(?=\s*$)/gi,
  /^(urgent|important)\s*[:!]/gi,
  // A change said alone ("make the groceries one important"): the whole text is the level.
  /^\s*(urgent|important|high|low|top|medium|normal)\s*$/gi,
  // "an urgent task: call the bank", "important todo to …": the word describes the task noun.
  /^(?:an?\s+)?(urgent|important)(?=\s+(?:task|to-?do|reminder)\b)/gi,
];

const LEVEL_NUMBER: Record<string, Priority> = { one: 1, two: 2, three: 3, four: 4 };

function levelOf(m: RegExpExecArray): Priority {
  const g = (m[1] ?? m[2] ?? m[3])?.toLowerCase();
  if (g === undefined) return 4; // "no rush", "whenever"
  if (/^[1-4]$/.test(g)) return Number(g) as Priority;
  if (g in LEVEL_NUMBER) return LEVEL_NUMBER[g]!;
  if (g === 'asap' || g.startsWith('urgent')) return 1;
  return WORD_LEVEL[g] ?? 3;
}

/**
 * The priority the text gives, or null; the last one typed wins, as when someone corrects
 * themselves ("essay p2 p1"). `text` may have parts blanked with spaces.
 *
 * @example
 *   findPriority('call mum, it’s urgent')   // → { priority: 1, start: 8, end: 21 }
 *   findPriority('essay draft due friday p1') // → { priority: 1, start: 23, end: 25 }
 */
export function findPriority(text: string): FoundPriority | null {
  return findPriorities(text).at(-1) ?? null;
}

/** Every priority mark in the text, left to right, overlapping ones merged into the first found. */
export function findPriorities(text: string): FoundPriority[] {
  const all: FoundPriority[] = [];
  for (const re of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const lead = m[0].length - m[0].trimStart().length;
      const found = { priority: levelOf(m), start: m.index + lead, end: m.index + m[0].trimEnd().length };
      if (!all.some((f) => found.start < f.end && f.start < found.end)) all.push(found);
    }
  }
  return all.sort((a, b) => a.start - b.start);
}

export interface PriorityExtraction {
  priority: Priority | null;
  rest: string;
}

/**
 * Finds a priority and returns the text without it.
 *
 * @example
 *   extractPriority('essay draft due friday p1')  // → { priority: 1, rest: 'essay draft due friday' }
 *   extractPriority('call mum, high priority')     // → { priority: 2, rest: 'call mum' }
 */
export function extractPriority(text: string): PriorityExtraction {
  const found = findPriority(text);
  if (!found) return { priority: null, rest: text.trim() };
  const rest = `${text.slice(0, found.start)} ${text.slice(found.end)}`
    .replace(/\s*,\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { priority: found.priority, rest };
}
