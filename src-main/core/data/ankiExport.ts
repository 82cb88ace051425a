import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { zipSync } from 'fflate';
import type { ExportCard } from './cardSelection';

/**
 * Cards as an Anki package (`.apkg`) in the legacy `collection.anki2` layout (schema 11), which
 * every Anki since 2.1 imports: one Basic note per card, one deck per topic, and each card's
 * schedule carried over (review cards keep their due day and interval; Anki with FSRS on also
 * reads the memory state from cards.data).
 */
const SCHEMA_11 = `
  CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
    ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
    models text not null, decks text not null, dconf text not null, tags text not null);
  CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
    usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
    flags integer not null, data text not null);
  CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
    mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
    ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
    odue integer not null, odid integer not null, flags integer not null, data text not null);
  CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
    ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
  CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
  CREATE INDEX ix_notes_usn ON notes (usn);
  CREATE INDEX ix_cards_usn ON cards (usn);
  CREATE INDEX ix_revlog_usn ON revlog (usn);
  CREATE INDEX ix_cards_nid ON cards (nid);
  CREATE INDEX ix_cards_sched ON cards (did, queue, due);
  CREATE INDEX ix_revlog_cid ON revlog (cid);
  CREATE INDEX ix_notes_csum ON notes (csum);
`;

const MODEL_ID = 1_700_000_000_001;
const DAY_S = 86_400;

function basicModel(nowS: number) {
  const field = (name: string, ord: number) => ({
    name,
    ord,
    sticky: false,
    rtl: false,
    font: 'Arial',
    size: 20,
    media: [],
  });
  return {
    [MODEL_ID]: {
      id: MODEL_ID,
      name: 'Basic (Quire)',
      type: 0,
      mod: nowS,
      usn: -1,
      sortf: 0,
      did: 1,
      tmpls: [
        {
          name: 'Card 1',
          ord: 0,
          qfmt: '{{Front}}',
          afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
          did: null,
          bqfmt: '',
          bafmt: '',
        },
      ],
      flds: [field('Front', 0), field('Back', 1)],
      css: '.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }',
      latexPre:
        '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
      latexPost: '\\end{document}',
      tags: [],
      vers: [],
      req: [[0, 'any', [0]]],
    },
  };
}

function deck(id: number, name: string, nowS: number) {
  return {
    id,
    name,
    mod: nowS,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

const DECK_CONFIG = {
  1: {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { delays: [1, 10], ints: [1, 4, 0], initialFactor: 2500, order: 1, perDay: 20, bury: false },
    rev: { perDay: 200, ease4: 1.3, ivlFct: 1, maxIvl: 36500, hardFactor: 1.2, bury: false },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 1 },
  },
};

/** Plain card text as an Anki field: HTML-escaped, new lines as <br>. */
function toField(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
}

/** Anki's duplicate checksum: the first 8 hex digits of the SHA-1 of the sort field. */
function checksum(text: string): number {
  return parseInt(crypto.createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
}

/** A card's schedule in Anki's terms: type/queue, the due number (position, day or second) and interval. */
function schedule(c: ExportCard, position: number, crtS: number) {
  const dueS = Math.floor(new Date(c.due_at).getTime() / 1000);
  if (c.state === 'review')
    return {
      type: 2,
      queue: 2,
      due: Math.max(0, Math.floor((dueS - crtS) / DAY_S)),
      ivl: Math.max(1, c.scheduled_days),
    };
  if (c.state === 'learning' || c.state === 'relearning')
    return { type: c.state === 'learning' ? 1 : 3, queue: 1, due: dueS, ivl: 0 };
  return { type: 0, queue: 0, due: position, ivl: 0 };
}

export function cardsToApkg(cards: ExportCard[], now: Date = new Date()): Uint8Array {
  const nowS = Math.floor(now.getTime() / 1000);
  // The collection "was created" at the start of the earliest day any card was made or is due (an
  // overdue card may be due before it was made here, e.g. after an Anki import), so due days are ≥ 0.
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
  const oldest = cards.reduce((m, c) => Math.min(m, seconds(c.created_at), seconds(c.due_at)), nowS);
  const crtS = oldest - (oldest % DAY_S);
  const deckIds = new Map<string, number>([['Default', 1]]);
  for (const c of cards) if (c.topic && !deckIds.has(c.topic)) deckIds.set(c.topic, 1_700_000_000_000 + deckIds.size);
  const decks = Object.fromEntries([...deckIds].map(([name, id]) => [id, deck(id, name, nowS)]));

  const db = new Database(':memory:');
  try {
    db.exec(SCHEMA_11);
    db.prepare("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')").run(
      crtS,
      now.getTime(),
      now.getTime(),
      JSON.stringify({
        nextPos: cards.length + 1,
        estTimes: true,
        activeDecks: [1],
        sortType: 'noteFld',
        timeLim: 0,
        sortBackwards: false,
        addToCur: true,
        curDeck: 1,
        newSpread: 0,
        dueCounts: true,
        curModel: String(MODEL_ID),
        collapseTime: 1200,
      }),
      JSON.stringify(basicModel(nowS)),
      JSON.stringify(decks),
      JSON.stringify(DECK_CONFIG),
    );
    const note = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const card = db.prepare('INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, 2500, ?, ?, 0, 0, 0, 0, ?)');
    db.transaction(() => {
      cards.forEach((c, i) => {
        // Ids are Anki's millisecond timestamps; the card id keeps them unique and stable across exports.
        const id = crtS * 1000 + c.id;
        note.run(
          id,
          `quire-${c.id}`,
          MODEL_ID,
          nowS,
          `${toField(c.front)}\x1f${toField(c.back)}`,
          c.front,
          checksum(c.front),
        );
        const s = schedule(c, i + 1, crtS);
        const data = c.reps > 0 && c.stability > 0 ? JSON.stringify({ s: c.stability, d: c.difficulty }) : '';
        card.run(
          id,
          id,
          deckIds.get(c.topic ?? 'Default')!,
          nowS,
          s.type,
          s.queue,
          s.due,
          s.ivl,
          c.reps,
          c.lapses,
          data,
        );
      });
    })();
    return zipSync({ 'collection.anki2': db.serialize(), media: new TextEncoder().encode('{}') });
  } finally {
    db.close();
  }
}
