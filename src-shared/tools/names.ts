/**
 * Tool names only — no zod — so the renderer and the preload can name a tool without bundling
 * any schema. `TOOL.add_task === 'add_task'`: code names a tool through this map, never as a bare
 * string (test/unit/tools.names.test.ts), so renaming or removing a tool is a compile error
 * wherever it is used. The catalogue (./index.ts) holds the schemas; a unit test keeps the two
 * lists identical and in the registry's order.
 */
export const TOOL_NAMES = [
  'add_task',
  'list_tasks',
  'update_task',
  'complete_task',
  'reopen_task',
  'delete_task',
  'get_messages',
  'save_message',
  'restore_deleted',
  'create_flashcard',
  'get_due_flashcards',
  'update_flashcard',
  'delete_flashcard',
  'review_flashcard',
  'preview_flashcard_review',
  'undo_flashcard_review',
  'update_flashcard_review',
  'list_flashcards',
  'suspend_flashcard',
  'bury_flashcard',
  'edit_flashcards',
  'list_topic_review_options',
  'set_topic_review_options',
  'optimise_fsrs_parameters',
  'list_plans',
  'list_plan_items',
  'write_plan',
  'add_plan_item',
  'update_item_status',
  'update_plan_status',
  'generate_study_plan',
  'delete_plan',
  'update_plan_item',
  'delete_plan_item',
  'set_exam_date',
  'reschedule_plan',
  'list_topics',
  'quiz_pre_fetch',
  'create_quiz',
  'generate_quiz',
  'save_quiz_attempt',
  'quiz_post_save',
  'get_wrong_questions',
  'get_weak_topics',
  'delete_quiz_attempt',
  'undo',
  'list_materials',
  'search_materials',
  'request_context',
  'get_material_metadata',
  'import_materials',
  'rescan_materials',
  'reroot_material_library',
  'edit_material',
  'set_material_topic',
  'get_today',
  'generate_flashcards',
  'get_progress',
] as const;

export type ToolName = (typeof TOOL_NAMES)[number];

/** Each tool's name under its own key: `TOOL.complete_task` is the literal type 'complete_task'. */
export const TOOL = Object.fromEntries(TOOL_NAMES.map((n) => [n, n])) as { readonly [N in ToolName]: N };

const KNOWN: ReadonlySet<string> = new Set(TOOL_NAMES);

/** Narrows outside input (a model's tool_use, a CLI argument) to a tool name. */
export function isToolName(name: string): name is ToolName {
  return KNOWN.has(name);
}
