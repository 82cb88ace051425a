import { z } from 'zod';

/*
 * Building a zod schema costs about as much as a small SQLite query (~90k instructions for a
 * field with a few checks), and Quire defines well over a thousand: tool inputs, settings, the
 * conversation state, IPC channels. Built at module load, they were the largest part of every
 * `quire` start, though a command parses only a few of them. Schemas that not every start needs
 * are therefore built on first use.
 */

/**
 * A schema built when it is first parsed or turned into JSON Schema, then kept. It parses, and
 * converts to JSON Schema, exactly as the schema `build` returns (z.lazy).
 *
 * @example export const undoInput = onFirstUse(() => z.strictObject({ change_id: positiveId('change_id') }));
 */
export function onFirstUse<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  return z.lazy(build);
}
