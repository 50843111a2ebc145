// Effect verbs that make or take permanents and end games: tokens (with their characteristics as data),
// "sacrifice a [permanent]" chosen by the sacrificing player, poison counters, losing the game.
import { copyList } from '../core/target-list.js';
import { type Static, Type } from '@sinclair/typebox';
import {
  AbilityKind,
  type AmountC,
  AmountKind,
  type CCard,
  type FilterC,
  makeCard,
  RefCode,
  TargetCount,
} from '../core/cardform.js';
import { controller, matchesRead, power, toughness } from '../facts/chars.js';
import { inheritText, readFilter, textMapOf } from '../facts/text-read.js';
import { TEXT_IDENTITY } from '../facts/textchange.js';
import { COLOR_NAMES, Decision, End, Flag, StackKind, TYPE_NAMES, Zone, playerRef } from '../core/constants.js';
import { flushEvents } from '../batch/events.js';
import { onTargeted } from '../batch/triggers.js';
import {
  proposeDamage,
  proposeEnterAttacking,
  proposeMove,
  proposePoison,
  proposeSacrifice,
} from '../core/event-records.js';
import { itemTargets } from '../facts/stack-items.js';
import { itemOfSpell, pushItem, allocRecord, itemSourceId, setRf, rf } from '../core/stack-records.js';
import { listTargets } from '../facts/targets.js';
import { cantLose, endGame } from '../actions/sba.js';
import {
  type Game,
  Global,
  nextRef,
  PlayerSlot,
  put,
  ref,
  refId,
  StackField,
  setPl,
  cardIdOf,
  flagsOf,
  zoneOf,
} from '../core/state.js';
import { printedSubtypeSet } from '../core/subtypes.js';
import { allocToken, listBase, nextTimestamp } from '../core/zones.js';
import {
  AmountSchema,
  bits,
  type Compile,
  keywordBits,
  CardTypeSchema,
  ColorSchema,
  FilterSchema,
  CardKeywordSchema,
  PlayerRefSchema,
} from './common.js';
import { sourceColors } from './effects-damage.js';
import { amountOf, controllerOfItem, objectOf, playersOf, sourceRef } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';
import { definePt } from './statics-characteristics.js';

const players = new Int32Array(2);

export const TokenSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    types: Type.Array(CardTypeSchema, { minItems: 1 }),
    subtypes: Type.Optional(Type.Array(Type.String())),
    colors: Type.Optional(Type.Array(ColorSchema, { description: 'none: colorless' })),
    power: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    toughness: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    keywords: Type.Optional(Type.Array(CardKeywordSchema)),
    definePt: Type.Optional(
      Type.Object(
        { lifeTotal: Type.Literal('you') },
        {
          additionalProperties: false,
          description:
            '"This creature\'s power and toughness are each equal to your life total." (instead of power and toughness)',
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description: "the token's characteristics (no mana cost, no other abilities than a P/T-defining one)",
  },
);

/**
 * A token's card from its characteristics as data, registered among the tokens the card makes (its id is set when the
 * pool is loaded): createTokens' and a replacement's "put a [token] into play for each 1 damage prevented" (Hostility).
 */
export function compileToken(t: Static<typeof TokenSchema>, c: Compile, f: string): CCard {
  const types = bits(
    t.types,
    TYPE_NAMES.map((x) => x[0]),
  );
  const creature = (types & 2) !== 0;
  const defined = t.definePt !== undefined;
  if (defined && (!creature || t.power !== undefined || t.toughness !== undefined))
    c.fail(`${f}.token.definePt`, 'a creature token with definePt and no power or toughness', t.definePt);
  if (!defined && creature !== (t.power !== undefined && t.toughness !== undefined))
    c.fail(`${f}.token`, 'power and toughness exactly when the token is a creature', t);
  const token = makeCard({
    id: -1,
    name: t.name,
    types,
    subtypes: t.subtypes ?? [],
    subtypeSet: printedSubtypeSet(t.subtypes ?? [], t.keywords?.includes('changeling') === true),
    colors: bits(t.colors, COLOR_NAMES),
    power: t.power ?? 0,
    toughness: t.toughness ?? 0,
    kw: keywordBits(t.keywords, 0),
    kw2: keywordBits(t.keywords, 1),
  });
  if (defined) {
    // 6a: its characteristic-defining ability, a static ability of the token (the cache follows the life total).
    const text = "This creature's power and toughness are each equal to your life total.";
    token.statics.push(definePt.compile({ op: 'definePt', ...t.definePt }, c, `${f}.token.definePt`, text));
    token.kinds = AbilityKind.Static | AbilityKind.LifeTotalPt;
    token.text = text;
  }
  c.madeToken(token);
  return token;
}

/**
 * Item rec puts n tokens of card `token` into play under player p's control (proposed: they come in at once). `from`:
 * the first token slot to try (slots taken by tokens proposed earlier in the batch are not free yet); returns the next.
 */
export function makeTokens(
  g: Game,
  rec: number,
  token: CCard,
  p: number,
  n: number,
  attacking = false,
  from = g.nCards,
  granted = false,
): number {
  // 418.6a, c: words changed in the creating spell's or permanent's text change the tokens too.
  const src = sourceRef(g, rec); // the object as it was (410.10d: a leaves-play ability looks back)
  // 418.6b: a granted ability's words aren't the text of the permanent having it
  const map = g.m[Global.EffN] !== 0 && !granted ? textMapOf(g, src) : TEXT_IDENTITY;
  for (let k = 0; k < n; k++) {
    const id = allocToken(g, token.id, p, from);
    from = id + 1;
    g.m[g.tokenMadeBy + id] = g.m[g.resolutionCount] + 1; // "those creatures" (filter madeByThis)
    if (map !== TEXT_IDENTITY) inheritText(g, src, nextRef(g, id), map, nextTimestamp(g));
    if (attacking) proposeEnterAttacking(g, id, p);
    else proposeMove(g, id, Zone.InPlay, p);
  }
  return from;
}

/** "Put N [token] into play": N tokens, one batch (they come into play at once), under `player`'s control. */
interface TokensArgs {
  amount: AmountC;
  player: number;
  /** The token's card (its id is set when the pool is loaded). */
  token: CCard;
  /** "Tapped and attacking". */
  attacking: boolean;
  /** In a granted ability (418.6b): the permanent's changed text doesn't change the tokens. */
  granted: boolean;
}
export const createTokens = defineVerb({
  name: 'createTokens',
  schema: Type.Object(
    {
      op: Type.Literal('createTokens'),
      amount: AmountSchema,
      token: TokenSchema,
      player: Type.Optional(PlayerRefSchema),
      tappedAndAttacking: Type.Optional(
        Type.Literal(true, {
          description: 'put into play tapped and attacking (never declared as attackers: no "attacks" trigger)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: 'put N tokens into play (under your control unless player says whose)',
    },
  ),
  compile(o, c, f): TokensArgs {
    const amount = c.amount(o.amount, `${f}.amount`);
    const player = c.playerRef(o.player ?? 'you', `${f}.player`);
    const token = compileToken(o.token, c, f);
    c.madeOne = amount.kind === AmountKind.Fixed && amount.n === 1 && player === RefCode.You;
    c.madeYours = player === RefCode.You;
    return { amount, player, token, attacking: o.tappedAndAttacking === true, granted: c.granting };
  },
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    const n = amountOf(g, rec, a.amount);
    let from = g.nCards;
    for (let i = 0; i < np; i++) from = makeTokens(g, rec, a.token, players[i], n, a.attacking, from, a.granted);
    return true;
  },
  describe: (a) =>
    `put ${amountText(a.amount)} ${a.token.name} token(s) into play${a.attacking ? ' tapped and attacking' : ''}`,
});

/** sacrificeChosen's and returnChosen's arguments (returnChosen: no orDamage, nontoken, orLose or power). */
interface ChosenArgs {
  player: number;
  amount: AmountC;
  filter: FilterC | null;
  /** "If you can't, [this] deals N damage to you" (0: none). */
  orDamage: number;
  /** Nontoken permanents only. */
  nontoken: boolean;
  /** "If you can't, you lose the game." */
  orLose: boolean;
  /** The power of the one permanent sacrificed is remembered for "sacrificedPower". */
  keepsPower: boolean;
  /** Its toughness instead, for "sacrificedToughness" (set as that amount compiles). */
  keepsToughness?: boolean;
  /**
   * A later ifSacrificed's quality ("If a Goblin is sacrificed this way"): a permanent sacrificed that has it as it
   * is sacrificed sets StackField.Tracked to 1 (set by that guard's compiling; null: none).
   */
  note: FilterC | null;
}

/** The fields of actOnChosen on the stack record. */
const enum ChosenField {
  /** The permanents the current player has acted on so far. */
  Count = StackField.Work0,
  /** The index of the player acting (APNAP). */
  Player = StackField.Work1,
}

/**
 * "[Player] sacrifices N [matching permanents]": each player (APNAP) chooses among their own (a
 * Sacrifice decision per permanent); with no more than N, all are sacrificed (416.3). orDamage: "if
 * you can't, [this] deals N damage to you" (Lord of the Pit).
 */
export const sacrificeChosen = defineVerb({
  name: 'sacrificeChosen',
  schema: Type.Object(
    {
      op: Type.Literal('sacrificeChosen'),
      player: PlayerRefSchema,
      amount: AmountSchema,
      filter: Type.Optional(FilterSchema),
      orDamage: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 1000,
          description: "if the player can't, the source deals this much damage to that player",
        }),
      ),
      nontoken: Type.Optional(
        Type.Literal(true, {
          description: 'nontoken permanents only ("sacrifice that many nontoken permanents": Lich)',
        }),
      ),
      orLose: Type.Optional(
        Type.Literal(true, {
          description:
            '"If you can\'t, you lose the game": with fewer than N to sacrifice, the player sacrifices them all and loses (Lich)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: 'the player sacrifices N permanents (matching the filter) of their choice',
    },
  ),
  compile(o, c, f): ChosenArgs {
    const amount = c.amount(o.amount, `${f}.amount`);
    const player = c.playerRef(o.player, `${f}.player`);
    // (its args are returned below, after lastSacrifice is noted)
    const filter = c.filter(o.filter);
    if (o.orLose === true && o.orDamage !== undefined) c.fail(`${f}.orLose`, 'either orDamage or orLose', o.orLose);
    // One permanent sacrificed by a spell or a non-event ability: its power is remembered for "sacrificedPower"
    // (in the item's amount slot, which only a triggered ability's event amount uses otherwise).
    const keepsPower = !c.eventAmount && amount.kind === AmountKind.Fixed && amount.n === 1 && player === RefCode.You;
    if (keepsPower) c.sacrificed = true;
    const args: ChosenArgs = {
      player,
      amount,
      filter,
      orDamage: o.orDamage ?? 0,
      nontoken: o.nontoken === true,
      orLose: o.orLose === true,
      keepsPower,
      note: null,
    };
    c.lastSacrifice = args;
    return args;
  },
  run: (g, rec, a, choice) => actOnChosen(g, rec, a, choice, Decision.Sacrifice),
  describe: (a) =>
    `${refText(a.player)} sacrifices ${amountText(a.amount)} matching ${a.nontoken ? 'nontoken ' : ''}permanent(s)${a.orDamage ? `, or takes ${a.orDamage} damage` : ''}${a.orLose ? ', or loses the game' : ''}`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (a) => a.player === RefCode.Opponent || a.player === RefCode.Each,
});

/**
 * "[Player] returns N [matching permanents] they control to their owner's hand", chosen at resolution
 * by that player (Stampeding Wildebeests: "return a green creature you control"); not targeted, so
 * shroud and protection don't stop it. With no more than N, all return.
 */
export const returnChosen = defineVerb({
  name: 'returnChosen',
  schema: Type.Object(
    {
      op: Type.Literal('returnChosen'),
      player: PlayerRefSchema,
      amount: AmountSchema,
      filter: Type.Optional(FilterSchema),
    },
    {
      additionalProperties: false,
      description:
        "the player returns N permanents they control (matching the filter) of their choice to their owners' hands",
    },
  ),
  compile: (o, c, f): ChosenArgs => ({
    amount: c.amount(o.amount, `${f}.amount`),
    player: c.playerRef(o.player, `${f}.player`),
    filter: c.filter(o.filter),
    orDamage: 0,
    nontoken: false,
    orLose: false,
    keepsPower: false,
    note: null,
  }),
  run: (g, rec, a, choice) => actOnChosen(g, rec, a, choice, Decision.Return),
  describe: (a) =>
    `${refText(a.player)} returns ${amountText(a.amount)} matching permanent(s) they control to their owner's hand`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (a) => a.player === RefCode.Opponent || a.player === RefCode.Each,
});

/**
 * The action on one chosen permanent: kind is the decision kind that chose it (Decision.Sacrifice or Decision.Return).
 */
function act(g: Game, rec: number, a: ChosenArgs, id: number, kind: number): void {
  // last known power
  if (kind === Decision.Sacrifice && a.keepsPower)
    setRf(g, rec, StackField.Amount, Math.max(0, a.keepsToughness === true ? toughness(g, id) : power(g, id)));
  // "If a Goblin is sacrificed this way": judged as it is sacrificed (its last known characteristics)
  if (kind === Decision.Sacrifice && a.note !== null && matchesRead(g, a.note, id, controller(g, id), id))
    setRf(g, rec, StackField.Tracked, 1);
  if (kind === Decision.Sacrifice) proposeSacrifice(g, id);
  else proposeMove(g, id, Zone.Hand);
}

/**
 * "Each [player] [acts on] N [matching permanents] they control, of their choice" at resolution: players
 * in APNAP order, one decision (of `kind`) per permanent while the player has more candidates than N
 * left. Progress lives in ChosenField.Player / ChosenField.Count.
 */
function actOnChosen(g: Game, rec: number, a: ChosenArgs, choice: number, kind: number): boolean {
  const np = playersOf(g, rec, a.player, players);
  if (choice >= 0) {
    act(g, rec, a, choice, kind);
    setRf(g, rec, ChosenField.Count, rf(g, rec, ChosenField.Count) + 1);
    return false;
  }
  for (;;) {
    const k = rf(g, rec, ChosenField.Player);
    if (k >= np) return true;
    const p = players[k];
    const count = rf(g, rec, ChosenField.Count);
    const left = amountOf(g, rec, a.amount) - count;
    const n = candidates(g, rec, a, p);
    if (left > 0 && n === 0 && count === 0 && a.orDamage > 0) {
      proposeDamage(g, sourceRef(g, rec), sourceColors(g, rec), playerRef(p), a.orDamage);
    }
    // "If you can't, you lose the game": fewer than N; all of them are sacrificed, and the player loses.
    if (n < left && count === 0 && a.orLose && !cantLose(g, p)) {
      setPl(g, p, PlayerSlot.Lost, 1);
      endGame(g, 1 - p, End.Effect);
    }
    if (left <= 0 || n === 0) {
      setRf(g, rec, ChosenField.Player, k + 1);
      setRf(g, rec, ChosenField.Count, 0);
      continue;
    }
    if (n <= left) {
      for (let i = 0; i < n; i++) act(g, rec, a, g.m[g.options + i], kind);
      setRf(g, rec, ChosenField.Player, k + 1);
      setRf(g, rec, ChosenField.Count, 0);
      return false; // the actions happen, then the next player
    }
    g.m[g.optionCount] = n;
    put(g, Global.DKind, kind);
    put(g, Global.DPlayer, p);
    return false;
  }
}

/** Writes the permanents p controls that match the arguments' filter to the option buffer; returns the count. */
function candidates(g: Game, rec: number, a: ChosenArgs, p: number): number {
  const base = listBase(g, Zone.InPlay, 0);
  const you = controllerOfItem(g, rec);
  const src = refId(sourceRef(g, rec));
  const f = readFilter(g, a.filter, sourceRef(g, rec));
  let k = 0;
  for (let i = 0; i < g.m[base]; i++) {
    const id = g.m[base + 1 + i];
    if (controller(g, id) !== p) continue;
    if (a.nontoken && (flagsOf(g, id) & Flag.Token) !== 0) continue;
    if (f !== null && !matchesRead(g, f, id, you, src)) continue;
    g.m[g.options + k++] = id;
  }
  return k;
}

/** "[Player] gets N poison counters" (420.5h: ten or more lose). */
interface PoisonArgs {
  amount: AmountC;
  player: number;
}
export const addPoison = defineVerb({
  name: 'addPoison',
  schema: Type.Object(
    { op: Type.Literal('addPoison'), player: PlayerRefSchema, amount: AmountSchema },
    { additionalProperties: false, description: 'the player gets N poison counters' },
  ),
  compile: (o, c, f): PoisonArgs => ({
    amount: c.amount(o.amount, `${f}.amount`),
    player: c.playerRef(o.player, `${f}.player`),
  }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    const n = amountOf(g, rec, a.amount);
    for (let i = 0; i < np; i++) proposePoison(g, players[i], n);
    return true;
  },
  describe: (a) => `${refText(a.player)} gets ${amountText(a.amount)} poison counter(s)`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});

/** "[Player] loses the game" (unless a "can't lose" effect applies: Platinum Angel). */
export const loseGame = defineVerb({
  name: 'loseGame',
  schema: Type.Object(
    { op: Type.Literal('loseGame'), player: PlayerRefSchema },
    { additionalProperties: false, description: 'the player loses the game' },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    let lost = 0;
    for (let i = 0; i < np; i++) if (!cantLose(g, players[i])) lost |= 1 << players[i];
    if (lost === 0) return true;
    for (let p = 0; p < 2; p++) if (lost & (1 << p)) setPl(g, p, PlayerSlot.Lost, 1);
    endGame(g, lost === 3 ? 2 : lost === 1 ? 1 : 0, End.Effect);
    return true;
  },
  describe: (a) => `${refText(a.player)} loses the game`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (a) => a.player === RefCode.Opponent,
});

/**
 * "You win the game" (Mortal Combat): unless an opponent's effect says its controller's opponents can't win (Platinum
 * Angel).
 */
export const winGame = defineVerb({
  name: 'winGame',
  schema: Type.Object(
    { op: Type.Literal('winGame') },
    { additionalProperties: false, description: 'you win the game' },
  ),
  compile: () => null,
  run(g, rec) {
    const you = controllerOfItem(g, rec);
    if (cantLose(g, 1 - you)) return true; // "your opponents can't win the game"
    setPl(g, 1 - you, PlayerSlot.Lost, 1);
    endGame(g, you, End.Effect);
    return true;
  },
  describe: () => 'you win the game',
});

/** copySpell's own field on the stack record: 1 once the copy is on the stack (its targets are being chosen). */
const enum CopyField {
  Made = StackField.Work0,
}

/**
 * "Copy target instant or sorcery spell. You may choose new targets for the copy." (Twincast): a copy
 * object (flag Copy, in a token slot) goes on the stack above this with the original's mode, X and
 * targets; then its controller chooses each target again among the legal ones (the old one among
 * them while legal), as Target decisions of the copy. Copies are not played (no spell-cast triggers)
 * and cease to exist off the stack (420.5j).
 */
export const copySpell = defineVerb({
  name: 'copySpell',
  schema: Type.Object(
    {
      op: Type.Literal('copySpell'),
      what: Type.String({
        pattern: '^(target:[0-3]|it)$',
        description: 'a target spell, or "it": the spell a triggered ability names (conspire, 502.78)',
      }),
    },
    { additionalProperties: false, description: 'copy a spell; you may choose new targets for the copy' },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a) {
    const you = controllerOfItem(g, rec);
    if (rf(g, rec, CopyField.Made) === 0) {
      const orig = objectOf(g, rec, a.what);
      const item = orig >= 0 && zoneOf(g, orig) === Zone.Stack ? itemOfSpell(g, orig) : -1;
      if (item < 0) return true;
      const copy = allocToken(g, cardIdOf(g, orig), you, g.nCards, Flag.Copy);
      proposeMove(g, copy, Zone.Stack, you);
      flushEvents(g); // nothing replaces a move to the stack
      put(g, g.flags + copy, flagsOf(g, copy) | Flag.Spell);
      const r = allocRecord(g, StackKind.Spell, ref(g, copy), 0, you);
      setRf(g, r, StackField.Mode, rf(g, item, StackField.Mode));
      setRf(g, r, StackField.X, rf(g, item, StackField.X));
      setRf(g, r, StackField.Amount, rf(g, item, StackField.Amount)); // costs paid: X, sacrificedPower
      for (let t = 0; t < 4; t++) setRf(g, r, StackField.T0 + t, rf(g, item, StackField.T0 + t));
      putCopyOnStack(g, item, r, rec, CopyField.Made);
    }
    return chooseCopyTargets(g, you);
  },
  describe: (a) => `copy ${refText(a.what)}; you may choose new targets for the copy`,
});

/**
 * Puts copy record r of stack item `from` on the stack (its list of targets copied too), marks the copying effect
 * `rec` as having made it (its field `made`), and readies chooseCopyTargets for it.
 */
export function putCopyOnStack(g: Game, from: number, r: number, rec: number, made: number): void {
  if (rf(g, from, StackField.List) !== 0) copyList(g, from, r);
  pushItem(g, r);
  setRf(g, rec, made, 1);
  put(g, Global.CastItem, r);
  put(g, Global.CastTarget, 0);
}

/**
 * "You may choose new targets for the copy" (a copy of a spell or of an ability, at Global.CastItem): each of its
 * single targets again from Global.CastTarget, one Target decision at a time, among the legal ones (the old one
 * among them while legal); a list of targets is kept as copied. False while a decision is asked.
 */
export function chooseCopyTargets(g: Game, you: number): boolean {
  const r = g.m[Global.CastItem];
  const specs = itemTargets(g, r);
  const copy = itemSourceId(g, r);
  for (let t = g.m[Global.CastTarget]; t < specs.length; t++) {
    if (specs[t].count !== TargetCount.One) {
      put(g, Global.CastTarget, t + 1);
      continue;
    } // a list of targets is kept as copied
    const n = listTargets(g, specs[t], copy, you, g.m, g.options, 2048, rf(g, r, StackField.Source));
    if (n > 1) {
      g.m[g.optionCount] = n;
      put(g, Global.CastTarget, t);
      put(g, Global.DKind, Decision.Target);
      put(g, Global.DPlayer, you);
      return false;
    }
    put(g, Global.CastTarget, t + 1);
  }
  put(g, Global.CastItem, -1);
  put(g, Global.CastTarget, 0);
  onTargeted(g, r); // the copy's targets become its targets
  return true;
}
