// Resolving the top item of the stack (413 of 2008), resumable across decisions: instruction by
// instruction, each instruction's events happening before the next instruction runs.
import { KEYWORD_ABILITY } from '../core/keyword-abilities.js';
import { dealCombatDamage } from './combat.js';
import { NO_TARGET, ProgramCounter, StackKind, Zone } from '../core/constants.js';
import { flushEvents } from '../batch/events.js';
import { proposeEnterAttached, proposeMove } from '../core/event-records.js';
import { mvOfTarget, removeItem } from './stack.js';
import { sourceManaValue } from '../facts/protection.js';
import { itemTargets, itemModes } from '../facts/stack-items.js';
import { sourceIntact, isManaAbility, abilityCard, itemSourceId, stackTop, setRf, rf } from '../core/stack-records.js';
import { Attach, Cond, type Instr, TargetCount, type TargetC } from '../core/cardform.js';
import { listCount, listIndex, listTarget, setListTarget } from '../core/target-list.js';
import { conditionHolds } from '../batch/triggers.js';
import { type Game, Global, liveId, put, StackField, cardIdOf, cSubOf, zoneOf } from '../core/state.js';
import { shareCreatureType } from '../core/subtypes.js';
import { ensureChars } from '../facts/chars.js';
import { legalTarget } from '../facts/targets.js';
import { noteResolution } from './loops.js';

/**
 * What runs one instruction of a resolving spell or ability: its verb's handler, and whether a finished
 * guard ("may", "unless", ...) skips the instructions it guards. The vocabulary's verbs (vocab/) are
 * above this module: vocab/registry.ts installs them by op code as it loads.
 */
export interface Runner {
  /** Runs the instruction; false: a decision is pending (called again with its answer), or again after its events. */
  run(g: Game, rec: number, ins: Instr, choice: number): boolean;
  /** A finished guard: does it skip the instructions it guards? */
  skips(g: Game, rec: number, ins: Instr, choice: number): boolean;
}
let handlers: readonly Runner['run'][] = [];
let skips: readonly Runner['skips'][] = [];

/** The verbs, by op code (vocab/registry.ts). */
export function installVerbs(verbs: readonly Runner[]): void {
  handlers = verbs.map((v) => v.run);
  skips = verbs.map((v) => v.skips);
}

/**
 * Resolves the top stack item, or goes on with the one in progress. `choice` is the option value of
 * the decision that paused a handler (-1 otherwise). When it has finished, priority goes to the active
 * player (the PC moves on); otherwise a decision is pending, or the item's events wait to be flushed.
 */
export function resolveTop(g: Game, choice: number): void {
  let rec = g.m[Global.ResItem];
  if (rec < 0) {
    rec = stackTop(g);
    g.m[g.resolutionCount]++; // resolutions begun, for tools that wait on one (scenario "resolve")
    put(g, Global.ResItem, rec);
    put(g, Global.ResIp, 0);
    noteResolution(g, rec); // loop detection (421) samples positions once a turn has had several
    if (!startResolution(g, rec)) {
      done(g);
      return;
    }
  }
  const mode = itemModes(g, rec)[rf(g, rec, StackField.Mode)];
  const program = mode.program;
  const list = listIndex(mode.targets);
  let ip = g.m[Global.ResIp];
  while (ip < program.length) {
    const ins = program[ip];
    const finished =
      list >= 0 && ins.object === list ? overList(g, rec, ins, choice, list) : handlers[ins.op](g, rec, ins, choice);
    const skip = finished && ins.skip !== 0 && skips[ins.op](g, rec, ins, choice) ? ins.skip : 0;
    choice = -1;
    if (finished) {
      ip += 1 + skip;
      clearWork(g, rec);
    }
    put(g, Global.ResIp, ip);
    if (g.m[Global.DKind] !== 0) return; // the handler asked a question
    if (!flushEvents(g)) return; // a replacement choice: the events resume, then this item
  }
  finish(g, rec);
}

/**
 * An instruction on a list target runs once for each of its legal targets, which "target:N" names in
 * turn (StackField.ListAt: the entry, resumed there after a decision). Their events make one batch: they happen
 * at the same time.
 */
function overList(g: Game, rec: number, ins: Instr, choice: number, list: number): boolean {
  for (let i = rf(g, rec, StackField.ListAt); i < listCount(g, rec); i++) {
    const v = listTarget(g, rec, i);
    if (v === NO_TARGET) continue; // illegal as it resolves
    setRf(g, rec, StackField.ListAt, i);
    setRf(g, rec, StackField.T0 + list, v);
    const finished = handlers[ins.op](g, rec, ins, choice);
    choice = -1;
    if (!finished || g.m[Global.DKind] !== 0) return false;
    clearWork(g, rec);
  }
  setRf(g, rec, StackField.ListAt, 0);
  setRf(g, rec, StackField.T0 + list, NO_TARGET);
  return true;
}

/** An instruction finished: the fields its verb kept on the record start empty for the next (vocab/verb.ts). */
function clearWork(g: Game, rec: number): void {
  if (rf(g, rec, StackField.Work0) !== 0) setRf(g, rec, StackField.Work0, 0);
  if (rf(g, rec, StackField.Work1) !== 0) setRf(g, rec, StackField.Work1, 0);
}

/** Checks targets and handles items that resolve without a program. False: nothing more to do. */
function startResolution(g: Game, rec: number): boolean {
  const kind = rf(g, rec, StackField.Kind);
  if (kind === StackKind.CombatDamage) {
    removeItem(g, rec);
    dealCombatDamage(g);
    return false;
  }
  if (kind === StackKind.Trigger) {
    // 410.8: an intervening "if" is checked again; if it no longer holds, the ability does nothing.
    const ab = rf(g, rec, StackField.Ability);
    const t = ab >= KEYWORD_ABILITY ? null : abilityCard(g, rec).triggered[ab];
    if (
      t !== null &&
      t.cond !== Cond.None &&
      !conditionHolds(
        g,
        t,
        sourceIntact(g, rec),
        rf(g, rec, StackField.Controller),
        rf(g, rec, StackField.Player),
        true,
        rf(g, rec, StackField.Source),
      )
    ) {
      removeItem(g, rec);
      return false;
    }
  }
  const specs = itemTargets(g, rec);
  if (specs.length > 0) {
    // 413.2a (2008): a target that is gone (a new object) or no longer legal is illegal; with every
    // target illegal, the spell or ability is countered and does nothing.
    const src = itemSourceId(g, rec);
    const you = rf(g, rec, StackField.Controller);
    let legal = 0;
    let chosen = 0;
    for (let t = 0; t < specs.length; t++) {
      if (specs[t].count !== TargetCount.One) {
        chosen += listCount(g, rec);
        legal += checkList(g, rec, specs[t], src, you);
        continue;
      }
      chosen++;
      const v = rf(g, rec, StackField.T0 + t);
      const id = v < 0 ? v : liveId(g, v);
      const ok =
        v !== NO_TARGET &&
        (v < 0 || id >= 0) &&
        legalTarget(g, specs[t], id, src, you, rf(g, rec, StackField.Source)) &&
        !(specs[t].noSharedType && sharesWithEarlier(g, rec, t, id)) &&
        !(specs[t].manaValueAtMostFirst && costlierThanFirst(g, rec, id));
      if (ok) legal++;
      else setRf(g, rec, StackField.T0 + t, NO_TARGET);
    }
    if (legal === 0 && chosen > 0) {
      counterOnResolution(g, rec);
      return false;
    } // with no target at all ("any number": none), it resolves
  }
  if (kind === StackKind.Spell) {
    const card = itemSourceId(g, rec);
    if ((g.cards[cardIdOf(g, card)].types & (8 | 32)) === 0) {
      // A permanent spell becomes a permanent under its controller (413.2c of 2008).
      const ctrl = rf(g, rec, StackField.Controller);
      // An Aura spell's target is what it will enchant: it comes into play attached to it (212.4a).
      const enchants = g.cards[cardIdOf(g, card)].attachKind === Attach.Aura ? rf(g, rec, StackField.T0) : NO_TARGET;
      removeItem(g, rec);
      if (enchants !== NO_TARGET) proposeEnterAttached(g, card, ctrl, enchants);
      else proposeMove(g, card, Zone.InPlay, ctrl);
      return false;
    }
  }
  return true;
}

/** Has object id a greater converted mana cost than the first target has now (manaValueAtMostFirst; gone: yes)? */
function costlierThanFirst(g: Game, rec: number, id: number): boolean {
  const first = mvOfTarget(g, rec, 0);
  ensureChars(g);
  return first < 0 || id < 0 || sourceManaValue(g, id) > first;
}

/** Does object id share a creature type with a legal target chosen before target t (noSharedType)? */
function sharesWithEarlier(g: Game, rec: number, t: number, id: number): boolean {
  ensureChars(g);
  for (let j = 0; j < t; j++) {
    const o = liveId(g, rf(g, rec, StackField.T0 + j));
    if (o >= 0 && id >= 0 && shareCreatureType(cSubOf(g, id), cSubOf(g, o))) return true;
  }
  return false;
}

/** 413.2a (2008) for each target of a list: an illegal one is struck off (NO_TARGET); returns how many are legal. */
function checkList(g: Game, rec: number, spec: TargetC, src: number, you: number): number {
  let legal = 0;
  for (let i = 0; i < listCount(g, rec); i++) {
    const v = listTarget(g, rec, i);
    const id = v < 0 ? v : liveId(g, v);
    if (v !== NO_TARGET && (v < 0 || id >= 0) && legalTarget(g, spec, id, src, you, rf(g, rec, StackField.Source)))
      legal++;
    else setListTarget(g, rec, i, NO_TARGET);
  }
  return legal;
}

function counterOnResolution(g: Game, rec: number): void {
  const isSpell = rf(g, rec, StackField.Kind) === StackKind.Spell;
  const card = itemSourceId(g, rec);
  removeItem(g, rec);
  if (isSpell) proposeMove(g, card, Zone.Graveyard);
}

function finish(g: Game, rec: number): void {
  const isSpell = rf(g, rec, StackField.Kind) === StackKind.Spell;
  const card = itemSourceId(g, rec);
  // After a mana ability, the player who played it still has priority (406.1, 408 of 2008).
  const prio = isManaAbility(g, rec) ? rf(g, rec, StackField.Controller) : g.m[Global.Active];
  removeItem(g, rec);
  // An instant or sorcery goes to its owner's graveyard as the last step of resolving (413.2b of 2008).
  if (isSpell && zoneOf(g, card) === Zone.Stack) proposeMove(g, card, Zone.Graveyard);
  done(g, prio);
}

/** The item is done: priority to the active player (or `prio`); its last events are flushed by the game loop. */
function done(g: Game, prio = g.m[Global.Active]): void {
  put(g, Global.ResItem, -1);
  put(g, Global.ResIp, 0);
  put(g, Global.Passes, 0);
  put(g, Global.Prio, prio);
  // "End the turn" (509.1c of 2008) made the cleanup step begin: no one gets priority first.
  if (g.m[Global.Pc] !== ProgramCounter.StepBegin) put(g, Global.Pc, ProgramCounter.Priority);
}
