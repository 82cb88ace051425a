import { toast, toastError, TOAST_MS, useToasts } from '../stores/toasts';
import { callTool } from './tools';
import { TOOL } from '../../src-shared/tools/names';

// The toast offering to undo each change, so it goes once that change is undone (however).
const toastOf = new Map<number, number>();

/**
 * Reverts a change through main's `undo` tool — the same tool chat's "undo that" and the CLI
 * use. With a change id (a toast's Undo) exactly that change; without (Ctrl+Z) the newest change
 * made from this window. Main refuses, and nothing changes, when the rows were changed since;
 * that refusal is shown as it is. The result's toast offers to take the undo back (redo).
 */
export async function undoChange(changeId?: number): Promise<boolean> {
  const r = await callTool(TOOL.undo, changeId === undefined ? {} : { change_id: changeId });
  if (!r.ok) {
    toastError(r.error.message);
    return false;
  }
  const { what, redo, change_id, undone_change_id } = r.data;
  const offered = toastOf.get(undone_change_id);
  if (offered !== undefined) useToasts.getState().dismiss(offered);
  toastOf.delete(undone_change_id);
  const message = `${redo ? 'Redone' : 'Undone'} — ${what} ${redo ? 'is changed again' : 'is back as it was'}.`;
  changed(message, change_id ?? undefined, { label: redo ? 'Undo' : 'Redo' });
  return true;
}

/** The toast after a change: says what happened and offers Undo for exactly that change. */
export function changed(
  message: string,
  changeId: number | undefined,
  opts: { label?: string; onUndone?: () => void | Promise<void> } = {},
): number {
  if (changeId === undefined) return toast(message);
  const run = async () => {
    if ((await undoChange(changeId)) && opts.onUndone) await opts.onUndone();
  };
  const id = toast(message, { label: opts.label ?? 'Undo', run });
  toastOf.set(changeId, id);
  // Toasts expire on their own; forget them with the same delay so the map stays small.
  setTimeout(() => {
    if (toastOf.get(changeId) === id) toastOf.delete(changeId);
  }, TOAST_MS);
  return id;
}

/** A plan step's status as the toast says it: "Marked ‘Day 3’ done." */
export const STATUS_WORDS: Record<string, string> = {
  todo: 'to do',
  in_progress: 'in progress',
  done: 'done',
  skipped: 'skipped',
};
