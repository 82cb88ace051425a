import type Database from 'better-sqlite3';
import { z } from 'zod';
import { notetypeIsCloze, templateFormats } from './ankiProto';

/** A note type as Quire needs it: which cards a note makes and from which fields. */
export interface NoteType {
  name: string;
  cloze: boolean;
  fields: string[];
  templates: { qfmt: string; afmt: string }[];
}

/** The collection's note types, decks and creation time, from either schema. */
export interface CollectionShape {
  /** Seconds since the epoch; review-card due dates count days from it. */
  crt: number;
  noteTypes: Map<number, NoteType>;
  decks: Map<number, string>;
}

// The legacy schema keeps note types and decks as JSON in `col`; parsed, never trusted.
const LegacyModels = z.record(
  z.string(),
  z.object({
    name: z.string(),
    type: z.int().optional(),
    flds: z.array(z.object({ name: z.string(), ord: z.int() })),
    tmpls: z.array(z.object({ ord: z.int(), qfmt: z.string(), afmt: z.string() })),
  }),
);
const LegacyDecks = z.record(z.string(), z.object({ name: z.string() }));

function hasTable(db: Database.Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** Reads note types and decks from `col` (anki2, anki21) or their own tables (anki21b, schema 18). */
export function readCollectionShape(db: Database.Database): CollectionShape {
  const col = db.prepare('SELECT crt, models, decks FROM col LIMIT 1').get() as
    { crt: number; models: string; decks: string } | undefined;
  if (!col) throw new Error('the collection has no col row');
  const noteTypes = new Map<number, NoteType>();
  const decks = new Map<number, string>();
  if (hasTable(db, 'notetypes')) {
    const fieldRows = db.prepare('SELECT ntid, ord, name FROM fields ORDER BY ntid, ord').all() as {
      ntid: number;
      name: string;
    }[];
    const templateRows = db.prepare('SELECT ntid, ord, config FROM templates ORDER BY ntid, ord').all() as {
      ntid: number;
      config: Buffer;
    }[];
    for (const nt of db.prepare('SELECT id, name, config FROM notetypes').all() as {
      id: number;
      name: string;
      config: Buffer;
    }[]) {
      const templates = templateRows.filter((t) => t.ntid === nt.id).map((t) => templateFormats(t.config));
      noteTypes.set(nt.id, {
        name: nt.name,
        cloze: notetypeIsCloze(nt.config) || templates.some((t) => t.qfmt.includes('{{cloze:')),
        fields: fieldRows.filter((f) => f.ntid === nt.id).map((f) => f.name),
        templates,
      });
    }
    // Schema 18 separates deck levels with \x1f; Quire, like Anki's UI, writes "Parent::Child".
    for (const d of db.prepare('SELECT id, name FROM decks').all() as { id: number; name: string }[])
      decks.set(d.id, d.name.split('\x1f').join('::'));
  } else {
    for (const [id, m] of Object.entries(LegacyModels.parse(JSON.parse(col.models)))) {
      noteTypes.set(Number(id), {
        name: m.name,
        cloze: m.type === 1,
        fields: [...m.flds].sort((a, b) => a.ord - b.ord).map((f) => f.name),
        templates: [...m.tmpls].sort((a, b) => a.ord - b.ord).map((t) => ({ qfmt: t.qfmt, afmt: t.afmt })),
      });
    }
    for (const [id, d] of Object.entries(LegacyDecks.parse(JSON.parse(col.decks)))) decks.set(Number(id), d.name);
  }
  return { crt: col.crt, noteTypes, decks };
}

const SPECIAL = new Set(['FrontSide', 'Tags', 'Deck', 'Subdeck', 'Card', 'Type', 'CardFlag']);

/** Field names a template shows, in order: `{{Front}}`, `{{text:Back}}`, `{{cloze:Text}}`. */
export function templateFields(template: string): string[] {
  const names: string[] = [];
  for (const m of template.matchAll(/\{\{([^#^/}][^}]*)\}\}/g)) {
    const name = m[1]!.split(':').pop()!.trim();
    if (!SPECIAL.has(name) && !names.includes(name)) names.push(name);
  }
  return names;
}
