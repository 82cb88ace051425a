import { PLAN_LIMITS } from '../../../src-shared/plans';
import { spreadSections } from '../materials/study';

/** What a generated plan is about: the goal, and what the student has to study it with. */
export interface StudySource {
  goal: string;
  /** A material's sections in reading order with their size in characters. */
  material?: { title: string; sections: readonly { section: string; chars: number }[] };
  /** The plan's topic; `card_count` says whether there are flashcards to review and quiz from. */
  topic?: { name: string; card_count: number };
  minutes_per_day?: number;
}

/** One generated step: a session on one study day, with what to do in it. */
export interface StudySession {
  title: string;
  due_date: string;
  notes: string;
}

/** A quiz every fourth session keeps recall honest without crowding the reading. */
const QUIZ_EVERY = 4;

const clip = (s: string, room: number) => (s.length <= room ? s : `${s.slice(0, room - 1).trimEnd()}…`);

/** "Lists; Tuples" from heading paths, the last heading of each. */
const shortList = (sections: readonly string[]) =>
  sections.map((s) => s.split(' > ').at(-1) || 'Introduction').join('; ');

function titled(day: number, what: string): string {
  const head = `Day ${day} — `;
  return `${head}${clip(what, PLAN_LIMITS.itemTitle - head.length)}`;
}

/** "Day 3 — <goal> (session 3 of 14)", shortening the goal so the title fits. */
function sessionTitle(goal: string, day: number, days: number): string {
  const tail = ` (session ${day} of ${days})`;
  return titled(day, `${clip(goal, PLAN_LIMITS.itemTitle - `Day ${day} — `.length - tail.length)}${tail}`);
}

/** The lines every session ends with: the topic's cards, a quiz now and then, and the time. */
function practiceLines(src: StudySource, session: number, last: boolean): string[] {
  const lines: string[] = [];
  const topic = src.topic;
  if (topic && topic.card_count > 0) lines.push(`Cards: review the ${topic.name} flashcards due today.`);
  else if (topic && src.material) lines.push(`Cards: make flashcards for ${topic.name} from what you read today.`);
  const quizOn = topic && (topic.card_count > 0 || src.material) ? topic.name : src.material?.title;
  if (quizOn && (last || session % QUIZ_EVERY === 0)) lines.push(`Quiz: take a 10-question quiz on ${quizOn}.`);
  if (src.minutes_per_day !== undefined) lines.push(`Time: about ${src.minutes_per_day} minutes.`);
  return lines;
}

const numbered = (lines: readonly string[]) =>
  clip(lines.map((l, i) => `${i + 1}. ${l}`).join('\n'), PLAN_LIMITS.notes);

/**
 * A material read in order, about the same amount a day, the last day kept for a final review.
 * Every session after the first starts by recalling what was read one and three sessions before
 * (reviews of earlier sections come before new ones); days left once everything is read revise it.
 */
function materialSessions(days: readonly string[], src: StudySource): StudySession[] {
  const m = src.material!;
  const reading = spreadSections(m.sections, days.length > 1 ? days.length - 1 : 1);
  return days.map((due_date, i) => {
    const n = i + 1;
    const last = n === days.length && days.length > 1;
    const lines: string[] = [];
    let what: string;
    if (last) {
      what = `Revise ${m.title}`;
      lines.push(`Review first: skim every section of "${m.title}" and list what is still unclear.`);
    } else if (i < reading.length) {
      const today = reading[i]!;
      const earlier = [reading[i - 1], reading[i - 3]].flatMap((r) => r ?? []);
      what = shortList(today);
      if (earlier.length > 0) {
        lines.push(`Review first: recall ${shortList(earlier)} from "${m.title}" without looking, then check.`);
      }
      lines.push(`Read in "${m.title}": ${today.join('; ')}.`);
    } else {
      const again = reading[(i - reading.length) % reading.length]!;
      what = `Review ${shortList(again)}`;
      lines.push(`Review first: reread ${again.join('; ')} in "${m.title}" and recall it without looking.`);
    }
    return { title: titled(n, what), due_date, notes: numbered([...lines, ...practiceLines(src, n, last)]) };
  });
}

/** Without a material: outline first, one part a session with a recall of the last, a final review. */
function goalSessions(days: readonly string[], src: StudySource): StudySession[] {
  return days.map((due_date, i) => {
    const n = i + 1;
    const last = n === days.length && days.length > 1;
    const lines: string[] = [];
    if (n === 1) {
      lines.push(`Outline ${src.goal}: list the parts it covers, in order, and mark what you already know.`);
      lines.push('Start on the first part of the outline.');
    } else if (last) {
      lines.push(`Review first: go through every part of your outline of ${src.goal} and list what is still unclear.`);
      lines.push('Then work through the unclear points, hardest first.');
    } else {
      lines.push(`Review first: write down from memory what you covered in session ${n - 1}, then check it.`);
      lines.push(`Then the next part of your outline (part ${n} of ${days.length}).`);
    }
    return {
      title: sessionTitle(src.goal, n, days.length),
      due_date,
      notes: numbered([...lines, ...practiceLines(src, n, last)]),
    };
  });
}

/**
 * One session per study day, each saying what to do: which sections to read and review, which
 * cards, which quiz — never an empty step.
 *
 * @example
 *   studySessions(['2026-12-01', '2026-12-02'], { goal: 'Cells', topic: { name: 'Biology', card_count: 12 } })
 *   // → [{ title: 'Day 1 — Cells (session 1 of 2)', due_date: '2026-12-01', notes: '1. Outline Cells: …' }, …]
 */
export function studySessions(days: readonly string[], src: StudySource): StudySession[] {
  if (!src.material || src.material.sections.length === 0) return goalSessions(days, src);
  return materialSessions(days, src);
}
