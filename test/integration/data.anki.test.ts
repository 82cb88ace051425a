import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { zipSync } from 'fflate';
import AnkiExport from 'anki-apkg-export';
import { cli } from '../helpers/cli';
import { tempDir } from '../helpers/db';
import { BASIC_REVERSED, buildColpkg, CLOZE, CRT } from '../fixtures/ankiCollection';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

async function importFile(file: string, ...flags: string[]) {
  const db = path.join(tmp.dir, 'q.db');
  const r = await cli(['--db', db, 'import', file, '--quiet', ...flags]);
  return { ...r, json: JSON.parse(r.stdout || 'null'), db };
}

function query<T>(dbFile: string, sql: string): T[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

const cardsOf = (dbFile: string) =>
  query<{ front: string; back: string; topic: string | null }>(
    dbFile,
    'SELECT f.front, f.back, t.name AS topic FROM flashcards f LEFT JOIN topics t ON t.id = f.topic_id ORDER BY f.id',
  );

describe('Anki import', () => {
  it('imports an .apkg written by a third-party writer (anki-apkg-export), HTML reduced, media kept or listed missing', async () => {
    const apkg = new AnkiExport('Third Party Deck');
    apkg.addMedia('anki.png', Buffer.from('PNGDATA'));
    apkg.addCard('What does <b>HTML</b> &amp; CSS do?', 'Structure<br>and style');
    apkg.addCard('Card with image <img src="anki.png" />', 'A logo');
    apkg.addCard('Card with lost image <img src="gone.png">', 'Nothing');
    const file = path.join(tmp.dir, 'third.apkg');
    fs.writeFileSync(file, await apkg.save());

    const r = await importFile(file);
    expect(r.code, r.stdout).toBe(0);
    expect(r.json.data).toMatchObject({
      format: 'anki',
      collection: 'collection.anki2',
      notes: 3,
      cards_added: 3,
      topics_created: ['Third Party Deck'],
      media: { kept: ['anki.png'], missing: ['gone.png'] },
    });
    expect(cardsOf(r.db)).toEqual([
      { front: 'What does HTML & CSS do?', back: 'Structure\nand style', topic: 'Third Party Deck' },
      { front: 'Card with image [image: anki.png]', back: 'A logo', topic: 'Third Party Deck' },
      { front: 'Card with lost image [image: gone.png]', back: 'Nothing', topic: 'Third Party Deck' },
    ]);
    expect(fs.readFileSync(path.join(tmp.dir, 'media', 'anki.png'), 'utf8')).toBe('PNGDATA');
  });

  const colpkg = () =>
    buildColpkg(tmp.dir, {
      decks: [
        { id: 1, name: 'Default' },
        { id: 10, name: 'Languages::Spanish' },
      ],
      notes: [
        {
          id: 500,
          mid: BASIC_REVERSED,
          fields: ['<b>perro</b>', 'dog&nbsp;<img src="pic.jpg">'],
          cards: [
            // A review card, due 400 days after the collection was made, with Anki's FSRS memory state.
            { id: 900, ord: 0, did: 10, type: 2, due: 400, data: '{"s":12.5,"d":5.1,"dr":0.9}' },
            { id: 901, ord: 1, did: 10 },
          ],
        },
        {
          id: 501,
          mid: CLOZE,
          fields: ['{{c1::Madrid}} is the capital of {{c2::Spain::country}}', 'Extra [sound:missing.mp3]'],
          cards: [
            { id: 902, ord: 0, did: 1 },
            { id: 903, ord: 1, did: 1 },
          ],
        },
      ],
      revlog: [
        { id: (CRT + 10 * 86_400) * 1000, cid: 900, ease: 3, type: 0 },
        { id: (CRT + 11 * 86_400) * 1000, cid: 900, ease: 1, type: 1 },
        { id: (CRT + 12 * 86_400) * 1000, cid: 900, ease: 4, type: 2 },
        { id: (CRT + 13 * 86_400) * 1000, cid: 900, ease: 0, type: 4 }, // a manual reschedule: not a review
      ],
      media: { 'pic.jpg': Buffer.from('JPEGDATA') },
    });

  it('imports a .colpkg with a zstd collection.anki21b: reversed and Cloze notes, decks as topics, history and due date kept', async () => {
    const file = path.join(tmp.dir, 'current.colpkg');
    fs.writeFileSync(file, colpkg());
    const r = await importFile(file);
    expect(r.code, r.stdout).toBe(0);
    expect(r.json.data).toMatchObject({
      collection: 'collection.anki21b',
      notes: 2,
      cards_added: 4,
      reviews_imported: 3,
      topics_created: ['Languages::Spanish', 'Default'],
      media: { kept: ['pic.jpg'], missing: ['missing.mp3'] },
    });
    expect(cardsOf(r.db)).toEqual([
      { front: 'perro', back: 'dog [image: pic.jpg]', topic: 'Languages::Spanish' },
      { front: 'dog [image: pic.jpg]', back: 'perro', topic: 'Languages::Spanish' },
      {
        front: '[...] is the capital of Spain',
        back: 'Madrid is the capital of Spain\n\nExtra [sound: missing.mp3]',
        topic: 'Default',
      },
      {
        front: 'Madrid is the capital of [country]',
        back: 'Madrid is the capital of Spain\n\nExtra [sound: missing.mp3]',
        topic: 'Default',
      },
    ]);
    const [reviewed] = query<{
      due_at: string;
      stability: number;
      difficulty: number;
      reps: number;
      lapses: number;
      state: string;
    }>(r.db, "SELECT due_at, stability, difficulty, reps, lapses, state FROM flashcards WHERE front = 'perro'");
    expect(reviewed).toMatchObject({
      due_at: new Date((CRT + 400 * 86_400) * 1000).toISOString(),
      stability: 12.5,
      difficulty: 5.1,
      reps: 3,
      state: 'review', // good → again (still learning, no lapse) → easy
    });
    expect(query<{ rating: string }>(r.db, 'SELECT rating FROM review_log ORDER BY id').map((x) => x.rating)).toEqual([
      'good',
      'again',
      'easy',
    ]);
    expect(fs.readFileSync(path.join(tmp.dir, 'media', 'pic.jpg'), 'utf8')).toBe('JPEGDATA');
  });

  it('skips or updates duplicates (same front in a topic) as chosen, counting each', async () => {
    const file = path.join(tmp.dir, 'again.colpkg');
    fs.writeFileSync(file, colpkg());
    expect((await importFile(file)).json.data.cards_added).toBe(4);
    const skipped = await importFile(file);
    expect(skipped.json.data).toMatchObject({ cards_added: 0, duplicates_skipped: 4, cards_updated: 0 });
    const updated = await importFile(file, '--duplicates', 'update');
    expect(updated.json.data).toMatchObject({ cards_added: 0, duplicates_skipped: 0, cards_updated: 4 });
    expect(cardsOf(updated.db)).toHaveLength(4);
  });

  it('a file that is not a readable package is a structured error and writes nothing', async () => {
    const cases: [string, Uint8Array, RegExp][] = [
      ['text.apkg', Buffer.from('hello'), /text\.apkg: is not an Anki package \(not a zip file/],
      [
        'empty.apkg',
        zipSync({ 'readme.txt': Buffer.from('x') }),
        /no collection\.anki21b, collection\.anki21 or collection\.anki2/,
      ],
      [
        'broken.colpkg',
        zipSync({ 'collection.anki21b': Buffer.from('not zstd') }),
        /collection\.anki21b cannot be decompressed/,
      ],
      [
        'notsql.apkg',
        zipSync({ 'collection.anki2': Buffer.from('not sqlite at all, just text') }),
        /notsql\.apkg: collection\.anki2 is not/,
      ],
    ];
    for (const [name, bytes, pattern] of cases) {
      const file = path.join(tmp.dir, name);
      fs.writeFileSync(file, bytes);
      const r = await importFile(file);
      expect(r.code, name).toBe(1);
      expect(r.json.error.code).toBe('validation_error');
      expect(r.json.error.message).toMatch(pattern);
      expect(cardsOf(r.db)).toEqual([]);
    }
  });
});

describe('Anki export', () => {
  it('quire export --format apkg writes a package a third-party reader (anki-reader) opens, with decks per topic', async () => {
    const { readAnkiPackage } = await import('anki-reader');
    const dbFile = path.join(tmp.dir, 'src.db');
    const seed = path.join(tmp.dir, 'seed.tsv');
    fs.writeFileSync(seed, '#separator:tab\n#deck column:3\nperro\tdog <&>\tSpanish\ngato\t"cat\nline one"\n');
    expect((await cli(['--db', dbFile, 'import', seed, '--quiet'])).code).toBe(0);

    const out = path.join(tmp.dir, 'quire.apkg');
    const r = await cli(['--db', dbFile, 'export', '--format', 'apkg', '--out', out, '--quiet']);
    expect(r.code, r.stdout).toBe(0);
    expect(JSON.parse(r.stdout).data.counts).toEqual({ cards: 2 });

    const { collection } = await readAnkiPackage(new Blob([fs.readFileSync(out)]));
    const decks = Object.values(collection.getDecks());
    const seen = decks.flatMap((d) =>
      Object.values(d.getCards()).map((c) => ({ deck: d.getName(), front: c.getFront(), back: c.getBack() })),
    );
    expect(seen.sort((a, b) => a.front.localeCompare(b.front))).toEqual(
      [
        { deck: 'Default', front: 'gato', back: 'cat<br>line one' },
        { deck: 'Spanish', front: 'perro', back: 'dog &lt;&amp;&gt;' },
      ].sort((a, b) => a.front.localeCompare(b.front)),
    );
  });

  it('a Quire .apkg imports back into Quire with the same cards, topics and due days', async () => {
    const src = path.join(tmp.dir, 'src.colpkg');
    fs.writeFileSync(src, colpkgForRoundTrip(tmp.dir));
    const first = await importFile(src);
    expect(first.code, first.stdout).toBe(0);
    const out = path.join(tmp.dir, 'back.apkg');
    expect((await cli(['--db', first.db, 'export', '--format', 'apkg', '--out', out, '--quiet'])).code).toBe(0);
    const second = path.join(tmp.dir, 'second.db');
    const r = await cli(['--db', second, 'import', out, '--quiet']);
    expect(r.code, r.stdout).toBe(0);
    expect(cardsOf(second)).toEqual(cardsOf(first.db));
    const dueDays = (f: string) =>
      query<{ d: string }>(
        f,
        "SELECT substr(due_at, 1, 10) AS d FROM flashcards WHERE state = 'review' ORDER BY id",
      ).map((x) => x.d);
    expect(dueDays(second)).toEqual(dueDays(first.db));
    expect(dueDays(second)).toHaveLength(1);
  });
});

function colpkgForRoundTrip(dir: string) {
  return buildColpkg(dir, {
    decks: [{ id: 10, name: 'Biology::Cells' }],
    notes: [
      {
        id: 1,
        mid: BASIC_REVERSED,
        fields: ['Mitochondria', 'Powerhouse<br>of the cell'],
        cards: [{ id: 11, ord: 0, did: 10, type: 2, due: 500 }],
      },
      { id: 2, mid: CLOZE, fields: ['{{c1::DNA}} lives in the nucleus', ''], cards: [{ id: 12, ord: 0, did: 10 }] },
    ],
    revlog: [{ id: (CRT + 5 * 86_400) * 1000, cid: 11, ease: 3 }],
  });
}
