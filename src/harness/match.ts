// Plays one match of a --match bo3 run: game 1 with the main decks, then games 2 and 3 with each deck's plan
// against the other, until a player has won two games or three were played. Before games 2 and 3 the loser
// of the previous game chooses to play or draw; after a drawn game, the player who chose for that game
// chooses again (Magic Tournament Rules 2.2; game 1's seat on the play is taken as that player's choice).
// A pure function of the run's config and the match index, as a game is of its index.
import { makeAgent, playFirstMeasured } from '../../agents/index.js';
import type { CardPool } from '../cards/pool.js';
import { playOne } from './batch.js';
import type { RunPlan } from './plan.js';
import { GAMES_PER_MATCH, matchOver, winsOf } from './match-rules.js';
import type { GameRecord } from './types.js';

/** The games of match `m`, in order (two or three; fewer when a game errored: an error ends the match). */
export function playMatch(plan: RunPlan, pool: CardPool, m: number): GameRecord[] {
  const out: GameRecord[] = [];
  let chooser = plan.spec(plan.firstGame(m)).onPlay;
  let onPlay = chooser;
  for (let game = 1; game <= GAMES_PER_MATCH; game++) {
    const spec = plan.spec(plan.firstGame(m) + game - 1, onPlay);
    const r = playOne(spec, pool);
    out.push(r);
    if (matchOver(out)) break;
    if (r.winner === 'A' || r.winner === 'B') chooser = r.winner === 'A' ? 'B' : 'A';
    const next = plan.spec(plan.firstGame(m) + game, 'A');
    onPlay = choosePlay(next.seed, chooser, chooser === 'A' ? next.agentA : next.agentB, out, spec, game + 1);
  }
  return out;
}

/**
 * The chooser's agent decides (Agent.playFirst), with a stream of its own derived from the next game's seed; an
 * agent without the method takes the measured rule. Returns the seat on the play.
 */
function choosePlay(
  seed: number,
  chooser: 'A' | 'B',
  agentSpec: string,
  games: readonly GameRecord[],
  last: { deckA: { name: string }; deckB: { name: string } },
  game: number,
): 'A' | 'B' {
  const agent = makeAgent(agentSpec, (seed ^ (chooser === 'A' ? 0x3c6ef372 : 0xa54ff53a)) >>> 0);
  const mine = chooser === 'A' ? last.deckA.name : last.deckB.name;
  const theirs = chooser === 'A' ? last.deckB.name : last.deckA.name;
  const choice = {
    deck: mine,
    opponent: theirs,
    game,
    wins: winsOf(games, chooser),
    losses: winsOf(games, chooser === 'A' ? 'B' : 'A'),
  };
  const play = agent.playFirst === undefined ? playFirstMeasured() : agent.playFirst(choice);
  if (typeof play !== 'boolean')
    throw new Error(`agent ${agentSpec}: playFirst returned ${String(play)}, expected true (play) or false (draw)`);
  return play ? chooser : chooser === 'A' ? 'B' : 'A';
}
