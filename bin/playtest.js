#!/usr/bin/env node
// Entry point: the compiled CLI lives in dist/ (built by `npm ci` through the prepare script).
import '../dist/src/jit-flags.js'; // first: V8's inlining budgets, before the engine is compiled
import { main } from '../dist/src/cli/main.js';

// `playtest replay DIR 7 | head` closes stdout early: that is the reader's choice, not an error.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0);
  else throw err;
});

main(process.argv).then((code) => {
  process.exitCode = code;
});
