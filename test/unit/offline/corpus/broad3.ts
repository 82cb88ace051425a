import type { Dialogue, Phrasing } from '../heldoutWorld';
import { asks, confirm, declines, many, p, read, turn, write, writes } from './forms';

/**
 * The broad tuning corpus, third batch (same world and forms as broad.ts), written 2026-11-26
 * after the second was tuned and before this one was run, following the held-out sets' intent
 * names (topic tags, repeats, positions, dialogues, en-GB dates) with phrasings of its own.
 */
const gb = (ph: Phrasing): Phrasing => ({ ...ph, locale: 'en-GB' });

export const BROAD3_PHRASINGS: Phrasing[] = [
  p(
    'add_task',
    'add a task called revise the krebs cycle for wednesday',
    write('add_task', { title: 'Revise the krebs cycle', due_at: '2026-11-25' }),
  ),
  p('add_task', 'please add return the hoodie to zara', write('add_task', { title: 'Return the hoodie to zara' })),
  p(
    'add_task',
    'i must pick up the parcel before 5pm today',
    write('add_task', { title: 'Pick up the parcel', due_at: '2026-11-23' }),
  ),
  p(
    'add_task',
    'add lunch with priya at noon tomorrow',
    write('add_task', { title: 'Lunch with priya', due_at: '2026-11-24' }),
  ),
  p(
    'add_task',
    "add 'finish reading log' p2 due thursday",
    write('add_task', { title: 'Finish reading log', priority: 2, due_at: '2026-11-26' }),
  ),
  gb(
    p(
      'add_task',
      'can you remind me about the careers fair on 2 december',
      write('add_task', { title: 'The careers fair', due_at: '2026-12-02' }),
    ),
  ),
  p(
    'add_task',
    'add email mum the photos by sat',
    write('add_task', { title: 'Email mum the photos', due_at: '2026-11-28' }),
  ),
  p(
    'add_task',
    'add pay library fine in 3 days',
    write('add_task', { title: 'Pay library fine', due_at: '2026-11-26' }),
  ),
  gb(p('add_task', 'add book returns due 1/12', write('add_task', { title: 'Book returns', due_at: '2026-12-01' }))),
  p(
    'topic_tag',
    'add revise enzymes #biology for friday',
    write('add_task', { title: 'Revise enzymes', topic_name: 'biology', due_at: '2026-11-27' }),
  ),
  p(
    'repeating',
    'add take vitamins every day',
    write('add_task', { title: 'Take vitamins', recurrence: 'FREQ=DAILY' }),
  ),
  p(
    'repeating',
    'add team standup every weekday at 9',
    write('add_task', { title: 'Team standup', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' }),
  ),
  p(
    'repeating',
    'add clean my room every saturday',
    write('add_task', { title: 'Clean my room', recurrence: 'FREQ=WEEKLY;BYDAY=SA' }),
  ),
  p(
    'repeating',
    'remind me to call grandma every sunday evening',
    write('add_task', { title: 'Call grandma', recurrence: 'FREQ=WEEKLY;BYDAY=SU' }),
  ),
  p('repeating', 'add pay rent monthly', write('add_task', { title: 'Pay rent', recurrence: 'FREQ=MONTHLY' })),
  p(
    'several_items',
    'add these: call the gp, book an eye test, renew prescription',
    writes(
      ['add_task', { title: 'Call the gp' }],
      ['add_task', { title: 'Book an eye test' }],
      ['add_task', { title: 'Renew prescription' }],
    ),
  ),
  p(
    'several_items',
    '2 things to add: wash gym kit and charge laptop',
    writes(['add_task', { title: 'Wash gym kit' }], ['add_task', { title: 'Charge laptop' }]),
  ),
  p(
    'single_with_and',
    'add research pros and cons of the proposal',
    write('add_task', { title: 'Research pros and cons of the proposal' }),
  ),

  ...many('list_tasks', read('list_tasks'), [
    'what have i got on this week',
    'is there anything i need to do today?',
    'show me my pending tasks',
    "list today's tasks",
    "what's urgent",
    "remind me what's due friday",
    'what tasks have i got for physics',
  ]),
  ...many('reading_guard', read('any'), [
    'did i do the groceries?',
    'is my essay finished?',
    'what have i deleted recently',
    'have i added anything today',
  ]),

  p('complete', 'i just submitted the essay draft', write('complete_task', { task_id: '@essay' })),
  p('complete', 'bio reading done ✅', write('complete_task', { task_id: '@bio' })),
  p('complete', 'finished my physics homework', write('complete_task', { task_id: '@physics' })),
  p('complete', 'the call with mom is done', write('complete_task', { task_id: '@mom' })),
  p('complete', 'check off groceries', write('complete_task', { task_id: '@groceries' })),
  p('reopen', 'un-complete the lab report', write('reopen_task', { task_id: '@lab' })),
  p('delete', 'bin the groceries task', confirm('delete_task')),
  p('delete', "i don't need the physics problem set anymore", confirm('delete_task')),
  p('bulk_delete', 'remove everything from my to-do list', confirm('delete_task', 6)),
  p('bulk_delete', 'clear all spanish flashcards', confirm('delete_flashcard', 1)),

  p('update_task', 'move the bio reading to the 28th', write('update_task', { task_id: '@bio', due_at: '2026-11-28' })),
  p('update_task', 'change call mom to high priority', write('update_task', { task_id: '@mom', priority: 2 })),
  p('update_task', 'essay draft: move to friday', write('update_task', { task_id: '@essay', due_at: '2026-11-27' })),
  p(
    'update_task',
    'physics problem set is due wednesday instead',
    write('update_task', { task_id: '@physics', due_at: '2026-11-25' }),
  ),
  p(
    'update_task',
    'put off the email to professor lee until tomorrow',
    write('update_task', { task_id: '@email', due_at: '2026-11-24' }),
  ),
  p(
    'update_task',
    'delay the groceries by 3 days',
    write('update_task', { task_id: '@groceries', due_at: '2026-11-26' }),
  ),
  gb(p('update_task', 'move the essay to 30/11', write('update_task', { task_id: '@essay', due_at: '2026-11-30' }))),

  p(
    'plan_create',
    'create a study plan called finals: revise bio, revise chem, mock exam',
    write('write_plan', { title: 'Finals' }),
  ),
  p('plan_create', 'generate a 7 day plan for spanish', write('generate_study_plan', { days: 7 })),
  p(
    'plan_create',
    'build me a two week schedule to prep for my history exam',
    write('generate_study_plan', { days: 14 }),
  ),
  ...many('plan_read', read('list_plan_items'), [
    "what's on my spanish plan",
    'show me the biology plan steps',
    'what do i still have to do in the biology plan',
  ]),
  p('plan_read', 'list my study plans', read('list_plans')),
  p('plan_step', 'finished genetics', write('update_item_status', { status: 'done' })),
  p('plan_step', "i've started photosynthesis", write('update_item_status', { status: 'in_progress' })),
  p('plan_step', 'skip food words in the spanish plan', write('update_item_status', { status: 'skipped' })),
  p('plan_step', 'mark travel words done', write('update_item_status', { status: 'done' })),

  p(
    'flashcard_create',
    'make a flashcard: what is the largest planet? - jupiter',
    write('create_flashcard', { back: 'jupiter' }),
  ),
  p(
    'flashcard_create',
    'new flashcard for spanish: el perro :: the dog',
    write('create_flashcard', { back: 'the dog', topic_name: 'spanish' }),
  ),
  p(
    'flashcard_create',
    'add a card that asks what 12 squared is, answer 144',
    write('create_flashcard', { back: '144' }),
  ),
  p(
    'flashcard_create',
    "can you create a card with front 'photosynthesis' and back 'how plants make food'",
    write('create_flashcard', { back: 'how plants make food' }),
  ),
  ...many('flashcards_due', read('get_due_flashcards'), ['do i have cards to review', "what's due in my flashcards"]),
  ...many('review', read('get_due_flashcards'), [
    'run through my due cards',
    "let's practise some flashcards",
    'start reviewing',
  ]),

  p('quiz', "i'd like a biology quiz", write('generate_quiz', { topic_name: 'biology' })),
  p('quiz', 'quiz time! spanish please', write('generate_quiz', { topic_name: 'spanish' })),
  p('quiz', 'test my spanish vocab', write('generate_quiz', { topic_name: 'spanish' })),
  p('quiz', 'ask me some biology questions', write('generate_quiz', { topic_name: 'biology' })),
  ...many('weak_topics', read('get_weak_topics'), ['what am i worst at', 'show my weak spots']),
  ...many('progress', read('get_progress'), ["how's my studying going", 'my stats please']),
  ...many('decline', declines, [
    'can you write my essay for me',
    "what's the capital of australia",
    'book me a flight to paris',
  ]),
];

export const BROAD3_DIALOGUES: Dialogue[] = [
  {
    intent: 'complete_by_position',
    turns: [turn("what's due this week"), turn('done with number 2', write('complete_task', { task_id: '@essay' }))],
  },
  {
    intent: 'complete_by_position',
    turns: [
      turn('show my tasks'),
      turn(
        'finished 1 and 3',
        writes(['complete_task', { task_id: '@email' }], ['complete_task', { task_id: '@bio' }]),
      ),
    ],
  },
  { intent: 'undo', turns: [turn('add buy cereal'), turn('undo that', write('undo'))] },
  {
    intent: 'delete_confirmed',
    turns: [
      turn('delete the email task', confirm('delete_task')),
      turn('yes', write('delete_task', { task_id: '@email' })),
    ],
  },
  {
    intent: 'delete_by_position',
    turns: [
      turn('list my tasks'),
      turn('delete number 3', confirm('delete_task')),
      turn('yes', write('delete_task', { task_id: '@bio' })),
    ],
  },
  { intent: 'clarify', turns: [turn('mark it done', asks)] },
  {
    intent: 'update_by_reference',
    turns: [
      turn("what's due on wednesday", read('list_tasks')),
      turn('move it to friday', write('update_task', { task_id: '@bio', due_at: '2026-11-27' })),
    ],
  },
];
