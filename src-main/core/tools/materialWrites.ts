import { z } from 'zod';
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
import { boundedText, materialIdField, topicNameField } from '../../../src-shared/tools/inputs/fields';
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
  input: z.strictObject({
    paths: z
      .array(boundedText('paths.N', 1, 4096), { error: 'paths must be a list of file or folder paths' })
      .min(1, { error: 'paths needs at least one file or folder' })
      .max(100, { error: 'paths may hold at most 100 entries' })
      .describe('Absolute paths of files or folders to import, 1–100'),
  }),
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
  input: z.strictObject({}),
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
  input: z.strictObject({
    old_root: boundedText('old_root', 1, 4096).describe('The library folder as Quire knows it'),
    new_root: boundedText('new_root', 1, 4096).describe('Where that folder is now (must exist)'),
  }),
  examples: [{ old_root: '/home/ana/notes', new_root: '/media/usb/notes' }],
  run: (input, ctx) => {
    const r = rerootLibrary(ctx.db, input.old_root, input.new_root);
    return r.ok ? { ...r, changes: [{ entity_type: 'material', ids: [] }] } : r;
  },
});

const editInput = z
  .strictObject({
    material_id: materialIdField,
    expected_hash: z
      .string({ error: 'expected_hash must be the 64-character content_hash from get_material_metadata' })
      .regex(/^[0-9a-f]{64}$/, {
        error: 'expected_hash must be the 64-character content_hash from get_material_metadata',
      })
      .describe("The file's content_hash as you last read it (get_material_metadata); a changed file is refused"),
    start_byte: z.int().min(0).optional().describe('Splice mode: first byte to replace'),
    end_byte: z.int().min(0).optional().describe('Splice mode: byte after the last one to replace'),
    section: boundedText('section', 1, 1000)
      .optional()
      .describe('Section mode: the heading path ("Lists > Slicing") or heading whose body is replaced'),
    replacement: z
      .string({ error: 'replacement must be text' })
      .max(1_000_000, { error: 'replacement must be at most 1,000,000 characters' })
      .describe('The new text'),
  })
  .refine((i) => i.section === undefined || (i.start_byte === undefined && i.end_byte === undefined), {
    error: 'give either start_byte and end_byte, or section',
    path: ['section'],
  })
  .refine((i) => i.section !== undefined || (i.start_byte !== undefined && i.end_byte !== undefined), {
    error: 'splice mode needs both start_byte and end_byte',
    path: ['end_byte'],
  });

const targetOf = (i: z.output<typeof editInput>): EditTarget =>
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
  input: editInput,
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
  input: z.strictObject({
    material_id: materialIdField,
    topic_name: topicNameField()
      .nullable()
      .describe('The topic to file it under, e.g. "Biology" (created if new), or null for none'),
  }),
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
