// Reading an agent's key=value options: every value checked, every unknown key refused, errors naming the
// agent and what was expected.
import { AgentOptionError } from './errors.js';

export class Options {
  private readonly used = new Set<string>();
  constructor(
    private readonly agent: string,
    private readonly raw: Record<string, string>,
  ) {}

  /** A whole number in [min, max]. */
  int(key: string, def: number, min: number, max: number): number {
    const v = this.take(key);
    if (v === undefined) return def;
    const n = /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) this.fail(key, v, `a whole number from ${min} to ${max}`);
    return n;
  }

  /** A number in [min, max]. */
  num(key: string, def: number, min: number, max: number): number {
    const v = this.take(key);
    if (v === undefined) return def;
    const n = /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n) || n < min || n > max) this.fail(key, v, `a number from ${min} to ${max}`);
    return n;
  }

  /** Any text (a word or a path), or undefined when the option is not given. */
  text(key: string): string | undefined {
    return this.take(key);
  }

  /** One of a fixed list of words. */
  word<T extends string>(key: string, def: T, words: readonly T[]): T {
    const v = this.take(key);
    if (v === undefined) return def;
    if (!(words as readonly string[]).includes(v)) this.fail(key, v, `one of ${words.join(', ')}`);
    return v as T;
  }

  /** true/false, 1/0, yes/no, on/off; a bare key with an empty value is true. */
  bool(key: string, def: boolean): boolean {
    const v = this.take(key);
    if (v === undefined) return def;
    if (['true', '1', 'yes', 'on', ''].includes(v)) return true;
    if (['false', '0', 'no', 'off'].includes(v)) return false;
    return this.fail(key, v, 'true or false');
  }

  /** Throws on any key that no reader asked for. */
  done(): void {
    for (const k of Object.keys(this.raw)) {
      if (!this.used.has(k))
        throw new AgentOptionError(
          `agent ${this.agent}: unknown option "${k}" (expected ${[...this.used].join(', ') || 'no options'})`,
        );
    }
  }

  private take(key: string): string | undefined {
    this.used.add(key);
    return Object.prototype.hasOwnProperty.call(this.raw, key) ? this.raw[key] : undefined;
  }

  private fail(key: string, v: string, want: string): never {
    throw new AgentOptionError(`agent ${this.agent}: option ${key}=${v}: expected ${want}`);
  }
}
