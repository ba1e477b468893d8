import { runCli } from '../run-cli';

export interface PortalRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `portal …` in-process with its own environment (never the test process's). */
export async function portal(args: string[], env: NodeJS.ProcessEnv = {}): Promise<PortalRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { out: (s) => (stdout += s), err: (s) => (stderr += s), env });
  return { code, stdout, stderr };
}

/** --json runs: the whole of standard output is one JSON document. */
export function jsonOf(run: PortalRun): any {
  return JSON.parse(run.stdout);
}
