import type { ToolInput, ToolName } from '../../src-shared/tools';
import { toast, toastError, useToasts } from '../stores/toasts';
import { callToolWithConfirmation } from './tools';
import { undoChange } from './undo';

export interface UndoableDelete<N extends ToolName = ToolName> {
  /** The destructive tool and its input, e.g. TOOL.delete_task, { task_id: 3 }. */
  tool: N;
  input: ToolInput<N>;
  /** How the thing is named in the toast: "task ‘Essay draft’". */
  what: string;
  /** Runs after a successful undo (e.g. select the restored row again). */
  onRestored?: () => void;
}

/** Moves focus to the newest toast's action once React has drawn it. */
export function focusLatestToastAction(): void {
  requestAnimationFrame(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>('.toasts .toast__action');
    buttons[buttons.length - 1]?.focus();
  });
}

/**
 * Delete with main's confirmation, then an "Undo" toast that reverts exactly that delete through
 * the `undo` tool — the same tool Ctrl+Z and the agent's "undo that" use. Focus goes to Undo, so Enter takes the delete back at
 * once; the view's own keys keep working from there. Returns whether the delete happened.
 */
export async function deleteWithUndo<N extends ToolName>(d: UndoableDelete<N>): Promise<boolean> {
  const r = await callToolWithConfirmation(d.tool, d.input);
  if (!r.ok) {
    // Declining is the user's choice, not a failure worth a message.
    if (r.error.code !== 'permission_denied' || r.error.details.reason !== 'user_declined') toastError(r.error.message);
    return false;
  }
  const changeId = r.change_id;
  const id = toast(`Deleted ${d.what}.`, {
    label: 'Undo',
    run: async () => {
      if (await undoChange(changeId)) d.onRestored?.();
    },
  });
  if (useToasts.getState().toasts.some((t) => t.id === id)) focusLatestToastAction();
  return true;
}
