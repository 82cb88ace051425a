import type { ToolResult } from '../../src-shared/result';
import { toast, toastError, useToasts } from '../stores/toasts';
import { callTool, callToolWithConfirmation } from './tools';

export interface UndoableDelete {
  /** The destructive tool and its input, e.g. 'delete_task', { task_id: 3 }. */
  tool: string;
  input: Record<string, unknown>;
  /** What restore_deleted takes back. */
  entity: 'task' | 'plan' | 'flashcard' | 'attempt';
  id: number;
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
 * Delete with main's confirmation, then an "Undo" toast that calls restore_deleted — the same
 * tool the agent's "undo that" uses. Focus goes to Undo, so Enter takes the delete back at
 * once; the view's own keys keep working from there. Returns whether the delete happened.
 */
export async function deleteWithUndo(d: UndoableDelete): Promise<boolean> {
  const r: ToolResult = await callToolWithConfirmation(d.tool, d.input);
  if (!r.ok) {
    // Declining is the user's choice, not a failure worth a message.
    if (r.error.code !== 'permission_denied' || r.error.details.reason !== 'user_declined') toastError(r.error.message);
    return false;
  }
  const id = toast(`Deleted ${d.what}.`, {
    label: 'Undo',
    run: async () => {
      const restored = await callTool('restore_deleted', { entity_type: d.entity, id: d.id });
      if (!restored.ok) toastError(restored.error.message);
      else {
        toast(`Restored ${d.what}.`);
        d.onRestored?.();
      }
    },
  });
  if (useToasts.getState().toasts.some((t) => t.id === id)) focusLatestToastAction();
  return true;
}
