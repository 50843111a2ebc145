// Plays a scenario's actions against the engine: each action runs when its player next holds priority
// or at its decision; every other decision gets the default (pass, no attackers, no blockers, "may":
// no), and anything else unscripted fails the scenario.
import {
  activationBlocked,
  apply,
  blockedAttackers,
  blockLimit,
  zoneObjects,
  assigningAttacker,
  buildingPicks,
  DONE_PICKING,
  canBlock,
  buildingItem,
  buildingTargetIndex,
  canPay,
  canTap,
  cardOf,
  abilitiesCardOf,
  activatedAbilityCount,
  creatureTypeWordsOption,
  activatedAbilityOf,
  controllerOf,
  currentStep,
  Decision,
  damageAssigned,
  decisionKind,
  decisionPlayer,
  type Game,
  isAttacking,
  isBlocking,
  isOver,
  isSick,
  isTapped,
  keywords2Of,
  keywordsOf,
  listTargets,
  nameOf,
  objectCapacity,
  optionCount,
  optionValue,
  ownerOf,
  pendingTriggerCount,
  pendingTriggerEventObject,
  pendingTriggerSource,
  priorityAbility,
  priorityKind,
  priorityObject,
  replacementSource,
  replacementMode,
  shieldDamageSource,
  resolutions,
  sorceryTiming,
  stackSize,
  turnNumber,
  typesOf,
  Zone,
  zoneOf,
} from '../engine/api.js';
import { spellTargets } from '../engine/core/cardform.js';
import {
  COLOR_NAMES,
  DECISION_NAMES,
  Keyword,
  CombatWord,
  LANDWALK_TYPES,
  NONE_FOUND,
  Opt,
  STEP_NAMES,
  playerRef,
} from '../engine/core/constants.js';
import { seatIndex } from './setup.js';
import type { Action, Scenario } from './spec.js';

export class ScriptFailure extends Error {}

const MAX_DECISIONS = 100_000;

interface Driver {
  g: Game;
  labels: Map<string, number>;
  actions: Action[];
  idx: number;
  consumed: Set<number>;
  building: Action | null;
  buildingIdx: number;
  resolvedBase: number;
  lastIdx: number;
  pending: string[] | null;
}

const where = (g: Game) => `turn ${turnNumber(g)} ${STEP_NAMES[currentStep(g)]}`;
function describeAction(a: Action, i: number): string {
  const { player, ...rest } = a;
  return `action #${i} (${player ? player + ' ' : ''}${JSON.stringify(rest)})`;
}

/** Resolves a reference: "@label", "A"/"B", or a card name unique in play, on the stack or (for cast/play) in hand. */
export function resolveRef(g: Game, labels: Map<string, number>, ref: string, handOf = -1): number {
  if (ref === 'A' || ref === 'B') return playerRef(seatIndex(ref));
  if (ref.startsWith('@')) {
    const id = labels.get(ref.slice(1));
    if (id === undefined) throw new ScriptFailure(`no object is labelled ${ref}`);
    return id;
  }
  const found: number[] = [];
  for (let id = 0; id < objectCapacity(g); id++) {
    if (nameOf(g, id) !== ref) continue;
    const z = zoneOf(g, id);
    if (z === Zone.InPlay || z === Zone.Stack || (handOf >= 0 && z === Zone.Hand && ownerOf(g, id) === handOf))
      found.push(id);
  }
  if (found.length === 0)
    throw new ScriptFailure(`no object named "${ref}" ${handOf >= 0 ? 'in hand, ' : ''}in play or on the stack`);
  if (found.length > 1) throw new ScriptFailure(`"${ref}" is ambiguous (${found.length} objects); label one with "id"`);
  return found[0];
}

function findOption(g: Game, pred: (v: number) => boolean): number {
  const n = optionCount(g);
  for (let a = 0; a < n; a++) if (pred(optionValue(g, a))) return a;
  return -1;
}

/** Why player p can't cast or play card `id` now, for the failure message. */
function whyNot(g: Game, p: number, id: number, land: boolean): string {
  const c = cardOf(g, id);
  if (zoneOf(g, id) !== Zone.Hand || ownerOf(g, id) !== p) return `${c.name} is not in ${p ? 'B' : 'A'}'s hand`;
  if (land !== ((c.types & 16) !== 0)) return land ? `${c.name} is not a land` : `${c.name} is a land: use "play"`;
  if (land)
    return sorceryTiming(g, p)
      ? 'a land was already played this turn'
      : 'lands are played in your main phase with an empty stack';
  if ((c.types & 8) === 0 && (c.kw2 & CombatWord.Flash) === 0 && !sorceryTiming(g, p))
    return 'it can only be cast in your main phase with an empty stack';
  if (c.cost && !canPay(g, p, c.cost, 0, -1)) return `its cost ${costText(c.cost)} can't be paid`;
  const probe = new Int32Array(1);
  for (const t of spellTargets(c)) if (listTargets(g, t, id, p, probe, 0, 1) === 0) return 'it has no legal target';
  return 'it is not castable now';
}
function costText(c: { generic: number; colored: readonly number[] }): string {
  let s = c.generic ? `{${c.generic}}` : '';
  for (let i = 0; i < 5; i++) s += `{${'WUBRG'[i]}}`.repeat(c.colored[i]);
  return s || '{0}';
}

function priorityAnswer(d: Driver, p: number, act: Action | undefined): number {
  const g = d.g;
  const pass = 0;
  if (!act || act.resolve || act.goto || act.player === undefined || seatIndex(act.player) !== p) return pass;
  if (act.pass) {
    d.idx++;
    return pass;
  }
  if (act.play !== undefined || act.cast !== undefined) {
    const land = act.play !== undefined;
    const id = resolveRef(g, d.labels, (land ? act.play : act.cast)!, p);
    const card = cardOf(g, id);
    if (act.x !== undefined && !card.cost?.x) throw new ScriptFailure(`x: ${nameOf(g, id)} has no {X} in its cost`);
    if (act.mode !== undefined && (card.spell?.length ?? 0) < 2)
      throw new ScriptFailure(`mode: ${nameOf(g, id)} is not modal`);
    if (act.faceDown && card.morph === null) throw new ScriptFailure(`faceDown: ${nameOf(g, id)} has no morph`);
    const kind = land ? Opt.PlayLand : act.faceDown ? Opt.CastFaceDown : Opt.Cast;
    const a = findOption(g, (v) => priorityKind(v) === kind && priorityObject(v) === id);
    if (a < 0)
      throw new ScriptFailure(
        `can't ${land ? 'play' : 'cast'} ${nameOf(g, id)}${act.faceDown ? ' face down' : ''}: ${act.faceDown ? 'it can only be cast in your main phase with an empty stack, for {3}' : whyNot(g, p, id, land)}`,
      );
    if (act.as) d.labels.set(act.as, id);
    d.building = act;
    d.buildingIdx = d.idx;
    d.idx++;
    return a;
  }
  if (act.activate !== undefined) {
    const id = resolveRef(g, d.labels, act.activate);
    const ab = act.ability ?? 0;
    const c = abilitiesCardOf(g, id); // a copy (Sculpting Steel, Clone) has the abilities of what it copies
    const n = activatedAbilityCount(g, id); // and an effect may grant it more (after its own)
    if (ab >= n) throw new ScriptFailure(`${c.name} has no activated ability ${ab} (it has ${n})`);
    const ability = activatedAbilityOf(g, id, ab)!;
    if (act.x !== undefined && !ability.cost.x)
      throw new ScriptFailure(`x: ${c.name}'s ability ${ab} has no {X} in its cost`);
    const a = findOption(
      g,
      (v) => priorityKind(v) === Opt.Activate && priorityObject(v) === id && priorityAbility(v) === ab,
    );
    if (a < 0) {
      const blocked = ab < abilitiesCardOf(g, id).activated.length ? activationBlocked(g, id) : null;
      const why =
        controllerOf(g, id) !== p
          ? `${p ? 'B' : 'A'} doesn't control it`
          : blocked === 'lost'
            ? 'it has lost its abilities (Humility)'
            : blocked === 'named' && !ability.manaAbility
              ? 'a permanent in play names it (Pithing Needle): only its mana abilities can be played'
              : ability.sorcery && !sorceryTiming(g, p)
                ? 'it can only be activated as a sorcery (your main phase, empty stack)'
                : ability.upkeepOnly
                  ? 'it can only be activated during your upkeep (if not, no legal target)'
                  : ability.maxPerTurn > 0
                    ? `it can only be activated ${ability.maxPerTurn === 1 ? 'once' : `${ability.maxPerTurn} times`} each turn (if not, no legal target)`
                    : ability.tap && !canTap(g, id)
                      ? 'it is tapped or summoning sick'
                      : !canPay(g, p, ability.cost, 0, ability.tap ? id : -1)
                        ? "its cost can't be paid"
                        : 'it has no legal target';
      throw new ScriptFailure(`can't activate ${c.name}'s ability ${ab}: ${why}`);
    }
    d.building = act;
    d.buildingIdx = d.idx;
    d.idx++;
    return a;
  }
  if (act.turnFaceUp !== undefined) {
    // 502.26c: a special action; the player keeps priority.
    const id = resolveRef(g, d.labels, act.turnFaceUp);
    const a = findOption(g, (v) => priorityKind(v) === Opt.TurnFaceUp && priorityObject(v) === id);
    if (a < 0)
      throw new ScriptFailure(
        `can't turn ${act.turnFaceUp} face up: ${controllerOf(g, id) !== p ? `${p ? 'B' : 'A'} doesn't control it` : 'it is not a face-down permanent with a morph cost that can be paid'}`,
      );
    d.idx++;
    return a;
  }
  return pass; // attack, block, assign and choose wait for their own decisions
}

/**
 * The choose action answering a non-priority decision of p: the current action, or the one after a
 * pass-through action, if its value fits the decision (a reference, a list, a boolean).
 */
function takeChoose(d: Driver, p: number, fits: (v: unknown) => boolean): unknown {
  for (const i of [d.idx, d.idx + 1]) {
    const a = d.actions[i];
    if (!a || d.consumed.has(i)) continue;
    if (a.choose !== undefined && fits(a.choose) && a.player !== undefined && seatIndex(a.player) === p) {
      if (i === d.idx) d.idx++;
      else d.consumed.add(i);
      return a.choose;
    }
    if (!(a.resolve || a.goto)) break;
  }
  return undefined;
}

function whyCantAttack(g: Game, id: number, p: number): string {
  if (id < 0 || (typesOf(g, id) & 2) === 0 || zoneOf(g, id) !== Zone.InPlay) return 'it is not a creature in play';
  if (controllerOf(g, id) !== p) return `${p ? 'B' : 'A'} doesn't control it`;
  if (isAttacking(g, id)) return 'it is already attacking';
  if (isTapped(g, id)) return 'it is tapped';
  if ((keywordsOf(g, id) & Keyword.Defender) !== 0) return 'it has defender';
  if ((keywordsOf(g, id) & Keyword.CantAttack) !== 0) return "it can't attack (an effect says so)";
  if (isSick(g, id)) return 'it is summoning sick (not controlled since the start of the turn, no haste)';
  if ((keywords2Of(g, id) & CombatWord.CantAttack) !== 0) return "it can't attack";
  return 'the declaration could not then obey every restriction with the most requirements, or its cost to attack could not be paid (500.2-500.5)';
}

const attackerCount = (g: Game) => zoneObjects(g, Zone.InPlay, 0).filter((id) => isAttacking(g, id)).length;

function whyCantBlock(g: Game, b: number, a: number, p: number): string {
  if (b < 0 || (typesOf(g, b) & 2) === 0 || zoneOf(g, b) !== Zone.InPlay)
    return 'the blocker is not a creature in play';
  if (controllerOf(g, b) !== p) return `${p ? 'B' : 'A'} doesn't control the blocker`;
  if (isTapped(g, b)) return 'the blocker is tapped';
  if (a >= 0 && blockedAttackers(g, b).includes(a)) return 'the blocker already blocks it';
  const limit = blockLimit(g, b, attackerCount(g));
  if (isBlocking(g, b) && blockedAttackers(g, b).length >= limit) {
    return limit === 1 ? 'the blocker is already blocking' : 'the blocker already blocks as many creatures as it can';
  }
  if (a < 0 || !isAttacking(g, a)) return 'that is not an attacking creature';
  if ((keywords2Of(g, b) & CombatWord.CantBlock) !== 0) return "the blocker can't block";
  const akw = keywordsOf(g, a);
  if ((keywordsOf(g, b) & Keyword.CantBlock) !== 0) return "the blocker can't block (an effect says so)";
  if ((akw & Keyword.Unblockable) !== 0) return 'the attacker is unblockable';
  if ((akw & Keyword.BlockedOnlyByFlyers) !== 0 && (keywordsOf(g, b) & Keyword.Flying) === 0)
    return "the attacker can't be blocked except by creatures with flying";
  if ((akw & Keyword.Flying) !== 0 && (keywordsOf(g, b) & (Keyword.Flying | Keyword.Reach)) === 0)
    return 'the attacker has flying (502.4b)';
  if (!canBlock(g, b, a))
    return 'evasion or a restriction on the blocker: fear, shadow, landwalk, protection, unblockable (501, 502)';
  return 'the declaration could not then obey every restriction with the most requirements, or its cost to block could not be paid (500.3-500.5)';
}

/**
 * "Done" of an Attack or Block decision. It is offered only when the declaration so far is legal; when a
 * requirement (500.2-500.5) still asks for more, the script must say which.
 */
function doneOption(g: Game, kind: Decision): number {
  const k = findOption(g, (v) => v === -1);
  if (k >= 0) return k;
  if (optionCount(g) === 1) return 0; // the only legal choice is never asked
  throw new ScriptFailure(
    `unscripted decision: ${DECISION_NAMES[kind]} at ${where(g)}: declaring no more ${kind === Decision.Attack ? 'attackers' : 'blockers'} is not legal here (a requirement can still be obeyed, 500.4)`,
  );
}

/** A decision the script doesn't answer: a single option is taken (it is never asked), else a failure. */
const isRef = (v: unknown) => typeof v === 'string';

function unscripted(g: Game, kind: Decision): number {
  if (optionCount(g) === 1) return 0;
  throw new ScriptFailure(`unscripted decision: ${DECISION_NAMES[kind]} at ${where(g)}`);
}

function refOption(d: Driver, ref: unknown, what: string, handOf = -1): number {
  if (typeof ref !== 'string') throw new ScriptFailure(`${what}: expected a reference, got ${JSON.stringify(ref)}`);
  const id = resolveRef(d.g, d.labels, ref, handOf);
  const a = findOption(d.g, (v) => v === id);
  if (a < 0) throw new ScriptFailure(`${what}: ${ref} is not a legal choice`);
  return a;
}

/** An Assign decision: the next point of the scripted division, counting points assigned unasked. */
function answerAssign(d: Driver, act: Action | undefined, mine: boolean): number {
  const g = d.g;
  if (!mine || !act?.assign) return unscripted(g, Decision.Assign);
  const want = new Map<number, Map<number, number>>();
  for (const [att, split] of Object.entries(act.assign)) {
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
  for (let o = 0; o < optionCount(g); o++) assignedSoFar += damageAssigned(g, att, optionValue(g, o));
  const whole = (keywords2Of(g, att) & CombatWord.DamageAsUnblocked) !== 0 && assignedSoFar === 0;
  for (const [to, n] of q) {
    const rest = n - damageAssigned(g, att, to);
    if (rest < 0)
      throw new ScriptFailure(
        `assign: ${nameOf(g, att)} had to assign ${n - rest} damage to ${to < 0 ? 'the player' : nameOf(g, to)}, more than the ${n} given (trample needs lethal damage to every blocker first, 502.9b)`,
      );
    if (rest > 0 && pick < 0) {
      pick = findOption(g, (v) => v === to);
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
  for (let o = 0; o < optionCount(g); o++) if (optionValue(g, o) >= 0) blockers++;
  const restUnasked = whole && pickTo >= 0 && blockers === 1 && (keywordsOf(g, att) & Keyword.Trample) === 0;
  if (left === 0 || restUnasked) d.idx++;
  return pick;
}

function answer(d: Driver, kind: Decision, p: number): number {
  const g = d.g;
  const act = d.actions[d.idx];
  const mine = act?.player !== undefined && seatIndex(act.player) === p;
  switch (kind) {
    case Decision.Priority:
      return priorityAnswer(d, p, act);
    case Decision.Mode: {
      // 409.1b: the mode of the spell being cast, as the cast action says (modes count from 0).
      const want = d.building?.mode ?? takeChoose(d, p, (v) => typeof v === 'number');
      if (want === undefined) return unscripted(g, kind);
      const k = findOption(g, (v) => v === want);
      if (k < 0)
        throw new ScriptFailure(`mode ${String(want)} is not a legal mode here (no legal targets, or no such mode)`);
      return k;
    }
    case Decision.Replace: {
      // 419.9a: which replacement or prevention effect applies first, named by the object that generates it.
      const c = takeChoose(d, p, isRef);
      if (c === undefined) return unscripted(g, kind);
      const src = resolveRef(g, d.labels, c as string);
      const k = findOption(g, (v) => replacementSource(g, v) === src);
      if (k < 0) throw new ScriptFailure(`choose (replacement): ${String(c)} generates none of the effects that apply`);
      return k;
    }
    case Decision.ReplaceMode: {
      // 419.6g: the mode of a modal replacement as it applies, counted from 1 (Abundance: 1 land, 2
      // nonland); false declines an optional one.
      const c = takeChoose(d, p, (v) => typeof v === 'number' || v === false);
      if (c === undefined) return unscripted(g, kind);
      const want = c === false ? 0 : (c as number);
      const k = findOption(g, (v) => replacementMode(v) === want);
      if (k < 0)
        throw new ScriptFailure(
          `choose (replacement mode): ${String(c)} is not a mode here (1-${optionCount(g) - 1}, or false)`,
        );
      return k;
    }
    case Decision.ShieldFirst: {
      // 419.7b: which simultaneous damage a shield prevents first, named by the damage's source.
      const c = takeChoose(d, p, isRef);
      if (c === undefined) return unscripted(g, kind);
      const src = resolveRef(g, d.labels, c as string);
      const k = findOption(g, (v) => shieldDamageSource(g, v) === src);
      if (k < 0)
        throw new ScriptFailure(`choose (shield): ${String(c)} deals none of the damage the shield could prevent`);
      return k;
    }
    case Decision.Words: {
      // A text change's words (Mind Bend): ["black", "white"] or ["Swamp", "Island"]; creature types
      // (Artificial Evolution): ["Goblin", "Elf"].
      const c = takeChoose(
        d,
        p,
        (v) => Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string',
      );
      if (c === undefined) return unscripted(g, kind);
      const [from, to] = c as string[];
      const kindOf = (w: string) =>
        (COLOR_NAMES as readonly string[]).includes(w) ? 0 : LANDWALK_TYPES.includes(w) ? 1 : 2;
      const idx = (w: string) =>
        kindOf(w) === 0 ? (COLOR_NAMES as readonly string[]).indexOf(w) : LANDWALK_TYPES.indexOf(w);
      if (kindOf(from) !== kindOf(to))
        throw new ScriptFailure(
          `choose (words): expected two color words, two basic land types or two creature types, got ${JSON.stringify(c)}`,
        );
      const want =
        kindOf(from) === 2 ? creatureTypeWordsOption(from, to) : (kindOf(from) << 6) | (idx(from) << 3) | idx(to);
      const k = findOption(g, (v) => v === want);
      if (k < 0)
        throw new ScriptFailure(
          `choose (words): "${from}" is not in the text, or "${to}" is the same word${kindOf(from) === 2 ? ", Wall, or no creature type of this game's cards" : ''}`,
        );
      return k;
    }
    case Decision.Search: {
      // A card found by a library search: its name (any copy of it in the library), a label, or false: find nothing.
      const c = takeChoose(d, p, (v) => typeof v === 'string' || v === false);
      if (c === undefined) return unscripted(g, kind);
      if (c === false) {
        const k = findOption(g, (v) => v === NONE_FOUND);
        if (k < 0) throw new ScriptFailure('choose (search): this search must find a card (it has no stated quality)');
        return k;
      }
      const want = c as string;
      const k = want.startsWith('@')
        ? findOption(g, (v) => v === resolveRef(g, d.labels, want))
        : findOption(g, (v) => v >= 0 && nameOf(g, v) === want);
      if (k < 0)
        throw new ScriptFailure(`choose (search): ${want} is not a card in the library that this search can find`);
      return k;
    }
    case Decision.Order: {
      // The cards looked at, in the order they go to the bottom: names or labels.
      if (d.pending === null) {
        const c = takeChoose(d, p, Array.isArray);
        if (!Array.isArray(c)) return unscripted(g, kind);
        d.pending = [...(c as string[])];
      }
      const want = d.pending.shift()!;
      if (d.pending.length === 0 || optionCount(g) <= 2) d.pending = null; // the last card goes unasked
      const k = want.startsWith('@')
        ? findOption(g, (v) => v === resolveRef(g, d.labels, want))
        : findOption(g, (v) => nameOf(g, v) === want);
      if (k < 0) throw new ScriptFailure(`choose (order): ${want} is not among the cards left to put on the bottom`);
      return k;
    }
    case Decision.Enchant: {
      // What an Aura coming into play other than as a spell enchants (212.4 of 2008): a reference.
      const c = takeChoose(d, p, isRef);
      if (c === undefined) return unscripted(g, kind);
      return refOption(d, c, 'choose (enchant)');
    }
    case Decision.Name: {
      // "As [this] comes into play, name a card": a card name among those offered (cards of the game with activated
      // abilities).
      const c = takeChoose(d, p, (v) => typeof v === 'string');
      if (c === undefined) return unscripted(g, kind);
      const k = findOption(g, (v) => g.cards[v]?.name === c);
      if (k < 0)
        throw new ScriptFailure(`choose (name): "${String(c)}" is not a card with activated abilities in this game`);
      return k;
    }
    case Decision.Copy: {
      // What a permanent coming into play copies (Clone): a reference, or false for nothing.
      const c = takeChoose(d, p, (v) => isRef(v) || v === false);
      if (c === undefined) return unscripted(g, kind);
      if (c === false) return 0;
      const id = resolveRef(g, d.labels, c as string);
      const k = findOption(g, (v) => v === id + 1);
      if (k < 0) throw new ScriptFailure(`choose (copy): ${String(c)} can't be copied`);
      return k;
    }
    case Decision.Color: {
      // 419.1b: the color chosen as a permanent comes into play: a color word.
      const c = takeChoose(d, p, (v) => typeof v === 'string' && (COLOR_NAMES as readonly string[]).includes(v));
      if (c === undefined) return unscripted(g, kind);
      return findOption(g, (v) => v === 1 << (COLOR_NAMES as readonly string[]).indexOf(c as string));
    }
    case Decision.ChooseSource: {
      // 419.8a: a source of damage, named by a reference (a permanent, a spell, a creature whose damage is on the
      // stack).
      const c = takeChoose(d, p, isRef);
      if (c === undefined) return unscripted(g, kind);
      return refOption(d, c, 'choose (source)');
    }
    case Decision.ChooseX: {
      const want = d.building?.x ?? takeChoose(d, p, (v) => typeof v === 'number');
      if (want === undefined) return unscripted(g, kind);
      const k = findOption(g, (v) => v === want);
      if (k < 0) throw new ScriptFailure(`x: ${String(want)} can't be paid (at most ${optionCount(g) - 1})`);
      return k;
    }
    case Decision.Target: {
      // A list of targets takes the script's entries from its index on, one per pick, then "done".
      const t = buildingTargetIndex(g) + buildingPicks(g);
      if (d.building?.targets && t < d.building.targets.length)
        return refOption(d, d.building.targets[t], `target ${t}`);
      const done = findOption(g, (v) => v === DONE_PICKING);
      if (d.building?.targets && done >= 0) return done;
      // `"choose": false` ends a list of targets ("up to N": fewer than N).
      const c = takeChoose(d, p, (v) => isRef(v) || v === false);
      if (c === undefined) return unscripted(g, kind);
      if (c === false) {
        if (done < 0) throw new ScriptFailure('choose: false (no more targets): more targets must be chosen here');
        return done;
      }
      return refOption(d, c, 'choose (target)');
    }
    case Decision.Attack: {
      if (!mine || !act.attack) return doneOption(g, kind); // default: no (more) attackers
      d.pending ??= [...act.attack];
      const next = d.pending.shift();
      // The action is used up with its last attacker: "done" may be the only option left, taken unasked.
      if (d.pending.length === 0) {
        d.pending = null;
        d.idx++;
      }
      if (next === undefined) return doneOption(g, kind);
      const id = resolveRef(g, d.labels, next);
      const k = findOption(g, (v) => v === id);
      if (k < 0) throw new ScriptFailure(`attack: ${next} can't attack: ${whyCantAttack(g, id, p)}`);
      return k;
    }
    case Decision.Block: {
      if (!mine || !act.block) return doneOption(g, kind);
      d.pending ??= Object.entries(act.block).flatMap(([b, a]) => (Array.isArray(a) ? a : [a]).flatMap((x) => [b, x]));
      if (d.pending.length === 0) {
        d.pending = null;
        d.idx++;
        return doneOption(g, kind);
      }
      const [b, a] = d.pending.splice(0, 2);
      if (d.pending.length === 0) {
        d.pending = null;
        d.idx++;
      }
      const bi = resolveRef(g, d.labels, b);
      const ai = resolveRef(g, d.labels, a);
      const k = findOption(g, (v) => v === ((bi << 16) | ai));
      if (k < 0) throw new ScriptFailure(`block: ${b} can't block ${a}: ${whyCantBlock(g, bi, ai, p)}`);
      return k;
    }
    case Decision.Assign:
      return answerAssign(d, act, mine);
    case Decision.TriggerOrder: {
      if (d.pending === null) {
        const c = takeChoose(d, p, Array.isArray);
        if (!Array.isArray(c)) return unscripted(g, kind);
        d.pending = [...(c as string[])];
      }
      while (d.pending.length > 0) {
        const src = resolveRef(g, d.labels, d.pending.shift()!);
        // A trigger is named by its source, or (for one ability triggering on several objects) by its "it".
        let k = findOption(g, (v) => pendingTriggerSource(g, v) === src);
        if (k < 0) k = findOption(g, (v) => pendingTriggerEventObject(g, v) === src);
        if (k >= 0) {
          if (d.pending.length === 0) d.pending = null;
          return k;
        }
      }
      d.pending = null;
      throw new ScriptFailure('choose (trigger order): none of the listed objects has a trigger waiting');
    }
    case Decision.Discard:
    case Decision.Sacrifice:
    case Decision.Return:
    case Decision.AttachTo:
    case Decision.FromHand: {
      const c = takeChoose(d, p, isRef);
      if (c === undefined) return unscripted(g, kind);
      return refOption(d, c, `choose (${DECISION_NAMES[kind]})`, p);
    }
    case Decision.ResolveColor: {
      // "The color of your choice": a color word.
      const c = takeChoose(d, p, (v) => typeof v === 'string');
      if (c === undefined) return unscripted(g, kind);
      const k = findOption(g, (v) => COLOR_NAMES[31 - Math.clz32(v)] === c);
      if (k < 0)
        throw new ScriptFailure(`choose (color): expected one of ${COLOR_NAMES.join(', ')}, got ${JSON.stringify(c)}`);
      return k;
    }
    case Decision.May: {
      const c = takeChoose(d, p, (v) => typeof v === 'boolean');
      if (c === undefined) return 0;
      if (typeof c !== 'boolean')
        throw new ScriptFailure(`choose: expected true or false for a "may", got ${JSON.stringify(c)}`);
      return c ? 1 : 0;
    }
    case Decision.LoopCount: {
      // 421.2-421.3: a number of repetitions, one of those offered.
      const c = takeChoose(d, p, (v) => typeof v === 'number');
      if (c === undefined) return unscripted(g, kind);
      const k = findOption(g, (v) => v === c);
      if (k < 0)
        throw new ScriptFailure(`choose (loop count): ${String(c)} is not offered here (${loopCountsOffered(g)})`);
      return k;
    }
    default:
      return unscripted(g, kind);
  }
}

function loopCountsOffered(g: Game): string {
  const out: number[] = [];
  for (let i = 0; i < optionCount(g); i++) out.push(optionValue(g, i));
  return out.join(', ');
}

/** Runs the actions up to the stop. Returns failure messages (empty when the script ran as written). */
export function drive(g: Game, labels: Map<string, number>, sc: Scenario): string[] {
  const d: Driver = {
    g,
    labels,
    actions: sc.actions ?? [],
    idx: 0,
    consumed: new Set(),
    building: null,
    buildingIdx: -1,
    resolvedBase: 0,
    lastIdx: -1,
    pending: null,
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
      apply(g, answer(d, kind, decisionPlayer(g)));
    } catch (e) {
      if (!(e instanceof ScriptFailure)) throw e;
      // Blame the action being carried out: the cast or activation whose target failed, or the current one.
      const targeting = decisionKind(g) === Decision.Target && d.building;
      const at = targeting
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
