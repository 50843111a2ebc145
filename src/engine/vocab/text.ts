// Words for describing instructions (logs, replays, agents' descriptions).
import { type AmountC, AmountKind, HYBRID_TWO, type ManaCost, RefCode } from '../core/cardform.js';

export function amountText(a: AmountC): string {
  if (a.kind === AmountKind.Fixed) return String(a.n);
  if (a.kind === AmountKind.X) return 'X';
  if (a.kind === AmountKind.Event) return 'that much';
  if (a.kind === AmountKind.Sacrificed && a.n === 2) return "the discarded card's power";
  if (a.kind === AmountKind.Sacrificed) return `the sacrificed permanent's ${a.n === 1 ? 'toughness' : 'power'}`;
  if (a.kind === AmountKind.Toughness) return `${refText(a.n)}'s toughness`;
  if (a.kind === AmountKind.Power) return `${refText(a.n)}'s power`;
  if (a.kind === AmountKind.RevealedManaSymbols) return 'the mana symbols counted in the revealed cards';
  if (a.kind === AmountKind.RemovedOfColor) return 'the cards of the chosen color removed this way';
  if (a.kind === AmountKind.Destroyed) return 'the permanents destroyed this way';
  if (a.kind === AmountKind.TappedPower) return 'the power of the permanent tapped this way';
  if (a.kind === AmountKind.ItToughness) return 'its toughness';
  if (a.kind === AmountKind.ItMinusCounters) return 'the number of -1/-1 counters on it';
  if (a.kind === AmountKind.CountersRemoved) return 'that many';
  if (a.kind === AmountKind.CounteredManaValue) return "that spell's converted mana cost";
  if (a.kind === AmountKind.HandDifference) return "how many more cards the opponent's hand has than yours";
  if (a.kind === AmountKind.OpponentDamage) return 'the damage dealt to your opponents this turn';
  if (a.kind === AmountKind.LifeLost || a.kind === AmountKind.Discarded) {
    const who = a.whose === 3 ? 'that player' : refText(a.n);
    return a.kind === AmountKind.LifeLost ? `the life ${who} lost this turn` : `the cards ${who} discarded this turn`;
  }
  if (a.kind === AmountKind.CountSharing)
    return `the number of other matching permanents sharing a creature type with ${refText(a.n)}`;
  if (a.kind === AmountKind.ChosenType) return 'the number of matching permanents of the chosen type';
  if (a.kind === AmountKind.SacrificedManaSymbols)
    return "the mana symbols of that color in the sacrificed permanent's mana cost";
  return 'the number of matching ' + (a.zone === 4 ? 'permanents' : 'cards');
}

export function refText(ref: number): string {
  switch (ref) {
    case RefCode.This:
      return 'this';
    case RefCode.It:
      return 'it';
    case RefCode.Attached:
      return 'the permanent it is attached to';
    case RefCode.AttachedController:
      return 'the controller of the permanent it is attached to';
    case RefCode.You:
      return 'you';
    case RefCode.Opponent:
      return 'the opponent';
    case RefCode.Each:
      return 'each player';
    case RefCode.EventPlayer:
      return 'that player';
    case RefCode.TargetController0:
      return "target 0's controller";
    default:
      return `target ${ref}`;
  }
}

/** "{X}{2}{R}", "{1}{G/W}": a mana cost as printed ("{0}": none). */
export function manaText(c: ManaCost): string {
  let s = '{X}'.repeat(c.x) + (c.generic > 0 ? `{${c.generic}}` : '');
  for (const h of c.hybrid ?? [])
    s += `{${h >> 3 === HYBRID_TWO ? '2' : 'WUBRG'[h & 7]}/${'WUBRG'[h >> 3 === HYBRID_TWO ? h & 7 : h >> 3]}}`;
  for (let i = 0; i < 5; i++) s += `{${'WUBRG'[i]}}`.repeat(c.colored[i]);
  return s || '{0}';
}
