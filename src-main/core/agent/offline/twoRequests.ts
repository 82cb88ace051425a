import type { ConversationState } from '../../../../src-shared/conversation';
import type { Task } from '../../../../src-shared/tasks';
import { choose, rank } from '../../../../src-shared/text/fuzzy';
import type { TextLocale } from '../../../../src-shared/text/locale';
import { normalize } from '../../../../src-shared/text/normalize';
import { TOOL } from '../../../../src-shared/tools/names';
import type { OfflineAgentDeps, OfflineAgentInput } from '../offlineSeam';
import { classify, understood, type Intent } from './intents';
import { dataOf, TurnContext } from './turnContext';
import type { OfflineTurnResult } from './types';

/**
 * "add buy stamps and move the essay to friday", "add buy stamps. mark the physics set done": a
 * task to add, then a change to a task that exists, in one message. Read as one request, the change
 * became part of the new task's title ("Buy stamps and move the essay to", due Friday) — a wrong
 * write. Each part is run as its own turn, the second in the conversation the first left.
 *
 * Narrow on purpose: the second part must start with a change verb on something named with
 * "the"/"my" (self-contained: "and move it" leans on the first part), read on its own as a change
 * to one task, and that task must exist ("add wash my coat and remove the stains" stays one task).
 */

// Where a second request may begin: a sentence mark, a semicolon, "and (then)", ", then".
const JOIN = /\s*[.!]\s+|\s*;\s+|,?\s+and\s+(?:then\s+)?|,\s+then\s+/gi;
// "… . also move the essay to friday", "… and then please tick off …": a joining word may lead it.
const CHANGE =
  /^(?:(?:then|also|and|so|please|pls)\s+)*(?:move|push|reschedule|postpone|delete|remove|complete|finish|mark|tick\s+off|cross\s+off|check\s+off|rename|reopen|bump|shift)\s+(?:the|my)\s+\S/i;
const ADDS = new Set<Intent['kind']>(['add_task', 'add_tasks']);
const CHANGES = new Set<Intent['kind']>(['update_task', 'complete_task', 'delete_task', 'reopen_task']);

interface TwoParts {
  first: string;
  second: string;
  /** The words that name the task the second part changes. */
  target: string;
}

/** The two requests of a message, or null when it is one (or when in doubt). */
export function twoRequestsIn(
  text: string,
  typed: string,
  now: Date,
  state: ConversationState,
  locale?: TextLocale,
): TwoParts | null {
  // Lines typed one under another are a list of items, joined with "; " by normalize.
  if (/\n/.test(typed.trim())) return null;
  for (const m of text.matchAll(JOIN)) {
    const first = text.slice(0, m.index).trim();
    const second = text.slice(m.index + m[0].length).trim();
    if (first === '' || !CHANGE.test(second)) continue;
    const a = classify(normalize(first).text, false, now, state, locale);
    const b = classify(normalize(second).text, false, now, state, locale);
    if (!understood(a) || !understood(b) || a.runnerUp || b.runnerUp || !CHANGES.has(b.intent.kind)) continue;
    // Joined by "and", the first must be an add: "finish the essay and move the poster" is no pair.
    if (!/[.!;]/.test(m[0]) && !ADDS.has(a.intent.kind)) continue;
    return { first, second, target: (b.intent as { target: string }).target };
  }
  return null;
}

/** Runs both requests of a message, one turn each; null when the message is one request. */
export async function runTwoRequests(
  input: OfflineAgentInput,
  deps: OfflineAgentDeps,
  text: string,
  run: (input: OfflineAgentInput, deps: OfflineAgentDeps) => Promise<OfflineTurnResult>,
): Promise<OfflineTurnResult | null> {
  const turn = new TurnContext(deps, input.state);
  const two = twoRequestsIn(text, input.text, turn.now, input.state, turn.locale);
  if (!two) return null;
  // Searched by its title's words: every task, not the soonest few hundred.
  const words = two.target.replace(/^(?:the|my)\s+/i, '');
  const listed = await turn.call(TOOL.list_tasks, { title_words: words, status: 'all', limit: 20 }, { lookup: true });
  const tasks = dataOf<{ tasks: Task[] }>(listed)?.tasks ?? [];
  const named = choose(
    rank(
      two.target,
      tasks.map((t) => ({ id: t.task_id, title: t.title })),
    ),
  );
  if (named.kind !== 'one') return null;
  const first = await run({ ...input, text: two.first }, deps);
  const calls = [...turn.calls, ...first.tool_calls];
  // A question or a confirmation about the first comes first; the second is said again after it.
  if (first.status !== 'success')
    return { ...first, tool_calls: calls, response: `${first.response}\n\nThen tell me again: “${two.second}”.` };
  const second = await run({ ...input, text: two.second, state: first.state }, deps);
  return {
    ...second,
    tool_calls: [...calls, ...second.tool_calls],
    response: `${first.response}\n${second.response}`,
  };
}
