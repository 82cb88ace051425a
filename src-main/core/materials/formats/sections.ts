import type { ParsedSection } from '../types';

/** A heading found in a text file: its level, its text, where its markup starts and its body starts. */
export interface HeadingMark {
  level: number;
  title: string;
  /** Char offset of the first line of the heading's markup. */
  start: number;
  /** Char offset just past the heading's markup. */
  bodyStart: number;
}

/** Bytes → text, keeping a BOM as a character so char offsets map exactly onto byte offsets. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new Error('the file is not valid UTF-8 text');
  }
}

/** The lines of `text` with the char offset each starts at (line text without its newline). */
export function linesWithOffsets(text: string): { line: string; start: number; next: number }[] {
  const out: { line: string; start: number; next: number }[] = [];
  let start = 0;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const next = nl < 0 ? text.length : nl + 1;
    out.push({ line: text.slice(start, end).replace(/\r$/, ''), start, next });
    start = next;
  }
  return out;
}

/**
 * Heading marks → sections with heading paths. Text before the first heading is a section with
 * an empty path; a heading pops every open heading of its level or deeper.
 */
export function buildSections(text: string, marks: readonly HeadingMark[], from = 0): ParsedSection[] {
  const sections: ParsedSection[] = [];
  let charAt = 0;
  let byteAt = 0;
  const byteOf = (char: number) => {
    byteAt += Buffer.byteLength(text.slice(charAt, char));
    charAt = char;
    return byteAt;
  };
  const push = (headings: string[], start: number, end: number) => {
    const raw = text.slice(start, end);
    if (raw.trim() || headings.length) sections.push({ headings, raw, startByte: byteOf(start) });
  };
  push([], from, marks[0]?.start ?? text.length);
  const stack: { level: number; title: string }[] = [];
  marks.forEach((m, i) => {
    while (stack.length && stack[stack.length - 1]!.level >= m.level) stack.pop();
    stack.push({ level: m.level, title: m.title });
    push(
      stack.map((h) => h.title),
      m.bodyStart,
      marks[i + 1]?.start ?? text.length,
    );
  });
  return sections;
}

/** "notes/Lists and tuples.md" → "Lists and tuples". */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.[^.]+$/, '').trim() || base;
}
