// The effect verbs, each defined once (vocab/effects-*.ts), in one table: an instruction's op is its
// verb's index here. The compiler flattens an effect tree ("seq" disappears; "may" guards the
// instructions that follow it) after checking each node against its verb's schema.
import { addCountersEach, moveCounters, removeCountersEach } from './effects-counters.js';
import { type TSchema, Type } from '@sinclair/typebox';
import {
  type AmountC,
  type CCard,
  type FilterC,
  type Instr,
  makeTriggered,
  type ModeC,
  RefCode,
  type TargetC,
  TargetCount,
  TriggerEvent,
} from '../core/cardform.js';
import { addEffect, type ContinuousEffect, Layer, Link, Until } from '../core/continuous.js';
import { NO_TARGET, STEP_NAMES, Zone } from '../core/constants.js';
import { abilityCard, rf } from '../core/stack-records.js';
import { type Game, Global, liveId, madeByResolving, nextRef, ref, StackField, zoneOf } from '../core/state.js';
import { DELAYED_TO_GRAVEYARD, DELAYED_YOUR_END, DELAYED_YOUR_MAIN } from '../batch/triggers.js';
import { amountOf } from '../facts/runtime.js';
import { defineVerb, type Verb } from './verb.js';
import { blankTrigger } from './trigger.js';
import { installVerbs } from '../actions/resolve.js';
import { AmountSchema, type Compile } from './common.js';
import { compileTarget, TargetSchema } from './abilities.js';
import {
  cantRegenerate,
  damage,
  damageEach,
  preventCombatDamage,
  preventDamageToCreatures,
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
  lifeTotalsBecomeHighest,
  loseKeywords,
  removeCounters,
  loseLife,
  pump,
  pumpEach,
  tap,
  tapOrUntap,
  turnFaceDown,
  untap,
} from './effects-other.js';
import { ifSacrifices } from './effects-if-sacrifices.js';
import { putOnLibraryBottomEach } from './effects-library-bottom.js';
import { exchangeControl } from './effects-exchange.js';
import { payLifeRoundsForTokens } from './effects-life-rounds.js';
import { unlessPutsAuraFromHand } from './effects-aura-from-hand.js';
import { doubleCounters, loseAllAbilities, returnHighestPower } from './effects-eventide.js';
import { discardFromRevealed } from './effects-reveal-discard.js';
import { gainControlEach } from './effects-control-each.js';
import { damageEachOther } from './effects-fight.js';
import { ifRevealedSameName, revealTopToBottom } from './effects-reveal-bottom.js';
import {
  additionalCombat,
  blocksIfAble,
  blockTax,
  cantBlockThis,
  doesntUntapNext,
  skipNextStep,
  untapEach,
} from './effects-turn.js';
import {
  counter,
  destroy,
  destroyEach,
  discard,
  draw,
  drawAndReveal,
  putOnLibraryBottom,
  putOnLibraryTop,
  removeFromGame,
  removeTopFromGame,
  replaceDraws,
  returnToHand,
  returnToPlay,
  sacrifice,
  shuffleIntoLibrary,
} from './effects-zones.js';
import { returnAllToPlay } from './effects-return-all.js';
import {
  addPoison,
  copySpell,
  createTokens,
  loseGame,
  returnChosen,
  sacrificeChosen,
  winGame,
} from './effects-play.js';
import { becomeLandType } from './effects-land-type.js';
import { millNamed } from './effects-named.js';
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
  gainProtectionFromChosenColor,
  setColor,
  switchPt,
} from './effects-control.js';
import { search } from './effects-search.js';
import { lookAtTop, revealUntil } from './effects-look.js';
import { hideaway, playRemoved, playTargetFree, playTopFree } from './effects-hideaway.js';
import { searchPlayFree } from './effects-search-play.js';
import { sacrificeAnyNumber } from './effects-sacrifice-any.js';
import { emptyManaPools, keepUpToShuffleRest } from './effects-keep-hand.js';
import { addManaForColorsAmong } from './effects-mana-colors.js';
import { ifResolvedTimes, removeAllCounters } from './effects-third-time.js';
import { chosenDealsDamage } from './effects-chosen-source.js';
import { lookAtTopCard, returnPutIntoGraveyardThisTurn, revealTop, revealTopWhile } from './effects-library.js';
import { mill, returnEach, shuffleGraveyardIntoLibrary, shuffleLibrary, tapEach } from './effects-mass.js';
import { endTurn, extraTurns } from './effects-time.js';
import { handToBottomDraw, handToTop, lookAtHand } from './effects-hand.js';
import { arrangeTop } from './effects-arrange.js';
import { changeTarget, chooseNewTargets } from './effects-retarget.js';
import { handForLibraryCards } from './effects-headgames.js';
import { reshufflePermanents } from './effects-warp.js';
import {
  removeEach,
  returnEnchanted,
  putRemovedIntoHand,
  returnRemoved,
  sacrificeLinked,
  sacrificeThisThen,
} from './effects-removed.js';
import { grantAbility } from './effects-grant.js';
import { removeTopFaceDown, turnRemovedFaceUp } from './effects-face-down.js';
import { attachGranter, returnThisAttached } from './effects-aura-return.js';
import { putFromHand } from './effects-fromhand.js';
import { becomeCopy, copyAbility, createTokenCopy } from './effects-copy.js';
import { playFromHandFree } from './effects-play-named.js';
import { clash, clashAndRepeat } from './effects-clash.js';
import { ifCount, ifTargetCard } from './effects-if-count.js';
import { ifPlayedAnotherSpell, ifTargetTapped } from './effects-if-played.js';
import { cantGainLife, preventDamageToYou } from './effects-prevent-yours.js';
import { removeCardFromGraveyard } from './effects-graveyard-choice.js';
import { revealFromHand } from './effects-reveal-hand.js';
import { ifTargetIs } from './effects-if-target.js';
import { attachAurasElsewhere, destroyAttachedTo } from './effects-attached.js';
import { preventDamageBy } from './effects-prevent-by.js';
import { revealTopToHand } from './effects-reveal-top.js';
import { champion } from './effects-champion.js';
import { kinship } from './effects-kinship.js';
import { creatureTypes } from './effects-creature-types.js';
import { ifProwled } from './effects-if-prowled.js';
import { ifSpent } from './effects-if-spent.js';
import { makeUncounterable } from './effects-uncounterable.js';
import { destroyOneAtRandom, returnRandomFromGraveyard } from './effects-random.js';
import { reorderGraveyard } from './effects-graveyard-order.js';
import { ifDiscarded } from './effects-if-discarded.js';
import { revealTopToPlay } from './effects-reveal-play.js';
import { cantPlayCards } from './effects-cant-play.js';
import { loseKeywordsEach } from './effects-lose-each.js';
import { ifSacrificed } from './effects-if-sacrificed.js';
import { ifMoreLife } from './effects-if-more-life.js';
import { ifControlsMost } from './effects-if-most.js';
import { removeAllSameName } from './effects-same-name.js';
import { removeTopChooseColor } from './effects-remove-top-color.js';
import { moveACounter, removeACounter } from './effects-a-counter.js';
import { removeTopPlayThisTurn } from './effects-removed-play.js';
import { chooseCreatureType } from './effects-creature-type.js';
import { discardHandDrawThatMany } from './effects-commands.js';
import { flipCoin, ifActivated, ifPays, ifWonClash, instead, may, otherwise, payX, unless } from './effects-guards.js';
// 417.2: "at the beginning of the next [step], [effect]": a delayed triggered ability. Its effect is
// compiled as one more triggered ability of the card (event Delayed); resolving adds a row that waits
// for the step (triggers.ts), remembering the event object ("it") of the ability that made it.
const DELAY_STEPS = ['upkeep', 'endCombat', 'end', 'yourNextMainPhase', 'yourEnd'] as const;
/** DelayedArgs.remember: the token made by the resolving effect. */
const MADE = 4;
/** DelayedArgs.remember: every token the resolving effect made ("them": filter remembered). */
const MADE_ALL = 5;

/** The token the resolving spell or ability put into play (madeOne: one), as it is or will be in play; else none. */
function madeToken(g: Game): number {
  for (let id = g.nCards; id < g.m[Global.NextToken]; id++)
    if (madeByResolving(g, id)) return zoneOf(g, id) === Zone.InPlay ? ref(g, id) : nextRef(g, id);
  return NO_TARGET;
}

/**
 * Every token the resolving spell or ability put into play is remembered by the delayed ability it makes: a Linked row
 * each (Link.Remembered), keyed by the first one's reference, which is the key the delayed row holds as its "it" (the
 * filter remembered reads them: facts/matches.ts). A row ends as its token leaves play, so one gone meanwhile is
 * not touched. Returns the key, or NO_TARGET when none was made.
 */
function rememberMade(g: Game): number {
  let key = NO_TARGET;
  for (let id = g.nCards; id < g.m[Global.NextToken]; id++) {
    if (!madeByResolving(g, id)) continue;
    const r = zoneOf(g, id) === Zone.InPlay ? ref(g, id) : nextRef(g, id);
    if (key === NO_TARGET) key = r;
    addEffect(g, Layer.Linked, 0 as ContinuousEffect, key, r, 0, Link.Remembered, 0, Until.Game, 0);
  }
  return key;
}

interface DelayedArgs {
  step: number;
  /** What its "that much" is, taken as it is made ("where X is that spell's converted mana cost"), or null. */
  amount: AmountC | null;
  /**
   * "Sacrifice that creature at end of turn": the target (index) the delayed ability calls "it"; -1: the event's;
   * MADE: the token this effect put into play ("Remove it from the game at end of turn": Giantbaiting); MADE_ALL: the
   * tokens it put into play ("Remove them from the game at end of turn": Elemental Mastery, filter remembered).
   */
  remember: number;
  /** Its ability's index among the card's triggered abilities (set as the card's compile ends: compile.ts). */
  ability: number;
}
const delayed = defineVerb({
  name: 'delayed',
  schema: Type.Object(
    {
      op: Type.Literal('delayed'),
      step: Type.Optional(Type.Union(DELAY_STEPS.map((s) => Type.Literal(s)))),
      when: Type.Optional(
        Type.Literal('putIntoGraveyardThisTurn', {
          description:
            'instead of a step: "when [the remembered target] is put into a graveyard this turn" (from play; Graceful Reprieve)',
        }),
      ),
      amount: Type.Optional(AmountSchema), // its "that much" (eventAmount in its effect), taken as it is made
      remember: Type.Optional(
        Type.String({
          pattern: '^(target:[0-3]|made|madeAll)$',
          description:
            'its "it" is that target ("Sacrifice that creature at end of turn"), or "made": the one token a createTokens before it put into play ("Remove it from the game at end of turn"), or "madeAll": the tokens it put into play, "them", which its effect names with the filter remembered ("Remove them from the game at end of turn")',
        }),
      ),
      effect: Type.Unknown(),
    },
    {
      additionalProperties: false,
      description: 'at the beginning of the next such step, do the effect (a delayed triggered ability, 417.2)',
    },
  ),
  compile(o, c, f): DelayedArgs {
    const outer = c.nTargets;
    // What the delayed ability reads of the event is remembered as it is created (the row's Obj), not
    // what makes the triggering ability's occurrences differ (stack.ts sameTrigger).
    const reads = c.reads;
    const remember =
      o.remember === undefined
        ? -1
        : o.remember === 'made'
          ? MADE
          : o.remember === 'madeAll'
            ? MADE_ALL
            : Number(o.remember.slice(7));
    if (remember >= outer && remember < MADE)
      c.fail(`${f}.remember`, `one of the ${outer} target(s) declared`, o.remember);
    if (remember === MADE && !c.madeOne)
      c.fail(
        `${f}.remember`,
        '"made" only after a createTokens putting one token into play for one player',
        o.remember,
      );
    if (remember === MADE_ALL && !c.madeYours)
      c.fail(
        `${f}.remember`,
        '"madeAll" only after a createTokens putting tokens into play under your control',
        o.remember,
      );
    if ((o.step === undefined) === (o.when === undefined)) c.fail(`${f}.step`, 'either a step or "when"', o.step);
    if (o.when !== undefined && remember === MADE_ALL)
      c.fail(`${f}.remember`, 'one object to wait for with "when", not "madeAll"', o.remember);
    if (o.when !== undefined && remember < 0)
      c.fail(`${f}.remember`, 'the target whose going to a graveyard it waits for ("remember")', o.remember);
    const eventObject = c.eventObject;
    const eventAmount = c.eventAmount;
    const amount = o.amount === undefined ? null : c.amount(o.amount, `${f}.amount`);
    if (remember >= 0 && remember !== MADE_ALL) c.eventObject = true; // its "it" ("madeAll": "them", no "it")
    c.eventAmount = amount !== null; // its "that much"
    const remembering = c.remembersSet;
    c.remembersSet = remember === MADE_ALL; // its "them" (filter remembered)
    const mode = compileMode({ effect: o.effect }, c, `${f}.effect`, '');
    if (c.remembersSet && !c.namedRemembered)
      c.fail(`${f}.effect`, 'an effect on "them": a filter with "remembered": true ("madeAll")', o.effect);
    c.remembersSet = remembering;
    c.namedRemembered = false;
    c.eventObject = eventObject;
    c.eventAmount = eventAmount;
    c.nTargets = outer;
    c.reads = reads;
    const step =
      o.step === undefined
        ? DELAYED_TO_GRAVEYARD
        : o.step === 'yourNextMainPhase'
          ? DELAYED_YOUR_MAIN
          : o.step === 'yourEnd'
            ? DELAYED_YOUR_END
            : STEP_NAMES.indexOf(o.step);
    const args = { step, amount, ability: -1, remember };
    c.delayed.push({
      setIndex: (i) => (args.ability = i),
      ability: makeTriggered(
        { ...blankTrigger(TriggerEvent.Delayed), step },
        [mode],
        o.step === undefined
          ? 'when it is put into a graveyard this turn'
          : o.step === 'yourNextMainPhase'
            ? 'at the beginning of your next main phase'
            : o.step === 'yourEnd'
              ? 'at the end of your turn'
              : `at the beginning of the next ${o.step} step`,
        0,
      ),
    });
    return args;
  },
  run(g, rec, a) {
    const toGraveyard = a.step === DELAYED_TO_GRAVEYARD;
    const obj =
      a.remember === MADE
        ? madeToken(g)
        : a.remember === MADE_ALL
          ? rememberMade(g)
          : a.remember >= 0
            ? rf(g, rec, StackField.T0 + a.remember)
            : rf(g, rec, StackField.Ref);
    // waiting for a target that is gone (413.2a made it NO_TARGET): it can never trigger
    if (toGraveyard && (obj < 0 || liveId(g, obj) < 0)) return true;
    // B: the card whose ability it is + 1 (a copy's ability outlives the copy).
    addEffect(
      g,
      Layer.Delayed,
      a.step as ContinuousEffect,
      rf(g, rec, StackField.Source),
      obj,
      a.ability,
      rf(g, rec, StackField.Controller),
      abilityCard(g, rec).id + 1,
      toGraveyard ? Until.EndOfTurn : Until.Game,
      a.amount === null ? 0 : amountOf(g, rec, a.amount), // a delayed row's Ts: its "that much"
    );
    return true;
  },
  describe: (a) =>
    a.step === DELAYED_TO_GRAVEYARD
      ? 'when it is put into a graveyard this turn, ...'
      : a.step === DELAYED_YOUR_MAIN
        ? 'at the beginning of your next main phase, ...'
        : a.step === DELAYED_YOUR_END
          ? 'at the end of your turn, ...'
          : `at the beginning of the next ${STEP_NAMES[a.step]} step, ...`,
});

/** Every effect verb; an instruction's op code is its verb's index. */
export const VERBS: readonly Verb[] = [
  damage,
  damageEach,
  preventDamage,
  preventDamageSharingColor,
  preventCombatDamage,
  preventDamageToCreatures,
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
  addCountersEach,
  removeCounters,
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
  handToBottomDraw,
  arrangeTop,
  changeTarget,
  handForLibraryCards,
  reshufflePermanents,
  removeEach,
  returnRemoved,
  returnEnchanted,
  sacrificeLinked,
  addTypes,
  becomeLandType,
  millNamed,
  setColor,
  attachElsewhere,
  putAttached,
  putFromHandAttached,
  grantAbility,
  returnThisAttached,
  attachGranter,
  sacrificeThisThen,
  removeTopFaceDown,
  turnRemovedFaceUp,
  setPt,
  blockTax,
  cantBlockThis,
  blocksIfAble,
  gainControlEach,
  damageEachOther,
  revealTopToBottom,
  ifRevealedSameName,
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
  clash,
  ifCount,
  champion,
  kinship,
  creatureTypes,
  ifProwled,
  ifSpent,
  cantPlayCards,
  loseKeywordsEach,
  ifSacrificed,
  ifMoreLife,
  revealTopWhile,
  lookAtTopCard,
  putOnLibraryTop,
  chooseCreatureType,
  ifWonClash,
  shuffleLibrary,
  discardHandDrawThatMany,
  lifeTotalsBecomeHighest,
  gainProtectionFromChosenColor,
  ifTargetCard,
  ifTargetIs,
  destroyAttachedTo,
  preventDamageBy,
  revealTopToHand,
  hideaway,
  playRemoved,
  ifResolvedTimes,
  removeAllCounters,
  chosenDealsDamage,
  playTargetFree,
  playTopFree,
  searchPlayFree,
  sacrificeAnyNumber,
  discardFromRevealed,
  doesntUntapNext,
  ifSacrifices,
  clashAndRepeat,
  revealUntil,
  createTokenCopy,
  becomeCopy,
  chooseNewTargets,
  copyAbility,
  playFromHandFree,
  removeCountersEach,
  moveCounters,
  loseAllAbilities,
  doubleCounters,
  returnHighestPower,
  payX,
  ifPlayedAnotherSpell,
  ifTargetTapped,
  preventDamageToYou,
  cantGainLife,
  removeCardFromGraveyard,
  revealFromHand,
  keepUpToShuffleRest,
  emptyManaPools,
  addManaForColorsAmong,
  ifControlsMost,
  removeAllSameName,
  removeTopChooseColor,
  removeACounter,
  moveACounter,
  removeTopPlayThisTurn,
  putOnLibraryBottomEach,
  attachAurasElsewhere,
  putRemovedIntoHand,
  exchangeControl,
  payLifeRoundsForTokens,
  unlessPutsAuraFromHand,
  makeUncounterable,
  destroyOneAtRandom,
  ifDiscarded,
  revealTopToPlay,
  returnRandomFromGraveyard,
  reorderGraveyard,
];
const byName = new Map<string, number>();
for (let i = 0; i < VERBS.length; i++) byName.set(VERBS[i].name, i);
const OTHERWISE_OP = byName.get('otherwise')!;
byName.delete('otherwise'); // the compiler's word, not a card's
/** Verbs whose schema nests effects (given with the effect tree's own schema below). */
const NESTING: readonly Verb[] = VERBS.filter((v) => v.nests !== null);
/** The guards whose nested effect follows them (flattened after their instruction; "instead" has two). */
const GUARDS: ReadonlySet<Verb> = new Set(NESTING.filter((v) => v !== instead && v !== clashAndRepeat));

installVerbs(VERBS); // the resolver (actions/resolve.ts) runs them by op code
export const verbOf = (ins: Instr): Verb => VERBS[ins.op];

function instr(op: number): Instr {
  return { op, args: null, object: RefCode.None, skip: 0 };
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
  c.usedShare = false;
  verb.compile(o, c, ins, f);
  if (c.usedShare && ins.object === c.listTarget) c.shareOnList = true;
  // "instead" and a guard's "otherwise" (clash: "If you win, ... Otherwise, ..."): the guard skips its effect and the
  // closing `otherwise` instruction, which skips the other branch after the effect has run.
  if (verb === clashAndRepeat) {
    // Its effect first, then the clash, whose won skip goes back to the effect's first instruction.
    out.pop();
    const start = out.length;
    effect(o.effect, c, `${f}.effect`, out, depth + 1);
    out.push(ins);
    ins.skip = start - out.length;
    return;
  }
  const other = verb === instead ? o.instead : GUARDS.has(verb) ? o.otherwise : undefined;
  if (other !== undefined) {
    const start = out.length;
    effect(o.effect, c, `${f}.effect`, out, depth + 1);
    const end = instr(OTHERWISE_OP);
    out.push(end);
    ins.skip = out.length - start;
    effect(other, c, `${f}.${verb === instead ? 'instead' : 'otherwise'}`, out, depth + 1);
    end.skip = out.length - start - ins.skip;
    return;
  }
  if (GUARDS.has(verb)) {
    const start = out.length;
    effect(o.effect, c, `${f}.effect`, out, depth + 1);
    ins.skip = out.length - start;
  }
}

/** Compiles {targets, effect} (a mode, or an item without modes). */
export function compileMode(v: Record<string, unknown>, c: Compile, f: string, text: string): ModeC {
  const outer = { filters: c.modeFilters, tokens: c.modeTokens, shareOnList: c.shareOnList, listMisuse: c.listMisuse };
  const filters: FilterC[] = [];
  const tokens: CCard[] = [];
  c.modeFilters = filters;
  c.modeTokens = tokens;
  c.shareOnList = false;
  c.listMisuse = false;
  const raw = v.targets;
  if (raw !== undefined && (!Array.isArray(raw) || raw.length > 4))
    c.fail(`${f}.targets`, 'a list of at most 4 targets', raw);
  const targets: TargetC[] = ((raw as unknown[] | undefined) ?? []).map((t, i) =>
    compileTarget(t, c, `${f}.targets[${i}]`),
  );
  if (targets.length > 0 && targets[0].manaValueAtMostFirst)
    c.fail(`${f}.targets[0].manaValueAtMostFirst`, 'a target after the first', true);
  c.nTargets = targets.length;
  c.sacrificed = false;
  c.countersRemoved = false;
  c.dealtDamage = false;
  c.destroyedEach = false;
  c.removedTopOfColor = false;
  c.counterArgs = null;
  c.lastSacrifice = null;
  c.lastDiscard = null;
  c.discardChecked = false;
  c.madeOne = false;
  c.madeYours = false;
  c.revealedToBottom = false;
  c.revealedFromHand = false;
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
  // Only an instruction's object (its "what" or "to") is stepped through the list (the compile context
  // noted any other use of it, and whether an instruction on it takes the divided share).
  if (list >= 0 && c.listMisuse)
    c.fail(`${f}.effect`, `"target:${list}" (a list of targets) only as the object an effect acts on`, v.effect);
  if (list >= 0 && targets[list].divide && !c.shareOnList)
    c.fail(`${f}.effect`, `an effect on "target:${list}" with the amount "share" (the damage divided)`, v.effect);
  c.modeFilters = outer.filters;
  c.modeTokens = outer.tokens;
  c.shareOnList = outer.shareOnList;
  c.listMisuse = outer.listMisuse;
  return { targets, program, text, cost: null, filters, tokens };
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
      ...NESTING.map((v) => v.nests!(Self)),
      Type.Object({ ...delayed.schema.properties, effect: Self }, { additionalProperties: false }),
      ...VERBS.filter((v) => v !== delayed && v !== otherwise && !NESTING.includes(v)).map((v) => v.schema as TSchema),
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
