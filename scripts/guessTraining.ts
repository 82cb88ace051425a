/**
 * The guesser's training (src-main/core/agent/offline/guess): the labelled phrasings of the
 * held-out sets and the tuning corpus, read as the agent reads a request, and a leave-one-set-out
 * check of the guesses it would act on. Sets still sealed outside the repository are never read,
 * so a new set's first run stays blind. Used by scripts/train-guess.ts and by the test that keeps
 * the committed model in step with the corpora.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { train, type GuessModel, type LabelledCues } from '../src-main/core/agent/offline/guess/bayes';
import { cueTokens } from '../src-main/core/agent/offline/guess/cues';
import { decide } from '../src-main/core/agent/offline/guess/decide';
import { foundIn, READ_LABELS, type Found } from '../src-main/core/agent/offline/guess/restatements';
import { Features } from '../src-main/core/agent/offline/intents/features';
import { extractDueDate } from '../src-shared/text/dates';
import { DEFAULT_LOCALE, type TextLocale } from '../src-shared/text/locale';
import { normalize } from '../src-shared/text/normalize';

const ROOT = join(__dirname, '..');
const HELDOUT = join(ROOT, 'test/fixtures/heldout');
export const MODEL_FILE = join(ROOT, 'src-main/core/agent/offline/guess/model.ts');

/**
 * The model as a module: a JSON module needs an import attribute under Node's ESM loader (the E2E
 * harness's), so the counts are one JSON string parsed on first use, which every loader reads.
 */
export function modelModule(model: GuessModel): string {
  return (
    '// Written by scripts/train-guess.ts from the labelled corpora; do not edit by hand.\n' +
    "import type { GuessModel } from './bayes';\n\n" +
    `export const MODEL: GuessModel = JSON.parse(${JSON.stringify(JSON.stringify(model))}) as GuessModel;\n`
  );
}

interface World {
  now: string;
  tasks: { title: string }[];
  flashcards: { topic: string }[];
}

type Expect = Record<string, unknown>;

/** A phrasing's label: the tool its expectation names, or what it expects instead (ask, decline). */
function labelOf(e: Expect): string {
  const w = e.write as { tool: string } | undefined;
  if (w) return w.tool;
  if (e.writes) return 'several_writes';
  if (typeof e.read === 'string') return e.read === 'any' ? 'read_any' : e.read;
  if (typeof e.confirm === 'string') return e.confirm;
  if (e.ask) return 'ask';
  if (e.decline) return 'decline';
  return 'other';
}

interface Line {
  text?: string;
  expect?: Expect;
  locale?: string;
  turns?: { text: string; expect?: Expect }[];
}

export interface Example extends LabelledCues {
  text: string;
  found: Found;
  reading: boolean;
  locale: TextLocale;
}

/** The corpora by set name (a … n, t), each phrasing read in the world it was written for. */
export function labelledSets(): Map<string, Example[]> {
  const world = JSON.parse(readFileSync(join(HELDOUT, 'world.json'), 'utf8')) as World;
  const now = new Date(world.now);
  const titles = world.tasks.map((t) => t.title);
  const topics = [...new Set(world.flashcards.map((c) => c.topic))];
  const examples = (file: string): Example[] =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .flatMap((raw) => {
        const l = JSON.parse(raw) as Line;
        // A dialogue's first turn only: later turns lean on what came before.
        const first = l.turns ? l.turns[0] : l.text !== undefined ? { text: l.text, expect: l.expect } : undefined;
        if (!first?.expect) return [];
        const locale: TextLocale = l.locale === 'en-GB' ? { dateOrder: 'day_first', weekStart: 1 } : DEFAULT_LOCALE;
        const { text, question } = normalize(first.text);
        const found = foundIn(text, titles, topics, extractDueDate(text, now, locale));
        const reading = new Features(text, question, now).reading;
        return [{ text, label: labelOf(first.expect), cues: cueTokens(found), found, reading, locale }];
      });
  const sets = new Map<string, Example[]>();
  for (const f of readdirSync(HELDOUT)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const name = f.replace(/^(?:phrasings|dialogues)-?/, '').replace('.jsonl', '') || 'a';
    sets.set(name, [...(sets.get(name) ?? []), ...examples(join(HELDOUT, f))]);
  }
  sets.set('t', examples(join(ROOT, 'test/unit/offline/corpus/tuning-t.jsonl')));
  return sets;
}

/** The model the agent ships: every labelled phrasing. */
export const trainModel = (sets: Map<string, Example[]>): GuessModel => train([...sets.values()].flat());

// Labels a read guess may stand for: a read the set expected of any kind.
const READS = new Set([
  'read_any',
  'list_tasks',
  'get_due_flashcards',
  'list_plans',
  'list_plan_items',
  'get_today',
  'get_weak_topics',
  'get_wrong_questions',
  'get_progress',
]);

/** Leave one set out: of the guesses the agent would act on, how many name what the set expected. */
export function crossCheck(sets: Map<string, Example[]>, threshold: number) {
  let acted = 0;
  let right = 0;
  const wrong: string[] = [];
  for (const [name, held] of sets) {
    const model = train([...sets].filter(([n]) => n !== name).flatMap(([, xs]) => xs));
    for (const x of held) {
      const decided = decide(model, x.text, x.found, x.reading, threshold);
      if (!decided) continue;
      acted++;
      const { label, p } = decided.guess;
      if (label === x.label || (READ_LABELS.has(label) && READS.has(x.label))) right++;
      else wrong.push(`${name}: "${x.text}" is ${x.label}, guessed ${label} (${p.toFixed(2)})`);
    }
  }
  return { phrasings: [...sets.values()].reduce((n, xs) => n + xs.length, 0), acted, right, wrong };
}
