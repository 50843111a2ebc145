// The effect verbs, each defined once (vocab/effects-*.ts), in one table: an instruction's op is its
// verb's index here. The compiler flattens an effect tree ("seq" disappears; "may" guards the
// instructions that follow it) after checking each node against its verb's schema.
import { type TSchema, Type } from '@sinclair/typebox';
import {
  AmountKind,
  Cond,
  type FilterC,
  type Instr,
  makeTriggered,
  type ModeC,
  RefCode,
  type TargetC,
  TargetCount,
  TriggerEvent,
  To,
  Whose,
} from '../core/cardform.js';
import { addEffect, type ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { STEP_NAMES, Zone, Decision } from '../core/constants.js';
import { abilityCard, rf } from '../core/stack-records.js';
import { cardIdOf, type Game, StackField, Global, put } from '../core/state.js';
import { printedMatches } from '../facts/chars.js';
import { verb, type Verb } from './verb.js';
import { installVerbs } from '../actions/resolve.js';
import { type Compile, FilterSchema, FIXED_ZERO, ManaCostSchema, PlayerRefSchema } from './common.js';
import { parseManaCost, compileTarget, TargetSchema } from './abilities.js';
import { amountOf, playersOf } from '../facts/runtime.js';
import { refText } from './text.js';
import { canPay, pay } from '../actions/mana.js';
import { rngInt } from '../core/rng.js';
import { proposeDiscard } from '../core/event-records.js';
import { listBase } from '../core/zones.js';
import {
  cantRegenerate,
  damage,
  damageEach,
  preventCombatDamage,
  preventDamage,
  preventDamageFromColors,
  preventDamageSharingColor,
  preventNextFromChosenSource,
  redirectCombatDamage,
  regenerate,
} from './effects-damage.js';
import {
  addCounters,
  addMana,
  doubleLife,
  doubleManaPool,
  gainLife,
  ifActivated,
  loseKeywords,
  loseLife,
  may,
  pump,
  pumpEach,
  tap,
  tapOrUntap,
  turnFaceDown,
  untap,
} from './effects-other.js';
import { additionalCombat, blockTax, cantBlockThis, skipNextStep, untapEach } from './effects-turn.js';
import {
  counter,
  destroy,
  destroyEach,
  discard,
  draw,
  drawAndReveal,
  putOnLibraryBottom,
  removeFromGame,
  removeTopFromGame,
  replaceDraws,
  returnAllToPlay,
  returnToHand,
  returnToPlay,
  sacrifice,
  shuffleIntoLibrary,
} from './effects-zones.js';
import {
  addPoison,
  copySpell,
  createTokens,
  loseGame,
  returnChosen,
  sacrificeChosen,
  winGame,
} from './effects-play.js';
import {
  addTypes,
  attach,
  attachElsewhere,
  becomeCreature,
  putAttached,
  putFromHandAttached,
  setPt,
  changeText,
  gainControl,
  setColor,
  switchPt,
} from './effects-control.js';
import { search } from './effects-search.js';
import { lookAtTop } from './effects-look.js';
import { returnPutIntoGraveyardThisTurn, revealTop } from './effects-library.js';
import { mill, returnEach, shuffleGraveyardIntoLibrary, tapEach } from './effects-mass.js';
import { endTurn, extraTurns } from './effects-time.js';
import { handToTop, lookAtHand } from './effects-hand.js';
import { arrangeTop } from './effects-arrange.js';
import { changeTarget } from './effects-retarget.js';
import { handForLibraryCards } from './effects-headgames.js';
import { reshufflePermanents } from './effects-warp.js';
import { removeEach, returnEnchanted, returnRemoved, sacrificeLinked } from './effects-removed.js';
import { putFromHand } from './effects-fromhand.js';
// 417.2: "at the beginning of the next [step], [effect]": a delayed triggered ability. Its effect is
// compiled as one more triggered ability of the card (event Delayed); resolving adds a row that waits
// for the step (triggers.ts), remembering the event object ("it") of the ability that made it.
const DELAY_STEPS = ['upkeep', 'endCombat', 'end'] as const;
const delayed = verb({
  name: 'delayed',
  schema: Type.Object(
    { op: Type.Literal('delayed'), step: Type.Union(DELAY_STEPS.map((s) => Type.Literal(s))), effect: Type.Unknown() },
    {
      additionalProperties: false,
      description: 'at the beginning of the next such step, do the effect (a delayed triggered ability, 417.2)',
    },
  ),
  compile(o, c, ins, f) {
    const outer = c.nTargets;
    const mode = compileMode({ effect: o.effect }, c, `${f}.effect`, '');
    c.nTargets = outer;
    ins.power = STEP_NAMES.indexOf(o.step as (typeof STEP_NAMES)[number]);
    c.delayed.push({
      ins,
      ability: makeTriggered(
        {
          event: TriggerEvent.Delayed,
          self: false,
          filter: null,
          step: ins.power,
          whose: Whose.Each,
          combat: false,
          to: To.Any,
          minBlockers: 1,
          zone: Zone.InPlay,
          cond: Cond.None,
          condCount: null,
          condMin: 0,
          condMax: 0,
          itFilter: null,
          state: null,
          causedBy: Whose.Each,
        },
        [mode],
        `at the beginning of the next ${o.step} step`,
        0,
      ),
    });
  },
  run(g, rec, ins) {
    // B: the card whose ability it is + 1 (a copy's ability outlives the copy).
    addEffect(
      g,
      Layer.Delayed,
      ins.power as ContinuousEffect,
      rf(g, rec, StackField.Source),
      rf(g, rec, StackField.Ref),
      ins.counter,
      rf(g, rec, StackField.Controller),
      abilityCard(g, rec).id + 1,
      Until.Game,
      0,
    );
    return true;
  },
  describe: (ins) => `at the beginning of the next ${STEP_NAMES[ins.power]} step, ...`,
});

// 410.5: "[effect] unless [player] pays {N}" or "... unless [player] discards N cards": decided on
// resolution by that player (a May decision, yes = do the alternative, asked only when the player can:
// enough mana, or N cards in hand); doing it skips the guarded instructions, like "may" on no. A
// discard is then chosen card by card (Discard decisions). Global.ResCount counts the cards discarded so
// far; Global.ResPlayer is 1 once the player has done the alternative (guardSkips reads and clears it).
/** unless, ifPays, flipCoin, instead: the guard's result waits in Global.ResPlayer (1: skip), read once. */
function resultSkips(g: Game): boolean {
  const skip = g.m[Global.ResPlayer] === 1;
  put(g, Global.ResPlayer, 0);
  return skip;
}

const UnlessSchema = (effect: TSchema) =>
  Type.Object(
    {
      op: Type.Literal('unless'),
      player: PlayerRefSchema,
      pays: Type.Optional(ManaCostSchema),
      discards: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 7, description: 'the number of cards the player may discard instead' }),
      ),
      card: Type.Optional(FilterSchema),
      effect,
    },
    {
      additionalProperties: false,
      description:
        'do the effect unless the player pays the mana or discards the cards (`card`: "discard a creature card", printed types and colors; 410.5: asked on resolution)',
    },
  );
const unless = verb({
  name: 'unless',
  schema: UnlessSchema(Type.Unknown()),
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
    if ((o.pays === undefined) === (o.discards === undefined))
      c.fail(f, 'exactly one of "pays" (a mana cost) and "discards" (a number of cards)', Object.keys(o));
    if (o.pays !== undefined) ins.cost = parseManaCost(o.pays as string, c, `${f}.pays`);
    else ins.power = o.discards as number;
    if (o.card !== undefined) {
      if (o.discards === undefined) c.fail(`${f}.card`, '"card" only with "discards" (the cards to discard)', o.card);
      c.printedOnly(o.card as never, `${f}.card`);
      ins.filter = c.filter(o.card as never);
    }
  },
  run(g, rec, ins, choice) {
    const np = playersOf(g, rec, ins.player, unlessPlayer);
    if (np === 0) return true;
    const p = unlessPlayer[0];
    if (ins.cost === null) return discardToStop(g, p, ins.power, ins.filter, rf(g, rec, StackField.Controller), choice);
    if (choice >= 0) {
      if (choice === 1) {
        pay(g, p, ins.cost, 0, -1);
        put(g, Global.ResPlayer, 1);
      } // taps as events, flushed after this instruction
      return true;
    }
    if (!canPay(g, p, ins.cost, 0, -1)) return true;
    askYesNo(g, p);
    return false;
  },
  describe: (ins) =>
    `unless ${refText(ins.player)} ${ins.cost === null ? `discards ${ins.power}${ins.filter ? ' matching' : ''}` : `pays ${ins.cost.cmc}`}, the next ${ins.skip}`,
  skips: resultSkips,
});

const unlessPlayer = new Int32Array(2);

function askYesNo(g: Game, p: number): void {
  g.m[g.oOpt] = 0;
  g.m[g.oOpt + 1] = 1;
  g.m[g.oOptN] = 2;
  put(g, Global.DKind, Decision.May);
  put(g, Global.DPlayer, p);
}

/**
 * "Unless p discards n [matching] cards": yes or no first (ResPlayer 0), then each card, one Discard
 * decision at a time among the matching cards (printed types and colors; `f` null: any); each discard
 * happens (the handler returns to have its event flushed) before the next choice.
 */
function discardToStop(g: Game, p: number, n: number, f: FilterC | null, by: number, choice: number): boolean {
  const hb = listBase(g, Zone.Hand, p);
  if (g.m[Global.ResPlayer] === 0) {
    if (choice < 0) {
      if (matchingInHand(g, hb, f) < n) return true; // can't: the effect happens
      askYesNo(g, p);
      return false;
    }
    if (choice === 0) return true;
    put(g, Global.ResPlayer, 1); // yes: the cards follow
  } else if (choice >= 0) {
    proposeDiscard(g, choice, by);
    put(g, Global.ResCount, g.m[Global.ResCount] + 1);
    return false; // called again once the discard has happened
  }
  const k = matchingInHand(g, hb, f); // the options, in g.oOpt
  if (g.m[Global.ResCount] >= n || k === 0) {
    put(g, Global.ResCount, 0);
    return true;
  }
  g.m[g.oOptN] = k;
  put(g, Global.DKind, Decision.Discard);
  put(g, Global.DPlayer, p);
  return false;
}

/** The cards of a hand (at list base hb) that match `f` (null: all), written to the options; their count. */
function matchingInHand(g: Game, hb: number, f: FilterC | null): number {
  let k = 0;
  for (let i = 0; i < g.m[hb]; i++) {
    const id = g.m[hb + 1 + i];
    if (f === null || printedMatches(g.cards[cardIdOf(g, id)], f)) g.m[g.oOpt + k++] = id;
  }
  return k;
}

// "[Player] may pay {N}. If he or she does, [effect]" (Llanowar Sentinel): asked on resolution (a May
// decision, only when the player can pay); not paying skips the guarded instructions (Global.ResPlayer 1).
const IfPaysSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifPays'), player: PlayerRefSchema, pays: ManaCostSchema, effect },
    {
      additionalProperties: false,
      description: 'the player may pay the mana; if he or she does, do the effect (asked on resolution)',
    },
  );
const ifPays = verb({
  name: 'ifPays',
  schema: IfPaysSchema(Type.Unknown()),
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
    ins.cost = parseManaCost(o.pays as string, c, `${f}.pays`);
  },
  run(g, rec, ins, choice) {
    const np = playersOf(g, rec, ins.player, unlessPlayer);
    if (choice >= 0) {
      if (choice === 1) pay(g, unlessPlayer[0], ins.cost!, 0, -1);
      else put(g, Global.ResPlayer, 1);
      return true;
    }
    if (np === 0 || !canPay(g, unlessPlayer[0], ins.cost!, 0, -1)) {
      put(g, Global.ResPlayer, 1);
      return true;
    }
    askYesNo(g, unlessPlayer[0]);
    return false;
  },
  describe: (ins) => `${refText(ins.player)} may pay ${ins.cost!.cmc}; if so, the next ${ins.skip}`,
  skips: resultSkips,
});

// "Flip a coin. If you lose the flip, [effect]" (or win): the game's seeded generator flips on
// resolution; the guarded instructions are skipped when the flip doesn't go the stated way (ins.power
// 1: "if you win"). The result waits in Global.ResPlayer (1: skip) for guardSkips.
const FlipSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('flipCoin'), if: Type.Union([Type.Literal('lose'), Type.Literal('win')]), effect },
    { additionalProperties: false, description: 'flip a coin; if you lose (or win) the flip, do the effect' },
  );
const flipCoin = verb({
  name: 'flipCoin',
  schema: FlipSchema(Type.Unknown()),
  compile(o, _c, ins) {
    ins.power = o.if === 'win' ? 1 : 0;
  },
  run(g, _rec, ins) {
    const won = rngInt(g, 2) === 1;
    put(g, Global.ResPlayer, won === (ins.power === 1) ? 0 : 1);
    return true;
  },
  describe: (ins) => `flip a coin; if you ${ins.power === 1 ? 'win' : 'lose'} the flip, the next ${ins.skip}`,
  skips: resultSkips,
});

// 419.6d: "[effect]. [Condition] — [other effect] instead if [condition]" (Cackling Flames' hellbent): a
// self-replacement effect, part of the spell's own effect. The condition (a count of objects within
// bounds) is checked on resolution; if it holds, the replacing effect is done in place of the replaced
// one, so the events proposed are already the replaced ones: the spell's own replacement is applied
// before any replacement effect of the replace stage sees them, and is never one of a 419.9a choice.
// Flattened as [instead (skips the effect and the "otherwise" after it when the condition holds)]
// effect [otherwise (always skips the replacing effect)] replacing effect. Global.ResPlayer holds the result.
const CondSchema = Type.Object(
  {
    count: FilterSchema,
    zone: Type.Optional(Type.Union([Type.Literal('inPlay'), Type.Literal('graveyard'), Type.Literal('hand')])),
    whose: Type.Optional(Type.Union([Type.Literal('you'), Type.Literal('opponent'), Type.Literal('each')])),
    atLeast: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    atMost: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  },
  {
    additionalProperties: false,
    description:
      'the number of matching objects (in play, or cards in a zone; whose: you by default) is at least atLeast and at most atMost (hellbent: no cards in your hand; threshold: seven or more cards in your graveyard)',
  },
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
const instead = verb({
  name: 'instead',
  schema: InsteadSchema(Type.Unknown()),
  compile(o, c, ins, f) {
    const cond = o.if as { count: unknown; zone?: string; whose?: string; atLeast?: number; atMost?: number };
    if (cond.atLeast === undefined && cond.atMost === undefined)
      c.fail(`${f}.if`, 'atLeast or atMost', Object.keys(cond));
    ins.amount = c.amount({ count: cond.count, zone: cond.zone, whose: cond.whose ?? 'you' } as never, `${f}.if`);
    ins.power = cond.atLeast ?? 0;
    ins.toughness = cond.atMost ?? 1000000;
  },
  run(g, rec, ins) {
    const n = amountOf(g, rec, ins.amount);
    put(g, Global.ResPlayer, n >= ins.power && n <= ins.toughness ? 1 : 0);
    return true;
  },
  describe: (ins) =>
    `if the count is in [${ins.power}, ${ins.toughness}], skip the next ${ins.skip} (the replacing effect follows)`,
  skips: resultSkips,
});
/** The end of an "instead" effect's replaced part: the replacing part after it is skipped (not a card word). */
const otherwise = verb({
  name: 'otherwise',
  schema: Type.Object({ op: Type.Literal('otherwise') }, { additionalProperties: false }),
  compile() {
    /* made by the compiler only */
  },
  run: () => true,
  describe: (ins) => `skip the next ${ins.skip} (the replacing effect)`,
  skips: () => true,
});

/** Every effect verb; an instruction's op code is its verb's index. */
export const VERBS: readonly Verb[] = [
  damage,
  damageEach,
  preventDamage,
  preventDamageSharingColor,
  preventCombatDamage,
  preventDamageFromColors,
  preventNextFromChosenSource,
  redirectCombatDamage,
  regenerate,
  cantRegenerate,
  replaceDraws,
  destroy,
  destroyEach,
  sacrifice,
  returnToHand,
  removeFromGame,
  counter,
  draw,
  discard,
  pump,
  pumpEach,
  gainLife,
  loseLife,
  doubleLife,
  tap,
  untap,
  tapOrUntap,
  addMana,
  doubleManaPool,
  addCounters,
  shuffleIntoLibrary,
  may,
  ifActivated,
  createTokens,
  sacrificeChosen,
  returnChosen,
  addPoison,
  loseGame,
  returnToPlay,
  delayed,
  copySpell,
  unless,
  attach,
  gainControl,
  becomeCreature,
  switchPt,
  changeText,
  skipNextStep,
  search,
  lookAtTop,
  loseKeywords,
  returnPutIntoGraveyardThisTurn,
  revealTop,
  tapEach,
  returnEach,
  mill,
  shuffleGraveyardIntoLibrary,
  extraTurns,
  endTurn,
  lookAtHand,
  handToTop,
  arrangeTop,
  changeTarget,
  handForLibraryCards,
  reshufflePermanents,
  removeEach,
  returnRemoved,
  returnEnchanted,
  sacrificeLinked,
  addTypes,
  setColor,
  attachElsewhere,
  putAttached,
  putFromHandAttached,
  setPt,
  blockTax,
  cantBlockThis,
  untapEach,
  additionalCombat,
  putOnLibraryBottom,
  returnAllToPlay,
  winGame,
  flipCoin,
  putFromHand,
  removeTopFromGame,
  ifPays,
  instead,
  otherwise,
  drawAndReveal,
  turnFaceDown,
];
const byName = new Map<string, number>();
for (let i = 0; i < VERBS.length; i++) byName.set(VERBS[i].name, i);
export const INSTEAD_OP = byName.get('instead')!;
const OTHERWISE_OP = byName.get('otherwise')!;
byName.delete('otherwise'); // the compiler's word, not a card's
export const MAY_OP = byName.get('may')!;
export const UNLESS_OP = byName.get('unless')!;
const FLIP_OP = byName.get('flipCoin')!;
const IF_PAYS_OP = byName.get('ifPays')!;
const IF_ACTIVATED_OP = byName.get('ifActivated')!;

installVerbs(VERBS); // the resolver (actions/resolve.ts) runs them by op code
export const verbOf = (ins: Instr): Verb => VERBS[ins.op];

function instr(op: number): Instr {
  return {
    op,
    amount: FIXED_ZERO,
    ref: RefCode.None,
    player: 0,
    filter: null,
    power: 0,
    toughness: 0,
    kw: 0,
    kw2: 0,
    noRegen: false,
    mana: null,
    counter: 0,
    skip: 0,
    random: false,
    token: null,
    cost: null,
    colors: 0,
    subtypes: -1,
    until: 0,
  };
}

/** Flattens an effect tree into `out`. */
function effect(v: unknown, c: Compile, f: string, out: Instr[], depth: number): void {
  if (depth > 32) c.fail(f, 'effects nested at most 32 deep', '...');
  if (typeof v !== 'object' || v === null || Array.isArray(v)) c.fail(f, 'an effect object with an "op"', v);
  const o = v as Record<string, unknown>;
  if (o.op === 'seq') {
    const seq = c.check(
      Type.Object(
        { op: Type.Literal('seq'), effects: Type.Array(Type.Unknown(), { minItems: 1 }) },
        { additionalProperties: false },
      ),
      v,
      f,
      'a {"op": "seq", "effects": [...]} object',
    );
    seq.effects.forEach((e, i) => effect(e, c, `${f}.effects[${i}]`, out, depth + 1));
    return;
  }
  const op = typeof o.op === 'string' ? byName.get(o.op) : undefined; // a Map: "constructor" is no verb
  if (op === undefined) c.fail(`${f}.op`, `one of seq, ${[...byName.keys()].join(', ')}`, o.op);
  const verb = VERBS[op];
  c.check(verb.schema, v, f, `a ${verb.name} effect`);
  const ins = instr(op);
  out.push(ins);
  verb.compile(o, c, ins, f);
  if (op === INSTEAD_OP) {
    const start = out.length;
    effect(o.effect, c, `${f}.effect`, out, depth + 1);
    const other = instr(OTHERWISE_OP);
    out.push(other);
    ins.skip = out.length - start;
    effect(o.instead, c, `${f}.instead`, out, depth + 1);
    other.skip = out.length - start - ins.skip;
    return;
  }
  if (op === MAY_OP || op === UNLESS_OP || op === IF_ACTIVATED_OP || op === FLIP_OP || op === IF_PAYS_OP) {
    const start = out.length;
    effect(o.effect, c, `${f}.effect`, out, depth + 1);
    ins.skip = out.length - start;
  }
}

/** Compiles {targets, effect} (a mode, or an item without modes). */
export function compileMode(v: Record<string, unknown>, c: Compile, f: string, text: string): ModeC {
  const raw = v.targets;
  if (raw !== undefined && (!Array.isArray(raw) || raw.length > 4))
    c.fail(`${f}.targets`, 'a list of at most 4 targets', raw);
  const targets: TargetC[] = ((raw as unknown[] | undefined) ?? []).map((t, i) =>
    compileTarget(t, c, `${f}.targets[${i}]`),
  );
  c.nTargets = targets.length;
  c.sacrificed = false;
  // A list of targets (target-list.ts) is the mode's last target word; its effects act on each in turn.
  const list = targets.findIndex((t) => t.count !== TargetCount.One);
  if (list >= 0 && list !== targets.length - 1)
    c.fail(`${f}.targets[${list}].count`, 'a list of targets ("count") only as the last target', raw);
  c.listTarget = list;
  c.divided = list >= 0 && targets[list].divide;
  const program: Instr[] = [];
  effect(v.effect, c, `${f}.effect`, program, 0);
  c.listTarget = -1;
  c.divided = false;
  if (list >= 0) {
    for (const ins of program) {
      // Only an instruction's object (its "what" or "to") is stepped through the list.
      if (
        (ins.amount.kind === AmountKind.Toughness && ins.amount.n === list) ||
        (list === 0 && ins.player === RefCode.TargetController0)
      ) {
        c.fail(`${f}.effect`, `"target:${list}" (a list of targets) only as the object an effect acts on`, v.effect);
      }
    }
    if (targets[list].divide && !program.some((ins) => ins.ref === list && ins.amount.kind === AmountKind.Share)) {
      c.fail(`${f}.effect`, `an effect on "target:${list}" with the amount "share" (the damage divided)`, v.effect);
    }
  }
  return { targets, program, text, cost: null };
}

/**
 * An item's modes (409.1b): `{targets, effect}` for one, or `{modes: [{targets, effect, text}, ...]}`
 * ("choose one"); the controller chooses as it goes on the stack.
 */
export function compileModes(v: Record<string, unknown>, c: Compile, f: string, text: string): ModeC[] {
  if (v.modes === undefined) return [compileMode(v, c, f, text)];
  if (v.effect !== undefined || v.targets !== undefined)
    c.fail(f, 'either modes or targets/effect, not both', Object.keys(v));
  if (!Array.isArray(v.modes) || v.modes.length < 2 || v.modes.length > 8)
    c.fail(`${f}.modes`, 'a list of 2 to 8 modes', v.modes);
  return v.modes.map((m, i) => {
    if (typeof m !== 'object' || m === null) c.fail(`${f}.modes[${i}]`, 'a {targets, effect, text} object', m);
    const o = m as Record<string, unknown>;
    for (const k of Object.keys(o))
      if (k !== 'targets' && k !== 'effect' && k !== 'text')
        c.fail(`${f}.modes[${i}].${k}`, 'one of targets, effect, text', k);
    return compileMode(o, c, `${f}.modes[${i}]`, typeof o.text === 'string' ? o.text : '');
  });
}

/** The effect tree's JSON Schema (recursive through seq and may). */
export const EffectSchema = Type.Recursive(
  (Self) =>
    Type.Union([
      Type.Object(
        { op: Type.Literal('seq'), effects: Type.Array(Self, { minItems: 1 }) },
        { additionalProperties: false },
      ),
      Type.Object({ op: Type.Literal('may'), effect: Self }, { additionalProperties: false }),
      UnlessSchema(Self),
      FlipSchema(Self),
      IfPaysSchema(Self),
      InsteadSchema(Self),
      Type.Object(
        { op: Type.Literal('delayed'), step: Type.Union(DELAY_STEPS.map((s) => Type.Literal(s))), effect: Self },
        { additionalProperties: false },
      ),
      Type.Object(
        { op: Type.Literal('ifActivated'), atLeast: Type.Integer({ minimum: 1, maximum: 255 }), effect: Self },
        { additionalProperties: false },
      ),
      ...VERBS.filter(
        (v) =>
          v.name !== 'may' &&
          v.name !== 'unless' &&
          v.name !== 'delayed' &&
          v.name !== 'ifActivated' &&
          v.name !== 'flipCoin' &&
          v.name !== 'ifPays' &&
          v.name !== 'instead' &&
          v.name !== 'otherwise',
      ).map((v) => v.schema as TSchema),
    ]),
  { $id: 'Effect' },
);

export const ModeSchema = Type.Object(
  {
    targets: Type.Optional(Type.Array(TargetSchema, { maxItems: 4 })),
    effect: EffectSchema,
    text: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
