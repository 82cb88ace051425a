import type { z } from 'zod';
import type { ToolName } from '../names';
import { getMessagesInput, saveMessageInput } from './chat';
import { listFlashcardsInput } from './flashcardList';
import {
  previewFlashcardReviewInput,
  reviewFlashcardInput,
  undoFlashcardReviewInput,
  updateFlashcardReviewInput,
} from './flashcardReviews';
import { buryFlashcardInput, editFlashcardsInput, suspendFlashcardInput } from './flashcardStates';
import { createFlashcardInput, deleteFlashcardInput, getDueFlashcardsInput, updateFlashcardInput } from './flashcards';
import { optimiseFsrsParametersInput } from './fsrsOptimiser';
import { generateFlashcardsInput } from './materialStudy';
import {
  editMaterialInput,
  importMaterialsInput,
  rerootMaterialLibraryInput,
  rescanMaterialsInput,
  setMaterialTopicInput,
} from './materialWrites';
import { getMaterialMetadataInput, listMaterialsInput, requestContextInput, searchMaterialsInput } from './materials';
import { deletePlanItemInput, updatePlanItemInput } from './planItemEdits';
import { addPlanItemInput, updateItemStatusInput } from './planItems';
import { reschedulePlanInput, setExamDateInput } from './planSchedule';
import { deletePlanInput, listPlanItemsInput, listPlansInput, updatePlanStatusInput, writePlanInput } from './plans';
import { getProgressInput } from './progress';
import {
  deleteQuizAttemptInput,
  getWeakTopicsInput,
  getWrongQuestionsInput,
  quizPostSaveInput,
  saveQuizAttemptInput,
} from './quizAttempts';
import { createQuizInput, generateQuizInput, listTopicsInput, quizPreFetchInput } from './quizzes';
import { restoreDeletedInput } from './restore';
import { generateStudyPlanInput } from './studyPlan';
import {
  addTaskInput,
  completeTaskInput,
  deleteTaskInput,
  listTasksInput,
  reopenTaskInput,
  updateTaskInput,
} from './tasks';
import { getTodayInput } from './today';
import { listTopicReviewOptionsInput, setTopicReviewOptionsInput } from './topicReviewOptions';
import { undoInput } from './undo';

/*
 * Each tool's input: the zod schema the registry parses a call's input with, and from which the
 * JSON Schema sent to the model is derived (every field's `.describe()` is what the model reads).
 * One file per tool group, as in src-main/core/tools/; each tool's `input` is the very schema
 * exported here (test/unit/tools.inputs.test.ts). Loaded by main only: the renderer imports the
 * types (`ToolInput<N>` from ../index.ts), never these schemas.
 */
export const TOOL_INPUTS = {
  add_task: addTaskInput,
  list_tasks: listTasksInput,
  update_task: updateTaskInput,
  complete_task: completeTaskInput,
  reopen_task: reopenTaskInput,
  delete_task: deleteTaskInput,
  get_messages: getMessagesInput,
  save_message: saveMessageInput,
  restore_deleted: restoreDeletedInput,
  create_flashcard: createFlashcardInput,
  get_due_flashcards: getDueFlashcardsInput,
  update_flashcard: updateFlashcardInput,
  delete_flashcard: deleteFlashcardInput,
  review_flashcard: reviewFlashcardInput,
  preview_flashcard_review: previewFlashcardReviewInput,
  undo_flashcard_review: undoFlashcardReviewInput,
  update_flashcard_review: updateFlashcardReviewInput,
  list_flashcards: listFlashcardsInput,
  suspend_flashcard: suspendFlashcardInput,
  bury_flashcard: buryFlashcardInput,
  edit_flashcards: editFlashcardsInput,
  list_topic_review_options: listTopicReviewOptionsInput,
  set_topic_review_options: setTopicReviewOptionsInput,
  optimise_fsrs_parameters: optimiseFsrsParametersInput,
  list_plans: listPlansInput,
  list_plan_items: listPlanItemsInput,
  write_plan: writePlanInput,
  add_plan_item: addPlanItemInput,
  update_item_status: updateItemStatusInput,
  update_plan_status: updatePlanStatusInput,
  generate_study_plan: generateStudyPlanInput,
  delete_plan: deletePlanInput,
  update_plan_item: updatePlanItemInput,
  delete_plan_item: deletePlanItemInput,
  set_exam_date: setExamDateInput,
  reschedule_plan: reschedulePlanInput,
  list_topics: listTopicsInput,
  quiz_pre_fetch: quizPreFetchInput,
  create_quiz: createQuizInput,
  generate_quiz: generateQuizInput,
  save_quiz_attempt: saveQuizAttemptInput,
  quiz_post_save: quizPostSaveInput,
  get_wrong_questions: getWrongQuestionsInput,
  get_weak_topics: getWeakTopicsInput,
  delete_quiz_attempt: deleteQuizAttemptInput,
  undo: undoInput,
  list_materials: listMaterialsInput,
  search_materials: searchMaterialsInput,
  request_context: requestContextInput,
  get_material_metadata: getMaterialMetadataInput,
  import_materials: importMaterialsInput,
  rescan_materials: rescanMaterialsInput,
  reroot_material_library: rerootMaterialLibraryInput,
  edit_material: editMaterialInput,
  set_material_topic: setMaterialTopicInput,
  get_today: getTodayInput,
  generate_flashcards: generateFlashcardsInput,
  get_progress: getProgressInput,
} satisfies Record<ToolName, z.ZodType>;
