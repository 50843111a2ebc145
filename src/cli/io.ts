// Where the CLI writes: injectable so tests can call main() and read what it printed.
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** True when stderr is a terminal: only then is a progress line worth drawing. */
  progress: boolean;
}

export const processIo: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  progress: process.stderr.isTTY === true,
};
