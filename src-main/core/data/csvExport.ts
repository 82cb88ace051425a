import { stringify } from 'csv-stringify/sync';
import type { ExportCard } from './cardSelection';

/**
 * Cards in Anki's text format: tab-separated, plain text, the topic as a deck column. Anki's
 * "Import File" reads the headers and files every card under its deck; `quire import` reads it back.
 *
 * @example
 *   #separator:tab
 *   #html:false
 *   #notetype:Basic
 *   #columns:Front	Back	Deck
 *   #deck column:3
 *   hola	hello	Spanish
 */
export function cardsToAnkiText(cards: ExportCard[]): string {
  const header = ['#separator:tab', '#html:false', '#notetype:Basic', '#columns:Front\tBack\tDeck', '#deck column:3'];
  const rows = stringify(
    cards.map((c) => [c.front, c.back, c.topic ?? '']),
    { delimiter: '\t', record_delimiter: '\n', quoted_match: /[\t\n"]/ },
  );
  return `${header.join('\n')}\n${rows}`;
}
