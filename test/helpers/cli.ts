import { runCli } from '../../src-main/core/cli/run';

/** Runs the CLI in-process and captures what it prints. */
export async function cli(args: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    args,
    { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: { ...env } },
    '0.1.0-test',
  );
  return { code, stdout, stderr };
}
