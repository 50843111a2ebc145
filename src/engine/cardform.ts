// Engine form of a card: what src/cards/compile.ts produces once per process from the JSON schema.
// Numbers and bit masks only on the hot path; names are kept for logs and reports.

/** Mana cost as counts: [generic, W, U, B, R, G]; x: how many {X} (0 or 1). */
export interface ManaCost { generic: number; colored: Int8Array; x: number; cmc: number }

export const enum Op {
  Damage = 1, DamageEach, Destroy, DestroyEach, Pump, PumpEach, Draw, Discard, GainLife, LoseLife,
  Counter, ReturnToHand, Tap, Untap, AddMana, Sacrifice, AddCounters, May,
}

/** Reference codes inside instructions. Targets are 0..7; the rest are negative. */
export const enum R { This = -1, You = -2, Opponent = -3, Each = -4, TargetController0 = -5 }

/** Filters over permanents; -1 means "don't care" for the tri-state fields. */
export interface FilterC {
  types: number; notTypes: number; subtypes: string[] | null; colors: number; notColors: number;
  kw: number; tapped: number; attacking: number; blocking: number;
  controller: number; // 0 any, 1 you, 2 opponent
  other: boolean;
}

export const enum TK { Creature = 1, Permanent, Player, CreatureOrPlayer, Spell, CardInGraveyard }
export interface TargetC { kind: TK; filter: FilterC | null; player: number /* 0 any, 1 you, 2 opp */; whoseYou: boolean }

/** One flattened instruction of an effect program. `skip`: for May, how many instructions it guards. */
export interface Instr {
  op: Op; amount: number; useX: boolean; ref: number; player: number; filter: FilterC | null;
  power: number; toughness: number; kw: number; noRegen: boolean; mana: Int8Array | null;
  counter: number; skip: number;
}

export interface ActivatedC { cost: ManaCost; tap: boolean; sacSelf: boolean; targets: TargetC[]; program: Instr[]; text: string }
export interface ManaAbilityC { tap: boolean; cost: ManaCost; produce: number /* color index 0-4, 5 colorless, 6 any */ }

export const enum TE { ComesIntoPlay = 1, PutIntoGraveyardFromPlay, BeginningOfStep }
export interface TriggeredC {
  event: TE; self: boolean; filter: FilterC | null; step: number; whose: number /* 0 each, 1 you, 2 opp */;
  targets: TargetC[]; program: Instr[]; text: string;
}
export const enum SE { PumpEach = 1, GrantKeywords }
export interface StaticC { op: SE; filter: FilterC; power: number; toughness: number; kw: number }

/** Which kinds of abilities a card has, so the engine can skip scans when none is in play. */
export const enum AK { Activated = 1, EnterTrigger = 2, LeaveTrigger = 4, StepTrigger = 8, Static = 16 }
export const AK_COUNT = 5;

export interface CCard {
  id: number;
  name: string;
  types: number;
  supers: number;
  subtypes: string[];
  colors: number;
  power: number;
  toughness: number;
  kw: number;
  cost: ManaCost | null;
  spellTargets: TargetC[];
  spell: Instr[] | null;
  mana: ManaAbilityC[];
  activated: ActivatedC[];
  triggered: TriggeredC[];
  statics: StaticC[];
  kinds: number; // AK bits
  text: string;
}
