// Decisions a script answers with actions of their own rather than "choose" (scenario-format.md): play,
// cast, activate, turn face up and pass at priority; attack, block, assign in combat; and the targets,
// mode and X a cast or activation gives for the item being put on the stack.
import { Decision, optionCount } from '../engine/api/game.js';
import {
  abilitiesCardOf,
  activatedAbilityCount,
  activatedAbilityOf,
  assigningAttacker,
  buildingPicks,
  buildingTargetIndex,
  cardOf,
  controllerOf,
  damageAssigned,
  DECISIONS,
  decodeOption,
  keywords2Of,
  keywordsOf,
  nameOf,
  OptionInfo,
  CombatWord,
  EVOKE_OPTION,
  PROWL_OPTION,
  CONSPIRE_OPTION,
  RETRACE_OPTION,
  RETRACE_CONSPIRE_OPTION,
  Keyword,
  Loyalty,
  Opt,
  playerRef,
  Zone,
  xFromCost,
  zoneOf,
} from '../engine/api/observe.js';
import { Choice } from '../engine/api/setup.js';
import {
  answerWith,
  chooseAnswer,
  defaultAnswer,
  type Driver,
  numberChoice,
  optionFor,
  refChoice,
  said,
  setRef,
} from './choose.js';
import { resolveRef, ScriptFailure } from './refs.js';
import { seatIndex } from './setup.js';
import type { Action } from './spec.js';
import { whyCantActivate, whyCantAttack, whyCantBlock, whyNot } from './why.js';

/** The priority option that takes `action` on `object` (ability `ability` of it), or -1. */
function priorityOption(d: Driver, action: Opt, object: number, ability: number): number {
  const ch = new Choice();
  ch.action = action;
  ch.object = object;
  ch.ability = ability;
  return optionFor(d.g, Decision.Priority, ch);
}

/** Priority: the current action if it is p's play, cast, activation, turning face up or pass; else pass. */
export function priorityAnswer(d: Driver, p: number): number {
  const act = d.actions[d.idx];
  if (!act || act.resolve || act.goto || act.player === undefined || seatIndex(act.player) !== p)
    return defaultAnswer(d.g, Decision.Priority);
  if (act.pass) {
    d.idx++;
    return priorityOption(d, Opt.Pass, -1, -1);
  }
  if (act.play !== undefined || act.cast !== undefined) return playOrCast(d, p, act);
  if (act.activate !== undefined) return activate(d, p, act);
  if (act.turnFaceUp !== undefined) return turnFaceUp(d, p, act);
  return defaultAnswer(d.g, Decision.Priority); // attack, block, assign and choose wait for their own decisions
}

/** The item being put on the stack takes its targets, mode and X from this action. */
function startBuilding(d: Driver, act: Action): void {
  d.building = act;
  d.buildingIdx = d.idx;
  d.buildingRec = -1;
  d.idx++;
}

function playOrCast(d: Driver, p: number, act: Action): number {
  const g = d.g;
  const land = act.play !== undefined;
  const id = resolveRef(g, d.labels, (land ? act.play : act.cast)!, p);
  const card = cardOf(g, id);
  if (act.x !== undefined && !card.cost?.x) throw new ScriptFailure(`x: ${nameOf(g, id)} has no {X} in its cost`);
  if (act.mode !== undefined && (card.spell?.length ?? 0) < 2)
    throw new ScriptFailure(`mode: ${nameOf(g, id)} is not modal`);
  if (act.faceDown && card.morph === null) throw new ScriptFailure(`faceDown: ${nameOf(g, id)} has no morph`);
  if (act.evoke && card.evoke === null) throw new ScriptFailure(`evoke: ${nameOf(g, id)} has no evoke cost`);
  if (act.prowl && card.prowl === null) throw new ScriptFailure(`prowl: ${nameOf(g, id)} has no prowl cost`);
  // 502.81: a card cast from a graveyard is played by its retrace ability
  const retraced = !land && zoneOf(g, id) === Zone.Graveyard;
  if (retraced && card.retrace === null)
    throw new ScriptFailure(`cast: ${nameOf(g, id)} is in a graveyard, with no retrace`);
  const a = priorityOption(
    d,
    land ? Opt.PlayLand : act.faceDown ? Opt.CastFaceDown : Opt.Cast,
    id,
    act.evoke
      ? EVOKE_OPTION
      : act.prowl
        ? PROWL_OPTION
        : act.conspire
          ? retraced
            ? RETRACE_CONSPIRE_OPTION
            : CONSPIRE_OPTION
          : retraced
            ? RETRACE_OPTION
            : -1,
  );
  if (a < 0) {
    const why = act.faceDown
      ? 'it can only be cast in your main phase with an empty stack, for {3}'
      : act.prowl
        ? 'no source of its creature types you control dealt combat damage to a player this turn, or it cannot be paid'
        : act.conspire
          ? 'it cannot be played, or not with two untapped creatures you control sharing a color with it tapped too'
          : retraced
            ? 'it cannot be played now, or there is no land card in the hand to discard'
            : whyNot(g, p, id, land);
    throw new ScriptFailure(
      `can't ${land ? 'play' : 'cast'} ${nameOf(g, id)}${act.faceDown ? ' face down' : ''}: ${why}`,
    );
  }
  if (typeof act.as === 'string') d.labels.set(act.as, id); // (a list only on activate: spec.ts)
  startBuilding(d, act);
  return a;
}

function activate(d: Driver, p: number, act: Action): number {
  const g = d.g;
  const id = resolveRef(g, d.labels, act.activate!);
  const ab = act.ability ?? 0;
  const c = abilitiesCardOf(g, id); // a copy (Sculpting Steel, Clone) has the abilities of what it copies
  const n = activatedAbilityCount(g, id); // and an effect may grant it more (after its own)
  if (ab >= n) throw new ScriptFailure(`${c.name} has no activated ability ${ab} (it has ${n})`);
  const ability = activatedAbilityOf(g, id, ab)!;
  // (a "-X" loyalty cost is an X of the cost too)
  if (act.x !== undefined && !ability.cost.x && ability.loyalty !== Loyalty.MinusX && !xFromCost(ability))
    throw new ScriptFailure(`x: ${c.name}'s ability ${ab} has no {X} in its cost`);
  const a = priorityOption(d, Opt.Activate, id, ab);
  if (a < 0) {
    const why = whyCantActivate(g, p, id, ab, c.activated.length, ability);
    throw new ScriptFailure(`can't activate ${c.name}'s ability ${ab}: ${why}`);
  }
  // "as" names the token the ability makes: known once the ability has resolved (made.ts).
  if (act.as !== undefined)
    d.making.push({ label: act.as, source: id, ability: ab, action: d.idx, item: -1, before: null });
  startBuilding(d, act);
  return a;
}

/** 502.26c: a special action; the player keeps priority. */
function turnFaceUp(d: Driver, p: number, act: Action): number {
  const id = resolveRef(d.g, d.labels, act.turnFaceUp!);
  const a = priorityOption(d, Opt.TurnFaceUp, id, -1);
  if (a < 0) {
    const why =
      controllerOf(d.g, id) !== p
        ? `${p ? 'B' : 'A'} doesn't control it`
        : 'it is not a face-down permanent with a morph cost that can be paid';
    throw new ScriptFailure(`can't turn ${act.turnFaceUp} face up: ${why}`);
  }
  d.idx++;
  return a;
}

/** Is the current action p's, with the given key? */
function mine(d: Driver, p: number, key: 'attack' | 'block' | 'assign'): Action | null {
  const act = d.actions[d.idx];
  return act?.player !== undefined && seatIndex(act.player) === p && act[key] ? act : null;
}

/** Attackers, one per decision; then (or without an attack action) no more. */
export function attackAnswer(d: Driver, p: number): number {
  const act = mine(d, p, 'attack');
  if (!act) return defaultAnswer(d.g, Decision.Attack);
  // An entry {"attacker", "defender"} attacks a planeswalker: "ATTACKER>DEFENDER" while pending.
  d.pending ??= act.attack!.map((a) => (typeof a === 'string' ? a : `${a.attacker}>${a.defender}`));
  const next = d.pending.shift();
  // The action is used up with its last attacker: "done" may be the only option left, taken unasked.
  if (d.pending.length === 0) {
    d.pending = null;
    d.idx++;
  }
  if (next === undefined) return defaultAnswer(d.g, Decision.Attack);
  const [attacker, whom] = next.split('>');
  d.attackWhom = whom ?? null;
  const id = resolveRef(d.g, d.labels, attacker);
  const r = DECISIONS[Decision.Attack].answer(d.g, setRef(said(attacker), id));
  if (typeof r === 'string') throw new ScriptFailure(`${r}: ${whyCantAttack(d.g, id, p)}`);
  return r;
}

/** What the attacker just declared attacks (212.9 of 2008): the planeswalker its entry named, else the player. */
export function attackTargetAnswer(d: Driver): number {
  const whom = d.attackWhom;
  d.attackWhom = null;
  if (whom === null) return defaultAnswer(d.g, Decision.AttackTarget);
  return answerWith(d.g, Decision.AttackTarget, refChoice(d, whom));
}

/** Blocker-attacker pairs, one per decision; then (or without a block action) no more. */
export function blockAnswer(d: Driver, p: number): number {
  const g = d.g;
  const act = mine(d, p, 'block');
  if (!act) return defaultAnswer(g, Decision.Block);
  d.pending ??= Object.entries(act.block!).flatMap(([b, a]) => (Array.isArray(a) ? a : [a]).flatMap((x) => [b, x]));
  if (d.pending.length === 0) {
    d.pending = null;
    d.idx++;
    return defaultAnswer(g, Decision.Block);
  }
  const [b, a] = d.pending.splice(0, 2);
  if (d.pending.length === 0) {
    d.pending = null;
    d.idx++;
  }
  const ch = said(b);
  ch.object = resolveRef(g, d.labels, b);
  ch.other = resolveRef(g, d.labels, a);
  ch.otherText = a;
  const r = DECISIONS[Decision.Block].answer(g, ch);
  if (typeof r === 'string') throw new ScriptFailure(`${r}: ${whyCantBlock(g, ch.object, ch.other, p)}`);
  return r;
}

/** A target: the cast's or activation's next entry of "targets", then "no more" for a list, else "choose". */
export function targetAnswer(d: Driver, p: number): number {
  const g = d.g;
  const targets = d.building?.targets;
  const t = buildingTargetIndex(g) + buildingPicks(g); // a list of targets takes one entry per pick
  if (targets && t < targets.length) {
    const ref: unknown = targets[t];
    if (typeof ref !== 'string')
      throw new ScriptFailure(`target ${t}: expected a reference, got ${JSON.stringify(ref)}`);
    const ch = refChoice(d, ref);
    ch.target = t;
    return answerWith(g, Decision.Target, ch);
  }
  if (targets) {
    const done = optionFor(g, Decision.Target, said(false));
    if (done >= 0) return done;
  }
  return chooseAnswer(d, Decision.Target, p); // `"choose": false` ends a list of targets ("up to N")
}

/** Mode (409.1b, counted from 0) and X: the cast's or activation's, else "choose". */
export function modeAnswer(d: Driver, p: number): number {
  const mode = d.building?.mode;
  return mode === undefined ? chooseAnswer(d, Decision.Mode, p) : answerWith(d.g, Decision.Mode, numberChoice(mode));
}
export function xAnswer(d: Driver, p: number): number {
  const x = d.building?.x;
  return x === undefined ? chooseAnswer(d, Decision.ChooseX, p) : answerWith(d.g, Decision.ChooseX, numberChoice(x));
}

/** The attacker's option naming `to` (an object id or a player ref), or -1. */
const assignOption = (d: Driver, to: number) => optionFor(d.g, Decision.Assign, setRef(new Choice(), to));
const info = new OptionInfo();
/** Option o of an Assign decision as a damage recipient: an object id or a player ref. */
function recipient(d: Driver, o: number): number {
  const r = decodeOption(d.g, o, info);
  return r.player >= 0 ? playerRef(r.player) : r.object;
}

/** An Assign decision: the next point of the scripted division, counting points assigned unasked. */
export function assignAnswer(d: Driver, p: number): number {
  const g = d.g;
  const act = mine(d, p, 'assign');
  if (!act) return defaultAnswer(g, Decision.Assign);
  const want = new Map<number, Map<number, number>>();
  for (const [att, split] of Object.entries(act.assign!)) {
    const q = new Map<number, number>();
    for (const [to, n] of Object.entries(split)) q.set(resolveRef(g, d.labels, to), n);
    want.set(resolveRef(g, d.labels, att), q);
  }
  const att = assigningAttacker(g);
  const q = want.get(att);
  if (!q) throw new ScriptFailure(`assign: no division given for ${nameOf(g, att)}`);
  // Points the engine assigned unasked (a single legal recipient) count toward the division.
  let pick = -1;
  let left = 0;
  let pickTo = 0;
  // An attacker that may assign as though it weren't blocked (Rhox) gives the player all of it at once.
  let assignedSoFar = 0;
  for (let o = 0; o < optionCount(g); o++) assignedSoFar += damageAssigned(g, att, recipient(d, o));
  const whole = (keywords2Of(g, att) & CombatWord.DamageAsUnblocked) !== 0 && assignedSoFar === 0;
  for (const [to, n] of q) {
    const rest = n - damageAssigned(g, att, to);
    if (rest < 0)
      throw new ScriptFailure(
        `assign: ${nameOf(g, att)} had to assign ${n - rest} damage to ${to < 0 ? 'the player' : nameOf(g, to)}, more than the ${n} given (trample needs lethal damage to every blocker first, 502.9b)`,
      );
    if (rest > 0 && pick < 0) {
      pick = assignOption(d, to);
      if (pick >= 0) {
        pickTo = to;
        left += whole && to < 0 ? 0 : rest - 1;
        continue;
      }
    }
    left += Math.max(0, rest);
  }
  if (pick < 0)
    throw new ScriptFailure(
      `assign: the division for ${nameOf(g, att)} is not legal here (trample needs lethal damage to every blocker first, 502.9b)`,
    );
  // Without trample, a lone blocker takes the rest unasked once the player is no longer a choice.
  let blockers = 0;
  for (let o = 0; o < optionCount(g); o++) if (decodeOption(g, o, info).object >= 0) blockers++;
  const restUnasked = whole && pickTo >= 0 && blockers === 1 && (keywordsOf(g, att) & Keyword.Trample) === 0;
  if (left === 0 || restUnasked) d.idx++;
  return pick;
}
