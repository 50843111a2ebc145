// The running totals of matches.csv (--match): per pairing, matches won, and games won in game 1 and in games 2
// and 3. Built one game at a time as the other tallies are; a match is counted once its last game is in (two
// wins, three games, or an error: an errored match has no result).
import { matchOver, winsOf } from '../harness/match-rules.js';
import type { GameRecord } from '../harness/types.js';

interface Split {
  games: number;
  winsA: number;
  winsB: number;
}

export interface MatchGroup {
  deckA: string;
  deckB: string;
  agentA: string;
  agentB: string;
  first: number; // smallest match index: the order of the rows
  matches: number; // matches with a result
  winsA: number;
  winsB: number;
  errored: number;
  game1: Split;
  post: Split; // games 2 and 3
  all: Split;
}

type Pending = Pick<GameRecord, 'winner' | 'endReason' | 'deckA' | 'deckB' | 'agentA' | 'agentB' | 'gameInMatch'>;

export class MatchTally {
  private readonly groups = new Map<string, MatchGroup>();
  /** Matches whose games are not all in yet, by match index. */
  private readonly pending = new Map<number, Pending[]>();

  add(r: GameRecord): void {
    if (r.matchIndex === undefined) return;
    const games = this.pending.get(r.matchIndex) ?? [];
    games.push(r);
    games.sort((x, y) => (x.gameInMatch ?? 0) - (y.gameInMatch ?? 0));
    if (!matchOver(games)) {
      this.pending.set(r.matchIndex, games);
      return;
    }
    this.pending.delete(r.matchIndex);
    this.finish(r.matchIndex, games);
  }

  /** Matches counted (with a result or errored). */
  count(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.matches + g.errored;
    return n;
  }

  /** The pairings in order of their first match. */
  inOrder(): MatchGroup[] {
    return [...this.groups.values()].sort((x, y) => x.first - y.first);
  }

  private finish(m: number, games: Pending[]): void {
    const r = games[0];
    const key = [r.deckA, r.deckB, r.agentA, r.agentB].join('\u0000');
    let g = this.groups.get(key);
    if (g === undefined) {
      const split = () => ({ games: 0, winsA: 0, winsB: 0 });
      g = {
        ...pick(r),
        first: m,
        matches: 0,
        winsA: 0,
        winsB: 0,
        errored: 0,
        game1: split(),
        post: split(),
        all: split(),
      };
      this.groups.set(key, g);
    }
    if (m < g.first) g.first = m;
    if (games.some((x) => x.endReason === 'error')) {
      g.errored++;
      return;
    }
    g.matches++;
    const a = winsOf(games, 'A');
    const b = winsOf(games, 'B');
    if (a > b) g.winsA++;
    else if (b > a) g.winsB++;
    for (const x of games) {
      for (const s of [x.gameInMatch === 1 ? g.game1 : g.post, g.all]) {
        s.games++;
        if (x.winner === 'A') s.winsA++;
        else if (x.winner === 'B') s.winsB++;
      }
    }
  }
}

function pick(r: Pending): Pick<MatchGroup, 'deckA' | 'deckB' | 'agentA' | 'agentB'> {
  return { deckA: r.deckA, deckB: r.deckB, agentA: r.agentA, agentB: r.agentB };
}
