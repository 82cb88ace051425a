import { describe, expect, it } from 'vitest';
import { htmlParser } from '../../../src-main/core/materials/formats/html';
import { markdownParser } from '../../../src-main/core/materials/formats/markdown';
import { rstParser } from '../../../src-main/core/materials/formats/rst';
import type { ParsedDocument } from '../../../src-main/core/materials/types';

const enc = (s: string) => new TextEncoder().encode(s);
const paths = (d: ParsedDocument) => d.sections.map((s) => s.headings.join(' > '));

describe('Markdown', () => {
  it('reads ATX and setext headings, front matter title and tags, and ignores # inside code', () => {
    const md = [
      '---',
      'title: Cell biology',
      'tags: [biology, cells]',
      '---',
      'Intro line.',
      '',
      'Organelles',
      '==========',
      '',
      '```python',
      '# not a heading',
      '```',
      '',
      '## Mitochondria ##',
      'Make ATP.',
      '',
      'Membranes',
      '---------',
      'Lipid bilayer.',
    ].join('\n');
    const doc = markdownParser.parse(enc(md), 'cells.md') as ParsedDocument;
    expect(doc.title).toBe('Cell biology');
    expect(doc.tags).toEqual(['biology', 'cells']);
    expect(paths(doc)).toEqual(['', 'Organelles', 'Organelles > Mitochondria', 'Organelles > Membranes']);
    expect(doc.sections[1]!.raw).toContain('# not a heading');
  });
});

describe('reStructuredText', () => {
  it('levels headings by adornment style in order of appearance and reduces roles to text', () => {
    const rst = [
      '=========',
      'The Guide',
      '=========',
      '',
      'Lists',
      '-----',
      '',
      'Use :func:`len` and :meth:`~list.append` on a `list <https://x.org>`_; see ``sorted``.',
      '',
      'Slicing',
      '~~~~~~~',
      '',
      'Text.',
      '',
      'Tuples',
      '-----',
      '',
      '.. note:: Tuples are immutable.',
    ].join('\n');
    const doc = rstParser.parse(enc(rst), 'guide.rst.txt') as ParsedDocument;
    expect(doc.title).toBe('The Guide');
    expect(paths(doc).filter(Boolean)).toEqual([
      'The Guide',
      'The Guide > Lists',
      'The Guide > Lists > Slicing',
      'The Guide > Tuples',
    ]);
    const lists = doc.sections.find((s) => s.headings.at(-1) === 'Lists')!;
    expect(rstParser.clean(lists.raw).trim()).toBe('Use len and append on a list; see sorted.');
    const tuples = doc.sections.find((s) => s.headings.at(-1) === 'Tuples')!;
    expect(rstParser.clean(tuples.raw).trim()).toBe('Tuples are immutable.');
  });
});

describe('HTML', () => {
  it('keeps the main content of a Sphinx-like page and drops its navigation, sidebar and footer', () => {
    const html = `<!doctype html><html><head><title>Lists — Docs</title><script>var x = "script text";</script></head>
      <body><div class="related" role="navigation"><a href="#">previous</a> | <a href="#">next</a></div>
      <div class="document"><div class="documentwrapper"><div class="body" role="main">
        <section><h1>Lists<a class="headerlink" href="#lists">¶</a></h1><p>A list is ordered.</p>
        <section><h2>Slicing</h2><p>Slices copy.</p><pre>a[1:2]</pre></section></section>
      </div></div>
      <div class="sphinxsidebar" role="navigation"><h3>Table of contents</h3><p>sidebar words</p></div></div>
      <div class="footer">© Copyright footer words</div></body></html>`;
    const doc = htmlParser.parse(enc(html), 'lists.html') as ParsedDocument;
    expect(doc.title).toBe('Lists');
    expect(paths(doc)).toEqual(['Lists', 'Lists > Slicing']);
    const all = doc.sections.map((s) => s.raw).join(' ');
    expect(all).toContain('A list is ordered.');
    expect(all).toContain('a[1:2]');
    for (const chrome of ['previous', 'sidebar words', 'footer words', 'script text', '¶'])
      expect(all).not.toContain(chrome);
  });

  it('falls back to Readability for a page without a marked main region', () => {
    const body = '<p>' + 'Photosynthesis turns light into chemical energy in the chloroplast. '.repeat(12) + '</p>';
    const html = `<html><head><title>Plants</title></head><body><div id="menu"><a href="/">Home</a></div>
      <div><h2>Photosynthesis</h2>${body}${body}</div></body></html>`;
    const doc = htmlParser.parse(enc(html), 'plants.html') as ParsedDocument;
    expect(paths(doc)).toContain('Photosynthesis');
    expect(doc.sections.map((s) => s.raw).join(' ')).toContain('chloroplast');
  });
});

describe('PDF', () => {
  it('takes sections from the outline, keeps page numbers and repairs words hyphenated across lines', async () => {
    const { pdfParser } = await import('../../../src-main/core/materials/formats/pdf');
    const { chunkSections } = await import('../../../src-main/core/materials/chunking');
    const { tinyPdf } = await import('../../fixtures/tinyPdf');
    const bytes = tinyPdf(
      [
        ['Preface', 'Why this guide exists.'],
        ['Chapter One', 'Photosynthesis converts light into chem-', 'ical energy in plants.'],
        ['Chapter Two', 'Respiration releases energy.'],
      ],
      [
        { title: 'Chapter One', page: 2 },
        { title: 'Chapter Two', page: 3 },
      ],
    );
    // poppler, which Quire does not use, reads the same text: the fixture is a real PDF.
    const { execFileSync } = await import('node:child_process');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quire-pdf-')), 'guide.pdf');
    fs.writeFileSync(file, bytes);
    expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('Respiration releases energy.');
    const doc = await pdfParser.parse(bytes, 'guide.pdf');
    expect(paths(doc)).toEqual(['', 'Chapter One', 'Chapter Two']);
    const chunks = chunkSections(doc.sections, pdfParser.clean);
    expect(chunks.map((c) => [c.section, c.page])).toEqual([
      ['', 1],
      ['Chapter One', 2],
      ['Chapter Two', 3],
    ]);
    expect(chunks[1]!.text).toContain('chemical energy');
  });
});

describe('PDF pages', () => {
  const parse = async (pages: string[][], outline: { title: string; page: number }[]) => {
    const { pdfParser } = await import('../../../src-main/core/materials/formats/pdf');
    const { tinyPdf } = await import('../../fixtures/tinyPdf');
    return pdfParser.parse(tinyPdf(pages, outline), 'guide.pdf');
  };

  it('starts a bookmarked section where its whole title begins a line, not at an earlier word of it', async () => {
    const doc = await parse(
      [
        [
          'Cells',
          'The membrane holds the cell together.',
          'Mail goes out from the nucleus as RNA.',
          'The mail system',
          'Vesicles carry proteins to the membrane.',
        ],
      ],
      [
        { title: 'Cells', page: 1 },
        { title: 'The mail system', page: 1 },
      ],
    );
    const section = (title: string) => doc.sections.find((s) => s.headings.at(-1) === title)!.raw;
    // Cutting at the page's first "The" gave "Cells" nothing and "The mail system" its text.
    expect(section('Cells')).toContain('The membrane holds the cell together.');
    expect(section('Cells')).toContain('Mail goes out from the nucleus');
    expect(section('The mail system').trim()).toMatch(/^The mail system\s+Vesicles carry proteins/);
  });

  it('drops running headers, table-of-contents pages and index entries, keeping page numbers right', async () => {
    const { chunkSections } = await import('../../../src-main/core/materials/chunking');
    const { pdfParser } = await import('../../../src-main/core/materials/formats/pdf');
    const header = (n: number) => `Guide to Cells ${n} / 5`;
    const contents = [
      header(1),
      'Contents',
      ...['Membranes', 'Nucleus', 'Mitochondria', 'Ribosomes', 'Vesicles', 'Lysosomes', 'Index'].map(
        (t, i) => `${t} . . . . . . . . ${i + 2}`,
      ),
    ];
    const doc = await parse(
      [
        contents,
        [header(2), 'Membranes', 'A membrane holds the cell.'],
        [header(3), 'Nucleus', 'The nucleus keeps the DNA.'],
        [header(4), 'Mitochondria', 'Mitochondria make ATP.'],
        [
          header(5),
          'Ribosomes',
          'Ribosomes build proteins.',
          'Index',
          'A',
          'ATP . . . . . . . . 4',
          'B',
          'bilayer . . . . . . . 2',
          'DNA . . . . . . . . . 3',
          'nucleus . . . . . . . 3',
        ],
      ],
      [
        { title: 'Membranes', page: 2 },
        { title: 'Nucleus', page: 3 },
        { title: 'Mitochondria', page: 4 },
        { title: 'Ribosomes', page: 5 },
      ],
    );
    const chunks = chunkSections(doc.sections, pdfParser.clean);
    const all = chunks.map((c) => c.text).join('\n');
    expect(all).not.toContain('Guide to Cells');
    expect(all).not.toContain('. . . .');
    expect(all).toContain('Ribosomes build proteins.');
    expect(chunks.map((c) => [c.section, c.page])).toEqual([
      ['Membranes', 2],
      ['Nucleus', 3],
      ['Mitochondria', 4],
      ['Ribosomes', 5],
    ]);
  });
});
