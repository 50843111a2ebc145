// Errors the CLI maps to exit codes (design.md, "CLI": 0 ok, 1 failure, 2 usage error, 4 crashes).

/** Bad input from the user: a flag value, a deck or card file. The message says what was expected. */
export class UsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
export const EXIT_CRASHED = 4;
