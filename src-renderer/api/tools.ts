import type { ToolResult } from '../../src-shared/result';
import type { ToolData, ToolInput, ToolName } from '../../src-shared/tools';
import { useConfirm } from '../stores/confirm';
import { invoke } from './client';

/** A tool's result; a write that changed something also carries the change `undo` reverts. */
export type CallResult<T> = ToolResult<T> & { change_id?: number };

/**
 * Calls a tool through main's registry — the same path the agent uses (origin 'ui'). The input is
 * checked against the tool's own input type and the result's data is its own output type, both
 * from the catalogue (src-shared/tools); main's registry still parses the input.
 * `confirmed` is set only after the user approved in the confirmation dialog.
 *
 * @example
 *   const r = await callTool(TOOL.complete_task, { task_id: 3 }); // r.data: { task, already_completed, next_task? }
 */
export async function callTool<N extends ToolName>(
  name: N,
  input: ToolInput<N>,
  opts: { confirmed?: boolean } = {},
): Promise<CallResult<ToolData<N>>> {
  const r = await invoke('tools:call', { name, input, ...(opts.confirmed ? { confirmed: true } : {}) });
  // Main's registry ran the tool named N, whose run() is typed against this same catalogue entry.
  return r as CallResult<ToolData<N>>;
}

/**
 * Runs a tool, asking the user first when main's policy says this call needs it (destructive
 * tools). The dialog shows main's own summary; a decline returns permission_denied and runs nothing.
 */
export async function callToolWithConfirmation<N extends ToolName>(
  name: N,
  input: ToolInput<N>,
): Promise<CallResult<ToolData<N>>> {
  const needs = await invoke('tools:confirmation', { name, input });
  if (!needs.ok) return needs;
  // The question names what main resolved ("latest" → plan 7); a yes runs exactly that.
  // Main returns the same input with references resolved, so still this tool's input.
  const bound = (needs.data.input ?? input) as ToolInput<N>;
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
  return callTool(name, bound, { confirmed: needs.data.required });
}
