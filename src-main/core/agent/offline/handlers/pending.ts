import type { ConversationState } from '../../../../../src-shared/conversation';
import { readChoice as readChoiceOf, type ChoiceAnswer } from '../../../../../src-shared/text/choice';
import { readPosition } from '../../../../../src-shared/text/references';
import type { Classified } from '../intents';

type Clarification = Extract<NonNullable<ConversationState['pending']>, { kind: 'clarification' }>;

/** The option picked for the clarification that is waiting (see src-shared/text/choice.ts). */
export function readChoice(text: string, pending: Clarification): ChoiceAnswer {
  return readChoiceOf(
    text,
    pending.options.map((o) => o.label),
  );
}

/**
 * "delete biology exam prep" just after "I'm not sure what to do with …: 1. Add “…biology exam prep…”
 * as a task": words shared with the label of an option that adds a task quoted from the earlier
 * text, when the new text reads confidently as a request of its own, are that request — never the
 * earlier text added as a task. A position ("1", "the first one") still picks the option.
 */
export function newRequestOverAdd(text: string, c: Classified): boolean {
  return (
    readPosition(text) === null &&
    c.confidence >= 0.85 &&
    !['unknown', 'materials_question', 'retarget', 'yes_without_question', 'cancel', 'ok', 'thanks'].includes(
      c.intent.kind,
    )
  );
}

// The refusal before another request: "actually no,", "no wait —", "nah,", "keep it,", "don't delete it,".
const REFUSAL_LEAD =
  /^(?:(?:actually|no+|nope|nah|wait|hold on|hang on|scratch that|on second thought|sorry|hmm+|oh|um+|erm?|keep it|don'?t (?:delete|remove|bin) (?:it|that)|ok(?:ay)?|rather|instead)\b[\s,!.;:—–-]*)+/i;
const REFUSES = /\b(?:no+|nope|nah|actually|wait|scratch that|on second thought|keep it|don'?t)\b/i;

/**
 * The request said in place of a waiting confirmation, after a refusal ("actually no, just move it
 * to friday" → "move it to friday"; "nah keep it" → ""); null when the text does not start by refusing. The caller
 * keeps it only when it reads confidently as another action on the task (index.ts).
 */
export function saidInstead(text: string): string | null {
  const lead = REFUSAL_LEAD.exec(text);
  if (!lead || !REFUSES.test(lead[0])) return null;
  const rest = text
    .slice(lead[0].length)
    .replace(/^(?:(?:just|then|so|please|pls|can you|could you)\s+)+/i, '')
    .replace(/(?:\s+(?:instead|then|please|pls|rather))+$/i, '')
    .trim();
  return rest;
}

/** Readings that may stand in for a declined confirmation: another change to the task in hand. */
export const ACTS_INSTEAD = new Set<Classified['intent']['kind']>(['update_task', 'complete_task', 'put_off']);

// Answers that pick an option by its kind of action: "test me" / "a quiz" picks "Quiz me on biology".
const PICKED_BY_KIND = new Set<string>(['quiz', 'start_review']);

/**
 * The option a request of the same kind picks, when the request names nothing of its own ("quiz",
 * "test me", "review" after "i wanna do some biology") and exactly one option is of that kind.
 */
export function optionOfKind(pending: Clarification, c: Classified): Clarification['options'][number] | null {
  const i = c.intent;
  if (!PICKED_BY_KIND.has(i.kind) || ('topic' in i && i.topic)) return null;
  const fitting = pending.options.filter((o) => (o.reading as { kind?: string } | undefined)?.kind === i.kind);
  return fitting.length === 1 ? fitting[0]! : null;
}
