// The next attack as the evaluation sees it: before the active player's combat (at a turn boundary, where
// greedy's look-aheads end), every creature of theirs that can attack attacks, and the defending player's
// untapped creatures block the biggest attackers they can (one attacker each, chump blocks included). What
// gets through is the damage the defender cannot stop this turn without a trick. A look-ahead that ends a
// turn with every creature tapped from attacking sees here the swing back it walks into.
import { type Game } from '../src/engine/api/game.js';
import {
  activePlayer,
  canBlockPrepared,
  CombatWord,
  controllerOf,
  currentStep,
  isSick,
  isTapped,
  Keyword,
  keywords2Of,
  keywordsOf,
  powerOf,
  prepareBlockChecks,
  Step,
  toughnessOf,
  typesOf,
  Zone,
  zoneObject,
  zoneSize,
} from '../src/engine/api/observe.js';

const attackers = new Int32Array(256);
const blockers = new Int32Array(256);
const used = new Uint8Array(256);
/** The defending player's lands as prepareBlockChecks returns them, for this position's block checks. */
let lands = 0;

/**
 * Damage the active player's all-out attack deals through the defender's best one-blocker-each blocks, or
 * -1 when the active player's combat of this turn has begun (the attack is no longer ahead). Reads
 * characteristics the caller has made fresh.
 */
export function nextAttackDamage(g: Game): number {
  const step = currentStep(g);
  if (step > Step.Main1) return -1;
  const attacker = activePlayer(g);
  // At the untap step the active player's permanents are about to untap and its creatures lose sickness.
  const untapping = step === Step.Untap;
  const n = zoneSize(g, Zone.InPlay, 0);
  let na = 0;
  let nb = 0;
  for (let i = 0; i < n && na < attackers.length && nb < blockers.length; i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    if ((typesOf(g, id) & 2) === 0) continue;
    if (controllerOf(g, id) === attacker) {
      if (canAttackNext(g, id, untapping)) attackers[na++] = id;
    } else if (!isTapped(g, id)) blockers[nb++] = id;
  }
  if (na === 0) return 0;
  if (nb > 0) lands = prepareBlockChecks(g);
  sortByPowerDescending(g, na);
  used.fill(0, 0, nb);
  let damage = 0;
  for (let i = 0; i < na; i++) {
    const a = attackers[i];
    const power = powerOf(g, a);
    const kw = keywordsOf(g, a);
    const hits = (kw & Keyword.DoubleStrike) !== 0 ? 2 : 1;
    const b = pickBlocker(g, a, nb);
    if (b < 0) damage += hits * power;
    else {
      used[b] = 1;
      if ((kw & Keyword.Trample) !== 0) damage += hits * Math.max(0, power - toughnessOf(g, blockers[b]));
    }
  }
  return damage;
}

function canAttackNext(g: Game, id: number, untapping: boolean): boolean {
  if (powerOf(g, id) <= 0) return false;
  if ((keywordsOf(g, id) & (Keyword.Defender | Keyword.CantAttack)) !== 0) return false;
  const k2 = keywords2Of(g, id);
  if ((k2 & CombatWord.CantAttack) !== 0) return false;
  if (untapping) return (keywordsOf(g, id) & Keyword.NoUntap) === 0 || !isTapped(g, id);
  return !isTapped(g, id) && !isSick(g, id);
}

/** An unused blocker able to block `a`: one without flying or reach first, kept back for the fliers. */
function pickBlocker(g: Game, a: number, nb: number): number {
  let fallback = -1;
  for (let j = 0; j < nb; j++) {
    if (used[j] !== 0 || !canBlockPrepared(g, blockers[j], a, lands)) continue;
    if ((keywordsOf(g, blockers[j]) & (Keyword.Flying | Keyword.Reach)) === 0) return j;
    if (fallback < 0) fallback = j;
  }
  return fallback;
}

/** Insertion sort of attackers[0..n) by power, biggest first (a handful of creatures). */
function sortByPowerDescending(g: Game, n: number): void {
  for (let i = 1; i < n; i++) {
    const id = attackers[i];
    const p = powerOf(g, id);
    let j = i - 1;
    while (j >= 0 && powerOf(g, attackers[j]) < p) {
      attackers[j + 1] = attackers[j];
      j--;
    }
    attackers[j + 1] = id;
  }
}
