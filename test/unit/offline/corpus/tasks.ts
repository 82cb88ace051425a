import { call, single, type CorpusCase } from './shape';
import { LISTED, TASK_IDS as T } from '../fixture';

const add = (input: Record<string, unknown>) => [call('add_task', input, true)];
const exact = (title: string, extra: Record<string, unknown> = {}) => add({ title, ...extra });

/** Adding, listing and completing tasks. Seven tasks exist, so a new task gets id 8. */
export const TASK_CASES: CorpusCase[] = [
  // --- add_task: quoted and trailing titles, chrono-node dates, p1–p4 ---
  single(
    'add_task',
    'add "essay draft" due friday p1',
    'success',
    exact('Essay draft', { due_at: '2026-11-27', priority: 1 }),
    { response: /Added “Essay draft” — due Fri 27 Nov, p1\./ },
  ),
  single(
    'add_task',
    'remind me to call mum tomorrow at 5pm',
    'success',
    exact('Call mum', { due_at: '2026-11-22T17:00:00.000Z' }),
  ),
  single('add_task', 'add buy milk', 'success', exact('Buy milk'), { response: /Added “Buy milk”/ }),
  single('add_task', 'could you please add buy milk', 'success', exact('Buy milk')),
  single(
    'add_task',
    'add task: finish chem homework by monday',
    'success',
    exact('Finish chem homework', { due_at: '2026-11-23' }),
  ),
  single('add_task', 'todo: email professor about extension', 'success', exact('Email professor about extension')),
  single(
    'add_task',
    'new task pick up prescription tmrw',
    'success',
    exact('Pick up prescription', { due_at: '2026-11-22' }),
  ),
  single(
    'add_task',
    'remind me to submit the lab report on wednesday p2',
    'success',
    exact('Submit the lab report', { due_at: '2026-11-25', priority: 2 }),
  ),
  single('add_task', 'add urgent: pay phone bill', 'success', exact('Pay phone bill', { priority: 1 })),
  single(
    'add_task',
    "add mum's birthday card due dec 3",
    'success',
    exact("Mum's birthday card", { due_at: '2026-12-03' }),
  ),
  single('add_task', 'i need to book a dentist appointment', 'success', exact('Book a dentist appointment')),
  single(
    'add_task',
    'dont let me forget to water the plants tonight',
    'success',
    exact('Water the plants', { due_at: '2026-11-21' }),
  ),
  single('add_task', 'add do laundry high priority', 'success', exact('Do laundry', { priority: 2 })),
  single(
    'add_task',
    'pls add call the bank at 3pm tomorrow',
    'success',
    exact('Call the bank', { due_at: '2026-11-22T15:00:00.000Z' }),
  ),
  single('add_task', 'add "review week 3 notes" p3', 'success', exact('Review week 3 notes', { priority: 3 })),
  single(
    'add_task',
    'create a task to renew passport in 2 weeks',
    'success',
    exact('Renew passport', { due_at: '2026-12-05' }),
  ),
  single('add_task', 'Add Task Buy Printer Ink', 'success', exact('Buy Printer Ink')),
  single('add_task', 'jot down buy a new charger', 'success', exact('Buy a new charger')),
  single('add_task', 'add submit essay by end of week', 'success', exact('Submit essay', { due_at: '2026-11-27' })),
  single('add_task', 'add "call grandma" sunday morning', 'success', exact('Call grandma', { due_at: '2026-11-22' })),
  single(
    'add_task',
    'add pick up dry cleaning at 5',
    'success',
    exact('Pick up dry cleaning', { due_at: '2026-11-21T17:00:00.000Z' }),
  ),
  single(
    'add_task',
    'hey quire, add revise french vocab due thursday, low priority thanks',
    'success',
    exact('Revise french vocab', { due_at: '2026-11-26', priority: 4 }),
  ),
  single('add_task', 'addd book flights p1', 'success', exact('Book flights', { priority: 1 })),
  single(
    'add_task',
    'remind me to return the library book on 2026-12-01',
    'success',
    exact('Return the library book', { due_at: '2026-12-01' }),
  ),
  single(
    'add_task',
    'set a reminder to call dad at 6',
    'success',
    exact('Call dad', { due_at: '2026-11-21T18:00:00.000Z' }),
  ),
  single(
    'add_task',
    'Can you remind me to buy a birthday present for Sam next Tuesday?',
    'success',
    exact('Buy a birthday present for Sam', { due_at: '2026-11-24' }),
  ),
  single(
    'add_task',
    'schedule study session tomorrow at 10am',
    'success',
    exact('Study session', { due_at: '2026-11-22T10:00:00.000Z' }),
  ),
  single('add_task', 'add task', 'clarification_needed', [], { response: /What should the task be called/ }),
  single(
    'add_task',
    'I have to print the slides before friday',
    'success',
    exact('Print the slides', { due_at: '2026-11-27' }),
  ),

  // --- list_tasks: numbered, with periods, statuses and search ---
  single('list_tasks', 'list my tasks', 'success', [call('list_tasks', { status: 'pending' })], {
    response: /1\. Renew library books[\s\S]*6\. Buy groceries/,
  }),
  single('list_tasks', 'show me my todo list', 'success', [call('list_tasks', { status: 'pending' })]),
  single('list_tasks', 'what are my tasks?', 'success', [call('list_tasks', { status: 'pending' })], {
    response: /1\. Renew library books/,
  }),
  single('list_tasks', 'whats on my todo list', 'success', [call('list_tasks', { status: 'pending' })]),
  single('list_tasks', 'what are my completed tasks', 'success', [call('list_tasks', { status: 'completed' })]),
  single('list_tasks', 'what do I have to do today', 'success', [call('list_tasks', { due_before: '2026-11-22' })], {
    response: /1\. Renew library books[\s\S]*2\. Physics lab report/,
  }),
  single(
    'list_tasks',
    "what's due today?",
    'success',
    [call('list_tasks', { due_before: '2026-11-22' }), call('get_due_flashcards')],
    { response: /flashcards are due/ },
  ),
  single('list_tasks', 'whats due this week', 'success', [
    call('list_tasks', { due_before: '2026-11-28' }),
    call('get_due_flashcards'),
  ]),
  single('list_tasks', 'show completed tasks', 'success', [call('list_tasks', { status: 'completed' })], {
    response: /Pay rent/,
  }),
  single('list_tasks', 'what did I finish?', 'success', [call('list_tasks', { status: 'completed' })]),
  single('list_tasks', 'any overdue tasks?', 'success', [call('list_tasks', { due_before: '2026-11-21' })], {
    response: /Renew library books/,
  }),
  single('list_tasks', 'list all tasks', 'success', [call('list_tasks', { status: 'all' })]),
  single('list_tasks', 'tasks', 'success', [call('list_tasks', { status: 'pending' })]),
  single('list_tasks', 'show tasks about essay', 'success', [call('list_tasks', { query: 'essay' })], {
    response: /Essay outline[\s\S]*Essay draft/,
  }),
  single('list_tasks', 'find essay', 'success', [call('list_tasks', { query: 'essay', status: 'all' })]),
  single('list_tasks', "what's on my plate", 'success', [call('list_tasks', { status: 'pending' })]),
  single('list_tasks', 'can u show me my tasks pls', 'success', [call('list_tasks', { status: 'pending' })]),
  single('list_tasks', 'what tasks are due tomorrow', 'success', [call('list_tasks', { due_before: '2026-11-23' })], {
    response: /Call mum/,
  }),
  single(
    'list_tasks',
    "what's due tomorrow",
    'success',
    [call('list_tasks', { due_before: '2026-11-23' }), call('get_due_flashcards')],
    // Tomorrow's tasks only, numbered as shown ("push it to friday" then means this one).
    { response: /Due tomorrow:\n1\. Call mum/ },
  ),
  // A named day: its own heading and empty reply, never "today" (before: "Due today:" over
  // Wednesday's list, and "Nothing due today" when Thursday had nothing).
  single('list_tasks', "what's due on wednesday", 'success', [call('list_tasks', { due_before: '2026-11-26' })], {
    response: /^Your tasks due Wed 25 Nov:\n1\. Essay outline/,
  }),
  single('list_tasks', 'what is due thursday', 'success', [call('list_tasks', { due_before: '2026-11-27' })], {
    response: /^No tasks due Thu 26 Nov\.$/,
  }),
  single('list_tasks', 'what should I do first', 'success', [call('list_tasks', { status: 'pending' })]),
  single('list_tasks', 'shwo my tasks', 'success', [call('list_tasks', { status: 'pending' })]),

  // --- complete_task: references from the last list, fuzzy titles, typos ---
  single(
    'complete_task',
    'I finished the groceries one',
    'success',
    [call('complete_task', { task_id: T.groceries }, true)],
    { response: /Marked “Buy groceries” as done/ },
  ),
  single('complete_task', 'compelte task 2', 'success', [call('complete_task', { task_id: LISTED[2] }, true)], {
    listed: true,
  }),
  single('complete_task', 'mark #3 as done', 'success', [call('complete_task', { task_id: LISTED[3] }, true)], {
    listed: true,
  }),
  single('complete_task', 'task 1 is done', 'success', [call('complete_task', { task_id: LISTED[1] }, true)], {
    listed: true,
  }),
  single('complete_task', 'done with the physics lab report', 'success', [
    call('complete_task', { task_id: T.physics }, true),
  ]),
  single('complete_task', 'tick off call mum', 'success', [call('complete_task', { task_id: T.callMum }, true)]),
  single('complete_task', 'i did the essay outline', 'success', [
    call('complete_task', { task_id: T.essayOutline }, true),
  ]),
  single('complete_task', 'finished renew library books', 'success', [
    call('complete_task', { task_id: T.library }, true),
  ]),
  single('complete_task', 'complete the last one', 'success', [call('complete_task', { task_id: LISTED[6] }, true)], {
    listed: true,
  }),
  single('complete_task', 'the essay draft is finished', 'success', [
    call('complete_task', { task_id: T.essayDraft }, true),
  ]),
  single(
    'complete_task',
    'mark 1 and 2 done',
    'success',
    [call('complete_task', { task_id: LISTED[1] }, true), call('complete_task', { task_id: LISTED[2] }, true)],
    { listed: true },
  ),
  single('complete_task', 'groceries done', 'success', [call('complete_task', { task_id: T.groceries }, true)]),
  single('complete_task', 'i finsihed the physics lab', 'success', [
    call('complete_task', { task_id: T.physics }, true),
  ]),
  single('complete_task', 'compelte tsk 4', 'success', [call('complete_task', { task_id: LISTED[4] }, true)], {
    listed: true,
  }),
  single('complete_task', 'just finished the grocries', 'success', [
    call('complete_task', { task_id: T.groceries }, true),
  ]),
  single('complete_task', 'check off the libary books', 'success', [
    call('complete_task', { task_id: T.library }, true),
  ]),
  {
    intent: 'complete_task',
    turns: [
      {
        say: 'complete essay',
        status: 'clarification_needed',
        calls: [],
        options: 2,
        response: /Essay draft[\s\S]*Essay outline/,
      },
      { say: '2', status: 'success', calls: [call('complete_task', { task_id: T.essayOutline }, true)] },
    ],
  },
  {
    intent: 'complete_task',
    turns: [
      { say: 'finished the essay', status: 'clarification_needed', calls: [], options: 2 },
      { say: 'the first one', status: 'success', calls: [call('complete_task', { task_id: T.essayDraft }, true)] },
    ],
  },
  {
    intent: 'complete_task',
    turns: [
      {
        say: 'add call the plumber',
        status: 'success',
        calls: [call('add_task', { title: 'Call the plumber' }, true)],
      },
      { say: 'mark it as done', status: 'success', calls: [call('complete_task', { task_id: 8 }, true)] },
    ],
  },
  single('complete_task', 'complete task 2', 'clarification_needed', [], { response: /numbered list/, options: 1 }),
  single('complete_task', 'complete task 9', 'clarification_needed', [], { listed: true, response: /only 6 tasks/ }),
  // A subject and a generic work noun ("homework") name the one pending task of that subject
  // (round 20, A4): it was asked "Did you mean “Physics lab report”?".
  single('complete_task', 'finished the physics homework', 'success', [
    call('complete_task', { task_id: T.physics }, true),
  ]),
  single('complete_task', 'i finished everything', 'clarification_needed', [], {
    response: /complete all 6 pending tasks/,
  }),
  single('complete_task', 'i finished the dragon slaying', 'clarification_needed', [], {
    response: /couldn’t find a task matching “dragon slaying”\. Which task do you mean\?/,
    options: 2,
  }),

  // --- reopen_task ---
  single('reopen_task', 'reopen pay rent', 'success', [call('reopen_task', { task_id: T.rent }, true)], {
    response: /Reopened “Pay rent”/,
  }),
  single('reopen_task', 'mark pay rent as not done', 'success', [call('reopen_task', { task_id: T.rent }, true)]),
  single('reopen_task', "the rent one isn't done after all", 'success', [
    call('reopen_task', { task_id: T.rent }, true),
  ]),
  single('reopen_task', 'uncomplete the rent task', 'success', [call('reopen_task', { task_id: T.rent }, true)]),
  single('reopen_task', "i didn't actually finish paying rent", 'success', [
    call('reopen_task', { task_id: T.rent }, true),
  ]),
  {
    intent: 'reopen_task',
    turns: [
      { say: 'tick off call mum', status: 'success', calls: [call('complete_task', { task_id: T.callMum }, true)] },
      { say: 'undo', status: 'success', calls: [call('undo', {}, true)] },
    ],
  },
  // --- slots added 2026-11-24: "remember to", "N new tasks:", repeat adjectives, ordinals ---
  single(
    'add_task',
    'remember to book the train tickets on the 28th',
    'success',
    exact('Book the train tickets', { due_at: '2026-11-28' }),
  ),
  single('add_task', 'a high priority task to email my tutor', 'success', exact('Email my tutor', { priority: 2 })),
  single('add_task', 'add plan the week', 'success', exact('Plan the week')),
  single('add_tasks', 'new tasks: wash the car and clean my room', 'success', [
    ...exact('Wash the car'),
    ...exact('Clean my room'),
  ]),
  single('add_tasks', 'three new todos - print slides, buy a stapler, return keys', 'success', [
    ...exact('Print slides'),
    ...exact('Buy a stapler'),
    ...exact('Return keys'),
  ]),
  single(
    'add_task',
    'weekly task: water the garden',
    'success',
    exact('Water the garden', { recurrence: 'FREQ=WEEKLY' }),
  ),
  single('list_tasks', 'how many tasks are still open', 'success', [call('list_tasks', { status: 'pending' })]),
  single('list_tasks', 'what have i got due tomorrow', 'success', [call('list_tasks', { due_before: '2026-11-23' })]),
  single('complete_task', "i'm all done with the physics lab report", 'success', [
    call('complete_task', { task_id: T.physics }, true),
  ]),
  single('complete_task', 'renewed the library books, mark it done', 'success', [
    call('complete_task', { task_id: T.library }, true),
  ]),
  single('reopen_task', "pay rent isn't done, reopen it", 'success', [call('reopen_task', { task_id: T.rent }, true)]),
];
