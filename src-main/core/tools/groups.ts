import { TOOL, type ToolName } from '../../../src-shared/tools/names';
import type { AnyTool } from './define';

/** One tool file's tools, by name, and how to load them. */
export interface ToolGroup {
  names: readonly ToolName[];
  load(): Promise<readonly AnyTool[]>;
}

/**
 * Every tool file as a group that loads on demand, in ALL_TOOLS's order (index.ts keeps the one
 * list; tools.groups.test checks each group loads exactly the names given here). A command that
 * calls one tool (`quire tool NAME`) loads its group only: loading every tool module, with the
 * recurrence parser, FSRS, the materials engine and the planners behind them, was an eighth of
 * that command's start.
 */
export const TOOL_GROUPS: readonly ToolGroup[] = [
  {
    names: [TOOL.add_task, TOOL.list_tasks, TOOL.update_task, TOOL.complete_task, TOOL.reopen_task, TOOL.delete_task],
    load: async () => (await import('./tasks')).TASK_TOOLS,
  },
  { names: [TOOL.get_messages, TOOL.save_message], load: async () => (await import('./chat')).CHAT_TOOLS },
  { names: [TOOL.restore_deleted], load: async () => (await import('./restore')).RESTORE_TOOLS },
  {
    names: [TOOL.create_flashcard, TOOL.get_due_flashcards, TOOL.update_flashcard, TOOL.delete_flashcard],
    load: async () => (await import('./flashcards')).FLASHCARD_TOOLS,
  },
  {
    names: [
      TOOL.review_flashcard,
      TOOL.preview_flashcard_review,
      TOOL.undo_flashcard_review,
      TOOL.update_flashcard_review,
    ],
    load: async () => (await import('./flashcardReviews')).FLASHCARD_REVIEW_TOOLS,
  },
  { names: [TOOL.list_flashcards], load: async () => (await import('./flashcardList')).FLASHCARD_LIST_TOOLS },
  {
    names: [TOOL.suspend_flashcard, TOOL.bury_flashcard, TOOL.edit_flashcards],
    load: async () => (await import('./flashcardStates')).FLASHCARD_STATE_TOOLS,
  },
  {
    names: [TOOL.list_topic_review_options, TOOL.set_topic_review_options],
    load: async () => (await import('./topicReviewOptions')).TOPIC_REVIEW_OPTION_TOOLS,
  },
  {
    names: [TOOL.optimise_fsrs_parameters],
    load: async () => (await import('./fsrsOptimiser')).FSRS_OPTIMISER_TOOLS,
  },
  {
    names: [
      TOOL.list_plans,
      TOOL.list_plan_items,
      TOOL.write_plan,
      TOOL.add_plan_item,
      TOOL.update_item_status,
      TOOL.update_plan_status,
      TOOL.generate_study_plan,
      TOOL.delete_plan,
    ],
    load: async () => (await import('./plans')).PLAN_TOOLS,
  },
  {
    names: [TOOL.update_plan_item, TOOL.delete_plan_item],
    load: async () => (await import('./planItemEdits')).PLAN_ITEM_EDIT_TOOLS,
  },
  {
    names: [TOOL.set_exam_date, TOOL.reschedule_plan],
    load: async () => (await import('./planSchedule')).PLAN_SCHEDULE_TOOLS,
  },
  {
    names: [
      TOOL.list_topics,
      TOOL.quiz_pre_fetch,
      TOOL.create_quiz,
      TOOL.generate_quiz,
      TOOL.save_quiz_attempt,
      TOOL.quiz_post_save,
      TOOL.get_wrong_questions,
      TOOL.get_weak_topics,
      TOOL.delete_quiz_attempt,
    ],
    load: async () => (await import('./quizzes')).QUIZ_TOOLS,
  },
  { names: [TOOL.undo], load: async () => (await import('./undo')).UNDO_TOOLS },
  {
    names: [TOOL.list_materials, TOOL.search_materials, TOOL.request_context, TOOL.get_material_metadata],
    load: async () => (await import('./materials')).MATERIAL_READ_TOOLS,
  },
  {
    names: [
      TOOL.import_materials,
      TOOL.rescan_materials,
      TOOL.reroot_material_library,
      TOOL.edit_material,
      TOOL.set_material_topic,
    ],
    load: async () => (await import('./materialWrites')).MATERIAL_WRITE_TOOLS,
  },
  { names: [TOOL.get_today], load: async () => (await import('./today')).TODAY_TOOLS },
  {
    names: [TOOL.generate_flashcards],
    load: async () => (await import('./materialStudy')).MATERIAL_STUDY_TOOLS,
  },
  { names: [TOOL.get_progress], load: async () => (await import('./progress')).PROGRESS_TOOLS },
];

/**
 * The tools a command that calls only `name` needs: its group — or every tool when no group
 * holds the name, so an unknown name is answered with the same "did you mean" as anywhere.
 */
export async function toolsFor(name: string): Promise<readonly AnyTool[]> {
  const group = TOOL_GROUPS.find((g) => (g.names as readonly string[]).includes(name));
  return group ? group.load() : (await import('./index')).ALL_TOOLS;
}
