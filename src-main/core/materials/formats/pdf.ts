import { getDocumentProxy } from 'unpdf';
import type { FormatParser, ParsedDocument, ParsedSection } from '../types';
import { cleanPages, headingOffset } from './pdfPages';
import { titleFromFileName } from './sections';

interface OutlineNode {
  title: string;
  dest: string | unknown[] | null;
  items: OutlineNode[];
}

type PdfDoc = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Words broken across line ends ("informa-\ntion") joined again; soft hyphens dropped. */
export function repairHyphenation(text: string): string {
  return text.replace(/\u00ad\n?/g, '').replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2');
}

async function pageTexts(pdf: PdfDoc): Promise<string[]> {
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str;
      if (item.hasEOL) text += '\n';
    }
    pages.push(repairHyphenation(text));
    page.cleanup();
  }
  return cleanPages(pages);
}

/** The outline flattened to (heading path, page index), resolving named and explicit destinations. */
async function outlineEntries(pdf: PdfDoc): Promise<{ headings: string[]; page: number }[]> {
  const outline = ((await pdf.getOutline()) ?? []) as OutlineNode[];
  const out: { headings: string[]; page: number }[] = [];
  const visit = async (nodes: OutlineNode[], parents: string[]) => {
    for (const n of nodes) {
      const title = n.title.replace(/\s+/g, ' ').trim();
      const headings = title ? [...parents, title] : parents;
      try {
        const dest = typeof n.dest === 'string' ? await pdf.getDestination(n.dest) : n.dest;
        const ref = dest?.[0];
        const page =
          typeof ref === 'number'
            ? ref
            : ref
              ? await pdf.getPageIndex(ref as Parameters<PdfDoc['getPageIndex']>[0])
              : null;
        if (page !== null && title) out.push({ headings, page });
      } catch {
        // An outline entry pointing nowhere is skipped; its children may still resolve.
      }
      await visit(n.items ?? [], headings);
    }
  };
  await visit(outline, []);
  return out;
}

/**
 * PDF → sections from the outline (bookmarks) when there is one, each starting where its title
 * appears on its page; every stretch keeps the page it is on. Without an outline, one section.
 */
export const pdfParser: FormatParser = {
  async parse(bytes, fileName): Promise<ParsedDocument> {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const pages = await pageTexts(pdf);
      const meta = await pdf.getMetadata().catch(() => null);
      const info = meta?.info as { Title?: string } | undefined;
      const starts: number[] = [];
      let full = '';
      for (const p of pages) {
        starts.push(full.length);
        full += `${p}\n\n`;
      }
      const entries = await outlineEntries(pdf);
      // Where each outline entry starts: its title on its page if found there (after the entry
      // before it on the same page), else the page top.
      const cuts: { headings: string[]; offset: number }[] = [];
      let last = { page: -1, at: 0 };
      for (const e of entries.filter((x) => x.page >= 0 && x.page < pages.length)) {
        const from = last.page === e.page ? last.at : 0;
        const at = headingOffset(pages[e.page]!, e.headings.at(-1)!, from);
        last = { page: e.page, at: at < 0 ? from : at };
        cuts.push({ headings: e.headings, offset: starts[e.page]! + last.at });
      }
      cuts.sort((a, b) => a.offset - b.offset);
      const pagesIn = (from: number, to: number) =>
        starts
          .map((s, i) => ({ page: i + 1, offset: s - from }))
          .filter((p, i) => starts[i]! < to && (starts[i + 1] ?? Infinity) > from)
          .map((p) => ({ page: p.page, offset: Math.max(0, p.offset) }));
      const sections: ParsedSection[] = [];
      const add = (headings: string[], from: number, to: number) => {
        if (to > from)
          sections.push({ headings, raw: full.slice(from, to), startByte: null, pages: pagesIn(from, to) });
      };
      add([], 0, cuts[0]?.offset ?? full.length);
      cuts.forEach((c, i) => add(c.headings, c.offset, cuts[i + 1]?.offset ?? full.length));
      const title = info?.Title?.trim() || titleFromFileName(fileName);
      return { title, tags: [], sections };
    } finally {
      await pdf.loadingTask.destroy();
    }
  },
  clean: (raw) => raw.replace(/[ \t]+/g, ' '),
};
