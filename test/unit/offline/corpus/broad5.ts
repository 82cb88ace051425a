import type { Dialogue, Phrasing } from '../heldoutWorld';
import { asks, many, p, read, turn, write } from './forms';

/**
 * The broad tuning corpus, fifth batch (same world and forms as broad.ts), written 2026-11-26
 * after the fourth was tuned and before this one was run: typing as people type — capitals,
 * typos, curly apostrophes from a phone, emoji, a clause after the request.
 */
export const BROAD5_PHRASINGS: Phrasing[] = [
  p(
    'add_task',
    "Hey Quire! Could you add 'revise for the stats exam' for Thursday please?",
    write('add_task', { title: 'Revise for the stats exam', due_at: '2026-11-26' }),
  ),
  p('add_task', 'ADD BUY EGGS', write('add_task', { title: 'Buy eggs' })),
  p('add_task', 'add buy eggs.', write('add_task', { title: 'Buy eggs' })),
  p(
    'add_task',
    'remind me to call grandma on sunday 🙏',
    write('add_task', { title: 'Call grandma', due_at: '2026-11-29' }),
  ),
  p('add_task', 'yo add laundry', write('add_task', { title: 'Laundry' })),
  p(
    'add_task',
    "add 'call the bank' tomorrow morning",
    write('add_task', { title: 'Call the bank', due_at: '2026-11-24' }),
  ),
  p(
    'add_task',
    "I need to finish the poster, it's due Friday",
    write('add_task', { title: 'Finish the poster', due_at: '2026-11-27' }),
  ),
  p(
    'add_task',
    'I’ve got to renew my railcard by Wednesday',
    write('add_task', { title: 'Renew my railcard', due_at: '2026-11-25' }),
  ),
  p('complete', 'complete the groceries task pls', write('complete_task', { task_id: '@groceries' })),
  p('complete', 'i finsihed the essay', write('complete_task', { task_id: '@essay' })),
  p('complete', 'mark grocerys done', write('complete_task', { task_id: '@groceries' })),
  p('complete', 'I’ve done my physics problem set', write('complete_task', { task_id: '@physics' })),
  p('complete', 'Emailed Professor Lee!! 🎉', write('complete_task', { task_id: '@email' })),
  p('delete', 'delet the essay', { confirm: 'delete_task' }),
  ...many('list_tasks', read('list_tasks'), [
    'shwo me my tasks',
    'whats due 2moro',
    'umm what do i have today',
    'what’s on my list today?',
    'WHAT IS DUE THIS WEEK',
  ]),
  p('flashcards_due', 'wat cards are due', read('get_due_flashcards')),
  p('quiz', 'can u quiz me on biolgy', write('generate_quiz', { topic_name: 'biology' })),
  p(
    'update_task',
    'push the email back to thursday',
    write('update_task', { task_id: '@email', due_at: '2026-11-26' }),
  ),
  p(
    'update_task',
    'can you move “call mom” to saturday',
    write('update_task', { task_id: '@mom', due_at: '2026-11-28' }),
  ),
  p('reading_guard', 'did i finish the essay??', read('any')),
  p('reading_guard', 'Is the lab report done?', read('any')),
];

export const BROAD5_DIALOGUES: Dialogue[] = [
  { intent: 'by_position', turns: [turn('complete task 2', asks)] },
  {
    intent: 'by_position',
    turns: [turn('show tasks'), turn('2 is done', write('complete_task', { task_id: '@essay' }))],
  },
  { intent: 'by_position', turns: [turn('list tasks'), turn('delete 2 and 3', asks)] },
  {
    intent: 'amend',
    turns: [turn('add essay plan'), turn('make that tuesday', write('update_task', { due_at: '2026-11-24' }))],
  },
  { intent: 'decline_confirm', turns: [turn('delete call mom'), turn('actually no, keep it', read('any'))] },
];
