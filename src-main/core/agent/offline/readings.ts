import { readNewTask } from '../../../../src-shared/text/taskText';
import { capitalise } from '../../../../src-shared/text/titles';
import type { Classified, Intent } from './intents';
import { q } from './respond';
import { ask, type PendingOption, type Reply } from './types';

// A reading with no task named yet ("cancel" read as a delete of nothing) offers "a task", not “”.
const named = (target: string) => (target.trim() === '' ? 'a task' : q(target));

/** A reading of a request in a few words, as a choice to offer: "Quiz me on spanish". */
export function readingLabel(i: Intent, now: Date): string {
  switch (i.kind) {
    case 'add_task':
      return `Add ${q(readNewTask(i.body, now).title || i.body)} as a task`;
    case 'add_tasks':
      return 'Add them as separate tasks';
    case 'complete_task':
      return `Mark ${named(i.target)} as done`;
    case 'reopen_task':
      return `Put ${named(i.target)} back on my list`;
    case 'delete_task':
      return `Delete ${named(i.target)}`;
    case 'update_task':
      return `Change ${named(i.target)}${i.change ? ` (${i.change})` : ''}`;
    case 'list_tasks':
      return 'Show my tasks';
    case 'quiz':
      return i.topic ? `Quiz me on ${i.topic}` : 'Start a quiz';
    case 'start_review':
      return 'Review my due flashcards';
    case 'due_flashcards':
      return 'Show the flashcards that are due';
    case 'set_item_status':
      return `Mark the plan step ${q(i.item)} as ${i.status.replace('_', ' ')}`;
    case 'show_plan':
      return i.plan ? `Show the ${i.plan} plan` : 'Show my plan';
    case 'materials_question':
      return 'Search my materials';
    default:
      return capitalise(i.kind.replace(/_/g, ' '));
  }
}

/**
 * Two readings scored too close to pick one (issue 11: never guess a write): one short question
 * whose choices are the two readings; the one picked runs as the request.
 */
export function askBetween(c: Classified & { runnerUp: NonNullable<Classified['runnerUp']> }, now: Date): Reply {
  const options: PendingOption[] = [c.intent, c.runnerUp.intent].map((reading) => ({
    label: readingLabel(reading, now),
    tool: '',
    input: {},
    reading: { ...reading },
  }));
  return { ...ask('Did you mean one of these?', options), confidence: c.confidence };
}
