import Database from 'better-sqlite3';
import { err, ok, type Err } from '../../../src-shared/result';
import {
  changedAnythingSince,
  getChange,
  latestUndoableChange,
  latestUndoableChangeAnywhere,
  linkUndo,
  revisionsOf,
  type Change,
} from '../db/queries/journal';
import { dataChangesOf, describeRow } from '../revisions/entities';
import { currentRow, revertChange, type RevertedRow } from '../revisions/revert';
import { pendingRevisions } from '../revisions/recorder';
import { recordedTable } from '../revisions/triggers';
import { PURGE_AFTER_DAYS, purgeCutoff } from '../services/purge';
import { getMaterial } from '../db/queries/materials';
import { fileRestoresOf, writeRestores, type FileRestore } from '../materials/editUndo';
import { reindexMaterial } from '../materials/reindex';
import { defineTool, type AnyTool, type ToolContext, type ToolOrigin, type ToolOutput } from './define';
import { undoInput } from '../../../src-shared/tools/inputs/undo';
import { TOOL } from '../../../src-shared/tools/names';

const WHERE: Record<ToolOrigin, string> = {
  agent: 'in this conversation',
  ui: 'in this window',
  cli: 'from the command line',
  mcp: 'from this MCP client',
};

/**
 * `query.changed_here` says whether anything was ever changed here (and since undone): a caller
 * may offer the latest change made anywhere (`scope: "anywhere"`) only when nothing was.
 */
function nothingToUndo(ctx: ToolContext, scope: 'here' | 'anywhere'): Err {
  const kept = `changes are kept for ${PURGE_AFTER_DAYS} days`;
  if (scope === 'anywhere')
    return err('not_found', `There is nothing left to undo (${kept}).`, { entity_type: 'change', query: { scope } });
  const changedHere = changedAnythingSince(ctx.db, ctx.origin, ctx.session_id, purgeCutoff(ctx.now()));
  return err(
    'not_found',
    `There is nothing left to undo ${WHERE[ctx.origin]} (${kept}).` +
      (changedHere
        ? ''
        : ` Nothing was changed ${WHERE[ctx.origin]} yet: scope "anywhere" undoes the latest change made in Quire.`),
    { entity_type: 'change', query: { origin: ctx.origin, session_id: ctx.session_id, changed_here: changedHere } },
  );
}

/** What was reverted, for people: "task ‘Essay draft’", "plan ‘Python’ and 3 more rows". */
function whatOf(rows: RevertedRow[]): string {
  const first = rows[0];
  const what = first ? describeRow(first.table, first.row_id, first.values) : 'nothing';
  return rows.length > 1 ? `${what} and ${rows.length - 1} more row${rows.length === 2 ? '' : 's'}` : what;
}

/**
 * The one undo: every write is recorded as a change (revisions/), and this reverts one — the
 * newest of the caller's origin and conversation by default. The app's Ctrl+Z and toast, chat's
 * "undo that", `quire tool undo '{}'` and MCP all call it. It is a write like any other, so it is
 * recorded too: undoing an undo puts the change back (redo), and nothing is ever lost.
 */
export const undo = defineTool({
  name: TOOL.undo,
  description:
    'Use when the user says "undo", "undo that", "oops", "take that back" or "I didn\'t mean that": reverts the most ' +
    'recent change made here (this conversation, window, CLI or MCP client) — a completed task becomes pending, an ' +
    "edit gets its old title/due date/priority/card text back, a review restores the card's previous schedule and " +
    'removes the review, a delete is restored, a whole plan or quiz save is taken back. Call it again to go further ' +
    'back. With scope "anywhere", the latest change made anywhere in Quire (when the user asks to undo before this ' +
    'conversation changed anything). Refused with conflict when something it would revert was changed again since. Returns { change_id, ' +
    'undone_change_id, undone_tool, redo, what, message }.',
  category: 'action',
  // Not destructive and never asks, even when it reverts many rows: it is the way back, and is undoable itself.
  annotations: { readOnly: false, destructive: false, idempotent: false },
  asksBeforeBulkOverwrite: false,
  input: undoInput,
  examples: [{}, { change_id: 1 }, { scope: 'anywhere' }],
  // Async for one case: undoing edit_material writes the student's file back and re-indexes it
  // (parsing is async); everything else is the one synchronous transaction below.
  managesTransactions: true,
  async run(input, ctx) {
    let done: Reverted;
    try {
      done = ctx.write(() => revertInTransaction(input, ctx));
    } catch (e) {
      if (e instanceof Refused) return e.error;
      throw e;
    }
    for (const r of done.restores) {
      const m = getMaterial(ctx.db, r.material_id);
      // The file is back either way; a failed re-index is retried by rescan_materials.
      if (m) await reindexMaterial(ctx.db, m, ctx.now(), { write: (fn) => ctx.write(fn) });
    }
    return done.output;
  },
});

/** A refusal thrown out of the transaction so that whatever it had reverted rolls back. */
class Refused extends Error {
  constructor(readonly error: Err) {
    super(error.error.message);
  }
}

interface Reverted {
  output: ToolOutput<UndoData>;
  restores: FileRestore[];
}

type UndoData = {
  change_id: number | null;
  undone_change_id: number;
  undone_tool: string;
  redo: boolean;
  what: string;
  message: string;
};

function revertInTransaction(
  input: { change_id?: number | undefined; scope?: 'here' | 'anywhere' | undefined },
  ctx: ToolContext,
): Reverted {
  const scope = input.scope ?? 'here';
  const target =
    input.change_id !== undefined
      ? getChange(ctx.db, input.change_id)
      : scope === 'anywhere'
        ? latestUndoableChangeAnywhere(ctx.db, purgeCutoff(ctx.now()))
        : latestUndoableChange(ctx.db, ctx.origin, ctx.session_id, purgeCutoff(ctx.now()));
  if (!target || target.id === ctx.change_id) {
    if (input.change_id === undefined) throw new Refused(nothingToUndo(ctx, scope));
    throw new Refused(
      err('not_found', `There is no change ${input.change_id} to undo (changes are kept ${PURGE_AFTER_DAYS} days).`, {
        entity_type: 'change',
        query: { change_id: input.change_id },
      }),
    );
  }
  if (target.undone_by !== null) {
    throw new Refused(
      err('conflict', `Change ${target.id} (${target.tool}) was already undone.`, { reason: 'invalid_transition' }),
    );
  }
  // Files first, before any row moves: an edited file changed since refuses the whole undo.
  const restores = fileRestoresOf(ctx.db, target.id);
  if (!restores.ok) throw new Refused(restores);
  let reverted;
  try {
    reverted = revertChange(ctx.db, (name) => recordedTable(ctx.db, name), target);
  } catch (e) {
    // A row the change deleted cannot come back because a newer one now holds its place, or
    // removing a row it added would orphan newer rows that point at it.
    if (!(e instanceof Database.SqliteError) || !e.code.startsWith('SQLITE_CONSTRAINT')) throw e;
    throw new Refused(
      err('conflict', `Can't undo ${target.tool}: newer data depends on what it changed. Nothing was changed.`, {
        reason: 'stale',
      }),
    );
  }
  if (!reverted.ok) throw new Refused(reverted);
  const collateral = collateralOf(ctx, target);
  if (collateral) throw new Refused(collateral);
  linkUndo(ctx.db, ctx.change_id!, target);
  // Last, so every refusal above leaves the files alone; a failed write rolls the rows back too.
  const written = writeRestores(restores.data);
  if (!written.ok) throw new Refused(written);
  const what = whatOf(reverted.data);
  return {
    output: {
      ...ok({
        change_id: ctx.change_id,
        undone_change_id: target.id,
        undone_tool: target.tool,
        redo: target.undoes !== null,
        what,
        message: `${target.undoes === null ? 'Undid' : 'Redid'} ${target.tool} (${what}).`,
      }),
      changes: dataChangesOf(reverted.data),
    },
    restores: restores.data,
  };
}

/**
 * Reverting must touch only the rows the change touched. Removing a topic it created would also
 * clear that topic from a card added since (ON DELETE SET NULL), which is newer work: refused.
 */
function collateralOf(ctx: ToolContext, target: Change): Err | null {
  const own = new Set(revisionsOf(ctx.db, target.id).map((r) => `${r.table}:${r.row_id}`));
  // This undo's own rows are still in the transaction's buffer, not yet in its journal row.
  const extra = pendingRevisions(ctx.db).find((r) => !own.has(`${r.table}:${r.row_id}`));
  if (!extra) return null;
  // Named by the row as it is (an update's revision holds only the columns it changed).
  const table = recordedTable(ctx.db, extra.table);
  const now = table ? currentRow(ctx.db, table, extra.row_id) : null;
  const what = describeRow(extra.table, extra.row_id, now ?? extra.before ?? extra.after ?? {});
  return err(
    'conflict',
    `Can't undo ${target.tool}: it would also change ${what}, which was added or changed since. Nothing was changed.`,
    { reason: 'stale', candidates: [{ id: extra.row_id, title: what }] },
  );
}

export const UNDO_TOOLS: readonly AnyTool[] = [undo];
