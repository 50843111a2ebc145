// Resolving the top item of the stack (413 of 2008), resumable across decisions.
import { Op } from './cardform.js';
import { dealCombatDamage } from './combat.js';
import { NO_TARGET, SK, Zone } from './constants.js';
import { HANDLERS } from './effects.js';
import { enterPlay } from './events.js';
import { itemTargets, removeItem, rf, setRf, stackTop } from './stack.js';
import { type Game, G, put, S } from './state.js';
import { legalTarget } from './targets.js';
import { moveTo } from './zones.js';

/**
 * Resolves the top stack item. `choice` is the option value of the decision that paused it (-1 when
 * starting). Returns true when it has finished, false when a decision is pending.
 */
export function resolveTop(g: Game, choice: number): boolean {
  let rec = g.m[G.ResItem];
  if (rec < 0) {
    rec = stackTop(g);
    g.m[g.oResolved]++; // resolutions begun, for tools that wait on one (scenario "resolve")
    put(g, G.ResItem, rec); put(g, G.ResIp, 0); put(g, G.ResCount, 0);
    if (!startResolution(g, rec)) { put(g, G.ResItem, -1); return true; }
  }
  const program = programOf(g, rec);
  let ip = g.m[G.ResIp];
  while (ip < program.length) {
    const ins = program[ip];
    if (!HANDLERS[ins.op](g, rec, ins, choice)) { put(g, G.ResIp, ip); return false; }
    if (ins.op === Op.May && choice === 0) ip += ins.skip;
    choice = -1;
    ip++;
  }
  finish(g, rec);
  return true;
}

function programOf(g: Game, rec: number) {
  const c = g.cards[g.m[g.oCard + rf(g, rec, S.Source)]];
  switch (rf(g, rec, S.Kind)) {
    case SK.Spell: return c.spell ?? [];
    case SK.Ability: return c.activated[rf(g, rec, S.Ability)].program;
    default: return c.triggered[rf(g, rec, S.Ability)].program;
  }
}

/** Checks targets and handles items that resolve without a program. False: nothing more to do. */
function startResolution(g: Game, rec: number): boolean {
  const kind = rf(g, rec, S.Kind);
  if (kind === SK.CombatDamage) {
    removeItem(g, rec);
    dealCombatDamage(g);
    return false;
  }
  const specs = itemTargets(g, rec);
  if (specs.length > 0) {
    // 413.2a (2008): a target that is gone (a new object) or no longer legal is illegal; with every
    // target illegal, the spell or ability is countered and does nothing.
    const src = rf(g, rec, S.Source); const you = rf(g, rec, S.Controller);
    let legal = 0;
    for (let t = 0; t < specs.length; t++) {
      const v = rf(g, rec, S.T0 + t);
      const ok = v !== NO_TARGET && (v < 0 || g.m[g.oInc + v] === rf(g, rec, S.I0 + t)) && legalTarget(g, specs[t], v, src, you);
      if (ok) legal++; else setRf(g, rec, S.T0 + t, NO_TARGET);
    }
    if (legal === 0) { counterOnResolution(g, rec); return false; }
  }
  if (kind === SK.Spell) {
    const card = rf(g, rec, S.Source);
    if ((g.cards[g.m[g.oCard + card]].types & (8 | 32)) === 0) {
      // A permanent spell becomes a permanent under its controller (413.2c of 2008).
      const ctrl = rf(g, rec, S.Controller);
      removeItem(g, rec);
      enterPlay(g, card, ctrl);
      return false;
    }
  }
  return true;
}

function counterOnResolution(g: Game, rec: number): void {
  const isSpell = rf(g, rec, S.Kind) === SK.Spell;
  const card = rf(g, rec, S.Source);
  removeItem(g, rec);
  if (isSpell) moveTo(g, card, Zone.Graveyard);
}

function finish(g: Game, rec: number): void {
  const isSpell = rf(g, rec, S.Kind) === SK.Spell;
  const card = rf(g, rec, S.Source);
  removeItem(g, rec);
  // An instant or sorcery goes to its owner's graveyard as the last step of resolving (413.2b of 2008).
  if (isSpell && g.m[g.oZone + card] === Zone.Stack) moveTo(g, card, Zone.Graveyard);
  put(g, G.ResItem, -1); put(g, G.ResIp, 0); put(g, G.ResCount, 0);
}
