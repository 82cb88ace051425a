import { readAnswer } from './answers';
import { choose, rank } from './fuzzy';
import { readPosition } from './references';

export type ChoiceAnswer = number | 'none' | 'out_of_range' | null;

/**
 * Which of the numbered options shown the user picked — the one "pick one of these" reader for
 * every surface. A number picks only when the whole message is that choice ("2", "#2", "option
 * 2", "the second one", "the last one"): "2 eggs and milk" is a new request, never option 2.
 * Words that match one option's label pick it ("the essay one"). Returns the option's index,
 * `none` for "neither"/"cancel", `out_of_range` for a number past the last option, or null when
 * the text is not an answer at all.
 *
 * @example
 *   readChoice('the second one', ['Essay draft', 'Essay outline']) // → 1
 *   readChoice('2 eggs', ['Essay draft', 'Essay outline'])         // → null
 */
export function readChoice(text: string, labels: readonly string[]): ChoiceAnswer {
  // "yes, the first one", "ok 2", "um the second": the answer is after the filler.
  const t = text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(
      /^(?:yes|yeah|yep|ok|okay|sure|um+|uh+|hmm+|er+m?|i'?ll (?:go with|take)|i (?:choose|pick|want)|go with|pick)\b[,!.\s]*/i,
      '',
    )
    .trim();
  const answer = readAnswer(t);
  if (answer === 'no' || answer === 'stop') return 'none';
  const n = labels.length;
  // A bare "yes" answers a question with one option ("Did you mean “Essay draft”?").
  if ((t === '' || answer === 'yes') && n === 1) return 0;
  const position = readPosition(t.replace(/^(?:option|choice|number|no\.?)\s*/i, ''));
  if (position !== null) {
    const index = position === -1 ? n - 1 : position - 1;
    return index >= 0 && index < n ? index : 'out_of_range';
  }
  // Anything starting with a digit that is not a whole position is a new request.
  if (/^\d/.test(t)) return null;
  const kind = kindPicked(t, labels);
  if (kind !== null) return kind;
  const words = t.replace(/^(?:the\s+)?/i, '').replace(/\s+(?:one|please)$/i, '');
  const choice = choose(
    rank(
      words,
      labels.map((title, id) => ({ id, title })),
    ),
  );
  return choice.kind === 'one' ? choice.match.id : null;
}

// "the task", "the plan please", "the flashcards": a kind of thing named, when the options are things
// of different kinds ("The task “…”", "The plan “…”", "The 2 biology flashcards").
const KIND_SAID =
  /^(?:the|that|a|my)?\s*(?:whole\s+)?(task|plan|step|(?:flash)?cards?|deck)(?:\s+(?:one|please|pls))?$/i;

/** The one option whose label names that kind of thing, or null when none or several do. */
function kindPicked(said: string, labels: readonly string[]): number | null {
  const m = KIND_SAID.exec(said);
  if (!m) return null;
  const kind = m[1]!.toLowerCase().replace(/^(?:flash)?cards?$|^deck$/, 'card');
  const noun = kind === 'card' ? String.raw`(?:flash)?cards?` : `${kind}s?`;
  const label = new RegExp(String.raw`^the\s+(?:whole\s+)?(?:\d+\s+)?(?:[\p{L}-]+\s+)?${noun}\b`, 'iu');
  const fitting = labels.flatMap((l, i) => (label.test(l) ? [i] : []));
  return fitting.length === 1 ? fitting[0]! : null;
}
