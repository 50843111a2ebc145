// Loop detection (421, loops.ts): the canonical position and its key, the 421.3 example with the rule's
// own two abilities (designer cards in fixtures/loop-cards.json: no real card of the era has them at {0}),
// the bans after a settled loop, the candidate surviving cloneInto, and the per-turn decision cap.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import { loadPool } from '../src/cards/pool.js';
import {
  apply,
  cloneGame,
  Decision,
  decisionKind,
  legalActions,
  decisionPlayer,
  endReason,
  Game,
  isOver,
  newGame,
  optionCount,
} from '../src/engine/api/game.js';
import { PlayerView, optionValue, priorityKind, priorityObject, stackSize } from '../src/engine/api/observe.js';
import { stateHash, gameLoopKind, loopCards } from '../src/engine/api/setup.js';
import { End, Opt, Zone } from '../src/engine/core/constants.js';
import { countDecision, LOOP_COUNTS, MAX_TURN_DECISIONS } from '../src/engine/actions/loops.js';
import { canonical } from '../src/engine/actions/loop-position.js';
import { moveTo } from '../src/engine/core/zones.js';
import { deckIds } from '../src/harness/play-game.js';
import { drive } from '../src/scenario/drive.js';
import { runScenario, runScenarioPaths } from '../src/scenario/run.js';
import { buildScenario } from '../src/scenario/setup.js';
import { validateScenario } from '../src/scenario/spec.js';
import { zoneOf, zposOf } from '../src/engine/core/state.js';
import bloodletter from './loop-scenarios/421.2-loop-with-progress.json' with { type: 'json' };
import seekers from './scenarios/rules/421.2-one-player-loop-seekers.json' with { type: 'json' };
import agrees from './loop-scenarios/421.3-example-nonactive-agrees.json' with { type: 'json' };
import lower from './loop-scenarios/421.3-example-nonactive-lower.json' with { type: 'json' };
import independent from './loop-scenarios/421.5-independent-bloodletters.json' with { type: 'json' };
import twoDragons from './loop-scenarios/421.4-worldgorger-two-dragons.json' with { type: 'json' };

const cardsFile = fileURLToPath(new URL('./fixtures/loop-cards.json', import.meta.url));
const pool = loadPool([cardsFile]);

/** The scenario with its last actions replaced and more appended. */
function variant(sc: unknown, drop: number, more: unknown[], expect: unknown = {}): unknown {
  const s = structuredClone(sc) as { actions: unknown[]; expect: unknown };
  s.actions = [...s.actions.slice(0, s.actions.length - drop), ...more];
  s.expect = expect;
  return s;
}

describe('421 loops', () => {
  test("421.3 Example: the rule's gains-flying / loses-flying loop, every ending (designer cards)", () => {
    const results = runScenarioPaths([fileURLToPath(new URL('./loop-scenarios', import.meta.url))], pool);
    expect(results.length).toBeGreaterThanOrEqual(3);
    for (const r of results) expect(r.failures, r.name).toEqual([]);
  });

  test("421.2: after A names a number the loop is over: A may not go on with it in the loop's positions", () => {
    const more = [{ player: 'A', activate: '@s1', ability: 0, targets: ['@s2'] }, { resolve: true }];
    const r = runScenario(variant(seekers, 0, more), pool, 'seekers+1');
    expect(r.pass).toBe(false);
    expect(r.failures.join('\n')).toMatch(/activate/);
    // Without the settlement (one cycle short of the confirmation) the same activation is legal.
    const short = runScenario(variant(seekers, 5, more), pool, 'seekers-short');
    expect(short.failures).toEqual([]);
  });

  test("421.3: the player without the last word can't continue; the one with it can", () => {
    // B agreed: B had the last word, so A can't give the creature flying again.
    const a = runScenario(
      variant(agrees, 0, [{ player: 'A', activate: '@sky', ability: 0 }, { resolve: true }]),
      pool,
      'agrees+A',
    );
    expect(a.pass, a.failures.join()).toBe(false);
    // B named a lower number: A has the last word; A gave it flying once more and B can't answer.
    const b = runScenario(
      variant(lower, 0, [{ player: 'B', activate: '@dd', ability: 0, targets: ['@sky'] }, { resolve: true }]),
      pool,
      'lower+B',
    );
    expect(b.pass, b.failures.join()).toBe(false);
    // B may still answer in the agreed case (it has the last word).
    const c = runScenario(
      variant(agrees, 0, [{ player: 'B', activate: '@dd', ability: 0, targets: ['@sky'] }, { resolve: true }]),
      pool,
      'agrees+B',
    );
    expect(c.failures).toEqual([]);
  });

  test('421.5: independent loops: the nonactive player agrees or names a higher number, never a lower one; then neither loop goes on in the step', () => {
    const lowerNum = runScenario(variant(independent, 1, [{ player: 'B', choose: 3 }]), pool, 'ind-lower');
    expect(lowerNum.failures.join('\n')).toMatch(/3 is not offered here \(5, 10, 20, 50, 100, 1000\)/);
    const agree = runScenario(
      variant(independent, 1, [{ player: 'B', choose: 5 }], { loop: 'optional_independent', life: { A: 11, B: 11 } }),
      pool,
      'ind-agree',
    );
    expect(agree.failures).toEqual([]);
    for (const [who, src] of [
      ['A', '@ba'],
      ['B', '@bb'],
    ]) {
      const more = runScenario(
        variant(independent, 0, [
          { player: who, activate: src, ability: 0, targets: [who === 'A' ? 'B' : 'A'] },
          { resolve: true },
        ]),
        pool,
        `ind+${who}`,
      );
      expect(more.failures.join('\n'), who).toMatch(/activate/);
    }
  });

  test("421.2 after a settled loop: the other player's loop later in the step is its own one-player loop, not 421.5", () => {
    const ping = (who: string, src: string) => [
      { player: who, activate: src, ability: 0, targets: [who === 'A' ? 'B' : 'A'] },
      { resolve: true },
    ];
    const s = structuredClone(independent) as { actions: unknown[]; expect: unknown };
    s.actions = [];
    for (let i = 0; i < 8; i++) s.actions.push(...ping('A', '@ba'));
    s.actions.push({ player: 'A', choose: 0 });
    for (let i = 0; i < 3; i++) s.actions.push(...ping('B', '@bb'));
    s.actions.push({ player: 'B', choose: 3 });
    s.expect = { loop: 'optional_one_player', life: { A: 14, B: 12 } };
    const r = runScenario(s, pool, 'two-loops');
    expect(r.failures).toEqual([]);
  });

  test('the canonical position ignores incarnations and timestamps: a card back where it was is the same position', () => {
    const deck = deckIds(pool, Array(40).fill('Forest').concat(Array(20).fill('Grizzly Bears')));
    const g = newGame(pool.cards, deck, deck, { seed: 7, firstPlayer: 0, maxTurns: 50 });
    const n0 = canonical(g);
    const before = Int32Array.from(g.loopBuf.subarray(0, n0));
    const hash = stateHash(g);
    // The last card of A's hand goes into play and back: a new object (new incarnation), same place.
    let id = -1;
    for (let i = 0; i < g.nA; i++) if (zoneOf(g, i) === Zone.Hand && (id < 0 || zposOf(g, i) > zposOf(g, id))) id = i;
    moveTo(g, id, Zone.InPlay, 0);
    moveTo(g, id, Zone.Hand);
    expect(stateHash(g)).not.toBe(hash);
    const n = canonical(g);
    expect(Int32Array.from(g.loopBuf.subarray(0, n))).toEqual(before);
  });

  test('a clone taken between the candidate and the confirmation confirms the same loop', () => {
    // Nine activations, stopping before the tenth; then clone and finish the cycle in both.
    const { g, s1, s2, activate } = seekersBeforeConfirmation('clone');
    const copy = new Game(g.cards, g.nA, g.nCards - g.nA);
    cloneGame(g, copy);
    for (const x of [g, copy]) {
      activate(x, s2, s1);
      expect(decisionKind(x)).toBe(Decision.LoopCount);
      expect(decisionPlayer(x)).toBe(0);
      expect(optionCount(x)).toBe(LOOP_COUNTS.length);
      expect(loopCards(x)).toEqual(['Seeker of Skybreak']);
      expect(gameLoopKind(x)).toBe('optional_one_player');
    }
  });

  test("a sealed view's determinization taken between the candidate and the confirmation finds the loop itself", () => {
    // The candidate's snapshot stays with the real game (it names hidden cards): the copy drops the candidate and
    // picks its own, confirming within a few cycles; one left pending without its snapshot held for 16 resolutions.
    const { g, s1, s2, activate } = seekersBeforeConfirmation('sealed');
    const view = new PlayerView(g, decisionPlayer(g));
    const copy = view.newGame();
    view.determinize((n) => n - 1, copy);
    let activations = 0;
    for (let i = 9; i < 15 && decisionKind(copy) !== Decision.LoopCount; i++, activations++)
      activate(copy, i % 2 === 0 ? s1 : s2, i % 2 === 0 ? s2 : s1);
    expect(decisionKind(copy)).toBe(Decision.LoopCount);
    expect(activations).toBeLessThanOrEqual(6);
    expect(gameLoopKind(copy)).toBe('optional_one_player');
  });

  test('421.2, 421.4: a choice whose every option a settled loop banned is no longer an optional action: the loop it goes on with is a draw', () => {
    // Two Worldgorger Dragons and Grizzly Bears: when a Dragon leaves, Animate Dead may enchant either
    // Dragon or the Bears. A prefers the first Dragon: a loop on it (A names a number: the first
    // Dragon's leaving may no longer choose it), then a cycle alternating the two (settled: the
    // first's leaving may no longer choose the second, the second's not the first). Then the Bears
    // leave the graveyard (the test moves them): when the first Dragon leaves, both Dragons are
    // banned, so both are offered and neither choice counts: the loop is a draw, not a third count.
    const sc = structuredClone(twoDragons) as { players: { B: { graveyard?: unknown[] } }; actions: unknown[] };
    sc.players.B.graveyard = [{ card: 'Grizzly Bears', id: 'bears' }];
    sc.actions = sc.actions.slice(0, 3); // cast Animate Dead on the first Dragon; it returns it
    const v = validateScenario(sc, 'exhausted');
    const { g, labels } = buildScenario(v, pool, 'exhausted');
    expect(drive(g, labels, v).join()).toMatch(/unscripted decision: enchant/);
    const [d1, d2, bears] = ['dragon', 'd2', 'bears'].map((l) => labels.get(l)!);
    let counts = 0;
    let bothOffered = 0;
    for (let n = 0; !isOver(g) && n < 10_000; n++) {
      const kind = decisionKind(g);
      if (kind === Decision.LoopCount) {
        if (++counts === 2) moveTo(g, bears, Zone.Removed);
        pick(g, (c) => c === 1);
      } else if (kind === Decision.Enchant) {
        if (counts === 2 && optionCount(g) === 2) bothOffered++;
        if (!tryPick(g, (c) => c === d1)) pick(g, (c) => c === d2);
      } else pick(g, (c) => optionCount(g) === 1 || priorityKind(c) === Opt.Pass);
    }
    expect(counts).toBe(2);
    expect(bothOffered).toBeGreaterThan(0);
    expect(endReason(g)).toBe(End.LoopDraw);
  });

  test('the per-turn decision cap ends a game as action_limit (a loop the detection missed), and the turn starts it afresh', () => {
    const sc = validateScenario(variant(seekers, 21, []), 'cap');
    const { g } = buildScenario(sc, pool, 'cap');
    for (let i = 0; i < MAX_TURN_DECISIONS; i++) expect(countDecision(g)).toBe(true);
    expect(isOver(g)).toBe(false);
    expect(countDecision(g)).toBe(false);
    expect(isOver(g)).toBe(true);
    expect(endReason(g)).toBe(End.ActionLimit);
    expect(gameLoopKind(g)).toBe('action_limit');
  });
});

describe('agents and loop counts', () => {
  /** The game of a scenario driven up to its loop-count decision (its last action, the number, left out). */
  function atLoopCount(sc: unknown): Game {
    const v = validateScenario(variant(sc, 1, []), 'count');
    const built = buildScenario({ ...v, stop: { turn: 1, step: 'main2' } }, pool, 'count');
    const failures = drive(built.g, built.labels, { ...v, stop: { turn: 1, step: 'main2' } });
    expect(failures.join()).toMatch(/unscripted decision: loopCount/);
    return built.g;
  }
  test('greedy repeats a lethal loop enough times and a pointless one none', () => {
    const legal = new Int32Array(LOOP_COUNTS.length);
    const lethal = atLoopCount(bloodletter);
    expect(decisionKind(lethal)).toBe(Decision.LoopCount);
    const n = legalActions(lethal, legal);
    const a = makeAgent('greedy', 1).act(new PlayerView(lethal, 0), legal, n);
    expect(optionValue(lethal, a)).toBeGreaterThanOrEqual(12); // B is at 12 life, 1 a cycle
    const pointless = atLoopCount(seekers);
    const b = makeAgent('greedy', 1).act(new PlayerView(pointless, 0), legal, legalActions(pointless, legal));
    expect(optionValue(pointless, b)).toBe(0);
  });
});

describe('the loop report', () => {
  test('a run of the loop test decks writes loops.csv with two loop kinds; replay of each example game shows its loop', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const out = mkdtempSync(join(tmpdir(), 'loops-'));
    try {
      const cli = (...args: string[]) =>
        execFileSync('node', [join(root, 'bin/playtest.js'), ...args], { cwd: root, encoding: 'utf8' });
      cli(
        'run',
        'test/fixtures/decks/loop-skyriders.txt',
        '--vs',
        'test/fixtures/decks/loop-downdrafts.txt',
        '--cards',
        cardsFile,
        '--games',
        '8',
        '--seed',
        '1',
        '--workers',
        '1',
        '--out',
        join(out, 'run'),
      );
      const rows = readFileSync(join(out, 'run', 'loops.csv'), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(','));
      const kinds = rows.map((r) => r[2]);
      expect(kinds).toContain('mandatory_draw');
      expect(kinds).toContain('optional_two_player');
      for (const r of rows) {
        expect(Number(r[5])).toBeGreaterThan(0);
        const log = cli('replay', join(out, 'run'), r[7]);
        expect(log).toContain(`loop (421): the position repeated; ${r[2]}`);
        expect(log).toContain(`loop_kind ${r[2]} (${r[3]})`);
      }
      expect(readFileSync(join(out, 'run', 'report.html'), 'utf8')).toContain('<h2>Loops</h2>');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the real-card loop deck', () => {
  test('decks/reanimator-worldgorger loops in games between agents: Animate Dead on Worldgorger Dragon, a draw (421.4); replay shows it', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const out = mkdtempSync(join(tmpdir(), 'loops-wg-'));
    try {
      const cli = (...args: string[]) =>
        execFileSync('node', [join(root, 'bin/playtest.js'), ...args], { cwd: root, encoding: 'utf8' });
      cli(
        'run',
        'decks/reanimator-worldgorger.txt',
        '--vs',
        'decks/black-removal.txt',
        '--agent',
        'random',
        '--games',
        '60',
        '--seed',
        '1',
        '--workers',
        '1',
        '--out',
        join(out, 'run'),
      );
      const rows = readFileSync(join(out, 'run', 'loops.csv'), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(','));
      const draw = rows.find((r) => r[2] === 'mandatory_draw');
      expect(draw, JSON.stringify(rows)).toBeDefined();
      expect(draw![3]).toBe('Animate Dead + Worldgorger Dragon');
      expect(rows.some((r) => r[2] === 'action_limit')).toBe(false);
      const log = cli('replay', join(out, 'run'), draw![7]);
      expect(log).toContain('loop (421): the position repeated; mandatory_draw');
      expect(log).toContain('Worldgorger Dragon');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

function tryPick(g: Game, pred: (v: number) => boolean): boolean {
  for (let a = 0; a < optionCount(g); a++)
    if (pred(optionValue(g, a))) {
      apply(g, a);
      return true;
    }
  return false;
}
/**
 * The two Seekers of Skybreak untapping each other (421.2), nine activations in: the loop's candidate is pending, the
 * tenth activation confirms it. `activate(x, src, dst)`: src's ability on dst, resolved.
 */
function seekersBeforeConfirmation(name: string) {
  const { g, labels } = buildScenario(validateScenario(variant(seekers, 3, []), name), pool, name);
  const s1 = labels.get('s1')!;
  const s2 = labels.get('s2')!;
  const activate = (x: Game, src: number, dst: number) => {
    pick(x, (v) => priorityKind(v) === Opt.Activate && priorityObject(v) === src);
    if (decisionKind(x) === Decision.Target) pick(x, (v) => v === dst);
    while (stackSize(x) > 0 && decisionKind(x) === Decision.Priority) pick(x, (v) => priorityKind(v) === Opt.Pass);
  };
  for (let i = 0; i < 9; i++) activate(g, i % 2 === 0 ? s1 : s2, i % 2 === 0 ? s2 : s1);
  return { g, s1, s2, activate };
}

function pick(g: Game, pred: (v: number) => boolean): void {
  if (!tryPick(g, pred)) throw new Error(`no such option at decision ${decisionKind(g)}`);
}
