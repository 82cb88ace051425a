import type { FormatParser, MaterialFormat } from '../types';
import { markdownParser, textParser } from './markdown';

/** One parser per format: the only place a file name decides how a file is read. */
export const PARSERS: Record<MaterialFormat, () => Promise<FormatParser>> = {
  markdown: async () => markdownParser,
  text: async () => textParser,
  rst: async () => (await import('./rst')).rstParser,
  html: async () => (await import('./html')).htmlParser,
  pdf: async () => (await import('./pdf')).pdfParser,
};

/**
 * The format a file name says, or null for files Quire does not import. Sphinx ships reST
 * sources as `name.rst.txt`, so that double extension is reST, not text.
 */
export function formatOf(fileName: string): MaterialFormat | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.rst.txt') || /\.(rst|rest)$/.test(name)) return 'rst';
  if (/\.(md|markdown|mdown|mkd)$/.test(name)) return 'markdown';
  if (/\.(txt|text)$/.test(name)) return 'text';
  if (/\.(html|htm|xhtml)$/.test(name)) return 'html';
  if (name.endsWith('.pdf')) return 'pdf';
  return null;
}
