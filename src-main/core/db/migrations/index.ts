import foundation from './0001_foundation';
import toolAudit from './0002_tool_audit';
import tasksChat from './0003_tasks_chat';
import plansQuizzes from './0004_plans_quizzes';
import flashcards from './0005_flashcards';
import agent from './0006_agent';
import completedTasks from './0007_completed_tasks';
import taskSearch from './0008_task_search';
import topicsReviews from './0009_topics_reviews';
import revisions from './0010_revisions';
import materials from './0011_materials';
import groundedAnswers from './0012_grounded_answers';
import taskRecurrence from './0013_task_recurrence';
import messageReplay from './0014_message_replay';
import vectorModelIndex from './0015_vector_model_index';
import planDeadlines from './0016_plan_deadlines';
import progressIndex from './0017_progress_index';
import taskTitleWords from './0018_task_title_words';
import materialEdits from './0019_material_edits';
import flashcardsByState from './0020_flashcards_by_state';
import reviewRetentionIndex from './0021_review_retention_index';
import materialTopics from './0022_material_topics';
import reviewSlots from './0023_review_slots';
import writePathIndexes from './0024_write_path_indexes';
import materialSectionIndex from './0025_material_section_index';
import journal from './0026_journal';

export interface Migration {
  /** 1, 2, 3… with no gaps; equals PRAGMA user_version once applied. */
  version: number;
  /** Recorded in schema_migrations; a database whose recorded names differ is refused. */
  name: string;
  sql: string;
}

/** Every migration, in order. Append only: never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  foundation,
  toolAudit,
  tasksChat,
  plansQuizzes,
  flashcards,
  agent,
  completedTasks,
  taskSearch,
  topicsReviews,
  revisions,
  materials,
  groundedAnswers,
  taskRecurrence,
  messageReplay,
  vectorModelIndex,
  planDeadlines,
  progressIndex,
  taskTitleWords,
  materialEdits,
  flashcardsByState,
  reviewRetentionIndex,
  materialTopics,
  reviewSlots,
  writePathIndexes,
  materialSectionIndex,
  journal,
];

export const LATEST_SCHEMA_VERSION = MIGRATIONS.length;
