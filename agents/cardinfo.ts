// What the search agents know about a card from its engine form, computed once per card list: whether a
// spell or ability helps or harms what it targets, how much damage it deals, and what it is worth in
// hand. Only printed facts are read here, never a game's state.
import { type CCard, type Instr, Op, type TargetC, TK } from '../src/engine/cardform.js';

/** What an effect does to one of its targets: nothing known, harms it, or helps it. */
export const enum Aim { None = 0, Harm = 1, Help = 2 }

export interface CardInfo {
  /** Aim of the spell's target 0..3 (spell), each activated ability's, each triggered ability's. */
  spellAim: Int8Array;
  abilityAim: Int8Array[];
  triggerAim: Int8Array[];
  /** Damage the spell / each ability deals to its first damage target (0 when none). */
  spellDamage: number;
  abilityDamage: Int32Array;
  /** True when the spell (or ability) harms something (removal, burn, counter, discard). */
  spellHarms: boolean;
  abilityHarms: Uint8Array;
  /** Activated abilities that are not mana abilities (the engine keeps those apart). */
  abilities: number;
  /** Mana abilities (ramp). */
  manaAbilities: number;
  cmc: number;
}

const cache = new WeakMap<readonly CCard[], CardInfo[]>();

/** Info on card id `id` of the card list `cards` (a game's `cards`). */
export function cardInfo(cards: readonly CCard[], id: number): CardInfo {
  let list = cache.get(cards);
  if (list === undefined) { list = []; cache.set(cards, list); }
  let info = list[id];
  if (info === undefined) { info = build(cards[id]); list[id] = info; }
  return info;
}

/** Info on every card of a list, built ahead so a search never builds it in its inner loop. */
export function prepareCardInfo(cards: readonly CCard[]): void {
  for (let id = 0; id < cards.length; id++) if (cards[id]) cardInfo(cards, id);
}

function build(c: CCard): CardInfo {
  const spell = c.spell ?? [];
  const abilityDamage = new Int32Array(c.activated.length);
  const abilityHarms = new Uint8Array(c.activated.length);
  c.activated.forEach((a, i) => { abilityDamage[i] = damageOf(a.program); abilityHarms[i] = harms(a.program, a.targets) ? 1 : 0; });
  return {
    spellAim: aims(spell, c.spellTargets),
    abilityAim: c.activated.map((a) => aims(a.program, a.targets)),
    triggerAim: c.triggered.map((t) => aims(t.program, t.targets)),
    spellDamage: damageOf(spell),
    abilityDamage,
    spellHarms: harms(spell, c.spellTargets),
    abilityHarms,
    abilities: c.activated.length,
    manaAbilities: c.mana.length,
    cmc: c.cost ? c.cost.cmc : 0,
  };
}

function aims(program: readonly Instr[], targets: readonly TargetC[]): Int8Array {
  const out = new Int8Array(4);
  for (let t = 0; t < targets.length && t < 4; t++) {
    for (const ins of program) {
      const a = aimOf(ins, t, targets[t]);
      if (a !== Aim.None) { out[t] = a; break; }
    }
  }
  return out;
}

/** How instruction `ins` treats target `t`, or None when it does not name it. */
function aimOf(ins: Instr, t: number, spec: TargetC): Aim {
  switch (ins.op) {
    case Op.Damage: case Op.Destroy: case Op.Tap: case Op.Counter: case Op.Sacrifice:
      return ins.ref === t ? Aim.Harm : Aim.None;
    case Op.ReturnToHand:
      if (ins.ref !== t) return Aim.None;
      return spec.kind === TK.CardInGraveyard ? Aim.Help : Aim.Harm;
    case Op.Untap: return ins.ref === t ? Aim.Help : Aim.None;
    case Op.Pump:
      if (ins.ref !== t) return Aim.None;
      return ins.power < 0 || ins.toughness < 0 ? Aim.Harm : Aim.Help;
    case Op.AddCounters:
      if (ins.ref !== t) return Aim.None;
      return ins.counter < 0 ? Aim.Harm : Aim.Help;
    case Op.Discard: case Op.LoseLife: return ins.player === t ? Aim.Harm : Aim.None;
    case Op.Draw: case Op.GainLife: return ins.player === t ? Aim.Help : Aim.None;
    default: return Aim.None;
  }
}

function damageOf(program: readonly Instr[]): number {
  for (const ins of program) if (ins.op === Op.Damage) return ins.useX ? 3 : ins.amount;
  return 0;
}

function harms(program: readonly Instr[], targets: readonly TargetC[]): boolean {
  for (let t = 0; t < targets.length; t++) for (const ins of program) if (aimOf(ins, t, targets[t]) === Aim.Harm) return true;
  for (const ins of program) {
    if (ins.op === Op.DestroyEach || ins.op === Op.DamageEach) return true;
    if ((ins.op === Op.Discard || ins.op === Op.LoseLife) && ins.player === -3 /* R.Opponent */) return true;
  }
  return false;
}
