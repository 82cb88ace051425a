import { log } from './log';
import { redactSecrets } from './redact';

export interface FaultHandlerDeps {
  /** Tells the student (the app: an `app:notice` to the window). */
  notify: (message: string) => void;
  /** Writes what is buffered (audit rows) so nothing already done is lost. */
  keepData: () => void;
}

/**
 * The last line of defence in the main process: an exception nothing caught, or a promise
 * nobody awaited, is logged (secrets removed), buffered data is written, and the window is told —
 * instead of Node's default of killing the app mid-write. Returns a function removing the handlers.
 */
export function installFaultHandlers(proc: NodeJS.Process, deps: FaultHandlerDeps): () => void {
  const handle = (kind: string) => (e: unknown) => {
    const detail = redactSecrets(e instanceof Error ? (e.stack ?? e.message) : String(e));
    log.error(`Uncaught ${kind}`, { error: detail });
    try {
      deps.keepData();
    } catch (inner) {
      log.error('Saving buffered data after a fault failed', { error: redactSecrets(String(inner)) });
    }
    try {
      deps.notify(
        'Something went wrong inside Quire. Your saved work is safe; the details are in the log. If something looks wrong, restart Quire.',
      );
    } catch {
      // The window may be gone; the log already has it.
    }
  };
  const onException = handle('exception');
  const onRejection = handle('promise rejection');
  proc.on('uncaughtException', onException);
  proc.on('unhandledRejection', onRejection);
  return () => {
    proc.off('uncaughtException', onException);
    proc.off('unhandledRejection', onRejection);
  };
}
