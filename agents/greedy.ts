// The greedy agent: one-step look-ahead. For each option it takes a copy of the game (a determinization:
// hidden cards redrawn from what this player cannot see), applies the option, plays on to the end of the
// turn with a default policy, and scores the result with the evaluation function (eval.ts). It picks the
// best option; ties go to the lower option index (pass, "done", keep).
//
// The default policy inside the look-ahead measures the option alone: everybody passes priority, this
// player declares no further attackers or blockers than the option itself, and the remaining choices
// (the opponent's blocks, damage division, ...) use the fast heuristic (policy.ts). This player's own
// targets, discards, "may"s, loop counts, timestamp orders (418.5e), what an attacker attacks and where damage is
// redirected (212.9: a player or a planeswalker) inside the look-ahead are searched the same way, one level deep
// (`nest`), so "cast Shock" is scored with Shock's best target and an attacker with its best defender.
import {
  apply,
  cloneGame,
  Decision,
  decisionKind,
  decisionPlayer,
  type Game,
  isOver,
  optionCount,
  setStepPause,
  turnNumber,
} from '../src/engine/api/game.js';
import {
  currentStep,
  decodeOption,
  floatingMana,
  namesOnResolution,
  OptionInfo,
  Opt,
  type PlayerView,
  stackSize,
  sorceryTiming,
  Step,
} from '../src/engine/api/observe.js';
import { prepareCardInfo } from './cardinfo.js';
import { DEFAULT_WEIGHTS, type EvalWeights, evaluate } from './eval.js';
import { evalWeightsOption } from './eval-weights.js';
import { Options } from './options.js';
import { fastAction, keepOrMulligan } from './policy.js';
import { playFirstMeasured } from './play-first.js';
import { SearchRng } from './rng.js';
import { loneTimely, planMoment, timely } from './timing.js';
import type { Agent, AgentFactory } from './types.js';

/** Decisions a look-ahead may take before it stops and scores (a safety net; a turn is far fewer). */
const MAX_STEPS = 2000;

export const greedy: AgentFactory = (options, seed) => {
  const o = new Options('greedy', options);
  const nest = o.int('nest', 1, 0, 3);
  const timing = o.int('timing', 1, 0, 1) === 1;
  const plans = o.int('plans', 1, 0, 1) === 1;
  const act = o.int('act', 1, 0, 1) === 1;
  const weights = evalWeightsOption(o, DEFAULT_WEIGHTS);
  o.done();
  return new Greedy(seed, nest, weights, { timing, plans, act });
};

export class Greedy implements Agent {
  readonly name = 'greedy';
  private readonly rng: SearchRng;
  /** games[0]: the determinization; games[1 + level]: the look-ahead copy at each nesting level. */
  private games: Game[] = [];
  private me = 0;
  private topKind = 0;
  /** The real decision is an attack, a block, or a priority during combat: look-aheads search plans. */
  private topInCombat = false;
  /**
   * Look-aheads the engine threw on. Only copies are ever simulated, and a copy can hold a state the real
   * game never reaches: determinize() redraws the identity of a card that went from play to a hidden zone
   * while its triggered ability is still on the stack (issue noted in the agents' report).
   */
  simErrors = 0;
  /** The options the harness offered at the real decision when not all of them (restricted play). */
  private offer: Int32Array | null = null;
  private offerN = 0;
  private readonly opt = new OptionInfo();

  constructor(
    seed: number,
    private readonly nest: number,
    private readonly w: EvalWeights,
    private readonly style: GreedyStyle = { timing: true, plans: true, act: true },
  ) {
    this.rng = new SearchRng(seed);
  }

  /** Play or draw in a match: the measured rule (play-first.ts). */
  playFirst(): boolean {
    return playFirstMeasured();
  }

  act(view: PlayerView, legal: Int32Array, n: number): number {
    const base = this.prepare(view);
    if (decisionKind(base) === Decision.Mulligan) return legal[keepOrMulligan(base, this.me)];
    // A color (419.1b) pays off over many turns, beyond the look-ahead: the opponent's main color. So does
    // a land or a spell from Abundance (419.6g): lands while short of them; and odd or even (Ashling's
    // Prerogative): the parity of more of its creatures to come.
    if (
      (decisionKind(base) === Decision.Color ||
        decisionKind(base) === Decision.ReplaceMode ||
        decisionKind(base) === Decision.OddOrEven) &&
      n === optionCount(base)
    )
      return legal[fastAction(base, this.rng)];
    if (n === optionCount(base)) return legal[this.best(base, 0, null)];
    // Offered only some options (restricted play): the best of those.
    this.offer = legal;
    this.offerN = n;
    try {
      return this.best(base, 0, null);
    } finally {
      this.offer = null;
    }
  }

  /**
   * The look-ahead score of every option of the view's pending decision into out[0..n) (-Infinity for
   * an option never taken); mcts uses these as its prior.
   */
  scoreOptions(view: PlayerView, out: Float64Array): void {
    this.best(this.prepare(view), 0, out);
  }

  /** A fresh determinization of the view's game, set up for look-aheads. */
  private prepare(view: PlayerView): Game {
    if (this.games.length === 0) {
      // Once per agent (one game): the copies every decision reuses.
      for (let i = 0; i < this.nest + 2; i++) this.games.push(view.newGame());
      prepareCardInfo(this.games[0].cards);
    }
    const base = this.games[0];
    view.determinize(this.rng.rand, base);
    // Pause at every step's beginning in the copies, so a look-ahead stops exactly where the turn ends
    // (before the next turn's untap and draw), whoever has the next real decision.
    setStepPause(base, true);
    this.me = view.player;
    this.topKind = decisionKind(base);
    this.topInCombat =
      this.topKind === Decision.Attack ||
      this.topKind === Decision.AttackTarget ||
      this.topKind === Decision.Block ||
      (inCombat(base) && stackSize(base) === 0);
    return base;
  }

  /**
   * The option of `g`'s pending decision (this player's) whose look-ahead scores best; each score goes
   * to out[a] when `out` is given. An attacker or blocker is scored twice, with no further declarations
   * after it and with the fast heuristic's, and keeps the better: alone it may not pay, while together
   * with the others it may win the game.
   */
  private best(g: Game, level: number, out: Float64Array | null): number {
    const n = optionCount(g);
    const work = this.games[level + 1];
    const turn = turnNumber(g);
    const kind = decisionKind(g);
    const combat = kind === Decision.Attack || kind === Decision.Block;
    const priority = kind === Decision.Priority;
    const only = level === 0 ? this.offer : null;
    let best = only === null ? 0 : only[0];
    let bestScore = -Infinity;
    // One timely option (passing, mostly, at a moment that is not one for this player's instants): nothing to compare.
    if (out === null && priority && this.style.timing) {
      const lone = loneTimely(g, this.me, only, only === null ? n : this.offerN, this.opt);
      if (lone >= 0) return lone;
    }
    for (let a = 0; a < n; a++) {
      if (only !== null && !isOffered(a, only, this.offerN)) continue;
      const action = priority ? decodeOption(g, a, this.opt).action : -1;
      if (priority && this.style.timing && !timely(g, this.me, this.opt)) {
        if (out) out[a] = -Infinity;
        continue;
      }
      let s = this.score(g, a, work, level, turn, false);
      // A spell whose gains and costs even out (Thoughtseize: a card of theirs for one of ours and 2 life) beats
      // passing in this player's main phase: the card would otherwise wait in hand for a moment the evaluation can
      // never tell apart. Not at other moments: a trick that changes nothing (a pump at the end step) is kept.
      if (priority && this.style.act && s !== -Infinity && action === Opt.Cast && sorceryTiming(g, this.me))
        s += ACT_BONUS;
      if (combat && !decodeOption(g, a, this.opt).none) s = Math.max(s, this.score(g, a, work, level, turn, true));
      if (out) out[a] = s;
      if (s > bestScore + 1e-9) {
        bestScore = s;
        best = a;
      }
    }
    return best;
  }

  /** Score of option a: a copy of g, the option, the turn played out. -Infinity if the engine throws. */
  private score(g: Game, a: number, work: Game, level: number, turn: number, follow: boolean): number {
    try {
      cloneGame(g, work);
      apply(work, a);
      this.playOut(work, level, turn, follow);
      return evaluate(work, this.me, this.w);
    } catch {
      // The engine failed on a determinized copy (see simErrors): this option is unscored.
      this.simErrors++;
      return -Infinity;
    }
  }

  /**
   * A plan moment (timing.ts) worth a search here: mana floating (the ritual's spell), or any plan moment
   * when the decision measured is itself in combat (an attack or a block, then the pump or the
   * regeneration; a trick now or after blocks). From a decision before combat the search costs more
   * than it finds: timing already keeps tricks out of the main phase.
   */
  private planNow(g: Game): boolean {
    if (floatingMana(g, this.me) > 0) return true;
    return this.topInCombat && planMoment(g, this.me);
  }

  /** Has this player a priority option besides passing that is timely now (timing.ts)? */
  private somethingToDo(g: Game): boolean {
    const n = optionCount(g);
    for (let a = 1; a < n; a++) if (!this.style.timing || timely(g, this.me, decodeOption(g, a, this.opt))) return true;
    return false;
  }

  /** Plays `g` on with the default policy until the turn ends (the next turn's first pause) or the game does. */
  private playOut(g: Game, level: number, turn: number, follow: boolean): void {
    // One plan search per look-ahead (the option's second half): a search at every later moment of a
    // combat full of activations (shields, regeneration) would multiply a look-ahead's cost without end.
    let planned = !this.style.plans || level >= this.nest;
    for (let steps = 0; steps < MAX_STEPS && !isOver(g) && turnNumber(g) === turn; steps++) {
      const kind = decisionKind(g);
      let a: number;
      if (kind === Decision.Pause) a = 0;
      else if (kind === Decision.Priority) {
        a = 0;
        if (!planned && decisionPlayer(g) === this.me && this.planNow(g) && this.somethingToDo(g)) {
          planned = true;
          a = this.best(g, level + 1, null);
        }
      } else if (decisionPlayer(g) !== this.me) a = fastAction(g, this.rng);
      else if ((kind === Decision.Attack || kind === Decision.Block) && kind === this.topKind && !follow) a = 0;
      else if (
        (kind === Decision.Target ||
          kind === Decision.Discard ||
          kind === Decision.RevealCard ||
          kind === Decision.May ||
          kind === Decision.LoopCount ||
          kind === Decision.TimestampOrder ||
          kind === Decision.AttackTarget ||
          kind === Decision.Redirect ||
          kind === Decision.Champion ||
          kind === Decision.CreatureType ||
          (kind === Decision.Name && namesOnResolution(g))) &&
        level < this.nest
      )
        a = this.best(g, level + 1, null);
      else a = fastAction(g, this.rng);
      apply(g, a);
    }
  }
}

/** How the greedy agent plays: see the options in docs/agents.md. */
export interface GreedyStyle {
  /** Instant-speed actions only at the moments they matter (timing.ts). */
  timing: boolean;
  /** In a look-ahead, this player's own next action is searched too where it completes a plan. */
  plans: boolean;
  /** A spell that scores the same as passing, in this player's main phase, is cast. */
  act: boolean;
}

/** Far below any difference the evaluation makes (its smallest weights are tenths), far above rounding. */
const ACT_BONUS = 1e-6;

function inCombat(g: Game): boolean {
  const step = currentStep(g);
  return step >= Step.BeginCombat && step <= Step.EndCombat;
}

function isOffered(a: number, list: Int32Array, n: number): boolean {
  for (let i = 0; i < n; i++) if (list[i] === a) return true;
  return false;
}
