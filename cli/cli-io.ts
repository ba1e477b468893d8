/** Where the CLI writes and what it reads from its environment; main.ts passes the process's own. */
export interface CliIo {
  /** Standard output: raw text, newlines included. */
  out(text: string): void;
  /** Standard error: raw text, newlines included. */
  err(text: string): void;
  env: NodeJS.ProcessEnv;
}

export const EXIT_OK = 0;
/** The command ran and failed: a refused sign-in, an unreachable platform. */
export const EXIT_FAILURE = 1;
/** The command line itself was wrong (unknown option, missing argument). */
export const EXIT_USAGE = 2;

/** An expected failure: its message is the one line the CLI prints on standard error. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_FAILURE,
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}

export function writeLines(io: CliIo, lines: string[]): void {
  io.out(lines.map((line) => `${line.trimEnd()}\n`).join(''));
}

/** --json: one document on standard output and nothing else there. */
export function writeJson(io: CliIo, document: unknown): void {
  io.out(`${JSON.stringify(document, null, 2)}\n`);
}
