/**
 * What the planner understood from one utterance. Slots are raw text; handlers parse dates,
 * priorities and targets out of them, so classification stays a matter of sentence shape.
 */
export type PlanItemStatus = 'done' | 'in_progress' | 'skipped' | 'todo';
export type TaskPeriod = 'overdue' | 'today' | 'tomorrow' | 'week';

export type Intent =
  | { kind: 'help' }
  | { kind: 'greeting' }
  /** "what's the date", "what day is it": get_today. */
  | { kind: 'today' }
  | { kind: 'thanks' }
  | { kind: 'ok' }
  /** "delete all my tasks", "I finished everything": one at a time, so each can be checked. */
  | { kind: 'bulk'; action: 'delete' | 'complete'; what: 'tasks' | 'flashcards' }
  | { kind: 'browse_flashcards'; query: string }
  | { kind: 'cancel' }
  | { kind: 'yes_without_question' }
  | { kind: 'undo' }
  | { kind: 'add_task'; body: string }
  /** "add tasks: A, B and C", "2 new tasks: A and B", bulleted lines: one add_task per item. */
  | { kind: 'add_tasks'; body: string; count: number | null }
  | {
      kind: 'list_tasks';
      status: 'pending' | 'completed' | 'all';
      period: TaskPeriod | null;
      query: string | null;
      withCards: boolean;
    }
  | { kind: 'complete_task'; target: string }
  | { kind: 'reopen_task'; target: string }
  | { kind: 'delete_task'; target: string }
  /**
   * `change` is the part that says what to change ("to friday", "p2", "title: X"). With
   * `renameOk`, a change that is neither a date nor a priority is a new title ("change task 2
   * to buy oat milk"); after "move"/"postpone" it is not.
   */
  | { kind: 'update_task'; target: string; change: string; renameOk?: boolean }
  | { kind: 'create_plan'; body: string }
  | { kind: 'generate_plan'; body: string }
  | { kind: 'list_plans'; status: 'active' | 'completed' | 'archived' | 'all' }
  | { kind: 'show_plan'; plan: string }
  | { kind: 'add_plan_item'; item: string; plan: string }
  | { kind: 'set_item_status'; item: string; plan: string; status: PlanItemStatus }
  | { kind: 'set_plan_status'; plan: string; status: 'active' | 'completed' | 'archived' }
  | { kind: 'delete_plan'; plan: string }
  | { kind: 'create_flashcard'; body: string }
  /** "make 3 flashcards about X": cards written from material, not typed by the user. */
  | { kind: 'generate_cards'; topic: string; count: string | null }
  | { kind: 'due_flashcards' }
  | { kind: 'start_review' }
  | { kind: 'delete_flashcard'; target: string }
  /** "suspend the card about X", "bury this card", "bring back the card on Y". */
  | { kind: 'card_state'; action: 'suspend' | 'unsuspend' | 'bury'; target: string }
  /** "how am I doing?", "show my progress": get_progress in words. */
  | { kind: 'progress' }
  /** "my biology exam is on 12 june": the topic's words and the date's, read by the handler. */
  | { kind: 'exam_date'; topic: string; when: string }
  /** "reschedule my python plan", "I'm behind on biology": the plan's words ('' = the latest). */
  | { kind: 'reschedule_plan'; plan: string }
  | { kind: 'quiz'; topic: string }
  | { kind: 'weak_topics' }
  | { kind: 'wrong_answers'; topic: string }
  | { kind: 'list_topics' }
  | { kind: 'delete_attempt'; attempt_id: number }
  | { kind: 'materials_question'; question: string }
  /** "no, I meant the essay one": the previous action, aimed at another target. */
  | { kind: 'retarget'; target: string }
  | { kind: 'unknown' };

export interface Classified {
  intent: Intent;
  /** 0–1: how sure the reading is. Below CONFIDENCE_THRESHOLD the agent asks instead of acting. */
  confidence: number;
}

/** A sentence shape and what it means. `match` returns null when the shape does not fit. */
export interface Rule {
  name: string;
  match(text: string): Classified | null;
}

export const CONFIDENCE_THRESHOLD = 0.5;

/** Shorthand for rules: a regex whose groups become the intent. */
export function rule(name: string, re: RegExp, confidence: number, build: (m: RegExpExecArray) => Intent | null): Rule {
  return {
    name,
    match(text) {
      const m = re.exec(text);
      if (!m) return null;
      const intent = build(m);
      return intent ? { intent, confidence } : null;
    },
  };
}
