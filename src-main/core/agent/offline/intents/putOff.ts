import type { Features } from './features';
import type { IntentModel } from './types';

/**
 * Putting something off until tomorrow said without saying what it is: "hide X for today", "not
 * today for X", "skip X until tomorrow", "push X to tomorrow". A card is buried, a task moved to
 * tomorrow; which one the words name is known only from the student's data, so the handler
 * (handlers/putOff.ts) looks both up and asks when both fit.
 */
const PUT_OFF = [
  /^(?:hide|snooze)\s+(.+?)\s+(?:for\s+(?:today|now|the\s+day)|(?:until|till|til)\s+tomorrow)$/i,
  /^not\s+today\s*(?:for|on|with)\s+(.+)$/i,
  /^(.+?)\s+can\s+wait\s+(?:until|till|til)\s+tomorrow$/i,
  /^(?:skip|snooze|hide|leave|save)\s+(.+?)\s+(?:until|till|til|for)\s+tomorrow$/i,
  /^(?:push|move|put\s+off|bump|defer|postpone)\s+(.+?)\s+(?:to|till|until|til)\s+tomorrow$/i,
];
// "push it to tomorrow", "move them all", "push 2 to tomorrow", "push everything due today…": the thing
// in hand, a place in the list shown, or a filter, which the task readings know.
const REFERENCE =
  /^(?:#?\d+|(?:task|number|no\.?)\s*\d+|(?:the\s+)?(?:first|second|third|fourth|fifth|last|next|top|bottom)(?:\s+one)?|(?:everything|all|every|each)\b.*)$/i;
const NOT_A_NAME =
  /^(?:it|that|this|them|those|these|everything|all|all of (?:it|them)|the rest|this one|that one)$|,|\band\b|\bplan\b|\bstep\b|\btasks?\b/i;

// "hide the chloroplast card until tomorrow" is the card reading's (cardActs.ts); only a move is not.
const MOVE = PUT_OFF.length - 1;

const named = (f: Features): string | null => {
  for (const [i, re] of PUT_OFF.entries()) {
    const m = re.exec(f.text.trim().replace(/[.!]+$/, ''));
    if (!m) continue;
    const target = m[1]!.trim();
    if (NOT_A_NAME.test(target) || REFERENCE.test(target) || (i !== MOVE && /\b(?:flash\s?)?cards?\b/i.test(target)))
      return null;
    return target;
  }
  return null;
};

export const PUT_OFF_MODELS: readonly IntentModel[] = [
  {
    kind: 'put_off',
    writes: true,
    score: (f) => (named(f) !== null ? 0.95 : 0),
    fill: (f) => {
      const target = named(f);
      return target === null ? null : { kind: 'put_off', target };
    },
  },
];
