// Builds the game a scenario describes: every listed card placed in its zone, no shuffling, the game
// beginning at the start of the given step with the active player holding priority.
import type { CardPool } from '../cards/pool.js';
import { Flag, STEP_NAMES, Step, Zone } from '../engine/constants.js';
import { advance, blankGame } from '../engine/engine.js';
import { type Game, G, P, put, ref as refOf, setPl } from '../engine/state.js';
import { setTapped } from '../engine/mana.js';
import { enterStep } from '../engine/turn.js';
import { moveTo } from '../engine/zones.js';
import { type ObjectEntry, type Scenario, ScenarioError, type Seat, ZONES, type ZoneName } from './spec.js';

const ZONE_OF: Record<ZoneName, Zone> = { hand: Zone.Hand, library: Zone.Library, graveyard: Zone.Graveyard,
  inPlay: Zone.InPlay, removed: Zone.Removed };
export const seatIndex = (s: Seat) => (s === 'A' ? 0 : 1);

export interface Built { g: Game; labels: Map<string, number> }

interface Placement { seat: number; zone: ZoneName; entry: ObjectEntry; path: string }

export function buildScenario(sc: Scenario, pool: CardPool, file: string): Built {
  const places: Placement[] = [];
  for (const seat of ['A', 'B'] as const) {
    const ps = sc.players?.[seat] ?? {};
    for (const zone of ZONES) {
      const list = ps[zone] ?? [];
      // Libraries are listed top first; the engine's top is the end of its list, so place them reversed.
      const order = zone === 'library' ? [...list.keys()].reverse() : [...list.keys()];
      for (const i of order) {
        const e = list[i];
        const entry: ObjectEntry = typeof e === 'string' ? { card: e } : e;
        const path = `players.${seat}.${zone}[${i}]`;
        if (!pool.has(entry.card)) throw new ScenarioError(`${file}: ${path}: unknown card "${entry.card}"`);
        if (entry.token && zone !== 'inPlay') throw new ScenarioError(`${file}: ${path}: a token can only be set up in play`);
        places.push({ seat: seatIndex(seat), zone, entry, path });
      }
    }
  }
  const deck = (seat: number) => places.filter((p) => p.seat === seat && !p.entry.token).map((p) => pool.compiled(p.entry.card).id);
  const start = sc.start ?? {};
  const active = seatIndex(start.active ?? 'A');
  const turn = start.turn ?? 1;
  // Turns alternate, so the first player is the active one on odd turns.
  const first = turn % 2 === 1 ? active : 1 - active;
  const g = blankGame(pool.cards, deck(0), deck(1), {
    seed: sc.options?.seed ?? 0, firstPlayer: first, maxTurns: sc.options?.maxTurns ?? 50,
    manaBurn: sc.options?.manaBurn ?? true,
  });
  put(g, G.Turn, turn);
  put(g, G.Active, active);
  setPl(g, active, P.LastTurn, turn);
  setPl(g, 1 - active, P.LastTurn, turn - 1);
  for (const seat of ['A', 'B'] as const) {
    const ps = sc.players?.[seat];
    if (ps?.life !== undefined) setPl(g, seatIndex(seat), P.Life, ps.life);
    if (ps?.poison !== undefined) setPl(g, seatIndex(seat), P.Poison, ps.poison);
  }
  const labels = new Map<string, number>();
  const next = [0, g.nA];
  let token = g.nCards;
  const attach: [number, string, string][] = [];
  for (const pl of places) {
    const { entry } = pl;
    let id: number;
    if (entry.token) {
      if (token >= g.n) throw new ScenarioError(`${file}: ${pl.path}: too many tokens`);
      id = token++;
      put(g, g.oCard + id, pool.compiled(entry.card).id);
      put(g, g.oOwner + id, pl.seat);
      put(g, g.oFlags + id, Flag.Token);
    } else id = next[pl.seat]++;
    placeObject(g, id, pl, file);
    if (entry.id !== undefined) {
      if (labels.has(entry.id)) throw new ScenarioError(`${file}: ${pl.path}.id: label "${entry.id}" is used twice`);
      labels.set(entry.id, id);
    }
    if (entry.attachedTo !== undefined) attach.push([id, entry.attachedTo, pl.path]);
  }
  put(g, G.NextToken, token);
  for (const [id, ref, path] of attach) {
    const to = labels.get(ref.replace(/^@/, ''));
    if (to === undefined) throw new ScenarioError(`${file}: ${path}.attachedTo: no object labelled ${ref}`);
    put(g, g.oAttach + id, refOf(g, to));
  }
  g.m[g.oNoDedup] = 1;
  g.m[g.oNoAuto] = 1; // the driver takes single options itself, so a scripted illegal action gets its reason
  put(g, G.StepHook, 1);
  put(g, G.Paused, 1); // the start step begins without a stop check
  const step = STEP_NAMES.indexOf(start.step ?? 'main1') as Step;
  enterStep(g, step);
  advance(g);
  return { g, labels };
}

function placeObject(g: Game, id: number, pl: Placement, file: string): void {
  const { entry } = pl;
  const zone = ZONE_OF[pl.zone];
  const ctrl = entry.controller ? seatIndex(entry.controller) : pl.seat;
  moveTo(g, id, zone, ctrl);
  if (zone !== Zone.InPlay) return;
  put(g, g.oSince + id, entry.summoningSick ? g.m[G.Turn] : -1);
  if (entry.tapped) setTapped(g, id, true);
  if (entry.damage !== undefined) { put(g, g.oDamage + id, entry.damage); g.m[g.oAnyDamage] = 1; }
  for (const [kind, n] of Object.entries(entry.counters ?? {})) {
    if (kind === '+1/+1') put(g, g.oP1 + id, n);
    else if (kind === '-1/-1') put(g, g.oM1 + id, n);
    else throw new ScenarioError(`${file}: ${pl.path}.counters: expected "+1/+1" or "-1/-1", got ${JSON.stringify(kind)}`);
  }
  g.m[g.oDirty] = 1;
}
