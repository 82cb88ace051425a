import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DataFailure } from '../../src-main/core/data/failure';
import { importPath } from '../../src-main/core/data/importFile';
import { cli } from '../helpers/cli';
import { memoryDb, tempDir } from '../helpers/db';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

function write(name: string, text: string): string {
  const file = path.join(tmp.dir, name);
  fs.writeFileSync(file, text);
  return file;
}

async function importCli(file: string, ...flags: string[]) {
  const db = path.join(tmp.dir, 'q.db');
  const r = await cli(['--db', db, 'import', file, '--quiet', ...flags]);
  return { ...r, json: JSON.parse(r.stdout || 'null'), db };
}

async function cardsIn(dbFile: string) {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(dbFile, { readonly: true });
  try {
    return db
      .prepare(
        'SELECT f.front, f.back, t.name AS topic FROM flashcards f LEFT JOIN topics t ON t.id = f.topic_id ORDER BY f.id',
      )
      .all() as { front: string; back: string; topic: string | null }[];
  } finally {
    db.close();
  }
}

describe('Anki text format (CSV/TSV/TXT)', () => {
  it('reads #separator:tab, #html:true, #columns, #deck and a reversed #notetype', async () => {
    const file = write(
      'spanish.txt',
      [
        '#separator:tab',
        '#html:true',
        '#columns:Front\tBack\tTags',
        '#deck:Spanish::Verbs',
        '#notetype:Basic (and reversed card)',
        '<b>hablar</b>\tto speak &amp; talk\tverbs',
        'comer\tto eat<br>(food)\tverbs',
      ].join('\n'),
    );
    const r = await importCli(file);
    expect(r.code, r.stdout).toBe(0);
    expect(r.json.data).toMatchObject({ format: 'text', cards_added: 4, topics_created: ['Spanish::Verbs'] });
    expect(await cardsIn(r.db)).toEqual([
      { front: 'hablar', back: 'to speak & talk', topic: 'Spanish::Verbs' },
      { front: 'to speak & talk', back: 'hablar', topic: 'Spanish::Verbs' },
      { front: 'comer', back: 'to eat\n(food)', topic: 'Spanish::Verbs' },
      { front: 'to eat\n(food)', back: 'comer', topic: 'Spanish::Verbs' },
    ]);
  });

  it('reads #separator:Semicolon with #deck column and #notetype column, Cloze notes giving a card per deletion', async () => {
    const file = write(
      'mixed.csv',
      [
        '#separator:Semicolon',
        '#html:false',
        '#deck column:3',
        '#notetype column:4',
        'Capital of Peru?;Lima;Geography;Basic',
        '{{c1::Paris}} is the capital of {{c2::France::country}};;Geography;Cloze',
      ].join('\n'),
    );
    const r = await importCli(file);
    expect(r.code, r.stdout).toBe(0);
    expect(await cardsIn(r.db)).toEqual([
      { front: 'Capital of Peru?', back: 'Lima', topic: 'Geography' },
      { front: '[...] is the capital of France', back: 'Paris is the capital of France', topic: 'Geography' },
      { front: 'Paris is the capital of [country]', back: 'Paris is the capital of France', topic: 'Geography' },
    ]);
  });

  it('reads #separator:Comma with quoted fields holding commas, quotes and new lines', async () => {
    const file = write('quoted.csv', '#separator:Comma\n"a, b","say ""hi""\nthen leave"\n');
    const r = await importCli(file, '--topic', 'Phrases');
    expect(r.code, r.stdout).toBe(0);
    expect(await cardsIn(r.db)).toEqual([{ front: 'a, b', back: 'say "hi"\nthen leave', topic: 'Phrases' }]);
  });

  it('imports a plain two-column TSV as cards with --cards, and a plain .txt is a material', async () => {
    const tsv = write('plain.tsv', 'one\tuno\ntwo\tdos\n');
    const r = await importCli(tsv, '--cards');
    expect(r.code, r.stdout).toBe(0);
    expect(r.json.data.cards_added).toBe(2);
    expect((await cardsIn(r.db)).map((c) => c.topic)).toEqual([null, null]);

    // Without Anki's headers a .txt is someone's notes: `quire import` hands it to the materials importer.
    const notes = write('notes.txt', 'My lecture notes\nabout recursion.\n');
    const m = await importCli(notes);
    expect(m.code, m.stderr).toBe(0);
    expect(m.json.data).toMatchObject({ added: 1, errors: 0 });
    expect(await cardsIn(m.db)).toHaveLength(2); // the two cards above, nothing from the notes
  });

  it('skips or updates a card whose front already exists in its topic, counting each', async () => {
    const first = write('v1.txt', '#separator:tab\n#deck:Words\nhola\thello\nadiós\tbye\n');
    const second = write('v2.txt', '#separator:tab\n#deck:words\nhola\thi!\ngracias\tthanks\n');
    expect((await importCli(first)).json.data.cards_added).toBe(2);
    const skipped = await importCli(second);
    expect(skipped.json.data).toMatchObject({
      cards_added: 1,
      duplicates_skipped: 1,
      cards_updated: 0,
      topics_created: [],
    });
    expect((await cardsIn(skipped.db)).find((c) => c.front === 'hola')!.back).toBe('hello');
    const updated = await importCli(second, '--duplicates', 'update');
    expect(updated.json.data).toMatchObject({ cards_added: 0, duplicates_skipped: 0, cards_updated: 2 });
    expect((await cardsIn(updated.db)).find((c) => c.front === 'hola')!.back).toBe('hi!');
  });

  it('a bad line is an error naming the line, and nothing from the file is written', async () => {
    const file = write('bad.tsv', '#separator:tab\nfine\tok\nempty back\t\n');
    const r = await importCli(file);
    expect(r.code).toBe(1);
    expect(r.json.error).toMatchObject({ code: 'validation_error' });
    expect(r.json.error.message).toMatch(/bad\.tsv: line 3: the back is empty/);
    expect(await cardsIn(r.db)).toEqual([]);

    const sep = await importCli(write('sep.txt', '#separator:banana\na\tb\n'));
    expect(sep.json.error.message).toMatch(/line 1: #separator:banana is not a separator/);
  });

  it('any text at all gives cards or a structured error, never a crash or a partial write (property)', async () => {
    const db = await memoryDb();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.constantFrom('#separator:tab\n', '#html:true\n', ''),
        async (body, header) => {
          const file = write('p.tsv', header + body);
          const before = db.prepare('SELECT count(*) FROM flashcards').pluck().get();
          try {
            await importPath(db, file, { cards: true });
          } catch (e) {
            expect(e).toBeInstanceOf(DataFailure);
            expect(db.prepare('SELECT count(*) FROM flashcards').pluck().get()).toBe(before);
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('card text export', () => {
  it('quire export --format csv writes Anki text that imports back to the same cards, one topic with --topic', async () => {
    const src = path.join(tmp.dir, 'src.db');
    const seed = write(
      'seed.tsv',
      '#separator:tab\n#deck column:3\none\tuno\tSpanish\ntab\there "quoted"\nnew line\tSpanish\ncat\tchat\tFrench\n',
    );
    expect((await cli(['--db', src, 'import', seed, '--quiet'])).code).toBe(0);
    const out = path.join(tmp.dir, 'cards.txt');
    const exp = await cli(['--db', src, 'export', '--format', 'csv', '--out', out, '--quiet']);
    expect(exp.code, exp.stdout).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toMatch(/^#separator:tab\n#html:false\n/);
    const dst = path.join(tmp.dir, 'dst.db');
    expect((await cli(['--db', dst, 'import', out, '--quiet'])).code).toBe(0);
    expect(await cardsIn(dst)).toEqual(await cardsIn(src));

    const one = await cli(['--db', src, 'export', '--format', 'csv', '--topic', 'french', '--out', out, '--quiet']);
    expect(JSON.parse(one.stdout).data.counts).toEqual({ cards: 1 });
    const none = await cli(['--db', src, 'export', '--format', 'csv', '--topic', 'Latin', '--out', out, '--quiet']);
    expect(JSON.parse(none.stdout).error).toMatchObject({
      code: 'not_found',
      message: 'There is no topic named "Latin".',
    });
  });
});
