import type { FlashcardState } from '../../../../src-shared/flashcards';
import type { PlanItem, PlanSummary } from '../../../../src-shared/plans';
import type { Progress } from '../../../../src-shared/progress';
import type { QuizQuestion, TopicSummary, WeakTopic, WrongQuestion } from '../../../../src-shared/quizzes';
import type { Task } from '../../../../src-shared/tasks';
import { due, plural, q, span, taskDetails, taskLine } from './respond';
import { TOOL } from '../../../../src-shared/tools/names';

/**
 * What a successful call did, in words. Each function takes the tool's `data` as DESIGN §3
 * defines it; the caller passes what it knows beyond that (the plan's title, a list's period).
 */

export function taskList(tasks: readonly Task[], now: Date, heading: string, empty: string): string {
  if (tasks.length === 0) return empty;
  return `${heading}\n${tasks.map((t, i) => taskLine(t, i + 1, now)).join('\n')}`;
}

export function taskChanged(
  tool: string,
  data: { task: Task; already_completed?: boolean; next_task?: Task },
  now: Date,
): string {
  const t = data.task;
  switch (tool) {
    case TOOL.add_task:
      return `Added ${q(t.title)}${taskDetails(t, now)}.`;
    case TOOL.complete_task: {
      if (data.already_completed) return `${q(t.title)} was already done.`;
      const next = data.next_task;
      return next
        ? `Marked ${q(t.title)} as done ✓ Next one${taskDetails(next, now).replace(/^ — /, ': ')}.`
        : `Marked ${q(t.title)} as done ✓`;
    }
    case TOOL.reopen_task:
      return `Reopened ${q(t.title)} — it’s back on your list${taskDetails(t, now)}.`;
    default: {
      // "file X under physics": the topic is what changed, so it is what is said.
      const topic = t.topic ? ` — in ${t.topic}` : '';
      return `Updated ${q(t.title)}${topic}${taskDetails(t, now).replace(/^ — /, topic ? ', ' : ' — ') || (topic ? '' : ' — no due date, normal priority')}.`;
    }
  }
}

const STATUS_MARK: Record<PlanItem['status'], string> = {
  todo: '',
  in_progress: ' (in progress)',
  done: ' ✓',
  skipped: ' (skipped)',
};

export function planItems(title: string, items: readonly PlanItem[], now: Date): string {
  if (items.length === 0) return `${q(title)} has no items yet — add one with “add <item> to my plan”.`;
  const doneCount = items.filter((i) => i.status === 'done').length;
  const lines = items.map(
    (i, n) => `${n + 1}. ${i.title}${i.due_date ? ` — ${due(i.due_date, now)}` : ''}${STATUS_MARK[i.status]}`,
  );
  return `**${title}** — ${doneCount} of ${items.length} done:\n${lines.join('\n')}`;
}

export function generatedPlan(goal: string, items: readonly PlanItem[], now: Date): string {
  const first = items[0];
  const range = span(first?.due_date, items[items.length - 1]?.due_date, now);
  const preview = items
    .slice(0, 3)
    .map((i, n) => `${n + 1}. ${i.title}${i.due_date ? ` — ${due(i.due_date, now)}` : ''}`);
  const more = items.length > 3 ? `\n…and ${plural(items.length - 3, 'more session')}.` : '';
  return `Created the plan ${q(goal)}: ${plural(items.length, 'daily session')}${range ? `, ${range}` : ''}.\n${preview.join('\n')}${more}`;
}

export function planList(plans: readonly PlanSummary[], status: string): string {
  if (plans.length === 0) {
    return status === 'all'
      ? 'You have no study plans yet. Try “plan 10 days for linear algebra”.'
      : `You have no ${status} plans.`;
  }
  const lines = plans.map(
    (p) =>
      `- ${p.title} — ${p.done_count} of ${p.item_count} done${p.status === 'active' ? '' : ` (${p.status})`} · plan #${p.plan_id}`,
  );
  return `Your plans:\n${lines.join('\n')}`;
}

export interface DueCard {
  card_id: number;
  front: string;
  back: string;
  topic: string | null;
  state: FlashcardState;
}

export function dueCards(cards: readonly DueCard[]): string {
  if (cards.length === 0) return 'No flashcards are due right now — nice work.';
  const lines = cards.map(
    (c, i) => `${i + 1}. ${c.front}${c.topic ? ` (${c.topic})` : ''}${c.state === 'new' ? ' · new' : ''}`,
  );
  return `${plural(cards.length, 'flashcard')} due:\n${lines.join('\n')}\n\nSay “start review” to go through them.`;
}

/** A card's question alone: the answer stays hidden until the student answers or says "show". */
export function cardFront(card: DueCard, remaining: number): string {
  const topic = card.topic ? ` · ${card.topic}` : '';
  const left = remaining > 1 ? ` (${remaining} due)` : '';
  return `**Q:** ${card.front}${topic}${left}\n\nType your answer, or say “show”, “skip” or “stop”.`;
}

export function reviewed(data: { next_review_at: string; interval_days: number }, now: Date): string {
  if (data.interval_days < 1) return 'Got it — you’ll see that card again shortly.';
  return `Next review of that card: ${due(data.next_review_at, now)} (in ${plural(Math.round(data.interval_days), 'day')}).`;
}

export function quiz(topic: string, questions: readonly QuizQuestion[], wrong: readonly WrongQuestion[]): string {
  const parts: string[] = [];
  if (wrong.length > 0) {
    const again = wrong.slice(0, 3).map((w) => `- ${w.question}${w.correct_answer ? ` → ${w.correct_answer}` : ''}`);
    parts.push(
      `Last time you missed ${plural(wrong.length, 'question')} on ${topic}; worth another look:\n${again.join('\n')}`,
    );
  }
  const qs = questions.map((x) => {
    const choices = x.choices
      ? `\n   ${x.choices.map((c, i) => `${String.fromCharCode(97 + i)}) ${c}`).join('  ')}`
      : '';
    return `${x.position}. ${x.question}${choices}`;
  });
  parts.push(`Quiz on ${topic} — ${plural(questions.length, 'question')}:\n${qs.join('\n')}`);
  parts.push(`Answers: ${questions.map((x) => `${x.position}) ${x.answer}`).join(' · ')}`);
  return parts.join('\n\n');
}

export function weakTopics(topics: readonly WeakTopic[]): string {
  if (topics.length === 0) return 'No quiz results yet, so no weak spots to show. Try “quiz me on <topic>”.';
  const lines = topics.map(
    (t, i) =>
      `${i + 1}. ${t.name} — ${t.avg_score === null ? 'not scored yet' : `average ${Math.round(t.avg_score * 100)}%`}, ${plural(t.wrong_count, 'wrong answer')}`,
  );
  return `Your weakest topics:\n${lines.join('\n')}`;
}

export function wrongQuestions(topic: string, wrong: readonly WrongQuestion[]): string {
  if (wrong.length === 0) return `No wrong answers recorded for ${topic} — well done.`;
  const lines = wrong.slice(0, 20).map((w, i) => {
    const yours = w.user_answer ? ` You said: ${w.user_answer}.` : '';
    const right = w.correct_answer ? ` Answer: ${w.correct_answer}.` : '';
    return `${i + 1}. ${w.question}${yours}${right}`;
  });
  return `What you got wrong in ${topic}:\n${lines.join('\n')}`;
}

export function topicList(topics: readonly TopicSummary[]): string {
  if (topics.length === 0)
    return 'No topics yet. Flashcards and quizzes create them: “make a flashcard for biology: … :: …”.';
  const lines = topics.map(
    (t) =>
      `- ${t.name} — ${plural(t.card_count, 'card')}, ${plural(t.attempt_count, 'attempt')}${t.avg_score === null ? '' : `, average ${Math.round(t.avg_score * 100)}%`}`,
  );
  return `Your topics:\n${lines.join('\n')}`;
}

export function cardStateChanged(
  tool: string,
  front: string | undefined,
  data: { card_id: number; suspended?: boolean },
): string {
  const card = front ? `the card ${q(front)}` : `card ${data.card_id}`;
  if (tool === TOOL.bury_flashcard) return `Buried ${card} until tomorrow. Say “undo” to bring it back today.`;
  return data.suspended
    ? `Suspended ${card}: it won’t come up in reviews until you bring it back (“unsuspend card ${data.card_id}”).`
    : `${front ? `The card ${q(front)}` : `Card ${data.card_id}`} is back in your reviews.`;
}

const minutes = (ms: number) => Math.round(ms / 60_000);

/** get_progress in a few sentences: the last seven days, retention, and what is coming. */
export function progress(p: Progress): string {
  if (p.totals.reviews === 0) return 'No reviews yet — once you review some flashcards, I can tell you how it’s going.';
  const week = p.heatmap.slice(-7);
  const reviews = week.reduce((n, d) => n + d.reviews, 0);
  const days = week.filter((d) => d.reviews > 0).length;
  const recalled = p.retention.reduce((n, r) => n + r.recalled, 0);
  const counted = p.retention.reduce((n, r) => n + r.reviews, 0);
  const lines = [
    reviews === 0
      ? 'No reviews in the last 7 days.'
      : `Last 7 days: ${plural(reviews, 'review')} on ${plural(days, 'day')}${p.time.last_7_days_ms > 0 ? `, about ${plural(minutes(p.time.last_7_days_ms), 'minute')}` : ''}.`,
    counted > 0
      ? `You remembered ${Math.round((recalled / counted) * 100)}% of the cards you had already learned.`
      : 'No learned cards reviewed yet, so no retention figure.',
    `Due today: ${p.forecast[0]?.due ?? 0}; tomorrow: ${p.forecast[1]?.due ?? 0}. In all, ${plural(p.totals.reviews, 'review')} on ${plural(p.totals.active_days, 'day')}. The Progress view (Ctrl+9) has the charts.`,
  ];
  return lines.join('\n');
}

export function examDate(topic: string, date: string | null, now: Date): string {
  if (date === null) return `Cleared the ${topic} exam date.`;
  return `Noted: your ${topic} exam is on ${due(date, now)}. A plan for ${topic} will finish the day before.`;
}

export interface Rescheduled {
  moved: { title: string; from: string; to: string }[];
}

export function rescheduled(plan: string, data: Rescheduled, now: Date): string {
  if (data.moved.length === 0) return `Nothing in ${q(plan)} was late — it’s on schedule.`;
  const lines = data.moved.slice(0, 8).map((m) => `- ${m.title}: ${due(m.from, now)} → ${due(m.to, now)}`);
  const more = data.moved.length > 8 ? `\n…and ${data.moved.length - 8} more.` : '';
  return `Moved ${plural(data.moved.length, 'late step')} of ${q(plan)}:\n${lines.join('\n')}${more} Say “undo” to put them back.`;
}
