// What a stack item is: the modes and targets of its spell or ability (a card's, a copied card's, or a
// keyword ability's).
import type { ModeC, TargetC } from '../core/cardform.js';
import { baseCard } from './chars.js';
import { KEYWORD_ABILITY, keywordAbilityModes } from '../core/keyword-abilities.js';
import { flagsOf, StackField, type Game } from '../core/state.js';
import { itemOfSpell, itemSourceId, rf, abilityCard } from '../core/stack-records.js';
import { Flag, StackKind, Zone } from '../core/constants.js';

export const NO_MODES: ModeC[] = [];

/** The modes of a stack item's spell or ability (one for most). */
export function itemModes(g: Game, rec: number): ModeC[] {
  const c = baseCard(g, itemSourceId(g, rec));
  switch (rf(g, rec, StackField.Kind)) {
    case StackKind.Spell:
      return c.spell ?? NO_MODES;
    case StackKind.Ability:
      return abilityCard(g, rec).activated[rf(g, rec, StackField.Ability)].modes;
    case StackKind.Trigger: {
      const a = rf(g, rec, StackField.Ability);
      return a >= KEYWORD_ABILITY ? keywordAbilityModes(a - KEYWORD_ABILITY) : abilityCard(g, rec).triggered[a].modes;
    }
    default:
      return NO_MODES;
  }
}

export const EMPTY: TargetC[] = [];

/** The target specs of a stack item's chosen mode. */
export function itemTargets(g: Game, rec: number): TargetC[] {
  const modes = itemModes(g, rec);
  return modes.length === 0 ? EMPTY : modes[rf(g, rec, StackField.Mode)].targets;
}

/**
 * The zone spell `card` (on the stack) was played from: a graveyard (retrace, 502.81 of 2008, or played free from one:
 * Horde of Notions), the removed zone (Colfenor's Plans), else its owner's hand.
 */
export function spellPlayedFrom(g: Game, card: number): Zone {
  const f = flagsOf(g, card);
  if ((f & Flag.Retraced) !== 0) return Zone.Graveyard;
  if ((f & Flag.PlayedFree) !== 0) {
    const rec = itemOfSpell(g, card);
    return rec < 0 ? Zone.Hand : (rf(g, rec, StackField.Player) as Zone); // beginCastFree keeps where it came from
  }
  return (f & Flag.PlayedFromRemoved) !== 0 ? Zone.Removed : Zone.Hand;
}
