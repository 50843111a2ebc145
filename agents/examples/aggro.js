// An example user agent, in plain JavaScript: `playtest run ... --agent ./agents/examples/aggro.js`.
// Options come after a colon: `--agent ./agents/examples/aggro.js:block=yes`.
//
// A user agent is an ES module whose default export (or export named `createAgent`) is a factory
// (options, seed) => agent. `options` holds the key=value pairs of the spec as strings; `seed` is this
// seat's own random seed for this game (use it, not Math.random, so runs are reproducible). The agent
// is { name, act(view, legal, n) }: `view` is the PlayerView of its player (what that player may know),
// `legal[0..n)` holds the action indices it may choose from (all the decision's options 0..n-1, or
// fewer under restricted play, `compare --without`), and act returns one of them.
//
// This one plays like an aggressive beginner: it keeps every hand, plays a land whenever it can, casts
// the first spell it can afford, attacks with everything, and never blocks (unless block=yes, then it
// blocks with the first blocker it is offered). Any other choice is random.
//
// An agent imports from the engine only its two agent modules (docs/agents.md): api/game (playing: the
// decision kinds) and api/observe (reading: option words, players). A JavaScript module imports them as
// built by `npm run build` (npm ci builds them); this one needs only constants and option-word readers.
import { Decision } from '../../dist/src/engine/api/game.js';
import { Opt, playerRef, priorityKind } from '../../dist/src/engine/api/observe.js';

export default function createAgent(options, seed) {
  for (const key of Object.keys(options)) {
    if (key !== 'block') throw new Error(`aggro: unknown option "${key}" (expected block)`);
  }
  const blocks = options.block === 'yes';
  // xorshift32, seeded per seat and game.
  let s = seed >>> 0 || 0x9e3779b9;
  const rand = (n) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % n;
  };
  // The place in `legal` of the first offered option whose word passes `test`, or -1.
  const first = (view, legal, n, test) => {
    for (let i = 0; i < n; i++) if (test(view.option(legal[i]))) return i;
    return -1;
  };

  return {
    name: 'aggro',
    act(view, legal, n) {
      switch (view.decisionKind) {
        case Decision.Mulligan:
          return legal[0]; // option value 0 keeps
        case Decision.Priority: {
          // Option 0 is always "pass"; others are words: kind << 28 | ability << 20 | object id.
          const land = first(view, legal, n, (v) => priorityKind(v) === Opt.PlayLand);
          if (land >= 0) return legal[land];
          const cast = first(view, legal, n, (v) => priorityKind(v) === Opt.Cast);
          return legal[cast >= 0 ? cast : 0];
        }
        case Decision.Attack: {
          // Option values: -1 is "no more attackers", the others are creature object ids.
          const attacker = first(view, legal, n, (v) => v >= 0);
          return legal[attacker >= 0 ? attacker : 0];
        }
        case Decision.Block: {
          // -1 is "no more blockers"; the others are blocker << 16 | attacker.
          const done = first(view, legal, n, (v) => v === -1);
          return legal[blocks ? (done === 0 && n > 1 ? 1 : 0) : done];
        }
        case Decision.Target: {
          // Targets are object ids (>= 0) or players (playerRef: -1 is player 0, -2 player 1). Prefer the opponent.
          const opponent = playerRef(1 - view.player);
          const t = first(view, legal, n, (v) => v === opponent);
          return legal[t >= 0 ? t : rand(n)];
        }
        case Decision.May:
          return legal[first(view, legal, n, (v) => v === 1) >= 0 ? first(view, legal, n, (v) => v === 1) : 0];
        default:
          return legal[rand(n)];
      }
    },
  };
}
