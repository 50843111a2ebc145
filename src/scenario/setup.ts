// Builds the game a scenario describes: every listed card placed in its zone, no shuffling, the game
// beginning at the start of the given step with the active player holding priority.
import type { CardPool } from '../cards/pool.js';
import { type Game, setStepPause } from '../engine/api/game.js';
import {
  cardOf,
  deckCardCount,
  NAMED_COUNTER_NAMES,
  objectCapacity,
  playerRef,
  seatObjects,
  Zone,
  STEP_NAMES,
  Step,
} from '../engine/api/observe.js';
import {
  attach,
  beginAtStep,
  blankGame,
  makeToken,
  placeObject,
  setCounters,
  setDamage,
  setLoyaltyCounters,
  setNamedCounterCount,
  setFaceDown,
  setLife,
  setNextTokenSlot,
  setPoison,
  setScripted,
  setSummoningSick,
  setTapped,
  setTurn,
} from '../engine/api/setup.js';
import { type ObjectEntry, type Scenario, ScenarioError, type Seat, ZONES, type ZoneName } from './spec.js';

const ZONE_OF: Record<ZoneName, Zone> = {
  hand: Zone.Hand,
  library: Zone.Library,
  graveyard: Zone.Graveyard,
  inPlay: Zone.InPlay,
  removed: Zone.Removed,
};
export const seatIndex = (s: Seat) => (s === 'A' ? 0 : 1);

export interface Built {
  g: Game;
  labels: Map<string, number>;
}

interface Placement {
  seat: number;
  zone: ZoneName;
  entry: ObjectEntry;
  path: string;
}

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
        if (entry.token && zone !== 'inPlay')
          throw new ScenarioError(`${file}: ${path}: a token can only be set up in play`);
        places.push({ seat: seatIndex(seat), zone, entry, path });
      }
    }
  }
  const deck = (seat: number) =>
    places.filter((p) => p.seat === seat && !p.entry.token).map((p) => pool.compiled(p.entry.card).id);
  const start = sc.start ?? {};
  const active = seatIndex(start.active ?? 'A');
  const turn = start.turn ?? 1;
  // Turns alternate, so the first player is the active one on odd turns.
  const first = turn % 2 === 1 ? active : 1 - active;
  const g = blankGame(pool.cards, deck(0), deck(1), {
    seed: sc.options?.seed ?? 0,
    firstPlayer: first,
    maxTurns: sc.options?.maxTurns ?? 50,
    manaBurn: sc.options?.manaBurn ?? true,
  });
  setTurn(g, turn, active);
  for (const seat of ['A', 'B'] as const) {
    const ps = sc.players?.[seat];
    if (ps?.life !== undefined) setLife(g, seatIndex(seat), ps.life);
    if (ps?.poison !== undefined) setPoison(g, seatIndex(seat), ps.poison);
  }
  const labels = new Map<string, number>();
  const next = [0, seatObjects(g, 1)[0]];
  let token = deckCardCount(g);
  const attachments: [number, string, string][] = [];
  for (const pl of places) {
    const { entry } = pl;
    let id: number;
    if (entry.token) {
      if (token >= objectCapacity(g)) throw new ScenarioError(`${file}: ${pl.path}: too many tokens`);
      id = token++;
      makeToken(g, id, pool.compiled(entry.card).id, pl.seat);
    } else id = next[pl.seat]++;
    place(g, id, pl, file);
    if (entry.id !== undefined) {
      if (labels.has(entry.id)) throw new ScenarioError(`${file}: ${pl.path}.id: label "${entry.id}" is used twice`);
      labels.set(entry.id, id);
    }
    if (entry.attachedTo !== undefined) attachments.push([id, entry.attachedTo, pl.path]);
  }
  setNextTokenSlot(g, token);
  for (const [id, ref, path] of attachments) {
    // "A" or "B": an Aura attached to a player (enchant player)
    const to = ref === 'A' || ref === 'B' ? playerRef(seatIndex(ref)) : labels.get(ref.replace(/^@/, ''));
    if (to === undefined) throw new ScenarioError(`${file}: ${path}.attachedTo: no object labelled ${ref}`);
    attach(g, id, to);
  }
  setScripted(g, true); // the driver takes single options itself, so a scripted illegal action gets its reason
  setStepPause(g, true);
  beginAtStep(g, STEP_NAMES.indexOf(start.step ?? 'main1') as Step); // the start step begins without a stop check
  return { g, labels };
}

function place(g: Game, id: number, pl: Placement, file: string): void {
  const { entry } = pl;
  const zone = ZONE_OF[pl.zone];
  const ctrl = entry.controller ? seatIndex(entry.controller) : pl.seat;
  placeObject(g, id, zone, ctrl);
  if (zone !== Zone.InPlay) return;
  setSummoningSick(g, id, !!entry.summoningSick);
  if (entry.tapped) setTapped(g, id, true);
  if (entry.damage !== undefined) setDamage(g, id, entry.damage);
  if (entry.faceDown) {
    if (cardOf(g, id).morph === null)
      throw new ScenarioError(`${file}: ${pl.path}.faceDown: ${entry.card} has no morph`);
    setFaceDown(g, id);
  }
  // A planeswalker came into play with its printed loyalty in loyalty counters (212.9 of 2008), unless set here.
  if (cardOf(g, id).loyalty > 0) setLoyaltyCounters(g, id, cardOf(g, id).loyalty);
  for (const [kind, n] of Object.entries(entry.counters ?? {})) {
    if (kind === '+1/+1') setCounters(g, id, 1, n);
    else if (kind === '-1/-1') setCounters(g, id, -1, n);
    else if (kind === 'loyalty') setLoyaltyCounters(g, id, n);
    else if ((NAMED_COUNTER_NAMES as readonly string[]).includes(kind)) setNamedCounterCount(g, id, kind, n);
    else
      throw new ScenarioError(
        `${file}: ${pl.path}.counters: expected "+1/+1", "-1/-1", "loyalty" or one of ${NAMED_COUNTER_NAMES.join(', ')}, got ${JSON.stringify(kind)}`,
      );
  }
}
