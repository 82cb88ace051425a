import type { Task } from '../../../../src-shared/tasks';
import { formatDue } from '../../../../src-shared/text/dueWords';
import { describeRecurrence } from '../../../../src-shared/text/repetition';

/**
 * The offline agent's wording: short, friendly, plain text with light Markdown. Lists are
 * numbered so "task 2" and "the second one" mean what the user just read.
 */

/** “Essay draft” */
export function q(title: string): string {
  return `“${title}”`;
}

/** A due date as people read it: "Fri 27 Nov", "Fri 27 Nov 17:00" (the one formatter, in src-shared/text). */
export const due = formatDue;

/** " — due Fri 27 Nov, every week on Monday, p1" (only the parts that are set). */
export function taskDetails(
  task: Pick<Task, 'due_at' | 'priority'> & { recurrence?: string | null },
  now: Date,
): string {
  const parts: string[] = [];
  if (task.due_at) parts.push(`due ${due(task.due_at, now)}`);
  if (task.recurrence) parts.push(`repeats ${describeRecurrence(task.recurrence)}`);
  if (task.priority < 4) parts.push(`p${task.priority}`);
  return parts.length > 0 ? ` — ${parts.join(', ')}` : '';
}

export function taskLine(task: Task, position: number, now: Date): string {
  const done = task.status === 'completed' ? ' ✓' : '';
  return `${position}. ${task.title}${taskDetails(task, now)}${done}`;
}

export function numbered(lines: readonly string[]): string {
  return lines.map((l, i) => `${i + 1}. ${l}`).join('\n');
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Delete task 'Essay draft' (due Fri 27 Nov)?" → "Deleted task 'Essay draft' (due Fri 27 Nov)." */
export function doneFromQuestion(summary: string): string {
  const statement = summary.trim().replace(/\?$/, '.');
  return statement.replace(/^Delete\b/, 'Deleted').replace(/^Remove\b/, 'Removed');
}

export const CAPABILITIES = [
  '**Tasks** — “add essay draft due friday p1”, “what’s due today?”, “I finished the groceries one”, “move task 2 to monday”, “delete task 3”',
  '**Plans** — “plan 10 days for linear algebra”, “create a plan Exam prep: read ch1, read ch2”, “show my plan”, “mark day 2 done”',
  '**Flashcards** — “make a flashcard: what is a closure? — a function with its scope”, “what cards are due?”, “start review”',
  '**Quizzes** — “quiz me on recursion”, “what are my weak topics?”, “what did I get wrong in recursion?”',
  '**Undo** — “undo” brings back what was just deleted; “no, I meant …” fixes my last guess',
];

export function helpText(): string {
  return `I’m Quire’s offline assistant — no model needed. I can help with:\n${CAPABILITIES.map((c) => `- ${c}`).join('\n')}`;
}

/** Summary phrasing for the days a generated plan spans: "Sat 21 Nov – Fri 4 Dec". */
export function span(first: string | null | undefined, last: string | null | undefined, now: Date): string {
  if (!first || !last) return '';
  return first === last ? due(first, now) : `${due(first, now)} – ${due(last, now)}`;
}
