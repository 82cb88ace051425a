import type { ConversationState } from '../../../../../src-shared/conversation';
import { readChoice as readChoiceOf, type ChoiceAnswer } from '../../../../../src-shared/text/choice';

type Clarification = Extract<NonNullable<ConversationState['pending']>, { kind: 'clarification' }>;

/** The option picked for the clarification that is waiting (see src-shared/text/choice.ts). */
export function readChoice(text: string, pending: Clarification): ChoiceAnswer {
  return readChoiceOf(
    text,
    pending.options.map((o) => o.label),
  );
}
