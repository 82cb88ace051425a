import { z } from 'zod';
import { ImportSummarySchema } from '../tools/entities';

/**
 * The Materials view's channels (issue 9 item 11). Lists and search go through `tools:call`
 * (list_materials, search_materials) like every other view; these cover what no tool does: the
 * OS file dialog, an import with progress and cancel, and the reader's text of one material.
 *
 * @example
 *   await window.quire.invoke('materials:pick', { kind: 'folder' })       // → { paths: ['/home/ana/notes'] }
 *   await window.quire.invoke('materials:import', { paths: ['/home/ana/notes'] })
 *   await window.quire.invoke('materials:read', { material_id: 2 })     // → { title, chunks: [...] }
 */
const MaterialPaths = z
  .array(z.string().min(1, 'a path must not be empty').max(4096, 'a path is at most 4096 characters'))
  .min(1, 'choose at least one file or folder')
  .max(100, 'import at most 100 files or folders at once');

/** What an import returns: import_materials' output, from the tool catalogue. */
export { ImportSummarySchema };
export type ImportSummary = z.output<typeof ImportSummarySchema>;

/** One passage of a material in reading order, the overlap with the previous one removed. */
export const ReaderChunkSchema = z.object({
  chunk_id: z.int().positive(),
  chunk_position: z.int().min(0),
  section: z.string(),
  text: z.string(),
  page: z.int().nullable(),
});
export type ReaderChunk = z.output<typeof ReaderChunkSchema>;

export const MaterialTextSchema = z.object({
  material_id: z.int().positive(),
  title: z.string(),
  source: z.string(),
  path: z.string(),
  format: z.string(),
  stale: z.boolean(),
  chunks: z.array(ReaderChunkSchema),
});
export type MaterialText = z.output<typeof MaterialTextSchema>;

/** A library folder as Settings → Materials lists it; `exists` is false after the folder moved. */
export const LibrarySchema = z.object({
  library_id: z.int().positive(),
  root: z.string(),
  materials: z.int().min(0),
  exists: z.boolean(),
});
export type Library = z.output<typeof LibrarySchema>;

export const materialChannels = {
  // Main shows the OS dialog; cancelled → no paths.
  'materials:pick': {
    input: z.strictObject({ kind: z.enum(['files', 'folder']) }),
    output: z.object({ paths: z.array(z.string()) }),
  },
  // One import at a time; progress arrives as materials:import_progress events.
  'materials:import': { input: z.strictObject({ paths: MaterialPaths }), output: ImportSummarySchema },
  'materials:import_cancel': { input: z.strictObject({}).optional(), output: z.object({ cancelled: z.boolean() }) },
  'materials:read': { input: z.strictObject({ material_id: z.int().positive() }), output: MaterialTextSchema },
  // The library folders, for re-rooting one that moved (the move itself is reroot_material_library).
  'materials:libraries': {
    input: z.strictObject({}).optional(),
    output: z.object({ libraries: z.array(LibrarySchema) }),
  },
} as const;

export const ImportProgressSchema = z.object({
  files_done: z.int().min(0),
  files_total: z.int().min(0),
  bytes_done: z.int().min(0).nullable(),
  bytes_total: z.int().min(0).nullable(),
});
export type ImportProgress = z.output<typeof ImportProgressSchema>;

export const materialEvents = { 'materials:import_progress': ImportProgressSchema } as const;
