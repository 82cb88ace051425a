import type { ConversationState } from '../../../../../src-shared/conversation';
import { confirmationAnswer, type ConfirmationAnswer } from '../../pending';
import { choose, rank } from '../fuzzy';
import { readPosition } from '../parse/references';

type Clarification = Extract<NonNullable<ConversationState['pending']>, { kind: 'clarification' }>;

// Beyond the model loop's yes/no words: what people add around them ("yes please" is normalised
// to "yes" before this runs, "yeah do it" is not).
const MORE_YES =
  /^(?:y+e+s+|yeah|yep|sure|ok|okay|k|alright|fine|absolutely|definitely|of course|please do|yes do it|yeah do it|go for it|do it|go ahead|confirm(?:ed)?|delete it|remove it|yes delete it|yes,? delete it|correct|that'?s right|right)(?:\s+(?:please|thanks|then|now))?$/i;
const MORE_NO =
  /^(?:n+o+|nope|nah|no thanks|no thank you|don'?t|do not|cancel(?: that| it)?|keep it|leave it|stop|abort|never ?mind|nvm|forget it|not now|wait no|no don'?t|no,? keep it)$/i;

/** yes / no / something else, for the confirmation that is waiting. */
export function readConfirmation(text: string): ConfirmationAnswer {
  const t = text.trim().replace(/[.!]+$/, '');
  const base = confirmationAnswer(t);
  if (base !== 'other') return base;
  if (MORE_YES.test(t)) return 'yes';
  if (MORE_NO.test(t)) return 'no';
  return 'other';
}

const NONE = /^(?:none|neither|none of (?:them|these|those)|cancel|never ?mind|nvm|forget it|no|nope|nah|stop)$/i;

/**
 * Which option the user picked: "2", "#2", "option 2", "the second one", "the last one", or
 * words that match one option's label ("the essay one", "good"). `none` for "neither"/"cancel",
 * `out_of_range` for a number past the last option; null when the text is not an answer at all
 * (it is then handled as a new request).
 */
export function readChoice(text: string, pending: Clarification): number | 'none' | 'out_of_range' | null {
  // "yes, the first one", "ok 2", "um the second": the answer is after the filler.
  const t = text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(
      /^(?:yes|yeah|yep|ok|okay|sure|um+|uh+|hmm+|er+m?|i'?ll (?:go with|take)|i (?:choose|pick|want)|go with|pick)\b[,!.\s]*/i,
      '',
    )
    .trim();
  if (NONE.test(t)) return 'none';
  const n = pending.options.length;
  // A bare "yes" answers a question with one option ("Did you mean “Essay draft”?").
  if (t === '' && n === 1) return 0;
  const position = readPosition(t.replace(/^(?:option|choice|number|no\.?)\s*/i, ''));
  if (position !== null) {
    const index = position === -1 ? n - 1 : position - 1;
    return index >= 0 && index < n ? index : 'out_of_range';
  }
  const words = t.replace(/^(?:the\s+)?/i, '').replace(/\s+(?:one|please)$/i, '');
  const choice = choose(
    rank(
      words,
      pending.options.map((o, i) => ({ id: i, title: o.label })),
    ),
  );
  return choice.kind === 'one' ? choice.match.id : null;
}
