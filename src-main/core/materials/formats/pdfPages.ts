// What a PDF's pages hold besides the text to study, and where its bookmarked headings start.

/** Text folded for finding a heading: lowercased, typographic quotes and dashes plain, spaces collapsed. */
function foldForSearch(text: string): { folded: string; at: number[] } {
  let folded = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let c = text[i]!;
    if (/\s/.test(c)) {
      if (/\s$/.test(folded)) {
        if (c === '\n') folded = `${folded.slice(0, -1)}\n`;
        continue;
      }
      c = c === '\n' ? '\n' : ' ';
    } else {
      c = c
        .toLowerCase()
        .replace(/[\u2018\u2019\u201b`´]/, "'")
        .replace(/[\u201c\u201d]/, '"')
        .replace(/[\u2010-\u2014]/, '-');
    }
    folded += c;
    at.push(i);
  }
  return { folded, at };
}

// What may stand before a heading on its line: nothing, or its number ("4.6", "A.2", "Chapter 3").
const HEADING_LABEL = /(?:^|\n)\s*(?:(?:chapter|appendix|part|section)\s+)?(?:[\da-z]{1,3}(?:\.\d{1,3})*\.?)?\s*$/;

/**
 * Where a bookmark's heading starts on its page, at or after char `from`: the first place the
 * title begins a line (after its number, if any), else the first place it occurs at all; -1 when
 * the page does not hold it. Matching the whole title, not its first word, keeps "The mail system"
 * from being cut at the page's first "The".
 */
export function headingOffset(pageText: string, title: string, from = 0): number {
  const page = foldForSearch(pageText);
  const wanted = foldForSearch(title.trim()).folded.replace(/\n/g, ' ');
  if (!wanted) return -1;
  const start = page.at.findIndex((i) => i >= from);
  if (start < 0) return -1;
  let first = -1;
  for (let i = page.folded.indexOf(wanted, start); i >= 0; i = page.folded.indexOf(wanted, i + 1)) {
    if (first < 0) first = i;
    if (HEADING_LABEL.test(page.folded.slice(Math.max(0, i - 24), i))) return page.at[i]!;
  }
  return first < 0 ? -1 : page.at[first]!;
}

// A line of a table of contents or an index: words, then leader dots or a space or comma, then a
// page number (arabic or roman) or a list of them. Letters are required, so a table of numbers is not one.
const NAV_LINE =
  /^(?=.*\p{L}{2}).{0,100}?(?:(?:\s*\.){3,}\s*|[\s,]\s*)(?:\d{1,4}|[ivxlc]{1,6})(?:\s*[,\u2013-]\s*\d{1,4})*\s*$/iu;

/**
 * Is a page a table of contents, a list of tables or an index? Most of its lines point at pages.
 * Such pages repeat every heading and term of the book next to page numbers: indexed, they outrank
 * the passages they point to.
 */
export function isNavigationPage(text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim());
  return lines.length >= 8 && lines.filter((l) => NAV_LINE.test(l.trim())).length >= 0.6 * lines.length;
}

// A contents or index entry with leader dots ("error messages . . . . 7"), which body text hardly has.
const LEADER_LINE = /^(?=.*\p{L}{2}).{0,100}?(?:\s*\.){3,}\s*(?:\d{1,4}|[ivxlc]{1,6})\s*$/iu;

/**
 * A page's text without its runs of four or more leader-dot entries (an index or a contents list
 * that starts or ends partway down a page), letting through the one- or two-character group
 * headings ("A", "#") between entries.
 */
function withoutEntryRuns(lines: readonly string[]): string[] {
  const drop = new Set<number>();
  let run: number[] = [];
  const close = () => {
    if (run.filter((i) => LEADER_LINE.test(lines[i]!.trim())).length >= 4) run.forEach((i) => drop.add(i));
    run = [];
  };
  lines.forEach((l, i) => {
    if (LEADER_LINE.test(l.trim()) || (run.length && l.trim().length <= 2)) run.push(i);
    else close();
  });
  close();
  return lines.filter((_, i) => !drop.has(i));
}

/** A running header or footer line with its page numbers masked, so every page's copy compares equal. */
const runningKey = (line: string) => line.trim().replace(/\d+/g, '#').replace(/\s+/g, ' ');

/**
 * Pages with running headers and footers removed (a first or last line repeated, page numbers
 * aside, on at least three pages and a twentieth of them: "Debian Reference 72 / 233"), navigation
 * pages emptied and runs of index entries on other pages dropped. Headers add the book's title words to every passage; they are not its content.
 * The page count is kept, so page numbers stay right.
 */
export function cleanPages(pages: readonly string[]): string[] {
  const lines = pages.map((p) => p.split('\n'));
  const edges = (ls: string[]) => {
    const kept = ls.map((l, i) => [l, i] as const).filter(([l]) => l.trim());
    return [kept[0], kept.at(-1)].filter((x) => x !== undefined);
  };
  const seen = new Map<string, number>();
  for (const ls of lines) {
    for (const key of new Set(edges(ls).map(([l]) => runningKey(l)))) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const repeated = (l: string) => (seen.get(runningKey(l)) ?? 0) >= Math.max(3, pages.length / 20);
  return lines.map((ls) => {
    const drop = new Set(
      edges(ls)
        .filter(([l]) => repeated(l))
        .map(([, i]) => i),
    );
    const text = ls.filter((_, i) => !drop.has(i)).join('\n');
    return isNavigationPage(text) ? '' : withoutEntryRuns(text.split('\n')).join('\n');
  });
}
