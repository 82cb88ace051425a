import { z } from 'zod';
import { TASK_LIMITS } from '../../tasks';
import { dueDateField, recurrenceField, topicNameField } from './fields';
import { onFirstUse } from '../../lazySchema';

const POSITIVE_ID = 'task_id must be a positive integer (the task_id shown by list_tasks or add_task)';
const taskId = () =>
  z
    .int({ error: POSITIVE_ID })
    .positive({ error: POSITIVE_ID })
    .describe('The id of the task (task_id from list_tasks or add_task), not its position in a list.');

const title = () =>
  z
    .string({ error: `title must be text of 1–${TASK_LIMITS.title} characters` })
    .trim()
    .min(1, 'title must not be empty')
    .max(TASK_LIMITS.title, `title must be at most ${TASK_LIMITS.title} characters`)
    .describe(`What to do, in a few words (1–${TASK_LIMITS.title} characters).`);

const description = () =>
  z
    .string({ error: `description must be text of at most ${TASK_LIMITS.description} characters` })
    .max(TASK_LIMITS.description, `description must be at most ${TASK_LIMITS.description} characters`)
    .describe(`Optional details or notes (at most ${TASK_LIMITS.description} characters).`);

const PRIORITY = 'priority must be an integer from 1 (most urgent) to 4 (normal)';
const priority = () =>
  z
    .int({ error: PRIORITY })
    .min(1, PRIORITY)
    .max(4, PRIORITY)
    .describe('1 = most urgent … 4 = normal (the default), as p1–p4 in Todoist.');

const dueAt = () =>
  dueDateField('due_at').describe(
    'When it is due: a date YYYY-MM-DD (due that day) or a timestamp with offset, e.g. 2026-11-27T17:00:00+01:00.',
  );

const OFFSET = 'offset must be a whole number from 0 to 1000000';

const taskTopic = () =>
  topicNameField().describe(
    'The subject the task belongs to, e.g. "Biology" (the same topics as flashcards); a new name creates the topic.',
  );

const TASK_IDS_MAX = 5000;
export const deleteTaskInput = onFirstUse(() =>
  z
    .strictObject({
      task_id: taskId().optional(),
      task_ids: z
        .array(taskId(), { error: `task_ids must be a list of 1–${TASK_IDS_MAX} task ids` })
        .min(1, { error: `task_ids must be a list of 1–${TASK_IDS_MAX} task ids` })
        .max(TASK_IDS_MAX, { error: `task_ids must be a list of 1–${TASK_IDS_MAX} task ids` })
        .optional()
        .describe('Several tasks deleted together (one confirmation naming the count, one undo).'),
    })
    .refine((i) => (i.task_id === undefined) !== (i.task_ids === undefined), {
      error: 'give task_id (one task) or task_ids (several), not both',
      path: ['task_id'],
    }),
);

export const addTaskInput = onFirstUse(() =>
  z.strictObject({
    title: title(),
    description: description().optional(),
    due_at: dueAt().optional(),
    priority: priority().optional(),
    recurrence: recurrenceField().optional(),
    topic_name: taskTopic().optional(),
  }),
);

export const listTasksInput = onFirstUse(() =>
  z
    .strictObject({
      status: z
        .enum(['pending', 'completed', 'all'], { error: 'status must be "pending", "completed" or "all"' })
        .default('pending')
        .describe('Which tasks: "pending" (default), "completed" or "all" (pending first).'),
      query: z
        .string({ error: 'query must be text' })
        .trim()
        .min(1, 'query must not be empty; leave it out to list every task')
        .max(200, 'query must be at most 200 characters')
        .optional()
        .describe('Only tasks whose title or description contains this text (case-insensitive).'),
      title_words: z
        .string({ error: 'title_words must be text' })
        .trim()
        .min(1, 'title_words must not be empty')
        .max(200, 'title_words must be at most 200 characters')
        .optional()
        .describe(
          'Tasks whose title shares words with this text, in any order and ignoring word endings, best match first ' +
            '(not by date). For finding the task the user named loosely ("the chapter 4 one"). Not with query, ' +
            'due_before or offset.',
        ),
      due_before: dueDateField('due_before')
        .optional()
        .describe(
          'Only tasks due before this date or time (YYYY-MM-DD or timestamp with offset); undated tasks are left out.',
        ),
      limit: z
        .int({ error: `limit must be an integer from 1 to ${TASK_LIMITS.list}` })
        .min(1, `limit must be an integer from 1 to ${TASK_LIMITS.list}`)
        .max(TASK_LIMITS.list, `limit must be an integer from 1 to ${TASK_LIMITS.list}`)
        .default(TASK_LIMITS.listDefault)
        .describe(`How many tasks at most (1–${TASK_LIMITS.list}, default ${TASK_LIMITS.listDefault}).`),
      offset: z
        .int({ error: OFFSET })
        .min(0, OFFSET)
        .max(1_000_000, OFFSET)
        .optional()
        .describe('How many matching tasks to skip, to page through long lists (default 0). Rarely needed in chat.'),
      topic_name: topicNameField()
        .optional()
        .describe('Only tasks of this topic (matched ignoring case); an unknown topic is not_found.'),
    })
    .refine(
      (i) =>
        i.title_words === undefined || (i.query === undefined && i.due_before === undefined && i.offset === undefined),
      { error: 'title_words cannot be combined with query, due_before or offset', path: ['title_words'] },
    ),
);

export const updateTaskInput = onFirstUse(() =>
  z
    .strictObject({
      task_id: taskId(),
      title: title().optional(),
      description: description().optional(),
      due_at: dueAt()
        .nullable()
        .optional()
        .describe('New due date (YYYY-MM-DD or timestamp with offset), or null to remove it.'),
      priority: priority().optional(),
      recurrence: recurrenceField()
        .nullable()
        .optional()
        .describe('New repetition rule (RRULE), or null to stop it repeating.'),
      topic_name: taskTopic()
        .nullable()
        .optional()
        .describe('Move the task to this topic (a new name creates it), or null to take it out of its topic.'),
    })
    .refine((i) => Object.keys(i).some((k) => k !== 'task_id' && i[k as keyof typeof i] !== undefined), {
      message: 'Give at least one of title, description, due_at, priority, topic_name or recurrence to change.',
    }),
);

export const completeTaskInput = onFirstUse(() => z.strictObject({ task_id: taskId() }));

export const reopenTaskInput = onFirstUse(() => z.strictObject({ task_id: taskId() }));
