import { IRREGULAR_PAST, LEAD_FILLERS, NOT_A_REPORT, VERB_INDEX, type VerbClass } from './lexicon';
import { phraseAt } from './tokens';

/** The verb a request starts with, after "i", "just", "please" and the like. */
export interface Lead {
  /** Every class the phrase belongs to ("check" shows and marks; the rest of the sentence decides). */
  classes: ReadonlySet<VerbClass>;
  /** Token index of the phrase's first word, and of the first word after it. */
  at: number;
  next: number;
  /** "i finished …", "i've called …": the speaker reports their own action. */
  subjectI: boolean;
  /** A past tense read from its ending ("emailed"), not the lexicon: it stays part of the title. */
  inferred: boolean;
}

// "read chapter 4 last night": a time gone by at the end makes "read" a past tense, not "show".
const PAST_TIME = /^(?:yesterday|earlier|night|morning|now|already)$/;
const saidAsPast = (w: readonly string[]) =>
  PAST_TIME.test(w.at(-1) ?? '') &&
  (w.at(-1) !== 'night' || w.at(-2) === 'last') &&
  (w.at(-1) !== 'morning' || w.at(-2) === 'this') &&
  (w.at(-1) !== 'now' || w.at(-2) === 'just');

/**
 * The verb a request leads with: the longest lexicon phrase after up to three fillers ("i just
 * finished", "ok so add"), or a past tense read from its ending ("emailed the landlord").
 */
export function findLead(w: readonly string[]): Lead | null {
  let i = 0;
  let subjectI = false;
  for (let skipped = 0; skipped <= 3 && i < w.length; skipped++) {
    const hits = phraseAt(VERB_INDEX, w, i);
    // "i read chapter 4": said of oneself, "read" is the past of a task done, not "show".
    if (hits.length > 0 && w[i] === 'read' && (subjectI || saidAsPast(w)) && i + 1 < w.length)
      return { classes: new Set(['report']), at: i, next: i + 1, subjectI: true, inferred: true };
    if (hits.length > 0) {
      const len = hits[0]!.words.length;
      const classes = new Set(hits.map((h) => h.cls));
      return {
        classes,
        at: i,
        next: i + len,
        subjectI: subjectI || w[i] === 'i' || w[i] === "i've",
        inferred: false,
      };
    }
    // "i have emailed professor lee": the perfect's "have" after "i" is no verb of its own.
    const perfect = w[i] === 'have' && w[i - 1] === 'i';
    if (!LEAD_FILLERS.has(w[i]!) && !(i === 0 && w[i] === 'to') && !perfect) break;
    if (w[i] === 'i' || w[i] === "i've" || w[i] === 'ive') subjectI = true;
    i++;
  }
  const verb = w[i];
  if (
    verb &&
    ((/^[a-z]{2,}ed$/.test(verb) && !NOT_A_REPORT.has(verb)) ||
      (IRREGULAR_PAST.has(verb) && (subjectI || verb !== 'read')))
  )
    return { classes: new Set(['report']), at: i, next: i + 1, subjectI, inferred: true };
  return null;
}
