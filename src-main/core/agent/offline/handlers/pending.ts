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
