#!/usr/bin/env node
import 'reflect-metadata';
import { CliFailure } from './cli-io';
import { cliEnv } from './cli.module';
import { runCli } from './run-cli';

function main(): void {
  // The environment is checked at start-up against the portal's schema: every bad variable named at once.
  try {
    cliEnv(process.env);
  } catch (e) {
    if (!(e instanceof CliFailure)) throw e;
    process.stderr.write(`${e.message}\n`);
    process.exitCode = e.exitCode;
    return;
  }
  void runCli(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
  }).then((code) => {
    process.exitCode = code;
  });
}

main();
