import type { ToolResult } from '../../src-shared/result';
import { useConfirm } from '../stores/confirm';
import { invoke } from './client';

/** A tool's result; a write that changed something also carries the change `undo` reverts. */
export type CallResult<T> = ToolResult<T> & { change_id?: number };

/**
 * Calls a tool through main's registry — the same path the agent uses (origin 'ui').
 * `confirmed` is set only after the user approved in the confirmation dialog.
 *
 * @example
 *   const r = await callTool<{ task: Task }>('complete_task', { task_id: 3 });
 */
export async function callTool<T>(
  name: string,
  input: unknown,
  opts: { confirmed?: boolean } = {},
): Promise<CallResult<T>> {
  const r = await invoke('tools:call', { name, input, ...(opts.confirmed ? { confirmed: true } : {}) });
  return r as CallResult<T>;
}

/**
 * Runs a tool, asking the user first when main's policy says this call needs it (destructive
 * tools). The dialog shows main's own summary; a decline returns permission_denied and runs nothing.
 */
export async function callToolWithConfirmation<T>(name: string, input: unknown): Promise<CallResult<T>> {
  const needs = await invoke('tools:confirmation', { name, input });
  if (!needs.ok) return needs;
  // The question names what main resolved ("latest" → plan 7); a yes runs exactly that.
  const bound = needs.data.input ?? input;
  if (needs.data.required) {
    const approved = await useConfirm
      .getState()
      .ask({ tool: name, input: bound, summary: needs.data.summary ?? `Run ${name}?` });
    if (!approved) {
      return {
        ok: false,
        error: {
          code: 'permission_denied',
          message: 'Cancelled; nothing was changed.',
          details: { reason: 'user_declined' },
        },
      };
    }
  }
  return callTool<T>(name, bound, { confirmed: needs.data.required });
}
