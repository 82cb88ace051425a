import type { z } from 'zod';
import type { ConversationState, StateUpdates } from '../../../src-shared/conversation';
import type { ToolResult } from '../../../src-shared/result';
import type { Settings } from '../../../src-shared/settings';
import type { ToolData, ToolName } from '../../../src-shared/tools';
import type { Db } from '../db/connection';

export type ToolOrigin = 'agent' | 'ui' | 'cli' | 'mcp';
export type ToolCategory = 'query' | 'action' | 'agentic';

/** All three explicit on every tool: the confirmation policy and MCP hints read them. */
export interface ToolAnnotations {
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
}

/** What a tool may touch. No globals: the database, clock and settings all come from here. */
export interface ToolContext {
  db: Db;
  now: () => Date;
  settings: Settings;
  /** The session's conversation state, read-only; change it through `state_updates`. */
  state: Readonly<ConversationState>;
  origin: ToolOrigin;
  session_id: number | null;
  /** Long work reports progress here (imports, indexing). */
  progress: (p: { done: number; total: number; message?: string }) => void;
  signal: AbortSignal;
  /**
   * The journal row this call's writes are recorded under, which `undo` reverts: known inside a
   * `managesTransactions` tool's `write` (from its first one on); null in other tools, whose row
   * is written as their transaction commits.
   */
  readonly change_id: number | null;
  /**
   * For `managesTransactions` tools only: runs `fn` in one IMMEDIATE transaction with this call's
   * revision recording on, so the call stays undoable as one change however many times it writes.
   * `fn` must be synchronous. Writes made outside it are not recorded and cannot be undone.
   */
  write<T>(fn: () => T): T;
}

/** An entity the tool changed, so main can tell the renderer to refresh. */
export interface DataChange {
  entity_type: string;
  ids: number[];
}

/** A tool's result plus side-channel data that is never shown to the model. */
export type ToolOutput<T> = ToolResult<T> & {
  /**
   * For the conversation the call was made in (the agent's); a call without one (the UI, CLI, MCP)
   * gets none. A function when building them costs: it is called only for a conversation's call.
   */
  state_updates?: StateUpdates | (() => StateUpdates);
  changes?: DataChange[];
};

/**
 * What a tool named N returns when it succeeds: its catalogue entry's output (src-shared/tools),
 * so a tool whose data drifts from its declared output schema does not compile. Only the tests'
 * own throwaway tools have names outside the catalogue (tools.names.test.ts keeps ALL_TOOLS equal
 * to it).
 */
export type DataOf<N extends string> = N extends ToolName ? ToolData<N> : unknown;

export interface ToolDefinition<I extends z.ZodType = z.ZodType, N extends string = ToolName> {
  /** ^[a-z_]{1,64}$: a catalogue name, `TOOL.x`. */
  name: N;
  /** For the model: when to use the tool and what it returns. */
  description: string;
  /**
   * The catalogue's schema for this tool (src-shared/tools/inputs/, `TOOL_INPUTS[name]`, the very
   * object: tools.inputs.test): a z.strictObject with `.describe()` on every field.
   */
  input: I;
  annotations: ToolAnnotations;
  category: ToolCategory;
  /**
   * At least one valid input. Tests check each one validates, and the fuzz suite mutates them
   * (dropped fields, wrong types, boundary values, unknown keys) to probe the schema.
   */
  examples: z.input<I>[];
  /**
   * Write tools run inside one transaction opened by the registry, so they must be synchronous;
   * a tool that returns ok:false is rolled back. Set `managesTransactions` for long async work.
   */
  run(input: z.output<I>, ctx: ToolContext): ToolOutput<DataOf<N>> | Promise<ToolOutput<DataOf<N>>>;
  /** Long async work: the tool opens its own transactions, through `ctx.write` so they are undoable. */
  managesTransactions?: boolean;
  /**
   * A write that changes more than one existing row of a kind (several tasks, several cards) or
   * deletes review history asks first, like a destructive tool (policy.ts). Set false only where
   * that is the tool's ordinary bookkeeping (quiz_post_save clearing the retried questions), never
   * to skip asking about the student's own content.
   */
  asksBeforeBulkOverwrite?: false;
  /**
   * Destructive tools: the plain-language question shown before running ("Delete task 'Essay
   * draft' (due Fri)?"). Returning ok:false (e.g. not_found) ends the call without asking.
   */
  summarize?(input: z.output<I>, ctx: ToolContext): ToolResult<string>;
  /**
   * Destructive tools that accept references ("latest"): the same input with each reference
   * resolved to the id it means now. The question is asked about, and a "yes" runs, exactly
   * that input — so a reference that means something else by the time of the answer changes
   * nothing. Returning ok:false (e.g. not_found) ends the call without asking.
   */
  bindInput?(input: z.output<I>, ctx: ToolContext): ToolResult<z.output<I>>;
}

/**
 * Undo comes with every write tool; nothing to write for it. The registry records each row a
 * write tool inserts, updates or deletes (with its values before and after) under one change per
 * call, through TEMP triggers generated from the live schema (src-main/core/revisions/), so a new
 * tool, a new column or a new table is undoable as soon as it exists. `undo` reverts the newest
 * change of the caller's origin and refuses when a row was changed again since. Only:
 *   - a `managesTransactions` tool must do its writes inside `ctx.write(fn)`;
 *   - a table of derived data (rebuilt from files) goes in UNRECORDED_TABLES (revisions/triggers.ts);
 *   - `asksBeforeBulkOverwrite: false` exempts ordinary bookkeeping from the bulk question.
 * test/unit/undo.everyTool.test.ts runs every write tool's examples and undoes them.
 *
 * Declares a tool. The object is the whole tool: schema, docs, policy and behaviour.
 *
 * @example
 *   // src-shared/tools/inputs/tasks.ts: export const completeTaskInput = z.strictObject({ task_id: … });
 *   export const completeTask = defineTool({
 *     name: TOOL.complete_task, description: 'Mark a task done…', category: 'action',
 *     input: completeTaskInput,
 *     annotations: { readOnly: false, destructive: false, idempotent: true },
 *     run: (input, ctx) => …,
 *   });
 */
export function defineTool<I extends z.ZodType, N extends string>(def: ToolDefinition<I, N>): ToolDefinition<I, N> {
  return def;
}

// Tools of any input type share one list; the registry parses input before calling run.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = ToolDefinition<any, any>;
