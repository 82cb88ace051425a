import type { FormatParser, ParsedDocument } from '../types';
import { buildSections, decodeUtf8, linesWithOffsets, titleFromFileName, type HeadingMark } from './sections';

// A line of one repeated punctuation character (reST allows any printable non-alphanumeric ASCII).
const ADORNMENT = /^([!-/:-@[-`{-~])\1+[ \t]*$/;

/**
 * Section titles from underline (and optional overline) adornments. reST has no fixed levels:
 * each new style (character, with or without overline) met in the file is one level deeper
 * than the styles met before it.
 */
export function rstHeadings(text: string): HeadingMark[] {
  const lines = linesWithOffsets(text);
  const styles: string[] = [];
  const marks: HeadingMark[] = [];
  const blank = (i: number) => i < 0 || !lines[i]!.line.trim();
  for (let i = 1; i < lines.length; i++) {
    const under = ADORNMENT.exec(lines[i]!.line);
    const title = lines[i - 1]!.line;
    if (!under || !title.trim() || ADORNMENT.test(title)) continue;
    if (lines[i]!.line.trim().length < Math.min(3, title.trim().length)) continue;
    const over = i >= 2 && lines[i - 2]!.line.trim() === lines[i]!.line.trim();
    // Only an overlined title may be indented; an indented line above an underline is body text.
    if (/^\s/.test(title) && !over) continue;
    if (!(over ? blank(i - 3) : blank(i - 2))) continue;
    const style = `${under[1]}${over ? 'o' : 'u'}`;
    if (!styles.includes(style)) styles.push(style);
    marks.push({
      level: styles.indexOf(style) + 1,
      title: cleanRst(title.trim()),
      start: lines[over ? i - 2 : i - 1]!.start,
      bodyStart: lines[i]!.next,
    });
  }
  return marks;
}

/** reST inline markup reduced to its text: :func:`len` → len, `Python <https://…>`_ → Python. */
export function cleanRst(raw: string): string {
  return raw
    .replace(/^\.\. (?:_[^:]*:|\|[^|]*\|)?.*$(?:\n(?:[ \t]+.*)?$)*/gm, (block) =>
      // Directives keep their content (a note's text); comments, targets and substitution defs go.
      /^\.\. [\w-]+::/.test(block) ? block.replace(/^\.\. [\w-]+::[ \t]*/, '').replace(/^[ \t]+:[\w-]+:.*$/gm, '') : '',
    )
    .replace(/:[\w.+-]+(?::[\w.+-]+)*:`([^`]+)`/g, (_m, inner: string) => {
      const shown = inner.replace(/\s*<[^>]*>$/, '');
      return shown.startsWith('~') ? (shown.slice(1).split('.').pop() ?? shown) : shown.replace(/^!/, '');
    })
    .replace(/`([^`<]+?)\s*<[^>]*>`__?/g, '$1')
    .replace(/``([^`]+)``/g, '$1')
    .replace(/`([^`]+)`_{0,2}/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, '$1$2')
    .replace(/::$/gm, ':');
}

export const rstParser: FormatParser = {
  parse(bytes, fileName): ParsedDocument {
    const text = decodeUtf8(bytes);
    const marks = rstHeadings(text);
    const top = marks.find((m) => m.level === 1)?.title;
    return {
      title: top ?? titleFromFileName(fileName.replace(/\.txt$/i, '')),
      tags: [],
      sections: buildSections(text, marks),
    };
  },
  clean: cleanRst,
};
