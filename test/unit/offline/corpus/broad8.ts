import type { Dialogue, Phrasing } from '../heldoutWorld';
import { confirm, declines, many, p, read, turn, write, writes } from './forms';

/**
 * The broad tuning corpus, eighth batch (same world and forms as broad.ts), written 2026-11-26
 * after the seventh was tuned and before this one was run, along the held-out sets' categories.
 */
export const BROAD8_PHRASINGS: Phrasing[] = [
  p(
    'add_task',
    'add: buy a birthday gift for dad by the 10th',
    write('add_task', { title: 'Buy a birthday gift for dad', due_at: '2026-12-10' }),
  ),
  p(
    'add_task',
    'i have a dentist appointment on friday at 2, add it',
    write('add_task', { title: 'Dentist appointment', due_at: '2026-11-27' }),
  ),
  p('add_task', 'reminder: call the vet tomorrow', write('add_task', { title: 'Call the vet', due_at: '2026-11-24' })),
  p('add_task', 'could you add pick up meds after class', write('add_task', { title: 'Pick up meds after class' })),
  p('add_task', 'task — finish slides', write('add_task', { title: 'Finish slides' })),
  p(
    'repeating',
    'add study group every thursday at 4pm',
    write('add_task', { title: 'Study group', recurrence: 'FREQ=WEEKLY;BYDAY=TH' }),
  ),
  p(
    'several_items',
    'add two tasks: call mum and book train tickets',
    writes(['add_task', { title: 'Call mum' }], ['add_task', { title: 'Book train tickets' }]),
  ),
  p(
    'several_items',
    'add read chapter 2, do the worksheet, email tutor',
    writes(
      ['add_task', { title: 'Read chapter 2' }],
      ['add_task', { title: 'Do the worksheet' }],
      ['add_task', { title: 'Email tutor' }],
    ),
  ),
  ...many('list_tasks', read('list_tasks'), [
    "what's due this weekend",
    'show me what i need to do',
    'to-do list please',
    'have i got anything overdue',
  ]),
  p('reading_guard', "how's the essay coming along", read('any')),
  p('complete', 'groceries: done', write('complete_task', { task_id: '@groceries' })),
  p('complete', 'completed the physics problem set 3', write('complete_task', { task_id: '@physics' })),
  p('complete', 'tick the email off', write('complete_task', { task_id: '@email' })),
  p('complete', "i'm finished with the bio reading", write('complete_task', { task_id: '@bio' })),
  p(
    'update_task',
    'can you change the essay to p1 and due thursday',
    write('update_task', { task_id: '@essay', priority: 1, due_at: '2026-11-26' }),
  ),
  p(
    'update_task',
    'the groceries are due on saturday',
    write('update_task', { task_id: '@groceries', due_at: '2026-11-28' }),
  ),
  p('delete', 'kill the groceries task', confirm('delete_task')),
  p('delete', "remove task 'call mom'", confirm('delete_task')),
  p('bulk_delete', 'clear out my flashcards', confirm('delete_flashcard', 3)),
  p('bulk_delete', 'delete all of my spanish cards', confirm('delete_flashcard', 1)),
  p('flashcard_create', 'flashcard: Q: capital of spain A: madrid', write('create_flashcard', { back: 'madrid' })),
  p(
    'flashcard_create',
    "create a flashcard, front 'stomata', back 'pores on leaves'",
    write('create_flashcard', { back: 'pores on leaves' }),
  ),
  p('review', 'review session please', read('get_due_flashcards')),
  p('quiz', 'quiz me on the spanish deck', write('generate_quiz', { topic_name: 'spanish' })),
  p('quiz', 'pop quiz on biology', write('generate_quiz', { topic_name: 'biology' })),
  p('weak_topics', 'which areas need improvement', read('get_weak_topics')),
  p('plan_create', 'make a plan for my history essay over 5 days', write('generate_study_plan', { days: 5 })),
  p('plan_create', 'plan my revision for the next 10 days', write('generate_study_plan', { days: 10 })),
  p('plan_step', 'done with food words', write('update_item_status', { status: 'done' })),
  p('plan_step', 'mark genetics complete', write('update_item_status', { status: 'done' })),
  p('progress', 'how many cards have i reviewed', read('any')),
  ...many('decline', declines, ['can you call my mom', "what's the score of the arsenal game"]),
];

export const BROAD8_DIALOGUES: Dialogue[] = [
  {
    intent: 'amend',
    turns: [turn('add book dentist'), turn('make it friday', write('update_task', { due_at: '2026-11-27' }))],
  },
];
