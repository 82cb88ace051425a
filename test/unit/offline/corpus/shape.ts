import type { TurnStatus } from '../../../../src-shared/agent';

export interface ExpectedCall {
  name: string;
  /** Key inputs; matched as a subset of the call's input. */
  input?: Record<string, unknown>;
  /** true: the call must have succeeded; false: it must have failed (e.g. awaiting confirmation). */
  ok?: boolean;
}

export interface CorpusTurn {
  say: string;
  status: TurnStatus;
  /**
   * The calls the turn must make, in order (read-only lookups in between are allowed). Every
   * write call the turn makes must be listed: nothing may change that the case does not expect.
   */
  calls: ExpectedCall[];
  response?: RegExp;
  /** How many numbered options a clarification offers. */
  options?: number;
}

export interface CorpusCase {
  /** The intent family, for the per-intent tally. */
  intent: string;
  turns: CorpusTurn[];
  /** Show the task list first (unasserted), so "task 2" and "the last one" have something to mean. */
  listed?: boolean;
}

export const call = (name: string, input?: Record<string, unknown>, ok?: boolean): ExpectedCall => ({
  name,
  ...(input ? { input } : {}),
  ...(ok === undefined ? {} : { ok }),
});

/** A one-turn case. */
export function single(
  intent: string,
  say: string,
  status: TurnStatus,
  calls: ExpectedCall[],
  extra: Partial<CorpusTurn> & { listed?: boolean } = {},
): CorpusCase {
  const { listed, ...turn } = extra;
  return { intent, turns: [{ say, status, calls, ...turn }], ...(listed ? { listed } : {}) };
}
