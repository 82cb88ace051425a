import type { Db } from '../db/connection';
import { revisionsOf } from '../db/queries/journal';
import { overwritesOf, type RevisionRecorder } from '../revisions/recorder';
import type { AnyTool, ToolOutput } from './define';
import { bulkOverwriteQuestion } from './policy';
import type { ToolCall } from './toolCall';

/** Thrown inside a write transaction to roll back a tool that returned ok:false (or a dry run, or a bulk overwrite not yet approved). */
class Rollback {
  constructor(
    readonly output: ToolOutput<unknown>,
    readonly question: string | null = null,
  ) {}
}

/** A write that overwrote in bulk without approval; it was rolled back and must be asked about. */
export class NeedsConfirmation {
  constructor(readonly question: string) {}
}

/**
 * How the registry runs a tool: a read as it is; a write in one IMMEDIATE transaction that ends
 * with the call's journal row (its audit row, change and revisions, recorder.ts); a tool that
 * manages its transactions with each of its `ctx.write`s recorded into the call's one change.
 */
export function createRecordedWrites(db: Db, recorder: RevisionRecorder) {
  // Built once: creating a better-sqlite3 transaction wrapper per call cost more than the small
  // writes it wraps (bench/tools.ts). Every write is recorded as one change for `undo`.
  const inWriteTransaction = db.transaction((tool: AnyTool, input: unknown, call: ToolCall) => {
    recorder.start();
    const out = tool.run(input, call) as ToolOutput<unknown>;
    if (out && typeof (out as unknown as Promise<unknown>).then === 'function') {
      throw new Error(`Tool ${tool.name} is a write tool and must run synchronously inside its transaction`);
    }
    if (!out.ok) throw new Rollback(out);
    // The call's one journal row — audit row, change and revisions — rides in the write's own
    // commit: the write is never kept without its undo record, nor the record without the write.
    const { id, tally } = recorder.record(call.entry(true, null));
    // Overwriting in bulk needs two existing rows or an erased review; most writes touch one row.
    const mayBeBulk = tally.existing_rows > 1 || tally.erased_reviews > 0;
    const question =
      call.askBulk && tally.recorded && mayBeBulk
        ? bulkOverwriteQuestion(tool.name, overwritesOf(revisionsOf(db, id)))
        : null;
    // Rolled back with the row: asked about (or only tried), it is run again if approved.
    if (question !== null || call.dryRun) throw new Rollback(out, question);
    call.journal_id = id;
    call.recorded = tally.recorded;
    return out;
  });

  /**
   * A managesTransactions tool's `ctx.write`: the call's journal row is written (as unfinished) in
   * its first transaction, and each transaction folds the rows it wrote into the journal before it
   * commits. The row gets its outcome when the call ends (`close`).
   */
  function managedWrite<T>(call: ToolCall, fn: () => T): T {
    const opened = call.journal_id === null;
    try {
      return db
        .transaction(() => {
          if (call.journal_id === null) call.journal_id = recorder.append(call.entry(false, 'unfinished'));
          recorder.start();
          let result: T;
          try {
            result = fn();
          } finally {
            recorder.pause();
          }
          if (recorder.fold(call.journal_id, call.entry(false, 'unfinished'))) call.recorded = true;
          return result;
        })
        .immediate();
    } catch (e) {
      if (opened) call.journal_id = null; // rolled back with everything else
      throw e;
    }
  }

  // Not async: most tools finish synchronously, and every extra await is a turn of the microtask
  // queue on the hottest path (the reads the agent and the UI make all the time).
  function execute(tool: AnyTool, input: unknown, call: ToolCall): ToolOutput<unknown> | Promise<ToolOutput<unknown>> {
    if (call.kind === 'read') return tool.run(input, call);
    recorder.ready();
    if (call.kind === 'managed') return tool.run(input, call);
    try {
      // IMMEDIATE takes the write lock at BEGIN, where busy_timeout makes a second writer (the CLI
      // beside the app) wait. A deferred BEGIN lets a tool read first and then fail its write at
      // once with SQLITE_BUSY(_SNAPSHOT), which no timeout retries.
      return inWriteTransaction.immediate(tool, input, call);
    } catch (e) {
      // The capture is not part of the transaction: stop recording before anything else writes.
      recorder.pause();
      call.journal_id = null; // rolled back with everything else
      call.recorded = false;
      if (!(e instanceof Rollback)) throw e;
      if (e.question !== null) throw new NeedsConfirmation(e.question);
      return e.output;
    }
  }

  /** Gives a managed call's row its outcome (it was written as unfinished); its own small transaction. */
  function close(call: ToolCall, ok: boolean, code: string | null, duration_ms: number): void {
    const id = call.journal_id!;
    db.transaction(() => recorder.close(id, { ok, code, duration_ms })).immediate();
  }

  return { execute, managedWrite, close };
}
