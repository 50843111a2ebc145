// Turn structure (300-314 of 2008): each step's turn-based actions, and moving to the next step.
import { assignCombatDamage, attackOptions, beginDamageStep, blockOptions, endCombat } from './combat.js';
import { abilitiesLost, controller, keywords, rowSource } from './chars.js';
import { D, End, Flag, K, NO_TARGET, PC, Step, Zone, endsPhase, playerRef, refPlayer } from './constants.js';
import { addEffect, CE, endUntilEotEffects, Layer, removeEffect, Until } from './continuous.js';
import { flushEvents, proposeDraw, proposeTap } from './events.js';
import { emptyPoolsWithBurn } from './mana.js';
import { checkSba, endGame, Sba } from './sba.js';
import { CardBit, E, type Game, G, P, put, setDamage, setFlag, setPl, cardIdOf, damageOf, flagsOf } from './state.js';
import { onStepBegin } from './triggers.js';
import { listBase } from './zones.js';
import { ruleApplies } from './rules-mod.js';

export const MAX_HAND = 7;

function ask(g: Game, kind: D, player: number, n: number): void {
  g.m[g.oOptN] = n;
  put(g, G.DKind, kind);
  put(g, G.DPlayer, player);
}

/**
 * The current step's turn-based actions. Sets the next program counter, or a decision (attackers,
 * blockers, damage division, cleanup discard) after which it runs again.
 */
export function stepActions(g: Game): void {
  const step = g.m[G.Step] as Step;
  const ap = g.m[G.Active];
  switch (step) {
    case Step.Untap: {
      // 302.2: the active player untaps the permanents he or she controls (one batch of Untap events);
      // no one gets priority. The count of tapped permanents lets an untapped board skip the scan.
      const b = listBase(g, Zone.InPlay, 0);
      const n = g.m[g.oTapped] === 0 ? 0 : g.m[b];
      // "You may choose not to untap [this]": asked one permanent at a time (StepDone: the next position).
      for (let i = g.m[G.StepDone]; i < n; i++) {
        const id = g.m[b + 1 + i];
        if (
          (g.cardBits[cardIdOf(g, id)] & CardBit.MayNotUntap) === 0 ||
          abilitiesLost(g, id) ||
          (flagsOf(g, id) & Flag.Tapped) === 0 ||
          controller(g, id) !== ap
        )
          continue;
        put(g, G.StepDone, i + 1);
        g.m[g.oOpt] = 0;
        g.m[g.oOpt + 1] = 1;
        g.m[g.oOptN] = 2;
        put(g, G.DKind, D.May);
        put(g, G.DPlayer, ap);
        put(g, G.DAux, id);
        return;
      }
      // "Untap all permanents you control during each other player's untap step" (Seedborn Muse): not
      // their controller's untap step, so "doesn't untap during your untap step" doesn't stop them.
      const others = n > 0 && ruleApplies(g, CE.UntapOnOthersTurn, 1 - ap);
      for (let i = 0; i < n; i++) {
        const id = g.m[b + 1 + i];
        if ((flagsOf(g, id) & Flag.KeepTapped) !== 0) {
          setFlag(g, id, Flag.KeepTapped, false);
          continue;
        }
        if ((flagsOf(g, id) & Flag.Tapped) === 0) continue;
        const ctrl = controller(g, id);
        if ((ctrl === ap && (keywords(g, id) & K.NoUntap) === 0) || (others && ctrl !== ap)) proposeTap(g, id, false);
      }
      put(g, G.Pc, PC.StepEnd);
      return;
    }
    case Step.Draw:
      // The player who goes first skips the draw of his or her first turn.
      if (g.m[G.StepDone] === 0 && !(g.m[G.Turn] === 1 && ap === g.m[G.FirstPlayer])) {
        put(g, G.StepDone, 1);
        proposeDraw(g, ap);
        if (!flushEvents(g)) return; // a replaced draw asks first; the step goes on after it
      }
      break;
    case Step.DeclareAttackers:
      if (g.m[G.Declared] === 0) {
        ask(g, D.Attack, ap, attackOptions(g));
        return;
      }
      break;
    case Step.DeclareBlockers:
      if (g.m[G.Declared] === 1) {
        ask(g, D.Block, 1 - ap, blockOptions(g));
        return;
      }
      break;
    case Step.CombatDamage:
      if (g.m[G.Declared] !== 3) {
        beginDamageStep(g);
        put(g, G.Declared, 3);
      }
      if (!assignCombatDamage(g, NO_TARGET)) return;
      put(g, G.Declared, 2);
      break;
    case Step.Cleanup: {
      const hb = listBase(g, Zone.Hand, ap);
      const nh = g.m[hb];
      if (nh > MAX_HAND && !ruleApplies(g, CE.NoMaxHandSize, ap)) {
        // 314.1
        for (let i = 0; i < nh; i++) g.m[g.oOpt + i] = g.m[hb + 1 + i];
        ask(g, D.Discard, ap, nh);
        return;
      }
      // 314.2: damage wears off and "until end of turn" effects end, at the same time.
      if (g.m[g.oAnyDamage] !== 0) {
        const b = listBase(g, Zone.InPlay, 0);
        const n = g.m[b];
        for (let i = 0; i < n; i++) {
          const id = g.m[b + 1 + i];
          if (damageOf(g, id) !== 0) setDamage(g, id, 0);
        }
        g.m[g.oAnyDamage] = 0;
      }
      endUntilEotEffects(g);
      // 314.3: if state-based effects or triggers happen now, players get priority and another
      // cleanup step follows.
      if (checkSba(g) !== Sba.None || g.m[G.TrigN] > 0) {
        put(g, G.Pc, PC.Priority);
        put(g, G.CleanupAgain, 1);
        return;
      }
      put(g, G.Pc, PC.StepEnd);
      return;
    }
    default:
      break;
  }
  // "At the beginning of [step]": once per step (the second combat damage step is not a new one).
  if (!(step === Step.CombatDamage && g.m[G.FsStep] === 2)) onStepBegin(g, step);
  put(g, G.Pc, PC.Priority);
}

/** The end of a step: mana burn at the end of a phase, then the next step or turn. */
export function stepEnd(g: Game): void {
  const step = g.m[G.Step] as Step;
  if (endsPhase(step) && !ruleApplies(g, CE.PoolsDontEmpty, g.m[G.Active])) {
    emptyPoolsWithBurn(g, g.m[G.NoBurn] === 0);
    flushEvents(g);
  }
  let next: Step;
  if (step === Step.DeclareAttackers && g.m[G.Declared] === 0)
    next = Step.EndCombat; // no attackers: skip to end of combat
  else if (step === Step.CombatDamage && g.m[G.FsStep] === 1)
    next = Step.CombatDamage; // 502.2b: second damage step
  else if (step === Step.Cleanup && g.m[G.CleanupAgain] === 1) {
    put(g, G.CleanupAgain, 0);
    next = Step.Cleanup;
  } else if (step === Step.Cleanup) {
    nextTurn(g);
    return;
  } else next = (step + 1) as Step;
  // An additional combat phase after this main phase, then an additional main phase (Relentless Assault).
  if ((step === Step.Main1 || step === Step.Main2) && g.m[G.ReplaceN] !== 0 && extraCombat(g, step) >= 0)
    next = Step.BeginCombat;
  if (step === Step.EndCombat && g.m[G.ReplaceN] !== 0) {
    const main = extraCombat(g, -1);
    if (main >= 0) next = main as Step;
  }
  if (step === Step.EndCombat) endCombat(g);
  enterStep(g, next);
}

/** The answer to "choose not to untap [permanent DAux]?" (1: it stays tapped); the untap step goes on. */
export function untapChoice(g: Game, keep: number): void {
  if (keep === 1) setFlag(g, g.m[G.DAux], Flag.KeepTapped, true);
}

export function enterStep(g: Game, step: Step): void {
  // 419.6e-f: a skipped step never begins (nothing scheduled for it happens); the next one does.
  if (step <= Step.Draw && g.m[G.ReplaceN] !== 0 && takeSkip(g, step)) {
    enterStep(g, (step + 1) as Step);
    return;
  }
  put(g, G.Step, step);
  put(g, G.StepDone, 0);
  put(g, G.Prio, g.m[G.Active]);
  put(g, G.Passes, 0);
  put(g, G.Pc, PC.StepBegin);
}

/**
 * Additional combat phases (CE.ExtraCombat rows): as main-phase step `main` ends, the oldest row waiting
 * for it starts its combat (B = 1) and `main` is returned; as a combat ends (main = -1), the row of the
 * combat under way is used up and the main-phase step it returns to is returned. -1: none.
 */
function extraCombat(g: Game, main: number): number {
  const m = g.m;
  for (let e = 0; e < m[G.EffN]; e++) {
    const r = g.oEff + e * E.SIZE;
    if (m[r + E.Layer] !== Layer.Replacement || m[r + E.What] !== CE.ExtraCombat) continue;
    if (main >= 0 && m[r + E.B] === 0 && m[r + E.A] === main) {
      put(g, r + E.B, 1);
      return main;
    }
    if (main < 0 && m[r + E.B] === 1) {
      const back = m[r + E.A];
      removeEffect(g, e);
      return back;
    }
  }
  return -1;
}

/** Uses up the oldest "skip your next [step]" of the active player for this step, if any (419.6f: one each). */
function takeSkip(g: Game, step: Step): boolean {
  const m = g.m;
  const you = playerRef(m[G.Active]);
  for (let e = 0; e < m[G.EffN]; e++) {
    const r = g.oEff + e * E.SIZE;
    if (
      m[r + E.Layer] === Layer.Replacement &&
      m[r + E.What] === CE.SkipStep &&
      m[r + E.A] === step &&
      m[r + E.Obj] === you
    ) {
      removeEffect(g, e);
      return true;
    }
  }
  // A static "[players] skip their [step] steps" (Stasis): every occurrence, nothing used up.
  for (let e = 0; e < m[G.EffN]; e++) {
    const r = g.oEff + e * E.SIZE;
    if (m[r + E.Layer] !== Layer.Replacement || m[r + E.What] !== CE.SkipEachStep || m[r + E.A] !== step) continue;
    const src = rowSource(g, r);
    if (src < 0) continue;
    const whose = m[r + E.B];
    if (whose === 0 || (whose === 1) === (controller(g, src) === m[G.Active])) return true;
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
  for (let e = 0; e < m[G.EffN]; e++) {
    const r = g.oEff + e * E.SIZE;
    if (m[r + E.Layer] !== Layer.Turns) continue;
    if (m[r + E.What] === CE.ExtraTurn) extra = e;
    else normal = e;
  }
  if (extra >= 0) {
    const p = refPlayer(m[g.oEff + extra * E.SIZE + E.Obj]);
    if (normal < 0)
      addEffect(g, Layer.Turns, CE.NormalTurnNext, -1, playerRef(1 - m[G.Active]), 0, 0, 0, Until.Game, 0);
    removeEffect(g, extra);
    return p;
  }
  if (normal >= 0) {
    const p = refPlayer(m[g.oEff + normal * E.SIZE + E.Obj]);
    removeEffect(g, normal);
    return p;
  }
  return 1 - m[G.Active];
}

function nextTurn(g: Game): void {
  const t = g.m[G.Turn] + 1;
  if (t > g.m[G.MaxTurns]) {
    endGame(g, 2, End.TurnLimit);
    put(g, G.Pc, PC.Over);
    return;
  }
  const ap = nextPlayer(g);
  put(g, G.Turn, t);
  put(g, G.Active, ap);
  setPl(g, ap, P.LastTurn, t);
  setPl(g, 0, P.LandsPlayed, 0);
  setPl(g, 1, P.LandsPlayed, 0);
  if (g.m[g.oAttacked] !== 0) {
    // "attacked this turn" is of the turn that ended
    const b = listBase(g, Zone.InPlay, 0);
    const n = g.m[b];
    for (let i = 0; i < n; i++) {
      const id = g.m[b + 1 + i];
      if ((flagsOf(g, id) & Flag.AttackedThisTurn) !== 0) setFlag(g, id, Flag.AttackedThisTurn, false);
    }
    g.m[g.oAttacked] = 0;
  }
  enterStep(g, Step.Untap);
}
