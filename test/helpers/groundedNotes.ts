import type { Core } from '../../src-main/core/app';
import { materialFolder } from './materials';

/**
 * Writes study notes into a fresh folder and imports it through the real `import_materials`
 * tool, as the Materials view does: the real parsers, chunking and FTS5 index behind answers.
 * Returns the folder (call `cleanup`).
 *
 * @example
 *   const notes = await importNotes(core, { 'cells.md': '# Cells\n\nOsmosis is …' });
 */
export async function importNotes(core: Core, files: Record<string, string>) {
  const folder = materialFolder(files);
  const r = await core.registry.call('import_materials', { paths: [folder.dir] }, { origin: 'ui' });
  if (!r.result.ok) throw new Error(`import failed: ${JSON.stringify(r.result.error)}`);
  const data = r.result.data as { errors: number; details: { errors: unknown[] } };
  if (data.errors > 0) throw new Error(`import reported errors: ${JSON.stringify(data.details.errors)}`);
  return folder;
}

/** Two short chapters with known answers, used by the grounded-answer tests. */
export const BIOLOGY_NOTES = {
  'biology/cells.md': [
    '# Cells',
    '',
    'Cells are the smallest units of life.',
    '',
    '## Transport',
    '',
    'Osmosis is the movement of water across a semi-permeable membrane, from a dilute solution to a concentrated one.',
    'Diffusion moves particles from high to low concentration without energy.',
    '',
    '## Division',
    '',
    'Mitosis produces two identical daughter cells; meiosis produces four gametes with half the chromosomes.',
    '',
  ].join('\n'),
  'history/rome.md': [
    '# Rome',
    '',
    '## Republic',
    '',
    'The Roman Republic was governed by two consuls elected every year.',
    '',
  ].join('\n'),
};
