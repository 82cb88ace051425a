import { readTaskChange } from '../../../../../src-shared/text/taskText';
import { TOOL } from '../../../../../src-shared/tools/names';
import { findInWindow } from '../resolveTask';
import { q } from '../respond';
import type { TurnContext } from '../turnContext';
import type { Intent } from '../intents';
import { ask, type PendingOption, type Reply } from '../types';
import { cardsNamed, cardState } from './study';
import { updateTask } from './tasks';

type IntentOf<K extends Intent['kind']> = Extract<Intent, { kind: K }>;

/**
 * "hide X for today", "push X to tomorrow": a card of that name is buried, a task of that name is
 * moved to tomorrow (as "push X to tomorrow" always did), and when both fit, the student picks.
 */
export async function putOff(turn: TurnContext, intent: IntentOf<'put_off'>, dropped: unknown): Promise<Reply> {
  const words = intent.target.replace(/^(?:the|my|that|this)\s+/i, '');
  // "push the powerhouse card to tomorrow": said to be a card.
  const asCard = /\s*\b(?:flash\s?)?card\b\s*/i;
  if (asCard.test(words))
    return cardState(turn, { kind: 'card_state', action: 'bury', target: words.replace(asCard, ' ').trim() }, dropped);
  const moveTask = () => updateTask(turn, { kind: 'update_task', target: intent.target, change: 'to tomorrow' });
  const card = await cardsNamed(turn, words);
  if (card.kind === 'none') return moveTask();
  const task = (await findInWindow(turn, words, 'pending')).choice;
  if (task.kind === 'none') return cardState(turn, { kind: 'card_state', action: 'bury', target: words }, dropped);
  const due_at = readTaskChange('to tomorrow', turn.now, false, turn.locale).due_at;
  const cards = card.kind === 'one' ? [card.match] : card.matches;
  const tasks = task.kind === 'one' ? [task.match] : task.matches;
  const options: PendingOption[] = [
    ...cards.map((c) => ({
      label: `Bury the card ${q(c.title)} until tomorrow`,
      tool: TOOL.bury_flashcard,
      input: { card_id: c.id },
    })),
    ...tasks.map((t) => ({
      label: `Move the task ${q(t.title)} to tomorrow`,
      tool: TOOL.update_task,
      input: { task_id: t.id, due_at },
    })),
  ];
  return ask(`${q(words)} fits a flashcard and a task — which should wait until tomorrow?`, options);
}
