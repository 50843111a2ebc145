// Guards: verbs that decide on resolution whether the effect nested in them happens ("you may",
// "unless ... pays", "if you win the flip", "if this ability has been activated N times", a
// self-replacement's "instead"). The compiler (registry.ts) flattens the nested effect after the
// guard's instruction (ins.skip instructions); when the guard finishes, its `skips` says whether the
// resolver jumps over them.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { canPay, pay } from '../actions/mana.js';
import { activationsThisTurn } from '../core/activations.js';
import { type AmountC, type FilterC, type ManaCost } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeDiscard, proposeLifeChange } from '../core/event-records.js';
import { rngInt } from '../core/rng.js';
import { itemSourceId, rf, setRf } from '../core/stack-records.js';
import { cardIdOf, type Game, Global, pl, PlayerSlot, put, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { cardMatches } from '../facts/card-colors.js';
import { amountOf, controllerOfItem, playersOf } from '../facts/runtime.js';
import { parseManaCost } from './abilities.js';
import {
  AmountSchema,
  compileCountBounds,
  countBoundsSchema,
  type CountBounds,
  FilterSchema,
  ManaCostSchema,
  PlayerRefSchema,
} from './common.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

/** A guard's own field on the stack record: 1 once it has decided that the guarded effect is skipped. */
const enum GuardField {
  Skip = StackField.Work0,
  /** unless ... discards: the cards discarded so far. */
  Discarded = StackField.Work1,
}

/** unless, ifPays, flipCoin, instead: the decision waits in the guard's field until it finishes. */
const skipDecided = (g: Game, rec: number): boolean => rf(g, rec, GuardField.Skip) === 1;

const one = new Int32Array(2);

/** Asks player p yes or no (a May decision: option 1 yes). */
export function askYesNo(g: Game, p: number): void {
  g.m[g.options] = 0;
  g.m[g.options + 1] = 1;
  g.m[g.optionCount] = 2;
  put(g, Global.DKind, Decision.May);
  put(g, Global.DPlayer, p);
}

// "You may": asked of the controller on resolution (410.5); option 1 is yes, and no skips the effect. `player`:
// "opponent": "each opponent may search his or her library ..." (Boldwyr Heavyweights), asked of the opponent.
const MaySchema = (effect: TSchema) =>
  Type.Object(
    {
      op: Type.Literal('may'),
      player: Type.Optional(
        Type.Union([Type.Literal('you'), Type.Literal('opponent')], {
          description: 'who decides: you (the default) or your opponent ("each opponent may ...")',
        }),
      ),
      effect,
    },
    { additionalProperties: false, description: 'you (or the player named) may do the effect (asked on resolution)' },
  );
export const may = defineVerb({
  name: 'may',
  schema: MaySchema(Type.Unknown()),
  nests: MaySchema,
  compile: (o) => ({ opponent: o.player === 'opponent' }),
  run(g, rec, a, choice) {
    if (choice >= 0) return true;
    const you = controllerOfItem(g, rec);
    askYesNo(g, a.opponent ? 1 - you : you);
    return false;
  },
  describe: (a, ins) => `${a.opponent ? 'your opponent' : 'you'} may do the next ${ins.skip}`,
  skips: (_g, _rec, _a, choice) => choice === 0, // the answer was no
});

// "If this ability has been activated N or more times this turn, [effect]" (Dragon Whelp): counted as
// the instruction finishes, this activation and any since included (the count is the object's,
// core/activations.ts).
const IfActivatedSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifActivated'), atLeast: Type.Integer({ minimum: 1, maximum: 255 }), effect },
    {
      additionalProperties: false,
      description:
        'if this activated ability has been activated at least N times this turn, do the effect (checked on resolution)',
    },
  );
export const ifActivated = defineVerb({
  name: 'ifActivated',
  schema: IfActivatedSchema(Type.Unknown()),
  nests: IfActivatedSchema,
  compile(o, c, f) {
    if (!c.activatedAbility) c.fail(`${f}.op`, "ifActivated only in an activated ability's effect", o.op);
    c.countsActivations = true;
    return { atLeast: o.atLeast };
  },
  run: () => true,
  describe: (a, ins) => `if this ability has been activated ${a.atLeast} or more times this turn, the next ${ins.skip}`,
  skips: (g, rec, a) => activationsThisTurn(g, itemSourceId(g, rec)) < a.atLeast,
});

// "If you won, [effect]" in a "whenever you clash" ability (Rebellion of the Flamekin): the event's amount is 1
// for the player who won (trigger-clashes.ts).
const IfWonClashSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifWonClash'), effect },
    {
      additionalProperties: false,
      description: 'in a "whenever you clash" ability: if that player won the clash, do the effect',
    },
  );
export const ifWonClash = defineVerb({
  name: 'ifWonClash',
  schema: IfWonClashSchema(Type.Unknown()),
  nests: IfWonClashSchema,
  compile(o, c, f) {
    if (!c.clashTrigger) c.fail(`${f}.op`, 'ifWonClash only in a "clashes" triggered ability', o.op);
    return null;
  },
  run: () => true,
  describe: (_a, ins) => `if you won the clash, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, StackField.Amount) !== 1,
});

// 410.5: "[effect] unless [player] pays {N}" or "... unless [player] discards N cards": decided on
// resolution by that player (a May decision, yes = do the alternative, asked only when the player can:
// enough mana, or N cards in hand); doing it skips the guarded instructions, like "may" on no. A discard
// is then chosen card by card (Discard decisions).
const UnlessSchema = (effect: TSchema) =>
  Type.Object(
    {
      op: Type.Literal('unless'),
      player: PlayerRefSchema,
      pays: Type.Optional(ManaCostSchema),
      payLife: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 100,
          description:
            'the life the player may pay instead ("unless he or she pays 7 life": Tyrannize; only with that much)',
        }),
      ),
      x: Type.Optional(AmountSchema),
      discards: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 7, description: 'the number of cards the player may discard instead' }),
      ),
      card: Type.Optional(FilterSchema),
      effect,
    },
    {
      additionalProperties: false,
      description:
        'do the effect unless the player pays the mana, pays the life or discards the cards (`card`: "discard a creature card", printed types and colors; `x`: the X of "pays": "{X}", counted on resolution, "{1} for each blue permanent you control"; 410.5: asked on resolution)',
    },
  );
interface UnlessArgs {
  player: number;
  /** The mana the player may pay, or null: the player may pay `payLife` life, or discard `discards` matching cards. */
  pays: ManaCost | null;
  payLife: number;
  /** The X of `pays`, when not the X paid ("{1} for each blue permanent you control": Spell Syphon). */
  x: AmountC | null;
  discards: number;
  card: FilterC | null;
}
export const unless = defineVerb({
  name: 'unless',
  schema: UnlessSchema(Type.Unknown()),
  nests: UnlessSchema,
  compile(o, c, f): UnlessArgs {
    const player = c.playerRef(o.player, `${f}.player`);
    if ([o.pays, o.payLife, o.discards].filter((v) => v !== undefined).length !== 1)
      c.fail(
        f,
        'exactly one of "pays" (a mana cost), "payLife" (life) and "discards" (a number of cards)',
        Object.keys(o),
      );
    if (o.card !== undefined) {
      if (o.discards === undefined) c.fail(`${f}.card`, '"card" only with "discards" (the cards to discard)', o.card);
      c.printedOnly(o.card, `${f}.card`);
    }
    const pays = o.pays === undefined ? null : parseManaCost(o.pays, c, `${f}.pays`);
    if (o.x !== undefined && (pays === null || pays.x !== 1))
      c.fail(`${f}.x`, 'x only with "pays" holding one {X}', o.x);
    const x = o.x === undefined ? null : c.amount(o.x, `${f}.x`);
    return { player, pays, payLife: o.payLife ?? 0, x, discards: o.discards ?? 0, card: c.filter(o.card) };
  },
  run(g, rec, a, choice) {
    const np = playersOf(g, rec, a.player, one);
    if (np === 0) return true;
    const p = one[0];
    if (a.payLife > 0) return payLifeToStop(g, rec, p, a.payLife, choice);
    if (a.pays === null) return discardToStop(g, rec, p, a, choice);
    if (choice >= 0) {
      if (choice === 1) {
        pay(g, p, a.pays, xOf(g, rec, a), -1); // taps as events, flushed after this instruction
        setRf(g, rec, GuardField.Skip, 1);
      }
      return true;
    }
    if (!canPay(g, p, a.pays, xOf(g, rec, a), -1)) return true;
    askYesNo(g, p);
    return false;
  },
  describe: (a, ins) =>
    `unless ${refText(a.player)} ${a.payLife > 0 ? `pays ${a.payLife} life` : a.pays === null ? `discards ${a.discards}${a.card ? ' matching' : ''}` : `pays ${a.pays.cmc}`}, the next ${ins.skip}`,
  skips: skipDecided,
});

/** "Unless p pays N life": asked only with N or more life (as the cost payLife); paying is a loss of life. */
function payLifeToStop(g: Game, rec: number, p: number, n: number, choice: number): boolean {
  if (choice >= 0) {
    if (choice === 1) {
      proposeLifeChange(g, p, -n);
      setRf(g, rec, GuardField.Skip, 1);
    }
    return true;
  }
  if (pl(g, p, PlayerSlot.Life) < n) return true;
  askYesNo(g, p);
  return false;
}

/**
 * The X of "unless its controller pays {X}": the X this spell or ability was played with (Broken Ambitions), or the
 * unless's own amount, counted now (Spell Syphon).
 */
const xOf = (g: Game, rec: number, a: UnlessArgs): number =>
  a.x !== null ? amountOf(g, rec, a.x) : a.pays!.x > 0 ? rf(g, rec, StackField.X) : 0;

/**
 * "Unless p discards n [matching] cards": yes or no first, then each card, one Discard decision at a
 * time among the matching cards (printed types and colors); each discard happens (the handler returns
 * to have its event flushed) before the next choice.
 */
function discardToStop(g: Game, rec: number, p: number, a: UnlessArgs, choice: number): boolean {
  const hb = listBase(g, Zone.Hand, p);
  if (rf(g, rec, GuardField.Skip) === 0) {
    if (choice < 0) {
      if (matchingInHand(g, hb, a.card) < a.discards) return true; // can't: the effect happens
      askYesNo(g, p);
      return false;
    }
    if (choice === 0) return true;
    setRf(g, rec, GuardField.Skip, 1); // yes: the cards follow
  } else if (choice >= 0) {
    proposeDiscard(g, choice, controllerOfItem(g, rec));
    setRf(g, rec, GuardField.Discarded, rf(g, rec, GuardField.Discarded) + 1);
    return false; // called again once the discard has happened
  }
  const k = matchingInHand(g, hb, a.card); // the options, in g.options
  if (rf(g, rec, GuardField.Discarded) >= a.discards || k === 0) return true;
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Discard);
  put(g, Global.DPlayer, p);
  return false;
}

/** The cards of a hand (at list base hb) that match `f` (null: all), written to the options; their count. */
function matchingInHand(g: Game, hb: number, f: FilterC | null): number {
  let k = 0;
  for (let i = 0; i < g.m[hb]; i++) {
    const id = g.m[hb + 1 + i];
    if (f === null || cardMatches(g, g.cards[cardIdOf(g, id)], f)) g.m[g.options + k++] = id;
  }
  return k;
}

// "[Player] may pay {N}. If he or she does, [effect]" (Llanowar Sentinel): asked on resolution (a May
// decision, only when the player can pay); not paying skips the guarded instructions.
const IfPaysSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifPays'), player: PlayerRefSchema, pays: ManaCostSchema, effect },
    {
      additionalProperties: false,
      description: 'the player may pay the mana; if he or she does, do the effect (asked on resolution)',
    },
  );
export const ifPays = defineVerb({
  name: 'ifPays',
  schema: IfPaysSchema(Type.Unknown()),
  nests: IfPaysSchema,
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`), pays: parseManaCost(o.pays, c, `${f}.pays`) }),
  run(g, rec, a, choice) {
    const np = playersOf(g, rec, a.player, one);
    if (choice >= 0) {
      if (choice === 1) pay(g, one[0], a.pays, 0, -1);
      else setRf(g, rec, GuardField.Skip, 1);
      return true;
    }
    if (np === 0 || !canPay(g, one[0], a.pays, 0, -1)) {
      setRf(g, rec, GuardField.Skip, 1);
      return true;
    }
    askYesNo(g, one[0]);
    return false;
  },
  describe: (a, ins) => `${refText(a.player)} may pay ${a.pays.cmc}; if so, the next ${ins.skip}`,
  skips: skipDecided,
});

// "You may pay {X}. If you do, [effect]" (Rise of the Hobgoblins: "put X 1/1 ... tokens into play"): X is chosen on
// resolution (a ChooseX decision, 0 to the most the player can pay) and paid; the guarded effect's amount "x" reads it.
// Paying 0 is paying: the effect then acts with X = 0.
const PayXSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('payX'), effect },
    {
      additionalProperties: false,
      description: 'you may pay {X} (X chosen on resolution); if you do, do the effect, whose "x" is the X paid',
    },
  );
const X_COST: ManaCost = { generic: 0, colored: [0, 0, 0, 0, 0], x: 1, cmc: 0, xColor: -1, hybrid: null, ways: null };
export const payX = defineVerb({
  name: 'payX',
  schema: PayXSchema(Type.Unknown()),
  nests: PayXSchema,
  compile: (_o, c) => {
    c.xPaidOnResolution = true; // the effect's "x" needs no {X} in the cost (compile.ts checkX)
    return {};
  },
  run(g, rec, _a, choice) {
    const p = controllerOfItem(g, rec);
    if (choice >= 0) {
      if (choice > 0) pay(g, p, X_COST, choice, -1);
      setRf(g, rec, StackField.X, choice);
      return true;
    }
    let max = 0;
    while (max < 100 && canPay(g, p, X_COST, max + 1, -1)) max++;
    if (max === 0) {
      setRf(g, rec, StackField.X, 0);
      return true;
    }
    for (let x = 0; x <= max; x++) g.m[g.options + x] = x;
    g.m[g.optionCount] = max + 1;
    put(g, Global.DKind, Decision.ChooseX);
    put(g, Global.DPlayer, p);
    put(g, Global.DAux, 0); // an X (not life: PAY_LIFE)
    return false;
  },
  describe: (_a, ins) => `you may pay {X}; if so, the next ${ins.skip} with that X`,
  skips: () => false,
});

// "Flip a coin. If you lose the flip, [effect]" (or win): the game's seeded generator flips on
// resolution; the guarded instructions are skipped when the flip doesn't go the stated way.
const FlipSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('flipCoin'), if: Type.Union([Type.Literal('lose'), Type.Literal('win')]), effect },
    { additionalProperties: false, description: 'flip a coin; if you lose (or win) the flip, do the effect' },
  );
export const flipCoin = defineVerb({
  name: 'flipCoin',
  schema: FlipSchema(Type.Unknown()),
  nests: FlipSchema,
  compile: (o) => ({ ifWin: o.if === 'win' }),
  run(g, rec, a) {
    const won = rngInt(g, 2) === 1;
    if (won !== a.ifWin) setRf(g, rec, GuardField.Skip, 1);
    return true;
  },
  describe: (a, ins) => `flip a coin; if you ${a.ifWin ? 'win' : 'lose'} the flip, the next ${ins.skip}`,
  skips: skipDecided,
});

/** Does the count of a compiled count condition lie within its bounds now (on resolution)? */
export function countHolds(g: Game, rec: number, a: CountBounds): boolean {
  const n = amountOf(g, rec, a.count);
  return n >= a.atLeast && n <= a.atMost;
}

// 419.6d: "[effect]. [Condition] — [other effect] instead if [condition]" (Cackling Flames' hellbent): a
// self-replacement effect, part of the spell's own effect. The condition (a count of objects within
// bounds) is checked on resolution; if it holds, the replacing effect is done in place of the replaced
// one, so the events proposed are already the replaced ones: the spell's own replacement is applied
// before any replacement effect of the replace stage sees them, and is never one of a 419.9a choice.
// Flattened as [instead (skips the effect and the "otherwise" after it when the condition holds)]
// effect [otherwise (always skips the replacing effect)] replacing effect.
const CondSchema = countBoundsSchema(
  'hellbent: no cards in your hand; threshold: seven or more cards in your graveyard',
);
const InsteadSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('instead'), if: CondSchema, effect, instead: effect },
    {
      additionalProperties: false,
      description:
        'a self-replacement effect (419.6d): do the effect, or, if the condition holds on resolution, the "instead" effect in its place',
    },
  );
export const instead = defineVerb({
  name: 'instead',
  schema: InsteadSchema(Type.Unknown()),
  nests: InsteadSchema,
  compile(o, c, f): CountBounds {
    const cond: Static<typeof CondSchema> = o.if;
    return compileCountBounds(cond, c, `${f}.if`);
  },
  run(g, rec, a) {
    if (countHolds(g, rec, a)) setRf(g, rec, GuardField.Skip, 1);
    return true;
  },
  describe: (a, ins) =>
    `if the count is in [${a.atLeast}, ${a.atMost}], skip the next ${ins.skip} (the replacing effect follows)`,
  skips: skipDecided,
});

/** The end of an "instead" effect's replaced part: the replacing part after it is skipped (not a card word). */
export const otherwise = defineVerb({
  name: 'otherwise',
  schema: Type.Object({ op: Type.Literal('otherwise') }, { additionalProperties: false }),
  compile: () => null,
  run: () => true,
  describe: (_a, ins) => `skip the next ${ins.skip} (the replacing effect)`,
  skips: () => true,
});

/** The schemas of the guards, each nesting `effect` (the effect tree's recursive schema, registry.ts). */
