import { extractDueDate } from '../../../../../src-shared/text/dates';
import { extractPriority } from '../../../../../src-shared/text/priority';
import type { Restater } from './taskNews';

/**
 * Clipped notation, as typed between shifts: an arrow for the verb ("X -> done", "X → fri",
 * "-> thu p2"), a label for the add ("+ task: X fri", "tasks: A wed + B thu", "plan: N -> a, b"),
 * restated in the words the intents read. An arrow inside quotes is part of a title or a card's
 * side and is never read; what follows an arrow must be a state, a priority or a day, else the
 * notation is left as typed and the request is asked about as before.
 */

// "->", "-->", "→", "=>", "⇒", "➡", and " = " with spaces ("X = wip"). A lone ">" is a card's
// "hr > 100", not a verb.
const ARROW = /\s*(?:-+>|→|⟶|=>|⇒|➡️?|➔)\s*|\s+=\s+/u;
const QUOTE = /("[^"]*"|“[^”]*”|(?<=^|\s)'[^']*'(?=\s|$|[,.!?:;]))/;

/** The words before and after the first arrow outside quotes, or null when there is none. */
export function splitAtArrow(text: string): { head: string; tail: string; arrow: string } | null {
  const parts = text.split(QUOTE);
  let before = '';
  for (const [i, part] of parts.entries()) {
    const m = i % 2 === 0 ? ARROW.exec(part) : null;
    if (m) {
      const rest = part.slice(m.index + m[0].length) + parts.slice(i + 1).join('');
      return { head: (before + part.slice(0, m.index)).trim(), tail: rest.trim(), arrow: m[0].trim() };
    }
    before += part;
  }
  return null;
}

// The states an arrow can point to, in the words "mark X …" reads. "!!" after one is emphasis.
const DONE = /^(?:done|complete|completed|finished|sorted|submitted|handed in|✓|✔️?|✅|☑️?|x)$/iu;
const STARTED = /^(?:in progress|in-progress|wip|started|ongoing|doing|doing it|on it)$/i;
const REOPENED =
  /^(?:(?:not done|undone|not finished|open|pending)(?:\s*[,;]?\s*(?:reopen|re-open)(?:\s+it)?)?|reopen(?:ed)?|re-?open)$/i;
const SKIPPED = /^(?:skip|skipped|n\/a)$/i;

/** "X -> done" → "mark X done"; "X -> fri" → "move X to fri"; null when the tail is none of those. */
function changeSaid(target: string, tail: string, now: Date, locale: Parameters<Restater>[2]): string | null {
  const t = tail.replace(/[\s!.]+$/, '').trim();
  if (t === '') return null;
  if (DONE.test(t)) return `mark ${target} done`;
  if (STARTED.test(t)) return `mark ${target} in progress`;
  if (SKIPPED.test(t)) return `skip ${target}`;
  if (REOPENED.test(t)) return `reopen ${target}`;
  // A day, a priority, or both ("thu p2"): nothing else may be left over.
  const { priority, rest } = extractPriority(t.replace(/,/g, ' '));
  const { due, rest: left } = rest === '' ? { due: null, rest: '' } : extractDueDate(rest, now, locale);
  if (left.replace(/^(?:due|on|by|for|to)\b/i, '').trim() !== '') return null;
  if (due && priority) return `move ${target} to ${rest} p${priority}`;
  if (due) return `move ${target} to ${rest}`;
  if (priority) return `make ${target} p${priority}`;
  return null;
}

// Labels that open an add, the label first: "task", "+ task", "todo", "new", "2 new tasks", "add".
const LABEL = String.raw`(?:\+\s*|add\s+|new\s+)?(?:(\d+|two|three|four|five)\s+)?(?:new\s+)?`;
const TASK_LABEL = new RegExp(String.raw`^${LABEL}(tasks?|to-?dos?|reminders?)\s*(?::|$)\s*(.*)$`, 'i');
const STEP_LABEL = new RegExp(String.raw`^${LABEL}(steps?|items?)\s*(?::|$)\s*(.*)$`, 'i');
const BARE_LABEL = /^(?:\+|new|add)\s*:?\s*(?=\S)(.*)$/i;
const PLAN_LABEL = /^(?:\+\s*|new\s+)?(empty\s+|new\s+)?plan\s*:?\s*(.*)$/i;
const CARD_LABEL =
  /^(?:\+\s*|new\s+)?(?:(?:another|one\s+more)(?:\s+(?:one|card|flashcard))?|(?:flash\s?)?card)(?![\p{L}])\s*:?\s*(.*)$/iu;

// "+" and "&" between items join them as "and" would.
const joined = (items: string) => items.replace(/\s+[+&]\s+/g, ', ');

/** "print care plans, thu": a day after the one item's comma is its due day, not a second item. */
function dayAfterComma(items: string, now: Date, locale: Parameters<Restater>[2]): string {
  const m = /^([^,]+),\s*([^,]+)$/.exec(items);
  if (!m) return items;
  const { due, rest } = extractDueDate(m[2]!, now, locale);
  return due && rest.replace(/^(?:due|on|by)\b/i, '').trim() === '' ? `${m[1]!} ${m[2]!}` : items;
}

/** An add opened by a label, the arrow (if any) between label and item. */
function labelledAdd(head: string, tail: string | null, now: Date, locale: Parameters<Restater>[2]): string | null {
  const body = (rest: string) => (tail === null ? rest : `${rest} ${tail}`).trim();
  const task = TASK_LABEL.exec(head);
  if (task) {
    const items = dayAfterComma(joined(body(task[3]!)), now, locale);
    if (items === '') return null;
    const several = /,/.test(items);
    // "tasks: physics" with one item and no count may ask to see them: left as typed.
    if (tail === null && /s$/i.test(task[2]!) && task[1] === undefined && !several) return null;
    const many = task[1] !== undefined || /s$/i.test(task[2]!) || several;
    return many ? `add ${task[1] ? `${task[1]} ` : ''}tasks: ${items}` : `add task: ${items}`;
  }
  const step = STEP_LABEL.exec(head);
  if (step) {
    const items = joined(body(step[3]!));
    return items === '' ? null : `add ${/,/.test(items) ? 'steps' : 'step'}: ${items}`;
  }
  return null;
}

/** "plan: N -> a, b" → a plan with steps; "empty plan -> N" → a plan of that name and no steps. */
function planSaid(head: string, tail: string): string | null {
  const m = PLAN_LABEL.exec(head);
  if (!m || tail === '') return null;
  const name = m[2]!.trim();
  if (name === '') return m[1] || !/,/.test(tail) ? `create an empty plan called ${tail}` : null;
  return /,|\s[+&]\s/.test(tail) ? `create a plan ${name}: ${joined(tail)}` : `create a plan ${name}: ${tail}`;
}

// Reads asked with a label and a question mark: "overdue?", "p1 stuff?", "due b4 fri?", "bio exam prep - steps?".
const STUFF = String.raw`(?:\s+(?:stuff|tasks?|things|items|ones|to-?dos))?`;
const OVERDUE_ASKED = new RegExp(String.raw`^(?:anything\s+)?(?:overdue|late|past due)${STUFF}$`, 'i');
const URGENT_ASKED = new RegExp(
  String.raw`^(?:anything\s+)?(?:p1|urgent|high(?:est)?\s+priority|top\s+priority)${STUFF}$`,
  'i',
);
const DUE_ASKED = /^(?:anything\s+|stuff\s+|tasks?\s+)?due\s+(?:(before|by|until|till)\s+)?(\S.*)$/i;
// The plan's name first: "what are the steps?", "next steps?" ask something else, and are left as typed.
const STEPS_ASKED =
  /^(?!(?:what|which|how|where|when|who|why|are|is|do|does|did|can|any|the|my|next|all|show|list)\b)(.+?)\s*(?:[-–—:]\s*)?(?:steps|step list)$/i;

/** "bio exam prep - steps?": a plan named by its title words, so the plans' titles are worth reading (index.ts). */
export const asksForSteps = (text: string, question: boolean): boolean => question && STEPS_ASKED.test(text);

/** A read asked in notation, in the words the list readings read; null otherwise. */
function readAsked(text: string, now: Date, locale: Parameters<Restater>[2]): string | null {
  if (OVERDUE_ASKED.test(text)) return "what's overdue";
  // Tasks are not filtered by priority: the list ordered by it, the most urgent named, answers.
  if (URGENT_ASKED.test(text)) return "what's most urgent";
  const due = DUE_ASKED.exec(text);
  if (due) {
    const { due: day, rest } = extractDueDate(due[2]!, now, locale);
    return day && rest === '' ? `what's due ${due[1] ? 'before ' : ''}${due[2]!}` : null;
  }
  const steps = STEPS_ASKED.exec(text);
  return steps ? `show the steps of ${steps[1]!}` : null;
}

/** The clipped request in words, or null when it is not clipped notation. */
export const notation: Restater = (text, now, locale, question) => {
  if (question) return readAsked(text, now, locale);
  const split = splitAtArrow(text);
  if (!split) {
    // "+ task: X fri", "tasks: A wed + B thu", "+ step: X thu". A label alone ("new task: X, p1, by
    // the 5th") is read by the add readings as it is.
    if (!text.startsWith('+') && !/\s[+&]\s/.test(text)) return null;
    const added = labelledAdd(text, null, now, locale);
    if (added) return added;
    const bare = BARE_LABEL.exec(text);
    return bare && text.startsWith('+') ? `add ${bare[1]!}` : null;
  }
  const { head, tail, arrow } = split;
  if (CARD_LABEL.test(head)) {
    // "card: front = el perro; back = the dog": "=" names a side there, and the card reader reads it.
    if (arrow === '=') return null;
    // "another: F -> B" after a card: the card's lead-in and its sides, the arrow between them.
    const front = CARD_LABEL.exec(head)![1]!.trim();
    return front === '' || tail === '' ? null : `card: ${front} :: ${tail}`;
  }
  const plan = planSaid(head, tail);
  if (plan) return plan;
  const added = labelledAdd(head, tail, now, locale);
  if (added) return added;
  // "-> sat" right after a task was shown or added: the change is to that task.
  const target = head === '' ? 'it' : head;
  return changeSaid(target, tail, now, locale);
};
