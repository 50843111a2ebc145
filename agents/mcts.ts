// Information-set MCTS (Cowling, Powley and Whitehouse 2012, single-observer ISMCTS). Each iteration
// draws a determinization (the opponent's hand and both libraries redrawn from what this player cannot
// see), walks the tree from the root choosing among the options that exist in that determinization by
// UCB with availability counts, expands one new option, plays a rollout, and backs the result up.
// A node's children grow progressively (`widen`): the fast policy's choice first, more as its visits grow.
//
// Tree nodes live in flat typed arrays; a node is the edge "this player chose this option" and is keyed
// by (player, decision kind, option key), where the key names the choice the same way in every
// determinization: a card in hand by its card, an object in play by its id (option-key.ts).
// Games are copied with cloneInto into copies made once per agent; an iteration allocates nothing.
//
// `determinizations=K` (K > 0) is the ensemble of Cowling, Ward and Powley (2012, "Ensemble
// determinization in Monte Carlo tree search for the imperfect information card game Magic: The
// Gathering"): K determinizations drawn once per decision, one tree each with iterations/K iterations,
// the root visit counts summed. K = 0 (the default) is ISMCTS: a fresh determinization every iteration.
// `cheat` searches the true game instead (it sees hidden cards): only for measuring what hiding costs.
// It needs an omniscient view, which the harness grants a built-in agent that sets `omniscient`.
import {
  apply,
  cloneGame,
  Decision,
  decisionKind,
  decisionPlayer,
  type Game,
  isOver,
  MAX_OPTIONS,
  optionCount,
  setStepPause,
  turnNumber,
  winner,
} from '../src/engine/api/game.js';
import { decodeOption, omniscientView, trustedView, OptionInfo, PlayerView } from '../src/engine/api/observe.js';
import { prepareCardInfo } from './cardinfo.js';
import { DEFAULT_WEIGHTS, type EvalWeights, WIN_SCORE, winProbability } from './eval.js';
import { evalWeightsOption } from './eval-weights.js';
import { Options } from './options.js';
import { fastAction, keepOrMulligan, randomAction } from './policy.js';
import { Greedy } from './greedy.js';
import { playFirstMeasured } from './play-first.js';
import { SearchRng } from './rng.js';
import { loneTimely, timely } from './timing.js';
import type { Agent, AgentFactory } from './types.js';
import { optionKey } from './option-key.js';

/** Options decoded for the timing checks (timing.ts). */
const opt = new OptionInfo();

export interface MctsOptions {
  iterations: number;
  /** UCB exploration constant (rewards are in [0, 1]). */
  c: number;
  /** Rollout policy: uniformly random, or the fast heuristic of policy.ts. */
  rollout: 'random' | 'greedy';
  /** 0: ISMCTS; K > 0: an ensemble of K fixed determinizations, one tree each. */
  determinizations: number;
  /** Rollouts stop after this many turns past the decision's turn and are scored by eval.ts; 0: to the end. */
  depth: number;
  /** Chance of a random move inside a greedy rollout. */
  eps: number;
  /** Search the real game, hidden cards included. */
  cheat: boolean;
  /**
   * Prior knowledge at the root: each option starts with this many virtual visits valued at greedy's
   * one-turn look-ahead score (as a win probability). 0: none.
   */
  prior: number;
  /** The evaluation's weights (option eval: hand, fitted or a weights file). */
  weights: EvalWeights;
  /**
   * Stop a search once the root's most visited option leads the next by more than the iterations left: no
   * later iteration could change the choice (the most visits), so the budget's remainder is saved. One tree only.
   */
  stop: boolean;
  /**
   * Progressive widening: a node visited N times may have ceil(widen * sqrt(N + 1)) children, the fast policy's
   * choice expanded first; 0: every option is expanded before any is revisited.
   */
  widen: number;
  /**
   * Instant-speed actions only at the moments they matter (timing.ts), in the tree as greedy plays them; a priority
   * decision with one such option (passing, mostly) is taken without a search.
   */
  timing: boolean;
  /**
   * Where the search finds the position won, a priority option that wins the game before the turn ends in greedy's
   * one-turn look-ahead, in each of WIN_CHECKS determinizations, is taken: a lethal Shock now, not after passing to a
   * later moment where it is still lethal, which a small search cannot tell from casting it now.
   */
  win: boolean;
}

export const MCTS_DEFAULTS: MctsOptions = {
  iterations: 250,
  c: 0.7,
  rollout: 'greedy',
  determinizations: 0,
  depth: 2,
  eps: 0.1,
  cheat: false,
  prior: 0,
  weights: DEFAULT_WEIGHTS,
  stop: true,
  widen: 1,
  timing: true,
  win: true,
};

/** childOf's mark of an option the tree does not search here (not offered, or not timely). */
const NOT_SEARCHED = -2;

/** Reward taken off a win (and added to a loss) per turn it takes: see rollout(). */
const WIN_DISCOUNT = 0.005;

/** Determinizations in which an option must win this turn to be taken without a search (option `win`). */
const WIN_CHECKS = 4;
/** The mean reward of the search's choice above which the position looks won and the look-aheads run (`win`). */
const WIN_LIKELY = 0.9;

/** A rollout that takes more decisions than this is cut and scored (a loop the engine did not catch). */
const MAX_ROLLOUT = 20_000;

export const mcts: AgentFactory = (options, seed) => new Mcts(parseMctsOptions(options), seed);

export function parseMctsOptions(options: Record<string, string>): MctsOptions {
  const o = new Options('mcts', options);
  const d = MCTS_DEFAULTS;
  const opts: MctsOptions = {
    iterations: o.int('iterations', d.iterations, 1, 10_000_000),
    c: o.num('c', d.c, 0, 100),
    rollout: o.word('rollout', d.rollout, ['random', 'greedy'] as const),
    determinizations: o.int('determinizations', d.determinizations, 0, 1000),
    depth: o.int('depth', d.depth, 0, 1000),
    eps: o.num('eps', d.eps, 0, 1),
    cheat: o.bool('cheat', d.cheat),
    prior: o.int('prior', d.prior, 0, 1_000_000),
    weights: evalWeightsOption(o, d.weights),
    stop: o.bool('stop', d.stop),
    widen: o.num('widen', d.widen, 0, 1000),
    timing: o.bool('timing', d.timing),
    win: o.bool('win', d.win),
  };
  o.done();
  return opts;
}

/** Counters of the last search (for the bench and tests); never read by the search itself. */
export interface MctsStats {
  iterations: number;
  nodes: number;
  rolloutSteps: number;
  treeSteps: number;
  /** Iterations dropped because the engine threw on the determinized copy (see Greedy.simErrors). */
  simErrors: number;
}

export class Mcts implements Agent {
  readonly name = 'mcts';
  /** Asks the harness for an omniscient view (cheat=true only; user modules never get one). */
  readonly omniscient: boolean;
  readonly stats: MctsStats = { iterations: 0, nodes: 0, rolloutSteps: 0, treeSteps: 0, simErrors: 0 };
  private readonly rng: SearchRng;
  private readonly w: EvalWeights;
  private readonly cap: number;
  // The tree. Node 0 is the root; node i > 0 is the edge its `mover` took from its parent.
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  private readonly kindKey: Int32Array; // player << 4 | decision kind
  private readonly optKey: Int32Array; // optionKey() of the option
  private readonly mover: Int8Array;
  private readonly visits: Int32Array;
  private readonly avail: Int32Array;
  private readonly reward: Float64Array; // sum of the mover's rewards
  private nodes = 0;
  // Per-iteration scratch.
  private readonly path: Int32Array;
  private readonly keys = new Int32Array(MAX_OPTIONS);
  private readonly childOf = new Int32Array(MAX_OPTIONS);
  private readonly fresh = new Int32Array(MAX_OPTIONS);
  private rootVisits: Float64Array = new Float64Array(64);
  private rootReward: Float64Array = new Float64Array(64);
  // Games, made on the first decision (the agent is created before it sees a view).
  private work: Game | null = null;
  private fixed: Game | null = null;
  private view: PlayerView | null = null;
  private rootTurn = 0;
  private readonly greedy: Greedy;
  private prior: Float64Array = new Float64Array(64);
  /** Per root option, the look-aheads it won in a row (winningOption). */
  private wins: Int32Array = new Int32Array(64);

  constructor(
    readonly opts: MctsOptions,
    seed: number,
  ) {
    this.omniscient = opts.cheat;
    this.rng = new SearchRng(seed);
    this.w = opts.weights;
    this.greedy = new Greedy((seed ^ 0x5bd1e995) >>> 0, 1, this.w);
    const per = opts.determinizations > 0 ? Math.ceil(opts.iterations / opts.determinizations) : opts.iterations;
    this.cap = per + 2 + 256; // room for the root children seeded with a prior
    this.firstChild = new Int32Array(this.cap);
    this.nextSibling = new Int32Array(this.cap);
    this.kindKey = new Int32Array(this.cap);
    this.optKey = new Int32Array(this.cap);
    this.mover = new Int8Array(this.cap);
    this.visits = new Int32Array(this.cap);
    this.avail = new Int32Array(this.cap);
    this.reward = new Float64Array(this.cap);
    this.path = new Int32Array(this.cap + 1);
  }

  /** The options the harness offered at the real decision when not all of them (restricted play). */
  private offer: Int32Array | null = null;
  private offerN = 0;

  /** Play or draw in a match: the measured rule (play-first.ts). */
  playFirst(): boolean {
    return playFirstMeasured();
  }

  act(view: PlayerView, legal: Int32Array, n: number): number {
    if (this.work === null) {
      this.work = view.newGame();
      this.fixed = view.newGame();
      prepareCardInfo(this.work.cards);
    }
    if (this.opts.cheat && !view.omniscient)
      throw new Error('mcts cheat=true needs an omniscient view (the harness grants one to built-in agents)');
    if (view.decisionKind === Decision.Mulligan) {
      view.determinize(this.rng.rand, this.work);
      return legal[keepOrMulligan(this.work, view.player)];
    }
    // A color (419.1b) pays off over many turns, beyond a rollout's reach: the opponent's main color. So
    // does a land or a spell from Abundance (419.6g): lands while short of them; and odd or even (Ashling's
    // Prerogative): the parity of more of its creatures to come.
    if (
      (view.decisionKind === Decision.Color ||
        view.decisionKind === Decision.ReplaceMode ||
        view.decisionKind === Decision.OddOrEven) &&
      n === view.optionCount
    ) {
      view.determinize(this.rng.rand, this.work);
      return legal[fastAction(this.work, this.rng)];
    }
    const all = view.optionCount;
    if (this.opts.timing && view.decisionKind === Decision.Priority) {
      // One timely option: nothing to search (the tree would hold no other child at its root).
      view.determinize(this.rng.rand, this.work);
      const lone = loneTimely(this.work, view.player, n === all ? null : legal, n, opt);
      if (lone >= 0) return n === all ? legal[lone] : lone;
    }
    if (n === all) return legal[this.finish(view, n, this.search(view, n))];
    // Offered only some options (restricted play): search them all, choose among those offered.
    this.offer = legal;
    this.offerN = n;
    try {
      return this.search(view, all);
    } finally {
      this.offer = null;
    }
  }

  /**
   * The search's choice, or, when the position looks won (the choice's mean reward at least WIN_LIKELY) at a priority
   * decision, an option that wins this turn in every look-ahead (winningOption) instead (option `win`).
   */
  private finish(view: PlayerView, n: number, best: number): number {
    if (!this.opts.win || view.decisionKind !== Decision.Priority) return best;
    if (this.rootVisits[best] === 0 || this.rootReward[best] / this.rootVisits[best] < WIN_LIKELY) return best;
    const win = this.winningOption(view, n);
    return win >= 0 ? win : best;
  }

  /** The first option that wins this turn in greedy's look-ahead of each of WIN_CHECKS determinizations, or -1. */
  private winningOption(view: PlayerView, n: number): number {
    // The look-ahead scores go to prior's buffer: the search that reads it (option prior) is over.
    if (this.prior.length < n) this.prior = new Float64Array(n * 2);
    if (this.wins.length < n) this.wins = new Int32Array(n * 2);
    this.wins.fill(0, 0, n);
    for (let k = 0; k < WIN_CHECKS; k++) {
      this.greedy.scoreOptions(view, this.prior);
      let any = false;
      for (let a = 0; a < n; a++) {
        if (this.wins[a] === k && this.prior[a] >= WIN_SCORE) {
          this.wins[a]++;
          any = true;
        }
      }
      if (!any) return -1; // most decisions: no option wins in the first look-ahead
    }
    for (let a = 0; a < n; a++) if (this.wins[a] === WIN_CHECKS) return a;
    return -1;
  }

  /** Runs the whole budget from the view's pending decision; returns the chosen option index. */
  search(view: PlayerView, n: number): number {
    if (this.work === null) {
      this.work = view.newGame();
      this.fixed = view.newGame();
      prepareCardInfo(this.work.cards);
    }
    this.view = view;
    this.rootTurn = view.turn;
    if (this.rootVisits.length < n) {
      this.rootVisits = new Float64Array(n * 2);
      this.rootReward = new Float64Array(n * 2);
    }
    this.rootVisits.fill(0, 0, n);
    this.rootReward.fill(0, 0, n);
    const st = this.stats;
    st.iterations = 0;
    st.nodes = 0;
    st.rolloutSteps = 0;
    st.treeSteps = 0;
    st.simErrors = 0;
    if (this.opts.prior > 0) {
      if (this.prior.length < n) this.prior = new Float64Array(n * 2);
      this.greedy.scoreOptions(view, this.prior);
      for (let a = 0; a < n; a++) {
        const sc = this.prior[a];
        this.prior[a] = sc === -Infinity ? 0 : 1 / (1 + Math.exp(-sc / this.w.scale));
      }
    }
    const trees = this.opts.determinizations > 0 && !this.opts.cheat ? this.opts.determinizations : 1;
    for (let t = 0; t < trees; t++) {
      const iters = Math.floor(this.opts.iterations / trees) + (t < this.opts.iterations % trees ? 1 : 0);
      if (iters === 0) continue;
      this.resetTree();
      if (trees > 1 || this.opts.determinizations > 0) view.determinize(this.rng.rand, this.fixed!);
      if (this.opts.prior > 0) this.seedRoot(view, n);
      const stop = this.opts.stop && trees === 1;
      for (let i = 0; i < iters; i++) {
        try {
          this.iterate();
        } catch {
          this.stats.simErrors++; // nothing backed up; a node made this iteration keeps 0 visits
        }
        if (stop && (i & 15) === 15 && this.rootLead() > iters - i - 1) break;
      }
      this.collectRoot(n);
      st.nodes += this.nodes;
    }
    // Most visits; ties to the better mean, then the lower index (among the offered options, if limited).
    const only = this.offer;
    let best = only === null ? 0 : only[0];
    for (let a = best + 1; a < n; a++) {
      if (only !== null && !isOffered(a, only, this.offerN)) continue;
      const va = this.rootVisits[a];
      const vb = this.rootVisits[best];
      if (va > vb || (va === vb && va > 0 && this.rootReward[a] / va > this.rootReward[best] / vb)) best = a;
    }
    this.view = null;
    return best;
  }

  /** How many visits the root's most visited child has over the next one. */
  private rootLead(): number {
    let first = 0;
    let second = 0;
    for (let c = this.firstChild[0]; c >= 0; c = this.nextSibling[c]) {
      const v = this.visits[c];
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) second = v;
    }
    return first - second;
  }

  private resetTree(): void {
    this.nodes = 1;
    this.firstChild[0] = -1;
    this.nextSibling[0] = -1;
    this.visits[0] = 0;
    this.avail[0] = 0;
    this.reward[0] = 0;
  }

  /**
   * Gives every root option the tree searches a child with `prior` virtual visits at its prior value (one it does not
   * search would keep them, and could have the most visits at the end).
   */
  private seedRoot(view: PlayerView, n: number): void {
    const g = this.work!;
    this.rootState(g);
    const p = decisionPlayer(g);
    const kk = (p << 4) | decisionKind(g);
    const timed = this.opts.timing && decisionKind(g) === Decision.Priority;
    const k = this.opts.prior;
    for (let a = 0; a < n && this.nodes < this.cap; a++) {
      if (!this.searched(g, a, p, timed, this.offer)) continue;
      const key = optionKey(g, a);
      if (this.find(0, kk, key) >= 0) continue;
      const ch = this.nodes++;
      this.firstChild[ch] = -1;
      this.nextSibling[ch] = this.firstChild[0];
      this.firstChild[0] = ch;
      this.kindKey[ch] = kk;
      this.optKey[ch] = key;
      this.mover[ch] = view.player;
      this.visits[ch] = k;
      this.avail[ch] = k;
      this.reward[ch] = k * this.prior[a];
    }
  }

  /** Adds the root's children's visits to the per-option totals (root options are the real ones). */
  private collectRoot(n: number): void {
    // Root keys are those of the real decision: recompute them on a copy of the root position.
    const g = this.work!;
    this.rootState(g);
    for (let a = 0; a < n; a++) {
      const c = this.find(0, (decisionPlayer(g) << 4) | decisionKind(g), optionKey(g, a));
      if (c >= 0) {
        this.rootVisits[a] += this.visits[c];
        this.rootReward[a] += this.reward[c];
      }
    }
  }

  /**
   * Fills g with this iteration's root position: the fixed determinization, or a fresh one (with cheat,
   * the omniscient view's determinize() is the truth and takes no random numbers).
   */
  private rootState(g: Game): void {
    if (this.opts.determinizations > 0 && !this.opts.cheat) cloneGame(this.fixed!, g);
    else this.view!.determinize(this.rng.rand, g);
  }

  private find(parent: number, kk: number, key: number): number {
    for (let c = this.firstChild[parent]; c >= 0; c = this.nextSibling[c]) {
      if (this.optKey[c] === key && this.kindKey[c] === kk) return c;
    }
    return -1;
  }

  /** One iteration: determinize, select, expand, roll out, back up. */
  private iterate(): void {
    const g = this.work!;
    this.rootState(g);
    const keys = this.keys;
    const childOf = this.childOf;
    const fresh = this.fresh;
    const c = this.opts.c;
    let node = 0;
    let depth = 0;
    this.path[0] = 0;
    while (!isOver(g)) {
      const n = optionCount(g);
      const p = decisionPlayer(g);
      const kk = (p << 4) | decisionKind(g);
      let nFresh = 0;
      let nExisting = 0;
      // At the root of a restricted decision only the offered options are searched.
      const only = depth === 0 ? this.offer : null;
      const timed = this.opts.timing && decisionKind(g) === Decision.Priority;
      for (let a = 0; a < n; a++) {
        if (!this.searched(g, a, p, timed, only)) {
          childOf[a] = NOT_SEARCHED;
          continue;
        }
        const key = optionKey(g, a);
        keys[a] = key;
        const ch = this.find(node, kk, key);
        childOf[a] = ch;
        if (ch < 0) fresh[nFresh++] = a;
        else {
          this.avail[ch]++;
          nExisting++;
        }
      }
      if (nFresh > 0 && this.mayWiden(node, nExisting)) {
        if (this.nodes >= this.cap) break; // tree full: roll out from here
        const a = this.expansion(g, fresh, nFresh, childOf);
        const ch = this.nodes++;
        this.firstChild[ch] = -1;
        this.nextSibling[ch] = this.firstChild[node];
        this.firstChild[node] = ch;
        this.kindKey[ch] = kk;
        this.optKey[ch] = keys[a];
        this.mover[ch] = p;
        this.visits[ch] = 0;
        this.avail[ch] = 1;
        this.reward[ch] = 0;
        apply(g, a);
        this.path[++depth] = ch;
        break;
      }
      // Every option has a child: UCB1 with availability counts.
      let bestA = 0;
      let bestU = -Infinity;
      for (let a = 0; a < n; a++) {
        const ch = childOf[a];
        if (ch < 0) continue;
        const v = this.visits[ch];
        const u = v === 0 ? 1e9 : this.reward[ch] / v + c * Math.sqrt(Math.log(this.avail[ch]) / v);
        if (u > bestU) {
          bestU = u;
          bestA = a;
        }
      }
      node = childOf[bestA];
      apply(g, bestA);
      this.path[++depth] = node;
      this.stats.treeSteps++;
    }
    const r0 = this.rollout(g);
    for (let i = 1; i <= depth; i++) {
      const nd = this.path[i];
      this.visits[nd]++;
      this.reward[nd] += this.mover[nd] === 0 ? r0 : 1 - r0;
    }
    this.visits[0]++;
    this.stats.iterations++;
  }

  /** Does the tree search option a of g's decision (offered, at a restricted root; timely, when `timed`)? */
  private searched(g: Game, a: number, p: number, timed: boolean, only: Int32Array | null): boolean {
    return (
      (only === null || isOffered(a, only, this.offerN)) && (!timed || a === 0 || timely(g, p, decodeOption(g, a, opt)))
    );
  }

  /** May `node`, with `existing` children available here, get another? Always when none is available. */
  private mayWiden(node: number, existing: number): boolean {
    const w = this.opts.widen;
    return w === 0 || existing === 0 || existing < Math.ceil(w * Math.sqrt(this.visits[node] + 1));
  }

  /** The fresh option to expand: with widening, the fast policy's choice when it is fresh; else one at random. */
  private expansion(g: Game, fresh: Int32Array, nFresh: number, childOf: Int32Array): number {
    if (this.opts.widen > 0) {
      const a = fastAction(g, this.rng);
      if (childOf[a] === -1) return a; // fresh (not a child yet, and searched here)
    }
    return fresh[this.rng.int(nFresh)];
  }

  /** Plays g on with the rollout policy; returns the reward for player 0 in [0, 1]. */
  private rollout(g: Game): number {
    const greedy = this.opts.rollout === 'greedy';
    const eps = this.opts.eps;
    const stopTurn = this.opts.depth > 0 ? this.rootTurn + this.opts.depth : 0x7fffffff;
    // With a depth, pause at every step's beginning so the rollout stops exactly as turn stopTurn ends
    // (before the next untap and draw), whoever has the next real decision; pauses take option 0.
    if (this.opts.depth > 0) setStepPause(g, true);
    let steps = 0;
    while (!isOver(g) && turnNumber(g) <= stopTurn && steps < MAX_ROLLOUT) {
      apply(g, greedy ? fastAction(g, this.rng, eps) : randomAction(g, this.rng));
      steps++;
    }
    this.stats.rolloutSteps += steps;
    if (isOver(g)) {
      // A win sooner is worth a little more than a win later (and a loss later a little less bad), so
      // among won lines the search takes the fastest instead of dithering.
      const d = WIN_DISCOUNT * Math.min(100, Math.max(0, turnNumber(g) - this.rootTurn));
      const win = winner(g);
      return win === 0 ? 1 - d : win === 1 ? d : 0.5;
    }
    return winProbability(g, 0, this.w);
  }
}

/**
 * For the bench: runs one search of `iterations` from g's pending decision, for the player who decides
 * there, and returns the search's counters. Time it from outside; the agent never reads a clock.
 */
export function runMctsSearch(g: Game, iterations: number, options: Record<string, string> = {}, seed = 1): MctsStats {
  const agent = new Mcts(parseMctsOptions({ ...options, iterations: String(iterations) }), seed);
  const view = agent.omniscient ? omniscientView(g, decisionPlayer(g)) : trustedView(g, decisionPlayer(g));
  agent.search(view, optionCount(g));
  return { ...agent.stats };
}

function isOffered(a: number, list: Int32Array, n: number): boolean {
  for (let i = 0; i < n; i++) if (list[i] === a) return true;
  return false;
}
