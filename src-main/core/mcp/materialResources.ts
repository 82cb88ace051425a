import type { Resource, TextResourceContents } from '@modelcontextprotocol/sdk/types.js';
import type { Db } from '../db/connection';
import { chunksOf, getMaterial, listMaterialRows } from '../db/queries/materials';
import { sectionSizes } from '../materials/study';
import type { ResourceProvider } from './resources';

const URI = /^quire:\/\/material\/(\d+)(?:\?section=(\d+))?$/;

/** A material's sections in order, each with its text (chunks joined, overlaps included). */
function sectionsOf(db: Db, materialId: number): { section: string; text: string }[] {
  const out: { section: string; text: string }[] = [];
  for (const c of chunksOf(db, materialId)) {
    const last = out.at(-1);
    if (last && last.section === c.section) last.text += `\n\n${c.text}`;
    else out.push({ section: c.section, text: c.text });
  }
  return out;
}

/**
 * Each imported material as an MCP resource, `quire://material/<id>`, read as Markdown with its
 * sections; `quire://material/<id>?section=<n>` (n from 1, listed in the description) is one
 * section, so a host can attach a single chapter.
 */
export function materialProvider(db: Db): ResourceProvider {
  return {
    list: (): Resource[] =>
      listMaterialRows(db).map((m) => {
        const sections = sectionSizes(chunksOf(db, m.id)).map((s, i) => `${i + 1}. ${s.section || '(start)'}`);
        return {
          uri: `quire://material/${m.id}`,
          name: m.rel_path,
          title: m.title,
          description: `Study material (${m.format}). Sections, readable alone as ?section=N: ${sections.slice(0, 40).join('; ')}${sections.length > 40 ? '; …' : ''}`,
          mimeType: 'text/markdown',
        };
      }),
    read: async (uri): Promise<TextResourceContents[] | null> => {
      const match = URI.exec(uri);
      if (!match) return null;
      const m = getMaterial(db, Number(match[1]));
      if (!m) return null;
      const sections = sectionsOf(db, m.id);
      const wanted = match[2] === undefined ? null : Number(match[2]);
      if (wanted !== null && (wanted < 1 || wanted > sections.length)) return null;
      const shown = wanted === null ? sections : [sections[wanted - 1]!];
      const text = [
        `# ${m.title}`,
        `Source: ${m.rel_path}`,
        ...shown.map((s) => `\n## ${s.section || '(start)'}\n\n${s.text}`),
      ].join('\n');
      return [{ uri, mimeType: 'text/markdown', text }];
    },
  };
}
