import { parse } from 'csv-parse/sync';
import { clozeCards, hasCloze, htmlToCardText } from './cardText';
import type { IncomingCard } from './cardImport';
import { badFile } from './failure';

/**
 * Anki's text import/export headers (`#separator:tab`, `#html:true`, `#columns:Front\tBack`,
 * `#deck:Spanish`, `#notetype:Basic (and reversed card)`, `#deck column:3`, …), read from the
 * leading `#key:value` lines.
 */
export interface TextHeaders {
  separator?: string;
  html?: boolean;
  columns?: string[];
  deck?: string;
  notetype?: string;
  deckColumn?: number;
  notetypeColumn?: number;
}

const SEPARATORS: Record<string, string> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  space: ' ',
  pipe: '|',
  colon: ':',
};
const HEADER = /^#([a-z ]+):(.*)$/i;
const KNOWN = new Set([
  'separator',
  'html',
  'columns',
  'deck',
  'notetype',
  'tags',
  'guid column',
  'deck column',
  'notetype column',
  'tags column',
]);

/** The headers and the line the data starts on; `found` is false for a file with none. */
export function readTextHeaders(
  text: string,
  file: string,
): { headers: TextHeaders; bodyStart: number; found: boolean } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headers: TextHeaders = {};
  let columns: string | undefined;
  let i = 0;
  for (; i < lines.length; i++) {
    const m = HEADER.exec(lines[i]!);
    if (!m || !KNOWN.has(m[1]!.toLowerCase())) break;
    const key = m[1]!.toLowerCase();
    const value = m[2]!.trim();
    const bad = (why: string) => badFile(file, `line ${i + 1}: ${why}`, [{ field: `line ${i + 1}`, message: why }]);
    if (key === 'separator') {
      const sep = SEPARATORS[value.toLowerCase()] ?? (value.length === 1 ? value : undefined);
      if (!sep)
        throw bad(
          `#separator:${value} is not a separator (Tab, Comma, Semicolon, Space, Pipe, Colon or one character).`,
        );
      headers.separator = sep;
    } else if (key === 'html') {
      if (!/^(true|false)$/i.test(value)) throw bad('#html: must be true or false.');
      headers.html = value.toLowerCase() === 'true';
    } else if (key === 'deck') headers.deck = value;
    else if (key === 'notetype') headers.notetype = value;
    else if (key === 'columns')
      columns = value; // split once the separator is known
    else if (key === 'deck column' || key === 'notetype column') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) throw bad(`#${key}: must be a column number (1, 2, …).`);
      headers[key === 'deck column' ? 'deckColumn' : 'notetypeColumn'] = n;
    }
  }
  if (columns !== undefined)
    headers.columns = columns.split(headers.separator ?? (columns.includes('\t') ? '\t' : ',')).map((c) => c.trim());
  return { headers, bodyStart: i, found: i > 0 };
}

function guessSeparator(ext: string, firstLine: string): string {
  if (ext === '.tsv') return '\t';
  if (ext === '.csv') return firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  return firstLine.includes('\t') ? '\t' : firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

function columnIndex(columns: string[] | undefined, names: string[], fallback: number): number {
  const i = columns?.findIndex((c) => names.includes(c.toLowerCase())) ?? -1;
  return i >= 0 ? i : fallback;
}

/**
 * Cards from an Anki-style text file or a plain two-column CSV/TSV: Basic notes give one card,
 * "…reversed…" note types two, Cloze notes one per deletion. Decks become topics (`::` children
 * keep their full path); a file without a deck uses `defaultTopic`.
 */
export function textCards(text: string, file: string, ext: string, defaultTopic: string | null): IncomingCard[] {
  const { headers, bodyStart } = readTextHeaders(text, file);
  const bodyLines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(bodyStart);
  const body = bodyLines.join('\n');
  const separator = headers.separator ?? guessSeparator(ext, bodyLines.find((l) => l.trim()) ?? '');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, {
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as never;
  } catch (e) {
    throw badFile(
      file,
      `cannot be read as ${separator === '\t' ? 'TSV' : 'CSV'} (${e instanceof Error ? e.message : String(e)}).`,
    );
  }
  const front = columnIndex(headers.columns, ['front', 'text', 'question'], 0);
  const back = columnIndex(headers.columns, ['back', 'back extra', 'extra', 'answer'], 1);
  const asText = (v: string | undefined) => (headers.html ? htmlToCardText(v ?? '') : (v ?? '').trim());
  const cards: IncomingCard[] = [];
  for (const { record, info } of records) {
    const where = `line ${bodyStart + info.lines}`;
    const deck = headers.deckColumn ? record[headers.deckColumn - 1] : headers.deck;
    const notetype = (headers.notetypeColumn ? record[headers.notetypeColumn - 1] : headers.notetype) ?? '';
    const topic = deck?.trim() ? deck.trim() : defaultTopic;
    const first = asText(record[front]);
    const second = asText(record[back]);
    if (/cloze/i.test(notetype) || (!notetype && hasCloze(first))) {
      const deletions = clozeCards(first);
      if (deletions.length === 0)
        throw badFile(file, `${where}: a Cloze note without a {{c1::…}} deletion.`, [
          { field: where, message: 'no cloze deletion' },
        ]);
      for (const c of deletions)
        cards.push({ where, front: c.front, back: second ? `${c.back}\n\n${second}` : c.back, topic });
      continue;
    }
    if (record.length < 2 && !headers.columns)
      throw badFile(
        file,
        `${where}: expected two columns (front${separator === '\t' ? ' TAB ' : separator}back), found one.`,
        [{ field: where, message: 'expected two columns' }],
      );
    cards.push({ where, front: first, back: second, topic });
    if (/revers/i.test(notetype)) cards.push({ where: `${where} (reverse)`, front: second, back: first, topic });
  }
  return cards;
}
