import { findDueDate, withoutNegatedDates } from './dates';
import { DEFAULT_LOCALE, localIsoDate, type TextLocale } from './locale';
import { findPriorities, type Priority } from './priority';
import { findRepetition, firstOccurrence } from './repetition';
import { capitalise, extractQuoted, tidyTitle } from './titles';
import { findTopics } from './topics';

/**
 * One line of text read as a task: title, due date, priority, repetition and topic. The one
 * reader behind quick add, the task editor's title field, the offline agent's "add …" and the
 * CLI, so the same words make the same task everywhere. Pure: tests pin the clock.
 *
 * @example
 *   parseTaskText('gym every monday 7am #health p2', new Date('2026-11-21T09:00'))
 *   // → { title: 'gym', due: { value: '2026-11-23T07:00…', hasTime: true, text: '7am' },
 *   //     priority: 2, recurrence: { rule: 'FREQ=WEEKLY;BYDAY=MO', text: 'every monday' },
 *   //     topic: 'health', tokens: [repeat, date, topic, priority] }
 */
export interface TaskTextToken {
  kind: 'date' | 'priority' | 'repeat' | 'topic';
  /** Offsets into the input, end exclusive: for showing what was understood. */
  start: number;
  end: number;
  text: string;
}

export interface TaskText {
  title: string;
  due: { value: string; hasTime: boolean; text: string } | null;
  priority: Priority | null;
  recurrence: { rule: string; text: string } | null;
  /** The first #tag, as `topic_name` takes it. */
  topic: string | null;
  tokens: TaskTextToken[];
}

const blank = (text: string, start: number, end: number) =>
  text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
const HAS_WORD = /[\p{L}\p{N}]/u;

/** A repeating task's first due date: the rule's first day from the named date (or today), at its time. */
function firstDue(rule: string, due: TaskText['due'], now: Date): TaskText['due'] {
  const from = due ? new Date(due.hasTime ? due.value : `${due.value}T12:00:00`) : now;
  const day = firstOccurrence(rule, from < now ? now : from);
  if (!day) return due;
  if (!due?.hasTime) return { value: day, hasTime: false, text: due?.text ?? '' };
  const at = new Date(due.value);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const when = new Date(y, m - 1, d, at.getHours(), at.getMinutes());
  return { value: when.toISOString(), hasTime: true, text: due.text };
}

/** Reads one line as a task relative to `now`. Never throws. */
export function parseTaskText(input: string, now: Date, locale: TextLocale = DEFAULT_LOCALE): TaskText {
  const tokens: TaskTextToken[] = [];
  const take = (kind: TaskTextToken['kind'], start: number, end: number) =>
    tokens.push({ kind, start, end, text: input.slice(start, end) });
  // A quoted title is the title whatever it says; metadata is read around it.
  const quote = extractQuotedSpan(input);
  let masked = quote ? blank(input, quote.start, quote.end) : input;

  const topics = findTopics(masked);
  for (const t of topics) {
    take('topic', t.start, t.end);
    masked = blank(masked, t.start, t.end);
  }
  const priorities = findPriorities(masked);
  for (const p of priorities) {
    take('priority', p.start, p.end);
    masked = blank(masked, p.start, p.end);
  }
  // The last one typed wins, as when someone corrects themselves: "essay p2 p1".
  const priority = priorities.at(-1);
  const repeat = findRepetition(masked);
  if (repeat) {
    take('repeat', repeat.start, repeat.end);
    masked = blank(masked, repeat.start, repeat.end);
    // "… every monday every monday": the same repetition said twice leaves no "every" in the title.
    for (let again = findRepetition(masked); again?.rule === repeat.rule; again = findRepetition(masked)) {
      take('repeat', again.start, again.end);
      masked = blank(masked, again.start, again.end);
    }
  }
  masked = withoutNegatedDates(masked, now, locale);
  const found = findDueDate(masked, now, locale);
  if (found) {
    take('date', found.start, found.end);
    masked = blank(masked, found.cutStart, found.end);
  }
  masked = withoutCommentary(masked, tokens);
  // "on my to do list", "to my todo list": where it goes, not what to do.
  masked = masked.replace(LIST_PLACE, (m) => ' '.repeat(m.length));
  // "can you add call the landlord for me tomorrow": who it is for is the student; not the to-do.
  masked = masked.replace(FOR_ME, (m) => ' '.repeat(m.length));
  // "finish the poster, it's due friday": the date went with "due"; "it's" only led up to it.
  const said = found ? masked.replace(/[,;]?\s*(?:it['’]?s|it is|which is|that['’]?s|that is)\s*$/i, '') : masked;
  const title = quote ? quote.text : withoutTaskNoun(tidy(said), said).replace(REMEMBER_TO, '');
  if (title === '' && HAS_WORD.test(input)) {
    // Only metadata was typed ("tomorrow p1"): keep the words as the title rather than lose them.
    return { title: tidy(input), due: null, priority: null, recurrence: null, topic: null, tokens: [] };
  }
  let due: TaskText['due'] = found ? { value: found.value, hasTime: found.hasTime, text: found.text } : null;
  if (repeat) due = firstDue(repeat.rule, due, now);
  tokens.sort((a, b) => a.start - b.start);
  return {
    title,
    due,
    priority: priority?.priority ?? null,
    recurrence: repeat ? { rule: repeat.rule, text: input.slice(repeat.start, repeat.end) } : null,
    topic: topics[0]?.name ?? null,
    tokens,
  };
}

const LIST_PLACE =
  /(?<=\s|^)(?:to|on|onto|in|into)\s+(?:my|the)\s+(?:(?:to[- ]?do|todo|task)s?(?:\s+list)?|list)\b(?=\s*(?:$|[,;.!?]|for\b|by\b|due\b|on\b|at\b|every\b|each\b|\s{2}))/gi;

const FOR_ME = /\s+for\s+me(?:\s+please|\s+pls)?(?=\s*(?:$|[,;.!?]|\s{2}))/gi;
// "i need to remember to buy a card": the reminder is the task, not a to-do called "Remember to …".
const REMEMBER_TO = /^(?:remember|don'?t\s+forget|not\s+forget)\s+to\s+(?=\S)/i;

// How a remark about the task starts ("it never happens otherwise", "mum keeps asking", "lol"),
// as opposed to more of a title ("who am I? essay").
const REMARK =
  /^(?:it|it'?s|its|i|i'?m|i'?ve|i'?ll|we|they|he|she|you|this|that|there|my|mum|mom|dad|otherwise|because|cause|cuz|since|so|lol|haha|ugh|honestly|tbh|seriously|please|pls|thanks|thx|ty|just|also|always|never|idk|ok|okay|again|finally)\b/i;

/**
 * The sentences after the first that end a "?" or "!" and read as a remark ("clean my room
 * every sunday? it never happens otherwise lol") are commentary, blanked, unless a date,
 * priority, repeat or topic was read in them ("buy milk! it's urgent").
 */
function withoutCommentary(masked: string, tokens: TaskTextToken[]): string {
  let out = masked;
  for (const m of masked.matchAll(/[?!]+\s+(?=\S)/g)) {
    const from = m.index;
    const next = /[?!]+\s+(?=\S)/g;
    next.lastIndex = from + m[0].length;
    const to = next.exec(masked)?.index ?? masked.length;
    const remark = REMARK.test(masked.slice(from + m[0].length).replace(/’/g, "'"));
    if (remark && !tokens.some((t) => t.start < to && t.end > from))
      out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  }
  return out;
}

// "a task to finish the lab", "high priority task revise notes": the word "task" names what
// is being added, not what to do. With a connector ("to", "called") it always goes; bare, only
// when metadata came before it, so a typed "Task 4242" keeps its title.
const TASK_NOUN_WITH =
  /^(?:(?:a|an)\s+)?(?:new\s+)?(?:(?:recurring|repeating|repeat)\s+)?(?:task|to-?do|reminder)(?:\s+(?:to|called|named|titled)\s+|\s*[:–—]\s*)(?=\S)/i;
const TASK_NOUN_BARE = /^(?:(?:a|an)\s+)?(?:new\s+)?(?:task|to-?do)\s+(?=\S)/i;

function withoutTaskNoun(title: string, masked: string): string {
  const afterMeta = /^\s*(?:(?:a|an|new)\s+)*\s{2,}/i.test(masked) || /^\s+\S/.test(masked);
  const cut = title.replace(TASK_NOUN_WITH, '').replace(/^(?:new\s+)?(?:recurring|repeating)\s*[:–—]\s*(?=\S)/i, '');
  if (cut !== title) return cut;
  return afterMeta ? title.replace(TASK_NOUN_BARE, '') : title;
}

function tidy(s: string): string {
  return tidyTitle(s.replace(/\s+/g, ' ').replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, ''));
}

function extractQuotedSpan(input: string): { text: string; start: number; end: number } | null {
  const { quoted } = extractQuoted(input);
  if (quoted === null) return null;
  const at = input.indexOf(quoted);
  if (at < 0) return null;
  // Widen to the quote marks themselves.
  const start = Math.max(0, at - 1);
  const end = Math.min(input.length, at + quoted.length + 1);
  return { text: quoted, start, end };
}

/** The fields add_task takes, from a parse: what the offline agent and the CLI send. */
export function taskFields(parsed: TaskText): {
  title: string;
  due_at?: string;
  priority?: Priority;
  recurrence?: string;
  topic_name?: string;
} {
  return {
    title: capitalise(parsed.title),
    ...(parsed.due ? { due_at: parsed.due.value } : {}),
    ...(parsed.priority !== null ? { priority: parsed.priority } : {}),
    ...(parsed.recurrence ? { recurrence: parsed.recurrence.rule } : {}),
    ...(parsed.topic ? { topic_name: parsed.topic } : {}),
  };
}

/** "Fri 27 Nov"-style day for a parse's due (date-only or the local day of an instant). */
export function dueDay(due: NonNullable<TaskText['due']>): string {
  return due.hasTime ? localIsoDate(new Date(due.value)) : due.value;
}
