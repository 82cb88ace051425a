import { rank, choose } from '../../../../../src-shared/text/fuzzy';
import { localIsoDate } from '../../../../../src-shared/text/locale';
import { readNewTask } from '../../../../../src-shared/text/taskText';
import { TOOL } from '../../../../../src-shared/tools/names';
import { perform } from '../actions';
import { due, q } from '../respond';
import { findLead } from '../intents/lead';
import { findInWindow } from '../resolveTask';
import { plansOf, type TurnContext } from '../turnContext';
import { ask, type Reply } from '../types';
import { titleProblem } from '../writeGate';

/**
 * "anatomy worksheet wed", "dec 18 - portfolio submission p1", "handover notes tmrw at 7am": a
 * thing and its day, typed as a note to self, is a task to add — when nothing else read it, it is
 * no question, and its words name no task or plan the student has. Words that name a task ask
 * whether it moves ("physics set friday"), never add it twice; words that name a plan are left to
 * the question that asks what was meant.
 */

// Said of someone or something, not a note of a thing to do: "i think friday", "it's fine tmrw".
const NOT_A_NOTE =
  /^(?:i|i'm|im|i've|ive|i'll|we|we're|you|he|she|they|it|it's|its|that|that's|this|there|what|when|why|how|yes|yeah|no|nope|ok|okay|sure|maybe|thanks)\b|\b(?:is|are|was|were|am|works?|sounds?|looks?|seems?|feels?|be|been)\b/i;
// News of a change to something ("soccer practice got cancelled friday 5pm") is no note of a thing to do.
const NEWS = /\b(?:got|gets|moved|cancell?ed|postponed|rescheduled|pushed|delayed|changed|called off)\b/i;
const VAGUE = /^(?:the|a|an|that|this|some|my)\s+(?:thing|stuff|one|task|bit)s?\b/i;
// "my cat - feed it tomorrow" leans on something said before it; "the bins back on friday" has lost
// its verb (put? bring?): neither is a thing to add as it stands.
const LEANS = /\b(?:it|them|that|this)\b|\b(?:back|away)$/i;
const MOST_WORDS = 8;
/** The local day of a due value: a day as it is, an instant ("…T17:00:00Z") on the student's clock. */
const dayOf = (due: string) => (due.includes('T') ? localIsoDate(new Date(due)) : due);

export async function nounWithDay(turn: TurnContext, text: string): Promise<Reply | null> {
  if (turn.request.question || text.length > 80) return null;
  const task = readNewTask(text, turn.now, turn.locale);
  // A repeat is said of a habit ("make the essay a weekly thing"), and a verb the planner knows
  // ("move everything to friday") was a request it could not finish: neither is a note.
  if (!task.due_at || task.recurrence || task.title === '' || NOT_A_NOTE.test(task.title) || NEWS.test(task.title))
    return null;
  // "the thing from yesterday" points at something; a day gone by is no day to do it on.
  if (VAGUE.test(task.title) || LEANS.test(task.title) || dayOf(task.due_at) < localIsoDate(turn.now)) return null;
  const words = task.title.split(/\s+/);
  if (findLead(words.map((w) => w.toLowerCase()))) return null;
  // One word and a day ("laundry sat" aside) is as often an answer as a note; two to eight words name a thing.
  if (words.length < 2 || words.length > MOST_WORDS || titleProblem(task.title, turn.now)) return null;
  const { choice } = await findInWindow(turn, task.title, 'pending');
  if (choice.kind === 'one') {
    const when = due(task.due_at, turn.now);
    return ask(`Should ${q(choice.match.title)} move to ${when}, or is ${q(task.title)} a new task?`, [
      {
        label: `Move ${q(choice.match.title)} to ${when}`,
        tool: TOOL.update_task,
        input: { task_id: choice.match.id, due_at: task.due_at },
      },
      { label: `Add ${q(task.title)} as a new task`, tool: TOOL.add_task, input: { ...task } },
    ]);
  }
  if (choice.kind === 'several') return null;
  const plans = await plansOf(turn, 'active');
  const plan = choose(
    rank(
      task.title,
      plans.map((p) => ({ id: p.plan_id, title: p.title })),
    ),
  );
  if (plan.kind !== 'none') return null;
  return perform(turn, TOOL.add_task, { ...task });
}
