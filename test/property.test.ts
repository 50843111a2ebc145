// The random-playout property test (design.md, "Style": a random-playout test every card set must
// survive). Thousands of seeded random-vs-random games over every pairing of the four sample decks, in
// both seat orders, driven decision by decision so the invariants can be checked during play:
//  (a) no throw; (b) every card is in exactly one zone list (or on the stack) and zpos matches its
//  position; (c) no negative damage, counters, mana or list counts; (d) every game ends within a
//  decision cap; (e) the same seed replays to the same actions and final state; (f) cloneInto gives an
//  equal game (hash and the whole memory) that, given the same choices, ends identically; (g) a
//  priority listing the cache would give (state version unchanged) equals a fresh listing, so every
//  write to player or object state counted the version. Also checked: unused list, stack, trigger,
//  effect and assignment slots are zero (so equal states hash equal), and a characteristics cache
//  marked clean (and the per-controller lists built from it) equals a fresh computation. A last test
//  shows the checker catches broken states.
import {
  CREATURE_TYPE_ON_ENTRY,
  Flag,
  Decision,
  DECISION_NAMES,
  EventKind,
  StackKind,
  Zone,
} from '../src/engine/core/constants.js';
import { readdirSync } from 'node:fs';
import { AbilityKind } from '../src/engine/core/cardform.js';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { afterAll, describe, expect, test } from 'vitest';
import { type Agent, makeAgent } from '../agents/index.js';
import { loadPool } from '../src/cards/pool.js';
import { ensureChars } from '../src/engine/facts/chars.js';
import { activatedList, creatureCount, creatureList, manaSourceList } from '../src/engine/facts/own-lists.js';
import {
  apply,
  decisionKind,
  decisionPlayer,
  endReason,
  Game,
  isOver,
  legalActions,
  MAX_OPTIONS,
  newGame,
  optionCount,
  winner,
} from '../src/engine/api/game.js';
import { PlayerView } from '../src/engine/api/observe.js';
import { blankGame, stateHash } from '../src/engine/api/setup.js';
// Under test: the invariants of the state layout itself (lists, records, caches, the hash).
import {
  AssignField,
  EffectField,
  EV_SIZE,
  Global,
  PlayerSlot,
  PRIO_CACHE,
  put,
  StackField,
  TriggerField,
  zoneListBase,
} from '../src/engine/core/state.js';
import { priorityOptions, sorceryTiming } from '../src/engine/actions/priority.js';
import { ContinuousEffect } from '../src/engine/core/continuous.js';
import { readDeck } from '../src/decks/parse.js';
import { deckIds } from '../src/harness/play-game.js';
import { liveRanges } from './state-words.js';

const DECKS = ['green-stompy', 'red-burn', 'white-blue-fliers', 'black-removal'];
// Every other deck in decks/ plays fewer games: against itself and against the next one (so the pool's
// newer cards are all played), both seat orders; and so do the test decks named here (fixtures/decks/
// copy-control: Clone, Copy Enchantment, Persuasion, Threaten, March of the Machines; lands-search: pain
// lands, library searches, Commune with Nature; loop-skyriders and loop-downdrafts: free abilities and the
// loops of 421.2-421.4, with the designer cards of loop-cards.json; layers-control: Memnarch, Svogthos,
// Aura Graft, Grab the Reins and the other cards of layers 2-6 and of Auras moved between permanents,
// Arcane Teachings and Spawning Pool (granted activated abilities), Artificial Evolution (creature type
// text changes); rules-statics: the rules-modifying permanents of 10e-permanents-2.json; triggers-3 (with Chromatic
// Star and Composite Golem):
// Guerrilla Tactics, Emperor Crocodile's state trigger, Humility, last known toughness); target-lists: Hail of
// Arrows, Cephalid Constable and Midnight Ritual (lists of targets, divided damage); replace-3: the 419 draw
// replacements and Lich; morph: face-down spells and permanents
// (502.26), turned face up, Vesuvan Shapeshifter's copy as it turns (419.1e); becomes-tapped and clash:
// Lorwyn's new trigger and verb words; lorwyn-tribes: changelings (502.73) and tribal spells (212.8); lorwyn-evoke:
// evoke (502.74); lorwyn-champion: champion (502.72); lorwyn-kinship: kinship; lorwyn-harbingers:
// searches for a creature type, lords, "whenever you play a [type] spell"; planeswalkers: Lorwyn's planeswalkers
// (212.9 of 2008: loyalty abilities, attacks on planeswalkers, redirected damage, the uniqueness rule);
// text-change: Mind Bend and Artificial Evolution on lords, token makers, counts and filtered abilities whose
// sources die before they resolve; shadowmoor-hybrid: hybrid mana costs (104.3 of 2008); shadowmoor-persist: wither
// and persist (502.80, 502.79 of 2008); shadowmoor-counters: -1/-1 counters put, carried in and removed as a
// cost; shadowmoor-untap: the untap symbol {Q}, chroma; shadowmoor-lieges: Lieges, Hedge-Mages, Mimics;
// shadowmoor-words: Shadowmoor cards in older words;
// morningtide-prowl: prowl (502.76), Mutavault, the Bannerets' cost reductions;
// morningtide-reinforce: reinforce (502.77), abilities played from the hand; lorwyn-b-goblins and lorwyn-b-green:
// Lorwyn's black, red and green cards (clash triggers, "those creatures", Lignify's creature types, spells during
// an opponent's turn); lorwyn-a-faeries and lorwyn-a-mix: the Lorwyn (A) words (choose two, charge counters, reveal
// lands, championed, creature types gained and lost, tapUntapped, ...); lorwyn-hideaway: hideaway (502.75 of 2008:
// cards removed face down, played without paying their mana cost as an ability resolves) and Springleaf Drum;
// lorwyn-d-late: the Lorwyn (D) words (the third resolution of an ability, a delayed sacrifice of a target, a chosen
// source of damage, Elementals played free from the graveyard); lorwyn-c-white-blue and lorwyn-c-black: the
// late Lorwyn words (prevention that gains life, shields of all damage, "doesn't untap during its next untap step", an
// ability played from the graveyard, X-limited graveyard targets, cards revealed from a hand to choose from);
// morningtide-late-a and morningtide-late-b: the late Morningtide words (additional counters on entry, graveyard
// costs and triggers, searches of another player's library, a hand card to the bottom, "if a Goblin is sacrificed",
// attacks alone); shadowmoor-conspire and eventide-retrace: conspire (502.78 of 2008: creatures tapped as a spell is
// played, its copy) and retrace (502.81: instants and sorceries played from the graveyard, a land card discarded);
// morc-lorwyn-words and morc-morningtide-red: indestructible, last known power and toughness, put into
// play tapped and attacking, a pair's blocking requirement, a spell's additional sacrifice, creatures damaging each
// other;
// lorwyn-e-reveal: a spell's additional costs with a choice (reveal a card or pay, sacrifice a Goblin);
// lorwyn-f-land-types and lorwyn-f-granted: land type changes (212.6g-h of 2008: Islands and chosen basic land types,
// their mana abilities), granted triggered abilities, Deathrender, Vigor's counters, Door of Destinies;
// lorwyn-g-mix: a returned creature as a spell's additional cost, a spell played free from the opponent's library,
// "Cowards can't block Warriors", an equipment granting a draw trigger and an activated ability, any number of lands
// sacrificed; lorwyn-h-copies: token copies, "becomes a copy until your next turn", new targets for a spell and its
// copy, copies of activated abilities (503 of 2008), a card played free for a spell's name (Twinning Glass), Guile;
// lorwyn-j-linked: a granted "becomes the target" trigger while a mannequin counter stays, Auras that
// return or move themselves, cards removed with a permanent and returned, cards removed face down seen by one player
// (played from there, turned face up); lorwyn-i-rules: players who can't draw, damage triggers per creature with
// the source as "it", odd or even chosen as a permanent comes into play, prevention replaced by tokens or optional,
// mana at your next main phase, triggered mana of any color; shadowmoor-playables: the filter lands (the payer's
// pairs), Cohorts, Scarecrows, Duos, "can't be blocked by [color] creatures" and other Shadowmoor-Eventide playables;
// shma-, shmb-, evea- and eveb-cards: the Shadowmoor and Eventide cards of those four branches, one of each;
// shmd-cards: life lost and cards discarded this turn, "the color or colors of your choice"; shmc-evec-cards: granted
// persist, protection from converted mana cost N or greater, must be blocked, the colors of mana spent on a spell;
// shmh-cards: layer-4 type statics, a color on every card and spell, copies until end of turn, hands cut to seven,
// Reflecting Pool's and Bloom Tender's mana, a spell's color words changed.
// shme-cards: counters that can't be placed, a counter of a chosen kind, -1/-1 counters placed as a trigger, cards
// removed and played this turn, same-named cards searched out, a reveal cost.
// shmf-cards: granted abilities and conspire, random picks, a tap cost of total power, a graveyard reordered.
const MORE = [
  ...readdirSync(fileURLToPath(new URL('../decks/', import.meta.url)))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4))
    .filter((d) => !DECKS.includes(d))
    .sort(),
  'fixtures/decks/copy-control',
  'fixtures/decks/lands-search',
  'fixtures/decks/chosen-colors',
  'fixtures/decks/combat-2',
  'fixtures/decks/loop-skyriders',
  'fixtures/decks/loop-downdrafts',
  'fixtures/decks/layers-control',
  'fixtures/decks/rules-statics',
  'fixtures/decks/triggers-3',
  'fixtures/decks/target-lists',
  'fixtures/decks/replace-3',
  'fixtures/decks/morph',
  'fixtures/decks/becomes-tapped',
  'fixtures/decks/clash',
  'fixtures/decks/lorwyn-tribes',
  'fixtures/decks/lorwyn-evoke',
  'fixtures/decks/lorwyn-champion',
  'fixtures/decks/lorwyn-kinship',
  'fixtures/decks/lorwyn-harbingers',
  'fixtures/decks/text-change',
  'fixtures/decks/planeswalkers',
  'fixtures/decks/shadowmoor-hybrid',
  'fixtures/decks/shadowmoor-words',
  'fixtures/decks/shadowmoor-persist',
  'fixtures/decks/shadowmoor-counters',
  'fixtures/decks/shadowmoor-untap',
  'fixtures/decks/shadowmoor-lieges',
  'fixtures/decks/morningtide-prowl',
  'fixtures/decks/morningtide-reinforce',
  'fixtures/decks/lorwyn-b-goblins',
  'fixtures/decks/lorwyn-b-green',
  'fixtures/decks/lorwyn-a-faeries',
  'fixtures/decks/lorwyn-a-mix',
  'fixtures/decks/lorwyn-hideaway',
  'fixtures/decks/morc-lorwyn-words',
  'fixtures/decks/morc-morningtide-red',
  'fixtures/decks/lorwyn-d-late',
  'fixtures/decks/lorwyn-c-white-blue',
  'fixtures/decks/shma-cards',
  'fixtures/decks/shmb-cards',
  'fixtures/decks/evea-cards',
  'fixtures/decks/eveb-cards',
  'fixtures/decks/shmd-cards',
  'fixtures/decks/shmc-evec-cards',
  'fixtures/decks/shmh-cards',
  'fixtures/decks/shme-cards',
  'fixtures/decks/shmf-cards',
  'fixtures/decks/lorwyn-c-black',
  'fixtures/decks/morningtide-late-a',
  'fixtures/decks/morningtide-late-b',
  'fixtures/decks/shadowmoor-conspire',
  'fixtures/decks/eventide-retrace',
  'fixtures/decks/lorwyn-e-reveal',
  'fixtures/decks/lorwyn-f-land-types',
  'fixtures/decks/lorwyn-f-granted',
  'fixtures/decks/lorwyn-g-mix',
  'fixtures/decks/lorwyn-h-copies',
  'fixtures/decks/lorwyn-j-linked',
  'fixtures/decks/lorwyn-i-rules',
  'fixtures/decks/shadowmoor-playables',
];
// 16 ordered deck pairs (mirrors too) x 2 seat orders x 64 = 2,048 games; PROPERTY_GAMES=N for a longer soak.
const GAMES_PER_CONFIG = Number(process.env.PROPERTY_GAMES ?? 64);
const SEED_BASE = Number(process.env.PROPERTY_SEED ?? 20080701);
const MORE_GAMES_PER_CONFIG = Math.max(2, GAMES_PER_CONFIG >> 3);
const MAX_TURNS = 50;
const DECISION_CAP = 50_000; // a game still running after this many decisions is stuck
const CHECK_EVERY = 4; // full invariant check (and hash recomputation) every this many decisions
const REPLAY_EVERY = 8; // every 8th game is replayed from its seed at the end (e)
const MAX_FAILURES = 20;

const pool = loadPool([fileURLToPath(new URL('./fixtures/loop-cards.json', import.meta.url))]);
const ALL = [...DECKS, ...MORE];
const decks = ALL.map((d) =>
  readDeck(fileURLToPath(new URL(d.includes('/') ? `./${d}.txt` : `../decks/${d}.txt`, import.meta.url)), pool),
);
const ids = decks.map((d) => deckIds(pool, d.cards));

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x27d4eb2f, 0x9e3779b1) ^ Math.imul(b + 0x165667b1, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}

// ---- Invariants (b), (c), (g): read-only on g.m (no characteristic reads, which would touch the cache) ----

let seen = new Int32Array(256);
let scratch: Game | null = null;

/** Checks one zone list; returns the number of objects in it or throws a description. */
function checkList(g: Game, base: number, zone: Zone, owner: number, what: string): number {
  const m = g.m;
  const c = m[base];
  if (c < 0 || c > g.listCap - 1) throw new Error(`${what}: count ${c} out of range`);
  for (let i = 0; i < c; i++) {
    const id = m[base + 1 + i];
    if (id < 0 || id >= g.n) throw new Error(`${what}[${i}]: bad object id ${id}`);
    if (seen[id] !== 0) throw new Error(`${what}[${i}]: object ${id} is in two places`);
    seen[id] = 1;
    if (m[g.zones + id] !== zone)
      throw new Error(`${what}[${i}]: object ${id} has zone ${m[g.zones + id]}, expected ${zone}`);
    if (owner >= 0 && m[g.owners + id] !== owner)
      throw new Error(`${what}[${i}]: object ${id} is owned by ${m[g.owners + id]}`);
    if (m[g.zonePositions + id] !== i)
      throw new Error(`${what}[${i}]: object ${id} has zpos ${m[g.zonePositions + id]}`);
  }
  for (let i = c; i < g.listCap - 1; i++) {
    if (m[base + 1 + i] !== 0) throw new Error(`${what}: stale slot ${i} = ${m[base + 1 + i]} beyond count ${c}`);
  }
  return c;
}

function checkInvariants(g: Game): void {
  const m = g.m;
  if (seen.length < g.n) seen = new Int32Array(g.n * 2);
  seen.fill(0, 0, g.n);
  let listed = 0;
  const names = ['library', 'hand', 'graveyard', 'removed'];
  const zones = [Zone.Library, Zone.Hand, Zone.Graveyard, Zone.Removed];
  for (let p = 0; p < 2; p++) {
    for (let z = 0; z < 4; z++)
      listed += checkList(g, zoneListBase(g, zones[z], p), zones[z], p, `${names[z]} of ${p}`);
  }
  listed += checkList(g, g.inPlay, Zone.InPlay, -1, 'in play');

  // The stack: records in the list are used, unused records are all zero, spells name cards on the stack.
  const MAX_STACK = g.caps.stack;
  const k = m[g.stack];
  if (k < 0 || k > MAX_STACK) throw new Error(`stack count ${k} out of range`);
  const inList = new Uint8Array(MAX_STACK);
  let spells = 0;
  for (let i = 0; i < k; i++) {
    const rec = m[g.stack + 1 + i];
    if (rec < 0 || rec >= MAX_STACK) throw new Error(`stack[${i}]: bad record ${rec}`);
    if (inList[rec]) throw new Error(`stack[${i}]: record ${rec} twice`);
    inList[rec] = 1;
    const r = g.stackRecords + rec * StackField.SIZE;
    if (m[r + StackField.Used] !== 1) throw new Error(`stack[${i}]: record ${rec} not marked used`);
    const kind = m[r + StackField.Kind];
    if (kind < StackKind.Spell || kind > StackKind.CombatDamage) throw new Error(`stack[${i}]: bad kind ${kind}`);
    if (kind === StackKind.Spell) {
      const id = m[r + StackField.Source] & 0xffff;
      if (m[r + StackField.Source] >>> 16 !== m[g.incarnations + id])
        throw new Error(`stack[${i}]: spell's reference is stale`);
      if (id < 0 || id >= g.n) throw new Error(`stack[${i}]: spell of bad object ${id}`);
      if (m[g.zones + id] !== Zone.Stack) throw new Error(`stack[${i}]: spell ${id} is in zone ${m[g.zones + id]}`);
      if (seen[id] !== 0) throw new Error(`stack[${i}]: spell ${id} is in two places`);
      seen[id] = 1;
      spells++;
    }
  }
  for (let i = k; i < MAX_STACK; i++) if (m[g.stack + 1 + i] !== 0) throw new Error(`stack: stale slot ${i}`);
  // A permanent spell whose batch is paused (a Copy choice as it comes into play) is on its way from the
  // stack: its record is gone, its Move event names it.
  for (let e = 0; e < m[g.eventCount]; e++) {
    const b = g.events + e * EV_SIZE;
    const id = m[b + 1] & 0xffff;
    if (m[b] === EventKind.Move && m[b + 1] >= 0 && m[g.zones + id] === Zone.Stack && seen[id] === 0) {
      seen[id] = 1;
      spells++;
    }
  }
  // A stack item's list of targets lives in continuation records chained from its List field.
  for (let i = 0; i < k; i++) {
    const rec = m[g.stack + 1 + i];
    let n = 0;
    for (
      let part = m[g.stackRecords + rec * StackField.SIZE + StackField.List] - 1;
      part >= 0;
      part = m[g.stackRecords + part * StackField.SIZE + 2] - 1
    ) {
      if (inList[part] || m[g.stackRecords + part * StackField.SIZE + 1] !== 5 /* StackKind.ListPart */)
        throw new Error(`stack[${i}]: list part ${part} is not a free-standing list part`);
      inList[part] = 1;
      n += m[g.stackRecords + part * StackField.SIZE + 3];
    }
    if (n !== m[g.stackRecords + rec * StackField.SIZE + StackField.ListN])
      throw new Error(
        `stack[${i}]: its list parts hold ${n} targets, ListN says ${m[g.stackRecords + rec * StackField.SIZE + StackField.ListN]}`,
      );
  }
  for (let rec = 0; rec < MAX_STACK; rec++) {
    if (inList[rec]) continue;
    for (let f = 0; f < StackField.SIZE; f++) {
      if (m[g.stackRecords + rec * StackField.SIZE + f] !== 0)
        throw new Error(
          `stack record ${rec} is not in the stack but field ${f} is ${m[g.stackRecords + rec * StackField.SIZE + f]}`,
        );
    }
  }

  // Every object: in exactly the list its zone says; cards never cease to exist; no negative counts.
  let alive = 0;
  for (let id = 0; id < g.n; id++) {
    const z = m[g.zones + id];
    if (z === Zone.None) {
      if (id < g.nCards) throw new Error(`card ${id} is in no zone`);
      if (seen[id] !== 0) throw new Error(`object ${id} has zone None but is listed`);
      continue;
    }
    alive++;
    if (seen[id] === 0) throw new Error(`object ${id} (zone ${z}) is in no list`);
    const owner = m[g.owners + id];
    const ctrl = m[g.controllers + id];
    if (owner !== 0 && owner !== 1) throw new Error(`object ${id}: owner ${owner}`);
    if (ctrl !== 0 && ctrl !== 1) throw new Error(`object ${id}: controller ${ctrl}`);
    if (id < g.nCards && owner !== (id < g.nA ? 0 : 1)) throw new Error(`card ${id}: owner changed to ${owner}`);
    if (m[g.markedDamage + id] < 0) throw new Error(`object ${id}: damage ${m[g.markedDamage + id]}`);
    if (m[g.plusOneCounters + id] < 0 || m[g.minusOneCounters + id] < 0)
      throw new Error(`object ${id}: counters ${m[g.plusOneCounters + id]}/${m[g.minusOneCounters + id]}`);
  }
  if (listed + spells !== alive)
    throw new Error(`lists hold ${listed} + ${spells} on the stack, but ${alive} objects exist`);
  if (alive < g.nCards) throw new Error(`${alive} objects for ${g.nCards} cards`);

  for (let p = 0; p < 2; p++) {
    const b = g.players + p * PlayerSlot.SIZE;
    for (let f = PlayerSlot.ManaW; f <= PlayerSlot.ManaC; f++)
      if (m[b + f] < 0) throw new Error(`player ${p}: mana ${f - PlayerSlot.ManaW} is ${m[b + f]}`);
    if (m[b + PlayerSlot.Poison] < 0) throw new Error(`player ${p}: poison ${m[b + PlayerSlot.Poison]}`);
    if (m[b + PlayerSlot.LandsPlayed] < 0)
      throw new Error(`player ${p}: lands played ${m[b + PlayerSlot.LandsPlayed]}`);
    if (m[b + PlayerSlot.Mulligans] < 0) throw new Error(`player ${p}: mulligans ${m[b + PlayerSlot.Mulligans]}`);
  }
  const MAX_TRIGGERS = g.caps.triggers;
  const MAX_ASSIGN = g.caps.assign;
  const MAX_EFFECTS = g.caps.effects;
  const tn = m[Global.TrigN];
  if (tn < 0 || tn > MAX_TRIGGERS) throw new Error(`pending triggers ${tn}`);
  for (let i = tn * TriggerField.SIZE; i < MAX_TRIGGERS * TriggerField.SIZE; i++)
    if (m[g.pendingTriggers + i] !== 0) throw new Error(`stale trigger slot ${i}`);
  const an = m[Global.AssignN];
  if (an < 0 || an > MAX_ASSIGN) throw new Error(`damage assignments ${an}`);
  for (let i = an * AssignField.SIZE; i < MAX_ASSIGN * AssignField.SIZE; i++)
    if (m[g.damageAssignments + i] !== 0) throw new Error(`stale assignment slot ${i}`);
  const en = m[Global.EffN];
  if (en < 0 || en > MAX_EFFECTS) throw new Error(`continuous effects ${en}`);
  for (let i = en * EffectField.SIZE; i < MAX_EFFECTS * EffectField.SIZE; i++)
    if (m[g.effects + i] !== 0) throw new Error(`stale effect slot ${i}`);
  if (
    m[g.eventCount] !== 0 &&
    m[Global.DKind] !== Decision.Replace &&
    m[Global.DKind] !== Decision.Copy &&
    m[Global.DKind] !== Decision.Enchant &&
    m[Global.DKind] !== Decision.Color &&
    m[Global.DKind] !== Decision.Name &&
    m[Global.DKind] !== Decision.RevealFromHand &&
    m[Global.DKind] !== Decision.ShieldFirst &&
    m[Global.DKind] !== Decision.ReplaceMode &&
    m[Global.DKind] !== Decision.Redirect &&
    m[Global.DKind] !== Decision.Order &&
    m[Global.DKind] !== Decision.TimestampOrder &&
    m[Global.DKind] !== Decision.OddOrEven &&
    // a creature type chosen as a permanent comes into play (Door of Destinies), not as an effect resolves
    !(m[Global.DKind] === Decision.CreatureType && m[Global.DAux] === CREATURE_TYPE_ON_ENTRY)
  )
    throw new Error(`${m[g.eventCount]} events left unflushed at a decision`);
  const turn = m[Global.Turn];
  if (turn < 1 || turn > MAX_TURNS) throw new Error(`turn ${turn}`);
  if (m[Global.Active] !== 0 && m[Global.Active] !== 1) throw new Error(`active player ${m[Global.Active]}`);

  // The characteristics cache, when marked clean, equals a fresh computation (on a scratch copy, so
  // the game's own unhashed memory is left exactly as the engine had it).
  if (m[g.cacheDirty] === 0) {
    if (!scratch || scratch.size !== g.size || scratch.cards !== g.cards)
      scratch = new Game(g.cards, g.nA, g.nCards - g.nA);
    g.cloneInto(scratch);
    scratch.m[scratch.cacheDirty] = 1;
    ensureChars(scratch);
    const cols = [
      ['power', g.cachePower],
      ['toughness', g.cacheToughness],
      ['keywords', g.cacheKeywords],
      ['types', g.cacheTypes],
      ['colors', g.cacheColors],
      ['controller', g.cacheControllers],
      ['supertypes', g.cacheSupertypes],
      ['subtypes', g.cacheSubtypes],
      ['copiable card', g.cacheCopiableCards],
      ['second keywords', g.cacheKeywords2],
      ['lost abilities', g.cacheLostAbilities],
      ['text', g.cacheTextWords],
    ] as const;
    if (m[g.grantedAbilityCount] !== scratch.m[g.grantedAbilityCount])
      throw new Error(
        `stale characteristics cache: ${m[g.grantedAbilityCount]} granted abilities, fresh ${scratch.m[g.grantedAbilityCount]}`,
      );
    const pn = m[g.inPlay];
    for (let i = 0; i < pn; i++) {
      const id = m[g.inPlay + 1 + i];
      for (const [name, off] of cols) {
        if (m[off + id] !== scratch.m[off + id])
          throw new Error(
            `stale characteristics cache: ${name} of ${id} is ${m[off + id]}, fresh ${scratch.m[off + id]}`,
          );
      }
    }
    // The per-controller lists derived from the cache (own-lists.ts), where built, equal fresh ones.
    const built = m[g.listsBuilt];
    for (let p = 0; p < 2; p++) {
      const lists = [
        [1 << p, manaSourceList, 2],
        [4, activatedList, 1],
      ] as const;
      // The creature list (own-lists.ts), where built with room: p's creatures in in-play order, by the fresh cache.
      if ((built & 24) === 8) {
        const at = creatureList(g, p);
        const sm = scratch.m;
        const listed = [...m.subarray(at, at + creatureCount(g, p))].join(',');
        const fresh = [...m.subarray(g.inPlay + 1, g.inPlay + 1 + m[g.inPlay])]
          .filter((id) => (sm[g.cacheTypes + id] & 2) !== 0 && sm[g.cacheControllers + id] === p)
          .join(',');
        if (listed !== fresh) throw new Error(`stale creatureList of player ${p}: ${listed}, fresh ${fresh}`);
      }
      for (const [bit, list, width] of lists) {
        if ((built & bit) === 0) continue;
        const at = list(scratch, p);
        for (let i = 0; i <= m[at] * width; i++) {
          if (m[at + i] !== scratch.m[at + i])
            throw new Error(`stale ${list.name} of player ${p}: word ${i} is ${m[at + i]}, fresh ${scratch.m[at + i]}`);
        }
      }
    }
  }

  // The counts of in-play permanents by ability kind (scans are skipped when a count is 0).
  // A copy (layer 1) counts the kinds of the card it copies.
  const KIND_BITS = 31; // bit 31's slot counts cards in graveyards (below)
  const kinds = new Array<number>(KIND_BITS).fill(0);
  for (let i = 0; i < m[g.inPlay]; i++) {
    const id = m[g.inPlay + 1 + i];
    let card = m[g.cardIds + id];
    const r0 = (m[g.incarnations + id] << 16) | id;
    for (let e = 0; e < m[Global.EffN]; e++)
      if (
        m[g.effects + e * EffectField.SIZE + EffectField.What] === ContinuousEffect.Copy &&
        m[g.effects + e * EffectField.SIZE + EffectField.Obj] === r0
      )
        card = m[g.effects + e * EffectField.SIZE + EffectField.A];
    const k = g.cards[card].kinds;
    for (let b = 0; b < KIND_BITS; b++) if (k & (1 << b)) kinds[b]++;
  }
  for (let b = 0; b < KIND_BITS; b++)
    if (m[g.abilityKindCounts + b] !== kinds[b])
      throw new Error(`in-play ability kind ${b}: count ${m[g.abilityKindCounts + b]}, actual ${kinds[b]}`);
  // Cards in graveyards whose triggered abilities work there (Squee) are counted in slot 31.
  let inGy = 0;
  for (let p = 0; p < 2; p++) {
    const b = zoneListBase(g, Zone.Graveyard, p);
    for (let i = 0; i < m[b]; i++) if (g.cards[m[g.cardIds + m[b + 1 + i]]].kinds & AbilityKind.FromGraveyard) inGy++;
  }
  if (m[g.abilityKindCounts + 31] !== inGy)
    throw new Error(`graveyard trigger count ${m[g.abilityKindCounts + 31]}, actual ${inGy}`);
  let tapped = 0;
  for (let i = 0; i < m[g.inPlay]; i++) {
    const id = m[g.inPlay + 1 + i];
    if (m[g.flags + id] & Flag.Tapped) tapped++;
  }
  if (m[g.tappedCount] !== tapped) throw new Error(`tapped count: ${m[g.tappedCount]}, actual ${tapped}`);
  if (m[g.anyDamageMarked] === 0)
    for (let i = 0; i < m[g.inPlay]; i++)
      if (m[g.markedDamage + m[g.inPlay + 1 + i]] !== 0)
        throw new Error('damage marked while the any-damage flag is clear');

  // (g) the priority cache: what each player's listing would be now, on a copy with the caches as
  // they are and on one with them cleared (a write that missed the version would leave a stale one).
  for (let p = 0; p < 2; p++) {
    const at = (sorcery: boolean) => g.priorityCache + (p * 2 + (sorcery ? 1 : 0)) * PRIO_CACHE;
    const sorcery = sorceryTiming(g, p);
    const cached = (c: number) => m[c] === m[Global.Version] && m[c + 1] > 0;
    if (!cached(at(sorcery)) && (sorcery || !cached(at(true)))) continue;
    if (!scratch || scratch.size !== g.size || scratch.cards !== g.cards)
      scratch = new Game(g.cards, g.nA, g.nCards - g.nA);
    g.cloneInto(scratch);
    const n = priorityOptions(scratch, p);
    const fromCache = Array.from(scratch.m.subarray(scratch.options, scratch.options + n));
    g.cloneInto(scratch);
    scratch.m.fill(0, scratch.priorityCache, scratch.priorityCache + 4 * PRIO_CACHE);
    const k = priorityOptions(scratch, p);
    const fresh = Array.from(scratch.m.subarray(scratch.options, scratch.options + k));
    if (fromCache.join() !== fresh.join())
      throw new Error(`stale priority cache of player ${p}: [${fromCache.join()}], fresh [${fresh.join()}]`);
  }
}

/** Index of the first difference of two games' memory, or -1. */
/** The first word in use (what cloneInto copies: state-words.ts) where two games differ, or -1 (-2: other sizes). */
function firstDiff(a: Game, b: Game): number {
  const x = a.m;
  const y = b.m;
  if (x.length !== y.length) return -2;
  for (const [at, n] of liveRanges(a)) for (let i = at; i < at + n; i++) if (x[i] !== y[i]) return i;
  return -1;
}

// ---- Driving one game ----

interface Spec {
  deckA: number;
  deckB: number;
  first: number;
  seed: number;
  game: number;
}
interface Played {
  g: Game;
  decisions: number;
  actions: number[] | null;
  clones: number;
  checks: number;
}

const legal = new Int32Array(MAX_OPTIONS);
const kinds = new Array<number>(DECISION_NAMES.length).fill(0);

function options(s: Spec) {
  return { seed: s.seed, firstPlayer: s.first, maxTurns: MAX_TURNS };
}

/**
 * Plays one game. With `checks`, verifies the invariants every CHECK_EVERY decisions and at the end,
 * and at a seeded decision clones the game and drives the clone with the same choices.
 */
function play(s: Spec, checks: boolean, record: boolean): Played {
  const g = newGame(pool.cards, ids[s.deckA], ids[s.deckB], options(s));
  const agents: Agent[] = [makeAgent('random', mix(s.seed, 1)), makeAgent('random', mix(s.seed, 2))];
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
  const actions: number[] | null = record ? [] : null;
  const choose = seedrandom.xor128(`clone:${s.seed}`);
  // Clone points: a seeded gap of 0..63 decisions before each; every new clone first checks that the
  // previous one, driven with the same choices, still equals the original in every word.
  let cloneAt = checks ? Math.floor(choose() * 64) : -1;
  const offset = Math.floor(choose() * CHECK_EVERY);
  let clone: Game | null = null;
  let nClones = 0;
  let nChecks = 0;
  let decisions = 0;
  if (checks) {
    checkInvariants(g);
    nChecks++;
  }
  while (!isOver(g)) {
    if (decisions === cloneAt) {
      if (clone) {
        const d = firstDiff(g, clone);
        if (d !== -1)
          throw new Error(
            `clone ${nClones} diverged by decision ${decisions}: m[${d}] = ${clone.m[d]}, original ${g.m[d]}`,
          );
      }
      cloneAt += 1 + Math.floor(choose() * 64);
      // (f) clone into a fresh game: a bare new Game, or a differently seeded blank game to overwrite.
      clone =
        (s.game + nClones++) % 2 === 0
          ? new Game(pool.cards, ids[s.deckA].length, ids[s.deckB].length)
          : blankGame(pool.cards, ids[s.deckA], ids[s.deckB], {
              seed: s.seed ^ 0x5a5a,
              firstPlayer: 1 - s.first,
              maxTurns: 7,
            });
      g.cloneInto(clone);
      const d = firstDiff(g, clone);
      if (d !== -1) throw new Error(`clone differs from the original at m[${d}]`);
      if (stateHash(clone) !== stateHash(g)) throw new Error('clone hash differs');
    }
    if (++decisions > DECISION_CAP)
      throw new Error(`no end after ${DECISION_CAP} decisions (turn ${g.m[Global.Turn]})`);
    const p = decisionPlayer(g);
    const n = legalActions(g, legal);
    if (p !== 0 && p !== 1) throw new Error(`decision player ${p}`);
    if (n < 2 || n > MAX_OPTIONS) throw new Error(`pending decision ${decisionKind(g)} has ${n} options`);
    if (checks) kinds[decisionKind(g)]++;
    const a = agents[p].act(views[p], legal, n);
    if (a < 0 || a >= n) throw new Error(`agent chose ${a} of ${n}`);
    if (actions) actions.push(a);
    if (clone) {
      if (decisionKind(clone) !== decisionKind(g) || decisionPlayer(clone) !== p || optionCount(clone) !== n) {
        throw new Error(
          `clone diverged before decision ${decisions}: kind ${decisionKind(clone)}/${decisionKind(g)}, options ${optionCount(clone)}/${n}`,
        );
      }
      apply(clone, a);
    }
    apply(g, a);
    if (clone && checks && (decisions + offset) % CHECK_EVERY === 0 && stateHash(clone) !== stateHash(g)) {
      throw new Error(`clone hash diverged after decision ${decisions}`);
    }
    if (checks && (decisions + offset) % CHECK_EVERY === 0) {
      checkInvariants(g);
      nChecks++;
    }
  }
  if (checks) {
    checkInvariants(g);
    nChecks++;
    const w = winner(g);
    if (w !== 0 && w !== 1 && w !== 2) throw new Error(`over, but winner is ${w}`);
    if (endReason(g) === 0) throw new Error('over, but no end reason');
    if (decisionKind(g) !== Decision.None || optionCount(g) !== 0) throw new Error('over, but a decision is pending');
  }
  if (clone) {
    if (!isOver(clone)) throw new Error('the clone is not over when the original is');
    const d = firstDiff(g, clone);
    if (d !== -1) throw new Error(`the clone ended differently: m[${d}] = ${clone.m[d]}, original ${g.m[d]}`);
  }
  return { g, decisions, actions, clones: nClones, checks: nChecks };
}

// ---- The runs ----

/** Games kept to replay later (e), after every other game has run in this process. */
const sampled: { s: Spec; where: string; actions: number[]; hash: string; mem: Int32Array }[] = [];
const totals = {
  games: 0,
  decisions: 0,
  ms: 0,
  clones: 0,
  clonedGames: 0,
  replays: 0,
  replayMs: 0,
  checks: 0,
  over: { life: 0, library: 0, turns: 0, other: 0 },
};

afterAll(() => {
  const checked = (totals.games / totals.ms) * 1000;
  const plain = (totals.replays / totals.replayMs) * 1000;
  console.log(
    `property: ${totals.games} games, ${totals.decisions} decisions, ${totals.checks} invariant checks, ` +
      `${totals.clones} clone round trips in ${totals.clonedGames} games, ${totals.replays} replays; ` +
      `${((totals.ms + totals.replayMs) / 1000).toFixed(1)} s: ${checked.toFixed(0)} games/sec with checks and clones, ` +
      `${plain.toFixed(0)} games/sec plain (replays); ends ${JSON.stringify(totals.over)}; ` +
      `decisions by kind ${DECISION_NAMES.map((k, i) => `${k}=${kinds[i]}`)
        .filter((_, i) => kinds[i] > 0)
        .join(' ')}`,
  );
});

/** Plays `games` games of deck a against deck b in each seat order, checking the invariants. */
function playConfig(a: number, b: number, first0: number, games: number): void {
  const failures: string[] = [];
  const t0 = performance.now();
  for (let first = 0; first < 2; first++) {
    for (let i = 0; i < games; i++) {
      const game = first0 + first * games + i;
      const s: Spec = { deckA: a, deckB: b, first, seed: mix(SEED_BASE, game), game };
      const where = `${ALL[a]} vs ${ALL[b]}, first player ${first}, seed ${s.seed}`;
      const replay = i % REPLAY_EVERY === 0;
      let r: Played;
      try {
        r = play(s, true, replay);
      } catch (e) {
        if (failures.length < MAX_FAILURES) failures.push(`${where}: ${(e as Error).stack ?? e}`);
        continue;
      }
      totals.games++;
      totals.decisions += r.decisions;
      totals.checks += r.checks;
      totals.clones += r.clones;
      if (r.clones > 0) totals.clonedGames++;
      const reason = endReason(r.g);
      if (reason === 1) totals.over.life++;
      else if (reason === 2) totals.over.library++;
      else if (reason === 5) totals.over.turns++;
      else totals.over.other++;
      if (replay) sampled.push({ s, where, actions: r.actions!, hash: stateHash(r.g), mem: r.g.m.slice() });
    }
  }
  totals.ms += performance.now() - t0;
  expect(failures).toEqual([]);
}

describe('random playouts (random vs random, max 50 turns)', () => {
  for (let a = 0; a < DECKS.length; a++) {
    for (let b = 0; b < DECKS.length; b++) {
      test(`${DECKS[a]} vs ${DECKS[b]}, both seat orders`, () =>
        playConfig(a, b, (a * DECKS.length + b) * 2 * GAMES_PER_CONFIG, GAMES_PER_CONFIG));
    }
  }
  for (let k = 0; k < MORE.length; k++) {
    const a = DECKS.length + k;
    const b = DECKS.length + ((k + 1) % MORE.length);
    const base = 2 * DECKS.length * DECKS.length * GAMES_PER_CONFIG + 4 * k * MORE_GAMES_PER_CONFIG;
    test(`${ALL[a]} vs itself and vs ${ALL[b]}, both seat orders`, () => {
      playConfig(a, a, base, MORE_GAMES_PER_CONFIG);
      playConfig(a, b, base + 2 * MORE_GAMES_PER_CONFIG, MORE_GAMES_PER_CONFIG);
    });
  }

  test('the same seed gives the same game, replayed after all the others (latest first)', () => {
    const failures: string[] = [];
    const t1 = performance.now();
    for (let i = sampled.length - 1; i >= 0; i--) {
      const { s, where, actions, hash, mem } = sampled[i];
      try {
        const again = play(s, false, true);
        totals.replays++;
        const a = again.actions!;
        const at = a.findIndex((x, k) => x !== actions[k]);
        if (a.length !== actions.length || at >= 0)
          failures.push(`${where}: replay took other actions (from decision ${at})`);
        else if (stateHash(again.g) !== hash)
          failures.push(`${where}: replay ended with hash ${stateHash(again.g)}, first ${hash}`);
        else {
          const d = again.g.m.findIndex((x, k) => x !== mem[k]);
          if (d >= 0) failures.push(`${where}: replay ended with other memory at m[${d}]`);
        }
      } catch (e) {
        failures.push(`${where}: replay threw ${(e as Error).stack ?? e}`);
      }
    }
    totals.replayMs += performance.now() - t1;
    expect(failures.slice(0, MAX_FAILURES)).toEqual([]);
  });

  test('enough games were played, cloned mid-game and replayed', () => {
    expect(totals.games).toBeGreaterThanOrEqual(Math.min(2000, 32 * GAMES_PER_CONFIG));
    expect(totals.clonedGames).toBeGreaterThan(totals.games * 0.9);
    expect(totals.clones).toBeGreaterThan(totals.games * 2);
    expect(totals.replays).toBeGreaterThanOrEqual(totals.games / REPLAY_EVERY);
  });
});

describe('the invariant checker itself', () => {
  // A mid-game state to break in known ways; each break must be caught.
  function midGame(): Game {
    const s: Spec = { deckA: 0, deckB: 3, first: 0, seed: 12345, game: 0 };
    const g = newGame(pool.cards, ids[0], ids[3], options(s));
    const agents = [makeAgent('random', 1), makeAgent('random', 2)];
    const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
    for (let i = 0; i < 60 && !isOver(g); i++) {
      const p = decisionPlayer(g);
      apply(g, agents[p].act(views[p], legal, legalActions(g, legal)));
    }
    expect(isOver(g)).toBe(false);
    expect(g.m[g.inPlay]).toBeGreaterThan(0);
    checkInvariants(g);
    return g;
  }
  const hand0 = (g: Game) => g.hand0;

  test('accepts a sound state and rejects broken ones', () => {
    const g = midGame();
    const breaks: [string, (b: Game) => void][] = [
      [
        'stale priority cache',
        (b) => {
          const p = b.m[Global.Prio];
          const c = b.priorityCache + (p * 2 + (sorceryTiming(b, p) ? 1 : 0)) * PRIO_CACHE;
          b.m[c] = b.m[Global.Version];
          b.m[c + 1] = 2;
          b.m[c + 2] = 0x7fffffff; // one option no fresh listing has
        },
      ],
      [
        'zpos off by one',
        (b) => {
          put(b, b.zonePositions + b.m[hand0(b) + 1], 5);
        },
      ],
      [
        'card listed twice',
        (b) => {
          const h = hand0(b);
          put(b, h + 1, b.m[h + 2]);
        },
      ],
      [
        'card in no list',
        (b) => {
          const h = hand0(b);
          const n = b.m[h];
          put(b, h + n, 0);
          put(b, h, n - 1);
        },
      ],
      [
        'negative damage',
        (b) => {
          put(b, b.markedDamage + 0, -1);
        },
      ],
      [
        'negative mana',
        (b) => {
          put(b, b.players + PlayerSlot.ManaG, -2);
        },
      ],
      [
        'stale list slot',
        (b) => {
          const h = hand0(b);
          put(b, h + 1 + b.m[h] + 3, 7);
        },
      ],
      [
        'wrong zone column',
        (b) => {
          put(b, b.zones + b.m[hand0(b) + 1], Zone.Graveyard);
        },
      ],
      [
        'stale characteristics cache',
        (b) => {
          ensureChars(b);
          b.m[b.cachePower + b.m[b.inPlay + 1]] += 5;
        },
      ],
      [
        'stale mana source list',
        (b) => {
          const at = manaSourceList(b, 0);
          b.m[at] += 1;
        },
      ],
    ];
    for (const [what, breakIt] of breaks) {
      const b = new Game(pool.cards, ids[0].length, ids[3].length);
      g.cloneInto(b);
      checkInvariants(b);
      breakIt(b);
      expect(() => checkInvariants(b), what).toThrow();
    }
  });
});
