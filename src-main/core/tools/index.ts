import { CHAT_TOOLS } from './chat';
import type { AnyTool } from './define';
import { FLASHCARD_LIST_TOOLS } from './flashcardList';
import { FLASHCARD_REVIEW_TOOLS } from './flashcardReviews';
import { FLASHCARD_STATE_TOOLS } from './flashcardStates';
import { FSRS_OPTIMISER_TOOLS } from './fsrsOptimiser';
import { TOPIC_REVIEW_OPTION_TOOLS } from './topicReviewOptions';
import { FLASHCARD_TOOLS } from './flashcards';
import { MATERIAL_READ_TOOLS } from './materials';
import { MATERIAL_WRITE_TOOLS } from './materialWrites';
import { MATERIAL_STUDY_TOOLS } from './materialStudy';
import { PLAN_ITEM_EDIT_TOOLS } from './planItemEdits';
import { PLAN_TOOLS } from './plans';
import { PLAN_SCHEDULE_TOOLS } from './planSchedule';
import { QUIZ_TOOLS } from './quizzes';
import { RESTORE_TOOLS } from './restore';
import { TASK_TOOLS } from './tasks';
import { UNDO_TOOLS } from './undo';
import { TODAY_TOOLS } from './today';
import { PROGRESS_TOOLS } from './progress';

/**
 * Every tool, in one explicit list. Each group lives in its own file and exports its tools as an
 * array; add the group here. A duplicate name throws when the registry is created. Write tools
 * are undoable with no code of their own (see "Undo comes with every write tool" in define.ts).
 */
export const ALL_TOOLS: readonly AnyTool[] = [
  ...TASK_TOOLS,
  ...CHAT_TOOLS,
  ...RESTORE_TOOLS,
  ...FLASHCARD_TOOLS,
  ...FLASHCARD_REVIEW_TOOLS,
  ...FLASHCARD_LIST_TOOLS,
  ...FLASHCARD_STATE_TOOLS,
  ...TOPIC_REVIEW_OPTION_TOOLS,
  ...FSRS_OPTIMISER_TOOLS,
  ...PLAN_TOOLS,
  ...PLAN_ITEM_EDIT_TOOLS,
  ...PLAN_SCHEDULE_TOOLS,
  ...QUIZ_TOOLS,
  ...UNDO_TOOLS,
  ...MATERIAL_READ_TOOLS,
  ...MATERIAL_WRITE_TOOLS,
  ...TODAY_TOOLS,
  ...MATERIAL_STUDY_TOOLS,
  ...PROGRESS_TOOLS,
];
