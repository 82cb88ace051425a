/** Where CLI output goes; injected so commands are testable in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  /** Lines typed at an interactive command (`quire chat`); defaults to process.stdin. */
  stdin?: NodeJS.ReadableStream;
}

/** Exit codes: 0 success, 1 an error result, 2 bad usage. */
export const EXIT = { ok: 0, error: 1, usage: 2 } as const;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
