import { convert } from 'html-to-text';

/** Media a field names: `<img src="a.png">` and Anki's `[sound:b.mp3]`. */
export function mediaReferences(html: string): string[] {
  const names = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const name = m[1] ?? m[2] ?? m[3];
    if (name && !/^(https?|data):/i.test(name)) names.add(decodeURIComponent(name));
  }
  for (const m of html.matchAll(/\[sound:([^\]]+)\]/g)) names.add(m[1]!);
  return [...names];
}

/**
 * An Anki field (HTML) reduced to the plain text a Quire card holds: tags dropped, entities
 * decoded, line breaks and blocks kept as new lines, an image kept as `[image: name]` so the
 * student still sees that the card had one.
 */
export function htmlToCardText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'image_name' },
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable' },
    ],
    formatters: {
      image_name: (elem, _walk, builder) => {
        const src = (elem as { attribs?: Record<string, string> }).attribs?.src;
        if (src) builder.addInline(`[image: ${decodeURIComponent(src)}]`);
      },
    },
  })
    .replace(/\u00a0/g, ' ')
    .replace(/\[sound:([^\]]+)\]/g, '[sound: $1]')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const CLOZE = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/**
 * Anki's Cloze note as one question/answer pair per deletion number: the question hides that
 * deletion as `[...]` (or `[hint]`) and shows the others; the answer is the whole text.
 *
 * @example
 *   clozeCards('{{c1::Paris}} is in {{c2::France}}')
 *   // → [{ front: '[...] is in France', back: 'Paris is in France' }, { front: 'Paris is in [...]', back: … }]
 */
export function clozeCards(text: string): { ordinal: number; front: string; back: string }[] {
  const numbers = [...new Set([...text.matchAll(CLOZE)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  const back = text.replace(CLOZE, (_m, _n, answer: string) => answer);
  return numbers.map((n) => ({
    ordinal: n,
    front: text.replace(CLOZE, (_m, k: string, answer: string, hint?: string) =>
      Number(k) === n ? `[${hint ?? '...'}]` : answer,
    ),
    back,
  }));
}

export function hasCloze(text: string): boolean {
  return new RegExp(CLOZE.source).test(text);
}
