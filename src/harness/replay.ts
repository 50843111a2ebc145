// The readable log of one game (`playtest replay`): the game is played again by playGame from its spec,
// with a watcher that prints every decision and its chosen option (abilities by their text; for a
// choice of a few options, the ones not taken), a header at each turn (life, hand, library and board of
// each side), and after each decision what changed: cards moving between zones, the stack, attackers
// and blockers, damage and life.
// The watcher only reads the game (raw state columns, never the characteristics cache), so the replayed
// game is the game of the run.
import type { CardPool } from '../cards/pool.js';
import { Decision, decisionKind, decisionPlayer, describeOption, type Game, turnNumber } from '../engine/api/game.js';
import {
  activePlayer,
  blockedAttackers,
  countersOf,
  loyaltyCountersOf,
  currentStep,
  damageOf,
  decodeOption,
  inFirstStrikeStep,
  isAttacking,
  isBlocking,
  isTapped,
  itemController,
  itemKind,
  itemSource,
  itemTarget,
  life,
  nameOf,
  objectCapacity,
  OptionInfo,
  ownerOf,
  poison,
  activatedAbilityOf,
  stackItem,
  stackSize,
  Zone,
  zoneObjects,
  zoneOf,
  zoneSize,
  DECISION_NAMES,
  Opt,
  StackKind,
  STEP_NAMES,
} from '../engine/api/observe.js';
import { loopCards, settledLoop } from '../engine/api/setup.js';
import { type GameWatcher, playGame } from './play-game.js';
import type { GameRecord, GameSpec } from './types.js';

const SEAT = ['A', 'B'];
const ZONE_NAMES = ['nowhere', 'library', 'hand', 'graveyard', 'play', 'stack', 'removed from the game'];
const KIND_NAMES: Record<number, string> = {
  [StackKind.Spell]: 'spell',
  [StackKind.Ability]: 'ability',
  [StackKind.Trigger]: 'trigger',
  [StackKind.CombatDamage]: 'combat damage',
};

/** What the log compares between decisions. */
interface Snapshot {
  turn: number;
  step: number;
  life: number[];
  poison: number[];
  zone: Int32Array;
  flags: Int32Array;
  damage: Int32Array;
  stack: string;
}

/** A snapshot's flags of an object; bits 8 and up count the attackers it blocks. */
const enum Bit {
  Tapped = 1,
  Attacking = 4,
  Blocking = 8,
}

const name = (g: Game, id: number) => `${nameOf(g, id)}#${id}`;
const who = (g: Game, v: number) => (v < 0 ? `player ${SEAT[-1 - v]}` : name(g, v));

function snapshot(g: Game): Snapshot {
  const n = objectCapacity(g);
  const z = new Int32Array(n);
  const f = new Int32Array(n);
  const d = new Int32Array(n);
  for (let id = 0; id < n; id++) {
    z[id] = zoneOf(g, id);
    f[id] =
      (isTapped(g, id) ? Bit.Tapped : 0) |
      (isAttacking(g, id) ? Bit.Attacking : 0) |
      (isBlocking(g, id) ? Bit.Blocking : 0) |
      (blockedAttackers(g, id).length << 8); // a blocker's second attacker is news too (Palace Guard)
    d[id] = damageOf(g, id);
  }
  return {
    turn: turnNumber(g),
    step: currentStep(g),
    life: [0, 1].map((p) => life(g, p)),
    poison: [0, 1].map((p) => poison(g, p)),
    zone: z,
    flags: f,
    damage: d,
    stack: stackText(g),
  };
}

/** The stack, top first: "Shock#12 (spell of A) targeting player B". */
function stackText(g: Game): string {
  const items: string[] = [];
  for (let i = stackSize(g) - 1; i >= 0; i--) {
    const rec = stackItem(g, i);
    const src = itemSource(g, rec);
    const targets: string[] = [];
    for (let t = 0; t < 4; t++) {
      const v = itemTarget(g, rec, t);
      if (v > -1000) targets.push(who(g, v));
    }
    const kind = KIND_NAMES[itemKind(g, rec)] ?? 'item';
    items.push(
      `${src >= 0 ? name(g, src) : 'combat damage'} (${kind} of ${SEAT[itemController(g, rec)]})` +
        (targets.length > 0 ? ` targeting ${targets.join(', ')}` : ''),
    );
  }
  return items.join('; ');
}

function cardsIn(g: Game, zone: Zone, p: number): string {
  const out = zoneObjects(g, zone, p).map((id) => name(g, id));
  return out.length > 0 ? out.join(', ') : '(none)';
}

/** "turn 3 first-strike combat damage: A priority": the decision, its step named as a player would. */
function decisionText(g: Game): string {
  const step = currentStep(g) === 7 && inFirstStrikeStep(g) ? 'first-strike combat damage' : STEP_NAMES[currentStep(g)];
  return `turn ${turnNumber(g)} ${step}: ${SEAT[decisionPlayer(g)]} ${DECISION_NAMES[decisionKind(g)]}`;
}

/** An option as a player reads it: an activated ability by its text rather than its number. */
function optionText(g: Game, a: number): string {
  if (decisionKind(g) === Decision.Priority) {
    const o = decodeOption(g, a, opt);
    if (o.action === Opt.Activate) {
      const text = activatedAbilityOf(g, o.object, o.ability)?.text;
      if (text) return `activate ${name(g, o.object)}: "${text}"`;
    }
  }
  return describeOption(g, a);
}
const opt = new OptionInfo();

/** Choices of at most this many options list the ones not taken. */
const LIST_OTHERS = 4;

/** The turn header: whose turn, and for each side its life, hand, library and permanents. */
function turnHeader(g: Game, turn: number): string[] {
  const active = activePlayer(g);
  const own = Math.ceil(turn / 2); // the player on the play takes the odd turns, the other the even ones
  const out = [`== turn ${turn}: ${SEAT[active]}'s turn (its turn ${own}) ==`];
  for (let p = 0; p < 2; p++) {
    // By owner: the controller is a characteristic, and the watcher never computes those.
    const board = zoneObjects(g, Zone.InPlay, p)
      .filter((id) => ownerOf(g, id) === p)
      .map((id) => {
        const marks = [
          isTapped(g, id) ? 'tapped' : '',
          damageOf(g, id) > 0 ? `${damageOf(g, id)} damage` : '',
          countersOf(g, id, 1) > 0 ? `+1/+1 x${countersOf(g, id, 1)}` : '',
          countersOf(g, id, -1) > 0 ? `-1/-1 x${countersOf(g, id, -1)}` : '',
          loyaltyCountersOf(g, id) > 0 ? `loyalty ${loyaltyCountersOf(g, id)}` : '',
        ].filter((m) => m !== '');
        return marks.length > 0 ? `${name(g, id)} (${marks.join(', ')})` : name(g, id);
      });
    out.push(
      `   ${SEAT[p]}: life ${life(g, p)}, hand ${zoneSize(g, Zone.Hand, p)}, library ${zoneSize(g, Zone.Library, p)}; ` +
        `in play: ${board.length > 0 ? board.join(', ') : '(nothing)'}`,
    );
  }
  return out;
}

/** Lines for what changed from `a` to `b`. */
function changes(g: Game, a: Snapshot, b: Snapshot): string[] {
  const out: string[] = [];
  if (b.turn !== a.turn) out.push(...turnHeader(g, b.turn));
  for (let id = 0; id < objectCapacity(g); id++) {
    const owner = SEAT[ownerOf(g, id)];
    if (a.zone[id] !== b.zone[id]) {
      out.push(`  ${name(g, id)} (${owner}): ${ZONE_NAMES[a.zone[id]]} -> ${ZONE_NAMES[b.zone[id]]}`);
    }
    const on = b.flags[id] & ~a.flags[id];
    const off = a.flags[id] & ~b.flags[id];
    if (on & Bit.Attacking) out.push(`  ${name(g, id)} attacks`);
    if (b.flags[id] >>> 8 > a.flags[id] >>> 8)
      out.push(`  ${name(g, id)} blocks ${who(g, blockedAttackers(g, id).at(-1)!)}`);
    if ((on | off) & Bit.Tapped && b.zone[id] === Zone.InPlay && a.zone[id] === Zone.InPlay) {
      out.push(`  ${name(g, id)} ${on & Bit.Tapped ? 'taps' : 'untaps'}`);
    }
    if (b.damage[id] > a.damage[id])
      out.push(`  ${name(g, id)} is dealt ${b.damage[id] - a.damage[id]} damage (${b.damage[id]} marked)`);
  }
  for (let p = 0; p < 2; p++) {
    if (b.life[p] !== a.life[p]) out.push(`  life of ${SEAT[p]}: ${a.life[p]} -> ${b.life[p]}`);
    if (b.poison[p] !== a.poison[p]) out.push(`  poison of ${SEAT[p]}: ${a.poison[p]} -> ${b.poison[p]}`);
  }
  if (b.stack !== a.stack) out.push(`  stack: ${b.stack === '' ? '(empty)' : b.stack}`);
  return out;
}

/** A watcher that writes the log of the game it watches, one line at a time. */
export function logWatcher(write: (line: string) => void): GameWatcher {
  let before: Snapshot | undefined;
  let loopSeen = false;
  return {
    everyDecision: true,
    start(g) {
      for (let p = 0; p < 2; p++) write(`opening hand of ${SEAT[p]}: ${cardsIn(g, Zone.Hand, p)}`);
      before = snapshot(g);
    },
    decide(g, action, offered, options) {
      // A forced pass or "no attackers" is noise; other forced choices (a lone target, a discard) are not.
      const kind = decisionKind(g);
      if (options > 1) {
        let others = '';
        if (options <= LIST_OTHERS) {
          const rest: string[] = [];
          for (let i = 0; i < options; i++) if (offered[i] !== action) rest.push(optionText(g, offered[i]));
          others = `; not taken: ${rest.join(', ')}`;
        }
        write(`${decisionText(g)} (${options} options): ${optionText(g, action)}${others}`);
      } else if (kind !== Decision.Priority && kind !== Decision.Attack && kind !== Decision.Block)
        write(`${decisionText(g)} (only option): ${optionText(g, action)}`);
    },
    applied(g) {
      const after = snapshot(g);
      if (before) for (const line of changes(g, before, after)) write(line);
      before = after;
      if (!loopSeen && settledLoop(g) !== 'none') {
        loopSeen = true;
        write(`  loop (421): the position repeated; ${settledLoop(g)}, made of ${loopCards(g).join(', ')}`);
      }
    },
  };
}

/** Plays the game of `spec` again, writing its log; returns its record (or throws what the game threw). */
export function replayGame(spec: GameSpec, pool: CardPool, write: (line: string) => void): GameRecord {
  write(
    `game ${spec.gameIndex}: seed ${spec.seed}; seat A ${spec.deckA.name} (${spec.agentA}), seat B ${spec.deckB.name} (${spec.agentB}); ${spec.onPlay} on the play; turn limit ${spec.maxTurns}`,
  );
  const r = playGame(spec, pool, logWatcher(write));
  write(
    `result: ${r.winner === 'draw' ? 'a draw' : `${r.winner} wins`} (${r.endReason}) on turn ${r.turns}; mulligans A ${r.mulligansA}, B ${r.mulligansB}` +
      (r.loopKind === 'none'
        ? ''
        : `; loop_kind ${r.loopKind}${r.loopSignature === '' ? '' : ` (${r.loopSignature})`}`),
  );
  return r;
}
