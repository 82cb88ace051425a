import { create } from 'zustand';
import type { SearchHit } from '../../src-shared/grounding';
import type { ImportProgress, ImportSummary, MaterialText } from '../../src-shared/ipc/materials';
import type { ToolError } from '../../src-shared/result';
import type { ToolData } from '../../src-shared/tools';
import { invoke, onEvent } from '../api/client';
import { callTool } from '../api/tools';
import { TOOL } from '../../src-shared/tools/names';

/** A material as list_materials returns it. */
export type MaterialRow = ToolData<typeof TOOL.list_materials>['materials'][number];

/** A passage as search_materials returns it. */
export type MaterialHit = SearchHit & { snippet: string };

/** What the reader shows: one material, opened at a passage, with words to highlight. */
export interface ReaderState {
  text: MaterialText;
  focusChunkId: number | null;
  highlight: string | null;
}

interface MaterialsState {
  materials: MaterialRow[];
  importErrors: { path: string; reason: string }[];
  loaded: boolean;
  error: ToolError | null;
  /** Set while an import runs; the progress events fill it in. */
  importing: ImportProgress | null;
  lastImport: ImportSummary | null;
  query: string;
  results: MaterialHit[] | null;
  searchMessage: string | null;
  reader: ReaderState | null;
  load: () => Promise<void>;
  importFrom: (kind: 'files' | 'folder') => Promise<void>;
  importPaths: (paths: string[]) => Promise<void>;
  cancelImport: () => Promise<void>;
  rescan: () => Promise<void>;
  search: (query: string) => Promise<void>;
  clearSearch: () => void;
  openReader: (material_id: number, opts?: { chunkId?: number; highlight?: string }) => Promise<ToolError | null>;
  closeReader: () => void;
  setProgress: (p: ImportProgress) => void;
}

/** The Materials view's cache of main's materials, imports, search results and the open reader. */
export const useMaterials = create<MaterialsState>((set, get) => ({
  materials: [],
  importErrors: [],
  loaded: false,
  error: null,
  importing: null,
  lastImport: null,
  query: '',
  results: null,
  searchMessage: null,
  reader: null,
  load: async () => {
    const r = await callTool(TOOL.list_materials, {});
    if (!r.ok) return set({ error: r.error, loaded: true });
    set({ materials: r.data.materials, importErrors: r.data.import_errors, loaded: true, error: null });
  },
  importFrom: async (kind) => {
    const picked = await invoke('materials:pick', { kind });
    if (!picked.ok) return set({ error: picked.error });
    if (picked.data.paths.length > 0) await get().importPaths(picked.data.paths);
  },
  importPaths: async (paths) => {
    set({ importing: { files_done: 0, files_total: 0, bytes_done: null, bytes_total: null }, error: null });
    const r = await invoke('materials:import', { paths });
    set({ importing: null });
    if (!r.ok) set({ error: r.error });
    else set({ lastImport: r.data });
    await get().load();
  },
  cancelImport: async () => {
    await invoke('materials:import_cancel', {});
  },
  rescan: async () => {
    set({ importing: { files_done: 0, files_total: 0, bytes_done: null, bytes_total: null }, error: null });
    const r = await callTool(TOOL.rescan_materials, {});
    set({ importing: null });
    if (!r.ok) set({ error: r.error });
    else set({ lastImport: r.data });
    await get().load();
  },
  search: async (query) => {
    set({ query });
    if (query.trim() === '') return set({ results: null, searchMessage: null });
    const r = await callTool(TOOL.search_materials, {
      query: query.trim().slice(0, 2000),
      limit: 20,
    });
    // A newer search may have started while this one ran: keep the newest.
    if (get().query !== query) return;
    if (!r.ok) return set({ error: r.error, results: [] });
    set({ results: r.data.results, searchMessage: r.data.message, error: null });
  },
  clearSearch: () => set({ query: '', results: null, searchMessage: null }),
  openReader: async (material_id, opts = {}) => {
    const r = await invoke('materials:read', { material_id });
    if (!r.ok) {
      set({ error: r.error });
      return r.error;
    }
    set({
      reader: { text: r.data, focusChunkId: opts.chunkId ?? null, highlight: opts.highlight ?? null },
      error: null,
    });
    return null;
  },
  closeReader: () => set({ reader: null }),
  setProgress: (p) => {
    if (get().importing) set({ importing: p });
  },
}));

/** Import progress reaches the store whichever view is showing (an import outlives a view switch). */
export function subscribeMaterialEvents(): () => void {
  return onEvent('materials:import_progress', (p) => useMaterials.getState().setProgress(p));
}
