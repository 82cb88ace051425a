import { err, type Err, type FieldIssue } from '../../../src-shared/result';

/**
 * A file that cannot be imported, or an export that cannot be made, as the one result shape
 * (DESIGN §2). Thrown inside the importers so a failure anywhere leaves the transaction unapplied,
 * and turned into an `Err` at the edge (CLI, IPC).
 */
export class DataFailure extends Error {
  constructor(readonly result: Err) {
    super(result.error.message);
    this.name = 'DataFailure';
  }
}

/** The file is not what it claims to be: names the file and each field that is wrong. */
export function badFile(file: string, message: string, fields: FieldIssue[] = []): DataFailure {
  return new DataFailure(
    err('validation_error', `${file}: ${message}`, {
      fields: fields.length ? fields : [{ field: '(file)', message }],
      file,
    }),
  );
}

export function refused(message: string): DataFailure {
  return new DataFailure(err('conflict', message, { reason: 'invalid_transition' }));
}
