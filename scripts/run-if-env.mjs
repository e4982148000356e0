#!/usr/bin/env node
// Runs a command only when an environment variable is set, and says loudly when it is skipped.
// Usage: node scripts/run-if-env.mjs VAR command [args...]
import { spawnSync } from 'node:child_process';

const [variable, command, ...args] = process.argv.slice(2);
if (!variable || !command) {
  console.error('usage: run-if-env.mjs VAR command [args...]');
  process.exit(2);
}
if (!process.env[variable]) {
  console.warn(`\n*** SKIPPED: ${command} ${args.join(' ')} — ${variable} is not set ***\n`);
  process.exit(0);
}
const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
