/** A line that starts a block of its own in Markdown or reST: a list item, a heading, a quote, a table row, code. */
const BLOCK_START = /^(\s|[-*+]\s|\d+[.)]\s|#|>|\||```|::|\.\.\s)/;
/** A line kept whole: a block's start, or a card written in the note ("front::back"). */
const ownLine = (line: string) => BLOCK_START.test(line) || line.includes('::');

/**
 * A passage as a reader shows it: lines the author wrapped by hand (at 80 or 100 columns) joined
 * into their paragraph, so the window wraps them — kept as written, they broke mid-sentence
 * ("…turns carbon / dioxide…") wherever the window was narrower than the file. Blank lines, list
 * items, headings, quotes, tables, indented code and cards written in the note ("front::back") keep
 * their own lines, as Markdown renders them.
 *
 * @example
 *   reflowParagraphs('Plants make food\nfrom light.\n\n- one\n- two') // 'Plants make food from light.\n\n- one\n- two'
 */
export function reflowParagraphs(text: string): string {
  const lines = text.split('\n');
  let out = lines[0] ?? '';
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1]!;
    const line = lines[i]!;
    const joins = prev.trim() !== '' && line.trim() !== '' && !ownLine(line) && !ownLine(prev) && !/ {2}$/.test(prev);
    out += (joins ? ' ' : '\n') + line;
  }
  return out;
}
