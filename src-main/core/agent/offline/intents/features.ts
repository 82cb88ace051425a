import { readAnswer, type Answer } from '../../../../../src-shared/text/answers';
import { findDueDate, type FoundDate } from '../../../../../src-shared/text/dates';
import { DEFAULT_LOCALE, type TextLocale } from '../../../../../src-shared/text/locale';
import { findDuration } from '../../../../../src-shared/text/numbers';
import { readPlanRequest, type PlanRequest } from '../../../../../src-shared/text/planText';
import { findPriorities, type FoundPriority } from '../../../../../src-shared/text/priority';
import { findRepetition, type FoundRepetition } from '../../../../../src-shared/text/repetition';
import { isSubject } from '../../../../../src-shared/text/subjects';
import { findTopics, type FoundTopic } from '../../../../../src-shared/text/topics';
import { TOOL } from '../../../../../src-shared/tools/names';
import { findLead, type Lead } from './lead';
import { DONE_WORDS, NOUN_INDEX, QUANTIFIERS, READING, type NounClass, type VerbClass } from './lexicon';
import { findPlanSpan, type NamedSpan } from './names';
import type { StateView } from './stateView';
import {
  ASKS_ANYWAY,
  OBJECT_END,
  PERSON,
  SOMEONE_ELSE,
  PLACE,
  phraseAt,
  TIME_WORD,
  tokenize,
  YES_NO,
  type NounAt,
  type Token,
} from './tokens';

export type { NounAt, Token } from './tokens';

// Quoted as titles are (src-shared/text/titles.ts): an apostrophe inside a word ("mum's") opens none.
const QUOTED_SPAN = /"[^"]+"|“[^”]+”|‘[^’]+’|(?:^|(?<=\s))'[^']+'(?=\s|$|[,.!?:;])/g;
export type { Lead } from './lead';
export { stateView, type StateView } from './stateView';

/**
 * One utterance as the classifier sees it: its words, the verb it leads with, the nouns it
 * names, its form (a question, a reading request), the conversation's state, and — read only when
 * an intent asks, through the one parser in src-shared/text — its dates, priorities, repeats,
 * topics, durations and answer words. Computing it costs one pass over the words; chrono runs
 * only if a scorer asks for the date.
 */
// Words after "all the" that say many things, or which by their day: "all the things", "all the overdue ones".
const ALL_OF_MANY =
  /^(?:things|stuff|ones|rest|it|them|that|those|these|everything|overdue|late|today|tomorrow|week|due|pending|open|remaining|others?)$/;

export class Features {
  readonly lower: string;
  readonly tokens: readonly Token[];
  readonly words: readonly string[];
  readonly lead: Lead | null;
  readonly nouns: readonly NounAt[];
  readonly nounSet: ReadonlySet<NounClass>;
  readonly quantified: boolean;
  /** The words naming a plan by its title ("the biology exam prep"), when the titles were read. */
  readonly planSpan: NamedSpan | null;
  /** Opens as a request to see something ("show", "what", "how many", "did I") or a yes/no question. */
  readonly reading: boolean;
  /** Opens with a question word. */
  readonly wh: boolean;
  private readonly cache = new Map<string, unknown>();

  constructor(
    readonly text: string,
    readonly question: boolean,
    readonly now: Date,
    readonly state: StateView = { pending: null, listed: 0, lastTool: null },
    readonly locale: TextLocale = DEFAULT_LOCALE,
  ) {
    this.lower = text.toLowerCase().replace(/’/g, "'");
    this.tokens = tokenize(text);
    this.words = this.tokens.map((t) => t.word);
    this.lead = findLead(this.words);
    this.planSpan = state.known ? findPlanSpan(this.words, state.known, state.lastTool === TOOL.list_plans) : null;
    this.nouns = this.findNouns();
    this.nounSet = new Set(this.nouns.map((n) => n.cls));
    // "delete all my tasks" is about all of them; "i'm all done with X" and "every monday" are not.
    this.quantified = this.words.some(
      (w, i) =>
        QUANTIFIERS.has(w) &&
        i >= (this.lead?.next ?? 0) &&
        !(/^(?:every|each)$/.test(w) && TIME_WORD.test(this.words[i + 1] ?? '')) &&
        // "the groceries are all done": a state said of what was named, not of every task.
        !(
          w === 'all' &&
          /^(?:is|are|was|were)$/.test(this.words[i - 1] ?? '') &&
          DONE_WORDS.has(this.words[i + 1] ?? '')
        ) &&
        !(w === 'all' && this.allOfOneThing(i)),
    );
    const w = this.words;
    this.reading =
      READING.some((p) => p.every((x, k) => w[k] === x)) ||
      ASKS_ANYWAY.has(w[0] ?? '') ||
      (/^(?:do|did|have|had)$/.test(w[0] ?? '') && PERSON.has(w[1] ?? '')) ||
      (/^(?:do|does|did|has|have|had)$/.test(w[0] ?? '') && SOMEONE_ELSE.has(w[1] ?? '')) ||
      (question && YES_NO.has(w[0] ?? ''));
    this.wh = /^(?:what|what's|whats|why|how|how's|hows|who|who's|whom|when|where|where's|which)$/.test(w[0] ?? '');
  }

  has(word: string): boolean {
    return this.words.includes(word);
  }

  hasAny(words: ReadonlySet<string> | readonly string[]): boolean {
    const set = words instanceof Set ? words : new Set(words as readonly string[]);
    return this.words.some((w) => set.has(w));
  }

  /** Whether the lead verb is of one of these classes. */
  /**
   * "i went through all the food words", "finished all of the genetics part": a completion of all
   * of one thing named (a plan step, read by its name), not of every task — no noun, no "things",
   * no day after "all (of) the".
   */
  private allOfOneThing(at: number): boolean {
    if (!this.leads('complete', 'report')) return false;
    let k = at + 1;
    if (this.words[k] === 'of') k++;
    if (!/^(?:the|my)$/.test(this.words[k] ?? '')) return false;
    const rest = this.words.slice(k + 1).filter((w) => !DONE_WORDS.has(w));
    return (
      rest.length >= 1 &&
      rest.length <= 4 &&
      !this.nouns.some((n) => n.at > at) &&
      !rest.some((w) => ALL_OF_MANY.test(w))
    );
  }

  leads(...classes: VerbClass[]): boolean {
    return this.lead !== null && classes.some((c) => this.lead!.classes.has(c));
  }

  noun(cls: NounClass): boolean {
    return this.nounSet.has(cls);
  }

  /** The text from token `i` on, as typed. */
  from(i: number): string {
    const t = this.tokens[i];
    return t ? this.text.slice(t.start).trim() : '';
  }

  /** The text from token `i` up to (not including) token `j`, as typed. */
  between(i: number, j: number): string {
    const a = this.tokens[i];
    if (!a) return '';
    const b = this.tokens[j];
    return this.text.slice(a.start, b ? b.start : this.text.length).trim();
  }

  /** The text after token `i` ends, as typed (quotes and punctuation kept). */
  after(i: number): string {
    const t = this.tokens[i];
    return t ? this.text.slice(t.end).trim() : this.text;
  }

  /** The text after the lead phrase (all of it when there is none). */
  afterLead(): string {
    if (!this.lead) return this.text;
    return this.lead.inferred ? this.from(this.lead.at) : this.after(this.lead.next - 1);
  }

  /**
   * The class of the thing the lead verb acts on: the last noun before the object phrase ends
   * ("delete the flashcard | about osmosis" → card, "get rid of all my biology flashcards" → card).
   */
  object(): NounClass | null {
    const from = this.lead ? this.lead.next : 0;
    let end = this.words.length;
    for (let i = from; i < this.words.length; i++) {
      // "new plan: Driving test; …" — punctuation after a word ends the phrase there too.
      if (i > from && OBJECT_END.has(this.words[i]!)) {
        end = i;
        break;
      }
      if (/^['"”’]?\s*[:;,]/.test(this.text.slice(this.tokens[i]!.end))) {
        end = i + 1;
        break;
      }
    }
    let cls: NounClass | null = null;
    const quoted = this.quotedSpans();
    for (const n of this.nouns) {
      // "create a plan 'Chem finals' with …": a quoted title names the thing, it is not its kind.
      const at = this.tokens[n.at]!.start;
      if (n.at >= from && n.at < end && !quoted.some(([a, b]) => at > a && at < b)) cls = n.cls;
    }
    return cls;
  }

  /** [start, end) of each quoted span of the text, quotes included. */
  private quotedSpans(): [number, number][] {
    return this.memo('quoted', () =>
      [...this.text.matchAll(QUOTED_SPAN)].map((m): [number, number] => [m.index, m.index + m[0].length]),
    );
  }

  /** "add X to it", "archive it" just after a plan was shown: the pronoun is that plan. */
  pronounPlan(): boolean {
    if (!this.state.lastPlanId) return false;
    // "add redox to it too": a word that only adds may follow the place.
    const w = this.words.slice();
    while (w.length > 0 && /^(?:too|also|aswell|well)$/.test(w[w.length - 1]!)) {
      w.pop();
      if (w[w.length - 1] === 'as') w.pop();
    }
    const after = this.lead ? w[this.lead.next] : undefined;
    return (
      (/^(?:it|that|this)$/.test(after ?? '') && this.leads('archive', 'reactivate')) ||
      w.some((x, i) => PLACE.has(x) && /^(?:it|that|this)$/.test(w[i + 1] ?? '') && i + 2 >= w.length)
    );
  }

  /**
   * Whether the request acts on a flashcard: the object is one, named as a flashcard or deck, or
   * as a card right after the verb ("make a card", "add a card to recursion: …") — "add mum's
   * birthday card" is a task.
   */
  cardObject(): boolean {
    if (this.object() !== 'card') return false;
    const noun = [...this.nouns].reverse().find((n) => n.cls === 'card')!;
    if (/^(?:flash|deck)/.test(this.words[noun.at]!)) return true;
    // "new spanish card: gato = cat", "create a spanish card, el gato :: the cat": a card labelled as
    // one, its sides after a colon, or after a comma when they are given with "::".
    const after = this.text.slice(this.tokens[noun.at + noun.len - 1]!.end);
    if (/^\s*:/.test(after) || (/^\s*,/.test(after) && after.includes('::'))) return true;
    const from = this.lead ? this.lead.next : 0;
    const before = this.words.slice(from, noun.at);
    // "make a french card le chat = the cat": a school subject just before the noun is the card's deck.
    const deck = before.length > 0 && isSubject(before.at(-1)!) ? before.slice(0, -1) : before;
    return deck.every((w) => /^(?:a|an|another|one|new|me|the|this|that|my|some|more|few|several|\d+)$/.test(w));
  }

  /**
   * Where the request puts or takes something: "to my plan", "from my list", "in my spanish deck"
   * → the class of that place, when the sentence ends with it (or a date follows it).
   */
  place(): NounClass | null {
    let found: NounClass | null = null;
    for (let i = 1; i < this.words.length; i++) {
      if (!PLACE.has(this.words[i]!)) continue;
      if (this.state.lastPlanId && /^(?:it|that|this)$/.test(this.words[i + 1] ?? '') && i + 2 >= this.words.length)
        return 'plan';
      const noun = this.nouns.find(
        (n) => n.at > i && n.at <= i + 6 && (n.cls === 'plan' || n.cls === 'task' || n.cls === 'card'),
      );
      if (!noun) continue;
      const after = this.words[noun.at + noun.len];
      // "to the biology plan: X", "to the biology plan, 'Mock exam'": a mark after the noun ends the place.
      const colon = /^\s*:|^,|^\s+[-–—]\s/.test(this.text.slice(this.tokens[noun.at + noun.len - 1]!.end));
      if (after === undefined || colon || /^(?:by|due|on|before|until|for|called|named|plan)$/.test(after))
        found = noun.cls;
    }
    return found;
  }

  /**
   * "practise spanish", "revise the french revolution": a study verb and a subject, nothing else.
   * A quiz and a review both fit; the agent asks which.
   */
  studyingASubject(): boolean {
    if (!this.lead || this.lead.at !== 0 || !this.leads('study') || this.nouns.length > 0) return false;
    const rest = this.words.length - this.lead.next;
    return rest >= 1 && rest <= 4 && !/\d/.test(this.text) && this.duration() === null;
  }

  private memo<T>(key: string, read: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, read());
    return this.cache.get(key) as T;
  }

  /** The due date the text names (chrono, on first ask only). */
  date(): FoundDate | null {
    return this.memo('date', () => findDueDate(this.text, this.now, this.locale));
  }

  priorities(): FoundPriority[] {
    return this.memo('priority', () => findPriorities(this.text));
  }

  repetition(): FoundRepetition | null {
    return this.memo('repeat', () => findRepetition(this.text));
  }

  topics(): FoundTopic[] {
    return this.memo('topics', () => findTopics(this.text));
  }

  duration(): ReturnType<typeof findDuration> {
    return this.memo('duration', () => findDuration(this.text));
  }

  /** What the request says of a generated plan: its span, end, start, minutes a day and goal. */
  planRequest(): PlanRequest {
    return this.memo('planRequest', () => readPlanRequest(this.text, this.now, this.locale));
  }

  answer(): Answer | null {
    return this.memo('answer', () => readAnswer(this.text));
  }

  private get nounWords(): readonly string[] {
    return this.memo('nounWords', () => this.words.map((w) => w.replace(/'s$/, '')));
  }

  private findNouns(): NounAt[] {
    const out: NounAt[] = [];
    // The lead verb is not its noun twin ("list my tasks", "review my cards", "schedule a
    // session"), except "plan" ("plan 5 days for X" asks for a plan).
    const lead = this.lead && !this.lead.classes.has('plan') ? this.lead : null;
    for (let i = lead && !lead.inferred ? lead.next : 0; i < this.words.length; i++) {
      // "the chloroplast card's answer": the noun with its 's is the noun.
      const hit = phraseAt(NOUN_INDEX, this.nounWords, i);
      for (const h of hit) out.push({ cls: h.cls, at: i, len: h.words.length });
      if (hit.length > 0) i += hit[0]!.words.length - 1;
    }
    // A plan named by its title is a plan noun, unless "plan" is said too.
    const span = this.planSpan;
    if (span && !out.some((n) => n.cls === 'plan' && n.at >= span.at - 1 && n.at <= span.at + span.len)) {
      const kept = out.filter((n) => n.at < span.at || n.at >= span.at + span.len);
      kept.push({ cls: 'plan', at: span.at, len: span.len });
      return kept.sort((a, b) => a.at - b.at);
    }
    return out;
  }
}
