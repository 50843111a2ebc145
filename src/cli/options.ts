// Option-value parsers for commander. Each throws InvalidArgumentError, which commander reports as
// "option '--games <n>' argument 'abc' is invalid. <what was expected>" and main() maps to exit 2.
import { InvalidArgumentError } from 'commander';
import type { Shard } from '../harness/run.js';

/** A whole number of 1 or more. */
export function positiveInt(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('Expected a whole number of 1 or more.');
  return n;
}

/** A whole number of 0 or more (seeds). */
export function nonNegativeInt(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) throw new InvalidArgumentError('Expected a whole number of 0 or more.');
  return n;
}

/** "I/N" with 1 <= I <= N: this machine plays shard I of N. */
export function shardSpec(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!(count >= 1 && index >= 1 && index <= count)) {
    throw new InvalidArgumentError('Expected I/N with 1 <= I <= N, like 2/4.');
  }
  return { index, count };
}

const AGENT_SPEC = /^[^:,=\s]+(:[A-Za-z_][\w-]*=[^,=\s]+(,[A-Za-z_][\w-]*=[^,=\s]+)*)?$/;

/** NAME[:key=value,...], e.g. "random", "mcts:iterations=200" or "./my-agent.js". */
export function agentSpec(value: string, previous: string[] | undefined): string[] {
  if (!AGENT_SPEC.test(value)) {
    throw new InvalidArgumentError('Expected NAME or NAME:key=value,... like mcts:iterations=200.');
  }
  return [...(previous ?? []), value];
}

/** Repeatable string option. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}
