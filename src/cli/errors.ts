// Exit codes of the CLI (design.md, "CLI": 0 ok, 1 failure, 2 usage error, 4 crashes).
export { UsageError } from '../errors.js';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
export const EXIT_CRASHED = 4;
