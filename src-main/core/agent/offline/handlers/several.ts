import type { Task } from '../../../../../src-shared/tasks';
import { readNewTask } from '../../../../../src-shared/text/taskText';
import { splitItems } from '../../../../../src-shared/text/titles';
import { perform } from '../actions';
import { titleProblem } from '../writeGate';
import type { Intent } from '../intents';
import { plural, q } from '../respond';
import { dataOf, type TurnContext } from '../turnContext';
import { ask, done, failed, type Named, type PendingOption, type Reply } from '../types';
import { TOOL } from '../../../../../src-shared/tools/names';
import type { TaskFilter } from '../intents/types';
import { askToMove } from './bulkMove';
import { dayCut, taskFilterInputs } from './taskFilter';
import { topicNamed } from './topics';

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

/**
 * "add tasks: milk, eggs and bread", "2 new tasks: A and B", bulleted lines: one add_task per
 * item, each read on its own (so each keeps its own date and priority). When the count said
 * does not match the items found, it asks rather than guessing which were meant.
 */
export async function addTasks(turn: TurnContext, intent: IntentOf<'add_tasks'>): Promise<Reply> {
  // "A and B, both due friday": what follows "both"/"all"/"each" is said of every item.
  const body = intent.body.replace(/^(?:these|the following|this)\s*:\s*/i, '');
  const shared = /[,;]\s*(?:both|all|each|all of them)\s+(.+)$/i.exec(body);
  const items = splitItems(shared ? body.slice(0, shared.index) : body)
    .map((item) => readNewTask(shared ? `${item} ${shared[1]!}` : item, turn.now, turn.locale))
    .filter((t) => t.title !== '');
  if (items.length === 0)
    return ask('What should the tasks be called? For example: “add tasks: milk, eggs and bread”.');
  if (intent.count !== null && intent.count !== items.length) {
    return ask(
      `You said ${intent.count}, but I read ${plural(items.length, 'task')}: ${items.map((t) => q(t.title)).join(', ')}. ` +
        'Put each on its own line, or separate them with commas.',
    );
  }
  // All or none: one item that would not pass the write gate stops the list before anything is added.
  const doubtful = intent.asRead ? undefined : items.find((t) => titleProblem(t.title, turn.now) !== null);
  if (doubtful)
    return ask(
      `I read ${plural(items.length, 'task')}: ${items.map((t) => q(t.title)).join(', ')} — but ${q(doubtful.title)} doesn’t look like a task. Add them as they are?`,
      [{ label: 'Add them as they are', tool: '', input: {}, reading: { ...intent, asRead: true } }],
    );
  const lines: string[] = [];
  for (const task of items)
    lines.push((await perform(turn, TOOL.add_task, { ...task }, { picked: intent.asRead === true })).text);
  return done(lines.join('\n'));
}

/** "add X" typed as lines or bullets (joined with "; " by normalize) is several tasks; a sentence stays one. */
export function isSeveralLines(body: string): boolean {
  return body.split(/;\s+/).filter((l) => l.trim() !== '').length > 1;
}

const LIST_OPTION: PendingOption = { label: 'Show my tasks', tool: TOOL.list_tasks, input: {} };
/** Enough for any real list; past it the request is refused rather than half done. */
const BULK_MAX = 5000;

/**
 * Every id a paged list tool returns; null when a page fails, 'too_many' past BULK_MAX. One row
 * read at offset BULK_MAX says so first, rather than paging through 5,000 to find out.
 */
/** Every row the filter names (up to BULK_MAX), in pages; 'too_many' beyond it. */
async function allRows(
  turn: TurnContext,
  tool: typeof TOOL.list_tasks | typeof TOOL.list_flashcards,
  input: Record<string, unknown>,
  pageSize: number,
  keep: ((t: Task) => boolean) | null = null,
): Promise<Named[] | null | 'too_many'> {
  const rowsOf = async (limit: number, offset: number) => {
    const page = dataOf<{ tasks?: Task[]; flashcards?: { card_id: number; front: string }[] }>(
      await turn.call(tool, { ...input, limit, offset }, { lookup: true }),
    );
    if (tool !== TOOL.list_tasks) return page?.flashcards?.map((c) => ({ id: c.card_id, title: c.front, kept: true }));
    return page?.tasks?.map((t) => ({ id: t.task_id, title: t.title, kept: keep ? keep(t) : true }));
  };
  const beyond = await rowsOf(1, BULK_MAX);
  if (!beyond) return null;
  if (beyond.length > 0) return 'too_many';
  const named: Named[] = [];
  for (let offset = 0; offset < BULK_MAX; offset += pageSize) {
    const rows = await rowsOf(pageSize, offset);
    if (!rows) return null;
    named.push(...rows.filter((r) => r.kept).map(({ id, title }) => ({ id, title })));
    if (rows.length < pageSize) break;
  }
  return named;
}

// Written when needed: a number formatted at module load would load ICU into every offline `quire ask`.
const tooMany = () =>
  `That is more than ${BULK_MAX.toLocaleString('en-GB')} at once, which I don’t delete in one go. Narrow it down (a topic, or “tasks due before …”), or delete them from the list.`;

/** The cards a bulk request names: a topic's when the subject is one, else matching words. */
async function cardFilter(
  turn: TurnContext,
  filter: TaskFilter,
): Promise<{ input: Record<string, unknown>; scope: string }> {
  const words = [filter.query, filter.subject].filter((w): w is string => !!w);
  if (filter.subject) {
    const topic = await topicNamed(turn, filter.subject);
    if (topic) return { input: { topic_id: topic.topic_id }, scope: ` in ${topic.name}` };
  }
  return words.length > 0
    ? { input: { query: words.join(' ') }, scope: ` matching ${q(words.join(' '))}` }
    : { input: {}, scope: '' };
}

/**
 * "delete all my tasks", "wipe my flashcards", "delete every task due this week", "get rid of all
 * my biology flashcards": one destructive call for all of them, which the confirmation gate asks
 * about, naming the count (the agent never approves it itself); one undo brings them all back.
 * "complete everything" offers them one at a time instead.
 */
export async function bulk(turn: TurnContext, intent: IntentOf<'bulk'>): Promise<Reply> {
  if (intent.what === 'flashcards') {
    const { input, scope } = await cardFilter(turn, intent.filter);
    const cards = await allRows(turn, TOOL.list_flashcards, input, 500);
    if (cards === null) return failed('Sorry — I couldn’t count your flashcards just now.');
    if (cards === 'too_many') return failed(tooMany());
    if (cards.length === 0) return done(`You have no flashcards${scope}, so there is nothing to delete.`);
    return perform(turn, TOOL.delete_flashcard, { card_ids: cards.map((c) => c.id) });
  }
  let rows: Named[] | null | 'too_many' = [];
  let scope = '';
  const status = intent.filter.alsoDone ? 'all' : intent.filter.done ? 'completed' : 'pending';
  for (const reading of await taskFilterInputs(turn, intent.filter, status)) {
    rows = await allRows(turn, TOOL.list_tasks, reading.input, 200, dayCut(intent.filter, turn.now));
    scope = reading.scope;
    if (rows === null || rows === 'too_many' || rows.length > 0) break;
  }
  if (rows === null) return failed('Sorry — I couldn’t read your tasks just now.');
  if (rows === 'too_many') return failed(tooMany());
  const ids = rows.map((r) => r.id);
  const when = intent.filter.period || intent.filter.before || intent.filter.on ? ' due then' : '';
  if (ids.length === 0)
    return done(
      `You have no ${status} tasks${scope}${when}, so there is nothing to ${intent.action === 'complete' ? 'change' : intent.action}.`,
    );
  if (intent.action === 'delete') return perform(turn, TOOL.delete_task, { task_ids: ids });
  if (intent.action === 'move') return askToMove(turn, rows, intent.to ?? '', scope);
  const count = ids.length >= 200 ? 'more than 200' : String(ids.length);
  const options: PendingOption[] = rows.slice(0, 5).map((t) => ({
    label: `Complete ${q(t.title)}`,
    tool: TOOL.complete_task,
    input: { task_id: t.id },
  }));
  return ask(
    `That would complete all ${count} pending tasks${scope}. I do that one task at a time — which one first?`,
    [...options, LIST_OPTION],
  );
}

/** Whether any imported material speaks of the topic: cards are only ever written from one. */
async function hasMaterialOn(turn: TurnContext, topic: string): Promise<boolean> {
  if (!turn.hasTool(TOOL.search_materials)) return false;
  const found = dataOf<{ results: unknown[] }>(await turn.call(TOOL.search_materials, { query: topic, limit: 1 }));
  return (found?.results.length ?? 0) > 0;
}

/**
 * "make 3 flashcards about photosynthesis": writing cards from material needs a model or the
 * materials tools; without them, say what can be done instead of inventing content.
 */
export async function generateCards(turn: TurnContext, intent: IntentOf<'generate_cards'>): Promise<Reply> {
  const topic = intent.topic.trim();
  const count = intent.count === null ? null : Number(intent.count);
  if (turn.hasTool(TOOL.generate_flashcards) && (await hasMaterialOn(turn, topic)))
    return perform(turn, TOOL.generate_flashcards, {
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
