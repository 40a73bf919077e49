#!/usr/bin/env node
// `npm run check`: types (astro check), lint (ESLint and the import boundaries) and formatting.
// Each is single-threaded, so the type check runs beside the other two; each one's output is
// printed whole when it ends, and the exit code is the first failure's.
import { spawn } from 'node:child_process';

const run = (label, cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      process.stdout.write(`── ${label} ${code === 0 ? 'passed' : `failed (exit ${code})`}\n${out}`);
      resolve(code ?? 1);
    });
  });

const sequence = async (steps) => {
  for (const step of steps) {
    const code = await run(...step);
    if (code !== 0) return code;
  }
  return 0;
};

const codes = await Promise.all([
  run('astro check', 'npx', ['astro', 'check']),
  sequence([
    ['lint', 'npm', ['run', '-s', 'lint']],
    ['format', 'npm', ['run', '-s', 'format:check']],
  ]),
]);
process.exit(codes.find((c) => c !== 0) ?? 0);
