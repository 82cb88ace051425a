import type { ConversationState } from '../../../../../src-shared/conversation';
import { readAnswer, type Answer } from '../../../../../src-shared/text/answers';
import { findDueDate, type FoundDate } from '../../../../../src-shared/text/dates';
import { DEFAULT_LOCALE, type TextLocale } from '../../../../../src-shared/text/locale';
import { findDuration } from '../../../../../src-shared/text/numbers';
import { findPriorities, type FoundPriority } from '../../../../../src-shared/text/priority';
import { findRepetition, type FoundRepetition } from '../../../../../src-shared/text/repetition';
import { findTopics, type FoundTopic } from '../../../../../src-shared/text/topics';
import {
  IRREGULAR_PAST,
  LEAD_FILLERS,
  NOT_A_REPORT,
  NOUN_INDEX,
  QUANTIFIERS,
  READING,
  VERB_INDEX,
  type NounClass,
  type VerbClass,
} from './lexicon';

export interface Token {
  /** Lower case, curly apostrophes made straight. */
  word: string;
  start: number;
  end: number;
}

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

export interface NounAt {
  cls: NounClass;
  at: number;
  len: number;
}

/** What the conversation holds that changes how a message reads. */
export interface StateView {
  pending: 'confirmation' | 'clarification' | null;
  /** How many tasks the last list showed (0: no list). */
  listed: number;
  lastTool: string | null;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
// Prepositions and verbs that end an object phrase: "delete the flashcard | about osmosis".
const OBJECT_END = new Set([
  'about',
  'on',
  'for',
  'with',
  'from',
  'in',
  'into',
  'to',
  'due',
  'by',
  'called',
  'named',
  'titled',
  'that',
  'which',
  'matching',
  'containing',
  'as',
  'off',
  'asking',
  'until',
  'till',
  'before',
  'after',
  'is',
  'are',
]);
// After "every"/"each", a word of time makes a repeat ("every monday"), not "all of them".
const TIME_WORD =
  /^(?:\d+|other|two|three|four|five|six|day|days|week|weeks|weekday|weekdays|weekend|weekends|month|months|year|years|morning|evening|night|afternoon|fortnight|hour|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun)$/;
const PLACE = new Set(['to', 'in', 'into', 'onto', 'on', 'from', 'off', 'of']);
const YES_NO = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'does', 'did']);

function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    word: m[0].toLowerCase().replace(/’/g, "'"),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

function phraseAt<T extends { words: readonly string[] }>(
  index: ReadonlyMap<string, readonly T[]>,
  words: readonly string[],
  i: number,
): T[] {
  const found: T[] = [];
  for (const p of index.get(words[i] ?? '') ?? []) {
    if (found.length > 0 && p.words.length < found[0]!.words.length) break;
    if (p.words.every((w, k) => words[i + k] === w)) found.push(p);
  }
  return found;
}

/**
 * One utterance as the classifier sees it: its words, the verb it leads with, the nouns it
 * names, its form (a question, a reading request), the conversation's state, and — read only when
 * an intent asks, through the one parser in src-shared/text — its dates, priorities, repeats,
 * topics, durations and answer words. Computing it costs one pass over the words; chrono runs
 * only if a scorer asks for the date.
 */
export class Features {
  readonly lower: string;
  readonly tokens: readonly Token[];
  readonly words: readonly string[];
  readonly lead: Lead | null;
  readonly nouns: readonly NounAt[];
  readonly nounSet: ReadonlySet<NounClass>;
  readonly quantified: boolean;
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
    this.lead = this.findLead();
    this.nouns = this.findNouns();
    this.nounSet = new Set(this.nouns.map((n) => n.cls));
    // "delete all my tasks" is about all of them; "i'm all done with X" and "every monday" are not.
    this.quantified = this.words.some(
      (w, i) =>
        QUANTIFIERS.has(w) &&
        i >= (this.lead?.next ?? 0) &&
        !(/^(?:every|each)$/.test(w) && TIME_WORD.test(this.words[i + 1] ?? '')),
    );
    const w = this.words;
    this.reading =
      READING.some((p) => p.every((x, k) => w[k] === x)) ||
      (question && (YES_NO.has(w[0] ?? '') || (w[0] === 'do' && (w[1] === 'i' || w[1] === 'we'))));
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
      if (/^\s*[:;,]/.test(this.text.slice(this.tokens[i]!.end))) {
        end = i + 1;
        break;
      }
    }
    let cls: NounClass | null = null;
    for (const n of this.nouns) if (n.at >= from && n.at < end) cls = n.cls;
    return cls;
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
    // "new spanish card: gato = cat": a card labelled as one.
    if (/^\s*:/.test(this.text.slice(this.tokens[noun.at + noun.len - 1]!.end))) return true;
    const from = this.lead ? this.lead.next : 0;
    return this.words
      .slice(from, noun.at)
      .every((w) => /^(?:a|an|another|one|new|me|the|this|that|my|some|more|few|several|\d+)$/.test(w));
  }

  /**
   * Where the request puts or takes something: "to my plan", "from my list", "in my spanish deck"
   * → the class of that place, when the sentence ends with it (or a date follows it).
   */
  place(): NounClass | null {
    let found: NounClass | null = null;
    for (let i = 1; i < this.words.length; i++) {
      if (!PLACE.has(this.words[i]!)) continue;
      const noun = this.nouns.find(
        (n) => n.at > i && n.at <= i + 6 && (n.cls === 'plan' || n.cls === 'task' || n.cls === 'card'),
      );
      if (!noun) continue;
      const after = this.words[noun.at + noun.len];
      const colon = /^\s*:/.test(this.text.slice(this.tokens[noun.at + noun.len - 1]!.end));
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

  answer(): Answer | null {
    return this.memo('answer', () => readAnswer(this.text));
  }

  private findLead(): Lead | null {
    const w = this.words;
    let i = 0;
    let subjectI = false;
    for (let skipped = 0; skipped <= 3 && i < w.length; skipped++) {
      const hits = phraseAt(VERB_INDEX, w, i);
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
      if (!LEAD_FILLERS.has(w[i]!) && !(i === 0 && w[i] === 'to')) break;
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

  private findNouns(): NounAt[] {
    const out: NounAt[] = [];
    // The lead verb is not its noun twin ("list my tasks", "review my cards", "schedule a
    // session"), except "plan" ("plan 5 days for X" asks for a plan).
    const lead = this.lead && !this.lead.classes.has('plan') ? this.lead : null;
    for (let i = lead && !lead.inferred ? lead.next : 0; i < this.words.length; i++) {
      const hit = phraseAt(NOUN_INDEX, this.words, i);
      for (const h of hit) out.push({ cls: h.cls, at: i, len: h.words.length });
      if (hit.length > 0) i += hit[0]!.words.length - 1;
    }
    return out;
  }
}

/** The parts of conversation state the classifier reads. */
export function stateView(state: ConversationState | null | undefined): StateView {
  if (!state) return { pending: null, listed: 0, lastTool: null };
  return {
    pending: state.pending?.kind ?? null,
    listed: Object.keys(state.task_references).length,
    lastTool: state.last_tool_used,
  };
}
