import type { FormatParser, ParsedDocument } from '../types';
import { buildSections, decodeUtf8, linesWithOffsets, titleFromFileName, type HeadingMark } from './sections';

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*#*[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** YAML front matter's `title` and `tags` (inline list, dash list or space/comma separated). */
function frontMatter(text: string): { title: string | null; tags: string[]; end: number } {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(text);
  if (!m) return { title: null, tags: [], end: 0 };
  const yaml = m[1]!;
  const title = /^title:[ \t]*["']?(.*?)["']?[ \t]*$/m.exec(yaml)?.[1]?.trim() || null;
  const tags: string[] = [];
  const tagLine = /^tags:[ \t]*(.*)$/m.exec(yaml);
  if (tagLine) {
    const inline = tagLine[1]!.replace(/^\[|\]$/g, '').trim();
    if (inline) tags.push(...inline.split(/[,\s]+/));
    else {
      const after = yaml.slice(tagLine.index + tagLine[0].length);
      for (const d of after.matchAll(/^[ \t]*-[ \t]+(.+)$/gm)) {
        if (
          after
            .slice(0, d.index)
            .split('\n')
            .some((l) => l && !/^[ \t]*-/.test(l))
        )
          break;
        tags.push(d[1]!);
      }
    }
  }
  const clean = tags.map((t) => t.replace(/^["'#]+|["']+$/g, '').trim()).filter(Boolean);
  return { title, tags: clean, end: m[0].length };
}

/** ATX (`## Lists`) and setext (underlined) headings outside fenced code. */
export function markdownHeadings(text: string, from: number): HeadingMark[] {
  const marks: HeadingMark[] = [];
  let fence: string | null = null;
  const lines = linesWithOffsets(text).filter((l) => l.start >= from);
  lines.forEach((l, i) => {
    const f = FENCE.exec(l.line);
    if (f) {
      if (fence === null) fence = f[1]![0]!;
      else if (f[1]![0] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    const atx = ATX.exec(l.line);
    if (atx) {
      marks.push({ level: atx[1]!.length, title: (atx[2] ?? '').trim(), start: l.start, bodyStart: l.next });
      return;
    }
    // Setext: a one-line paragraph underlined with = (level 1) or - (level 2).
    const prev = lines[i - 1];
    const before = lines[i - 2];
    const setext = SETEXT.exec(l.line);
    const oneLine = prev && prev.line.trim() && !ATX.exec(prev.line) && (!before || !before.line.trim());
    if (setext && oneLine) {
      marks.push({
        level: setext[1]![0] === '=' ? 1 : 2,
        title: prev.line.trim(),
        start: prev.start,
        bodyStart: l.next,
      });
    }
  });
  return marks.filter((m) => m.title);
}

/** Markdown reduced to its words: links and images to their text, emphasis marks and comments dropped. */
function cleanMarkdown(raw: string): string {
  return raw
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\[([^\]|]*\|)?([^\]]*)\]\]/g, '$2')
    .replace(/(\*\*|__|==)(?=\S)([\s\S]*?\S)\1/g, '$2');
}

export const markdownParser: FormatParser = {
  parse(bytes, fileName): ParsedDocument {
    const text = decodeUtf8(bytes);
    const fm = frontMatter(text);
    const marks = markdownHeadings(text, fm.end);
    const h1 = marks.find((m) => m.level === 1)?.title;
    return {
      title: fm.title ?? h1 ?? titleFromFileName(fileName),
      tags: fm.tags,
      sections: buildSections(text, marks, fm.end),
    };
  },
  clean: cleanMarkdown,
};

export const textParser: FormatParser = {
  parse(bytes, fileName): ParsedDocument {
    const text = decodeUtf8(bytes);
    return { title: titleFromFileName(fileName), tags: [], sections: buildSections(text, []) };
  },
  clean: (raw) => raw,
};
