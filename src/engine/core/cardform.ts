// Engine form of a card: what src/cards/compile.ts produces once per process from the JSON schema,
// through the vocabulary registry (vocab/). Numbers, bit masks and small fixed-shape objects on the hot
// path; names are kept for logs and reports.

/** Mana cost as counts: [generic, W, U, B, R, G]; x: how many {X} (0 or 1). */
export interface ManaCost {
  generic: number;
  colored: readonly number[];
  x: number;
  cmc: number;
  /** "Spend only [color] mana on X": X is paid as that many symbols of color index xColor (0-4; -1: generic). */
  xColor: number;
  /**
   * Hybrid symbols (104.3 of 2008), as printed: each `a | b << 3`, colors a and b (0-4), or b = HYBRID_TWO for
   * the monocolored {2/a}; null when there is none (`generic` and `colored` then are the whole cost).
   */
  hybrid: readonly number[] | null;
  /** The costs without hybrid symbols that pay it, one per distinct way of paying them; null without hybrid. */
  ways: readonly ManaCost[] | null;
}

/** The second half of a monocolored hybrid symbol {2/W}: two generic mana. */
export const HYBRID_TWO = 5;

/**
 * The mana symbols of color `c` (0-4) in a mana cost (chroma, Eventide): its colored symbols of that color and its
 * hybrid symbols with that color among theirs (a {R/G} is a red and a green symbol, 104.3 of 2008); 0 without a cost.
 */
export function manaSymbolsOf(cost: ManaCost | null, c: number): number {
  if (cost === null) return 0;
  let n = cost.colored[c];
  if (cost.hybrid !== null) for (const h of cost.hybrid) if ((h & 7) === c || h >> 3 === c) n++;
  return n;
}

/** Reference codes inside instructions. Targets are 0..7; the rest are negative. */
export const enum RefCode {
  This = -1,
  You = -2,
  Opponent = -3,
  Each = -4,
  TargetController0 = -5,
  It = -6,
  EventPlayer = -7,
  Attached = -8,
  None = -9,
  AttachedController = -10,
}
// It: the object of a triggered ability's event, looked for in the zone it went to (410.10);
// EventPlayer: the player of the event ("that player": dealt damage, drew, discarded, cast).
// Attached: the permanent the source (an Aura or Equipment) is attached to ("enchanted creature");
// AttachedController: its controller ("its controller loses 3 life").

/** Filters over objects; -1 means "don't care" for the tri-state fields. */
export interface FilterC {
  types: number;
  notTypes: number;
  subtypes: number[] | null /* subtype ids */;
  notSubtypes: number[] | null /* subtype ids: has none of them */;
  colors: number;
  notColors: number;
  kw: number;
  kw2: number;
  notKw: number;
  notKw2: number /* has none of these keywords */;
  tapped: number;
  attacking: number;
  blocking: number;
  controller: number; // 0 any, 1 you, 2 opponent
  other: boolean;
  blockingThis: boolean; // blocking the source ("target creature blocking [this]")
  damagedBySrc: boolean; // dealt damage by the source this turn (remembered as Damaged rows, continuous.ts)
  attached: boolean; // the permanent the source is attached to ("enchanted creature", "equipped creature")
  sameName: boolean; // has the source's name ("other creatures named [this]")
  self: boolean; // is the source itself ("[this] gets +1/+1 for each ...")
  attackedThisTurn: boolean; // it attacked this turn
  inCombat: boolean; // attacking or blocking
  nontoken: boolean; // not a token
  token: boolean; // a token ("each creature token you control")
  owner: number; // 0 any, 1 you, 2 an opponent ("put into your graveyard": its owner's)
  notSupers: number; // has none of these supertypes (bits: "nonbasic land")
  hasCounters: boolean; // "with a counter on it" (any kind: +1/+1, -1/-1, loyalty, the named kinds)
  enchanted: boolean; // "enchanted creatures": an Aura is attached to it
  attachedToThis: boolean; // it is attached to the source ("each Aura attached to it": Evershrike)
  plusOne: boolean; // "with a +1/+1 counter on it"
  minusOne: boolean; // "with a -1/-1 counter on it"
  /** An attacking creature that is (1) or isn't (0) blocked, once blockers are declared; -1: any. */
  blocked: number;
  damaged: boolean; // "that was dealt damage this turn"
  madeByThis: boolean; // a token the resolving spell or ability put into play ("those creatures")
  remembered: boolean; // one of the objects the resolving delayed ability remembers ("them": matches.ts remembered)
  powerAtMost: number; // its power is at most this (1 << 30: any)
  toughnessAtLeast: number; // its toughness is at least this (-(1 << 30): any)
  /** Its converted mana cost is at least / at most these (0 and 1 << 30: any). */
  manaValueAtLeast: number;
  manaValueAtMost: number;
  /** Its converted mana cost is the highest among the creatures in play ("each creature with the highest ..."). */
  highestManaValue: boolean;
  /** Has the creature type chosen as the source came into play ("of the chosen type": Door of Destinies). */
  chosenType: boolean;
  /** Is the color chosen as the source came into play ("permanents of the chosen color": Lurebound Scarecrow). */
  chosenColor: boolean;
  /** Has the name of the card the source named as it came into play ("a spell with that name"). */
  chosenName: boolean;
  /**
   * Its converted mana cost has (1) or hasn't (2) the parity the source chose as it came into play ("of the chosen
   * value": Ashling's Prerogative); 0: any.
   */
  parity: number;
}

/** An amount: a number, the spell's X, or a count of objects matching a filter (418.3c: fixed on use). */
export const enum AmountKind {
  Fixed = 0,
  X = 1,
  Count = 2,
  /** "that much": the triggering event's amount */
  Event = 3,
  /** the power of what this spell or ability sacrificed (the item's amount slot) */
  Sacrificed = 4,
  /** the toughness of object ref n */
  Toughness = 5,
  /** "its toughness": the event object's */
  ItToughness = 6,
  /** the share of a divided amount the target being acted on gets (409.1d of 2008) */
  Share = 7,
  /** how many of the item's list targets are still legal as it resolves */
  LegalTargets = 8,
  /** "your life total": a characteristic-defining ability's (the Avatar of Ajani Goldmane) */
  LifeTotal = 9,
  /** the number of matching permanents of the creature type chosen as the item resolves (its amount slot) */
  ChosenType = 10,
  /** the counters a removeAllCounters earlier in the effect removed (the item's amount slot; lrwd's range) */
  CountersRemoved = 13,
  /** the power of object ref n (morb's range: +6 after the last value) */
  Power = 16,
  /** a count of the matching permanents other than object ref n that share a creature type with it (filter, whose) */
  CountSharing = 17,
  /** how many more cards in hand the opponent has than you (0 if not more) */
  HandDifference = 18,
  /** the damage dealt to your opponent this turn (Notorious Throng; lrwe's range) */
  OpponentDamage = 19,
  /** the converted mana cost of the spell a counter earlier in the effect countered, X as chosen (the amount slot) */
  CounteredManaValue = 22,
  /** the mana symbols of color n - 1 in the mana cost of the permanent an ability's sacrifice cost sacrificed */
  SacrificedManaSymbols = 30,
  /** the power of the permanent an ability's tapUntapped cost tapped (its Ref), as it is or as it last existed */
  TappedPower = 31,
  /** the mana symbols a revealFromHand earlier in the effect counted (the item's amount slot) */
  RevealedManaSymbols = 32,
  /** "the damage dealt this way": what a damage earlier in the effect dealt (StackField.Tracked; shma's range) */
  DamageDealt = 23,
  /** "for each -1/-1 counter on it": the event object's, kept as it left play (the trigger's amount slot; shmc) */
  ItMinusCounters = 42,
  /** a library's size: n 0 yours, n 1 the smallest (a static's condition: Isleback Spawn; shmc) */
  LibrarySize = 43,
  /** the life player ref n lost this turn (whose 3: the player the effect acts on; shmd's range) */
  LifeLost = 44,
  /** the cards player ref n discarded this turn (whose 3: the player the effect acts on) */
  Discarded = 45,
  /** "for each permanent destroyed this way": what a destroyEach earlier in the effect destroyed (StackField.Tracked)
   */
  Destroyed = 46,
  /** "for each card of the chosen color removed this way": what a removeTopChooseColor counted (the amount slot) */
  RemovedOfColor = 47,
}
export interface AmountC {
  kind: AmountKind;
  /** Count: 0 counts the objects; color + 1 counts that color's mana symbols in their mana costs (chroma) */
  n: number;
  filter: FilterC | null;
  zone: number;
  whose: number;
}

/** Target kinds (vocab/targets.ts). */
export const enum TargetKind {
  Creature = 1,
  Permanent,
  Player,
  CreatureOrPlayer,
  Spell,
  CardInGraveyard,
  SpellOrPermanent,
}
export interface TargetC {
  kind: TargetKind;
  filter: FilterC | null;
  player: number /* 0 any, 1 you, 2 opp */;
  whoseYou: boolean;
  /** "another target": not an object or player chosen for an earlier target of the same item (stack.ts). */
  another: boolean;
  /** A spell target: only a spell with a single target ("target spell with a single target"). */
  single: boolean;
  /** A spell target: only a spell that targets its controller's chooser ("spell that targets you": Mirror Sheen). */
  targetsYou?: boolean;
  /** A spell target: only a spell with converted mana cost at most this (taken as it is checked); null: any. */
  manaValueAtMost: AmountC | null;
  /** How many objects this target word takes (target-list.ts): one, or a list ("any number of", "up to N", "X"). */
  count: TargetCount;
  /** TargetCount.UpTo: N. */
  countAmount: AmountC | null;
  /**
   * "X damage divided as you choose among" the list (409.1d of 2008): each pick is one of X; a target may be picked
   * again.
   */
  divide: boolean;
  /** "target creature or player that was dealt damage this turn" (Needle Drop). */
  damaged: boolean;
  /** "two target creatures that share no creature types": none in common with the earlier targets (stack.ts). */
  noSharedType: boolean;
  /** "with an equal or lesser converted mana cost": at most the first target's converted mana cost (stack.ts). */
  manaValueAtMostFirst: boolean;
}
/** Target counts: one target, or a list of them (the last target word of a mode only). */
export const enum TargetCount {
  One = 0,
  AnyNumber = 1,
  UpTo = 2,
  X = 3,
}

/**
 * One flattened instruction of an effect program: its verb (the op code is the verb's index in
 * vocab/registry.ts) and the arguments of its own the verb compiled (vocab/verb.ts: nothing else reads
 * them). `skip`: for a guard ("may", "unless", ...), how many instructions after it it guards.
 */
export interface Instr {
  op: number;
  /** The verb's own arguments, as its compiler made them (vocab/verb.ts defineVerb). */
  args: unknown;
  /** What the instruction acts on (a RefCode, or a target's index; RefCode.None): a list of targets steps it. */
  object: number;
  skip: number;
}

/** One mode of a spell or ability (409.1b): its targets and program. A card without modes has one. */
export interface ModeC {
  targets: TargetC[];
  program: Instr[];
  text: string;
  /** An entwined mode's whole cost, instead of the card's mana cost (409.1b); null: the card's. */
  cost: ManaCost | null;
  /** Every filter its targets and effects name, and the token cards it makes: the words a text change reads (418.6). */
  filters: FilterC[];
  tokens: CCard[];
}

/**
 * One part of an activated ability's cost ("{T}", "Sacrifice a creature", "{1}{R}"), as its cost word
 * compiled it: the word's number (vocab/cost-registry.ts; its run-time kind: actions/cost-kinds.ts) and
 * what the word reads. Every part has the same fields.
 */
export interface CostC {
  word: number;
  /** What may be chosen to pay it ("Sacrifice a [permanent]", "Discard a [card]"); null: none. */
  filter: FilterC | null;
  /** A number of the word's own (how many); 0 when it has none. */
  n: number;
}

export interface ActivatedC {
  /**
   * The mana in its cost (none: zero) and whether {T} is in it: what the automatic payer reads (mana.ts:
   * a source tapped for the cost can't also tap for mana), noted by those two words as they compile.
   */
  cost: ManaCost;
  tap: boolean;
  /** Its cost, part by part, in the order they are paid (vocab/cost.ts CostOrder): mana, {T}, the rest. */
  costs: CostC[];
  sorcery: boolean /* only as a sorcery (Equip) */;
  modes: ModeC[];
  text: string;
  /** Its activations this turn are counted (activations.ts): its effect reads them, or it has a limit each turn. */
  counted: boolean;
  /** "Play this ability no more than N times each turn" (0: no limit; 1: "only once each turn"; counted). */
  maxPerTurn: number;
  /** "Play this ability only during your upkeep." */
  upkeepOnly: boolean;
  /** Played while its card is in its owner's hand, never in play (reinforce, 502.77 of 2008). */
  fromHand: boolean;
  /** Played while its card is in its owner's graveyard, never elsewhere (Summon the School). */
  fromGraveyard: boolean;
  /** "Any player may play this ability." (403.2: Oona's Prowler): the player who plays it controls it. */
  anyPlayer: boolean;
  /** "Play this ability only during your turn." */
  turnOnly: boolean;
  /** A mana ability with a cost other than {T} (406.1 of 2008): played at priority, resolved at once, off the stack. */
  manaAbility: boolean;
  /**
   * A loyalty ability (212.9 of 2008: a loyalty symbol in its cost): only as a sorcery, and only if no loyalty ability
   * of the permanent was activated this turn (counted, limit 1: every loyalty ability of a permanent shares the count).
   * Loyalty.MinusX: its cost removes X loyalty counters, X chosen up to the permanent's loyalty.
   */
  loyalty: Loyalty;
  /**
   * "Play this ability only if you control two or more black permanents" (Leechridden Swamp): a count of objects
   * seen from the player playing it, within bounds, checked as it could be played (null: no such condition).
   */
  onlyIf: { count: AmountC; atLeast: number; atMost: number } | null;
}

/** Whether an activated ability is a loyalty ability, and whether its loyalty cost is -X (ActivatedC.loyalty). */
export const enum Loyalty {
  None = 0,
  Fixed = 1,
  MinusX = 2,
}
/**
 * A mana ability: {T}, add one mana of a color in `colors` (bits 0-4 WUBRG, bit 5 colorless); `pain`: "[this] deals N
 * damage to you" (406.1).
 */
export interface ManaAbilityC {
  tap: boolean;
  cost: ManaCost;
  colors: number;
  pain: number;
}

/**
 * A card's mana abilities as the automatic payer sees them (mana.ts): `code` 0-4 one color, 5 colorless
 * (painless, one ability: the common case), 6 a choice (`free`: colors it makes without damage;
 * `painful`: colors only its damaging ability makes, dealing `pain`).
 */
export interface ManaSourceC {
  code: number;
  free: number;
  painful: number;
  pain: number;
}
export const NO_MANA_SOURCE: ManaSourceC = { code: 5, free: 0, painful: 0, pain: 0 };

/**
 * "{T}: Add [amount] mana of any color (in any combination of colors). Spend this mana only to play Elemental spells or
 * activated abilities of Elementals" (Smokebraider, Primal Beyond): a mana ability the automatic payer uses only
 * paying for a spell whose card matches `filter` (printed) or an activated ability of a permanent that matches it
 * (actions/mana.ts); `key` names the restriction (equal filters, equal keys), for the mana left floating. Rosheen
 * Meanderer's "{T}: Add {4} to your mana pool. Spend this mana only on costs that contain {X}": `withX`, `colorless`.
 */
export interface RestrictedManaC {
  amount: number;
  /** null: `withX` says what it may pay */
  filter: FilterC | null;
  key: number;
  /** "Spend this mana only on costs that contain {X}" (Rosheen Meanderer): any part of such a cost (2008 ruling) */
  withX: boolean;
  /** its mana is colorless ("Add {4}"), else of any color */
  colorless: boolean;
}

/** Trigger events (vocab/abilities.ts). */
export const enum TriggerEvent {
  ComesIntoPlay = 1,
  PutIntoGraveyardFromPlay,
  BeginningOfStep,
  DealsDamage, // a source deals damage (one trigger per source per simultaneous damage event)
  Attacks, // a creature is declared as an attacker
  Blocks, // 410.9a: once per combat per blocker
  BlocksCreature, // 410.9b: once per attacker it blocks
  BecomesBlocked, // 410.9c: once per combat per attacker (with minBlockers: 410.9e)
  BlockedByCreature, // 410.9d: once per creature blocking it
  PutIntoGraveyard, // from anywhere (the card's own ability works in the graveyard)
  SpellCast, // a spell is played (its costs paid)
  Draws,
  Discards, // a card is drawn / discarded
  IsDealtDamage, // a creature is dealt damage (once per simultaneous damage event, the total)
  Delayed, // 417.2: an ability an effect creates, waiting for its step (no event fires it)
  TappedForMana, // a player taps a (matching) permanent for mana
  LeavesPlay, // 410.10c: this permanent leaves play, to any zone (looks back in time)
  // a spell or ability destroys a (matching) permanent; looks back in time; the event's player: that spell or ability's
  // controller
  Destroyed,
  State, // 410.11 of 2008: a state trigger ("when you control no other creatures"): a game state, not an event
  // CR 406.1, 411.3: a triggered mana ability (tapped for mana, adds mana): resolved by the payer as the mana ability
  // that triggers it resolves, never queued
  ManaAbility,
  TurnedFaceUp, // 502.26c: this face-down permanent is turned face up (morph)
  Clashes, // a player has clashed (glossary "Clash" of 2008), after the clash; the amount: 1 if he or she won
  NotBlocked, // an attacking creature isn't blocked, as blockers are declared ("attacks and isn't blocked")
  // a player plays an activated ability of a (matching) permanent, a mana ability too (the source tapped for mana)
  AbilityActivated,
  // a (matching) permanent becomes the target of a spell or ability (as it is played or put on the stack, a copy's
  // targets, a changed target); the event's player: that spell or ability's controller
  BecomesTarget,
  // a -1/-1 counter is placed on a (matching) permanent: one occurrence per counter, by an effect, a cost, wither's
  // damage or as it comes into play with it (persist's return too)
  MinusCounterPlaced,
  /** From here on: words the engine doesn't fire itself (they listen to events), numbered in vocabulary order. */
  FIRST_FREE,
}
/** Intervening-if conditions (410.8). */
export const enum Cond {
  None = 0,
  ThisUntapped = 1,
  NotCastFromHand = 2,
  ThisInPlay = 3,
  /** a leaves-play trigger's look-back: a fact of the past */
  WasCreature = 4,
  /** condCount in [condMin, condMax] */
  Count = 5,
  /** "if its evoke cost was paid" (502.74 of 2008: the evoke keyword's own trigger, added by the compiler) */
  Evoked = 6,
  /** "if its prowl cost was paid" (502.76 of 2008: Latchkey Faerie) */
  Prowled = 7,
  /** "if [condMin] or more cards have been removed from the game with [this]" (Colfenor's Urn: Link.Removed rows) */
  RemovedWithThis = 13,
  /** "if an opponent lost [condMin] or more life this turn" (Sygg, River Cutthroat) */
  OpponentLostLife = 44,
  /** "if there are [condMin] or more [condCounter] counters on [this]" (Helix Pinnacle), within [condMin, condMax] */
  CountersOnThis = 35,
}
/** Who an event's player must be, seen from the ability's controller. */
export const enum Whose {
  Each = 0,
  You = 1,
  Opponent = 2,
}
/** Damage recipients a DealsDamage trigger listens for. */
export const enum To {
  Any = 0,
  Player = 1,
  Opponent = 2,
  Creature = 3,
  /** the trigger's controller (occurrences of damage to a player whose "it" is the source) */
  You = 4,
  /** a creature, "it" being the source and "that player" the creature's controller as it was dealt the damage */
  CreatureItSource = 5,
}
/** Parts of a trigger event an effect can read: "it", "that player", "that much". */
export const enum EventRead {
  It = 1,
  Player = 2,
  Amount = 4,
  /** "its toughness": kept as it leaves play */
  ItToughness = 8,
  /** "shares a creature type with that creature": its creature types (a subtype set) are the trigger's amount */
  ItCreatureTypes = 16,
  /** a granted triggered ability names the permanent whose static ability grants it: the event object ("it") slot */
  Granter = 32,
  /** "for each -1/-1 counter on it": its -1/-1 counters as it triggers (before it leaves) are the trigger's amount */
  ItMinusCounters = 64,
  /**
   * "becomes a copy of that creature" after it left play: its copiable values as it last existed in play (503.2 of
   * 2008; the card its latest copy effect gave it, or its own, a face-down one's 2/2) + 1 are the trigger's amount
   */
  ItCopiable = 128,
}

export interface TriggeredC {
  event: TriggerEvent;
  self: boolean;
  filter: FilterC | null;
  step: number;
  whose: Whose;
  /** Combat damage only (DealsDamage); only during the combat phase (leaves-play triggers); attacks alone (Attacks). */
  combat: boolean;
  to: To;
  /** The least amount an occurrence needs: blockers (becomesBlocked), attackers blocked (blocks), a won clash. */
  minBlockers: number;
  /** Zone.InPlay, or Zone.Graveyard for an ability that works only from its owner's graveyard. */
  zone: number;
  /** Intervening "if" (410.8): checked as it triggers and again on resolution. */
  cond: Cond;
  /** Cond.Count: how many objects, and the bounds it must lie in. */
  condCount: AmountC | null;
  condMin: number;
  condMax: number;
  /** Cond.CountersOnThis: the CounterKind counted. */
  condCounter: number;
  /** What "it" (the event's other object: the creature blocked or blocking) must match, or null. */
  itFilter: FilterC | null;
  /** TriggerEvent.State: the game state it watches for, a count of objects within [min, max]. */
  state: { count: AmountC; min: number; max: number } | null;
  /** Discards: who must control the spell or ability that causes the discard (Each: anything, a game rule too). */
  causedBy: Whose;
  /** SpellCast: whose turn it must be ("during an opponent's turn": Opponent; Each: any turn). */
  turn: Whose;
  /** SpellCast: colors the spell must all have ("a spell that's both black and green": the Mimics); 0: none. */
  colorsAll: number;
  /**
   * ComesIntoPlay: the zone the permanent must come from; SpellCast: the zone the spell must be played from ("from a
   * graveyard": River Kelpie); Zone.None: any.
   */
  fromZone: number;
  /**
   * TriggerEvent.ManaAbility: the mana it adds to the player who tapped the permanent (WUBRGC counts, then how many of
   * any color); else null.
   */
  manaAdd: readonly number[] | null;
  modes: ModeC[];
  text: string;
  /** What of its event its effect reads (EventRead bits; stack.ts sameTrigger). */
  readsEvent: number;
}

/**
 * Static abilities (vocab/statics.ts): each becomes a row of the continuous-effect table while its
 * source is in play (continuous.ts): its layer, what it does (CE) with values a and b, and the filter of
 * the objects it applies to at each moment (418.4).
 */
export interface StaticC {
  layer: number;
  what: number;
  filter: FilterC;
  a: number;
  b: number;
  text: string;
  /** a and b are per matching permanent (Blanchwood Armor: +1/+1 for each Forest you control); null: fixed. */
  forEach: FilterC | null;
  /** With forEach: count, for each object getting the bonus, only the others sharing a creature type with it. */
  sharing: boolean;
  /** "+P/+T for each [kind] counter on [this]" (Door of Destinies): a CounterKind, or 0. */
  perCounter: number;
  /** "+P/+T for each white mana symbol in its mana cost" (Light from Within): color + 1, or 0. */
  perOwnSymbols: number;
  /** "As long as [this] is untapped": the ability applies only while its source is untapped. */
  whileUntapped: boolean;
  /** It depends on tapped, attacking or blocking state (compileStatic sets it). */
  volatile: boolean;
  /** A characteristic-defining ability (layer 6a): the source's own P/T are each this count. */
  cda: AmountC | null;
  /** With cda: a second count added to it (Dauntless Dourbark: Forests plus Treefolk); null: none. */
  cdaPlus: AmountC | null;
  /**
   * "[This] has protection from the chosen color": the source itself gains protection from its chosen color (419.1b).
   */
  chosenColor: boolean;
  /** grantKeywords: only those of its keywords that a creature card in a graveyard has (Cairn Wanderer). */
  fromGraveyards: boolean;
  /**
   * grantAbilities with an activated ability: the card holding that ability (granted.ts; its id is the row's A); else
   * null.
   */
  grant: CCard | null;
  /** What it does to the objects it applies to, for agents (vocab/verb.ts Aim: none, harm, help). */
  aim: number;
  /** "As long as you control a [filter]": it applies only while this count, seen from its controller, is within
   * [atLeast, atMost] (Boggart Sprite-Chaser); null: always. */
  cond: { count: AmountC; atLeast: number; atMost: number } | null;
  /**
   * The index (in the card's statics) of the first part of the printed ability this static is part of: its own
   * index unless one ability has several parts (`"effects"`: Humility's "lose all abilities" and "are 1/1").
   */
  group: number;
  /**
   * Its effect applies in more than one layer (several parts, or one word that spans layers: animate), so once it
   * starts to apply it goes on applying to the same set of objects in its later layers (418.5b).
   */
  linked: boolean;
}

/** What a permanent attaches as (212.4, 212.2 of 2008): an Aura enchants, an Equipment equips. */
export const enum Attach {
  None = 0,
  Aura = 1,
  Equipment = 2,
}

/** Which kinds of abilities a card has, so the engine can skip scans when none is in play. */
export const enum AbilityKind {
  Activated = 1,
  EnterTrigger = 2,
  LeaveTrigger = 4,
  StepTrigger = 8,
  Static = 16,
  DamageTrigger = 32,
  CombatTrigger = 64,
  CastTrigger = 128,
  /** draw, discard */
  CardTrigger = 256,
  GraveTrigger = 512, // put into a graveyard from anywhere
  FromGraveyard = 1024, // a triggered ability or dredge, which work from the graveyard (counted in graveyards)
  ManaTrigger = 2048, // a permanent tapped for mana
  RemembersDamage = 4096, // what this permanent deals damage to this turn is remembered (a filter asks)
  ZoneCount = 8192, // a characteristic-defining ability counts cards in graveyards or hands (Mortivore)
  StateTrigger = 16384, // a state trigger (410.11 of 2008)
  LinkedStatic = 32768, // a static ability whose effect applies in several layers (418.5b: chars.ts links its parts)
  AnyPlayer = 1 << 16, // an activated ability any player may play (403.2: Oona's Prowler)
  /** a static adds a color to every card outside play and every spell (Painter's Servant: facts/card-colors.ts) */
  ColorsOutsidePlay = 1 << 27,
  RestrictedMana = 1 << 28, // a mana ability whose mana may be spent only on some spells and abilities (Smokebraider)
  /** a characteristic-defining ability reads its controller's life total: a life change marks the cache stale */
  LifeTotalPt = 1 << 29,
  /** a planeswalker (212.9 of 2008): the checks for planeswalkers (attacks, damage, state) look only when one is */
  Planeswalker = 1 << 30,
}
/**
 * Kinds the vocabulary allocates for trigger words that name none of the above (vocab/trigger-registry.ts),
 * bit by bit as it loads: bits FIRST_FREE_KIND..LAST_FREE_KIND. (Bit 16 is AnyPlayer, 27 ColorsOutsidePlay, 28
 * RestrictedMana, 29 and 30 LifeTotalPt and Planeswalker, bit 31 the graveyard count's slot.)
 */
export const FIRST_FREE_KIND = 17;
export const LAST_FREE_KIND = 26;

export interface CCard {
  id: number;
  name: string;
  types: number;
  supers: number;
  subtypes: string[];
  /** Interned subtype set (vocab/subtypes.ts): the id the characteristics cache holds. */
  subtypeSet: number;
  /** "Protection from [creature types]" (502.7 of 2008: Nath's Buffoon's Elves): subtype ids, or null. */
  protSubtypes: readonly number[] | null;
  /** "Can't be blocked by creatures with power N or greater" (Goldmeadow Dodger: 4); 0: no such ability. */
  unblockableByPower: number;
  /** "Protection from converted mana cost N or greater" (Mistmeadow Skulk: 3); 0: no such ability. */
  protManaValueAtLeast: number;
  /** "Can't be blocked except by N or more creatures" (Guile: 3); 0: no such ability (2 is a combat word). */
  minBlockers: number;
  /** "[This] can't be blocked by [colors] creatures" (Sootwalkers): WUBRG bits; 0: none. */
  unblockableByColors: number;
  /** "[This] can't be blocked except by creatures with defender" (Noggle Bandit). */
  onlyDefendersBlock: boolean;
  /** "[This] can't have counters placed on it" (Tatterkite; facts/counters-allowed.ts). */
  noCounters: boolean;
  /** "[This] can't be countered" (Vexing Shusher): its spell, and a copy of it. */
  uncounterable: boolean;
  colors: number;
  power: number;
  toughness: number;
  kw: number;
  /** The second keyword word (constants.ts COMBAT_WORDS). */
  kw2: number;
  cost: ManaCost | null;
  /** Instants and sorceries: the spell's modes (one unless it says "choose one"). */
  spell: ModeC[] | null;
  mana: ManaAbilityC[];
  /** Its mana abilities combined, for payment (set after they are compiled). */
  manaSrc: ManaSourceC;
  /** Its mana ability whose mana may be spent only on some spells and abilities; null: none. */
  restrictedMana: RestrictedManaC | null;
  /**
   * A filter ability "{a/b}, {T}: Add {a}{a}, {a}{b}, or {b}{b}" (Mystic Gate): colors a and b (WUBRG bits), which the
   * automatic payer may use paired with a source of either color (actions/mana.ts); 0: none.
   */
  filterMana: number;
  /**
   * The types of mana its mana abilities could produce, whatever their costs (WUBRGC bits: colorless is bit 5), which
   * Reflecting Pool reads; 0: none.
   */
  producible: number;
  /** "{T}: Add to your mana pool one mana of any type that a land you control could produce" (Reflecting Pool). */
  reflectsLands: boolean;
  activated: ActivatedC[];
  triggered: TriggeredC[];
  statics: StaticC[];
  /** Aura, Equipment or neither; an Aura's `enchant` says what it can enchant (and its spell targets). */
  attachKind: Attach;
  enchant: TargetC | null;
  /** "[This] comes into play tapped." */
  entersTapped: boolean;
  /** "As [this] comes into play, you may reveal a [filter] card from your hand. If you don't, it enters tapped." */
  revealOrTapped: FilterC | null;
  /**
   * "[This] comes into play with N [kind] counters on it" (kind: CounterKind; unlessPlayed: a color bit, "unless you
   * played another red spell this turn", or 0); null: none.
   */
  entersWithCounters: { kind: number; n: number; unlessPlayed: number } | null;
  /** "Play [this] only if you played another green spell this turn": that color's bit, or 0. */
  playOnlyIfPlayed: number;
  /** "comes into play with a +1/+1 counter on it for each [filter] you control" (Kinsbaile Borderguard); null: none */
  entryCountersFor: FilterC | null;
  /** "comes into play with a -1/-1 counter on it for each [filter]", anyone's (Canker Abomination); null: none */
  entryMinusFor: FilterC | null;
  /** "As [this] comes into play, name a card." (the name is kept per object: naming.ts) */
  namesCard: boolean;
  /** Its name is chosen among spells' names ("name a card", then "counter target spell with that name"). */
  namesSpell: boolean;
  /** "You may choose not to untap [this] during your untap step." */
  mayNotUntap: boolean;
  /** "As [this] comes into play, you may choose a [filter] in play. If you do, it comes into play as a copy of it." */
  copyOnEntry: FilterC | null;
  /**
   * "... it becomes a copy of that creature and gains '...'" (Vesuvan Shapeshifter): the card holding the ability its
   * copy effect gives the copy (a granted ability's holder, compile.ts), part of the copy's copiable values (503.3 of
   * 2008: a WITH_COPY row, continuous.ts); null: none.
   */
  copyGains: CCard | null;
  /**
   * "If [this] would be put into a graveyard from anywhere, reveal it and shuffle it into its owner's library instead."
   */
  shuffleInsteadOfGraveyard: boolean;
  /** "If a spell or ability an opponent controls causes you to discard [this], put it into play instead of ..." */
  playInsteadOfOpponentsDiscard: boolean;
  /** "As [this] comes into play, choose a color." (419.1b; its abilities read the chosen color) */
  chooseColor: boolean;
  /** "As [this] comes into play, choose a creature type." (Door of Destinies; its abilities read the type chosen) */
  chooseCreatureType: boolean;
  /** "As [this] comes into play, choose odd or even." (Ashling's Prerogative; its filters read the value chosen) */
  chooseParity: boolean;
  /** "If [this] is in your opening hand, you may begin the game with it in play." (engine.ts, after the mulligans) */
  beginsInPlay: boolean;
  /**
   * Dredge N (0: none): a draw replacement that works from its owner's graveyard (replace.ts; counted as
   * AbilityKind.FromGraveyard).
   */
  dredge: number;
  /** "As [this] comes into play, you lose life equal to your life total." (419.1b; Lich: events.ts) */
  entryLifeLoss: boolean;
  /** "[This] comes into play with N +1/+1 counters on it" (0: none). */
  entryCounters: number;
  /** Morph [cost] (502.26): the cost to turn it face up (null: no morph). */
  morph: ManaCost | null;
  /** Evoke [cost] (502.74 of 2008): the cost it may be played for instead of its mana cost (null: no evoke). */
  evoke: ManaCost | null;
  /** Prowl [cost] (502.76 of 2008): the cost it may be played for when its creature types dealt combat damage. */
  prowl: ManaCost | null;
  /** The colors its spell's "if {W} was spent to play it" guards read (a WUBRG mask; 0: none): chosen as it is paid. */
  spentColors: number;
  /**
   * Conspire (502.78 of 2008): the parts of its conspire cost, one per creature to tap, paid when it is played with
   * CONSPIRE_OPTION (null: no conspire).
   */
  conspire: CostC[] | null;
  /** Retrace (502.81 of 2008): its cost's parts when played from a graveyard (discard a land card); null: none. */
  retrace: CostC[] | null;
  /**
   * The pool's face-down card (a 2/2 creature with no name, text, subtypes or mana cost) for a morph card; -1
   * otherwise.
   */
  faceDown: number;
  kinds: number; // AK bits
  text: string;
  /**
   * "Costs {generic} less to play if an opponent controls at least `by` more matching permanents than you" (costs.ts).
   */
  costReduction: { generic: number; filter: FilterC; by: number } | null;
  /**
   * "As an additional cost to play this spell, ..." (a spell cost word's part: "sacrifice all [matching
   * permanents] you control"; stack.ts finishBuild); null: none.
   */
  additionalCost: CostC | null;
  /** Cards of the tokens this card's effects create, and the cards holding the activated abilities its
   * effects grant (granted.ts); pool.ts gives them ids; never in a deck. */
  tokens: CCard[];
  /** A planeswalker's printed loyalty (212.9 of 2008): it comes into play with that many loyalty counters; 0: none. */
  loyalty: number;
}

/**
 * A card with every field in one order: printed cards and tokens then share one hidden class, so the
 * engine's reads of card fields stay monomorphic (four shapes made them polymorphic). Give each new
 * CCard field a default here; never add a field to a card after it is made.
 */
export function makeCard(f: Pick<CCard, 'id' | 'name' | 'types'> & Partial<CCard>): CCard {
  return {
    id: f.id,
    name: f.name,
    types: f.types,
    supers: f.supers ?? 0,
    subtypes: f.subtypes ?? [],
    subtypeSet: f.subtypeSet ?? 0,
    protSubtypes: f.protSubtypes ?? null,
    unblockableByPower: f.unblockableByPower ?? 0,
    protManaValueAtLeast: f.protManaValueAtLeast ?? 0,
    minBlockers: f.minBlockers ?? 0,
    unblockableByColors: f.unblockableByColors ?? 0,
    onlyDefendersBlock: f.onlyDefendersBlock ?? false,
    noCounters: f.noCounters ?? false,
    uncounterable: f.uncounterable ?? false,
    colors: f.colors ?? 0,
    power: f.power ?? 0,
    toughness: f.toughness ?? 0,
    kw: f.kw ?? 0,
    kw2: f.kw2 ?? 0,
    cost: f.cost ?? null,
    spell: f.spell ?? null,
    mana: f.mana ?? [],
    manaSrc: f.manaSrc ?? NO_MANA_SOURCE,
    restrictedMana: f.restrictedMana ?? null,
    filterMana: f.filterMana ?? 0,
    producible: f.producible ?? 0,
    reflectsLands: f.reflectsLands ?? false,
    activated: f.activated ?? [],
    triggered: f.triggered ?? [],
    statics: f.statics ?? [],
    attachKind: f.attachKind ?? Attach.None,
    enchant: f.enchant ?? null,
    entersTapped: f.entersTapped ?? false,
    revealOrTapped: f.revealOrTapped ?? null,
    entersWithCounters: f.entersWithCounters ?? null,
    playOnlyIfPlayed: f.playOnlyIfPlayed ?? 0,
    entryCountersFor: f.entryCountersFor ?? null,
    entryMinusFor: f.entryMinusFor ?? null,
    namesCard: f.namesCard ?? false,
    namesSpell: f.namesSpell ?? false,
    mayNotUntap: f.mayNotUntap ?? false,
    copyOnEntry: f.copyOnEntry ?? null,
    copyGains: f.copyGains ?? null,
    shuffleInsteadOfGraveyard: f.shuffleInsteadOfGraveyard ?? false,
    playInsteadOfOpponentsDiscard: f.playInsteadOfOpponentsDiscard ?? false,
    chooseColor: f.chooseColor ?? false,
    chooseCreatureType: f.chooseCreatureType ?? false,
    chooseParity: f.chooseParity ?? false,
    beginsInPlay: f.beginsInPlay ?? false,
    dredge: f.dredge ?? 0,
    entryLifeLoss: f.entryLifeLoss ?? false,
    entryCounters: f.entryCounters ?? 0,
    morph: f.morph ?? null,
    evoke: f.evoke ?? null,
    prowl: f.prowl ?? null,
    spentColors: f.spentColors ?? 0,
    conspire: f.conspire ?? null,
    retrace: f.retrace ?? null,
    faceDown: f.faceDown ?? -1,
    kinds: f.kinds ?? 0,
    text: f.text ?? '',
    costReduction: f.costReduction ?? null,
    additionalCost: f.additionalCost ?? null,
    tokens: f.tokens ?? [],
    loyalty: f.loyalty ?? 0,
  };
}

/** A triggered ability, its fields in one order (one hidden class for every trigger: see makeCard). */
export function makeTriggered(
  w: Omit<TriggeredC, 'modes' | 'text' | 'readsEvent' | 'manaAdd'>,
  modes: ModeC[],
  text: string,
  readsEvent: number,
): TriggeredC {
  return {
    event: w.event,
    self: w.self,
    filter: w.filter,
    step: w.step,
    whose: w.whose,
    combat: w.combat,
    to: w.to,
    minBlockers: w.minBlockers,
    zone: w.zone,
    cond: w.cond,
    condCount: w.condCount,
    condMin: w.condMin,
    condMax: w.condMax,
    condCounter: w.condCounter,
    itFilter: w.itFilter,
    state: w.state,
    causedBy: w.causedBy,
    turn: w.turn,
    colorsAll: w.colorsAll,
    fromZone: w.fromZone,
    manaAdd: null,
    modes,
    text,
    readsEvent,
  };
}

/** The first mode's targets (most cards have one mode). */
export const spellTargets = (c: CCard): TargetC[] => (c.spell ? c.spell[0].targets : []);
