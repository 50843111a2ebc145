// Plays a scenario's actions against the engine: each action runs when its player next holds priority
// or at its decision; every other decision gets the default (pass, no attackers, no blockers, "may":
// no), and anything else unscripted fails the scenario. Which option answers a decision is its kind's
// module's business (src/engine/decisions); this runner reads the script and keeps its place in it.
import { apply, Decision, decisionKind, decisionPlayer, type Game, isOver, turnNumber } from '../engine/api/game.js';
import {
  buildingItem,
  currentStep,
  pendingTriggerCount,
  resolutions,
  stackSize,
  STEP_NAMES,
} from '../engine/api/observe.js';
import { chooseAnswer, type Driver } from './choose.js';
import { watchAfter, watchBefore } from './made.js';
import {
  assignAnswer,
  attackAnswer,
  attackTargetAnswer,
  blockAnswer,
  modeAnswer,
  priorityAnswer,
  targetAnswer,
  xAnswer,
} from './own-actions.js';
import { ScriptFailure, where } from './refs.js';
import type { Action, Scenario } from './spec.js';

const MAX_DECISIONS = 100_000;

function describeAction(a: Action, i: number): string {
  const { player, ...rest } = a;
  return `action #${i} (${player ? player + ' ' : ''}${JSON.stringify(rest)})`;
}

/** Kinds the script answers with actions of their own, or with the action being put on the stack. */
const OWN_ACTIONS: Partial<Record<Decision, (d: Driver, p: number) => number>> = {
  [Decision.Priority]: priorityAnswer,
  [Decision.Attack]: attackAnswer,
  [Decision.AttackTarget]: attackTargetAnswer,
  [Decision.Block]: blockAnswer,
  [Decision.Assign]: assignAnswer,
  [Decision.Target]: targetAnswer,
  [Decision.Mode]: modeAnswer,
  [Decision.ChooseX]: xAnswer,
};

/** The option answering the pending decision of p: from its own action, from "choose", or the default. */
function answer(d: Driver, kind: Decision, p: number): number {
  const own = OWN_ACTIONS[kind];
  return own ? own(d, p) : chooseAnswer(d, kind, p);
}

/** Runs the actions up to the stop. Returns failure messages (empty when the script ran as written). */
/** Ends the cast or activation being built once its item is done or another item is being built. */
function followBuilding(d: Driver): void {
  const it = buildingItem(d.g);
  if (it >= 0 && d.buildingRec < 0) d.buildingRec = it;
  else if (d.buildingRec >= 0 && it !== d.buildingRec) d.building = null;
}

export function drive(g: Game, labels: Map<string, number>, sc: Scenario): string[] {
  const d: Driver = {
    g,
    labels,
    actions: sc.actions ?? [],
    idx: 0,
    consumed: new Set(),
    building: null,
    buildingIdx: -1,
    buildingRec: -1,
    resolvedBase: 0,
    lastIdx: -1,
    pending: null,
    listPending: null,
    listKind: 0 as Decision,
    attackWhom: null,
    making: [],
  };
  const stop = sc.stop ?? 'end';
  for (let n = 0; ; n++) {
    if (n > MAX_DECISIONS) return [`the game did not reach the stop within ${MAX_DECISIONS} decisions`];
    while (d.consumed.has(d.idx)) d.idx++;
    const act = d.actions[d.idx];
    const idx0 = d.idx;
    try {
      // A "resolve" is met by the next resolution since the last action: an item may already have
      // resolved unasked when every player's only option was to pass.
      if (act?.resolve) {
        if (resolutions(g) > d.resolvedBase) {
          d.resolvedBase++;
          d.idx++;
          continue;
        }
        if (stackSize(g) === 0 && buildingItem(g) < 0 && pendingTriggerCount(g) === 0)
          throw new ScriptFailure('nothing on the stack to resolve');
      } else if (d.idx !== d.lastIdx) {
        d.resolvedBase = resolutions(g);
      }
      d.lastIdx = d.idx;
      if (isOver(g)) break;
      const kind = decisionKind(g);
      if (kind === Decision.Pause) {
        const turn = turnNumber(g);
        const step = STEP_NAMES[currentStep(g)];
        if (act?.goto && act.goto.turn === turn && act.goto.step === step) {
          d.idx++;
          continue;
        }
        if (stop !== 'end' && turn === stop.turn && step === stop.step) break;
        if (stop !== 'end' && turn > stop.turn) return [`the game went past the stop (turn ${stop.turn} ${stop.step})`];
        if (act?.goto && turn > act.goto.turn)
          throw new ScriptFailure(`turn ${act.goto.turn} ${act.goto.step} was passed without stopping there`);
        apply(g, 0);
        continue;
      }
      if (kind === Decision.Priority && d.building && buildingItem(g) < 0) d.building = null;
      if (d.building) followBuilding(d);
      for (const m of d.making) watchBefore(g, m);
      apply(g, answer(d, kind, decisionPlayer(g)));
      d.making = d.making.filter((m) => !watchAfter(g, m, labels));
    } catch (e) {
      if (!(e instanceof ScriptFailure)) throw e;
      // Blame the action being carried out: the cast or activation whose target failed, or the current one.
      const targeting = decisionKind(g) === Decision.Target && d.building;
      const at =
        e.action >= 0
          ? describeAction(d.actions[e.action], e.action)
          : targeting
            ? describeAction(d.building!, d.buildingIdx)
            : act
              ? describeAction(act, idx0)
              : `default play after the last action (#${d.actions.length - 1})`;
      return [`${at} at ${where(g)}: ${e.message}`];
    }
  }
  while (d.consumed.has(d.idx)) d.idx++;
  if (d.idx < d.actions.length) return [`${describeAction(d.actions[d.idx], d.idx)} was not reached before the stop`];
  return [];
}
