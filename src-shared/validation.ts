import type { z } from 'zod';
import { err, type Err, type FieldIssue } from './result';

/**
 * Turns zod issues into the `{ field, message }` list of a validation_error.
 * Unknown keys are reported once per key, so the model sees exactly which field to drop.
 */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const fields: FieldIssue[] = [];
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = base ? `${base}.${key}` : key;
        fields.push({ field, message: `Unknown field "${field}"; remove it.` });
      }
    } else {
      fields.push({ field: base || '(input)', message: issue.message });
    }
  }
  return fields;
}

/** A validation_error whose message names every failing field. */
export function validationError(error: z.ZodError, what = 'Input'): Err {
  const fields = fieldIssues(error);
  const summary = fields
    .slice(0, 5)
    .map((f) => `${f.field}: ${f.message}`)
    .join('; ');
  return err('validation_error', `${what} is not valid — ${summary}`, { fields });
}
