import type { NoteCard } from './noteCardParse';

import type { MaterialFormat } from '../../../src-shared/materialFormats';
export { MATERIAL_FORMATS, type MaterialFormat } from '../../../src-shared/materialFormats';

/**
 * One stretch of a document under one heading path. `raw` is the section's body as the parser
 * sees it; for text formats it is a slice of the file starting at byte `startByte`, so chunk
 * byte spans are exact. Derived formats (HTML, PDF) have no byte spans (`startByte` null) and
 * PDF sections carry the page each stretch starts on.
 */
export interface ParsedSection {
  headings: string[];
  raw: string;
  startByte: number | null;
  /** PDF: page numbers (1-based) and the char offsets in `raw` where each page begins. */
  pages?: { page: number; offset: number }[];
}

export interface ParsedDocument {
  title: string;
  sections: ParsedSection[];
  tags: string[];
}

/** A parser turns the file's bytes into sections; `clean` turns a raw slice into indexable text. */
export interface FormatParser {
  parse(bytes: Uint8Array, fileName: string): ParsedDocument | Promise<ParsedDocument>;
  clean(raw: string): string;
}

/** One chunk, ready to be stored. `position` counts from 0 within the material. */
export interface MaterialChunk {
  position: number;
  section: string;
  text: string;
  startByte: number | null;
  endByte: number | null;
  page: number | null;
  hash: string;
}

/** Everything the worker sends back for one file; the main thread writes it in one transaction. */
export interface PreparedMaterial {
  absPath: string;
  format: MaterialFormat;
  title: string;
  tags: string[];
  byteLen: number;
  modifiedMs: number;
  contentHash: string;
  chunks: MaterialChunk[];
  /** Text formats only: the flashcards written in the note (parsed in the worker, like the chunks). */
  noteCards: NoteCard[] | null;
}

/** The separator between heading levels in a `section` path: "Tutorial > Lists > Slicing". */
export const SECTION_SEPARATOR = ' > ';
