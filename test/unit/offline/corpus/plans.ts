import { call, single, type CorpusCase } from './shape';
import { ITEM_IDS as I, PLAN_IDS as P } from '../fixture';

const generate = (input: Record<string, unknown>) => [call('generate_study_plan', input, true)];

/** Study plans. "Exam prep" (plan 1: Read chapter 1, Read chapter 2, Practice test) exists. */
export const PLAN_CASES: CorpusCase[] = [
  // --- generate_study_plan: "plan N days for <goal>" ---
  single(
    'generate_plan',
    'plan two weeks to learn the Python tutorial',
    'success',
    generate({ goal: 'Learn the Python tutorial', days: 14 }),
    { response: /14 daily sessions, Sat 21 Nov – Fri 4 Dec/ },
  ),
  single('generate_plan', 'plan 5 days for linear algebra', 'success', generate({ goal: 'Linear algebra', days: 5 })),
  single(
    'generate_plan',
    'make me a 10-day study plan for calculus, 45 minutes a day starting monday',
    'success',
    generate({ goal: 'Calculus', days: 10, minutes_per_day: 45, start_date: '2026-11-23' }),
  ),
  single('generate_plan', 'help me learn spanish in 30 days', 'success', generate({ goal: 'Learn spanish', days: 30 })),
  single(
    'generate_plan',
    'create a study plan for organic chemistry over 3 weeks',
    'success',
    generate({ goal: 'Organic chemistry', days: 21 }),
  ),
  single(
    'generate_plan',
    'can you plan a week to revise for my history exam, 1 hour per day',
    'success',
    generate({ goal: 'Revise for my history exam', days: 7, minutes_per_day: 60 }),
  ),
  single('generate_plan', 'study plan for statistics, 3 days', 'success', generate({ goal: 'Statistics', days: 3 })),
  single(
    'generate_plan',
    'plan 2 days for exam prep',
    'error',
    [call('generate_study_plan', { goal: 'Exam prep', days: 2 }, false)],
    { response: /already an active plan called “Exam prep”/ },
  ),
  single('generate_plan', 'make a plan for 400 days to learn piano', 'clarification_needed', [], {
    response: /at most 365 days/,
  }),

  // --- write_plan: a plan with items ---
  single(
    'create_plan',
    'create a plan called Thesis with items outline, literature review and first draft',
    'success',
    [
      call(
        'write_plan',
        { title: 'Thesis', items: [{ title: 'Outline' }, { title: 'Literature review' }, { title: 'First draft' }] },
        true,
      ),
    ],
  ),
  single('create_plan', 'new plan: Driving test; theory book; mock test by friday', 'success', [
    call(
      'write_plan',
      { title: 'Driving test', items: [{ title: 'Theory book' }, { title: 'Mock test', due_date: '2026-11-27' }] },
      true,
    ),
  ]),
  single('create_plan', 'make a plan "Spanish" with steps: vocab, grammar, listening', 'success', [
    call(
      'write_plan',
      { title: 'Spanish', items: [{ title: 'Vocab' }, { title: 'Grammar' }, { title: 'Listening' }] },
      true,
    ),
  ]),
  single('create_plan', 'start a new plan called Reading list', 'success', [
    call('write_plan', { title: 'Reading list', items: [] }, true),
  ]),
  single('create_plan', 'create a plan', 'clarification_needed', [], { response: /What should the plan be called/ }),

  // --- list and show ---
  single('list_plans', 'list my plans', 'success', [call('list_plans', { status: 'all' })], {
    response: /Exam prep — 0 of 3 done/,
  }),
  single('list_plans', 'what plans do i have', 'success', [call('list_plans', { status: 'all' })]),
  single('list_plans', 'show archived plans', 'success', [call('list_plans', { status: 'archived' })], {
    response: /no archived plans/,
  }),
  single('show_plan', 'show the latest plan', 'success', [call('list_plan_items', { plan_id: P.examPrep })], {
    response: /\*\*Exam prep\*\* — 0 of 3 done:\n1\. Read chapter 1/,
  }),
  single('show_plan', 'show my plan', 'success', [call('list_plan_items', { plan_id: P.examPrep })]),
  single('show_plan', "what's in the exam prep plan", 'success', [call('list_plan_items', { plan_id: P.examPrep })]),
  single('show_plan', 'show plan 1', 'success', [call('list_plan_items', { plan_id: P.examPrep })]),
  single('show_plan', "what's next", 'success', [call('list_plan_items', { plan_id: P.examPrep })]),
  single('show_plan', 'what is my progress on the exam prep plan', 'success', [
    call('list_plan_items', { plan_id: P.examPrep }),
  ]),
  single('show_plan', 'open the fysics plan', 'error', [], { response: /couldn’t find a plan matching “fysics”/ }),

  // --- add_plan_item / update_item_status ---
  single(
    'add_plan_item',
    'add "past papers" to the exam prep plan',
    'success',
    [call('add_plan_item', { plan_id: P.examPrep, title: 'Past papers' }, true)],
    { response: /Added “Past papers” to “Exam prep”/ },
  ),
  single('add_plan_item', 'add flashcards review to my plan by friday', 'success', [
    call('add_plan_item', { plan_id: P.examPrep, title: 'Flashcards review', due_date: '2026-11-27' }, true),
  ]),
  single('add_plan_item', 'put read chapter 3 in my study plan', 'success', [
    call('add_plan_item', { plan_id: P.examPrep, title: 'Read chapter 3' }, true),
  ]),
  single('set_item_status', 'mark read chapter 1 done in the exam plan', 'success', [
    call('update_item_status', { item_id: I.readCh1, status: 'done' }, true),
  ]),
  single('set_item_status', 'i finished the practice test in my exam prep plan', 'success', [
    call('update_item_status', { item_id: I.practiceTest, status: 'done' }, true),
  ]),
  single('set_item_status', 'I finished reading chapter 2', 'success', [
    call('update_item_status', { item_id: I.readCh2, status: 'done' }, true),
  ]),
  single('set_item_status', 'skip read chapter 2 in my plan', 'success', [
    call('update_item_status', { item_id: I.readCh2, status: 'skipped' }, true),
  ]),
  single('set_item_status', 'started chapter 1 in my plan', 'success', [
    call('update_item_status', { item_id: I.readCh1, status: 'in_progress' }, true),
  ]),
  {
    intent: 'set_item_status',
    turns: [
      { say: 'plan 3 days for geology', status: 'success', calls: generate({ goal: 'Geology', days: 3 }) },
      {
        say: 'day 2 done',
        status: 'success',
        calls: [call('update_item_status', { status: 'done' }, true)],
        response: /Day 2 — Geology/,
      },
    ],
  },
  {
    intent: 'set_item_status',
    turns: [
      { say: 'mark chapter done in my plan', status: 'clarification_needed', calls: [], options: 2 },
      {
        say: 'the second one',
        status: 'success',
        calls: [call('update_item_status', { item_id: I.readCh2, status: 'done' }, true)],
      },
    ],
  },

  // --- update_plan_status / delete_plan ---
  single('set_plan_status', 'archive the exam prep plan', 'success', [
    call('update_plan_status', { plan_id: P.examPrep, status: 'archived' }, true),
  ]),
  single('set_plan_status', 'mark my exam plan as completed', 'success', [
    call('update_plan_status', { plan_id: P.examPrep, status: 'completed' }, true),
  ]),
  {
    intent: 'set_plan_status',
    turns: [
      {
        say: 'archive my plan',
        status: 'success',
        calls: [call('update_plan_status', { plan_id: P.examPrep, status: 'archived' }, true)],
      },
      {
        say: 'reactivate exam prep plan',
        status: 'success',
        calls: [call('update_plan_status', { plan_id: P.examPrep, status: 'active' }, true)],
      },
    ],
  },
  {
    intent: 'delete_plan',
    turns: [
      {
        say: 'delete the exam prep plan',
        status: 'confirmation_required',
        calls: [call('delete_plan', { plan_id: P.examPrep }, false)],
        response: /Delete plan 'Exam prep' and its 3 items\?/,
      },
      { say: 'go ahead', status: 'success', calls: [call('delete_plan', { plan_id: P.examPrep }, true)] },
    ],
  },
  {
    intent: 'delete_plan',
    turns: [
      {
        say: 'remove my study plan',
        status: 'confirmation_required',
        calls: [call('delete_plan', { plan_id: P.examPrep }, false)],
      },
      { say: 'nope', status: 'success', calls: [call('delete_plan', { plan_id: P.examPrep }, false)] },
    ],
  },

  // --- exam dates and rescheduling ---
  single(
    'exam_date',
    'my biology exam is on 18 december',
    'success',
    [call('set_exam_date', { topic_name: 'Biology', exam_date: '2026-12-18' }, true)],
    { response: /Biology exam is on/ },
  ),
  single('exam_date', 'set the exam date for recursion to 2027-01-08', 'success', [
    call('set_exam_date', { topic_name: 'Recursion', exam_date: '2027-01-08' }, true),
  ]),
  single('reschedule_plan', 'reschedule my exam prep plan', 'success', [call('reschedule_plan', {}, true)], {
    response: /Exam prep/,
  }),
  single('reschedule_plan', "I'm behind on exam prep", 'success', [call('reschedule_plan', {}, true)]),
];
