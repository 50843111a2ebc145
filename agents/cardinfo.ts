// What the search agents know about a card from its engine form, computed once per card list: whether a
// spell or ability helps or harms what it targets, how much damage it deals, and what it is worth in
// hand. Only printed facts are read here, never a game's state.
import {
  Attach,
  CardType,
  type CCard,
  type Instr,
  type TargetC,
  TargetKind,
  Aim,
  instructionAim,
  instructionDamage,
  instructionHarmsUntargeted,
  instructionVerb,
  staticAim,
  staticOnAttached,
} from '../src/engine/api/observe.js';

export { Aim };

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
  /** The spell / each ability adds mana (Dark Ritual): the first half of a plan, worth no more than its second. */
  spellAddsMana: boolean;
  abilityAddsMana: Uint8Array;
  /** Activated abilities that are not mana abilities (the engine keeps those apart). */
  abilities: number;
  /** Mana abilities (ramp). */
  manaAbilities: number;
  cmc: number;
  /**
   * An instant or sorcery that only takes an opponent's card, draws or selects cards, deals damage or changes life,
   * aimed at players or "creature or player" only: a one-for-one, which a pilot should not leave in hand (issue 30's
   * measure: one-for-one.ts). Not for choosing moves.
   */
  oneForOne: boolean;
  /**
   * The spell makes a player discard (Mind Rot, Distress): a one-for-one only while the opponent's hand holds a card,
   * so issue 30's measure (one-for-one.ts) counts it castable only then. Not for choosing moves.
   */
  spellDiscards: boolean;
}

const cache = new WeakMap<readonly CCard[], CardInfo[]>();

/** Info on card id `id` of the card list `cards` (a game's `cards`). */
export function cardInfo(cards: readonly CCard[], id: number): CardInfo {
  let list = cache.get(cards);
  if (list === undefined) {
    list = [];
    cache.set(cards, list);
  }
  let info = list[id];
  if (info === undefined) {
    info = build(cards[id]);
    list[id] = info;
  }
  return info;
}

/** Info on every card of a list, built ahead so a search never builds it in its inner loop. */
export function prepareCardInfo(cards: readonly CCard[]): void {
  for (let id = 0; id < cards.length; id++) if (cards[id]) cardInfo(cards, id);
}

/**
 * Does an Aura harm what it enchants (agents aim it at an opponent's creature)? Yes when a static ability on
 * "enchanted" harms it, as its word says: lowers power or toughness, restricts it (can't attack or block,
 * doesn't untap) or takes control of it (Pacifism, Persuasion).
 */
export function auraHarms(c: CCard): boolean {
  for (let i = 0; i < c.statics.length; i++) if (staticOnAttached(c, i) && staticAim(c, i) === Aim.Harm) return true;
  return false;
}

/** What an Aura does to the permanent it enchants: harm (auraHarms), else help. */
const auraAim = (c: CCard): Aim => (auraHarms(c) ? Aim.Harm : Aim.Help);

function build(c: CCard): CardInfo {
  // First modes: what the agents' heuristics look at (a modal card is judged by its first mode).
  const spell = c.spell ? c.spell[0] : null;
  const aura = c.attachKind === Attach.Aura ? auraAim(c) : Aim.None;
  const abilityDamage = new Int32Array(c.activated.length);
  const abilityHarms = new Uint8Array(c.activated.length);
  const abilityAddsMana = new Uint8Array(c.activated.length);
  c.activated.forEach((a, i) => {
    abilityAddsMana[i] = addsMana(a.modes[0].program) ? 1 : 0;
    abilityDamage[i] = damageOf(a.modes[0].program);
    abilityHarms[i] = harms(a.modes[0].program, a.modes[0].targets) ? 1 : 0;
  });
  const info: CardInfo = {
    spellAim:
      aura !== Aim.None ? Int8Array.of(aura, 0, 0, 0) : spell ? aims(spell.program, spell.targets) : new Int8Array(4),
    abilityAim: c.activated.map((a) => aims(a.modes[0].program, a.modes[0].targets)),
    triggerAim: c.triggered.map((t) => aims(t.modes[0].program, t.modes[0].targets)),
    spellDamage: spell ? damageOf(spell.program) : 0,
    abilityDamage,
    spellHarms: aura !== Aim.None ? aura === Aim.Harm : spell ? harms(spell.program, spell.targets) : false,
    abilityHarms,
    spellAddsMana: spell ? addsMana(spell.program) : false,
    abilityAddsMana,
    abilities: c.activated.length,
    manaAbilities: c.mana.length,
    cmc: c.cost ? c.cost.cmc : 0,
    oneForOne: false,
    spellDiscards: spell ? spell.program.some((ins) => instructionVerb(ins) === 'discard') : false,
  };
  info.oneForOne = isOneForOne(c, info);
  return info;
}

/** The verbs a one-for-one's program may hold (CardInfo.oneForOne). */
const ONE_FOR_ONE_VERBS = new Set(['draw', 'arrangeTop', 'lookAtHand', 'discard', 'damage', 'loseLife', 'gainLife']);

function isOneForOne(c: CCard, info: CardInfo): boolean {
  if ((c.types & (CardType.Instant | CardType.Sorcery)) === 0 || c.spell === null) return false;
  const spell = c.spell[0];
  return (
    !info.spellAim.some((a) => a === Aim.Help) &&
    !info.spellAddsMana &&
    spell.targets.every((t) => t.kind === TargetKind.Player || t.kind === TargetKind.CreatureOrPlayer) &&
    spell.program.length > 0 &&
    spell.program.every((ins) => ONE_FOR_ONE_VERBS.has(instructionVerb(ins)))
  );
}

/** What the program does to each of its targets: the first instruction that names it says (verb registry). */
function aims(program: readonly Instr[], targets: readonly TargetC[]): Int8Array {
  const out = new Int8Array(4);
  for (let t = 0; t < targets.length && t < 4; t++) {
    for (const ins of program) {
      const a = instructionAim(ins, t, targets[t].kind);
      if (a !== Aim.None) {
        out[t] = a;
        break;
      }
    }
  }
  return out;
}

function addsMana(program: readonly Instr[]): boolean {
  return program.some((ins) => instructionVerb(ins) === 'addMana');
}

function damageOf(program: readonly Instr[]): number {
  for (const ins of program) {
    const d = instructionDamage(ins);
    if (d > 0) return d;
  }
  return 0;
}

function harms(program: readonly Instr[], targets: readonly TargetC[]): boolean {
  for (let t = 0; t < targets.length; t++)
    for (const ins of program) if (instructionAim(ins, t, targets[t].kind) === Aim.Harm) return true;
  return program.some((ins) => instructionHarmsUntargeted(ins));
}
