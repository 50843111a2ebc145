// Turn structure (300-314 of 2008): each step's turn-based actions, and moving to the next step.
import { assignCombatDamage, attackOptions, beginDamageStep, blockOptions, endCombat } from './combat.js';
import { abilitiesLost, controller, keywords, rowSource } from '../facts/chars.js';
import {
  Decision,
  End,
  Flag,
  Keyword,
  NO_TARGET,
  ProgramCounter,
  Step,
  Zone,
  endsPhase,
  playerRef,
  refPlayer,
} from '../core/constants.js';
import {
  addEffect,
  ContinuousEffect,
  endUntilEotEffects,
  endUntilNextTurnEffects,
  Layer,
  removeEffect,
  Until,
} from '../core/continuous.js';
import { flushEvents } from '../batch/events.js';
import { proposeTap, proposeDraw } from '../core/event-records.js';
import { emptyPoolsWithBurn } from './mana.js';
import { checkSba, endGame, Sba } from './sba.js';
import {
  CardBit,
  EffectField,
  type Game,
  Global,
  PlayerSlot,
  put,
  setDamage,
  setFlag,
  setPl,
  UNTAP_SKIPS,
  cardIdOf,
  damageOf,
  flagsOf,
} from '../core/state.js';
import { onStepBegin } from '../batch/triggers.js';
import { listBase } from '../core/zones.js';
import { ruleApplies, untapsOnOthersTurn } from '../facts/rules-mod.js';

export const MAX_HAND = 7;

/** Poses a decision of `kind` to `player` over the first n options already written. */
export function ask(g: Game, kind: Decision, player: number, n: number): void {
  g.m[g.optionCount] = n;
  put(g, Global.DKind, kind);
  put(g, Global.DPlayer, player);
}

/**
 * The current step's turn-based actions. Sets the next program counter, or a decision (attackers,
 * blockers, damage division, cleanup discard) after which it runs again.
 */
export function stepActions(g: Game): void {
  const step = g.m[Global.Step] as Step;
  const ap = g.m[Global.Active];
  switch (step) {
    case Step.Untap: {
      // 302.2: the active player untaps the permanents he or she controls (one batch of Untap events);
      // no one gets priority. The count of tapped permanents lets an untapped board skip the scan.
      const b = listBase(g, Zone.InPlay, 0);
      const n = g.m[g.tappedCount] === 0 ? 0 : g.m[b];
      // "You may choose not to untap [this]": asked one permanent at a time (StepDone: the next position).
      for (let i = g.m[Global.StepDone]; i < n; i++) {
        const id = g.m[b + 1 + i];
        if (
          (g.cardBits[cardIdOf(g, id)] & CardBit.MayNotUntap) === 0 ||
          abilitiesLost(g, id) ||
          (flagsOf(g, id) & Flag.Tapped) === 0 ||
          controller(g, id) !== ap
        )
          continue;
        put(g, Global.StepDone, i + 1);
        g.m[g.options] = 0;
        g.m[g.options + 1] = 1;
        g.m[g.optionCount] = 2;
        put(g, Global.DKind, Decision.May);
        put(g, Global.DPlayer, ap);
        put(g, Global.DAux, id);
        return;
      }
      // "Untap all permanents you control during each other player's untap step" (Seedborn Muse): not
      // their controller's untap step, so "doesn't untap during your untap step" doesn't stop them.
      const others = n > 0 && ruleApplies(g, ContinuousEffect.UntapOnOthersTurn, 1 - ap);
      const skipBit = Flag.SkipUntap0 << ap;
      // Nothing tapped and no skip flag set: nothing to do (a scan of the whole board per turn otherwise).
      const skips = g.m[g.tappedCount + UNTAP_SKIPS] !== 0;
      let left = 0; // the skip flags still set after this step
      for (let i = 0, all = n > 0 || skips ? g.m[b] : 0; i < all; i++) {
        const id = g.m[b + 1 + i];
        const flags = flagsOf(g, id);
        // "Doesn't untap during [ap]'s next untap step": that step is this one, tapped or not.
        if ((flags & skipBit) !== 0) setFlag(g, id, skipBit, false);
        left |= flags & ((Flag.SkipUntap0 << 1) | Flag.SkipUntap0) & ~skipBit; // both seats' bits
        if (n === 0) continue;
        if ((flags & Flag.KeepTapped) !== 0) {
          setFlag(g, id, Flag.KeepTapped, false);
          continue;
        }
        if ((flags & Flag.Tapped) === 0) continue;
        const ctrl = controller(g, id);
        const skip = (flags & skipBit) !== 0 && ctrl === ap;
        if (
          (ctrl === ap && (keywords(g, id) & Keyword.NoUntap) === 0 && !skip) ||
          (others && ctrl !== ap && untapsOnOthersTurn(g, id))
        )
          proposeTap(g, id, false);
      }
      if (skips && left === 0) g.m[g.tappedCount + UNTAP_SKIPS] = 0;
      put(g, Global.Pc, ProgramCounter.StepEnd);
      return;
    }
    case Step.Draw:
      // The player who goes first skips the draw of his or her first turn.
      if (g.m[Global.StepDone] === 0 && !(g.m[Global.Turn] === 1 && ap === g.m[Global.FirstPlayer])) {
        put(g, Global.StepDone, 1);
        proposeDraw(g, ap);
        if (!flushEvents(g)) return; // a replaced draw asks first; the step goes on after it
      }
      break;
    case Step.DeclareAttackers:
      if (g.m[Global.Declared] === 0) {
        ask(g, Decision.Attack, ap, attackOptions(g));
        return;
      }
      break;
    case Step.DeclareBlockers:
      if (g.m[Global.Declared] === 1) {
        ask(g, Decision.Block, 1 - ap, blockOptions(g));
        return;
      }
      break;
    case Step.CombatDamage:
      if (g.m[Global.Declared] !== 3) {
        beginDamageStep(g);
        put(g, Global.Declared, 3);
      }
      if (!assignCombatDamage(g, NO_TARGET)) return;
      put(g, Global.Declared, 2);
      break;
    case Step.Cleanup: {
      const hb = listBase(g, Zone.Hand, ap);
      const nh = g.m[hb];
      if (nh > MAX_HAND && !ruleApplies(g, ContinuousEffect.NoMaxHandSize, ap)) {
        // 314.1
        for (let i = 0; i < nh; i++) g.m[g.options + i] = g.m[hb + 1 + i];
        ask(g, Decision.Discard, ap, nh);
        return;
      }
      // 314.2: damage wears off and "until end of turn" effects end, at the same time.
      if (g.m[g.anyDamageMarked] !== 0) {
        const b = listBase(g, Zone.InPlay, 0);
        const n = g.m[b];
        for (let i = 0; i < n; i++) {
          const id = g.m[b + 1 + i];
          if (damageOf(g, id) !== 0) setDamage(g, id, 0);
        }
        g.m[g.anyDamageMarked] = 0;
      }
      endUntilEotEffects(g);
      // 314.3: if state-based effects or triggers happen now, players get priority and another
      // cleanup step follows.
      if (checkSba(g) !== Sba.None || g.m[Global.TrigN] > 0) {
        put(g, Global.Pc, ProgramCounter.Priority);
        put(g, Global.CleanupAgain, 1);
        return;
      }
      put(g, Global.Pc, ProgramCounter.StepEnd);
      return;
    }
    default:
      break;
  }
  // "At the beginning of [step]": once per step (the second combat damage step is not a new one).
  if (!(step === Step.CombatDamage && g.m[Global.FsStep] === 2)) onStepBegin(g, step);
  put(g, Global.Pc, ProgramCounter.Priority);
}

/** The end of a step: mana burn at the end of a phase, then the next step or turn. */
export function stepEnd(g: Game): void {
  const step = g.m[Global.Step] as Step;
  if (endsPhase(step) && !ruleApplies(g, ContinuousEffect.PoolsDontEmpty, g.m[Global.Active])) {
    emptyPoolsWithBurn(g, g.m[Global.NoBurn] === 0);
    flushEvents(g);
  }
  let next: Step;
  if (step === Step.DeclareAttackers && g.m[Global.Declared] === 0)
    next = Step.EndCombat; // no attackers: skip to end of combat
  else if (step === Step.CombatDamage && g.m[Global.FsStep] === 1)
    next = Step.CombatDamage; // 502.2b: second damage step
  else if (step === Step.Cleanup && g.m[Global.CleanupAgain] === 1) {
    put(g, Global.CleanupAgain, 0);
    next = Step.Cleanup;
  } else if (step === Step.Cleanup) {
    nextTurn(g);
    return;
  } else next = (step + 1) as Step;
  // An additional combat phase after this main phase, then an additional main phase (Relentless Assault).
  if ((step === Step.Main1 || step === Step.Main2) && g.m[Global.ReplaceN] !== 0 && extraCombat(g, step) >= 0)
    next = Step.BeginCombat;
  if (step === Step.EndCombat && g.m[Global.ReplaceN] !== 0) {
    const main = extraCombat(g, -1);
    if (main >= 0) next = main as Step;
  }
  if (step === Step.EndCombat) endCombat(g);
  enterStep(g, next);
}

/** The answer to "choose not to untap [permanent DAux]?" (1: it stays tapped); the untap step goes on. */
export function untapChoice(g: Game, keep: number): void {
  if (keep === 1) setFlag(g, g.m[Global.DAux], Flag.KeepTapped, true);
}

export function enterStep(g: Game, step: Step): void {
  // 419.6e-f: a skipped step never begins (nothing scheduled for it happens); the next one does.
  if (step <= Step.Draw && g.m[Global.ReplaceN] !== 0 && takeSkip(g, step)) {
    enterStep(g, (step + 1) as Step);
    return;
  }
  put(g, Global.Step, step);
  put(g, Global.StepDone, 0);
  put(g, Global.Prio, g.m[Global.Active]);
  put(g, Global.Passes, 0);
  put(g, Global.Pc, ProgramCounter.StepBegin);
}

/**
 * Additional combat phases (ContinuousEffect.ExtraCombat rows): as main-phase step `main` ends, the oldest row waiting
 * for it starts its combat (B = 1) and `main` is returned; as a combat ends (main = -1), the row of the
 * combat under way is used up and the main-phase step it returns to is returned. -1: none.
 */
function extraCombat(g: Game, main: number): number {
  const m = g.m;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (m[r + EffectField.Layer] !== Layer.Replacement || m[r + EffectField.What] !== ContinuousEffect.ExtraCombat)
      continue;
    if (main >= 0 && m[r + EffectField.B] === 0 && m[r + EffectField.A] === main) {
      put(g, r + EffectField.B, 1);
      return main;
    }
    if (main < 0 && m[r + EffectField.B] === 1) {
      const back = m[r + EffectField.A];
      removeEffect(g, e);
      return back;
    }
  }
  return -1;
}

/** Uses up the oldest "skip your next [step]" of the active player for this step, if any (419.6f: one each). */
function takeSkip(g: Game, step: Step): boolean {
  const m = g.m;
  const you = playerRef(m[Global.Active]);
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.Layer] === Layer.Replacement &&
      m[r + EffectField.What] === ContinuousEffect.SkipStep &&
      m[r + EffectField.A] === step &&
      m[r + EffectField.Obj] === you
    ) {
      removeEffect(g, e);
      return true;
    }
  }
  // A static "[players] skip their [step] steps" (Stasis): every occurrence, nothing used up.
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.Layer] !== Layer.Replacement ||
      m[r + EffectField.What] !== ContinuousEffect.SkipEachStep ||
      m[r + EffectField.A] !== step
    )
      continue;
    const src = rowSource(g, r);
    if (src < 0) continue;
    const whose = m[r + EffectField.B];
    if (whose === 0 || (whose === 1) === (controller(g, src) === m[Global.Active])) return true;
  }
  return false;
}

/**
 * CR 300.6 (2008): extra turns are added directly after the current turn, the most recently created
 * taken first (the last ExtraTurn row); after them the normal order goes on where it left off (a
 * NormalTurnNext row, made when the first of a run of extra turns is taken).
 */
function nextPlayer(g: Game): number {
  const m = g.m;
  let extra = -1;
  let normal = -1;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (m[r + EffectField.Layer] !== Layer.Turns) continue;
    if (m[r + EffectField.What] === ContinuousEffect.ExtraTurn) extra = e;
    else normal = e;
  }
  if (extra >= 0) {
    const p = refPlayer(m[g.effects + extra * EffectField.SIZE + EffectField.Obj]);
    if (normal < 0)
      addEffect(
        g,
        Layer.Turns,
        ContinuousEffect.NormalTurnNext,
        -1,
        playerRef(1 - m[Global.Active]),
        0,
        0,
        0,
        Until.Game,
        0,
      );
    // "Skip the untap step of that turn" (Savor the Moment): a skip of the player's next untap step, this turn's.
    if (m[g.effects + extra * EffectField.SIZE + EffectField.B] === 1) {
      const src = m[g.effects + extra * EffectField.SIZE + EffectField.Source];
      addEffect(g, Layer.Replacement, ContinuousEffect.SkipStep, src, playerRef(p), 0, Step.Untap, 0, Until.Game, 0);
    }
    removeEffect(g, extra);
    return p;
  }
  if (normal >= 0) {
    const p = refPlayer(m[g.effects + normal * EffectField.SIZE + EffectField.Obj]);
    removeEffect(g, normal);
    return p;
  }
  return 1 - m[Global.Active];
}

function nextTurn(g: Game): void {
  const t = g.m[Global.Turn] + 1;
  if (t > g.m[Global.MaxTurns]) {
    endGame(g, 2, End.TurnLimit);
    put(g, Global.Pc, ProgramCounter.Over);
    return;
  }
  const ap = nextPlayer(g);
  put(g, Global.Turn, t);
  put(g, Global.Active, ap);
  setPl(g, ap, PlayerSlot.LastTurn, t);
  if (g.m[Global.EffN] !== 0) endUntilNextTurnEffects(g, ap);
  setPl(g, 0, PlayerSlot.LandsPlayed, 0);
  setPl(g, 1, PlayerSlot.LandsPlayed, 0);
  setPl(g, 0, PlayerSlot.ProwlTypes, 0);
  setPl(g, 1, PlayerSlot.ProwlTypes, 0);
  setPl(g, 0, PlayerSlot.DamageThisTurn, 0);
  setPl(g, 1, PlayerSlot.DamageThisTurn, 0);
  for (let p = 0; p < 2; p++) {
    setPl(g, p, PlayerSlot.LifeLostThisTurn, 0);
    setPl(g, p, PlayerSlot.DiscardedThisTurn, 0);
  }
  if (g.m[g.attackersThisTurn] !== 0) {
    // "attacked this turn" is of the turn that ended
    const b = listBase(g, Zone.InPlay, 0);
    const n = g.m[b];
    for (let i = 0; i < n; i++) {
      const id = g.m[b + 1 + i];
      if ((flagsOf(g, id) & Flag.AttackedThisTurn) !== 0) setFlag(g, id, Flag.AttackedThisTurn, false);
    }
    g.m[g.attackersThisTurn] = 0;
  }
  g.m[g.attackersThisTurn] = 0;
  enterStep(g, Step.Untap);
}
