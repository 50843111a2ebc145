// Checks a scenario's expectations against the game; each difference becomes one failure message
// showing the expected and the actual value.
import { endReason, type Game, isOver, winner } from '../engine/api/game.js';
import {
  attachedPlayer,
  attachedTo,
  cardOf,
  colorsOf,
  controllerOf,
  countersOf,
  loyaltyCountersOf,
  NAMED_COUNTER_NAMES,
  namedCounterCount,
  damageOf,
  deckCardCount,
  isTapped,
  itemKind,
  itemSource,
  keywords2Of,
  keywordsOf,
  life,
  nameOf,
  objectCapacity,
  playerRef,
  poison,
  powerOf,
  stackItem,
  stackSize,
  toughnessOf,
  typesOf,
  Zone,
  zoneObjects,
  zoneOf,
  isFaceDown,
  COLOR_NAMES,
  COMBAT_WORDS,
  END_NAMES,
  FIRST_WORD_NAMES,
  StackKind,
  TYPE_NAMES,
} from '../engine/api/observe.js';
import { gameLoopKind, triggerCount } from '../engine/api/setup.js';
import { resolveRef, ScriptFailure } from './refs.js';
import { seatIndex } from './setup.js';
import { type Expect, type ObjectExpect, type Seat, ZONE_NAMES, type ZoneName } from './spec.js';

const SEATS: Seat[] = ['A', 'B'];
const sortedEq = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
const show = (v: unknown) => JSON.stringify(v);

function zoneNames(g: Game, seat: number, zone: ZoneName): string[] {
  const out: string[] = [];
  if (zone === 'inPlay') {
    for (const id of zoneObjects(g, Zone.InPlay, 0)) if (controllerOf(g, id) === seat) out.push(nameOf(g, id));
    return out;
  }
  const z = { hand: Zone.Hand, library: Zone.Library, graveyard: Zone.Graveyard, removed: Zone.Removed }[zone];
  const ids = zoneObjects(g, z, seat);
  for (let i = ids.length - 1; i >= 0; i--) out.push(nameOf(g, ids[i])); // top first for libraries
  return zone === 'library' ? out : out.reverse();
}

function bitNames(mask: number, names: readonly string[]): string[] {
  return names.filter((w, i) => w !== '' && (mask & (1 << i)) !== 0);
}

function checkObject(g: Game, labels: Map<string, number>, o: ObjectExpect, out: string[]): void {
  let id: number;
  try {
    id = resolveRef(g, labels, o.ref);
  } catch (e) {
    if (o.exists === false && e instanceof ScriptFailure) return;
    out.push(`objects ${o.ref}: ${(e as Error).message}`);
    return;
  }
  if (id < 0) {
    out.push(`objects ${o.ref}: is a player, not an object`);
    return;
  }
  const zone = zoneOf(g, id);
  const diff = (field: string, want: unknown, got: unknown) =>
    out.push(`objects ${o.ref}.${field}: expected ${show(want)}, got ${show(got)}`);
  if (o.exists !== undefined && (zone !== Zone.None) !== o.exists) diff('exists', o.exists, zone !== Zone.None);
  if (o.zone !== undefined && ZONE_NAMES[zone] !== o.zone) diff('zone', o.zone, ZONE_NAMES[zone]);
  const inPlay = zone === Zone.InPlay;
  if (o.controller !== undefined && controllerOf(g, id) !== seatIndex(o.controller))
    diff('controller', o.controller, SEATS[controllerOf(g, id)]);
  if (o.power !== undefined) {
    const v = inPlay ? powerOf(g, id) : cardOf(g, id).power;
    if (v !== o.power) diff('power', o.power, v);
  }
  if (o.toughness !== undefined) {
    const v = inPlay ? toughnessOf(g, id) : cardOf(g, id).toughness;
    if (v !== o.toughness) diff('toughness', o.toughness, v);
  }
  if (o.tapped !== undefined && isTapped(g, id) !== o.tapped) diff('tapped', o.tapped, !o.tapped);
  if (o.faceDown !== undefined && isFaceDown(g, id) !== o.faceDown) diff('faceDown', o.faceDown, !o.faceDown);
  if (o.damage !== undefined && damageOf(g, id) !== o.damage) diff('damage', o.damage, damageOf(g, id));
  if (o.counters !== undefined) {
    const got: Record<string, number> = {};
    if (countersOf(g, id, 1)) got['+1/+1'] = countersOf(g, id, 1);
    if (countersOf(g, id, -1)) got['-1/-1'] = countersOf(g, id, -1);
    if (loyaltyCountersOf(g, id)) got.loyalty = loyaltyCountersOf(g, id);
    for (const k of NAMED_COUNTER_NAMES) if (namedCounterCount(g, id, k)) got[k] = namedCounterCount(g, id, k);
    const want = Object.fromEntries(Object.entries(o.counters).filter(([, n]) => n !== 0));
    if (show(Object.entries(want).sort()) !== show(Object.entries(got).sort())) diff('counters', o.counters, got);
  }
  if (o.attachedTo !== undefined) {
    // an object id, or a player's ref ("A", "B": an Aura that enchants a player)
    const seat = attachedPlayer(g, id);
    const at = seat >= 0 ? playerRef(seat) : attachedTo(g, id);
    const want = o.attachedTo === null ? -1 : resolveRef(g, labels, o.attachedTo);
    if (at !== want) diff('attachedTo', o.attachedTo, seat >= 0 ? 'AB'[seat] : at < 0 ? null : nameOf(g, at));
  }
  if (o.types !== undefined) {
    const got = bitNames(
      typesOf(g, id),
      TYPE_NAMES.map((t) => t[0]),
    );
    if (!sortedEq(got, o.types)) diff('types', o.types, got);
  }
  if (o.colors !== undefined) {
    const got = bitNames(colorsOf(g, id), COLOR_NAMES);
    if (!sortedEq(got, o.colors)) diff('colors', o.colors, got);
  }
  if (o.keywords !== undefined) {
    const got = inPlay
      ? [...bitNames(keywordsOf(g, id), FIRST_WORD_NAMES), ...bitNames(keywords2Of(g, id), COMBAT_WORDS)]
      : [...bitNames(cardOf(g, id).kw, FIRST_WORD_NAMES), ...bitNames(cardOf(g, id).kw2, COMBAT_WORDS)];
    if (!sortedEq(got, o.keywords)) diff('keywords', o.keywords, got);
  }
}

function stackNames(g: Game): string[] {
  const out: string[] = [];
  for (let i = stackSize(g) - 1; i >= 0; i--) {
    const rec = stackItem(g, i);
    out.push(itemKind(g, rec) === StackKind.CombatDamage ? 'combat damage' : nameOf(g, itemSource(g, rec)));
  }
  return out;
}

export function checkExpect(g: Game, labels: Map<string, number>, e: Expect): string[] {
  const out: string[] = [];
  for (const [field, read] of [
    ['life', life],
    ['poison', poison],
  ] as const) {
    for (const [seat, want] of Object.entries(e[field] ?? {})) {
      const got = read(g, seatIndex(seat as Seat));
      if (got !== want) out.push(`${field}.${seat}: expected ${want}, got ${got}`);
    }
  }
  for (const [seat, zones] of Object.entries(e.zones ?? {})) {
    for (const [zone, want] of Object.entries(zones ?? {})) {
      const got = zoneNames(g, seatIndex(seat as Seat), zone as ZoneName);
      if (typeof want === 'number') {
        if (got.length !== want)
          out.push(`zones.${seat}.${zone}: expected ${want} cards, got ${got.length} ${show(got)}`);
      } else if (!sortedEq(got, want)) out.push(`zones.${seat}.${zone}: expected ${show(want)}, got ${show(got)}`);
    }
  }
  for (const o of e.objects ?? []) checkObject(g, labels, o, out);
  if (e.stack !== undefined) {
    const got = stackNames(g);
    if (show(got) !== show(e.stack)) out.push(`stack: expected ${show(e.stack)}, got ${show(got)}`);
  }
  if (e.result !== undefined) {
    const w = winner(g);
    const got = !isOver(g) ? 'ongoing' : w === 2 ? 'draw' : { winner: SEATS[w] };
    if (show(got) !== show(e.result)) out.push(`result: expected ${show(e.result)}, got ${show(got)}`);
  }
  if (e.endReason !== undefined && END_NAMES[endReason(g)] !== e.endReason)
    out.push(`endReason: expected ${show(e.endReason)}, got ${show(END_NAMES[endReason(g)])}`);
  if (e.loop !== undefined) {
    const got = gameLoopKind(g);
    if (got !== e.loop) out.push(`loop: expected ${show(e.loop)}, got ${show(got)}`);
  }
  for (const t of e.triggered ?? []) {
    let n = 0;
    for (let id = 0; id < objectCapacity(g); id++)
      if (nameOf(g, id) === t.card && (id < deckCardCount(g) || zoneOf(g, id) !== Zone.None || triggerCount(g, id) > 0))
        n += triggerCount(g, id);
    if (n !== t.times) out.push(`triggered ${t.card}: expected ${t.times} times, got ${n}`);
  }
  return out;
}
