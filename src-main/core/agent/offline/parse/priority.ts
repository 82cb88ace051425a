/**
 * Priorities as people type them. p1 is the most urgent, as in Todoist; the words map onto the
 * same scale so "urgent" and "p1" mean one thing and "low priority" is the default p4.
 */
export type Priority = 1 | 2 | 3 | 4;

const PATTERNS: [RegExp, (m: RegExpMatchArray) => Priority | null][] = [
  [/(?:^|\s)[,(]?\s*!{0,2}p([1-4])\b\)?/i, (m) => Number(m[1]) as Priority],
  [/\b(?:with\s+)?(?:priority|prio|pri)\s*(?:of\s+|to\s+|=\s*|:\s*)?#?([1-4])\b/i, (m) => Number(m[1]) as Priority],
  [/\b(?:with\s+|at\s+)?(?:top|highest|critical|urgent)\s+priority\b/i, () => 1],
  // "urgent" alone is a priority; "critical" or "top" alone are too often part of a title.
  [/(?:^|\s)urgent(?:ly)?\b[:!,]?/i, () => 1],
  [/\b(?:with\s+|at\s+)?(?:high|important)\s+priority\b/i, () => 2],
  [/\b(?:with\s+|at\s+)?(?:medium|normal|mid)\s+priority\b/i, () => 3],
  [/\b(?:with\s+|at\s+)?(?:low|lowest)\s+priority\b/i, () => 4],
  [
    /\bpriority\s+(?:to\s+)?(high|medium|low)\b/i,
    (m) => ({ high: 2, medium: 3, low: 4 })[m[1]!.toLowerCase() as 'high'] as Priority,
  ],
];

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
  for (const [re, read] of PATTERNS) {
    const m = text.match(re);
    if (!m || m.index === undefined) continue;
    const priority = read(m);
    if (priority === null) continue;
    const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`
      .replace(/\s*,\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    return { priority, rest };
  }
  return { priority: null, rest: text.trim() };
}
