/** A flashcard written inside a note, with the 1-based line it starts on. */
export interface NoteCard {
  front: string;
  back: string;
  line: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CLOZE = /==([^=\n]+?)==|\{\{c\d+::([^}]*?)(?:::([^}]*))?\}\}/g;

/** The paragraph with cloze deletion `k` hidden ("[...]" or its hint) and the others shown. */
function clozeFront(text: string, k: number): { front: string; answer: string } {
  let i = 0;
  let answer = '';
  const front = text.replace(CLOZE, (_m, hl: string | undefined, c: string | undefined, hint: string | undefined) => {
    const shown = hl ?? c ?? '';
    if (i++ !== k) return shown;
    answer = shown;
    return hint ? `[${hint}]` : '[...]';
  });
  return { front, answer };
}

/**
 * Cards written the way Obsidian spaced-repetition users write them:
 * `Question::Answer`, `Question:::Answer` (also reversed), a paragraph split by a line `?`
 * (or `??` for both ways), and cloze deletions `==text==` / `{{c1::text}}` (one card each).
 * Fenced code is skipped.
 *
 * @example
 *   noteCards('Capital of France::Paris') // → [{ front: 'Capital of France', back: 'Paris', line: 1 }]
 */
export function noteCards(text: string): NoteCard[] {
  const lines = text.split(/\r?\n/);
  const cards: NoteCard[] = [];
  let fence: string | null = null;
  let para: { text: string; line: number }[] = [];
  const flushParagraph = () => {
    const sep = para.findIndex((l) => l.text.trim() === '?' || l.text.trim() === '??');
    if (sep > 0 && sep < para.length - 1) {
      const front = para
        .slice(0, sep)
        .map((l) => l.text)
        .join('\n')
        .trim();
      const back = para
        .slice(sep + 1)
        .map((l) => l.text)
        .join('\n')
        .trim();
      cards.push({ front, back, line: para[0]!.line });
      if (para[sep]!.text.trim() === '??') cards.push({ front: back, back: front, line: para[0]!.line });
    } else if (para.length) {
      const joined = para.map((l) => l.text).join('\n');
      const count = [...joined.matchAll(CLOZE)].length;
      for (let k = 0; k < count; k++) {
        const { front, answer } = clozeFront(joined, k);
        if (answer.trim()) cards.push({ front: front.trim(), back: answer.trim(), line: para[0]!.line });
      }
    }
    para = [];
  };
  lines.forEach((line, i) => {
    const f = FENCE.exec(line);
    if (f) {
      flushParagraph();
      if (fence === null) fence = f[1]![0]!;
      else if (f[1]![0] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    const inline = /^(.*?\S)\s*(:{2,3})\s*(\S.*)$/.exec(line);
    // A URL's colons are not a card separator.
    if (inline && !inline[1]!.includes('://') && !line.includes('{{c')) {
      flushParagraph();
      const [, q, sep, a] = inline;
      const front = q!.replace(/^\s*(?:[-*+]|\d+\.)\s+/, '').trim();
      cards.push({ front, back: a!.trim(), line: i + 1 });
      if (sep === ':::') cards.push({ front: a!.trim(), back: front, line: i + 1 });
      return;
    }
    if (!line.trim() || /^ {0,3}#/.test(line)) flushParagraph();
    else para.push({ text: line, line: i + 1 });
  });
  flushParagraph();
  return cards.filter((c) => c.front && c.back);
}
