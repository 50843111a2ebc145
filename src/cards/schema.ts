// The card-definition schema: a card is JSON-compatible data in a closed vocabulary (design.md,
// "Cards as data"). The same schema serves the built-in pool and a designer's --cards file.
// compile.ts validates these objects and turns them into engine form.

export type CardType = 'Artifact' | 'Creature' | 'Enchantment' | 'Instant' | 'Land' | 'Sorcery';
export type Supertype = 'Basic' | 'Legendary' | 'Snow' | 'World';
export type Color = 'white' | 'blue' | 'black' | 'red' | 'green';

/** Keywords as 2008 rules text writes them (502). */
export type Keyword =
  | 'flying' | 'first strike' | 'double strike' | 'trample' | 'haste' | 'vigilance' | 'defender'
  | 'reach' | 'shroud' | 'fear'
  | 'plainswalk' | 'islandwalk' | 'swampwalk' | 'mountainwalk' | 'forestwalk'
  | 'protection from white' | 'protection from blue' | 'protection from black'
  | 'protection from red' | 'protection from green';

/** Who an effect or filter refers to, seen from the ability's controller. */
export type PlayerRef = 'you' | 'opponent' | 'each' | `target:${number}` | 'targetController:0';

/** An object an effect acts on: a target by index, or the source itself. */
export type ObjectRef = `target:${number}` | 'this';

/** A set of permanents in play, for "each"/"all" effects and static abilities. */
export interface Filter {
  types?: CardType[];          // has at least one of these types
  notTypes?: CardType[];       // has none of these types
  subtypes?: string[];         // has at least one of these subtypes
  colors?: Color[];            // is at least one of these colors
  notColors?: Color[];         // is none of these colors
  keywords?: Keyword[];        // has all of these keywords
  tapped?: boolean;
  attacking?: boolean;
  blocking?: boolean;
  controller?: 'you' | 'opponent';
  other?: boolean;             // not the source object itself
}

export type TargetSpec =
  | { kind: 'creature'; filter?: Filter }
  | { kind: 'permanent'; filter?: Filter }
  | { kind: 'player'; player?: 'you' | 'opponent' }
  | { kind: 'creatureOrPlayer' }
  | { kind: 'spell'; filter?: { types?: CardType[]; notTypes?: CardType[] } }
  | { kind: 'cardInGraveyard'; filter?: { types?: CardType[] }; whose?: 'you' | 'any' };

export type Amount = number | 'x';

/** One-shot effects (417), one verb each; `seq` runs several in order. */
export type Effect =
  | { op: 'seq'; effects: Effect[] }
  | { op: 'damage'; amount: Amount; to: ObjectRef | PlayerRef }            // to a creature or player
  | { op: 'damageEach'; amount: Amount; filter?: Filter; players?: 'each' | 'opponent' | 'you' }
  | { op: 'destroy'; what: ObjectRef; noRegen?: boolean }
  | { op: 'destroyEach'; filter: Filter; noRegen?: boolean }
  | { op: 'pump'; what: ObjectRef; power: number; toughness: number; keywords?: Keyword[] } // until end of turn
  | { op: 'pumpEach'; filter: Filter; power: number; toughness: number; keywords?: Keyword[] } // until end of turn, locked in (418.3b)
  | { op: 'draw'; player: PlayerRef; amount: Amount }
  | { op: 'discard'; player: PlayerRef; amount: Amount }                    // the discarding player chooses
  | { op: 'gainLife'; player: PlayerRef; amount: Amount }
  | { op: 'loseLife'; player: PlayerRef; amount: Amount }
  | { op: 'counter'; what: ObjectRef }                                      // counter target spell
  | { op: 'returnToHand'; what: ObjectRef }                                 // from play or a graveyard to its owner's hand
  | { op: 'tap'; what: ObjectRef }
  | { op: 'untap'; what: ObjectRef }
  | { op: 'addMana'; mana: string }                                         // "{B}{B}{B}": not a mana ability when on a spell
  | { op: 'sacrifice'; what: 'this' }
  | { op: 'addCounters'; what: ObjectRef; counter: '+1/+1' | '-1/-1'; amount: Amount }
  | { op: 'may'; effect: Effect };                                          // "you may": asked of the controller on resolution

export type Cost = '{T}' | 'sacrificeThis' | string; // any other string is a mana cost, e.g. "{1}{R}"

/** When a triggered ability triggers (410). */
export type Trigger =
  | { event: 'comesIntoPlay'; filter?: Filter; self?: boolean }               // self: "When this comes into play"
  | { event: 'putIntoGraveyardFromPlay'; filter?: Filter; self?: boolean }    // leaves-play, looks back in time (410.10d)
  | { event: 'beginningOfStep'; step: 'upkeep' | 'draw' | 'end'; whose: 'you' | 'each' | 'opponent' };

/** Static abilities: continuous effects while the source is in play (418.4). */
export type StaticEffect =
  | { op: 'pumpEach'; filter: Filter; power: number; toughness: number }     // layer 6d
  | { op: 'grantKeywords'; filter: Filter; keywords: Keyword[] };            // layer 5

export type Ability =
  | { kind: 'mana'; cost: Cost[]; produce: string }                         // produce: "{G}" or "any" (one of any color)
  | { kind: 'activated'; cost: Cost[]; targets?: TargetSpec[]; effect: Effect; text?: string }
  | { kind: 'triggered'; when: Trigger; targets?: TargetSpec[]; effect: Effect; text?: string }
  | { kind: 'static'; effect: StaticEffect; text?: string };

export interface CardDef {
  name: string;
  manaCost?: string;            // "{2}{R}"; absent for lands
  colors?: Color[];             // defaults to the colors of the mana cost
  types: CardType[];
  subtypes?: string[];
  supertypes?: Supertype[];
  power?: number;
  toughness?: number;
  text?: string;                // oracle text, 2008 wording
  keywords?: Keyword[];
  /** Instants and sorceries: what the spell does when it resolves. */
  spell?: { targets?: TargetSpec[]; effect: Effect };
  abilities?: Ability[];
}
