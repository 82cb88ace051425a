import { z } from 'zod';
import type { ChatMessage } from '../chat';
import { SearchHitSchema as GroundingHitSchema } from '../grounding';
import type { BrowsedFlashcard, DueFlashcard } from '../flashcards';
import { FLASHCARD_RATINGS, FLASHCARD_STATES } from '../flashcards';
import type { PlanItem, PlanSummary } from '../plans';
import { PLAN_ITEM_STATUSES, PLAN_STATUSES } from '../plans';
import type { QuizQuestion, TopicSummary, WeakTopic, WrongQuestion } from '../quizzes';
import { MESSAGE_ROLES } from '../chat';
import { TASK_STATUSES, type Task } from '../tasks';

/*
 * The things tools return, as zod output schemas: what MCP's outputSchema and the catalogue's
 * ToolData describe. Where src-shared already names the shape as an interface, the schema is
 * checked against it (`satisfies`), so the two cannot drift apart.
 */

const id = z.int().positive();
const nullableId = id.nullable();

export const TaskSchema = z.strictObject({
  task_id: id,
  title: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  due_at: z.string().nullable(),
  priority: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  topic_id: nullableId,
  topic: z.string().nullable(),
  recurrence: z.string().nullable(),
}) satisfies z.ZodType<Task>;

export const FlashcardStateSchema = z.enum(FLASHCARD_STATES);
export const FlashcardRatingSchema = z.enum(FLASHCARD_RATINGS);

const dueFlashcardShape = {
  card_id: id,
  front: z.string(),
  back: z.string(),
  topic_id: nullableId,
  topic: z.string().nullable(),
  due_at: z.string(),
  state: FlashcardStateSchema,
  source_chunk_id: nullableId,
  source_material_id: nullableId,
  note_material_id: nullableId,
  note_line: z.int().nullable(),
};
export const DueFlashcardSchema = z.strictObject(dueFlashcardShape) satisfies z.ZodType<DueFlashcard>;

export const BrowsedFlashcardSchema = z.strictObject({
  ...dueFlashcardShape,
  reps: z.int().min(0),
  lapses: z.int().min(0),
  stability: z.number(),
  difficulty: z.number(),
  suspended: z.boolean(),
  buried_until: z.string().nullable(),
}) satisfies z.ZodType<BrowsedFlashcard>;

export const PlanItemSchema = z.strictObject({
  item_id: id,
  title: z.string(),
  status: z.enum(PLAN_ITEM_STATUSES),
  due_date: z.string().nullable(),
  notes: z.string().nullable(),
}) satisfies z.ZodType<PlanItem>;

export const PlanSummarySchema = z.strictObject({
  plan_id: id,
  title: z.string(),
  status: z.enum(PLAN_STATUSES),
  created_at: z.string(),
  item_count: z.int().min(0),
  done_count: z.int().min(0),
  topic_id: nullableId,
  topic: z.string().nullable(),
  deadline: z.string().nullable(),
  behind: z.int().min(0),
  ahead: z.int().min(0),
}) satisfies z.ZodType<PlanSummary>;

export const TopicSummarySchema = z.strictObject({
  topic_id: id,
  name: z.string(),
  card_count: z.int().min(0),
  attempt_count: z.int().min(0),
  avg_score: z.number().nullable(),
  exam_date: z.string().nullable(),
}) satisfies z.ZodType<TopicSummary>;

export const QuizQuestionSchema = z.strictObject({
  question_id: id,
  position: z.int(),
  question: z.string(),
  answer: z.string(),
  choices: z.array(z.string()).nullable(),
  source_chunk_id: nullableId,
}) satisfies z.ZodType<QuizQuestion>;

export const WrongQuestionSchema = z.strictObject({
  attempt_id: id,
  question: z.string(),
  user_answer: z.string().nullable(),
  correct_answer: z.string().nullable(),
  feedback: z.string().nullable(),
  score: z.number().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<WrongQuestion>;

export const WeakTopicSchema = z.strictObject({
  topic_id: id,
  name: z.string(),
  attempts: z.int().min(0),
  avg_score: z.number().nullable(),
  wrong_count: z.int().min(0),
}) satisfies z.ZodType<WeakTopic>;

export const ChatMessageSchema = z.strictObject({
  message_id: id,
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<ChatMessage>;

/** One passage found (search_materials, request_context): grounding's hit, always with its snippet. */
export const SearchHitSchema = z.strictObject({ ...GroundingHitSchema.shape, snippet: z.string() });

/** A material's file as it is on disk now, against what the index holds. */
export const MaterialStatusSchema = z.strictObject({
  material_id: id,
  path: z.string(),
  exists: z.boolean(),
  byte_len: z.int().nullable(),
  modified_ms: z.int().nullable(),
  content_hash: z.string().nullable(),
  indexed_hash: z.string(),
  stale: z.boolean(),
});

export const FileProblemSchema = z.strictObject({ path: z.string(), reason: z.string() });

/** A topic's own review options; null means the overall setting applies. */
export const TopicReviewOptionsSchema = z.strictObject({
  topic_id: id,
  name: z.string(),
  new_per_day: z.int().nullable(),
  reviews_per_day: z.int().nullable(),
  desired_retention: z.number().nullable(),
});

export const ImportSummarySchema = z.strictObject({
  added: z.int().min(0),
  updated: z.int().min(0),
  unchanged: z.int().min(0),
  removed: z.int().min(0),
  errors: z.int().min(0),
  cancelled: z.boolean(),
  details: z.strictObject({
    added: z.array(z.string()),
    updated: z.array(z.string()),
    unchanged: z.array(z.string()),
    removed: z.array(z.string()),
    errors: z.array(FileProblemSchema),
  }),
});
