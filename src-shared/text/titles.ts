/**
 * Titles and lists inside an utterance: a quoted title wins over everything around it
 * (`add "essay draft" due friday p1`), and a plan's items come as a comma/semicolon/line list.
 */

// Straight double quotes, curly quotes, and single quotes that open at a word boundary (so the
// apostrophe in "mum's" is never mistaken for one).
const QUOTED = /"([^"]+)"|“([^”]+)”|‘([^’]+)’|(?:^|(?<=\s))'([^']+)'(?=\s|$|[,.!?:;])/;

export interface QuoteExtraction {
  quoted: string | null;
  /** The text with the quoted part removed. */
  rest: string;
}

/** The first quoted span and the text around it. */
export function extractQuoted(text: string): QuoteExtraction {
  const m = QUOTED.exec(text);
  if (!m || m.index === undefined) return { quoted: null, rest: text };
  const quoted = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim();
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
  return { quoted: quoted === '' ? null : quoted, rest };
}

/** Every quoted span, in order ("'front' 'back'"). */
export function allQuoted(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  for (;;) {
    const { quoted, rest: next } = extractQuoted(rest);
    if (quoted === null) return out;
    out.push(quoted);
    rest = next;
  }
}

/** First letter up, the rest as typed: "essay draft" → "Essay draft". */
export function capitalise(title: string): string {
  const t = title.trim();
  return t.charAt(0).toLocaleUpperCase() + t.slice(1);
}

/** Trims punctuation and filler left at the edges of a title once other parts were cut out. */
export function tidyTitle(title: string): string {
  return title
    .replace(/^[\s,:;.\-–—]+|[\s,:;\-–—]+$/g, '')
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A list of items as typed after "with items …": one per line or bullet, or separated by
 * semicolons, or by commas with an optional final "and"/"then".
 *
 * @example
 *   splitItems('read ch1, read ch2 and practice test') // → ['read ch1', 'read ch2', 'practice test']
 */
export function splitItems(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((l) => l !== '');
  if (lines.length > 1) return lines.map(tidyTitle).filter((l) => l !== '');
  const one = lines[0] ?? '';
  const parts = one.includes(';') ? one.split(';') : one.split(/,|\s+(?:and then|and also|then|and)\s+(?=[^,]*$)/i);
  return parts
    .flatMap((p) => p.split(/,\s*(?:and also|and|then)\s+/i))
    .map(tidyTitle)
    .filter((p) => p !== '');
}

/** Verbs a to-do starts with; "X and Y" is two tasks only when both halves start with one. */
const TODO_VERBS = new Set(
  (
    'buy call email text read write finish submit send pay book clean wash fix print pick get make cook study ' +
    'review revise practice practise prepare plan check return renew water walk feed visit meet order post mail ' +
    'file update do take bring pack learn watch listen start draft outline find collect drop tidy vacuum iron sort ' +
    'reply ask tell apply register sign upload download install charge go run edit proofread translate memorise ' +
    'memorize research phone ring message cancel rebook grab fetch wrap hand clear empty change print ' +
    // Housework: "hoover my room and take the bins out".
    'hoover mop dust sweep scrub wipe fold hang unload bake mow weed paint replace recycle defrost'
  ).split(' '),
);

const startsWithVerb = (part: string) => TODO_VERBS.has(part.trim().split(/\s+/)[0]?.toLowerCase() ?? '');

/**
 * Whether one line names several to-dos: "laundry, dishes and vacuuming" (a comma list ending in
 * "and"), or "buy milk and call grandma" (each half a verb phrase). "call mom and dad" and
 * "read and summarise chapter 3" stay one task.
 *
 * @example
 *   isSeveralInOneLine('buy milk and call grandma') // → true
 *   isSeveralInOneLine('call mom and dad')          // → false
 *   isSeveralInOneLine('read ch 2, do the sheet, email tutor') // → true
 */
export function isSeveralInOneLine(text: string): boolean {
  if (/[\r\n;]/.test(text)) return false;
  const items = splitItems(text);
  if (items.length < 2) return false;
  if (text.includes(',') && /\s(?:and|then)\s/i.test(text) && items.length >= 3)
    return items.every((i) => i.split(/\s+/).length <= 5);
  // "read chapter 2, do the worksheet, email tutor": three to-dos by commas alone, each a verb phrase.
  if (items.length >= 3 && items.every((i) => startsWithVerb(i) && i.split(/\s+/).length >= 2)) return true;
  return items.length === 2 && items.every((i) => startsWithVerb(i) && i.split(/\s+/).length >= 2);
}
