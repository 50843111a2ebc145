// Property test of legal attacks and blocks (500-502): thousands of random games between two decks of
// creatures with combat words, and every attack and block declaration the engine accepted is checked
// against an independent brute-force checker written here: every subset of the possible attackers, and
// every assignment of the possible blockers, on boards small enough to enumerate. A declaration is
// legal when it obeys every restriction and at least as many requirements as the most that creatures
// taking only requirement-obeying options could obey without breaking a restriction (500.4-500.5).
import seedrandom from 'seedrandom';
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import {
  apply,
  Decision,
  decisionKind,
  type Game,
  isOver,
  newGame,
  optionCount,
  setStepPause,
} from '../src/engine/api/game.js';
import {
  activePlayer,
  blockCost,
  blockedAttackers,
  cardOf,
  colorsOf,
  combatStage,
  controllerOf,
  currentStep,
  isAttacking,
  isBlocking,
  isSick,
  isTapped,
  keywords2Of,
  keywordsOf,
  nameOf,
  typesOf,
  Zone,
  zoneObjects,
  zoneOf,
  COMBAT_WORDS,
  KEYWORDS,
  Step,
} from '../src/engine/api/observe.js';
import { deckIds } from '../src/harness/play-game.js';

const GAMES = Number(process.env.COMBAT_PROPERTY_GAMES ?? 1500);
const pool = loadPool();

// Keyword bits looked up by name, so the checker doesn't share the engine's enums.
const kw = (name: string) => 1 << KEYWORDS.indexOf(name as never);
const cw = (name: string) => 1 << COMBAT_WORDS.indexOf(name as never);
const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

const many = (n: number, name: string) => Array.from({ length: n }, () => name);
const DECK_A = [
  ...many(3, 'Mogg Flunkies'),
  ...many(2, 'Bloodrock Cyclops'),
  ...many(2, 'Juggernaut'),
  ...many(2, 'Viashino Runner'),
  ...many(2, 'Stalking Tiger'),
  ...many(2, 'Goblin Piker'),
  ...many(2, 'Prized Unicorn'),
  ...many(2, 'Silent Arbiter'),
  ...many(2, 'Dryad Sophisticate'),
  ...many(2, 'Livonya Silone'),
  ...many(2, 'Crash of Rhinos'),
  ...many(2, 'Tel-Jilad Chosen'),
  ...many(2, 'Mtenda Herder'),
  ...many(2, 'Elven Riders'),
  'Rhox',
  'Stampeding Wildebeests',
  'Dragon Whelp',
  ...many(2, 'Lure'),
  ...many(2, 'War Cadence'),
  ...many(7, 'Mountain'),
  ...many(6, 'Forest'),
  ...many(2, 'Snow-Covered Forest'),
  ...many(2, 'Plains'),
  'Mikokoro, Center of the Sea',
];
const DECK_B = [
  ...many(2, 'Dauthi Slayer'),
  ...many(2, 'Soltari Priest'),
  ...many(2, 'Legions of Lim-Dûl'),
  ...many(2, 'Cloud Sprite'),
  ...many(2, 'White Knight'),
  ...many(2, 'Beloved Chaplain'),
  ...many(2, 'Wall of Wood'),
  ...many(2, 'Giant Spider'),
  ...many(2, 'Phantom Warrior'),
  ...many(2, 'Watchdog'),
  ...many(2, 'Spineless Thug'),
  ...many(2, 'Caravan Hurda'),
  ...many(2, 'Wild Griffin'),
  ...many(2, 'Grizzly Bears'),
  ...many(2, 'Sea Monster'),
  ...many(2, 'Windborn Muse'),
  ...many(2, 'Palace Guard'),
  ...many(2, 'High Ground'),
  ...many(6, 'Swamp'),
  ...many(2, 'Snow-Covered Swamp'),
  ...many(5, 'Plains'),
  ...many(3, 'Island'),
  ...many(2, 'Forest'),
];

interface Creature {
  id: number;
  kw: number;
  cw: number;
  colors: number;
  types: number;
  wall: boolean;
}
// tax: the cost per creature to attack or block (-1: none; 500.2-500.3), budget: the mana to pay it
// with (untapped lands: these decks have no other mana sources), payer: who pays.
// extraBlocks: the High Grounds of the defending player (each lets every creature of theirs block one more).
interface Snapshot {
  active: number;
  candidates: Creature[];
  attackers: Creature[];
  maxCount: number;
  lands: number;
  tax: number;
  budget: number;
  payer: number;
  extraBlocks?: number;
}

function creature(g: Game, id: number): Creature {
  return {
    id,
    kw: keywordsOf(g, id),
    cw: keywords2Of(g, id),
    colors: colorsOf(g, id),
    types: typesOf(g, id),
    wall: cardOf(g, id).subtypes.includes('Wall'),
  };
}

/** "No more than one creature can attack/block each combat": Silent Arbiter, found by name. */
function maxCount(g: Game): number {
  return zoneObjects(g, Zone.InPlay, 0).some((id) => nameOf(g, id) === 'Silent Arbiter') ? 1 : 99;
}

/** The defending player's lands as landwalk sees them: basic type, snow type, nonbasic, legendary. */
function landBits(g: Game, p: number): number {
  let m = 0;
  for (const id of zoneObjects(g, Zone.InPlay, 0)) {
    const c = cardOf(g, id);
    if ((typesOf(g, id) & 16) === 0 || controllerOf(g, id) !== p) continue;
    BASICS.forEach((b, i) => {
      if (c.subtypes.includes(b)) {
        m |= 1 << i;
        if ((c.supers & 4) !== 0) m |= 1 << (5 + i);
      }
    });
    if ((c.supers & 1) === 0) m |= 1 << 10;
    if ((c.supers & 2) !== 0) m |= 1 << 11;
  }
  return m;
}

const untappedLands = (g: Game, p: number) =>
  zoneObjects(g, Zone.InPlay, 0).filter(
    (id) => (typesOf(g, id) & 16) !== 0 && controllerOf(g, id) === p && !isTapped(g, id),
  ).length;

/** Windborn Muse, found by name: {2} for each creature attacking its controller. */
function attackTax(g: Game, def: number): number {
  const n = zoneObjects(g, Zone.InPlay, 0).filter(
    (id) => nameOf(g, id) === 'Windborn Muse' && controllerOf(g, id) === def,
  ).length;
  return n === 0 ? -1 : 2 * n;
}

function attackSnapshot(g: Game): Snapshot {
  const ap = activePlayer(g);
  const island = (landBits(g, 1 - ap) & 2) !== 0;
  const candidates = zoneObjects(g, Zone.InPlay, 0)
    .filter(
      (id) =>
        (typesOf(g, id) & 2) !== 0 &&
        controllerOf(g, id) === ap &&
        !isTapped(g, id) &&
        !isSick(g, id) &&
        (keywordsOf(g, id) & kw('defender')) === 0 &&
        (keywords2Of(g, id) & cw("can't attack")) === 0 &&
        (island || (keywords2Of(g, id) & cw("can't attack unless defending player controls an Island")) === 0),
    )
    .map((id) => creature(g, id));
  return {
    active: ap,
    candidates,
    attackers: [],
    maxCount: maxCount(g),
    lands: 0,
    tax: attackTax(g, 1 - ap),
    budget: untappedLands(g, ap),
    payer: ap,
  };
}

function blockSnapshot(g: Game): Snapshot {
  const ap = activePlayer(g);
  const candidates = zoneObjects(g, Zone.InPlay, 0)
    .filter(
      (id) =>
        (typesOf(g, id) & 2) !== 0 &&
        controllerOf(g, id) === 1 - ap &&
        !isTapped(g, id) &&
        (keywords2Of(g, id) & cw("can't block")) === 0,
    )
    .map((id) => creature(g, id));
  const attackers = zoneObjects(g, Zone.InPlay, 0)
    .filter((id) => isAttacking(g, id))
    .map((id) => creature(g, id));
  // War Cadence's X is the state's fact: the engine's total of the rows (the legality is checked here).
  const extraBlocks = zoneObjects(g, Zone.InPlay, 0).filter(
    (id) => nameOf(g, id) === 'High Ground' && controllerOf(g, id) === 1 - ap,
  ).length;
  return {
    active: ap,
    candidates,
    attackers,
    maxCount: maxCount(g),
    lands: landBits(g, 1 - ap),
    tax: blockCost(g),
    budget: untappedLands(g, 1 - ap),
    payer: 1 - ap,
    extraBlocks,
  };
}

/** May blocker b block attacker a, by 501-502 read afresh? */
function mayBlockPair(b: Creature, a: Creature, lands: number): boolean {
  if ((a.cw & cw('unblockable')) !== 0) return false;
  if ((a.kw & kw('flying')) !== 0 && (b.kw & (kw('flying') | kw('reach'))) === 0) return false;
  if (((a.cw & cw('shadow')) !== 0) !== ((b.cw & cw('shadow')) !== 0)) return false;
  if ((b.cw & cw('can block only creatures with flying')) !== 0 && (a.kw & kw('flying')) === 0) return false;
  if ((a.kw & kw('fear')) !== 0 && (b.types & 1) === 0 && (b.colors & 4) === 0) return false;
  if ((a.cw & cw("can't be blocked by Walls")) !== 0 && b.wall) return false;
  if (
    (a.cw & cw("can't be blocked except by Walls and/or creatures with flying")) !== 0 &&
    !b.wall &&
    (b.kw & kw('flying')) === 0
  )
    return false;
  const colorNames = ['white', 'blue', 'black', 'red', 'green'];
  for (let c = 0; c < 5; c++)
    if ((b.colors & (1 << c)) !== 0 && (a.kw & kw(`protection from ${colorNames[c]}`)) !== 0) return false;
  if ((a.cw & cw('protection from artifacts')) !== 0 && (b.types & 1) !== 0) return false;
  if ((a.cw & cw('protection from creatures')) !== 0) return false;
  for (let i = 0; i < 5; i++) {
    const name = BASICS[i].toLowerCase() + 'walk';
    if ((a.kw & kw(name)) !== 0 && (lands & (1 << i)) !== 0) return false;
    if ((a.cw & cw(`snow ${name}`)) !== 0 && (lands & (1 << (5 + i))) !== 0) return false;
  }
  if ((a.cw & cw('nonbasic landwalk')) !== 0 && (lands & (1 << 10)) !== 0) return false;
  return !((a.cw & cw('legendary landwalk')) !== 0 && (lands & (1 << 11)) !== 0);
}

/** Attacks: every subset of the candidates. Returns why `declared` is illegal, or ''. */
function checkAttack(s: Snapshot, declared: number[]): string {
  const n = s.candidates.length;
  if (declared.some((id) => !s.candidates.some((c) => c.id === id)))
    return `attacker not among the candidates: ${declared}`;
  const legal = (set: Creature[]) =>
    set.length <= s.maxCount &&
    !(set.some((c) => (c.cw & cw("can't attack alone")) !== 0) && set.length < 2) &&
    (s.tax <= 0 || set.length * s.tax <= s.budget);
  // 500.2: creatures with a cost to attack are exempt from requirements.
  const reqs = (set: Creature[]) =>
    s.tax >= 0 ? 0 : set.filter((c) => (c.cw & cw('attacks each turn if able')) !== 0).length;
  let need = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    const set = s.candidates.filter((_, i) => (mask & (1 << i)) !== 0);
    // 500.5: only requirement-obeying options
    if (set.some((c) => (c.cw & cw('attacks each turn if able')) === 0)) continue;
    if (legal(set)) need = Math.max(need, reqs(set));
  }
  const set = s.candidates.filter((c) => declared.includes(c.id));
  if (!legal(set)) return `attack [${declared}] breaks a restriction`;
  if (reqs(set) < need) return `attack [${declared}] obeys ${reqs(set)} requirements, ${need} could be`;
  return '';
}

/** The subsets of `xs` of 1 to `max` elements. */
function subsets(xs: number[], max: number): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << xs.length; mask++) {
    const set = xs.filter((_, i) => (mask & (1 << i)) !== 0);
    if (set.length <= max) out.push(set);
  }
  return out;
}

/**
 * Blocks: every assignment of each candidate blocker to nothing or to a set of attackers it may block:
 * one, or as many as "can block any number of creatures" and High Ground's "an additional creature" allow.
 */
function checkBlock(s: Snapshot, declared: Map<number, number[]>): string {
  const bs = s.candidates;
  const as = s.attackers;
  for (const b of declared.keys()) if (!bs.some((c) => c.id === b)) return `blocker ${b} not among the candidates`;
  const capacity = (b: Creature) =>
    (b.cw & cw('can block any number of creatures')) !== 0 ? as.length : 1 + (s.extraBlocks ?? 0);
  const choices = bs.map((b) => [
    [],
    ...subsets(
      as.filter((a) => mayBlockPair(b, a, s.lands)).map((a) => a.id),
      capacity(b),
    ),
  ]);
  const lure = (a: number) => as.some((x) => x.id === a && (x.cw & cw('all creatures able to block this do so')) !== 0);
  // 500.3: creatures with a cost to block are exempt from requirements. "Blocks each turn if able" asks
  // for one block; Lure asks each creature able to block it to block it.
  const reqOf = (b: Creature, set: number[]) =>
    set.length === 0 || s.tax >= 0
      ? 0
      : ((b.cw & cw('blocks each turn if able')) !== 0 ? 1 : 0) + set.filter(lure).length;
  const legal = (pick: number[][]) => {
    const count = pick.filter((set) => set.length > 0).length;
    if (count > s.maxCount) return false;
    if (s.tax > 0 && count * s.tax > s.budget) return false;
    if (bs.some((b, i) => pick[i].length > 0 && (b.cw & cw("can't block alone")) !== 0) && count < 2) return false;
    for (const a of as) {
      const k = pick.filter((set) => set.includes(a.id)).length;
      if ((a.cw & cw("can't be blocked by more than one creature")) !== 0 && k > 1) return false;
      if ((a.cw & cw("can't be blocked except by two or more creatures")) !== 0 && k === 1) return false;
    }
    return true;
  };
  const reqs = (pick: number[][]) => pick.reduce((t, set, i) => t + reqOf(bs[i], set), 0);
  let total = 1;
  for (const c of choices) total *= c.length;
  if (total > 50_000) return 'skip';
  let need = 0;
  const pick = bs.map((): number[] => []);
  const walk = (i: number, reqOnly: boolean): void => {
    if (i === bs.length) {
      if (legal(pick)) need = Math.max(need, reqs(pick));
      return;
    }
    for (const set of choices[i]) {
      if (reqOnly && set.length > 0 && reqOf(bs[i], set) === 0) continue;
      pick[i] = set;
      walk(i + 1, reqOnly);
    }
    pick[i] = [];
  };
  walk(0, true);
  const key = (set: number[]) => [...set].sort((x, y) => x - y).join(',');
  const got = bs.map((b) => declared.get(b.id) ?? []);
  for (let i = 0; i < bs.length; i++) {
    if (got[i].length > 0 && !choices[i].some((set) => key(set) === key(got[i])))
      return `${bs[i].id} may not block [${got[i]}]`;
  }
  if (!legal(got)) return `block ${JSON.stringify([...declared])} breaks a restriction`;
  if (reqs(got) < need)
    return `block ${JSON.stringify([...declared])} obeys ${reqs(got)} requirements, ${need} could be`;
  return '';
}

describe('legal attacks and blocks (500-502), checked by brute force', () => {
  test(`every declaration accepted in ${GAMES} random games is legal`, () => {
    const idsA = deckIds(pool, DECK_A);
    const idsB = deckIds(pool, DECK_B);
    const failures: string[] = [];
    let checkedAttacks = 0;
    let checkedBlocks = 0;
    let multiBlocks = 0;
    let nonEmptyBlocks = 0;
    let skipped = 0;
    let taxed = 0;
    for (let i = 0; i < GAMES && failures.length < 10; i++) {
      const g = newGame(pool.cards, i % 2 ? idsB : idsA, i % 2 ? idsA : idsB, {
        seed: 9000 + i,
        firstPlayer: i % 2,
        maxTurns: 30,
      });
      setStepPause(g, true);
      const rng = seedrandom(`combat-${i}`);
      let snap: Snapshot | null = null;
      let kind: 'attack' | 'block' | null = null;
      for (let steps = 0; steps < 20_000 && !isOver(g); steps++) {
        if (decisionKind(g) === Decision.Pause) {
          // A declaration made in the step that just ended is checked at the next step's beginning.
          if (kind === 'attack' && snap) {
            const declared = zoneObjects(g, Zone.InPlay, 0).filter((id) => isAttacking(g, id));
            const why = checkAttack(snap, declared) || paid(g, snap, declared.length);
            if (why) failures.push(`game ${i}: ${why}`);
            if (snap.tax >= 0) taxed++;
            checkedAttacks++;
          } else if (kind === 'block' && snap) {
            const declared = new Map<number, number[]>();
            for (const id of zoneObjects(g, Zone.InPlay, 0))
              if (isBlocking(g, id)) {
                declared.set(id, blockedAttackers(g, id));
                if (declared.get(id)!.length > 1) multiBlocks++;
              }
            // A blocker that left play before this check (a flanking -1/-1 killed it) can't be seen blocking: skip.
            const gone = snap.candidates.some((c) => zoneOf(g, c.id) !== Zone.InPlay);
            const why = gone ? 'skip' : checkBlock(snap, declared) || paid(g, snap, declared.size);
            if (snap.tax >= 0) taxed++;
            if (why === 'skip') skipped++;
            else {
              if (why) failures.push(`game ${i}: ${why}`);
              checkedBlocks++;
              if (declared.size > 0) nonEmptyBlocks++;
            }
          }
          snap = null;
          kind = null;
          const step = currentStep(g);
          if (step === Step.DeclareAttackers) {
            snap = attackSnapshot(g);
            kind = 'attack';
          }
          if (step === Step.DeclareBlockers && combatStage(g) === 1) {
            snap = blockSnapshot(g);
            kind = 'block';
          }
          apply(g, 0);
          continue;
        }
        apply(g, Math.floor(rng() * optionCount(g)));
      }
    }
    expect(failures).toEqual([]);
    expect(checkedAttacks).toBeGreaterThan(GAMES * 5);
    expect(nonEmptyBlocks).toBeGreaterThan(GAMES / 2);
    expect(skipped).toBeLessThan(checkedBlocks / 20);
    expect(taxed).toBeGreaterThan(GAMES / 2);
    expect(multiBlocks).toBeGreaterThan(GAMES / 20); // Palace Guard, High Ground
  }, 60_000);
});

/**
 * The cost was paid: the payer's untapped lands went down by at least the cost (nothing here untaps a land mid-turn).
 */
function paid(g: Game, s: Snapshot, count: number): string {
  if (s.tax <= 0 || count === 0) return '';
  const now = untappedLands(g, s.payer);
  return s.budget - now >= s.tax * count
    ? ''
    : `${count} creatures at {${s.tax}} each: only ${s.budget - now} lands were tapped`;
}

describe('the brute-force checker', () => {
  const plain = (id: number, cwName?: string): Creature => ({
    id,
    kw: 0,
    cw: cwName ? cw(cwName) : 0,
    colors: 0,
    types: 2,
    wall: false,
  });
  test('500.2 example: it refuses the other creature, both, and neither; it accepts the one that attacks if able', () => {
    const s: Snapshot = {
      active: 0,
      candidates: [plain(1, 'attacks each turn if able'), plain(2)],
      attackers: [],
      maxCount: 1,
      lands: 0,
      tax: -1,
      budget: 0,
      payer: 0,
    };
    expect(checkAttack(s, [2])).not.toBe('');
    expect(checkAttack(s, [1, 2])).not.toBe('');
    expect(checkAttack(s, [])).not.toBe('');
    expect(checkAttack(s, [1])).toBe('');
  });
  test('500.2 costs: with {2} each and three lands, one attacker at most, and "attacks each turn if able" asks nothing', () => {
    const s: Snapshot = {
      active: 0,
      candidates: [plain(1, 'attacks each turn if able'), plain(2)],
      attackers: [],
      maxCount: 99,
      lands: 0,
      tax: 2,
      budget: 3,
      payer: 0,
    };
    expect(checkAttack(s, [])).toBe('');
    expect(checkAttack(s, [2])).toBe('');
    expect(checkAttack(s, [1, 2])).not.toBe('');
  });
  test('500.5 example: it accepts both blockers or neither, and refuses either alone', () => {
    const s: Snapshot = {
      active: 0,
      candidates: [plain(1, 'blocks each turn if able'), plain(2)],
      attackers: [plain(9, "can't be blocked except by two or more creatures")],
      maxCount: 99,
      lands: 0,
      tax: -1,
      budget: 0,
      payer: 0,
    };
    expect(
      checkBlock(
        s,
        new Map([
          [1, [9]],
          [2, [9]],
        ]),
      ),
    ).toBe('');
    expect(checkBlock(s, new Map())).toBe('');
    expect(checkBlock(s, new Map([[1, [9]]]))).not.toBe('');
    expect(checkBlock(s, new Map([[2, [9]]]))).not.toBe('');
  });
  test('several blocks: Palace Guard blocks any number, a plain creature one, one more per High Ground; Lure asks for each', () => {
    const s: Snapshot = {
      active: 0,
      candidates: [plain(1, 'can block any number of creatures'), plain(2)],
      attackers: [plain(8), plain(9)],
      maxCount: 99,
      lands: 0,
      tax: -1,
      budget: 0,
      payer: 0,
      extraBlocks: 0,
    };
    expect(checkBlock(s, new Map([[1, [8, 9]]]))).toBe('');
    expect(checkBlock(s, new Map([[2, [8, 9]]]))).not.toBe('');
    expect(checkBlock({ ...s, extraBlocks: 1 }, new Map([[2, [8, 9]]]))).toBe('');
    const lure = 'all creatures able to block this do so';
    const lured: Snapshot = { ...s, attackers: [plain(8, lure), plain(9, lure)] };
    expect(
      checkBlock(
        lured,
        new Map([
          [1, [8, 9]],
          [2, [8]],
        ]),
      ),
    ).toBe('');
    expect(
      checkBlock(
        lured,
        new Map([
          [1, [8]],
          [2, [9]],
        ]),
      ),
    ).not.toBe('');
  });
});
