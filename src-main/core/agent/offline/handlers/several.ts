import type { Task } from '../../../../../src-shared/tasks';
import { readNewTask } from '../../../../../src-shared/text/taskText';
import { splitItems } from '../../../../../src-shared/text/titles';
import { perform } from '../actions';
import type { Intent } from '../intents';
import { plural, q } from '../respond';
import { dataOf, type TurnContext } from '../turnContext';
import { ask, done, failed, type PendingOption, type Reply } from '../types';

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

/**
 * "add tasks: milk, eggs and bread", "2 new tasks: A and B", bulleted lines: one add_task per
 * item, each read on its own (so each keeps its own date and priority). When the count said
 * does not match the items found, it asks rather than guessing which were meant.
 */
export async function addTasks(turn: TurnContext, intent: IntentOf<'add_tasks'>): Promise<Reply> {
  const items = splitItems(intent.body.replace(/^(?:these|the following|this)\s*:\s*/i, ''))
    .map((item) => readNewTask(item, turn.now, turn.locale))
    .filter((t) => t.title !== '');
  if (items.length === 0)
    return ask('What should the tasks be called? For example: “add tasks: milk, eggs and bread”.');
  if (intent.count !== null && intent.count !== items.length) {
    return ask(
      `You said ${intent.count}, but I read ${plural(items.length, 'task')}: ${items.map((t) => q(t.title)).join(', ')}. ` +
        'Put each on its own line, or separate them with commas.',
    );
  }
  const lines: string[] = [];
  for (const task of items) lines.push((await perform(turn, 'add_task', { ...task })).text);
  return done(lines.join('\n'));
}

/** "add X" typed as lines or bullets (joined with "; " by normalize) is several tasks; a sentence stays one. */
export function isSeveralLines(body: string): boolean {
  return body.split(/;\s+/).filter((l) => l.trim() !== '').length > 1;
}

const LIST_OPTION: PendingOption = { label: 'Show my tasks', tool: 'list_tasks', input: {} };

/**
 * "delete all my tasks", "wipe my flashcards", "complete everything": never done in one go.
 * Asks, naming how many there are, and offers the first few one at a time (each deletion is
 * confirmed and can be undone).
 */
export async function bulk(turn: TurnContext, intent: IntentOf<'bulk'>): Promise<Reply> {
  if (intent.what === 'flashcards') {
    const listed = await turn.call('list_flashcards', { limit: 5 }, { lookup: true });
    const total = dataOf<{ total: number }>(listed)?.total;
    if (total === undefined) return failed('Sorry — I couldn’t count your flashcards just now.');
    if (total === 0) return done('You have no flashcards, so there is nothing to delete.');
    return ask(
      `That would delete all ${plural(total, 'flashcard')}. I don’t delete cards in bulk — open Flashcards → Browse to ` +
        'select and delete several with one confirmation, or tell me which card to delete.',
    );
  }
  const listed = await turn.call('list_tasks', { status: 'pending', limit: 200 }, { lookup: true });
  const tasks = dataOf<{ tasks: Task[] }>(listed)?.tasks;
  if (!tasks) return failed('Sorry — I couldn’t read your tasks just now.');
  if (tasks.length === 0) return done('You have no pending tasks, so there is nothing to change.');
  const count = tasks.length === 200 ? 'more than 200' : String(tasks.length);
  const tool = intent.action === 'delete' ? 'delete_task' : 'complete_task';
  const verb = intent.action === 'delete' ? 'delete' : 'complete';
  const options: PendingOption[] = tasks.slice(0, 5).map((t) => ({
    label: `${verb === 'delete' ? 'Delete' : 'Complete'} ${q(t.title)}`,
    tool,
    input: { task_id: t.task_id },
  }));
  return ask(
    `That would ${verb} all ${count} pending tasks. I do that one task at a time so nothing goes by mistake` +
      `${verb === 'delete' ? ' (each deletion asks first and can be undone)' : ''} — which one first?`,
    [...options, LIST_OPTION],
  );
}

/** Whether any imported material speaks of the topic: cards are only ever written from one. */
async function hasMaterialOn(turn: TurnContext, topic: string): Promise<boolean> {
  if (!turn.hasTool('search_materials')) return false;
  const found = dataOf<{ results: unknown[] }>(await turn.call('search_materials', { query: topic, limit: 1 }));
  return (found?.results.length ?? 0) > 0;
}

/**
 * "make 3 flashcards about photosynthesis": writing cards from material needs a model or the
 * materials tools; without them, say what can be done instead of inventing content.
 */
export async function generateCards(turn: TurnContext, intent: IntentOf<'generate_cards'>): Promise<Reply> {
  const topic = intent.topic.trim();
  const count = intent.count === null ? null : Number(intent.count);
  if (turn.hasTool('generate_flashcards') && (await hasMaterialOn(turn, topic)))
    return perform(turn, 'generate_flashcards', {
      topic_name: topic,
      ...(count !== null && Number.isInteger(count) ? { count } : {}),
    });
  return done(
    `I can’t write flashcards about ${q(topic)} myself without a model or material on it. You can:\n` +
      `- add one yourself: “make a flashcard: question :: answer”\n` +
      `- import your notes on ${topic} in Materials, then ask again\n` +
      `- ask with an AI provider set up in Settings`,
  );
}
