// Keywords that are triggered abilities (2008: lifelink, flanking, deathtouch, persist). A permanent with the
// keyword, printed or gained, has the ability; its trigger names it by KEYWORD_ABILITY + its KeywordAbility
// index. Their programs are written in the card vocabulary and compiled with the card pool
// (vocab/keyword-abilities.ts installs them here), so the stack reads them from this table.
import type { ModeC } from './cardform.js';

/** Ability numbers from here on name keyword abilities, not a card's own triggered abilities. */
export const KEYWORD_ABILITY = 1000;

export const enum KeywordAbility {
  Lifelink = 0,
  Flanking = 1,
  Deathtouch = 2,
  Persist = 3,
  /** 502.78 of 2008: a spell's, triggered as it is played with its conspire cost paid (triggers.ts onSpellCast) */
  Conspire = 12,
}

let modes: readonly ModeC[][] = [];

/** The compiled modes of each keyword ability, by KeywordAbility (vocab/keyword-abilities.ts). */
export function installKeywordAbilityModes(compiled: readonly ModeC[][]): void {
  modes = compiled;
}

/** The modes of keyword ability k (KeywordAbility). */
export function keywordAbilityModes(k: number): ModeC[] {
  return modes[k];
}
