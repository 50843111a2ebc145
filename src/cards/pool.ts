// PLACEHOLDER (being written): the built-in card pool plus designers' --cards files.
import type { CardDef } from './schema.js';

export interface CardPool {
  has(name: string): boolean;
  get(name: string): CardDef | undefined;
  names(): string[];
}

export function loadPool(extraCardFiles: string[] = []): CardPool {
  throw new Error(`loadPool not implemented yet (${extraCardFiles.length})`);
}
