import { localIsoDate, type TextLocale } from './locale';
import { extractDueDate } from './dates';
import { findDuration, NUMBER_WORD, readNumber } from './numbers';
import { capitalise, extractQuoted, splitItems, tidyTitle } from './titles';

export interface PlanRequest {
  goal: string;
  days: number;
  start_date?: string;
  minutes_per_day?: number;
}

const MINUTES = new RegExp(
  String.raw`\b(?:for\s+|at\s+)?(${NUMBER_WORD}|half an?|an?)\s*(minutes?|mins?|hours?|hrs?|h)\b(?:\s*(?:a|per|each|every)\s*day|\s*daily)?`,
  'i',
);
const START = /\b(?:starting|start(?:ing)? on|from|beginning)\s+(.+?)(?=\s+(?:for|to|with|and)\b|,|$)/i;

/**
 * "plan two weeks to learn the Python tutorial, 45 minutes a day starting monday" →
 * { goal: 'Learn the Python tutorial', days: 14, minutes_per_day: 45, start_date: '2026-11-23' }.
 */
export function readPlanRequest(body: string, now: Date): PlanRequest | null {
  let text = body;
  const duration = findDuration(text);
  if (!duration) return null;
  text = `${text.slice(0, duration.index).replace(/\b(?:in|over|for|across|within|during|of)\s*$/i, '')} ${text.slice(duration.index + duration.text.length)}`;
  const out: PlanRequest = { goal: '', days: duration.days };

  const minutes = MINUTES.exec(text);
  if (minutes && minutes.index !== undefined) {
    const n = /^half/i.test(minutes[1]!) ? 0.5 : /^an?$/i.test(minutes[1]!) ? 1 : readNumber(minutes[1]!);
    if (n !== null) out.minutes_per_day = Math.round(/^h/i.test(minutes[2]!) ? n * 60 : n);
    text = `${text.slice(0, minutes.index)} ${text.slice(minutes.index + minutes[0].length)}`;
  }
  const start = START.exec(text);
  if (start && start.index !== undefined) {
    const d = extractDueDate(start[1]!, now).due;
    if (d) {
      out.start_date = localIsoDate(d.date);
      text = `${text.slice(0, start.index)} ${text.slice(start.index + start[0].length)}`;
    }
  }
  out.goal = planGoal(text);
  return out;
}

/** The goal of a plan request once its span, minutes and start were cut: the verb and "plan" go. */
export function planGoal(text: string): string {
  const goal = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /^(?:please\s+)?(?:make|create|build|generate|give|write|set up|draw up|put together|i need|i want)?\s*(?:me\s+)?(?:a\s+|an\s+)?/i,
      '',
    )
    .replace(/^[\s-]*(?:day|week|month)?[\s-]*(?:study\s+|revision\s+|learning\s+)?(?:plan|schedule)\b\s*/i, '')
    .replace(/^(?:plan|schedule)\s+/i, '')
    .replace(/^(?:for|on|about|covering|of)\s+/i, '')
    .replace(/^to\s+/i, '')
    .replace(/\s+(?:study\s+)?(?:plan|schedule)$/i, '');
  return capitalise(tidyTitle(goal));
}

export interface PlanUntil {
  goal: string;
  /** The last day named ("up to dec 10"), YYYY-MM-DD. */
  deadline?: string;
  /** "up to the exam", "until my biology final": the topic's exam date is the deadline. */
  untilExam: boolean;
}

const UNTIL =
  /[\s,]+(?:(?:all\s+the\s+way\s+|right\s+)?up\s+(?:to|until|till)|until|till|til|before|ahead\s+of|leading\s+up\s+to|in\s+time\s+for|by)\s+(.+)$/i;
const EXAM = /^(?:the\s+|my\s+|our\s+)?(?:[\p{L}\d-]+\s+){0,2}?(?:exam|test|final|midterm|mock)s?$/iu;

/**
 * A plan asked for up to a day rather than for a span: "study plan for biology up to the exam",
 * "schedule for chem until dec 10". Null when no such end is said. "up to the exam" is the
 * deadline, never part of the goal.
 *
 * @example
 *   readPlanUntil('for biology up to the exam', now) // → { goal: 'Biology', untilExam: true }
 *   readPlanUntil('for chem until dec 10', now)      // → { goal: 'Chem', deadline: '2026-12-10', untilExam: false }
 */
export function readPlanUntil(body: string, now: Date, locale?: TextLocale): PlanUntil | null {
  const m = UNTIL.exec(body.trim());
  if (!m || m.index === undefined) return null;
  const goal = planGoal(body.trim().slice(0, m.index));
  const end = m[1]!.trim().replace(/[.!?]+$/, '');
  if (EXAM.test(end)) return { goal, untilExam: true };
  const d = extractDueDate(end, now, locale);
  if (!d.due || d.rest !== '') return null;
  return { goal, deadline: localIsoDate(d.due.date), untilExam: false };
}

export interface NewPlan {
  title: string;
  items: { title: string; due_date?: string }[];
}

const WITH_ITEMS =
  /\s*(?::|\s[—–-]\s|[,;]?\s*(?:with|including|containing|having)\s+(?:the\s+)?(?:items?|steps?|tasks?|sessions?|topics?|chapters?)?\s*:?)\s*/i;

/**
 * What followed "create a plan": `called Exam prep with items read ch1, read ch2 and practice
 * test`, `"Exam prep": read ch1; read ch2`, or just a title.
 */
export function readNewPlan(body: string, now: Date): NewPlan {
  let text = body.trim().replace(/^(?:called|named|titled|for|about|on)\s+/i, '');
  let title: string;
  const { quoted, rest } = extractQuoted(text);
  if (quoted !== null && text.indexOf(quoted) <= 2) {
    title = quoted;
    text = rest.replace(/^(?:with|including|containing)?\s*(?:the\s+)?(?:items?|steps?|tasks?)?\s*:?\s*/i, '');
  } else {
    const m = WITH_ITEMS.exec(text);
    if (m && m.index !== undefined && m.index > 0) {
      title = text.slice(0, m.index);
      text = text.slice(m.index + m[0].length);
    } else if (text.includes(';')) {
      // "Driving test; theory book; mock test": the first part names the plan.
      title = text.slice(0, text.indexOf(';'));
      text = text.slice(text.indexOf(';') + 1);
    } else {
      title = text;
      text = '';
    }
  }
  const items =
    text.trim() === ''
      ? []
      : splitItems(text).map((raw) => {
          const d = extractDueDate(raw, now);
          return {
            title: capitalise(tidyTitle(d.due ? d.rest : raw)),
            ...(d.due ? { due_date: localIsoDate(d.due.date) } : {}),
          };
        });
  return { title: capitalise(tidyTitle(title)), items: items.filter((i) => i.title !== '') };
}

/**
 * A step's title from what was said to add: `a step 'flashcards'`, `the step "review notes"`,
 * `a new session called mock test` — the noun and its quotes are how it was said, not the step.
 *
 * @example
 *   stepTitle(`a step 'flashcards'`)           // → 'Flashcards'
 *   stepTitle('the new step called past papers') // → 'Past papers'
 */
export function stepTitle(item: string): string {
  const { quoted } = extractQuoted(item);
  const said =
    quoted ??
    item
      .trim()
      .replace(
        /^(?:(?:a|an|the|one|another)\s+)?(?:new\s+)?(?:step|item|session|entry|stage)\b\s*(?:(?:called|named|titled|saying)\b\s*)?[:\-–—]?\s*(?=\S)/i,
        '',
      );
  return capitalise(tidyTitle(said.replace(/^["“‘']+|["”’']+$/g, '')));
}
