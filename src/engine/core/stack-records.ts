// Stack records (StackField) and the stack list: reading and writing an item's fields, allocating and
// pushing records. What the items mean (modes, targets) is read in facts/stack-items.ts; putting spells
// and abilities on the stack and resolving them are actions (actions/stack.ts, resolve.ts).
import type { CCard } from './cardform.js';
import { StackKind, NO_TARGET } from './constants.js';
import { cardIdOf, type Game, grow, liveId, put, refId, StackField } from './state.js';

/** Field f of stack record rec: a StackField, or a verb's own name for one of its work fields (vocab/verb.ts). */
export const rf = (g: Game, rec: number, f: StackField | number) => g.m[g.stackRecords + rec * StackField.SIZE + f];

export const setRf = (g: Game, rec: number, f: StackField | number, v: number) =>
  put(g, g.stackRecords + rec * StackField.SIZE + f, v);

export const stackAt = (g: Game, i: number) => g.m[g.stack + 1 + i]; // 0 = bottom
export const stackTop = (g: Game) => g.m[g.stack + g.m[g.stack]];

/** The object id of a stack item's source (whether or not it is still that object). */
export const itemSourceId = (g: Game, rec: number) => refId(rf(g, rec, StackField.Source));

export function allocRecord(g: Game, kind: StackKind, srcRef: number, ability: number, ctrl: number): number {
  for (;;) {
    for (let r = 0; r < g.caps.stack; r++) {
      if (rf(g, r, StackField.Used) !== 0) continue;
      setRf(g, r, StackField.Used, 1);
      setRf(g, r, StackField.Kind, kind);
      setRf(g, r, StackField.Source, srcRef);
      setRf(g, r, StackField.Ability, ability);
      setRf(g, r, StackField.Controller, ctrl);
      for (let t = 0; t < 4; t++) setRf(g, r, StackField.T0 + t, NO_TARGET);
      return r;
    }
    grow(g, 'stack');
  }
}

export function pushItem(g: Game, rec: number): void {
  const n = g.m[g.stack];
  put(g, g.stack + 1 + n, rec);
  put(g, g.stack, n + 1);
}

/** The stack item of a spell card on the stack, or -1. */
export function itemOfSpell(g: Game, card: number): number {
  const n = g.m[g.stack];
  for (let i = 0; i < n; i++) {
    const rec = g.m[g.stack + 1 + i];
    if (rf(g, rec, StackField.Kind) === StackKind.Spell && itemSourceId(g, rec) === card) return rec;
  }
  return -1;
}

/**
 * The card whose ability a stack item is: the copied card (StackField.Card) for a copy's, else its source's printed
 * card.
 */
export function abilityCard(g: Game, rec: number): CCard {
  const k = rf(g, rec, StackField.Card);
  return g.cards[k === 0 ? cardIdOf(g, itemSourceId(g, rec)) : k - 1];
}

/** Is stack record rec (or -1: none) a mana ability, which resolves at once (406.1 of 2008)? */
export function isManaAbility(g: Game, rec: number): boolean {
  return (
    rec >= 0 &&
    rf(g, rec, StackField.Kind) === StackKind.Ability &&
    abilityCard(g, rec).activated[rf(g, rec, StackField.Ability)].manaAbility
  );
}

/** The source of a stack item if it is still the same object ("this" references), else -1. */
export const sourceIntact = (g: Game, rec: number): number => liveId(g, rf(g, rec, StackField.Source));
