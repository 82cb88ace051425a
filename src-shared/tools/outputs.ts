import { z } from 'zod';
import { MATERIAL_FORMATS } from '../materialFormats';
import { BULK_CARD_ACTIONS } from '../flashcards';
import { PLAN_ITEM_STATUSES, PLAN_STATUSES } from '../plans';
import { progressSchema } from '../progress';
import type { ToolName } from './names';
import {
  BrowsedFlashcardSchema,
  ChatMessageSchema,
  DueFlashcardSchema,
  FlashcardRatingSchema,
  FlashcardStateSchema,
  ImportSummarySchema,
  MaterialStatusSchema,
  PlanItemSchema,
  PlanSummarySchema,
  QuizQuestionSchema,
  SearchHitSchema,
  TaskSchema,
  TopicReviewOptionsSchema,
  TopicSummarySchema,
  WeakTopicSchema,
  WrongQuestionSchema,
} from './entities';

/*
 * Each tool's output: the `data` of its ok result. Strict objects, so a field a tool starts to
 * return without saying so here fails test/unit/tools.outputs.test.ts; `defineTool` ties `run`'s
 * return type to the schema, so a changed field type fails the compiler. MCP lists each one as the
 * tool's outputSchema.
 */

const id = z.int().positive();
const count = z.int().min(0);
const topicRef = { topic_id: id, topic_name: z.string() };
const cardId = z.strictObject({ card_id: id });

export const TOOL_OUTPUTS = {
  add_task: z.strictObject({ task: TaskSchema }),
  list_tasks: z.strictObject({ tasks: z.array(TaskSchema) }),
  update_task: z.strictObject({ task: TaskSchema }),
  complete_task: z.strictObject({
    task: TaskSchema,
    already_completed: z.boolean(),
    /** A repeating task's next occurrence, added as this one was completed. */
    next_task: TaskSchema.optional(),
  }),
  reopen_task: z.strictObject({ task: TaskSchema }),
  // One of the two, as the input gave task_id or task_ids.
  delete_task: z.strictObject({ deleted_task_id: id.optional(), deleted_task_ids: z.array(id).optional() }),
  get_messages: z.strictObject({ messages: z.array(ChatMessageSchema) }),
  save_message: z.strictObject({ message_id: id }),
  restore_deleted: z.strictObject({
    entity_type: z.enum(['plan', 'task', 'flashcard', 'attempt']),
    restored_id: id,
  }),
  create_flashcard: cardId,
  get_due_flashcards: z.strictObject({
    due_flashcards: z.array(DueFlashcardSchema),
    counts: z.strictObject({ new: count, learning: count, review: count }),
  }),
  update_flashcard: cardId,
  delete_flashcard: z.strictObject({ deleted_card_id: id.optional(), deleted_card_ids: z.array(id).optional() }),
  review_flashcard: z.strictObject({
    card_id: id,
    next_review_at: z.string(),
    interval_days: z.number(),
    state: FlashcardStateSchema,
  }),
  preview_flashcard_review: z.strictObject({
    card_id: id,
    intervals: z.strictObject({
      again: z.strictObject({ next_review_at: z.string(), interval_days: z.number() }),
      hard: z.strictObject({ next_review_at: z.string(), interval_days: z.number() }),
      good: z.strictObject({ next_review_at: z.string(), interval_days: z.number() }),
      easy: z.strictObject({ next_review_at: z.string(), interval_days: z.number() }),
    }),
  }),
  undo_flashcard_review: z.strictObject({
    card_id: id,
    undone_rating: FlashcardRatingSchema,
    next_review_at: z.string(),
    state: FlashcardStateSchema,
  }),
  update_flashcard_review: cardId,
  list_flashcards: z.strictObject({ flashcards: z.array(BrowsedFlashcardSchema), total: count }),
  suspend_flashcard: z.strictObject({ card_id: id, suspended: z.boolean() }),
  bury_flashcard: z.strictObject({ card_id: id, buried_until: z.string() }),
  edit_flashcards: z.strictObject({ action: z.enum(BULK_CARD_ACTIONS), card_ids: z.array(id), changed: count }),
  list_topic_review_options: z.strictObject({ topics: z.array(TopicReviewOptionsSchema) }),
  set_topic_review_options: TopicReviewOptionsSchema,
  optimise_fsrs_parameters: z.strictObject({
    enough: z.boolean(),
    review_count: count,
    needed: count,
    weights: z.array(z.number()).nullable(),
    applied: z.boolean(),
    message: z.string(),
  }),
  list_plans: z.strictObject({ plans: z.array(PlanSummarySchema) }),
  // Keyed by the plan's id, as text.
  list_plan_items: z.strictObject({ plan_items: z.record(z.string(), z.array(PlanItemSchema)) }),
  write_plan: z.strictObject({ created_plan_id: id }),
  add_plan_item: z.strictObject({ item_id: id }),
  update_item_status: z.strictObject({ item_id: id, status: z.enum(PLAN_ITEM_STATUSES) }),
  update_plan_status: z.strictObject({ plan_id: id, status: z.enum(PLAN_STATUSES) }),
  generate_study_plan: z.strictObject({ created_plan_id: id, deadline: z.string(), items: z.array(PlanItemSchema) }),
  delete_plan: z.strictObject({
    deleted_plan_id: id.optional(),
    deleted_plan_ids: z.array(id).optional(),
    deleted_items: count,
  }),
  update_plan_item: z.strictObject({ item: PlanItemSchema.extend({ position: z.int() }) }),
  delete_plan_item: z.strictObject({ deleted_item_id: id, plan_id: id, item: PlanItemSchema, position: z.int() }),
  set_exam_date: z.strictObject({ ...topicRef, exam_date: z.string().nullable() }),
  reschedule_plan: z.strictObject({
    plan_id: id,
    deadline: z.string().nullable(),
    moved: z.array(z.strictObject({ item_id: id, title: z.string(), from: z.string(), to: z.string() })),
  }),
  list_topics: z.strictObject({ topics: z.array(TopicSummarySchema) }),
  quiz_pre_fetch: z.strictObject({ ...topicRef, wrong_questions: z.array(WrongQuestionSchema) }),
  create_quiz: z.strictObject({ quiz_id: id }),
  generate_quiz: z.strictObject({ quiz_id: id, questions: z.array(QuizQuestionSchema) }),
  save_quiz_attempt: z.strictObject({ attempt_id: id }),
  quiz_post_save: z.strictObject({ saved_wrong: count, deleted_correct: count, saved_right: count }),
  get_wrong_questions: z.strictObject({ wrong_questions: z.array(WrongQuestionSchema) }),
  get_weak_topics: z.strictObject({ weak_topics: z.array(WeakTopicSchema) }),
  delete_quiz_attempt: z.strictObject({ deleted_attempt_id: id }),
  undo: z.strictObject({
    /** The change this undo is itself recorded as (undo it to redo). */
    change_id: id.nullable(),
    undone_change_id: id,
    undone_tool: z.string(),
    redo: z.boolean(),
    what: z.string(),
    message: z.string(),
  }),
  list_materials: z.strictObject({
    materials: z.array(
      z.strictObject({
        material_id: id,
        title: z.string(),
        path: z.string(),
        source: z.string(),
        format: z.enum(MATERIAL_FORMATS),
        chunk_count: count,
        indexed_at: z.string(),
        stale: z.boolean(),
        topic: z.string().nullable(),
      }),
    ),
    import_errors: z.array(z.strictObject({ path: z.string(), reason: z.string() })),
  }),
  search_materials: z.strictObject({ results: z.array(SearchHitSchema), total_results: count, message: z.string() }),
  request_context: z.strictObject({ chunks: z.array(SearchHitSchema), used_tokens: count, truncated: z.boolean() }),
  get_material_metadata: MaterialStatusSchema,
  import_materials: ImportSummarySchema,
  rescan_materials: ImportSummarySchema,
  reroot_material_library: z.strictObject({ library_id: id, root: z.string(), materials: count }),
  edit_material: z.strictObject({ material_id: id, new_hash: z.string() }),
  set_material_topic: z.strictObject({ material_id: id, title: z.string(), topic: z.string().nullable() }),
  get_today: z.strictObject({
    date: z.string(),
    weekday: z.string(),
    time: z.string(),
    time_zone: z.string(),
    tasks_due_today: count,
    tasks_overdue: count,
    tasks_due_next_7_days: count,
    flashcards_due: count,
  }),
  generate_flashcards: z.strictObject({
    ...topicRef,
    cards: z.array(z.strictObject({ card_id: id, front: z.string(), back: z.string(), source_chunk_id: id })),
    skipped_duplicates: count,
  }),
  get_progress: progressSchema(),
} satisfies Record<ToolName, z.ZodObject>;
