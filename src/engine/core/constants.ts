// Ordered enums of the rules. Values are stored in the game's Int32Array, so they are small integers.

/** Zones (2008 names: "in play", "removed from the game"). */
export const enum Zone {
  None = 0, // a token that ceased to exist (420.5f) or an unused object slot
  Library = 1,
  Hand = 2,
  Graveyard = 3,
  InPlay = 4,
  Stack = 5,
  Removed = 6,
}

/** Steps in turn order (rules 301-314 of the 2008 edition). */
export const enum Step {
  Untap = 0,
  Upkeep = 1,
  Draw = 2,
  Main1 = 3,
  BeginCombat = 4,
  DeclareAttackers = 5,
  DeclareBlockers = 6,
  CombatDamage = 7,
  EndCombat = 8,
  Main2 = 9,
  End = 10,
  Cleanup = 11,
}
export const STEP_NAMES = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
] as const;

/** Steps after which a phase ends: mana empties and burns (2008 rule 300.3). */
export function endsPhase(step: Step): boolean {
  return (
    step === Step.Draw || step === Step.Main1 || step === Step.EndCombat || step === Step.Main2 || step === Step.Cleanup
  );
}

/** Boolean facts about an object, one bit each in its flags column. */
export const enum Flag {
  Tapped = 1,
  Token = 2,
  Attacking = 4,
  Blocking = 8,
  Blocked = 16, // an attacker that became blocked this combat (stays blocked, 2008 309.2)
  DealtFirstStrike = 32, // assigned combat damage in the first combat damage step (502.2b)
  Spell = 64, // a card on the stack that is a spell (not a copy or ability)
  Cast = 128, // a permanent that came into play as a spell played from its owner's hand (Phage)
  Copy = 256, // a copy of a spell (copy-a-spell effects); ceases to exist off the stack (420.5j)
  KeepTapped = 512, // its controller chose not to untap it in this untap step ("you may choose not to untap")
  // a library card chosen by a search still going on (vocab/effects-search.ts), or revealed by a replaced draw
  // (replace-draw.ts); moves when it ends
  Found = 1024,
  // a card in its owner's hand that the other player has seen (reveal.ts); cleared as it leaves the hand
  Revealed = 2048,
  AttackedThisTurn = 4096, // it was declared as an attacker this turn (cleared as the next turn begins)
  WorldTie = 8192, // a world permanent that came into play in the same event as another (420.5i tie)
  StateTriggered = 16384, // its state trigger has triggered and not yet left the stack (410.11 of 2008)
  // a face-down spell or permanent (502.26 morph: its card column holds the face-down card, G.faceDownCards the real
  // one)
  FaceDown = 32768,
  // a spell played for its evoke cost, and the permanent it became (502.74 of 2008: "if its evoke cost was paid")
  Evoked = 1 << 20,
  // a spell played for its prowl cost, and the permanent it became (502.76 of 2008: "if its prowl cost was paid")
  Prowled = 1 << 21,
  // a spell played without paying its mana cost (a hideaway land's ability, 502.75 of 2008): its cost is {0} plus
  // any increase, and the permanent it becomes wasn't played from a hand
  PlayedFree = 1 << 24,
  // a card removed from the game face down by hideaway (502.75 of 2008): only its owner, who removed it from his or
  // her library, may look at it
  HiddenRemoved = 1 << 25,
  // with HiddenRemoved: the other player, not its owner, removed it and may look at it (Grimoire Thief's "You may look
  // at cards removed from the game with Grimoire Thief"); its owner may not
  SeenByOpponent = 1 << 23,
  // a spell played from the removed zone (Colfenor's Plans: "play cards removed from the game with [this]"): not from a
  // hand; a reversed play puts it back there, face down and still removed with that permanent
  PlayedFromRemoved = 1 << 27,
  // "doesn't untap during [seat 0's / seat 1's] next untap step" (Entangling Trap, Pollen Lullaby): this bit shifted by
  // the seat; turn.ts clears it as that player's untap step goes by
  SkipUntap0 = 1 << 22,
  // a spell whose conspire cost was paid (502.78 of 2008: two creatures sharing a color with it tapped as it was
  // played): its conspire ability triggers as it is played
  Conspired = 1 << 29,
  // a spell played from its owner's graveyard by its retrace ability (502.81 of 2008): a reversed play puts it back
  Retraced = 1 << 30,
  // a revealed card chosen for a resolving effect while more are chosen ("You choose two of them": Noggin Whack)
  Chosen = 1 << 26,
  // a spell that "can't be countered by spells or abilities" (Vexing Shusher's ability); gone as it leaves the stack
  Uncounterable = 1 << 17,
}

/** Card types as bits. */
export const enum CardType {
  Artifact = 1,
  Creature = 2,
  Enchantment = 4,
  Instant = 8,
  Land = 16,
  Sorcery = 32,
  /** 212.8 of 2008: a card of another type with creature types (212.8a-b); not a permanent type by itself. */
  Tribal = 64,
  /** 212.9 of 2008 (Lorwyn): a permanent with loyalty and loyalty abilities, not a creature. */
  Planeswalker = 128,
}
export const TYPE_NAMES: [string, number][] = [
  ['Artifact', 1],
  ['Creature', 2],
  ['Enchantment', 4],
  ['Instant', 8],
  ['Land', 16],
  ['Sorcery', 32],
  ['Tribal', 64],
  ['Planeswalker', 128],
];

/** Colors as bits, WUBRG order. */
export const COLOR_NAMES = ['white', 'blue', 'black', 'red', 'green'] as const;

/** Supertypes as bits. */
export const enum Super {
  Basic = 1,
  Legendary = 2,
  Snow = 4,
  World = 8,
}

/** Keywords as bits (502). */
export const KEYWORDS = [
  'flying',
  'first strike',
  'double strike',
  'trample',
  'haste',
  'vigilance',
  'defender',
  'reach',
  'shroud',
  'fear',
  'plainswalk',
  'islandwalk',
  'swampwalk',
  'mountainwalk',
  'forestwalk',
  'protection from white',
  'protection from blue',
  'protection from black',
  'protection from red',
  'protection from green',
] as const;
export const enum Keyword {
  Flying = 1 << 0,
  FirstStrike = 1 << 1,
  DoubleStrike = 1 << 2,
  Trample = 1 << 3,
  Haste = 1 << 4,
  Vigilance = 1 << 5,
  Defender = 1 << 6,
  Reach = 1 << 7,
  Shroud = 1 << 8,
  Fear = 1 << 9,
  Plainswalk = 1 << 10,
  Islandwalk = 1 << 11,
  Swampwalk = 1 << 12,
  Mountainwalk = 1 << 13,
  Forestwalk = 1 << 14,
  ProtWhite = 1 << 15,
  // Rules words granted by static abilities (ABILITY_WORDS), above the keywords and protections.
  CantAttack = 1 << 20,
  CantBlock = 1 << 21,
  NoUntap = 1 << 22,
  Unblockable = 1 << 23,
  BlockedOnlyByFlyers = 1 << 24,
  // Keywords past the ability words (KEYWORDS_HIGH)
  Persist = 1 << 25,
  Wither = 1 << 26,
  /** Whimwader's "can't attack unless defending player controls a blue permanent" (500.2: an attack restriction). */
  AttacksIfBlue = 1 << 27,
  /** Inescapable Brute's "must be blocked if able" (500.3-500.5 of 2008: a blocking requirement on the attacker). */
  MustBeBlocked = 1 << 28,
  /**
   * "Is indestructible" (2008 glossary; 420.5c): not destroyed by "destroy" effects or lethal damage. Not an ability
   * in 2008 but a quality effects give: never printed in a card's keywords, and kept when it loses all abilities.
   */
  Indestructible = 1 << 30,
}
/**
 * Keywords of the first word above the ability words, from bit KEYWORD_HIGH_SHIFT: persist (502.79 of 2008, a
 * triggered ability: core/keyword-abilities.ts), wither (502.80: damage to creatures as -1/-1 counters), and the
 * combat restriction of Whimwader (like Sea Monster's Island one, COMBAT_WORDS).
 */
export const KEYWORDS_HIGH = [
  'persist',
  'wither',
  "can't attack unless defending player controls a blue permanent",
  'must be blocked if able',
] as const;
export const KEYWORD_HIGH_SHIFT = 25;
const INDESTRUCTIBLE_BIT = 30;
/**
 * The first keyword word's names by bit: KEYWORDS, no name for the ability words' bits, KEYWORDS_HIGH, and
 * indestructible (Keyword.Indestructible).
 */
export const FIRST_WORD_NAMES: readonly string[] = [
  ...KEYWORDS,
  ...Array<string>(KEYWORD_HIGH_SHIFT - KEYWORDS.length).fill(''),
  ...KEYWORDS_HIGH,
  ...Array<string>(INDESTRUCTIBLE_BIT - KEYWORD_HIGH_SHIFT - KEYWORDS_HIGH.length).fill(''),
  'indestructible',
];
/** Abilities that are not keywords but restrict or free a creature in combat and the untap step, as
 * static abilities grant them ("enchanted creature can't attack or block"); bit 20 + index in K. */
export const ABILITY_WORDS = [
  "can't attack",
  "can't block",
  "doesn't untap",
  'unblockable',
  "can't be blocked except by creatures with flying",
] as const;
export const ABILITY_SHIFT = 20;
/** Landwalk bit i (10..14) pairs with basic land subtype LANDWALK_TYPES[i-10]. */
export const LANDWALK_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
export const PROTECTION_SHIFT = 15; // protection from color c is bit 15 + c

/**
 * The second keyword word: evasion and combat restrictions and requirements (500-502) as rules text
 * writes them, and other keywords past the first 32 bits. Card data lists them among "keywords".
 */
export const COMBAT_WORDS = [
  'shadow',
  'unblockable',
  "can't block",
  "can't attack",
  'attacks each turn if able',
  'blocks each turn if able',
  "can't attack alone",
  "can't block alone",
  'can block only creatures with flying',
  "can't be blocked by more than one creature",
  "can't be blocked except by two or more creatures",
  "can't be blocked by Walls",
  'all creatures able to block this do so',
  'snow plainswalk',
  'snow islandwalk',
  'snow swampwalk',
  'snow mountainwalk',
  'snow forestwalk',
  'nonbasic landwalk',
  'legendary landwalk',
  'protection from artifacts',
  'protection from creatures',
  'flash',
  'lifelink',
  'flanking',
  "can't be blocked except by Walls and/or creatures with flying",
  "can't attack unless defending player controls an Island",
  "may assign its combat damage as though it weren't blocked",
  'can block an additional creature',
  'can block any number of creatures',
  // 502.73 of 2008: a characteristic-setting ability (every creature type: subtypes.ts); its bit says the object has it
  'changeling',
  // Lorwyn's deathtouch, a triggered ability in 2008: "Whenever this creature deals damage to a creature, destroy
  // that creature" (core/keyword-abilities.ts)
  'deathtouch',
] as const;
export const enum CombatWord {
  Shadow = 1 << 0,
  Unblockable = 1 << 1,
  CantBlock = 1 << 2,
  CantAttack = 1 << 3,
  MustAttack = 1 << 4,
  MustBlock = 1 << 5,
  CantAttackAlone = 1 << 6,
  CantBlockAlone = 1 << 7,
  BlocksOnlyFliers = 1 << 8,
  MaxOneBlocker = 1 << 9,
  MinTwoBlockers = 1 << 10,
  NoWallBlockers = 1 << 11,
  Lure = 1 << 12,
  SnowPlainswalk = 1 << 13,
  NonbasicLandwalk = 1 << 18,
  LegendaryLandwalk = 1 << 19,
  ProtArtifacts = 1 << 20,
  ProtCreatures = 1 << 21,
  Flash = 1 << 22,
  Lifelink = 1 << 23,
  Flanking = 1 << 24,
  OnlyWallsOrFliers = 1 << 25,
  AttacksIfIsland = 1 << 26,
  DamageAsUnblocked = 1 << 27,
  // How many attackers it may block: one more per instance (High Ground grants it), or all of them.
  BlocksAdditional = 1 << 28,
  BlocksAny = 1 << 29,
  Changeling = 1 << 30,
  Deathtouch = 1 << 31,
}
/** Words that let a creature block more than one attacker (combat-blocks.ts). */
export const K2_MULTI_BLOCK = (1 << 28) | (1 << 29);
/** Snow landwalk bit i (13..17) pairs with LANDWALK_TYPES[i-13] (502.6c). */
export const SNOW_LANDWALK_SHIFT = 13;
/** Any landwalk of the second word. */
export const K2_LANDWALK = (31 << 13) | (1 << 18) | (1 << 19);
/** Words that make an attack declaration more than a set of independent choices (500.2-500.5). */
export const K2_ATTACK_NONLOCAL = (1 << 4) | (1 << 6);

/** Decision kinds: every choice a player makes is one of these. */
export const enum Decision {
  None = 0,
  Priority = 1, // pass / play land / cast / activate
  Target = 2, // a target for the spell or ability being put on the stack
  Attack = 3, // one attacker at a time, then done
  Block = 4, // one blocker-attacker pair at a time, then done
  Assign = 5, // one point of an attacker's combat damage at a time
  TriggerOrder = 6, // which of a player's simultaneous triggers goes on the stack next
  Discard = 7, // which card to discard (also chosen from another player's hand: Thrull Surgeon)
  May = 8, // yes / no
  Mulligan = 9, // keep / mulligan
  Pause = 10, // scenario hook: a step is beginning (option 0 continues)
  Mode = 11, // which mode of a modal spell or ability (409.1b)
  ChooseX = 12, // the value of X (409.1b); options are the numbers 0..max
  Replace = 13, // which replacement or prevention effect applies first (419.9a); options are effect rows
  ChooseSource = 14, // a source of damage (419.8a); options are object ids
  Sacrifice = 15, // which permanent to sacrifice (an effect's "sacrifice a creature"); options are object ids
  Copy = 16, // what a permanent coming into play copies (layer 1); options: 0 none, else object id + 1
  Words = 17, // a text change's words (418.6): kind << 6 | from << 3 | to (kind 0 colors WUBRG, 1 Plains..Forest)
  Enchant = 18, // what an Aura coming into play other than as a spell enchants (212.4); options are object ids
  // which simultaneous damage a prevention shield prevents first (419.7b); options are SHIELD_FIRST + event index
  ShieldFirst = 19,
  // which permanent to return to its owner's hand (an effect's "return a creature you control"); options are object ids
  Return = 20,
  Search = 21, // a card found by a library search, or chosen from a hand (putFromHand); object ids, or NONE_FOUND
  Order = 22, // which of the cards looked at goes to the bottom of the library next; options are object ids
  LoopCount = 23, // how many times a loop repeats (421.2, 421.3); options are numbers of repetitions
  Color = 24, // a color chosen as a permanent comes into play (419.1b); options are color bits (1 white .. 16 green)
  ResolveColor = 25, // "the color of your choice" chosen as an effect resolves (Wild Mongrel); options are color bits
  AttachTo = 26, // what a resolving effect attaches an Aura or Equipment to (Aura Graft); options are object ids
  // which card of the hand a resolving effect puts into play (Academy Researchers); options are object ids
  FromHand = 27,
  // the card a permanent coming into play names ("as [this] comes into play, name a card"); options are card ids of the
  // pool
  Name = 28,
  // the mode of a modal replacement effect as it applies (419.6g; 0: an optional one not applied); options: replace.ts
  // REPLACE_MODE
  ReplaceMode = 29,
  // which of the permanents that came into play at once, and whose order can matter, takes the next timestamp (418.5e);
  // options are object ids
  TimestampOrder = 30,
  // which other permanent a champion removes from the game, or none (its champion is sacrificed: 502.72 of 2008);
  // options: 0 none, else object id + 1 (vocab/effects-champion.ts)
  Champion = 31,
  // which the attacking creature (Global.DAux) attacks: the defending player or a planeswalker he or she controls
  // (212.9 of 2008); options are a player ref or object ids
  AttackTarget = 32,
  // where a source's noncombat damage to an opponent goes: that player, or a planeswalker he or she controls instead
  // (212.9 of 2008, a redirection chosen by the source's controller); options: replace.ts REPLACE_MODE (the player) or
  // REPLACE_MODE + 1 + the planeswalker's id
  Redirect = 33,
  // "As [this] comes into play, you may reveal a [quality] card from your hand. If you don't, [this] comes into play
  // tapped": which card to reveal, or none; options: 0 none, else object id + 1 (vocab/card-words-entry.ts)
  RevealFromHand = 34,
  // "Choose a creature type" as an effect resolves (Pack's Disdain); options are subtype ids
  // (vocab/effects-creature-type.ts)
  CreatureType = 35,
  // which card of the hand a player reveals for a resolving effect ("target player reveals X cards from his or her
  // hand": Thieving Sprite); options are object ids (vocab/effects-reveal-discard.ts)
  RevealCard = 36,
  // "As an additional cost to play [this], reveal a [quality] card from your hand or pay [mana]" (409.1f of 2008):
  // which card to reveal, or pay the mana; options: object ids, or PAY_INSTEAD (vocab/costs-spell.ts)
  RevealOrPay = 37,
  // "As [this] comes into play, choose odd or even" (419.1b: Ashling's Prerogative); options: 0 even, 1 odd
  // (vocab/card-words-parity.ts)
  OddOrEven = 41,
  // "a counter" of the kind of the player's choice, as an effect resolves ("Remove a counter from target permanent":
  // Medicine Runner; "Move a counter": Leech Bonder); options are CounterKind numbers (decisions/counter-kind.ts)
  CounterKind = 42,
  // "the color or colors of your choice" chosen as an effect resolves (Prismwake Merrow); options are color sets
  // 1..31 (option index = set - 1); Global.DAux: the object (decisions/resolve-colors.ts)
  ResolveColors = 44,
  // "If [a color] was spent to play [this]" (Firespout): which of the colors its guards read the spell's mana
  // spends, chosen before it is paid; options: WUBRG masks, each a way the player can pay (actions/spend-colors.ts)
  SpendColors = 46,
}
/** Global.DAux of a Name decision made as an effect resolves (vocab/effects-named.ts), not as a permanent enters. */
export const NAME_ON_RESOLUTION = 1;
/** Global.DAux of a CreatureType decision that chooses a basic land type instead (vocab/effects-land-type.ts). */
export const LAND_TYPE_CHOICE = 1;
/** Global.DAux of a CreatureType decision made as a permanent comes into play (Door of Destinies). */
export const CREATURE_TYPE_ON_ENTRY = 2;
/**
 * Global.DAux of an Order decision whose card goes on top of the library (vocab/effects-arrange.ts), not the bottom.
 */
export const ORDER_ON_TOP = -3;
/** An Order decision's Global.DAux when the cards are a graveyard's, reordered in place (Fossil Find). */
export const ORDER_GRAVEYARD = -5;
/** The RevealOrPay option "pay the mana instead" (vocab/costs-spell.ts). */
export const PAY_INSTEAD = -4;
/**
 * Global.DAux of a ResolveColor decision whose color is that of the cards an opponent is about to remove (Oona, Queen
 * of the Fae: vocab/effects-remove-top-color.ts); 0: any other "color of your choice".
 */
export const COLOR_OF_REMOVED_CARDS = 1;
/** A CounterKind decision's option word is the kind + this (kinds run from -1, option words must be positive). */
export const COUNTER_KIND_OPTION = 2;
/** A ResolveColors decision's last option: every color (its options are the color sets 1..31). */
export const ALL_COLORS = 31;
/** The Search option "find nothing (more)". */
export const NONE_FOUND = -2;
export const DECISION_NAMES = [
  'none',
  'priority',
  'target',
  'attack',
  'block',
  'assign',
  'triggerOrder',
  'discard',
  'may',
  'mulligan',
  'pause',
  'mode',
  'x',
  'replace',
  'source',
  'sacrifice',
  'copy',
  'words',
  'enchant',
  'shieldFirst',
  'return',
  'search',
  'order',
  'loopCount',
  'color',
  'resolveColor',
  'attachTo',
  'fromHand',
  'name',
  'replaceMode',
  'timestampOrder',
  'champion',
  'attackTarget',
  'redirect',
  'revealFromHand',
  'creatureType',
  'revealCard',
  'revealOrPay',
  '', // 38-40: not used here
  '',
  '',
  'oddOrEven',
  'counterKind',
  '', // 43: not used here
  'resolveColors',
  '', // 45: not used here
  'spendColors',
];

/** Priority option kinds, in the high bits of an option word. */
export const enum Opt {
  Pass = 0,
  PlayLand = 1,
  Cast = 2,
  Activate = 3,
  /** 502.26a: a morph card as a 2/2 for {3} */
  CastFaceDown = 4,
  /** 502.26c: a special action */
  TurnFaceUp = 5,
}
/** An Opt.Cast option's ability slot when the card is played for its evoke cost (502.74 of 2008); 0 otherwise. */
export const EVOKE_OPTION = 1;
/** An Opt.Cast option's ability slot when the card is played for its prowl cost (502.76 of 2008). */
export const PROWL_OPTION = 2;
/** The cost of a spell played without paying its mana cost (Flag.PlayedFree): {0}; never a priority option. */
export const FREE_OPTION = 6;
/** An Opt.Cast option's ability slot when its conspire cost is paid too (502.78 of 2008): its mana cost, and more. */
export const CONSPIRE_OPTION = 15;
/** An Opt.Cast option's ability slot for a card played from a graveyard by its retrace ability (502.81 of 2008). */
export const RETRACE_OPTION = 16;
/** Both: played by retrace with its conspire cost paid too (a conspire granted to it: Wort, the Raidmother). */
export const RETRACE_CONSPIRE_OPTION = 17;

/** Kinds of stack items. */
export const enum StackKind {
  Spell = 1,
  Ability = 2,
  Trigger = 3,
  CombatDamage = 4,
  /** a continuation record of a list of targets (target-list.ts), never on the stack */
  ListPart = 5,
}

/** Why a game ended (end_reason). */
export const enum End {
  None = 0,
  Life = 1,
  Library = 2,
  Poison = 3,
  LoopDraw = 4,
  TurnLimit = 5,
  Effect = 6,
  ActionLimit = 7,
}
export const END_NAMES = [
  '',
  'life',
  'library',
  'poison',
  'loop_draw',
  'turn_limit',
  'effect',
  'action_limit',
] as const;

/** Engine program counter: what the state machine does next when no decision is pending. */
export const enum ProgramCounter {
  StepBegin = 0, // a step begins: the scenario pause, then its turn-based actions
  Priority = 1, // state-based effects, triggers onto the stack, then priority
  Resolve = 2, // resolving the top stack item (resumable)
  StepEnd = 3, // the step ends: mana burn at phase ends, advance
  Mulligans = 4, // pre-game mulligan decisions
  Over = 5,
  StepActions = 6, // the step's turn-based actions (resumable: attackers, blockers, damage, discard)
  Build = 7, // a spell or ability being put on the stack (mode, X, targets, then costs)
}

/** Game actions as events (events.ts): each is proposed, passes the replace/prevent stage (419), happens. */
export const enum EventKind {
  Move = 1, // a zone change: put into play, return to hand, put into a graveyard, remove from the game
  Destroy, // destroy: becomes a Move to the graveyard unless replaced (regeneration, 419.6b)
  Sacrifice, // sacrifice: a Move to the graveyard that regeneration can't replace
  Draw, // draw a card (423): a Move library -> hand, or a draw from an empty library (420.5g)
  Discard, // discard: a Move hand -> graveyard
  Damage, // damage to a creature or player (a player loses that much life)
  LoseLife,
  GainLife,
  Counters, // put (amount > 0) or remove counters; Aux: CounterKind
  Tap,
  Untap,
  Attach,
  Unattach,
  Regenerate, // what a destruction becomes when a regeneration shield replaces it (419.6b)
  Shuffle, // a player's library is shuffled
  Poison, // a player gets poison counters (Amount)
  TurnFaceUp, // a face-down permanent is turned face up (502.26c; "as ... is turned face up" replaces it, 419.1e)
  TurnFaceDown, // a permanent is turned face down (Vesuvan Shapeshifter)
}

/** The kinds of counters the engine keeps (a Counters event's Aux). */
export const enum CounterKind {
  MinusOne = -1,
  PlusOne = 1,
  /** 212.9 of 2008: a planeswalker's loyalty is the number of loyalty counters on it. */
  Loyalty = 2,
  /** Named counters with no rules meaning of their own, read by the cards that name them (NAMED_COUNTERS). */
  Charge = 3,
  Flood = 4,
  Hoofprint = 5,
  /** Makeshift Mannequin's: its granted trigger lasts as long as the creature has one. */
  Mannequin = 6,
  /** Helix Pinnacle's: "if there are 100 or more tower counters on Helix Pinnacle, you win the game". */
  Tower = 7,
}

/** The named counters' JSON names, by CounterKind from CounterKind.Charge on (state.ts packs them in one word). */
export const NAMED_COUNTERS = ['charge', 'flood', 'hoofprint', 'mannequin', 'tower'] as const;
/** The first named counter kind. */
export const FIRST_NAMED_COUNTER = 3;

export const NO_TARGET = -1000;
/** Players are encoded as negative numbers wherever an object id or a player may appear. */
export function playerRef(p: number): number {
  return -1 - p;
}
export function refPlayer(r: number): number {
  return -1 - r;
}
