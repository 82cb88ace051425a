import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { FormatParser, ParsedDocument, ParsedSection } from '../types';
import { decodeUtf8, titleFromFileName } from './sections';

// Page chrome: never study content. Sphinx marks its sidebars, relation bars and footers with these.
const CHROME =
  'script, style, noscript, template, nav, header, footer, aside, form, iframe, svg, [role=navigation], ' +
  '[role=banner], [role=contentinfo], [role=search], .sphinxsidebar, .related, .footer, .headerlink, .toctree-wrapper, ' +
  '.navigation, .breadcrumb, .breadcrumbs, #sidebar, .sidebar, .mobile-nav, .copybutton';
// Where documentation generators put the main text, most specific first.
const MAIN = '[role=main], main, article, div.body, div.document, #content, .content';
const HEADING = /^H([1-6])$/;
const BLOCK = new Set(
  'P DIV LI UL OL DL DT DD PRE BLOCKQUOTE TABLE TR SECTION ARTICLE FIGURE FIGCAPTION BR HR TD TH'.split(' '),
);

interface Node {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<Node>;
}

/** Walks the content in document order: h1–h6 open sections, everything else is body text. */
function sectionsOf(root: Node): { sections: ParsedSection[]; firstH1: string | null } {
  const sections: ParsedSection[] = [];
  const stack: { level: number; title: string }[] = [];
  let body = '';
  let firstH1: string | null = null;
  const flush = () => {
    const raw = body
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
    if (raw.trim() || stack.length) sections.push({ headings: stack.map((h) => h.title), raw, startByte: null });
    body = '';
  };
  const walk = (n: Node) => {
    if (n.nodeType === 3) {
      body += (n.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (n.nodeType !== 1) return;
    const h = HEADING.exec(n.nodeName.toUpperCase());
    if (h) {
      const title = (n.textContent ?? '')
        .replace(/[¶#]\s*$/, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (!title) return;
      flush();
      const level = Number(h[1]);
      if (level === 1 && firstH1 === null) firstH1 = title;
      while (stack.length && stack[stack.length - 1]!.level >= level) stack.pop();
      stack.push({ level, title });
      return;
    }
    const block = BLOCK.has(n.nodeName.toUpperCase());
    if (block) body += '\n';
    if (n.nodeName.toUpperCase() === 'PRE') body += `${n.textContent ?? ''}\n`;
    else for (const c of Array.from(n.childNodes)) walk(c);
    if (block) body += '\n';
  };
  walk(root);
  flush();
  return { sections, firstH1 };
}

/**
 * HTML → main content only. Page chrome is removed first; a documentation page's marked main
 * region is used when there is one, else Mozilla Readability picks the article.
 */
export const htmlParser: FormatParser = {
  parse(bytes, fileName): ParsedDocument {
    const html = decodeUtf8(bytes);
    const { document } = parseHTML(html);
    const pageTitle = document.querySelector('title')?.textContent?.trim() ?? '';
    for (const el of Array.from(document.querySelectorAll(CHROME)) as { remove(): void }[]) el.remove();
    let main: Node | null = document.querySelector(MAIN) as unknown as Node | null;
    if (!main) {
      const article = new Readability(document as unknown as Document, { keepClasses: false }).parse();
      if (article?.content)
        main = parseHTML(`<html><body>${article.content}</body></html>`).document.body as unknown as Node;
    }
    main ??= document.body as unknown as Node;
    const { sections, firstH1 } = sectionsOf(main);
    const title = firstH1 ?? (pageTitle.split(/\s+[—–|-]\s+/)[0] || titleFromFileName(fileName));
    return { title, tags: [], sections };
  },
  clean: (raw) => raw,
};
