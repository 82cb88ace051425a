import type { Dialogue, Phrasing } from '../heldoutWorld';
import { asks, confirm, declines, many, p, read, turn, write } from './forms';

/**
 * The broad tuning corpus, second batch (same world and forms as broad.ts), written 2026-11-26
 * after the first batch was tuned and before this one was run: other verbs and shapes for the
 * same intents (put down, gotta, "X should be p3", "can X wait", "X means Y", coming up, deadlines,
 * reports without "I", tails like "—finished").
 */

export const BROAD2_PHRASINGS: Phrasing[] = [
  p(
    'add_task',
    "could you put down 'call the optician' for tuesday",
    write('add_task', { title: 'Call the optician', due_at: '2026-11-24' }),
  ),
  p(
    'add_task',
    'add a reminder for my flu jab on friday',
    write('add_task', { title: 'My flu jab', due_at: '2026-11-27' }),
  ),
  p('add_task', 'new reminder: pay rent on the 30th', write('add_task', { title: 'Pay rent', due_at: '2026-11-30' })),
  p(
    'add_task',
    'remind me at 6pm to take out the bins',
    write('add_task', { title: 'Take out the bins', due_at: '2026-11-23' }),
  ),
  p(
    'add_task',
    'gotta finish my cover letter by thursday',
    write('add_task', { title: 'Finish my cover letter', due_at: '2026-11-26' }),
  ),
  p(
    'add_task',
    'add study for chem quiz friday',
    write('add_task', { title: 'Study for chem quiz', due_at: '2026-11-27' }),
  ),
  p(
    'add_task',
    'add book a room for the study group p3',
    write('add_task', { title: 'Book a room for the study group', priority: 3 }),
  ),
  p(
    'add_task',
    'remember i have to renew the parking permit',
    write('add_task', { title: 'Renew the parking permit' }),
  ),

  p('complete_task', "essay's done", write('complete_task', { task_id: '@essay' })),
  p('complete_task', "i've finally finished the physics problem set!", write('complete_task', { task_id: '@physics' })),
  p('complete_task', 'got the groceries', write('complete_task', { task_id: '@groceries' })),
  p('complete_task', 'sent the email to professor lee', write('complete_task', { task_id: '@email' })),
  p('complete_task', 'the essay draft — finished', write('complete_task', { task_id: '@essay' })),
  p('complete_task', 'can you mark call mom as complete', write('complete_task', { task_id: '@mom' })),
  p('complete_task', "i'm done with groceries", write('complete_task', { task_id: '@groceries' })),
  p('reopen_task', 'the lab report needs redoing', write('reopen_task', { task_id: '@lab' })),
  p('delete_task', 'please delete the task about groceries', confirm('delete_task')),
  p('delete_task', 'remove groceries from my list', confirm('delete_task')),
  p('bulk_delete', 'clear out all the completed tasks', confirm('delete_task', 1)),
  p('bulk_delete', 'delete every flashcard', confirm('delete_flashcard', 3)),
  p('bulk_delete', 'wipe my whole task list', confirm('delete_task', 6)),

  p(
    'update_task',
    'can the essay wait till thursday?',
    write('update_task', { task_id: '@essay', due_at: '2026-11-26' }),
  ),
  p(
    'update_task',
    'change the due date of call mom to friday',
    write('update_task', { task_id: '@mom', due_at: '2026-11-27' }),
  ),
  p('update_task', 'call mom should be p3', write('update_task', { task_id: '@mom', priority: 3 })),
  p(
    'update_task',
    'the essay is now due on the 30th',
    write('update_task', { task_id: '@essay', due_at: '2026-11-30' }),
  ),
  p('update_task', 'make the bio reading a high priority', write('update_task', { task_id: '@bio', priority: 2 })),
  p(
    'update_task',
    'move the physics problem set back a day',
    write('update_task', { task_id: '@physics', due_at: '2026-11-27' }),
  ),

  ...many('list_tasks', read('list_tasks'), [
    "what's coming up this week",
    'have i got anything due tomorrow',
    "what's on today",
    'do i have anything on friday',
    "what's my next deadline",
    'list everything',
    'show overdue',
  ]),

  p('generate_plan', 'make a revision plan for history over 10 days', write('generate_study_plan', { days: 10 })),
  p(
    'generate_plan',
    'i want a study plan for the next 2 weeks on statistics',
    write('generate_study_plan', { days: 14 }),
  ),
  p('show_plan', "what's my plan for today", read('list_plan_items')),
  p(
    'add_plan_item',
    "add 'mock exam' to the biology exam prep plan for friday",
    write('add_plan_item', { title: 'Mock exam', due_date: '2026-11-27' }),
  ),
  p('plan_step', "i've done genetics", write('update_item_status', { status: 'done' })),
  p('plan_step', 'mark food words as started', write('update_item_status', { status: 'in_progress' })),
  p('plan_status', 'archive the biology plan', write('update_plan_status', { status: 'archived' })),
  p('delete_plan', 'delete my spanish vocab sprint plan', confirm('delete_plan')),
  p('list_plans', 'show all my plans', read('list_plans')),

  p(
    'create_flashcard',
    'add a flashcard — front: mitosis, back: cell division',
    write('create_flashcard', { back: 'cell division' }),
  ),
  p(
    'create_flashcard',
    'create flashcard: Q: what is DNA? A: deoxyribonucleic acid',
    write('create_flashcard', { back: 'deoxyribonucleic acid' }),
  ),
  p(
    'create_flashcard',
    'make a card for spanish: perro means dog',
    write('create_flashcard', { back: 'dog', topic_name: 'spanish' }),
  ),
  p('due_flashcards', 'what flashcards are due today', read('get_due_flashcards')),
  ...many('review', read('get_due_flashcards'), ['review time!', 'quiz me on my flashcards']),
  p('delete_flashcard', 'delete the card about la manzana', confirm('delete_flashcard')),
  p('due_flashcards', 'how many cards have i got', read('any')),

  ...many('quiz', write('generate_quiz', { topic_name: 'biology' }), [
    'can you test me on biology',
    'biology quiz please',
  ]),
  ...many('quiz', write('generate_quiz', { topic_name: 'spanish' }), [
    'start a quiz on spanish',
    'i want to be tested on spanish',
  ]),
  p('quiz', 'quiz me', asks),
  p('weak_topics', 'which topics need more work', read('get_weak_topics')),
  p('wrong_answers', 'what have i been getting wrong', read('any')),

  p('today', "what's the date today", read('get_today')),
  ...many('talk', read('any'), ['help me', 'hey there']),
  // Round 10 (DESIGN §10): undo before the chat changed anything takes back the last change made in Quire.
  p('undo', 'undo that', write('undo')),
  ...many('decline', declines, ['what time is it in tokyo', 'how do i cook pasta', "what's 2+2"]),

  ...many('reading_guard', read('any'), [
    'did i already tick off the essay?',
    'was the lab report submitted?',
    "what's on my list to delete",
    'show me how to delete a task',
  ]),
];

export const BROAD2_DIALOGUES: Dialogue[] = [
  {
    intent: 'by_position',
    turns: [
      turn("what's due this week", read('list_tasks')),
      turn('the third one is done', write('complete_task', { task_id: '@bio' })),
    ],
  },
  {
    intent: 'confirm',
    turns: [
      turn('delete the groceries', confirm('delete_task')),
      turn('yes please', write('delete_task', { task_id: '@groceries' })),
    ],
  },
  { intent: 'amend', turns: [turn('add buy milk'), turn('make it p1', write('update_task', { priority: 1 }))] },
  { intent: 'undo', turns: [turn('complete the essay'), turn('undo', write('undo'))] },
  {
    intent: 'by_position',
    turns: [
      turn('list my tasks', read('list_tasks')),
      turn('move the last one to friday', write('update_task', { task_id: '@mom', due_at: '2026-11-27' })),
    ],
  },
];
