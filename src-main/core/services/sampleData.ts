import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { addDays, localIsoDate } from '../../../src-shared/text/locale';
import type { SampleRemoved, SampleStatus } from '../../../src-shared/ipc/sample';
import type { Db } from '../db/connection';
import { deleteLibrary } from '../db/queries/materials';
import { log } from '../log';
import type { Registry } from '../tools/registry';
import { readAppState, writeAppState } from './appState';
import { TOOL } from '../../../src-shared/tools/names';
import type { ToolResult } from '../../../src-shared/result';
import type { ToolData, ToolInput, ToolName } from '../../../src-shared/tools';

/** The folder the first start copies into the data folder and imports as a library. */
export const SAMPLE_MATERIAL_FOLDER = 'sample-material';
const COPY_NAME = 'Sample material';
export const SAMPLE_TOPIC = 'Biology (sample)';

const MaterialState = z.object({ root: z.string().nullable() });
const DataState = z.object({
  card_ids: z.array(z.int()),
  task_ids: z.array(z.int()),
  plan_ids: z.array(z.int()),
});
const TourState = z.object({ seen: z.boolean() });

/**
 * The app's `resources/` folder: beside the packaged app (electron-builder's extraResources), or
 * found by walking up from this file — the repository in development and tests, `out/main/..` in
 * a build. Null when none holds the sample material.
 */
export function findResourcesDir(start: string = __dirname, packaged: string | null = null): string | null {
  const candidates = packaged ? [packaged] : [];
  for (let dir = start, i = 0; i < 5; i++, dir = path.dirname(dir)) candidates.push(path.join(dir, 'resources'));
  return candidates.find((c) => fs.existsSync(path.join(c, SAMPLE_MATERIAL_FOLDER))) ?? null;
}

/** First run's sample data and tour, over the same registry every view uses (origin ui, audited, undoable). */
export function sampleData(deps: { db: Db; registry: Registry; dataDir: string; resourcesDir: string | null }) {
  const { db } = deps;
  const call = async <N extends ToolName>(name: N, input: ToolInput<N>): Promise<ToolResult<ToolData<N>>> =>
    (await deps.registry.call(name, input, { origin: 'ui', confirmed: true })).result;

  /** Anything live that the sample did not add: the student's own tasks, cards, plans or libraries. */
  const ownData = (): boolean => {
    const sample = readAppState(db, 'sample_data', DataState);
    const root = readAppState(db, 'sample_material', MaterialState)?.root ?? null;
    const notSample = (table: 'tasks' | 'flashcards' | 'plans') =>
      `EXISTS (SELECT 1 FROM ${table} t WHERE t.deleted_at IS NULL AND t.id NOT IN (SELECT value FROM json_each(?))`;
    const row = db
      .prepare(
        `SELECT ${notSample('tasks')})
             OR ${notSample('plans')})
             -- the sample material's note cards are the sample's too
             OR ${notSample('flashcards')} AND (t.note_material_id IS NULL OR t.note_material_id NOT IN
                  (SELECT m.id FROM materials m JOIN material_libraries l ON l.id = m.library_id WHERE l.root IS ?)))
             OR EXISTS (SELECT 1 FROM material_libraries WHERE root IS NOT ?) AS own`,
      )
      .get(
        JSON.stringify(sample?.task_ids ?? []),
        JSON.stringify(sample?.plan_ids ?? []),
        JSON.stringify(sample?.card_ids ?? []),
        root,
        root,
      ) as { own: number };
    return row.own === 1;
  };

  const status = (): SampleStatus => ({
    tour_seen: readAppState(db, 'tour', TourState)?.seen ?? false,
    sample_data: readAppState(db, 'sample_data', DataState) !== null,
    sample_material: Boolean(readAppState(db, 'sample_material', MaterialState)?.root),
    own_data: ownData(),
  });

  /**
   * The first start (nothing of the student's yet, never done before) copies the sample notes into the data
   * folder — so the student may edit them like their own — and imports them. Once only: removed
   * sample material stays removed.
   */
  async function importMaterialOnFirstStart(): Promise<void> {
    if (readAppState(db, 'sample_material', MaterialState)) return;
    const source = deps.resourcesDir && path.join(deps.resourcesDir, SAMPLE_MATERIAL_FOLDER);
    // A database the student already filled (in the CLI, over MCP, by an import) is not new.
    if (ownData() || !source) return void writeAppState(db, 'sample_material', { root: null });
    const root = path.join(deps.dataDir, COPY_NAME);
    fs.mkdirSync(root, { recursive: true });
    // File by file: inside a packaged app's asar archive, readFileSync works where cpSync may not.
    for (const name of fs.readdirSync(source).filter((n) => n.endsWith('.md')))
      fs.writeFileSync(path.join(root, name), fs.readFileSync(path.join(source, name)));
    const r = await call(TOOL.import_materials, { paths: [root] });
    if (!r.ok) log.warn('Importing the sample material failed', { error: r.error.message });
    writeAppState(db, 'sample_material', { root: r.ok ? root : null });
  }

  /** A topic with cards, a plan of four steps and three tasks, each added through its tool. */
  async function add(now: Date): Promise<SampleStatus> {
    if (status().sample_data) return status();
    const today = localIsoDate(now);
    const added = { card_ids: [] as number[], task_ids: [] as number[], plan_ids: [] as number[] };
    const cards: [string, string][] = [
      ['What is the smallest unit of life?', 'The cell.'],
      ['What does the cell membrane control?', 'What enters and leaves the cell.'],
      ['Where does photosynthesis happen?', 'In the chloroplasts.'],
      ['What gas do plants release in photosynthesis?', 'Oxygen.'],
      ['What do mitochondria make?', 'ATP, the energy currency of the cell.'],
    ];
    for (const [front, back] of cards) {
      const r = await call(TOOL.create_flashcard, { front, back, topic_name: SAMPLE_TOPIC });
      if (r.ok) added.card_ids.push(r.data.card_id);
    }
    const plan = await call(TOOL.write_plan, {
      title: 'Biology test prep (sample)',
      items: [
        { title: 'Read "The cell" in Materials', due_date: today },
        { title: 'Review the cell cards', due_date: addDays(today, 1) },
        { title: 'Read "Photosynthesis" in Materials', due_date: addDays(today, 2) },
        { title: 'Take a quiz on Biology (sample)', due_date: addDays(today, 4) },
      ],
    });
    if (plan.ok) added.plan_ids.push(plan.data.created_plan_id);
    const tasks = [
      { title: 'Try Ctrl+K and type "progress" (sample)', due_at: today, priority: 2 },
      { title: 'Ask Chat: what does the cell membrane do? (sample)', due_at: today },
      { title: 'Hand in lab report (sample)', due_at: addDays(today, 3), priority: 1 },
    ];
    for (const t of tasks) {
      const r = await call(TOOL.add_task, t);
      if (r.ok) added.task_ids.push(r.data.task.task_id);
    }
    writeAppState(db, 'sample_data', added);
    return status();
  }

  /** Removes exactly what `add` and the first start added (the student's own data is never touched). */
  async function remove(): Promise<SampleRemoved> {
    const data = readAppState(db, 'sample_data', DataState);
    const removed = { cards: 0, tasks: 0, plans: 0, materials: 0 };
    const gone = (r: { ok: boolean }) => (r.ok ? 1 : 0);
    for (const id of data?.card_ids ?? []) removed.cards += gone(await call(TOOL.delete_flashcard, { card_id: id }));
    for (const id of data?.task_ids ?? []) removed.tasks += gone(await call(TOOL.delete_task, { task_id: id }));
    for (const id of data?.plan_ids ?? []) removed.plans += gone(await call(TOOL.delete_plan, { plan_id: id }));
    const material = readAppState(db, 'sample_material', MaterialState);
    if (material?.root) {
      const lib = db.prepare('SELECT id FROM material_libraries WHERE root = ?').get(material.root) as
        { id: number } | undefined;
      if (lib) {
        db.transaction(() => {
          // Cards written inside the notes go with them, soft-deleted like any deleted card.
          removed.cards += db
            .prepare(
              `UPDATE flashcards SET deleted_at = ? WHERE deleted_at IS NULL
                 AND note_material_id IN (SELECT id FROM materials WHERE library_id = ?)`,
            )
            .run(new Date().toISOString(), lib.id).changes;
          removed.materials = (
            db.prepare('SELECT count(*) AS n FROM materials WHERE library_id = ?').get(lib.id) as { n: number }
          ).n;
          deleteLibrary(db, lib.id);
        })();
      }
      fs.rmSync(material.root, { recursive: true, force: true });
    }
    db.prepare("DELETE FROM app_state WHERE key = 'sample_data'").run();
    if (material) writeAppState(db, 'sample_material', { root: null });
    return { ...removed, status: status() };
  }

  return {
    status,
    importMaterialOnFirstStart,
    add,
    remove,
    tourDone: (): SampleStatus => {
      writeAppState(db, 'tour', { seen: true });
      return status();
    },
  };
}
