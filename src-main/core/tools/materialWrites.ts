import { type z } from 'zod';
import { err, ok } from '../../../src-shared/result';
import { getMaterial, setMaterialTopic } from '../db/queries/materials';
import { describeEdit, planEdit, writeAtomically, type EditTarget } from '../materials/edit';
import { recordMaterialEdit } from '../materials/editUndo';
import { reindexMaterial } from '../materials/reindex';
import {
  importMaterials,
  rescanMaterials,
  type ImportOptions,
  type MaterialChangeSummary,
} from '../materials/importer';
import { rerootLibrary } from '../materials/libraries';
import { defineTool, type DataChange, type ToolContext } from './define';
import { loadMaterial } from './materials';
import { topicForWrite } from './topicFields';
import {
  importMaterialsInput,
  rescanMaterialsInput,
  rerootMaterialLibraryInput,
  editMaterialInput,
  setMaterialTopicInput,
} from '../../../src-shared/tools/inputs/materialWrites';
import { TOOL } from '../../../src-shared/tools/names';

/** Import options from the call's context: the size limit setting, the clock, cancel and progress. */
export function importOptions(ctx: ToolContext): ImportOptions {
  return {
    maxFileBytes: ctx.settings.materials_max_file_mb * 1_000_000,
    now: ctx.now,
    signal: ctx.signal,
    onProgress: (p) =>
      ctx.progress({ done: p.files_done, total: p.files_total, message: `${p.bytes_done}/${p.bytes_total} bytes` }),
    // Recorded under the call's one change, so `undo` takes the whole import or rescan back.
    write: (fn) => ctx.write(fn),
  };
}

/** Reads back the bytes in an import progress message ("1200/4800 bytes", written above). */
export function importBytesOf(message: string | undefined): { bytes_done: number | null; bytes_total: number | null } {
  const m = /^(\d+)\/(\d+) bytes$/.exec(message ?? '');
  return m ? { bytes_done: Number(m[1]), bytes_total: Number(m[2]) } : { bytes_done: null, bytes_total: null };
}

/** A summary as tools return it: counts, the paths in details, and what changed for the renderer. */
function summaryOutput(s: MaterialChangeSummary) {
  const { material_ids, ...data } = s;
  return { ...ok(data), changes: material_ids.length ? [{ entity_type: 'material', ids: material_ids }] : [] };
}

export const importMaterialsTool = defineTool({
  name: TOOL.import_materials,
  description:
    'Import study material files or folders (Markdown, plain text, reStructuredText, HTML, PDF) so they can be ' +
    'searched and cited. A folder becomes a library; files already indexed are skipped unless changed. ' +
    'Use when the student asks to add notes, a book or a folder. Returns { added, updated, unchanged, removed, errors, ' +
    'cancelled, details: { added, updated, unchanged, removed: [path], ' +
    'errors: [{ path, reason }] } }; a file that cannot be read is reported and the rest still import.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  managesTransactions: true,
  input: importMaterialsInput,
  examples: [{ paths: ['/home/ana/notes'] }],
  run: async (input, ctx) => summaryOutput(await importMaterials(ctx.db, input.paths, importOptions(ctx))),
});

export const rescanMaterialsTool = defineTool({
  name: TOOL.rescan_materials,
  description:
    'Re-read the material libraries: only files whose content hash changed are re-indexed, new files are added, ' +
    'deleted files dropped. Returns { added, updated, unchanged, removed, errors, cancelled, details } with the ' +
    'paths in details. Use when the student says they changed their notes.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  managesTransactions: true,
  input: rescanMaterialsInput,
  examples: [{}],
  run: async (_input, ctx) => summaryOutput(await rescanMaterials(ctx.db, importOptions(ctx))),
});

export const rerootLibraryTool = defineTool({
  name: TOOL.reroot_material_library,
  description:
    'Point a material library at the folder it moved to (or its place on this machine after a restore). Paths ' +
    'inside stay relative, so nothing is re-imported. Use when a library folder is reported missing. Returns { library_id, root, materials }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: rerootMaterialLibraryInput,
  examples: [{ old_root: '/home/ana/notes', new_root: '/media/usb/notes' }],
  run: (input, ctx) => {
    const r = rerootLibrary(ctx.db, input.old_root, input.new_root);
    return r.ok ? { ...r, changes: [{ entity_type: 'material', ids: [] }] } : r;
  },
});

const targetOf = (i: z.output<typeof editMaterialInput>): EditTarget =>
  i.section !== undefined ? { section: i.section } : { start_byte: i.start_byte!, end_byte: i.end_byte! };

export const editMaterial = defineTool({
  name: TOOL.edit_material,
  description:
    "Change the text of one of the student's Markdown, text or reStructuredText files: replace a byte span or a " +
    "section's body (by heading path). Use only when the student asks to change their notes; it always asks first. expected_hash must be the file's current " +
    'content_hash, else conflict "stale" and nothing is written. Returns { material_id, new_hash }.',
  category: 'action',
  annotations: { readOnly: false, destructive: true, idempotent: false },
  managesTransactions: true,
  input: editMaterialInput,
  examples: [
    { material_id: 1, expected_hash: 'a'.repeat(64), section: 'Lists', replacement: 'Lists hold items in order.' },
    { material_id: 1, expected_hash: 'b'.repeat(64), start_byte: 10, end_byte: 20, replacement: 'new text' },
  ],
  summarize: (input, ctx) => {
    const m = loadMaterial(ctx.db, input.material_id);
    if ('ok' in m) return m;
    const plan = planEdit(m, input.expected_hash, targetOf(input), input.replacement);
    return plan.ok ? ok(describeEdit(m, plan.data)) : plan;
  },
  run: async (input, ctx) => {
    const m = loadMaterial(ctx.db, input.material_id);
    if ('ok' in m) return m;
    const plan = planEdit(m, input.expected_hash, targetOf(input), input.replacement);
    if (!plan.ok) return plan;
    writeAtomically(plan.data.abs, plan.data.after);
    // The index rewrite, the note cards it touches and the file's bytes before and after are one
    // recorded change: undo puts the file back (materials/editUndo.ts) and reverts the rest.
    const { before, after } = plan.data;
    const re = await reindexMaterial(ctx.db, getMaterial(ctx.db, m.id)!, ctx.now(), {
      write: (fn) => ctx.write(fn),
      alongside: () => recordMaterialEdit(ctx.db, m.id, before, after, ctx.now()),
    });
    if (!re.ok) {
      return err(
        'conflict',
        `The file was written but could not be re-indexed (${re.reason}); rescan_materials retries.`,
        {
          reason: 'invalid_transition',
        },
      );
    }
    return { ...ok({ material_id: m.id, new_hash: re.hash }), changes: [{ entity_type: 'material', ids: [m.id] }] };
  },
});

export const setMaterialTopicTool = defineTool({
  name: TOOL.set_material_topic,
  description:
    'File a study material under a topic (subject), so the topic gathers its reading with its cards, tasks and ' +
    'plans; topic_name null takes it out of its topic. A new name creates the topic. Use for "this PDF is for ' +
    'Biology". Returns { material_id, title, topic }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: setMaterialTopicInput,
  examples: [
    { material_id: 1, topic_name: 'Biology' },
    { material_id: 1, topic_name: null },
  ],
  run: (input, ctx) => {
    const m = loadMaterial(ctx.db, input.material_id);
    if ('ok' in m) return m;
    const changes: DataChange[] = [];
    const topicId =
      input.topic_name === null ? null : topicForWrite(ctx.db, input.topic_name, ctx.now().toISOString(), changes);
    // Already there: nothing to write, so nothing for undo to take back.
    if (m.topic_id !== topicId) {
      setMaterialTopic(ctx.db, m.id, topicId);
      changes.push({ entity_type: 'material', ids: [m.id] });
    }
    return { ...ok({ material_id: m.id, title: m.title, topic: getMaterial(ctx.db, m.id)!.topic }), changes };
  },
});

export const MATERIAL_WRITE_TOOLS = [
  importMaterialsTool,
  rescanMaterialsTool,
  rerootLibraryTool,
  editMaterial,
  setMaterialTopicTool,
];
