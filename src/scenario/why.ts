// Why a scripted play, cast, activation, attack or block is not among the engine's options: the reason
// a scenario's failure message gives (scenario-format.md: "names the action ... and why").
import type { Game } from '../engine/api/game.js';
import {
  activationBlocked,
  loyaltyCostOf,
  loyaltyCountersOf,
  blockedAttackers,
  blockLimit,
  canBlock,
  canPay,
  canTap,
  cardOf,
  controllerOf,
  isAttacking,
  isBlocking,
  isSick,
  isTapped,
  keywords2Of,
  keywordsOf,
  listTargets,
  manaText,
  ownerOf,
  sorceryTiming,
  typesOf,
  Zone,
  zoneObjects,
  zoneOf,
  type ActivatedC,
  spellTargets,
  CombatWord,
  Keyword,
} from '../engine/api/observe.js';

const seat = (p: number) => (p ? 'B' : 'A');

/** Why player p can't cast or play card `id` now. */
export function whyNot(g: Game, p: number, id: number, land: boolean): string {
  const c = cardOf(g, id);
  if (zoneOf(g, id) !== Zone.Hand || ownerOf(g, id) !== p) return `${c.name} is not in ${seat(p)}'s hand`;
  if (land !== ((c.types & 16) !== 0)) return land ? `${c.name} is not a land` : `${c.name} is a land: use "play"`;
  if (land)
    return sorceryTiming(g, p)
      ? 'a land was already played this turn'
      : 'lands are played in your main phase with an empty stack';
  if ((c.types & 8) === 0 && (c.kw2 & CombatWord.Flash) === 0 && !sorceryTiming(g, p))
    return 'it can only be cast in your main phase with an empty stack';
  if (c.cost && !canPay(g, p, c.cost, 0, -1)) return `its cost ${manaText(c.cost)} can't be paid`;
  const probe = new Int32Array(1);
  for (const t of spellTargets(c)) if (listTargets(g, t, id, p, probe, 0, 1) === 0) return 'it has no legal target';
  return 'it is not castable now';
}

/** Why player p can't activate ability `ab` of object `id` (its own, `own` of them, or granted) now. */
export function whyCantActivate(g: Game, p: number, id: number, ab: number, own: number, ability: ActivatedC): string {
  const blocked = activationBlocked(g, id, ab >= own);
  if (ability.fromHand && zoneOf(g, id) !== Zone.Hand)
    return "it is played only from its owner's hand (reinforce, 502.77a)";
  if (controllerOf(g, id) !== p) return `${seat(p)} doesn't control it`;
  if (blocked === 'lost') return 'it has lost its abilities (Humility)';
  if (blocked === 'locked') return "a permanent in play says its activated abilities can't be played (Prison Term)";
  if (blocked === 'named' && !ability.manaAbility)
    return 'a permanent in play names it (Pithing Needle): only its mana abilities can be played';
  if (ability.sorcery && !sorceryTiming(g, p))
    return 'it can only be activated as a sorcery (your main phase, empty stack)';
  if (ability.upkeepOnly) return 'it can only be activated during your upkeep (if not, no legal target)';
  if (ability.turnOnly) return 'it can only be activated during your turn (if not, no legal target)';
  if (ability.onlyIf !== null) return 'it can only be activated while its condition holds (if so, no legal target)';
  // 212.9 of 2008: a loyalty ability of a planeswalker, one a turn; "-N" needs N loyalty counters.
  if (ability.loyalty !== 0) {
    const need = -Math.min(0, loyaltyCostOf(ability));
    if (loyaltyCountersOf(g, id) < need)
      return `its loyalty cost needs ${need} loyalty counters (it has ${loyaltyCountersOf(g, id)})`;
    return 'a loyalty ability of this planeswalker was already activated this turn (212.9: one a turn; if not, no legal target)';
  }
  if (ability.maxPerTurn > 0)
    return `it can only be activated ${ability.maxPerTurn === 1 ? 'once' : `${ability.maxPerTurn} times`} each turn (if not, no legal target)`;
  if (ability.tap && !canTap(g, id)) return 'it is tapped or summoning sick';
  if (!canPay(g, p, ability.cost, 0, ability.tap ? id : -1)) return "its cost can't be paid";
  return 'it has no legal target';
}

/** Why object (or player ref) `id` can't attack for player p. */
export function whyCantAttack(g: Game, id: number, p: number): string {
  if (id < 0 || (typesOf(g, id) & 2) === 0 || zoneOf(g, id) !== Zone.InPlay) return 'it is not a creature in play';
  if (controllerOf(g, id) !== p) return `${seat(p)} doesn't control it`;
  if (isAttacking(g, id)) return 'it is already attacking';
  if (isTapped(g, id)) return 'it is tapped';
  if ((keywordsOf(g, id) & Keyword.Defender) !== 0) return 'it has defender';
  if ((keywordsOf(g, id) & Keyword.CantAttack) !== 0) return "it can't attack (an effect says so)";
  if (isSick(g, id)) return 'it is summoning sick (not controlled since the start of the turn, no haste)';
  if ((keywords2Of(g, id) & CombatWord.CantAttack) !== 0) return "it can't attack";
  return 'the declaration could not then obey every restriction with the most requirements, or its cost to attack could not be paid (500.2-500.5)';
}

const attackerCount = (g: Game) => zoneObjects(g, Zone.InPlay, 0).filter((id) => isAttacking(g, id)).length;

/** Why blocker `b` can't block attacker `a` for player p (either may be a player ref). */
export function whyCantBlock(g: Game, b: number, a: number, p: number): string {
  if (b < 0 || (typesOf(g, b) & 2) === 0 || zoneOf(g, b) !== Zone.InPlay)
    return 'the blocker is not a creature in play';
  if (controllerOf(g, b) !== p) return `${seat(p)} doesn't control the blocker`;
  if (isTapped(g, b)) return 'the blocker is tapped';
  if (a >= 0 && blockedAttackers(g, b).includes(a)) return 'the blocker already blocks it';
  const limit = blockLimit(g, b, attackerCount(g));
  if (isBlocking(g, b) && blockedAttackers(g, b).length >= limit) {
    return limit === 1 ? 'the blocker is already blocking' : 'the blocker already blocks as many creatures as it can';
  }
  if (a < 0 || !isAttacking(g, a)) return 'that is not an attacking creature';
  if ((keywords2Of(g, b) & CombatWord.CantBlock) !== 0) return "the blocker can't block";
  const akw = keywordsOf(g, a);
  if ((keywordsOf(g, b) & Keyword.CantBlock) !== 0) return "the blocker can't block (an effect says so)";
  if ((akw & Keyword.Unblockable) !== 0) return 'the attacker is unblockable';
  if ((akw & Keyword.BlockedOnlyByFlyers) !== 0 && (keywordsOf(g, b) & Keyword.Flying) === 0)
    return "the attacker can't be blocked except by creatures with flying";
  if ((akw & Keyword.Flying) !== 0 && (keywordsOf(g, b) & (Keyword.Flying | Keyword.Reach)) === 0)
    return 'the attacker has flying (502.4b)';
  if (!canBlock(g, b, a))
    return 'evasion or a restriction on the blocker: fear, shadow, landwalk, protection, unblockable (501, 502)';
  return 'the declaration could not then obey every restriction with the most requirements, or its cost to block could not be paid (500.3-500.5)';
}
