import { call, single, type CorpusCase } from './shape';
import { LISTED, TASK_IDS as T } from '../fixture';

const update = (task_id: number, input: Record<string, unknown>) => [call('update_task', { task_id, ...input }, true)];
/** A destructive call that stopped to ask: recorded, refused until the user says yes. */
const asks = (name: string, input: Record<string, unknown>) => call(name, input, false);

/** Editing, deleting, undoing and correcting tasks. */
export const TASK_EDIT_CASES: CorpusCase[] = [
  // --- update_task ---
  single('update_task', 'move the essay draft to monday', 'success', update(T.essayDraft, { due_at: '2026-11-23' }), {
    response: /Updated “Essay draft” — due Mon 23 Nov, p1\./,
  }),
  single('update_task', 'change task 2 to p1', 'success', update(LISTED[2], { priority: 1 }), { listed: true }),
  single('update_task', 'make call mum urgent', 'success', update(T.callMum, { priority: 1 })),
  single(
    'update_task',
    'rename buy groceries to buy groceries and snacks',
    'success',
    update(T.groceries, { title: 'Buy groceries and snacks' }),
  ),
  single(
    'update_task',
    'postpone the physics lab report to next week',
    'success',
    // Next week starts on Monday (Settings → Dates, week start), as in Todoist.
    update(T.physics, { due_at: '2026-11-23' }),
  ),
  single('update_task', 'push renew library books to tomorrow', 'success', update(T.library, { due_at: '2026-11-22' })),
  single('update_task', 'set the priority of essay outline to 2', 'success', update(T.essayOutline, { priority: 2 })),
  single('update_task', 'remove the due date from call mum', 'success', update(T.callMum, { due_at: null })),
  single(
    'update_task',
    'the essay outline is due thursday',
    'success',
    update(T.essayOutline, { due_at: '2026-11-26' }),
  ),
  single(
    'update_task',
    'reschedule call mum for sunday at 6pm',
    'success',
    update(T.callMum, { due_at: '2026-11-22T18:00:00.000Z' }),
  ),
  single('update_task', 'move task 5 to dec 1', 'success', update(LISTED[5], { due_at: '2026-12-01' }), {
    listed: true,
  }),
  single(
    'update_task',
    'change the essay outline to "Essay plan"',
    'success',
    update(T.essayOutline, { title: 'Essay plan' }),
  ),
  // The task is named, so only its new day is asked for (round 14, K4).
  single('update_task', 'postpone groceries', 'clarification_needed', [], { response: /When should “[^”]+” be due\?/ }),
  single(
    'update_task',
    'push call mum back a day',
    'success',
    update(T.callMum, { due_at: '2026-11-23T17:00:00.000Z' }),
  ),
  single(
    'update_task',
    'postpone the essay draft by a week',
    'success',
    update(T.essayDraft, { due_at: '2026-12-04' }),
  ),
  single(
    'update_task',
    'can you make the physics lab report high priority please',
    'success',
    update(T.physics, { priority: 2 }),
  ),
  single(
    'update_task',
    'make the groceries p2 and due saturday',
    'success',
    update(T.groceries, { priority: 2, due_at: '2026-11-21' }),
  ),
  {
    intent: 'update_task',
    turns: [
      { say: 'add buy stamps', status: 'success', calls: [call('add_task', { title: 'Buy stamps' }, true)] },
      { say: 'make it p2', status: 'success', calls: update(8, { priority: 2 }) },
      {
        say: 'tmrw instead',
        status: 'success',
        calls: update(8, { due_at: '2026-11-22' }),
        response: /due Sun 22 Nov, p2/,
      },
    ],
  },

  // --- delete_task: confirmation first, then yes / no / something else ---
  {
    intent: 'delete_task',
    listed: true,
    turns: [
      {
        say: 'delete task 2',
        status: 'confirmation_required',
        calls: [asks('delete_task', { task_id: LISTED[2] })],
        response: /Delete task 'Physics lab report'/,
      },
      {
        say: 'yes',
        status: 'success',
        calls: [call('delete_task', { task_id: LISTED[2] }, true)],
        response: /Deleted task 'Physics lab report'/,
      },
    ],
  },
  {
    intent: 'delete_task',
    turns: [
      {
        say: 'remove the groceries task',
        status: 'confirmation_required',
        calls: [asks('delete_task', { task_id: T.groceries })],
      },
      {
        say: 'no',
        status: 'success',
        calls: [call('delete_task', { task_id: T.groceries }, false)],
        response: /left it/,
      },
    ],
  },
  {
    intent: 'delete_task',
    turns: [
      { say: 'delete the essay one', status: 'clarification_needed', calls: [], options: 2 },
      { say: '2', status: 'confirmation_required', calls: [asks('delete_task', { task_id: T.essayOutline })] },
      { say: 'y', status: 'success', calls: [call('delete_task', { task_id: T.essayOutline }, true)] },
    ],
  },
  {
    intent: 'delete_task',
    turns: [
      {
        say: 'get rid of call mum pls',
        status: 'confirmation_required',
        calls: [asks('delete_task', { task_id: T.callMum })],
      },
      { say: 'sure', status: 'success', calls: [call('delete_task', { task_id: T.callMum }, true)] },
    ],
  },
  {
    intent: 'delete_task',
    listed: true,
    turns: [
      { say: 'delete task 3', status: 'confirmation_required', calls: [asks('delete_task', { task_id: LISTED[3] })] },
      { say: 'show my tasks', status: 'success', calls: [call('list_tasks')] },
      { say: 'yes', status: 'success', calls: [], response: /nothing waiting/ },
    ],
  },
  {
    intent: 'delete_task',
    turns: [
      {
        say: 'delte the physics lab report',
        status: 'confirmation_required',
        calls: [asks('delete_task', { task_id: T.physics })],
      },
      { say: 'yes please', status: 'success', calls: [call('delete_task', { task_id: T.physics }, true)] },
      {
        say: 'undo',
        status: 'success',
        calls: [call('undo', {}, true)],
      },
    ],
  },
  // "undo that" / "oops" take back an edit exactly (the old due date comes back), through undo.
  {
    intent: 'update_task',
    turns: [
      {
        say: 'move the essay draft to monday',
        status: 'success',
        calls: [call('update_task', { task_id: T.essayDraft }, true)],
      },
      { say: 'oops', status: 'success', calls: [call('undo', {}, true)], response: /Undone — task “?‘?Essay draft/ },
      { say: 'undo that', status: 'error', calls: [call('undo', {}, false)], response: /nothing left to undo/i },
    ],
  },
  single('delete_task', 'delete all my tasks', 'confirmation_required', [asks('delete_task', {})], {
    response: /Delete all 6 tasks/,
  }),
  single('delete_task', 'delete the pay rent task', 'confirmation_required', [
    asks('delete_task', { task_id: T.rent }),
  ]),

  // --- corrections ---
  {
    intent: 'correction',
    listed: true,
    turns: [
      { say: 'delete task 2', status: 'confirmation_required', calls: [asks('delete_task', { task_id: LISTED[2] })] },
      {
        say: 'no, I meant task 3',
        status: 'confirmation_required',
        calls: [asks('delete_task', { task_id: LISTED[3] })],
      },
      { say: 'yes', status: 'success', calls: [call('delete_task', { task_id: LISTED[3] }, true)] },
    ],
  },
  {
    intent: 'correction',
    listed: true,
    turns: [
      { say: 'complete task 1', status: 'success', calls: [call('complete_task', { task_id: LISTED[1] }, true)] },
      {
        say: 'no, I meant the essay draft',
        status: 'success',
        calls: [
          call('reopen_task', { task_id: LISTED[1] }, true),
          call('complete_task', { task_id: T.essayDraft }, true),
        ],
        response: /put the other one back[\s\S]*Essay draft/,
      },
    ],
  },
  {
    intent: 'correction',
    turns: [
      { say: 'complete essay', status: 'clarification_needed', calls: [], options: 2 },
      { say: 'no, the physics one', status: 'success', calls: [call('complete_task', { task_id: T.physics }, true)] },
    ],
  },
  {
    intent: 'correction',
    turns: [
      { say: 'add buy milk', status: 'success', calls: [call('add_task', { title: 'Buy milk' }, true)] },
      { say: 'no, I meant buy oat milk', status: 'success', calls: update(8, { title: 'Buy oat milk' }) },
    ],
  },
  {
    intent: 'correction',
    turns: [
      { say: 'move call mum to friday', status: 'success', calls: update(T.callMum, { due_at: '2026-11-27' }) },
      { say: 'actually make it thursday', status: 'success', calls: update(T.callMum, { due_at: '2026-11-26' }) },
    ],
  },
  {
    intent: 'correction',
    turns: [
      {
        say: 'add essay plan due friday',
        status: 'success',
        calls: [call('add_task', { title: 'Essay plan', due_at: '2026-11-27' }, true)],
      },
      { say: 'actually p1', status: 'success', calls: update(8, { priority: 1 }) },
    ],
  },
  {
    intent: 'correction',
    turns: [
      { say: 'make the essay draft p3', status: 'success', calls: update(T.essayDraft, { priority: 3 }) },
      { say: 'sorry, I meant the outline', status: 'success', calls: update(T.essayOutline, { priority: 3 }) },
    ],
  },
  // --- slots added 2026-11-24: "X can wait until Y", "make X repeat …", bulk "everything on my list" ---
  single(
    'update_task',
    'the essay outline can wait till tuesday',
    'success',
    update(T.essayOutline, { due_at: '2026-11-24' }),
  ),
  single('update_task', 'make call mum repeat every week', 'success', update(T.callMum, { recurrence: 'FREQ=WEEKLY' })),
  single('delete_task', 'wipe everything from my task list', 'confirmation_required', [asks('delete_task', {})], {
    response: /Delete all 6 tasks/,
  }),
];
