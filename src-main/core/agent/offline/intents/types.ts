import type { Features } from './features';

/**
 * What the planner understood from one utterance: an intent and its slots. Slots that name a
 * target are the words as typed (the handler resolves them against the database); dates,
 * priorities and repeats are read by the one parser (src-shared/text), by the slot filler or by
 * the handler.
 */
/** How data can reach an app Quire does not link to: an iCalendar file (calendars), an Anki deck, or its export files. */
export type ExportVia = 'ics' | 'apkg' | 'files';
export type PlanItemStatus = 'done' | 'in_progress' | 'skipped' | 'todo';
export type TaskPeriod = 'overdue' | 'today' | 'tomorrow' | 'week';

/** Which tasks a list or a bulk action covers. Every part is optional; all given must hold. */
export interface TaskFilter {
  period: TaskPeriod | null;
  /** Words to search titles and notes for ("about essay", "matching lab"). */
  query: string | null;
  /** A subject named before the noun ("my physics tasks", "biology flashcards"): a topic, else title words. */
  subject?: string;
  /** "due before friday", "due by the 3rd": the first day not included, YYYY-MM-DD. */
  before?: string;
  /** "due on wednesday", "what's due friday": that day only, YYYY-MM-DD. */
  on?: string;
  /** "all the completed tasks": a bulk action on the done ones (the rest act on pending tasks). */
  done?: true;
  /** "all tasks including the finished ones", "…, the finished ones too": pending and done alike. */
  alsoDone?: true;
}

export type Intent =
  | { kind: 'help' }
  | { kind: 'greeting' }
  /** "what's the date", "what day is it": get_today. */
  | { kind: 'today' }
  | { kind: 'thanks' }
  | { kind: 'ok' }
  /**
   * "delete all my tasks", "delete every task due this week", "get rid of all my biology
   * flashcards": one confirmation naming the count. "I finished everything": one at a time.
   */
  | {
      kind: 'bulk';
      action: 'delete' | 'complete' | 'move';
      what: 'tasks' | 'flashcards';
      filter: TaskFilter;
      /** "move everything due today to tomorrow": the day they move to, as said (a move only). */
      to?: string;
    }
  | { kind: 'browse_flashcards'; query: string }
  | { kind: 'cancel' }
  | { kind: 'yes_without_question' }
  | { kind: 'undo' }
  | { kind: 'add_task'; body: string }
  /** "add tasks: A, B and C", "2 new tasks: A and B", bulleted lines: one add_task per item. */
  | {
      kind: 'add_tasks';
      body: string;
      count: number | null;
      /** Picked "as they are" after the gate asked. */ asRead?: boolean;
    }
  | ({
      kind: 'list_tasks';
      status: 'pending' | 'completed' | 'all';
      withCards: boolean;
      /** "most urgent", "what should I do first": the list ordered by priority, the top named. */
      urgent?: boolean;
    } & TaskFilter)
  /** `object`: for a report ("I bought the groceries"), the words after its verb, tried when the whole fits no task. */
  | { kind: 'complete_task'; target: string; object?: string }
  | { kind: 'reopen_task'; target: string }
  /** "is the essay done?", "did I call mom already?": one task looked up and its state said. */
  /** `onList`: asked whether it is on the list at all ("did I add X to my list?", "is X on my list"). */
  | { kind: 'task_status'; target: string; object?: string; onList?: true; removed?: true }
  | { kind: 'delete_task'; target: string }
  /**
   * `change` is the part that says what to change ("to friday", "p2", "title: X"); `moveOnly`, a
   * move verb with no day ("move the essay"), asks only for the day. With `renameOk`, a change that is neither a date nor a priority is a new title ("change task 2
   * to buy oat milk"); after "move"/"postpone" it is not.
   */
  | { kind: 'update_task'; target: string; change: string; renameOk?: boolean; moveOnly?: boolean }
  /**
   * `empty`: "a blank plan X", "new plan: X" (named, no span said) — written as said, never
   * generated from its title.
   */
  | { kind: 'create_plan'; body: string; empty?: boolean }
  | { kind: 'generate_plan'; body: string }
  | { kind: 'list_plans'; status: 'active' | 'completed' | 'archived' | 'all' }
  | { kind: 'show_plan'; plan: string }
  | { kind: 'add_plan_item'; item: string; plan: string }
  | {
      kind: 'set_item_status';
      item: string;
      plan: string;
      status: PlanItemStatus;
      /** "photosynthesis is done, starting genetics": a second step's state said in the same breath. */
      then?: { item: string; status: PlanItemStatus };
    }
  /** "which plan steps are due tomorrow", "any study sessions overdue?": the active plans' steps of a period. */
  | { kind: 'steps_due'; period: TaskPeriod }
  /** "when is the genetics part due": one step's due day, read from its plan ('' = the active plans). */
  | { kind: 'step_due'; item: string; plan: string; asked?: 'state' }
  | {
      kind: 'set_plan_status';
      plan: string;
      status: 'active' | 'completed' | 'archived';
      /** Said as a pause ("put it on hold"): archived, and the reply says there is no paused state. */
      paused?: true;
      /** No plan named and none in hand: the handler asks which, never picks the newest. */
      unnamed?: true;
    }
  | { kind: 'delete_plan'; plan: string }
  /** "remove all my plans", "delete both my plans": one confirmation naming the count ("both" = exactly two). */
  | { kind: 'delete_plans'; status: 'active' | 'completed' | 'archived' | 'all'; both: boolean }
  | { kind: 'create_flashcard'; body: string }
  /** "make 3 flashcards about X": cards written from material, not typed by the user. */
  | { kind: 'generate_cards'; topic: string; count: string | null }
  | { kind: 'due_flashcards' }
  /** `topic`: the deck's words when one is named ("run through the biology deck with me"). */
  | { kind: 'start_review'; topic?: string }
  | { kind: 'delete_flashcard'; target: string }
  /** "change the back of the manzana card to 'apple'": one side of one card rewritten. */
  | { kind: 'edit_flashcard'; target: string; side: 'front' | 'back'; text: string }
  /** "suspend the card about X", "bury this card", "bring back the card on Y". */
  | { kind: 'card_state'; action: 'suspend' | 'unsuspend' | 'bury'; target: string }
  /** "the mitochondria card: easy": one named card rated outside a review, as the review would. */
  | { kind: 'rate_card'; rating: 'again' | 'hard' | 'good' | 'easy'; target: string }
  /** "hide X for today", "push X to tomorrow": a card of that name buried, a task moved (both fit: ask). */
  | { kind: 'put_off'; target: string }
  /** "how am I doing?", "show my progress": get_progress in words. */
  | { kind: 'progress' }
  /** "my biology exam is on 12 june": the topic's words and the date's, read by the handler. */
  | { kind: 'exam_date'; topic: string; when: string; /** Yes to "add the topic too?" */ create?: boolean }
  /** "reschedule my python plan", "I'm behind on biology": the plan's words ('' = the latest). */
  | { kind: 'reschedule_plan'; plan: string }
  | { kind: 'quiz'; topic: string }
  | { kind: 'weak_topics' }
  /** "when is my biology exam?": the topic's exam day, held so "move it to dec 12" changes it. */
  | { kind: 'exam_when'; topic: string }
  /** "what's the next step for the biology plan": its first open step, held so "start it" starts it. */
  | { kind: 'next_step'; plan: string }
  /** "plan out my week": asked what — a 7-day study plan for one of the topics, or this week's tasks. */
  | { kind: 'plan_week' }
  /** "i wanna do some biology": asked what — a quiz, its due cards, its plan; the topic is held. */
  | { kind: 'study_wish'; topic: string }
  | { kind: 'wrong_answers'; topic: string }
  | { kind: 'list_topics' }
  | { kind: 'delete_attempt'; attempt_id: number }
  | { kind: 'materials_question'; question: string }
  /** "what materials do I have", "list my imported pdfs". */
  | { kind: 'list_materials' }
  /** "what's the weather", "tell me a joke": nothing Quire holds answers it; say what it can do. */
  | { kind: 'out_of_scope' }
  /** "sync my tasks with google calendar": another app Quire does not link to; its export said instead. */
  | { kind: 'no_integration'; app: string; via: ExportVia }
  /** "no, I meant the essay one": the previous action, aimed at another target. */
  | { kind: 'retarget'; target: string }
  | { kind: 'unknown' };

export type IntentKind = Intent['kind'];

export interface Classified {
  intent: Intent;
  /** 0–1: how sure the reading is. Below CONFIDENCE_THRESHOLD the agent asks instead of acting. */
  confidence: number;
  /**
   * The next-best reading, when it came close to the first (a margin under ASK_MARGIN) and one of
   * the two writes: the agent asks which was meant rather than guessing the write.
   */
  runnerUp?: { intent: Intent; confidence: number };
}

export const CONFIDENCE_THRESHOLD = 0.5;
/** Two readings this close, one of them a write, are asked about. */
export const ASK_MARGIN = 0.08;

/**
 * One intent: how strongly the features speak for it (0–1, from verbs, nouns, the sentence's
 * form, the parser's slots and the conversation state), and how its slots are filled. `fill`
 * runs only for intents that scored, so a rule's patterns are compiled only when it is in play.
 * It returns null when the slots cannot be read in this sentence; the next reading is tried.
 */
export interface IntentModel {
  kind: IntentKind;
  /** Whether it changes the student's data: reading forms never produce one. */
  writes: boolean;
  score(f: Features): number;
  fill(f: Features): Intent | null;
}

/** A slot-filling shape: a pattern whose groups become the intent. */
export function shape(re: RegExp, build: (m: RegExpExecArray) => Intent | null): (text: string) => Intent | null {
  return (text) => {
    const m = re.exec(text);
    return m ? build(m) : null;
  };
}

/** The first shape that fits. */
export function firstFit(text: string, shapes: readonly ((text: string) => Intent | null)[]): Intent | null {
  for (const s of shapes) {
    const hit = s(text);
    if (hit) return hit;
  }
  return null;
}
