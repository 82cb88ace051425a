import { FLASHCARD_LIMITS } from '../../../src-shared/flashcards';
import type { Db } from '../db/connection';
import { insertFlashcard } from '../db/queries/flashcards';
import { statement } from '../db/queries/statements';
import { findOrCreateTopic, MAX_TOPIC_NAME } from '../db/queries/topics';
import { newCardState } from '../services/scheduler';
import { titleFromFileName } from './formats/sections';
import type { NoteCard } from './noteCardParse';

interface StoredNoteCard {
  id: number;
  front: string;
  back: string;
  note_line: number | null;
  suspended: number;
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The topic a note's cards go to: its first tag, else the file's name. */
function noteTopic(relPath: string, tags: readonly string[]): string {
  return clip((tags[0] ?? titleFromFileName(relPath)).trim() || 'Notes', MAX_TOPIC_NAME);
}

/**
 * Makes the cards in a note real FSRS cards, keeping each card's identity across edits so its
 * review history stays: a card is matched to a stored one by its front, else its back, else its
 * line. Matched cards take the new text and line; new ones are created in the note's topic;
 * stored cards no longer in the note are suspended (never deleted: their history stays).
 */
export function syncNoteCards(
  db: Db,
  materialId: number,
  relPath: string,
  cards: readonly NoteCard[],
  tags: readonly string[],
  now: Date,
): { created: number; updated: number; suspended: number } {
  const found = cards.map((c) => ({
    ...c,
    front: clip(c.front, FLASHCARD_LIMITS.front),
    back: clip(c.back, FLASHCARD_LIMITS.back),
  }));
  const stored = statement(
    db,
    'SELECT id, front, back, note_line, suspended FROM flashcards WHERE note_material_id = ? AND deleted_at IS NULL ORDER BY id',
  ).all(materialId) as StoredNoteCard[];
  const unmatched = new Set(stored);
  const pairs: [NoteCard, StoredNoteCard | null][] = found.map((c) => [c, null]);
  for (const rule of [
    (c: NoteCard, s: StoredNoteCard) => s.front === c.front && s.back === c.back,
    (c: NoteCard, s: StoredNoteCard) => s.front === c.front,
    (c: NoteCard, s: StoredNoteCard) => s.back === c.back,
    (c: NoteCard, s: StoredNoteCard) => s.note_line === c.line,
  ]) {
    for (const pair of pairs) {
      if (pair[1]) continue;
      const match = [...unmatched].find((s) => rule(pair[0], s));
      if (match) {
        pair[1] = match;
        unmatched.delete(match);
      }
    }
  }
  const nowIso = now.toISOString();
  const counts = { created: 0, updated: 0, suspended: 0 };
  let topicId: number | null = null;
  const update = statement(
    db,
    'UPDATE flashcards SET front = ?, back = ?, note_line = ?, suspended = 0, updated_at = ? WHERE id = ?',
  );
  const link = statement(db, 'UPDATE flashcards SET note_material_id = ?, note_line = ? WHERE id = ?');
  for (const [c, s] of pairs) {
    if (s) {
      if (s.front !== c.front || s.back !== c.back || s.note_line !== c.line || s.suspended) {
        update.run(c.front, c.back, c.line, nowIso, s.id);
        counts.updated++;
      }
      continue;
    }
    topicId ??= findOrCreateTopic(db, noteTopic(relPath, tags), nowIso).id;
    const id = insertFlashcard(
      db,
      { topic_id: topicId, front: c.front, back: c.back, state: newCardState(now) },
      nowIso,
    );
    link.run(materialId, c.line, id);
    counts.created++;
  }
  const suspend = statement(db, 'UPDATE flashcards SET suspended = 1, updated_at = ? WHERE id = ? AND suspended = 0');
  for (const s of unmatched) counts.suspended += suspend.run(nowIso, s.id).changes;
  return counts;
}

/** A note removed from disk: its cards are suspended, keeping their history and their note link. */
export function suspendNoteCards(db: Db, materialId: number, now: Date): void {
  statement(
    db,
    'UPDATE flashcards SET suspended = 1, note_material_id = NULL, updated_at = ? WHERE note_material_id = ? AND suspended = 0',
  ).run(now.toISOString(), materialId);
}
