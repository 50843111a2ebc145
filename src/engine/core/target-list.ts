// Lists of targets ("any number of target attacking creatures", "up to that many target permanents",
// "X target creature cards"): a mode's last target word may take several objects. They are held in
// continuation records of the stack-record table (StackKind.ListPart), chained from the item's StackField.List, so a
// list
// grows with the table, is cloned and hashed with the game, and is freed with its item. Each entry is a
// target (a packed ref) and its share: 1, or for a divided amount (409.1d of 2008) how many of the picks
// chose it.
import { NO_TARGET, StackKind } from './constants.js';
import { type Game, liveId, ref, StackField } from './state.js';
import { allocRecord, setRf, rf } from './stack-records.js';
import { TargetCount, type TargetC } from './cardform.js';

// Continuation record fields: Used, Kind (ListPart), the next part + 1 (0: none), its entry count, then
// (target, share) pairs.
const NEXT = 2;
const COUNT = 3;
const FIRST = 4;
const PER_PART = (StackField.SIZE - FIRST) >> 1;

/** The index of a mode's list target (its last target word, when it has a count), or -1. */
export function listIndex(specs: readonly TargetC[]): number {
  const k = specs.length - 1;
  return k >= 0 && specs[k].count !== TargetCount.One ? k : -1;
}

/** How many distinct targets the item's list holds. */
export const listCount = (g: Game, rec: number): number => rf(g, rec, StackField.ListN);

/** The part record and field of entry i. */
function entryField(g: Game, rec: number, i: number): number {
  let part = rf(g, rec, StackField.List) - 1;
  for (let k = PER_PART; k <= i; k += PER_PART) part = rf(g, part, NEXT as StackField) - 1;
  return part * StackField.SIZE + FIRST + (i % PER_PART) * 2;
}

/** Entry i's target (a packed ref, a player ref, or NO_TARGET once found illegal). */
export const listTarget = (g: Game, rec: number, i: number): number => g.m[g.stackRecords + entryField(g, rec, i)];
/** Entry i's share of a divided amount (1 when nothing is divided). */
export const listShare = (g: Game, rec: number, i: number): number => g.m[g.stackRecords + entryField(g, rec, i) + 1];

export function setListTarget(g: Game, rec: number, i: number, v: number): void {
  const f = entryField(g, rec, i);
  setRf(g, (f / StackField.SIZE) | 0, (f % StackField.SIZE) as StackField, v);
}

/** The picks made so far: the entries' shares added up. */
export function listPicks(g: Game, rec: number): number {
  let n = 0;
  for (let i = 0; i < listCount(g, rec); i++) n += listShare(g, rec, i);
  return n;
}

/** The entry naming object or player `v` (an id or a player ref), or -1. */
export function listFind(g: Game, rec: number, v: number): number {
  for (let i = 0; i < listCount(g, rec); i++) {
    const t = listTarget(g, rec, i);
    if (v < 0 ? t === v : t >= 0 && liveId(g, t) === v) return i;
  }
  return -1;
}

/** One pick: a new entry, or (divided) one more share for a target picked before. */
export function addPick(g: Game, rec: number, v: number, divided: boolean): void {
  const found = divided ? listFind(g, rec, v) : -1;
  if (found >= 0) {
    const f = entryField(g, rec, found) + 1;
    setRf(g, (f / StackField.SIZE) | 0, (f % StackField.SIZE) as StackField, listShare(g, rec, found) + 1);
    return;
  }
  const i = listCount(g, rec);
  if (i % PER_PART === 0) {
    // A new part (allocRecord may grow the table: fields are read again after it).
    const part = allocRecord(g, StackKind.ListPart, 0, 0, 0);
    setRf(g, part, NEXT as StackField, 0);
    setRf(g, part, COUNT as StackField, 0);
    if (i === 0) setRf(g, rec, StackField.List, part + 1);
    else {
      const last = (entryField(g, rec, i - 1) / StackField.SIZE) | 0;
      setRf(g, last, NEXT as StackField, part + 1);
    }
  }
  setRf(g, rec, StackField.ListN, i + 1);
  const f = entryField(g, rec, i);
  const part = (f / StackField.SIZE) | 0;
  setRf(g, part, COUNT as StackField, rf(g, part, COUNT as StackField) + 1);
  setRf(g, part, (f % StackField.SIZE) as StackField, v >= 0 ? ref(g, v) : v);
  setRf(g, part, ((f % StackField.SIZE) + 1) as StackField, 1);
}

/** Frees the item's list (its continuation records). */
export function freeList(g: Game, rec: number): void {
  let part = rf(g, rec, StackField.List) - 1;
  while (part >= 0) {
    const next = rf(g, part, NEXT as StackField) - 1;
    for (let f = 0; f < StackField.SIZE; f++) setRf(g, part, f as StackField, 0);
    part = next;
  }
  setRf(g, rec, StackField.List, 0);
  setRf(g, rec, StackField.ListN, 0);
  setRf(g, rec, StackField.ListAt, 0);
}

/** Gives item `to` a copy of item `from`'s list (a copied spell keeps its targets). */
export function copyList(g: Game, from: number, to: number): void {
  for (let i = 0; i < listCount(g, from); i++) {
    const t = listTarget(g, from, i);
    if (t === NO_TARGET) continue; // found illegal
    const id = t < 0 ? t : liveId(g, t);
    if (id === -1) continue;
    for (let s = listShare(g, from, i); s > 0; s--) addPick(g, to, id, true);
  }
}
