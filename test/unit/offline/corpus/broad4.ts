import type { Dialogue, Phrasing } from '../heldoutWorld';
import { asks, confirm, declines, many, p, read, turn, write, writes } from './forms';

/**
 * The broad tuning corpus, fourth batch (same world and forms as broad.ts), written 2026-11-26
 * after the third was tuned and before this one was run: one more way of saying each thing the
 * held-out sets ask for, and services Quire does not offer (alarms, news, email).
 */
export const BROAD4_PHRASINGS: Phrasing[] = [
  ...many('reading_guard', read('any'), [
    'have i already done the essay?',
    'were there any tasks due yesterday?',
    'how many flashcards are in biology',
    'which tasks did i finish today',
    'is the email to professor lee still pending?',
    'did i complete call mom',
    'show me the finished ones',
    "what's done",
  ]),
  p('complete', 'just finished the bio reading', write('complete_task', { task_id: '@bio' })),
  p('complete', 'groceries - done', write('complete_task', { task_id: '@groceries' })),
  p('complete', 'call mom ✓', write('complete_task', { task_id: '@mom' })),
  p('complete', 'emailed prof lee', write('complete_task', { task_id: '@email' })),
  p('complete', 'physics set complete', write('complete_task', { task_id: '@physics' })),
  p('complete', "i've handed in the essay", write('complete_task', { task_id: '@essay' })),
  p('complete', 'crossed off the groceries', write('complete_task', { task_id: '@groceries' })),
  p('complete', 'mark groceries complete', write('complete_task', { task_id: '@groceries' })),
  p('reopen', "the lab report isn't finished, reopen it", write('reopen_task', { task_id: '@lab' })),
  p('reopen', 'i accidentally ticked off the lab report', write('reopen_task', { task_id: '@lab' })),
  p('reopen', 'mark submit lab report as pending', write('reopen_task', { task_id: '@lab' })),

  p('update_task', 'move call mom to tomorrow at 7pm', write('update_task', { task_id: '@mom', due_at: '2026-11-24' })),
  p(
    'update_task',
    "change the essay's due date to dec 2",
    write('update_task', { task_id: '@essay', due_at: '2026-12-02' }),
  ),
  p('update_task', 'set groceries to p2', write('update_task', { task_id: '@groceries', priority: 2 })),
  p('update_task', 'bump the email down to p3', write('update_task', { task_id: '@email', priority: 3 })),
  p('update_task', 'make physics due sunday', write('update_task', { task_id: '@physics', due_at: '2026-11-29' })),
  p(
    'update_task',
    'reschedule physics for the 1st',
    write('update_task', { task_id: '@physics', due_at: '2026-12-01' }),
  ),

  ...many('delete', confirm('delete_task'), [
    'delete groceries',
    'remove the bio reading task please',
    'get rid of that essay',
  ]),
  p('delete', 'delete the biology exam prep plan', confirm('delete_plan')),
  p('delete', 'delete the card about chloroplasts', confirm('delete_flashcard')),
  p('bulk_delete', 'delete all tasks', confirm('delete_task', 6)),
  p('bulk_delete', 'remove all the biology cards', confirm('delete_flashcard', 2)),
  p('bulk_delete', 'clear my flashcards', confirm('delete_flashcard', 3)),
  p('bulk_delete', 'delete everything on my list', confirm('delete_task', 6)),

  p(
    'flashcard_create',
    'flashcard: mitochondria — powerhouse of the cell',
    write('create_flashcard', { back: 'powerhouse of the cell' }),
  ),
  p(
    'flashcard_create',
    "make a flashcard with question 'what is 2+2' and answer '4'",
    write('create_flashcard', { back: '4' }),
  ),
  p('flashcard_create', 'create a card: front = bonjour, back = hello', write('create_flashcard', { back: 'hello' })),
  p(
    'flashcard_create',
    'add this to my spanish flashcards: hola means hello',
    write('create_flashcard', { back: 'hello', topic_name: 'spanish' }),
  ),
  p(
    'flashcard_create',
    'new spanish card: gato = cat',
    write('create_flashcard', { back: 'cat', topic_name: 'spanish' }),
  ),
  ...many('flashcards_due', read('get_due_flashcards'), [
    'are any cards due?',
    'what needs reviewing',
    'flashcards due today?',
  ]),
  ...many('review', read('get_due_flashcards'), [
    'review biology flashcards',
    "let's do my reviews",
    'i want to review now',
    'go through my cards please',
  ]),
  p('quiz', 'quiz me about spanish words', write('generate_quiz', { topic_name: 'spanish' })),
  p('quiz', 'give me 5 biology questions', write('generate_quiz', { topic_name: 'biology' })),
  p('quiz', 'can i get a spanish quiz', write('generate_quiz', { topic_name: 'spanish' })),
  p('quiz', 'quiz on biology', write('generate_quiz', { topic_name: 'biology' })),
  ...many('weak_topics', read('get_weak_topics'), ['what topics am i bad at', 'which subject should i focus on']),

  p('plan_create', 'plan a week of revision for physics', write('generate_study_plan', { days: 7 })),
  p('plan_create', 'make a 3-day plan for the essay', write('generate_study_plan', { days: 3 })),
  p(
    'plan_create',
    'create a new plan: History revision; chapter 1; chapter 2',
    write('write_plan', { title: 'History revision' }),
  ),
  p('plan_create', 'help me plan 5 days for my chemistry test', write('generate_study_plan', { days: 5 })),
  ...many('plan_read', read('list_plan_items'), ['show the steps in my spanish plan', "how's my biology plan going"]),
  p('plan_read', 'which plans are active', read('list_plans')),
  p('plan_step', 'photosynthesis is done', write('update_item_status', { status: 'done' })),
  p('plan_step', 'mark genetics as skipped', write('update_item_status', { status: 'skipped' })),
  p('plan_step', "i'm doing travel words now", write('update_item_status', { status: 'in_progress' })),

  ...many('date', read('get_today'), ["what's today", 'what date is it']),
  ...many('progress', read('get_progress'), ["how's my progress", 'show my study stats']),
  ...many('decline', declines, [
    "email my tutor that i'm sick",
    'translate this into french',
    'set an alarm for 7am',
    "what's the news today",
  ]),

  p(
    'topic_tag',
    'add finish lab sheet #chemistry',
    write('add_task', { title: 'Finish lab sheet', topic_name: 'chemistry' }),
  ),
  p(
    'topic_tag',
    'add #history read chapter 9 tomorrow',
    write('add_task', { title: 'Read chapter 9', topic_name: 'history', due_at: '2026-11-24' }),
  ),
  p(
    'repeating',
    'add water plants every 3 days',
    write('add_task', { title: 'Water plants', recurrence: 'FREQ=DAILY;INTERVAL=3' }),
  ),
  p(
    'repeating',
    'add gym on mondays and wednesdays',
    write('add_task', { title: 'Gym', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE' }),
  ),
  p('repeating', 'remind me to journal every night', write('add_task', { title: 'Journal', recurrence: 'FREQ=DAILY' })),
  p(
    'repeating',
    'add mow the lawn every other saturday',
    write('add_task', { title: 'Mow the lawn', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA' }),
  ),
  p(
    'several_items',
    'add call dentist and book a haircut',
    writes(['add_task', { title: 'Call dentist' }], ['add_task', { title: 'Book a haircut' }]),
  ),
  p(
    'several_items',
    'add tasks:\n- laundry\n- ironing',
    writes(['add_task', { title: 'Laundry' }], ['add_task', { title: 'Ironing' }]),
  ),
  p(
    'several_items',
    'add: read ch 7; do problems 1-5',
    writes(['add_task', { title: 'Read ch 7' }], ['add_task', { title: 'Do problems 1-5' }]),
  ),
];

export const BROAD4_DIALOGUES: Dialogue[] = [
  {
    intent: 'reopen_by_position',
    turns: [turn('show completed tasks'), turn('reopen the first one', write('reopen_task', { task_id: '@lab' }))],
  },
  {
    intent: 'delete_by_position',
    turns: [
      turn("what's due this week"),
      turn('remove the second one', confirm('delete_task')),
      turn('yes', write('delete_task', { task_id: '@essay' })),
    ],
  },
  {
    intent: 'update_by_reference',
    turns: [
      turn('show my physics tasks'),
      turn('push it back a day', write('update_task', { task_id: '@physics', due_at: '2026-11-27' })),
    ],
  },
  { intent: 'undo', turns: [turn('delete the groceries task'), turn('yes'), turn('undo', write('undo'))] },
  { intent: 'clarify', turns: [turn('move it to friday', asks)] },
  {
    intent: 'correction',
    turns: [
      turn('done with the essay'),
      turn(
        'wait, i meant the email',
        writes(['reopen_task', { task_id: '@essay' }], ['complete_task', { task_id: '@email' }]),
      ),
    ],
  },
];
