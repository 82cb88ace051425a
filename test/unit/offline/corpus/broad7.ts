import type { Dialogue, Phrasing } from '../heldoutWorld';
import { asks, declines, many, p, read, write } from './forms';

/**
 * The broad tuning corpus, seventh batch (same world and forms as broad.ts), written 2026-11-26
 * after the sixth was tuned and before this one was run: more of the everyday shapes — "need to",
 * "jot down that I need to", "finished off", "wrapped up", "I'd like X moved to Y", forgetting.
 */
export const BROAD7_PHRASINGS: Phrasing[] = [
  p(
    'add_task',
    "add 'submit scholarship form' for the 5th",
    write('add_task', { title: 'Submit scholarship form', due_at: '2026-12-05' }),
  ),
  p('add_task', 'need to buy a new calculator', write('add_task', { title: 'Buy a new calculator' })),
  p(
    'add_task',
    'add meet sam for coffee at 4 on thursday',
    write('add_task', { title: 'Meet sam for coffee', due_at: '2026-11-26' }),
  ),
  p('add_task', 'can you jot down that i need to renew my license', write('add_task', { title: 'Renew my license' })),
  p('add_task', 'new item: pick up dry cleaning', write('add_task', { title: 'Pick up dry cleaning' })),
  p(
    'add_task',
    'add 2 hours of reading tonight',
    write('add_task', { title: '2 hours of reading', due_at: '2026-11-23' }),
  ),
  p('add_task', 'Add: email the coach about practice', write('add_task', { title: 'Email the coach about practice' })),
  p('complete', "ok i've emailed professor lee", write('complete_task', { task_id: '@email' })),
  p('complete', "that's the groceries done", write('complete_task', { task_id: '@groceries' })),
  p('complete', 'finished off the physics problem set', write('complete_task', { task_id: '@physics' })),
  p('complete', 'wrapped up the essay draft', write('complete_task', { task_id: '@essay' })),
  p('complete', 'did the bio reading', write('complete_task', { task_id: '@bio' })),
  p(
    'update_task',
    'change the groceries deadline to saturday',
    write('update_task', { task_id: '@groceries', due_at: '2026-11-28' }),
  ),
  p('update_task', 'move everything due today to tomorrow', asks),
  p(
    'update_task',
    'make the bio reading due on the 2nd of december',
    write('update_task', { task_id: '@bio', due_at: '2026-12-02' }),
  ),
  p(
    'update_task',
    'the email to professor lee is low priority',
    write('update_task', { task_id: '@email', priority: 4 }),
  ),
  p(
    'update_task',
    "i'd like the essay moved to sunday",
    write('update_task', { task_id: '@essay', due_at: '2026-11-29' }),
  ),
  ...many('list_tasks', read('list_tasks'), [
    "what's happening tomorrow",
    "anything i've forgotten?",
    'give me an overview of my week',
    'what do i have on',
  ]),
  ...many('reading_guard', read('any'), [
    'did the essay get done?',
    'has the lab report been submitted?',
    'tell me if i finished the groceries',
  ]),
  ...many('decline', declines, ['send a text to my mum', 'turn on the lights', 'who is the president of france']),
  p('generate_cards', 'make flashcards from my biology notes', declines),
  p('quiz', 'quiz me!', asks),
  p('plan_generate', 'i want to learn french in 3 weeks', write('generate_study_plan', { days: 21 })),
];

export const BROAD7_DIALOGUES: Dialogue[] = [];
