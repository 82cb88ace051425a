import type { Dialogue, Phrasing } from '../heldoutWorld';
import { asks, confirm, declines, many, p, read, turn, write } from './forms';

/**
 * The broad tuning corpus, sixth batch (same world and forms as broad.ts), written 2026-11-26
 * after the fifth was tuned and before this one was run: plans and their steps, wanting to know,
 * undo, help, and references across turns.
 */
export const BROAD6_PHRASINGS: Phrasing[] = [
  ...many('list_tasks', read('list_tasks'), [
    "i'd like to know what's due",
    'let me know what i have tomorrow',
    'tell me my tasks for this week',
    'what else is on my list',
    'anything else due today?',
  ]),
  ...many('plan_read', read('list_plan_items'), [
    'open my biology plan',
    'how far along am i with the spanish vocab sprint',
    'progress on the biology plan?',
    'next step in my spanish plan',
  ]),
  ...many('plan_list', read('list_plans'), ['list all plans', 'do i have any plans', 'my plans']),
  p('plan_step', 'tick off photosynthesis in the biology plan', write('update_item_status', { status: 'done' })),
  p('plan_step', 'set genetics to in progress', write('update_item_status', { status: 'in_progress' })),
  p('plan_step', "i'm starting travel words", write('update_item_status', { status: 'in_progress' })),
  p('plan_step', 'skip photosynthesis for now', write('update_item_status', { status: 'skipped' })),
  p('plan_add', 'add irregular verbs to the spanish plan', write('add_plan_item', { title: 'Irregular verbs' })),
  p(
    'plan_add',
    'put a revision session in my biology plan for thursday',
    write('add_plan_item', { due_date: '2026-11-26' }),
  ),
  p('plan_status', 'mark the spanish plan as finished', write('update_plan_status', { status: 'completed' })),
  p('plan_status', 'shelve the biology plan', write('update_plan_status', { status: 'archived' })),
  p('plan_generate', 'i need a 4 week plan for the driving theory test', write('generate_study_plan', { days: 28 })),
  p('plan_generate', 'schedule 6 days of study for the french revolution', write('generate_study_plan', { days: 6 })),
  p(
    'plan_create',
    "make a plan called 'moving house' with pack books, book van and change address",
    write('write_plan', { title: 'Moving house' }),
  ),
  p('reschedule_plan', 'move my missed biology steps', write('reschedule_plan')),
  p('exam_date', 'biology exam on december 15', write('set_exam_date', { exam_date: '2026-12-15' })),
  p('exam_date', 'the biology test is friday', write('set_exam_date', { exam_date: '2026-11-27' })),
  // Round 10 (DESIGN §10): undo before the chat changed anything takes back the last change made in Quire.
  p('undo', 'undo the last change', write('undo')),
  ...many('help', read('any'), ['what can i say', 'how does quire work', 'what commands are there']),
  ...many('materials', declines, [
    'explain photosynthesis to me',
    'summarise my notes on cells',
    'what does osmosis mean',
  ]),
  p('reading_guard', 'maybe i should delete the essay?', read('any')),
  p('reading_guard', "i wonder if i've done the groceries", read('any')),
  p('reading_guard', 'what would happen if i deleted everything', read('any')),
  p('reading_guard', 'should i mark the email as done', read('any')),
];

export const BROAD6_DIALOGUES: Dialogue[] = [
  { intent: 'reference', turns: [turn('add buy bread'), turn('mark it done', write('complete_task', { task_id: 8 }))] },
  {
    intent: 'reference',
    turns: [
      turn('show my tasks'),
      turn('move the 1st one to thursday', write('update_task', { task_id: '@email', due_at: '2026-11-26' })),
    ],
  },
  {
    intent: 'reference',
    turns: [
      turn('show my tasks'),
      turn('make number 4 high priority', write('update_task', { task_id: '@physics', priority: 2 })),
    ],
  },
  { intent: 'reference', turns: [turn('complete the essay'), turn('actually undo that', write('undo'))] },
  { intent: 'clarify', turns: [turn('delete', asks), turn('the groceries', confirm('delete_task'))] },
  {
    intent: 'plan_then_step',
    turns: [
      turn('show the spanish plan', read('list_plan_items')),
      turn('mark food words done', write('update_item_status', { status: 'done' })),
    ],
  },
];
