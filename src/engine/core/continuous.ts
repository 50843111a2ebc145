// The continuous-effect table (418): one row per effect, from static abilities (while their source is
// in play, 418.4) and from resolved spells and abilities (locked in on the objects they affect when they
// begin, 418.3b). Replacement and prevention effects (419) are rows too, in their own layer.
// Rows stay in creation order, which is timestamp order (418.5f-g), so appliers walk them in order.
// Rows are removed when their source or object leaves play or their duration ends: no fixed cap.
import type { AmountC, StaticC } from './cardform.js';
import { Zone } from './constants.js';
import {
  EffectField,
  type Game,
  Global,
  grow,
  live,
  markDirty,
  put,
  ref,
  refId,
  setTs,
  markStaleAlone,
  cardIdOf,
  tsOf,
  zoneOf,
} from './state.js';
import { countKinds } from './kinds.js';

/** Layers of 418.5a in application order; Replacement is not a layer of characteristics (419). */
export const enum Layer {
  Copy = 1, // CR 418.5a (1) copy effects
  Control = 2, // CR 418.5a (2) control-changing effects
  Text = 3, // CR 418.5a (3) text-changing effects
  Type = 4, // CR 418.5a (4) type-, subtype- and supertype-changing effects
  Other = 5, // CR 418.5a (5) everything else but P/T: colors, abilities gained or lost
  PtDefining = 6, // CR 418.5a (6a) characteristic-defining abilities
  PtSet = 7, // CR 418.5a (6b) other effects that set or modify P/T
  PtCounters = 8, // CR 418.5a (6c) counters (not rows: read from the objects)
  PtStatic = 9, // CR 418.5a (6d) static abilities that modify (not set) P/T
  PtSwitch = 10, // CR 418.5a (6e) switching power and toughness
  Replacement = 20, // CR 419: replacement and prevention effects, read by the events' replace stage
  Delayed = 21, // CR 417.2: delayed triggered abilities waiting for a step to begin (triggers.ts)
  Damaged = 22, // a memory, not an effect: Source dealt damage to Obj this turn (ends in cleanup)
  Turns = 23, // CR 300.6 (2008): extra turns waiting to be taken, and the normal turn to come back to (turn.ts)
  Linked = 24, // a memory linking card Obj to Source's abilities: A = Link.Removed or Link.PutIntoPlay
  // a memory, not an effect: the color A chosen as Obj came into play (419.1b; ends in the cleanup after it leaves)
  Chosen = 25,
}

/**
 * Linked rows (EffectField.A): Source removed Obj from the game (Worldgorger Dragon); Obj was put into play with Source
 * (Animate
 * Dead).
 */
export const enum Link {
  Removed = 0,
  PutIntoPlay = 1,
  /** the card a hideaway trigger removed from the game face down (502.75 of 2008), which playRemoved plays */
  Hideaway = 5,
  /** a card removed from the game face down with Source, its controller allowed to look at it (effects-face-down.ts) */
  FaceDown = 11,
  /**
   * Obj is one of the objects a delayed triggered ability remembers ("Remove them from the game at end of turn":
   * delayed's "madeAll"); Source is the key the delayed row holds as its "it" (the first token's reference)
   */
  Remembered = 12,
}

/** What a row does (EffectField.What), with its values in EffectField.A and EffectField.B. */
export const enum ContinuousEffect {
  Pump = 1, // +A/+B
  SetPt, // becomes A/B
  AddKeywords, // gains keywords A (first word) and B (second word, COMBAT_WORDS)
  RemoveKeywords, // loses keywords A and B
  SetController, // controlled by player A
  PreventDamage, // 419.1d shield: prevent the next A damage to the object or player Obj (419.7b)
  Regenerate, // 419.6b shield: the next time Obj would be destroyed this turn, regenerate it instead
  CantRegenerate, // Obj can't be regenerated (its Regenerate shields don't apply)
  PreventCombat, // prevent all combat damage (A 0), or all damage to creatures (A 1) this turn
  PreventCombatToAndBy, // prevent all combat damage dealt to and by the row's source (a static ability)
  PreventFromColors, // prevent all damage from sources of colors A (419.8b-c)
  DoubleDamage, // damage from a matching source is doubled (a static ability's filter)
  DrawInstead, // if player Obj would draw a card, player A draws instead
  RedirectUnblocked, // combat damage to player Obj by unblocked creatures is dealt to creature A instead (419.6c)
  CantLose, // the row's source's controller can't lose the game (a rules-modifying static)
  EntersTapped, // matching permanents come into play tapped (419.1c; a static's filter)
  // the next damage chosen source A would deal to player Obj is prevented (419.8a); B: bit 0, A was a spell; above, its
  // colors (419.8b)
  PreventNextFromSource,
  AddTypes, // layer 4: gains card types A and the subtypes of subtype set B (-1: none)
  SetColors, // layer 5: its colors become A (B 1: A is added to its colors)
  SwitchPt, // layer 6e: power and toughness switch (418.5i)
  Copy, // layer 1: Obj has the copiable values of card A (Clone, 503)
  ChangeText, // layer 3: in Obj's text, words of kind A (0 color, 1 basic land type) B >> 3 become B & 7 (418.6)
  Animate, // a static ability's row in layer 4: matching objects gain types A; in 6b their P/T
  // become B (-1: each one's mana value), applied to the same objects (418.5b)
  MaxAttackers, // no more than A creatures can attack each combat (a rules-modifying static, 500.2)
  MaxBlockers, // no more than A creatures can block each combat (500.3)
  SkipStep, // player Obj skips his or her next step A (419.6e-f); used up by the first occurrence
  SetPtCount, // layer 6b: P/T each become the number COUNTED_PT[A] counts, seen from Obj's controller, at every
  // moment (an ability granted by a resolved effect: Svogthos, the Restless Tomb)
  // damage to the row's source's controller is dealt to the creature the source is attached to instead (419.6c; Pariah)
  RedirectToAttached,
  ExtraTurn, // player Obj takes an extra turn (300.6): the latest row is taken first
  NormalTurnNext, // after the extra turns, player Obj takes the next turn of the normal order
  HandsRevealed, // the row's source's controller's opponents play with their hands revealed (reveal.ts; Telepathy)
  ChosenColor, // Layer.Chosen: Obj's chosen color is A (color bits)
  PreventToBy, // a static's prevention of all damage dealt to (A & 1) and/or by (A & 2) its source, or (A & 8)
  // the creature its source enchants; (A & 4): combat damage only (419.1d)
  // a static's "[players] skip their [step A] steps": B 0 each player, 1 you, 2 your opponents (419.6e; Stasis)
  SkipEachStep,
  // creatures can't attack the row's source's controller unless their controller pays {A} for each (500.2: a cost to
  // attack)
  AttackTax,
  // the row's source can't be the target of spells of colors A (B = 1: spells only); B = 2: of spells or
  // abilities its controller's opponents control, whatever their colors
  Untargetable,
  CantBlockSource, // creature Obj can't block the row's source (this turn; Duct Crawler)
  // after main-phase step A ends, an additional combat phase and then main phase (B = 1: that combat is under way)
  ExtraCombat,
  // creatures can't block unless their controller pays {A} for each blocking creature (500.3: a cost to block)
  BlockTax,
  // Rules-modifying statics (rules-mod.ts): A says whom (Who), B the spell types (bits; 0 any) and, for
  // CostMore, the extra generic mana in B >> 8.
  PlayerShroud, // the players can't be the targets of spells or abilities
  CantCast, // the players can't play spells of types B
  Uncounterable, // spells of types B the players play can't be countered
  CostMore, // spells of types B the players play cost {B >> 8} more
  NoMaxHandSize, // the players have no maximum hand size
  LandsFromGraveyard, // the players may play land cards from their graveyards
  PoolsDontEmpty, // mana pools don't empty at the end of phases (so no mana burn)
  UntapOnOthersTurn, // the players untap their permanents during each other player's untap step
  OneSpellPerTurn, // the players can't play more than one spell each turn
  LandsMakeAnyColor, // the players' lands have "{T}: Add one mana of any color to your mana pool" (mana.ts)
  // activated abilities of sources with the name the source named can't be played (mana abilities can)
  CantActivateNamed,
  GrantAbility, // layer 5: Obj has the activated ability of card A (a card holding only that ability: granted.ts)
  // layer 5: loses all abilities (keywords, and its card's triggered, activated, mana and static abilities: Humility)
  LoseAbilities,
  // a card (not a token) that would be put into the graveyard of a player A names (Who) goes to zone B instead (Leyline
  // of the Void; B Library: revealed, on the bottom of the owner's library, Wheel of Sun and Moon)
  GraveyardInstead,
  // if the row's source's controller would draw, he or she may instead reveal until a land or nonland (419.6g;
  // Abundance: replace.ts)
  RevealInsteadOfDraw,
  NoLossForLife, // the players A names (Who) don't lose the game for having 0 or less life (420.5a; Lich: sba.ts)
  // if a player A names (Who) would gain life, he or she draws that many cards instead (Lich: replace.ts)
  DrawsInsteadOfLife,
  // spells the players A names (Who) play that match the source's static filter (printed: "Kithkin spells and Soldier
  // spells") cost {B} less (Ballyrush Banneret: rules-mod.ts lessCost)
  CostLess,
  // layer 4: its creature types become those of subtype set B, its other subtypes stay (Lignify's "is a Treefolk";
  // an empty set: "loses all creature types", Nameless Inversion)
  SetCreatureTypes,
  // the creatures of the players A names (Who) assign combat damage equal to their toughness (Doran: combat.ts)
  DamageByToughness,
  // the players A names (Who) may play their creatures' activated abilities as though those creatures had haste
  // (Thousand-Year Elixir: mana.ts canTap; not attacking)
  AbilitiesAsThoughHaste,
  // a static's "each [filter] creature you control comes into play with an additional +1/+1 counter on it" (Bramblewood
  // Paragon: entry-counters.ts, as the permanent comes into play)
  EntryCounter,
  // creature Obj blocks creature A this turn if able (a requirement, 500.3; Hunt Down: combat-legal.ts)
  MustBlockPair,
  // layer 4: a land's land types (212.6g-h of 2008): those of subtype set B replace its land types, and it loses the
  // abilities of its rules text (A & 1: "in addition to its other types": they are added instead); A >> 4: while it has
  // a counter of CounterKind (A >> 4) on it ("as long as it has a flood counter on it"; 0: always)
  LandType,
  // layer 5: Obj (or a static's matching permanents) has the triggered ability of card A (a card holding only that
  // ability, as GrantAbility's: granted.ts), "Equipped creature has 'Whenever ...'" (trigger-kinds.ts scans these rows)
  GrantTrigger,
  ChosenCreatureType, // Layer.Chosen: Obj's chosen creature type is subtype id A (asComesIntoPlayChooseACreatureType)
  // creatures of creature type A can't block creatures of creature type B (a static's restriction, 500.3: Boldwyr
  // Intimidator's "Cowards can't block Warriors"; combat-legal.ts)
  CantBlockType,
  // the players A names (Who) may play the cards the row's source removed from the game face down (Link.FaceDown rows:
  // "You may look at and play cards removed from the game with Colfenor's Plans"; actions/priority.ts)
  PlayRemovedWithSource,
  CantDraw, // the players A names (Who) can't draw cards (Maralen of the Mornsong: batch/events.ts replaceStage)
  ChosenParity, // Layer.Chosen: Obj chose odd (A = 1) or even (A = 0) as it came into play (Ashling's Prerogative)
  // a rule for players (rules-mod.ts): if a spell or ability the players A names (Who) control would counter a spell,
  // it removes that spell from the game instead and its controller may play that card free (Guile: effects-zones.ts)
  CounterRemovesInstead,
  // a rule for players (rules-mod.ts playRuledByCount): the players A names (Who) who control more permanents of a
  // card type in B than the source's controller can't play cards of that type (Ward of Bones)
  CantPlayIfMore,
  CantGainLife, // player B can't gain life (for the rest of the game: Stigma Lasher; batch/events.ts)
  CantPlayCards, // player B can't play cards of card types A this turn (Moonhold: rules-mod.ts playRuledByCount)
  // player B may play card Obj, removed from the game, this turn (Knacksaw Clique: actions/priority.ts playableRemoved)
  PlayCardThisTurn,
  // a rule for players (rules-mod.ts conspireGranted): each spell of card types B & 0xff and colors (B >> 8) & 31 the
  // players A names (Who) play has conspire (Wort, the Raidmother: actions/priority.ts)
  GrantConspire,
  FIRST_FREE, // the vocabulary's further replacement kinds are numbered from here (vocab/replacement-registry.ts)
}

/**
 * The counts that SetPtCount rows read: amounts of card data, interned as the cards compile (a row holds
 * numbers only), so each row names one by index.
 */
export const COUNTED_PT: AmountC[] = [];
export function countedPtId(a: AmountC): number {
  const i = COUNTED_PT.indexOf(a);
  return i >= 0 ? i : COUNTED_PT.push(a) - 1;
}

/** Whom a rules-modifying row (rules-mod.ts) applies to (EffectField.A), seen from its source's controller. */
export const enum Who {
  Each = 0,
  You = 1,
  Opponents = 2,
  /** the player the row's source (an "enchant player" Aura) enchants: only GraveyardInstead reads it */
  Enchanted = 3,
}

/** How long a row lasts (EffectField.Until). */
export const enum Until {
  Game = 0, // 418.3a: no duration, lasts until the game ends
  EndOfTurn = 1, // "until end of turn": ends in the cleanup step (314.2 of 2008)
  SourceInPlay = 2, // a static ability's effect: while its source is in play (418.4)
  SourceTapped = 3, // "as long as [the source] remains tapped": ends when the source untaps or leaves (418.3d)
  ObjEnchanted = 4, // "for as long as that creature is enchanted": ends when no Aura is attached to Obj (attach.ts)
  // a resolved effect "as long as [the source] remains in play" (Sower of Temptation): ends when the source leaves play
  WhileSourceInPlay = 5,
  // "until your next turn" (Shapesharer): ends as player (this - NextTurnOfFirst)'s turn begins (turn.ts nextTurn)
  NextTurnOfFirst = 6,
  NextTurnOfSecond = 7,
}

/**
 * ChangeText kind (EffectField.A) of creature type words (typetext.ts); TOKEN_WORDS: on a token its changed text
 * created.
 */
export const TYPE_WORDS = 2;
export const TOKEN_WORDS = 3;
/**
 * ChangeText kind of a token's color words and basic land types as the changed text that created it read them
 * (418.6a: "a 4/4 red Bird creature token"): B is that text's map (textchange.ts), which its colors and keywords read.
 */
export const TOKEN_TEXT = 4;

/**
 * A bit of an object's lost-abilities column (state.ts cacheLostAbilities): a land type effect took the abilities of
 * its rules text (212.6h of 2008), not those granted by other effects; the bits below it are a "loses all abilities"
 * row's index + 1 (granted.ts).
 */
export const TEXT_ABILITIES_LOST = 1 << 30;

/** EffectField.Obj of a static ability's row: the objects its filter matches at each moment (418.4). */
export const BY_FILTER = -2000;

/**
 * Adds a row; returns its index. `obj`: the affected object or player (a ref), or BY_FILTER when a
 * static ability's filter decides (its index in `staticIdx`). `ts`: its timestamp (418.5f-g).
 */
export function addEffect(
  g: Game,
  layer: Layer,
  what: ContinuousEffect,
  source: number,
  obj: number,
  staticIdx: number,
  a: number,
  b: number,
  until: Until,
  ts: number,
): number {
  const n = g.m[Global.EffN];
  if ((n + 1) * EffectField.SIZE > g.caps.effects * EffectField.SIZE) grow(g, 'effects');
  const r = g.effects + n * EffectField.SIZE;
  put(g, r + EffectField.Layer, layer);
  put(g, r + EffectField.Ts, ts);
  put(g, r + EffectField.Source, source);
  put(g, r + EffectField.Obj, obj);
  put(g, r + EffectField.StaticIdx, staticIdx);
  put(g, r + EffectField.What, what);
  put(g, r + EffectField.A, a);
  put(g, r + EffectField.B, b);
  put(g, r + EffectField.Until, until);
  put(g, Global.EffN, n + 1);
  if (layer === Layer.Replacement) put(g, Global.ReplaceN, g.m[Global.ReplaceN] + 1);
  if (what === ContinuousEffect.GrantTrigger) put(g, Global.GrantTrigN, g.m[Global.GrantTrigN] + 1);
  if (layer === Layer.Control) g.m[g.controlChanged] = 1;
  const stale = g.m[g.cacheDirty];
  const lists = g.m[g.listsBuilt];
  rowsChanged(g, layer, n, obj, what);
  if (obj !== BY_FILTER && (what === ContinuousEffect.SetPt || what === ContinuousEffect.AddTypes))
    dropTwin(g, r, stale, lists);
  return g.m[Global.EffN] - 1;
}

/**
 * Removes a row that the one just added (at `added`, the table's last) makes unobservable: the same source's same
 * change to the same object for as long, all but its timestamp equal. It would apply before the new one (418.5e),
 * and within a layer the later "becomes A/B" wins (layer 6b) while gaining a type twice is gaining it once (layer 4),
 * whatever applies between them. So an ability played again and again (Mutavault's {1}, Mirror Entity for X = 0)
 * keeps two rows, not two per activation.
 */
function dropTwin(g: Game, added: number, stale: number, lists: number): void {
  const m = g.m;
  const layer = m[added + EffectField.Layer];
  const obj = m[added + EffectField.Obj];
  for (let i = 0; i < m[Global.EffN] - 1; i++) {
    const r = g.effects + i * EffectField.SIZE;
    // the affected object first: one activation adds a row to each of many creatures (Mirror Entity)
    if (m[r + EffectField.Obj] === obj && sameButTimestamp(m, r, added)) {
      removeEffect(g, i);
      // Moved past no row its layer applies (nor a "loses all abilities" row, whose index is cached): the layers
      // apply the same rows in the same order, so the characteristics, and the lists built from them, are as fresh as
      // they were.
      if (!appliedBetween(g, i, layer)) {
        m[g.cacheDirty] = stale;
        m[g.listsBuilt] = lists;
      }
      return;
    }
  }
}

/**
 * Does a row that layer `layer` applies (an Animate row applies in 6b too, chars.ts), or a "loses all abilities" row,
 * lie from index `from` to the one before the last (the row just added)?
 */
function appliedBetween(g: Game, from: number, layer: number): boolean {
  const m = g.m;
  for (let e = from; e < m[Global.EffN] - 1; e++) {
    const r = g.effects + e * EffectField.SIZE;
    const what = m[r + EffectField.What];
    if (
      m[r + EffectField.Layer] === layer ||
      what === ContinuousEffect.LoseAbilities ||
      (layer === Layer.PtSet && what === ContinuousEffect.Animate)
    )
      return true;
  }
  return false;
}

/** Do rows at r and s hold the same fields, the timestamp aside? */
function sameButTimestamp(m: Int32Array, r: number, s: number): boolean {
  for (let f = 0; f < EffectField.SIZE; f++) if (f !== EffectField.Ts && m[r + f] !== m[s + f]) return false;
  return true;
}

/** The first Linked row of kind `link` whose Source is `srcRef` (its address in m), or -1. */
export function linkedRow(g: Game, srcRef: number, link: Link): number {
  for (let i = 0; i < g.m[Global.EffN]; i++) {
    const r = g.effects + i * EffectField.SIZE;
    if (
      g.m[r + EffectField.Layer] === Layer.Linked &&
      g.m[r + EffectField.Source] === srcRef &&
      g.m[r + EffectField.A] === link
    )
      return r;
  }
  return -1;
}

/**
 * How many cards object reference srcRef's abilities removed from the game (Link.Removed rows) are still removed ("if
 * three or more cards have been removed from the game with Colfenor's Urn").
 */
export function removedWith(g: Game, srcRef: number): number {
  let n = 0;
  for (let i = 0; i < g.m[Global.EffN]; i++) {
    const r = g.effects + i * EffectField.SIZE;
    if (
      g.m[r + EffectField.Layer] !== Layer.Linked ||
      g.m[r + EffectField.Source] !== srcRef ||
      g.m[r + EffectField.A] !== Link.Removed
    )
      continue;
    const obj = g.m[r + EffectField.Obj];
    if (live(g, obj) && zoneOf(g, refId(obj)) === Zone.Removed) n++;
  }
  return n;
}

/** Removes row i, keeping the order of the rest. */
export function removeEffect(g: Game, i: number): void {
  const n = g.m[Global.EffN];
  const m = g.m;
  const layer = m[g.effects + i * EffectField.SIZE + EffectField.Layer];
  const obj = m[g.effects + i * EffectField.SIZE + EffectField.Obj];
  const what = m[g.effects + i * EffectField.SIZE + EffectField.What];
  if (layer === Layer.Replacement) put(g, Global.ReplaceN, m[Global.ReplaceN] - 1);
  if (what === ContinuousEffect.GrantTrigger) put(g, Global.GrantTrigN, m[Global.GrantTrigN] - 1);
  if (layer === Layer.Control) m[g.controlChanged] = 1;
  // The later rows move up one (a memmove, not a put a word: Mirror Entity's twins are removed by the dozen), counted
  // as one change of the version, as put would count them (the priority cache's key).
  const rows = g.effects;
  m.copyWithin(rows + i * EffectField.SIZE, rows + (i + 1) * EffectField.SIZE, rows + n * EffectField.SIZE);
  m.fill(0, rows + (n - 1) * EffectField.SIZE, rows + n * EffectField.SIZE);
  m[Global.Version]++;
  put(g, Global.EffN, n - 1);
  rowsChanged(g, layer, i, obj, what);
}

/**
 * Row `i` (of `layer`, naming `obj`, doing `what`) was added or removed: the characteristics are stale, unless no
 * layer reads such a row or it changes one object's values alone. A replacement, delayed-trigger or turn row is
 * applied by no layer and read by no filter; a Damaged, Linked or Chosen row is read only by statics' filters and
 * counts. A row of one object's own (ownRow), while all are (ownRowsOnly), changes that object's values alone: it is
 * refreshed alone when next read (chars.ts). A removal moves the later rows up, whose indices a "loses all abilities"
 * row's value holds (applyValues): then all is stale. What the recomputation did besides is done here: the
 * state-based check and the lists of permanents (own-lists.ts) read replacement rows (Lich, Mana Reflection).
 */
function rowsChanged(g: Game, layer: Layer, i: number, obj: number, what: number): void {
  const m = g.m;
  const d = m[g.cacheDirty];
  if (d === 1) return;
  if (lossRowFrom(g, i)) {
    markDirty(g);
  } else if (layer >= Layer.Replacement) {
    if (layer === Layer.Replacement || layer === Layer.Delayed || layer === Layer.Turns || ownRowsOnly(g)) {
      m[g.sbaDirty] = 1;
      m[g.listsBuilt] = 0;
    } else markDirty(g);
  } else if (!ownRow(layer, obj, what) || !ownRowsOnly(g)) {
    markDirty(g);
  } else {
    // (a row naming no object in play changes nothing)
    const id = obj >= 0 && live(g, obj) && zoneOf(g, refId(obj)) === Zone.InPlay ? refId(obj) : -1;
    if (id < 0) return;
    markStaleAlone(g, id);
    m[g.listsBuilt] = 0; // its types or abilities may have changed (a row removed: none names it when refreshed)
  }
}

/**
 * Does a row of a characteristic layer change one object's own values alone: it names the object (no static's filter),
 * counts nothing (Svogthos), grants no ability (granted.ts counts them over all objects) and changes no control
 * (summoning sickness follows it)?
 */
const ownRow = (layer: number, obj: number, what: number): boolean =>
  obj !== BY_FILTER &&
  layer !== Layer.Control &&
  what !== ContinuousEffect.SetPtCount &&
  what !== ContinuousEffect.GrantAbility;

/**
 * Is each row of a characteristic layer an ownRow? Then the layers apply them in timestamp order (no filter to depend
 * on, 418.5c), and an object coming into play, leaving, taking counters or gaining or losing a row of its own changes
 * its own values alone.
 */
export function ownRowsOnly(g: Game): boolean {
  const m = g.m;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    const layer = m[r + EffectField.Layer];
    if (layer < Layer.Replacement && !ownRow(layer, m[r + EffectField.Obj], m[r + EffectField.What])) return false;
  }
  return true;
}

/**
 * Could an object leaving play change another's values? Only through a row that counts objects or cards (a static's
 * count, condition or characteristic-defining ability, Coat of Arms, Cairn Wanderer's graveyards, Svogthos), a
 * static's filter that reads other permanents (enchanted, the highest mana value in play) or a granted ability
 * (granted.ts counts them over all objects): filters and rows otherwise read the object matched and the source.
 */
export function leavingReaches(g: Game): boolean {
  const m = g.m;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (m[r + EffectField.Layer] >= Layer.Replacement) continue;
    const what = m[r + EffectField.What];
    if (what === ContinuousEffect.SetPtCount || what === ContinuousEffect.GrantAbility) return true;
    if (m[r + EffectField.Obj] !== BY_FILTER) continue;
    const st = rowStatic(g, r);
    if (st.cda !== null || st.cond !== null || st.forEach !== null || st.fromGraveyards) return true;
    if (st.filter.enchanted || st.filter.highestManaValue) return true;
  }
  return false;
}

/**
 * The counters on permanent id changed: with only rows of objects' own (ownRowsOnly), it alone is refreshed when next
 * read (state.ts STALE_ONE), unless others are stale already; else the whole cache is stale (counts, "for each charge
 * counter" statics).
 */
export function countersChanged(g: Game, id: number): void {
  if (g.m[g.cacheDirty] !== 1 && ownRowsOnly(g)) markStaleAlone(g, id);
  else g.m[g.cacheDirty] = 1;
}

/** Is a "loses all abilities" row at index `from` or later? */
function lossRowFrom(g: Game, from: number): boolean {
  const m = g.m;
  for (let e = from; e < m[Global.EffN]; e++)
    if (m[g.effects + e * EffectField.SIZE + EffectField.What] === ContinuousEffect.LoseAbilities) return true;
  return false;
}

/**
 * An object moved between zones: its static abilities start or stop (rows with its timestamp, 418.5f),
 * and rows naming the old object end (they can never apply to the new one, 400.7).
 */
export function effectsOnMove(g: Game, id: number, from: Zone, to: Zone, oldRef: number): void {
  if (from === Zone.InPlay && g.m[Global.EffN] > 0) {
    let uncopied = false; // the latest copy row (walked first) gave it its abilities: counted out once
    // A plain loop, no closure: this runs on every zone change from play while any effect exists.
    for (let i = g.m[Global.EffN] - 1; i >= 0; i--) {
      const r = g.effects + i * EffectField.SIZE;
      const until = g.m[r + EffectField.Until];
      if (!uncopied && g.m[r + EffectField.What] === ContinuousEffect.Copy && g.m[r + EffectField.Obj] === oldRef) {
        uncopyKinds(g, id, g.m[r + EffectField.A]);
        uncopied = true;
      }
      // A text change stays, naming the old object, until cleanup: an ability of that text that resolves
      // after it left (217.6c; 410.10d: Mongrel Pack's tokens) reads the text it last had (text-read.ts).
      // So does a chosen color (419.1b): an ability of the permanent that resolves after it left reads
      // the color as the permanent last had it (Story Circle's shield).
      if (
        g.m[r + EffectField.Obj] === oldRef &&
        until === Until.Game &&
        (g.m[r + EffectField.What] === ContinuousEffect.ChangeText || g.m[r + EffectField.Layer] === Layer.Chosen)
      ) {
        put(g, r + EffectField.Until, Until.EndOfTurn);
        continue;
      }
      // A delayed triggered ability (417.2) is no effect on its event's object: it waits for its step.
      if (
        ((until === Until.SourceInPlay || until === Until.SourceTapped || until === Until.WhileSourceInPlay) &&
          g.m[r + EffectField.Source] === oldRef) ||
        (g.m[r + EffectField.Obj] === oldRef && g.m[r + EffectField.Layer] !== Layer.Delayed)
      )
        removeEffect(g, i);
    }
  }
  // A spell's text change (418.6: Artificial Evolution on a spell) ends as the spell leaves the stack.
  if (from === Zone.Stack && g.m[Global.EffN] > 0) {
    for (let i = g.m[Global.EffN] - 1; i >= 0; i--) {
      const r = g.effects + i * EffectField.SIZE;
      if (g.m[r + EffectField.Obj] === oldRef && g.m[r + EffectField.What] === ContinuousEffect.ChangeText)
        removeEffect(g, i);
    }
  }
  if (to === Zone.InPlay) addStatics(g, id);
}

/** Adds the rows of the static abilities of card `cardId` (its own, or the card it copies) on object id. */
function addStatics(g: Game, id: number, cardId = cardIdOf(g, id)): void {
  const statics = g.cards[cardId].statics;
  for (let s = 0; s < statics.length; s++) {
    const st = statics[s];
    // A granted ability's holder card has its id only once the pool is loaded: read it here.
    const a = st.grant !== null ? st.grant.id : st.a;
    addEffect(g, st.layer, st.what, ref(g, id), BY_FILTER, (cardId << 6) | s, a, st.b, Until.SourceInPlay, tsOf(g, id));
  }
}

/**
 * Object id becomes a copy of card `cardId` (its copy row is in the table): its abilities are the copied
 * card's, so the static rows are remade from it and the counts of kinds of abilities in play follow.
 * `from`: the card whose abilities it had (its own, or the one an earlier copy effect gave it).
 */
export function copyStatics(g: Game, id: number, cardId: number, from = cardIdOf(g, id)): void {
  const r0 = ref(g, id);
  for (let i = g.m[Global.EffN] - 1; i >= 0; i--) {
    const r = g.effects + i * EffectField.SIZE;
    if (g.m[r + EffectField.Until] === Until.SourceInPlay && g.m[r + EffectField.Source] === r0) removeEffect(g, i);
  }
  countKinds(g, g.cards[cardId].kinds, 1);
  countKinds(g, g.cards[from].kinds, -1);
  addStatics(g, id, cardId);
}

/**
 * A GrantTrigger row's B: the ability is part of the copy effect whose row has the same timestamp ("becomes a copy of
 * that creature and gains this ability", Cemetery Puca; 503.3 of 2008): it applies while that copy row is the latest.
 */
export const WITH_COPY = -1;

/**
 * A WITH_COPY row's timestamp when the ability is part of the object's own copiable values, with no copy row (a token
 * made as a copy of a permanent whose copy effect had it, 503.1-503.3): it applies while no copy effect applies to the
 * object (latestCopyTs: -1), and again once a later one ends.
 */
export const OWN_VALUES = -1;

/** The latest copy row on object `id` (the one that gives its copiable values, 503.2): its address in m, or -1. */
function latestCopyRow(g: Game, id: number): number {
  const r0 = ref(g, id);
  let row = -1;
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (g.m[r + EffectField.What] === ContinuousEffect.Copy && g.m[r + EffectField.Obj] === r0) row = r;
  }
  return row;
}

/** The timestamp of the latest copy row on object `id`, or -1 (OWN_VALUES) with none. */
export function latestCopyTs(g: Game, id: number): number {
  const row = latestCopyRow(g, id);
  return row < 0 ? OWN_VALUES : g.m[row + EffectField.Ts];
}

/**
 * The WITH_COPY row after row index `from` that gives object `id` an ability with its copiable values now (503.3 of
 * 2008: a copy of it has the ability too; `ts`: its latestCopyTs): its index, or -1.
 */
function nextGainedRow(g: Game, id: number, ts: number, from: number): number {
  const r0 = ref(g, id);
  for (let e = from + 1; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      g.m[r + EffectField.What] === ContinuousEffect.GrantTrigger &&
      g.m[r + EffectField.B] === WITH_COPY &&
      g.m[r + EffectField.Obj] === r0 &&
      g.m[r + EffectField.Ts] === ts
    )
      return e;
  }
  return -1;
}

/** The card holding the (first) ability that goes with object `id`'s copiable values (nextGainedRow), or -1. */
export function copyGainedCard(g: Game, id: number): number {
  if (g.m[Global.GrantTrigN] === 0) return -1;
  const e = nextGainedRow(g, id, latestCopyTs(g, id), -1);
  return e < 0 ? -1 : g.m[g.effects + e * EffectField.SIZE + EffectField.A];
}

/**
 * The ability of card `holder` goes with the copy effect whose copy row on `obj` (a ref) has timestamp ts (OWN_VALUES:
 * with obj's own copiable values): a WITH_COPY row (granted.ts grantRowApplies).
 */
export function gainWithCopy(g: Game, src: number, obj: number, ts: number, until: Until, holder: number): void {
  addEffect(g, Layer.Other, ContinuousEffect.GrantTrigger, src, obj, 0, holder, WITH_COPY, until, ts);
}

/**
 * A copy effect on `obj` (a ref; its copy row has timestamp ts, or OWN_VALUES for a token made as a copy) copies what
 * object `of` is: each ability that goes with `of`'s copiable values goes with this copy too (503.3), but the one of
 * card `except` (the copy effect's own, given already).
 */
export function copyGained(g: Game, src: number, of: number, obj: number, ts: number, until: Until, except = -1): void {
  if (of < 0 || g.m[Global.GrantTrigN] === 0 || ref(g, of) === obj) return;
  const ofTs = latestCopyTs(g, of);
  // the rows this adds are after the last one read: on another object, so never read again
  for (let e = nextGainedRow(g, of, ofTs, -1); e >= 0; e = nextGainedRow(g, of, ofTs, e)) {
    const holder = g.m[g.effects + e * EffectField.SIZE + EffectField.A];
    if (holder !== except) gainWithCopy(g, src, obj, ts, until, holder);
  }
}

/**
 * Object `id`'s copiable values packed in one number: its copiedCardId + 1, and above bit 16 the card + 1 holding the
 * ability that goes with its copy effect (copyGainedCard; 0: none). Card ids are below 1 << 15.
 */
export function copiableValues(g: Game, id: number): number {
  return (copiedCardId(g, id) + 1) | ((copyGainedCard(g, id) + 1) << 16);
}

/** The card whose copiable values object `id` has: its own, or the one the latest copy row gives it (503.2). */
export function copiedCardId(g: Game, id: number): number {
  const row = latestCopyRow(g, id);
  return row < 0 ? cardIdOf(g, id) : g.m[row + EffectField.A];
}

/**
 * 503 of 2008: "until your next turn" effects of player p end as p's turn begins; a copy effect ending gives the
 * permanent the abilities of what it copies now (an earlier copy effect's card, or its own).
 */
export function endUntilNextTurnEffects(g: Game, p: number): void {
  const until = Until.NextTurnOfFirst + p;
  for (let i = g.m[Global.EffN] - 1; i >= 0; i--)
    if (g.m[g.effects + i * EffectField.SIZE + EffectField.Until] === until) endEffect(g, i);
}

/** Row i ends; a copy effect's permanent takes the abilities of what it copies now (an earlier copy's, or its own). */
function endEffect(g: Game, i: number): void {
  const r = g.effects + i * EffectField.SIZE;
  const id = g.m[r + EffectField.What] === ContinuousEffect.Copy ? rowObject(g, r) : -1;
  if (id < 0) {
    removeEffect(g, i);
    return;
  }
  const before = copiedCardId(g, id);
  removeEffect(g, i);
  const after = copiedCardId(g, id);
  if (after !== before) copyStatics(g, id, after, before);
}

/**
 * A copy of cardId ends (it leaves play, where moveTo counted its printed card's kinds out, or it is turned face down):
 * undo the swap.
 */
function uncopyKinds(g: Game, id: number, cardId: number): void {
  countKinds(g, g.cards[cardIdOf(g, id)].kinds, 1);
  countKinds(g, g.cards[cardId].kinds, -1);
}

/** The static ability a row of a static ability comes from (EffectField.StaticIdx: card id << 6 | ability index). */
export function rowStatic(g: Game, r: number): StaticC {
  const v = g.m[r + EffectField.StaticIdx];
  return g.cards[v >>> 6].statics[v & 63];
}

/**
 * 418.5e: an Aura or Equipment that becomes attached gets a new timestamp; its static abilities' rows
 * take it too (418.5f) and move to the end of the table, which is kept in timestamp order.
 */
export function newTimestamp(g: Game, id: number, ts: number): void {
  const r0 = ref(g, id);
  for (let i = g.m[Global.EffN] - 1; i >= 0; i--) {
    const r = g.effects + i * EffectField.SIZE;
    if (g.m[r + EffectField.Until] === Until.SourceInPlay && g.m[r + EffectField.Source] === r0) removeEffect(g, i);
  }
  setTs(g, id, ts);
  // Its abilities are those of the card it copies, if any (Sculpting Steel as an Equipment: layer 1).
  addStatics(g, id, copiedCardId(g, id));
}

/** 418.3d: effects that last "as long as [the source] remains tapped" end when it untaps. */
export function endWhileTapped(g: Game, srcRef: number): void {
  for (let i = g.m[Global.EffN] - 1; i >= 0; i--) {
    const r = g.effects + i * EffectField.SIZE;
    if (g.m[r + EffectField.Until] === Until.SourceTapped && g.m[r + EffectField.Source] === srcRef) removeEffect(g, i);
  }
}

/** 314.2 (2008): "until end of turn" effects end in the cleanup step (a copy effect too: Mirrorweave). */
export function endUntilEotEffects(g: Game): void {
  for (let i = g.m[Global.EffN] - 1; i >= 0; i--)
    if (g.m[g.effects + i * EffectField.SIZE + EffectField.Until] === Until.EndOfTurn) endEffect(g, i);
}

/**
 * Tapping, attacking or blocking changed: characteristics are stale if a static ability in play
 * depends on that state (StaticC.volatile, noted as the cache was last computed; a cache already
 * stale will be recomputed anyway). This runs on every tap, so it reads one flag.
 */
export function tapStateChanged(g: Game): void {
  if (g.m[g.cacheDirty] === 0 && g.m[g.cacheVolatile] !== 0) markDirty(g);
}

/** Did `src` (a ref) deal damage to `obj` (a ref) this turn? */
export function dealtDamageThisTurn(g: Game, src: number, obj: number): boolean {
  for (let i = 0; i < g.m[Global.EffN]; i++) {
    const r = g.effects + i * EffectField.SIZE;
    if (
      g.m[r + EffectField.Layer] === Layer.Damaged &&
      g.m[r + EffectField.Source] === src &&
      g.m[r + EffectField.Obj] === obj
    )
      return true;
  }
  return false;
}

/** The object a row applies to, if it names one that is still that object in play; else -1. */
export function rowObject(g: Game, r: number): number {
  const obj = g.m[r + EffectField.Obj];
  return obj >= 0 && live(g, obj) && zoneOf(g, refId(obj)) === Zone.InPlay ? refId(obj) : -1;
}
