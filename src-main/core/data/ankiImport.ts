import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FlashcardRating } from '../../../src-shared/flashcards';
import type { Db } from '../db/connection';
import { readCollectionShape, templateFields, type CollectionShape, type NoteType } from './ankiCollection';
import { readAnkiPackage } from './ankiPackage';
import { writeCards, type CardImportSummary, type DuplicateChoice, type IncomingCard } from './cardImport';
import { clozeCards, htmlToCardText, mediaReferences } from './cardText';
import { badFile } from './failure';
import type { ProgressSink } from './progress';

export interface AnkiImportSummary extends CardImportSummary {
  format: 'anki';
  collection: string;
  notes: number;
  /** Cards whose question or answer is empty once reduced to text (Anki allows them; Quire cannot show them). */
  empty_skipped: number;
  media: { kept: string[]; missing: string[] };
}

interface NoteRow {
  id: number;
  mid: number;
  flds: string;
}
interface CardRow {
  id: number;
  nid: number;
  did: number;
  ord: number;
  type: number;
  queue: number;
  due: number;
  ivl: number;
  data: string;
}
interface RevlogRow {
  id: number;
  cid: number;
  ease: number;
  type: number;
}

const RATING: Record<number, FlashcardRating> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };
const DAY_S = 86_400;
// Anki's card types 1–3; type 0 (new) keeps Quire's own new-card state.
const PHASE: Record<number, 'learning' | 'review' | 'relearning'> = { 1: 'learning', 2: 'review', 3: 'relearning' };

/** The question and answer of one card of a note, as plain text. */
function cardSides(nt: NoteType, values: string[], ord: number): { front: string; back: string } | null {
  const field = (name: string | undefined, fallback: number) => {
    const i = name === undefined ? -1 : nt.fields.indexOf(name);
    return values[i >= 0 ? i : fallback] ?? '';
  };
  if (nt.cloze) {
    const tmpl = nt.templates[0] ?? { qfmt: '', afmt: '' };
    const textName = templateFields(tmpl.qfmt)[0];
    const text = htmlToCardText(field(textName, 0));
    const extraName = templateFields(tmpl.afmt).find((n) => n !== textName);
    const extra = htmlToCardText(field(extraName, 1));
    const deletion = clozeCards(text).find((c) => c.ordinal === ord + 1);
    if (!deletion) return null;
    return { front: deletion.front, back: extra ? `${deletion.back}\n\n${extra}` : deletion.back };
  }
  const tmpl = nt.templates[ord] ?? nt.templates[0] ?? { qfmt: '', afmt: '' };
  const qName = templateFields(tmpl.qfmt)[0];
  const aName = templateFields(tmpl.afmt).find((n) => n !== qName);
  return {
    front: htmlToCardText(field(qName, ord === 1 ? 1 : 0)),
    back: htmlToCardText(field(aName, ord === 1 ? 0 : 1)),
  };
}

/** Anki's due number as a date: days from the collection's creation for review cards, seconds for learning ones. */
function dueDate(card: CardRow, shape: CollectionShape): Date | null {
  if (card.type === 2 && card.queue >= 0) return new Date((shape.crt + card.due * DAY_S) * 1000);
  if ((card.type === 1 || card.type === 3) && card.due > 1e9) return new Date(card.due * 1000);
  return null;
}

/** Anki's FSRS memory state (cards.data `{"s":…,"d":…}`), where the collection used FSRS. */
function memoryState(data: string): { stability: number; difficulty: number } | null {
  try {
    const d = JSON.parse(data || '{}') as { s?: unknown; d?: unknown };
    return typeof d.s === 'number' && typeof d.d === 'number' && d.s > 0 ? { stability: d.s, difficulty: d.d } : null;
  } catch {
    return null;
  }
}

function readCards(db: Database.Database, shape: CollectionShape, file: string) {
  const notes = db.prepare('SELECT id, mid, flds FROM notes ORDER BY id').all() as NoteRow[];
  const byNote = new Map(notes.map((n) => [n.id, n]));
  const cards = db
    .prepare('SELECT id, nid, did, ord, type, queue, due, ivl, data FROM cards ORDER BY nid, ord')
    .all() as CardRow[];
  const reviews = new Map<number, { rating: FlashcardRating; at: Date }[]>();
  // Manual reschedules (type 4+) and "ease 0" rows are not reviews.
  for (const r of db.prepare('SELECT id, cid, ease, type FROM revlog ORDER BY id').all() as RevlogRow[]) {
    if (!RATING[r.ease] || r.type > 3) continue;
    (reviews.get(r.cid) ?? reviews.set(r.cid, []).get(r.cid)!).push({ rating: RATING[r.ease]!, at: new Date(r.id) });
  }
  const incoming: IncomingCard[] = [];
  const referenced = new Set<string>();
  let empty = 0;
  for (const card of cards) {
    const note = byNote.get(card.nid);
    const nt = note && shape.noteTypes.get(note.mid);
    if (!note || !nt)
      throw badFile(
        file,
        `card ${card.id} belongs to a ${note ? 'note type' : 'note'} that is not in the collection.`,
        [{ field: `cards.${card.id}`, message: note ? `unknown note type ${note.mid}` : `unknown note ${card.nid}` }],
      );
    const values = note.flds.split('\x1f');
    values.forEach((v) => mediaReferences(v).forEach((m) => referenced.add(m)));
    const sides = cardSides(nt, values, card.ord);
    if (!sides || !sides.front.trim() || !sides.back.trim()) {
      empty++;
      continue;
    }
    incoming.push({
      where: `note ${note.id} card ${card.ord + 1}`,
      ...sides,
      topic: shape.decks.get(card.did) ?? null,
      reviews: reviews.get(card.id) ?? [],
      due_at: dueDate(card, shape),
      memory: memoryState(card.data),
      phase: PHASE[card.type] ? { state: PHASE[card.type]!, interval_days: Math.max(0, card.ivl) } : null,
    });
  }
  return { incoming, notes: notes.length, empty, referenced };
}

/**
 * `quire import deck.apkg|.colpkg`: the collection (legacy anki2 or current zstd anki21b) is opened
 * in memory, each card becomes a Quire card in its deck's topic with its review history replayed
 * through FSRS and its Anki due date kept; media the notes use are copied to `mediaDir` or listed
 * as missing. One transaction: a bad card anywhere writes nothing.
 */
export function importAnki(
  target: Db,
  bytes: Uint8Array,
  opts: {
    fileName: string;
    duplicates: DuplicateChoice;
    desiredRetention: number;
    now: Date;
    mediaDir?: string;
    onProgress?: ProgressSink;
  },
): AnkiImportSummary {
  const pkg = readAnkiPackage(bytes, opts.fileName);
  let source: Database.Database;
  try {
    source = new Database(Buffer.from(pkg.collection));
  } catch (e) {
    throw badFile(opts.fileName, `${pkg.collectionName} is not a readable SQLite database (${String(e)}).`);
  }
  try {
    let shape: CollectionShape;
    let read: ReturnType<typeof readCards>;
    try {
      shape = readCollectionShape(source);
      read = readCards(source, shape, opts.fileName);
    } catch (e) {
      if (e instanceof Error && e.name === 'DataFailure') throw e;
      throw badFile(
        opts.fileName,
        `${pkg.collectionName} is not an Anki collection Quire can read (${e instanceof Error ? e.message : String(e)}).`,
      );
    }
    const summary = target.transaction(() =>
      writeCards(target, read.incoming, {
        fileName: opts.fileName,
        duplicates: opts.duplicates,
        desiredRetention: opts.desiredRetention,
        now: opts.now,
        ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
      }),
    )();
    const referenced = [...read.referenced].sort();
    const kept = referenced.filter((m) => pkg.media.has(m));
    if (opts.mediaDir && kept.length) {
      fs.mkdirSync(opts.mediaDir, { recursive: true });
      // path.basename: a media name is a file name, never a path out of the media folder.
      for (const m of kept) fs.writeFileSync(path.join(opts.mediaDir, path.basename(m)), pkg.media.get(m)!);
    }
    return {
      format: 'anki',
      collection: pkg.collectionName,
      notes: read.notes,
      empty_skipped: read.empty,
      ...summary,
      media: { kept: opts.mediaDir ? kept : [], missing: referenced.filter((m) => !pkg.media.has(m)) },
    };
  } finally {
    source.close();
  }
}
