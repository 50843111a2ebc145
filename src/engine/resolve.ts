// Resolving the top item of the stack (413 of 2008), resumable across decisions: instruction by
// instruction, each instruction's events happening before the next instruction runs.
import { KEYWORD_ABILITY } from './vocab/keyword-abilities.js';
import { dealCombatDamage } from './combat.js';
import { NO_TARGET, PC, SK, Zone } from './constants.js';
import { flushEvents, proposeEnterAttached, proposeMove } from './events.js';
import { abilityCard, isManaAbility, itemModes, itemSourceId, itemTargets, removeItem, rf, setRf, sourceIntact, stackTop } from './stack.js';
import { Attach, Cond } from './cardform.js';
import { baseCard } from './chars.js';
import { conditionHolds } from './triggers.js';
import { type Game, G, liveId, put, S, cardIdOf, zoneOf } from './state.js';
import { legalTarget } from './targets.js';
import { noteResolution } from './loops.js';
import { guardSkips, HANDLERS } from './vocab/registry.js';

/**
 * Resolves the top stack item, or goes on with the one in progress. `choice` is the option value of
 * the decision that paused a handler (-1 otherwise). When it has finished, priority goes to the active
 * player (the PC moves on); otherwise a decision is pending, or the item's events wait to be flushed.
 */
export function resolveTop(g: Game, choice: number): void {
  let rec = g.m[G.ResItem];
  if (rec < 0) {
    rec = stackTop(g);
    g.m[g.oResolved]++; // resolutions begun, for tools that wait on one (scenario "resolve")
    put(g, G.ResItem, rec); put(g, G.ResIp, 0); put(g, G.ResCount, 0); put(g, G.ResPlayer, 0);
    noteResolution(g, rec); // loop detection (421) samples positions once a turn has had several
    if (!startResolution(g, rec)) { done(g); return; }
  }
  const program = itemModes(g, rec)[rf(g, rec, S.Mode)].program;
  let ip = g.m[G.ResIp];
  while (ip < program.length) {
    const ins = program[ip];
    const finished = HANDLERS[ins.op](g, rec, ins, choice);
    const skip = finished && ins.skip !== 0 && guardSkips(g, rec, ins, choice) ? ins.skip : 0;
    choice = -1;
    if (finished) ip += 1 + skip;
    put(g, G.ResIp, ip);
    if (g.m[G.DKind] !== 0) return; // the handler asked a question
    if (!flushEvents(g)) return;    // a replacement choice: the events resume, then this item
  }
  finish(g, rec);
}

/** Checks targets and handles items that resolve without a program. False: nothing more to do. */
function startResolution(g: Game, rec: number): boolean {
  const kind = rf(g, rec, S.Kind);
  if (kind === SK.CombatDamage) {
    removeItem(g, rec);
    dealCombatDamage(g);
    return false;
  }
  if (kind === SK.Trigger) {
    // 410.8: an intervening "if" is checked again; if it no longer holds, the ability does nothing.
    const ab = rf(g, rec, S.Ability);
    const t = ab >= KEYWORD_ABILITY ? null : abilityCard(g, rec).triggered[ab];
    if (t !== null && t.cond !== Cond.None && !conditionHolds(g, t, sourceIntact(g, rec), rf(g, rec, S.Controller), rf(g, rec, S.Player), true)) { removeItem(g, rec); return false; }
  }
  const specs = itemTargets(g, rec);
  if (specs.length > 0) {
    // 413.2a (2008): a target that is gone (a new object) or no longer legal is illegal; with every
    // target illegal, the spell or ability is countered and does nothing.
    const src = itemSourceId(g, rec); const you = rf(g, rec, S.Controller);
    let legal = 0;
    for (let t = 0; t < specs.length; t++) {
      const v = rf(g, rec, S.T0 + t);
      const id = v < 0 ? v : liveId(g, v);
      const ok = v !== NO_TARGET && (v < 0 || id >= 0) && legalTarget(g, specs[t], id, src, you);
      if (ok) legal++; else setRf(g, rec, S.T0 + t, NO_TARGET);
    }
    if (legal === 0) { counterOnResolution(g, rec); return false; }
  }
  if (kind === SK.Spell) {
    const card = itemSourceId(g, rec);
    if ((g.cards[cardIdOf(g, card)].types & (8 | 32)) === 0) {
      // A permanent spell becomes a permanent under its controller (413.2c of 2008).
      const ctrl = rf(g, rec, S.Controller);
      // An Aura spell's target is what it will enchant: it comes into play attached to it (212.4a).
      const enchants = g.cards[cardIdOf(g, card)].attachKind === Attach.Aura ? rf(g, rec, S.T0) : NO_TARGET;
      removeItem(g, rec);
      if (enchants !== NO_TARGET) proposeEnterAttached(g, card, ctrl, enchants);
      else proposeMove(g, card, Zone.InPlay, ctrl);
      return false;
    }
  }
  return true;
}

function counterOnResolution(g: Game, rec: number): void {
  const isSpell = rf(g, rec, S.Kind) === SK.Spell;
  const card = itemSourceId(g, rec);
  removeItem(g, rec);
  if (isSpell) proposeMove(g, card, Zone.Graveyard);
}

function finish(g: Game, rec: number): void {
  const isSpell = rf(g, rec, S.Kind) === SK.Spell;
  const card = itemSourceId(g, rec);
  // After a mana ability, the player who played it still has priority (406.1, 408 of 2008).
  const prio = isManaAbility(g, rec) ? rf(g, rec, S.Controller) : g.m[G.Active];
  removeItem(g, rec);
  // An instant or sorcery goes to its owner's graveyard as the last step of resolving (413.2b of 2008).
  if (isSpell && zoneOf(g, card) === Zone.Stack) proposeMove(g, card, Zone.Graveyard);
  done(g, prio);
}

/** The item is done: priority to the active player (or `prio`); its last events are flushed by the game loop. */
function done(g: Game, prio = g.m[G.Active]): void {
  put(g, G.ResItem, -1); put(g, G.ResIp, 0); put(g, G.ResCount, 0); put(g, G.ResPlayer, 0);
  put(g, G.Passes, 0);
  put(g, G.Prio, prio);
  // "End the turn" (509.1c of 2008) made the cleanup step begin: no one gets priority first.
  if (g.m[G.Pc] !== PC.StepBegin) put(g, G.Pc, PC.Priority);
}
