// Restricted play (Jaffe et al. 2012, "Evaluating competitive game balance with restricted play"): the
// pilot of a deck may not play or cast the cards its deck's `without` names. The harness hands the
// agent only the other options, so the restriction holds for every agent, built-in or from a module;
// the card stays in the deck (a dead card), which is what the measure asks: the deck minus the card's play.
import { decisionKind, Decision, type Game } from '../engine/api/game.js';
import { decodeOption, nameOf, OptionInfo, Opt } from '../engine/api/observe.js';

/**
 * Copies into `out` the options of `legal[0..n)` that `names` allows the deciding player (a priority
 * decision's PlayLand/Cast option of a named card is left out); returns how many. Only priority
 * decisions offer casting, and pass is always among them, so at least one option stays.
 */
export function allowedActions(
  g: Game,
  names: ReadonlySet<string>,
  legal: Int32Array,
  n: number,
  out: Int32Array,
): number {
  if (decisionKind(g) !== Decision.Priority) {
    out.set(legal.subarray(0, n));
    return n;
  }
  let m = 0;
  for (let i = 0; i < n; i++) {
    const o = decodeOption(g, legal[i], opt);
    if (
      (o.action === Opt.Cast || o.action === Opt.PlayLand || o.action === Opt.CastFaceDown) &&
      names.has(nameOf(g, o.object))
    )
      continue;
    out[m++] = legal[i];
  }
  return m;
}

const opt = new OptionInfo();

/** Is `action` one of out[0..m)? (an agent must pick from what it was offered). */
export function offered(action: number, list: Int32Array, m: number): boolean {
  for (let i = 0; i < m; i++) if (list[i] === action) return true;
  return false;
}
