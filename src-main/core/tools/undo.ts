import Database from 'better-sqlite3';
import { z } from 'zod';
import { err, ok, type Err } from '../../../src-shared/result';
import { getChangeSet, latestUndoableChange, linkUndo, revisionsOf, type ChangeSet } from '../db/queries/changeSets';
import { dataChangesOf, describeRow } from '../revisions/entities';
import { revertChange, type RevertedRow } from '../revisions/revert';
import { recordedTable } from '../revisions/triggers';
import { PURGE_AFTER_DAYS } from '../services/purge';
import { defineTool, type AnyTool, type ToolContext, type ToolOrigin } from './define';

const CHANGE_ID = 'change_id must be a positive integer (the change_id a write returned)';

const WHERE: Record<ToolOrigin, string> = {
  agent: 'in this conversation',
  ui: 'in this window',
  cli: 'from the command line',
  mcp: 'from this MCP client',
};

function nothingToUndo(ctx: ToolContext): Err {
  return err(
    'not_found',
    `There is nothing left to undo ${WHERE[ctx.origin]} (changes are kept for ${PURGE_AFTER_DAYS} days).`,
    { entity_type: 'change', query: { origin: ctx.origin, session_id: ctx.session_id } },
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
  name: 'undo',
  description:
    'Use when the user says "undo", "undo that", "oops", "take that back" or "I didn\'t mean that": reverts the most ' +
    'recent change made here (this conversation, window, CLI or MCP client) — a completed task becomes pending, an ' +
    "edit gets its old title/due date/priority/card text back, a review restores the card's previous schedule and " +
    'removes the review, a delete is restored, a whole plan or quiz save is taken back. Call it again to go further ' +
    'back. Refused with conflict when something it would revert was changed again since. Returns { change_id, ' +
    'undone_change_id, undone_tool, redo, what, message }.',
  category: 'action',
  // Not destructive and never asks, even when it reverts many rows: it is the way back, and is undoable itself.
  annotations: { readOnly: false, destructive: false, idempotent: false },
  asksBeforeBulkOverwrite: false,
  input: z.strictObject({
    change_id: z
      .int({ error: CHANGE_ID })
      .positive({ error: CHANGE_ID })
      .optional()
      .describe(
        'Normally left out (undo the latest change). A specific change to revert, as returned with a write (the ' +
          "app's Undo button uses it); a change_id of an earlier undo re-applies what it took back.",
      ),
  }),
  examples: [{}, { change_id: 1 }],
  run(input, ctx) {
    const target =
      input.change_id === undefined
        ? latestUndoableChange(ctx.db, ctx.origin, ctx.session_id, ctx.change_id)
        : getChangeSet(ctx.db, input.change_id);
    if (!target || target.id === ctx.change_id) {
      if (input.change_id === undefined) return nothingToUndo(ctx);
      return err(
        'not_found',
        `There is no change ${input.change_id} to undo (changes are kept ${PURGE_AFTER_DAYS} days).`,
        { entity_type: 'change', query: { change_id: input.change_id } },
      );
    }
    if (target.undone_by !== null) {
      return err('conflict', `Change ${target.id} (${target.tool}) was already undone.`, {
        reason: 'invalid_transition',
      });
    }
    let reverted;
    try {
      reverted = revertChange(ctx.db, (name) => recordedTable(ctx.db, name), target);
    } catch (e) {
      // A row the change deleted cannot come back because a newer one now holds its place, or
      // removing a row it added would orphan newer rows that point at it.
      if (!(e instanceof Database.SqliteError) || !e.code.startsWith('SQLITE_CONSTRAINT')) throw e;
      return err('conflict', `Can't undo ${target.tool}: newer data depends on what it changed. Nothing was changed.`, {
        reason: 'stale',
      });
    }
    if (!reverted.ok) return reverted;
    const collateral = collateralOf(ctx, target);
    if (collateral) return collateral;
    linkUndo(ctx.db, ctx.change_id!, target);
    return {
      ...ok({
        change_id: ctx.change_id,
        undone_change_id: target.id,
        undone_tool: target.tool,
        redo: target.undoes !== null,
        what: whatOf(reverted.data),
        message: `${target.undoes === null ? 'Undid' : 'Redid'} ${target.tool} (${whatOf(reverted.data)}).`,
      }),
      changes: dataChangesOf(reverted.data),
    };
  },
});

/**
 * Reverting must touch only the rows the change touched. Removing a topic it created would also
 * clear that topic from a card added since (ON DELETE SET NULL), which is newer work: refused.
 */
function collateralOf(ctx: ToolContext, target: ChangeSet): Err | null {
  const own = new Set(revisionsOf(ctx.db, target.id).map((r) => `${r.table_name}:${r.row_id}`));
  const extra = revisionsOf(ctx.db, ctx.change_id!).find((r) => !own.has(`${r.table_name}:${r.row_id}`));
  if (!extra) return null;
  const what = describeRow(extra.table_name, extra.row_id, JSON.parse(extra.before ?? extra.after ?? '{}'));
  return err(
    'conflict',
    `Can't undo ${target.tool}: it would also change ${what}, which was added or changed since. Nothing was changed.`,
    { reason: 'stale', candidates: [{ id: extra.row_id, title: what }] },
  );
}

export const UNDO_TOOLS: readonly AnyTool[] = [undo];
