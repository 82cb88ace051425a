import { CONVERSATION_CASES } from './corpus/conversation';
import { EVERYDAY_CASES } from './corpus/everyday';
import { PLAN_CASES } from './corpus/plans';
import type { CorpusCase } from './corpus/shape';
import { STUDY_CASES } from './corpus/study';
import { TASK_EDIT_CASES } from './corpus/taskEdits';
import { TASK_CASES } from './corpus/tasks';

export type { CorpusCase, CorpusTurn, ExpectedCall } from './corpus/shape';

/**
 * The offline agent's public corpus: phrasings as students type them (lowercase, typos, no
 * punctuation, "could you please…"), single turns and conversations, each with the calls and
 * status a user would see. Runs against the seeded student in fixture.ts.
 */
export const CORPUS: CorpusCase[] = [
  ...TASK_CASES,
  ...TASK_EDIT_CASES,
  ...PLAN_CASES,
  ...STUDY_CASES,
  ...CONVERSATION_CASES,
  ...EVERYDAY_CASES,
];
