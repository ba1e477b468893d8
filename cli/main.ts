#!/usr/bin/env node
import 'reflect-metadata';
import { runCli } from './run-cli';

runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
}).then((code) => {
  process.exitCode = code;
});
