import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';

/**
 * Prompts an MCP host shows as commands ("/quiz me on …"). Each fills one user message that the
 * host's model acts on through Quire's own tools, so the work is done — and audited, and asked
 * about when destructive — exactly as in the app.
 */
interface QuirePrompt extends Prompt {
  render(args: Record<string, string>): string;
}

const PROMPTS: readonly QuirePrompt[] = [
  {
    name: 'quiz_me',
    title: 'Quiz me on a topic',
    description: 'A short quiz on one topic from your flashcards and materials, wrong answers from last time first.',
    arguments: [{ name: 'topic', description: 'The topic, e.g. biology', required: true }],
    render: ({ topic }) =>
      [
        `Quiz me on ${topic} with Quire.`,
        `1. Call quiz_pre_fetch with topic_name "${topic}" and ask the questions I got wrong before first.`,
        `2. Then call generate_quiz with topic_name "${topic}" and count 5 for new questions.`,
        'Ask one question at a time and wait for my answer before showing the right one. Grade each answer (0–1) with one line of feedback.',
        '3. At the end call quiz_post_save with my wrong answers and the attempt ids I answered right this time, then tell me my score.',
      ].join('\n'),
  },
  {
    name: 'plan_my_week',
    title: 'Plan my week',
    description: 'A day-by-day plan for the next seven days from your tasks, study plans and due cards.',
    arguments: [],
    render: () =>
      [
        'Plan my week with Quire.',
        'Look at my pending tasks due in the next 7 days (list_tasks with due_before a week from today), my active study plans (list_plans, then list_plan_items) and how many flashcards are due (get_due_flashcards).',
        'Propose a day-by-day plan that spreads the work before each deadline and leaves time for card reviews each day.',
        'Show it to me first; only if I agree, save it with write_plan (one item per day, with due_date).',
      ].join('\n'),
  },
  {
    name: 'review_due_cards',
    title: 'Review my due cards',
    description: 'A flashcard review of the cards due now, rated again/hard/good/easy as in Anki.',
    arguments: [{ name: 'topic', description: 'Only this topic (optional)', required: false }],
    render: ({ topic }) =>
      [
        `Review my due flashcards${topic ? ` in ${topic}` : ''} with Quire.`,
        `Call get_due_flashcards${topic ? ' and keep the cards of that topic' : ''}. For each card show only the front and wait for my answer; then show the back and ask how it went: again, hard, good or easy.`,
        'Record each rating with review_flashcard before the next card. At the end say how many I reviewed and when the next ones are due.',
      ].join('\n'),
  },
  {
    name: 'whats_due_today',
    title: "What's due today",
    description: 'Tasks, flashcards and plan steps due today, in one short summary.',
    arguments: [],
    render: () =>
      [
        "What's due today? Use Quire: list_tasks (pending, due_before tomorrow), get_due_flashcards, and list_plan_items of my active plans for steps due today.",
        'Answer in a short list: overdue first, then today. Do not change anything.',
      ].join('\n'),
  },
];

export function listPrompts(): Prompt[] {
  return PROMPTS.map(({ render: _render, ...prompt }) => prompt);
}

export type PromptLookup = { ok: true; result: GetPromptResult } | { ok: false; message: string };

/** Renders a prompt, or says what is wrong (unknown name, missing argument). */
export function getPrompt(name: string, args: Record<string, string> = {}): PromptLookup {
  const prompt = PROMPTS.find((p) => p.name === name);
  if (!prompt) {
    return { ok: false, message: `Unknown prompt "${name}". Prompts: ${PROMPTS.map((p) => p.name).join(', ')}.` };
  }
  const missing = (prompt.arguments ?? []).filter((a) => a.required && !args[a.name]?.trim()).map((a) => a.name);
  if (missing.length > 0) {
    return { ok: false, message: `Prompt "${name}" needs: ${missing.join(', ')}.` };
  }
  const trimmed = Object.fromEntries(Object.entries(args).map(([k, v]) => [k, v.trim()]));
  return {
    ok: true,
    result: {
      description: prompt.description,
      messages: [{ role: 'user', content: { type: 'text', text: prompt.render(trimmed) } }],
    },
  };
}
